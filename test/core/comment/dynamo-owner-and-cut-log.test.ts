// Dynamo's code is not vLLM's NixlConnector (its patched engine, its own `nixl_connect`): the comment names one owner
// from the first screen to the fold and lists no vLLM connector. And an error seen only in the title while the thread
// holds a text log cut before the exception line: the traceback is asked, not "the log as text". Fixtures written here.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const PATCHED_ENGINE = "Dynamo's patched vLLM engine";

/** What no comment about Dynamo's frames may say: vLLM's connector as the code that ran or as "its side". */
function expectNoVllmConnector(comment: string): void {
  expect(comment).not.toContain('Connectors seen in this issue');
  expect(comment).not.toContain("vLLM's side of it");
  expect(comment).not.toContain("while vLLM's NIXL connector was calling it");
  expect(comment).not.toContain('NixlBaseConnectorWorker');
}

describe("frames of Dynamo's patched vLLM engine", () => {
  // A V0-era engine loop whose printed line calls a method only Dynamo's patch has; the paste stops there.
  const prefix = 'ERROR 04-02 11:07:31 engine.py:201]';
  const body = fenced([
    `${prefix} nixlBackendError('NIXL_ERR_BACKEND')`,
    `${prefix} Traceback (most recent call last):`,
    `${prefix}   File "/srv/env/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", line 280, in run_engine_loop`,
    `${prefix}     self.handle_new_input()`,
    `${prefix}   File "/srv/env/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", line 355, in handle_new_input`,
    `${prefix}     self.engine.add_remote_nixl_metadata(metadata)`,
  ]);

  it('should name the patched engine on the first screen and in the fold, and list no vLLM connector', () => {
    const plan = triage({ title: 'decode worker dies: NIXL_ERR_BACKEND after adding the prefill agent', body });
    const comment = plan.comment ?? '';
    expect(plan.report.matches[0]?.id).toBe('nixl/backend-error');
    expect(comment).toContain(`**Whose code:** the frames of your traceback are ${PATCHED_ENGINE}`);
    expect(comment).toContain(`the calling frames are ${PATCHED_ENGINE}`);
    expectNoVllmConnector(comment);
  });

  it("should not call vLLM's connector the caller of a backend error raised under the patched engine's start-up", () => {
    const lines = [
      'Traceback (most recent call last):',
      '  File "/srv/env/lib/python3.12/site-packages/vllm/engine/llm_engine.py", line 300, in __init__',
      '    self._initialize_nixl()',
      '  File "/srv/env/lib/python3.12/site-packages/vllm/engine/llm_engine.py", line 330, in _initialize_nixl',
      '    agent_names = self.model_executor.collective_rpc("init_nixl")',
      '  File "/srv/env/lib/python3.12/site-packages/nixl/_api.py", line 250, in register_memory',
      '    self.agent.registerMem(descs, handles)',
      'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
    ];
    const comment = triage({ title: 'engine start fails with a NIXL backend error', body: fenced(lines) }).comment ?? '';
    expect(comment).toContain(PATCHED_ENGINE);
    expectNoVllmConnector(comment);
    expect(comment).toContain('another caller such as Dynamo');
  });
});

describe("frames of Dynamo's own nixl_connect module", () => {
  const lines = [
    'Traceback (most recent call last):',
    '  File "/home/dev/dynamo/lib/bindings/python/src/dynamo/nixl_connect/__init__.py", line 700, in begin_read',
    '    self._connector._nixl.add_remote_agent(metadata)',
    '  File "/home/dev/venv/lib/python3.12/site-packages/nixl/_api.py", line 600, in add_remote_agent',
    '    agent_name = self.agent.loadRemoteMD(metadata)',
    'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
  ];

  it("should name Dynamo's nixl_connect in both places and present no vLLM connector", () => {
    const plan = triage({ title: 'image embeddings transfer fails between workers', body: fenced(lines) });
    const comment = plan.comment ?? '';
    expect(plan.report.matches[0]?.id).toBe('nixl/backend-error');
    expect(comment).toContain("**Whose code:** the frames of your traceback are Dynamo's `nixl_connect` code");
    expect(comment).toContain("the calling frames are Dynamo's `nixl_connect` code");
    expectNoVllmConnector(comment);
  });
});

describe('an error seen only in the title, with a text log cut before the exception line', () => {
  const title = 'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND because of register_memory failure';
  const log = fenced([
    'INFO 05-14 09:12:01 [api_server.py:1100] vLLM API server version 0.10.0',
    'INFO 05-14 09:12:03 [config.py:900] Using max model len 32768',
    'INFO 05-14 09:12:09 [nixl_connector.py:380] Initializing NIXL wrapper',
    'INFO 05-14 09:12:10 [nixl_connector.py:390] NIXL is available',
  ]);

  it('should say the exception line is not in the pasted log and ask for the traceback, not the log as text', () => {
    const plan = triage({ title, body: `The decode pod restarts after this:\n\n${log}` });
    const comment = plan.comment ?? '';
    const asks = plan.report.asks.map((ask) => ask.id);
    expect(plan.report.matches[0]?.id).toBe('nixl/backend-error');
    expect(comment).toContain('the exception line is not in the pasted log');
    expect(comment).not.toContain('until the log is posted as text');
    expect(asks).not.toContain('log-as-text');
    expect(asks).toContain('traceback');
  });

  it('should keep the log-as-text ask when the thread has no text log (a screenshot)', () => {
    const plan = triage({ title, body: 'The decode pod restarts, see the screenshot below.\n\n![log](https://example.com/shot.png)' });
    expect(plan.comment ?? '').toContain('until the log is posted as text');
    expect(plan.report.asks.map((ask) => ask.id)).toContain('log-as-text');
  });

  it('should not ask the reporter to find which operation failed when the title names it', () => {
    const comment = triage({ title, body: log }).comment ?? '';
    expect(comment).not.toContain('to see which operation failed');
    expect(comment).toContain('NIXL logs there why the call failed');
  });
});
