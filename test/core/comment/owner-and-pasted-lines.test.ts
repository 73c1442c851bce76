// Whose code ran decides what is said and asked, and what a pasted native line shows is said, not asked for. Fixtures
// written here in the shapes of reports on Dynamo's and SGLang's trackers.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const firstScreen = (comment: string | null): string => (comment ?? '').slice(0, (comment ?? '').indexOf('<details>'));
const askIds = (plan: ReturnType<typeof triage>): string[] => plan.report.asks.filter((ask) => !ask.satisfied).map((ask) => ask.id);

describe("a report on Dynamo's tracker: its patched engine's frames and a UCX line pasted above them", () => {
  const body = fenced([
    '[1712051251.334455] [gpu-b:7102 :0]      sock.c:325  UCX  ERROR   connect(fd=57, dest_addr=192.168.4.21:51877) failed: Connection refused',
    "ERROR 04-02 09:47:31 engine.py:201] nixlBackendError('NIXL_ERR_BACKEND')",
    'Traceback (most recent call last):',
    '  File "/workspace/venv/lib/python3.12/site-packages/vllm/engine/llm_engine.py", line 312, in __init__',
    '    self._initialize_nixl()',
    '  File "/workspace/venv/lib/python3.12/site-packages/vllm/engine/llm_engine.py", line 341, in _initialize_nixl',
    '    self.model_executor.collective_rpc("init_nixl_agent")',
    '  File "/workspace/venv/lib/python3.12/site-packages/nixl/_api.py", line 610, in add_remote_agent',
    '    agent_name = self.agent.loadRemoteMD(metadata)',
    'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
  ]);
  const plan = triage({ title: 'decode worker cannot start: NIXL backend error', body, repository: 'ai-dynamo/dynamo' });
  const comment = plan.comment ?? '';

  it("should say it is Dynamo's code and list no vLLM connector as seen", () => {
    expect(plan.report.matches[0]?.id).toBe('nixl/backend-error');
    expect(firstScreen(comment)).toContain("Dynamo's patched vLLM engine");
    expect(comment).not.toContain('Connectors seen in this issue');
  });

  it('should ask the Dynamo version, not only the vLLM version', () => {
    expect(askIds(plan)).toContain('dynamo-version');
    expect(firstScreen(comment)).toContain('The Dynamo version');
  });

  it('should say what the pasted UCX line shows instead of telling the reporter to read the lines', () => {
    const screen = firstScreen(comment);
    expect(screen).toContain('**Your paste shows** the UCX line `connect(fd=57, dest_addr=192.168.4.21:51877) failed: Connection refused`');
    expect(screen).toContain('nothing was listening at that address and port');
    expect(screen).not.toContain('Read the log lines printed before the traceback');
  });

  it('should take the Dynamo version from the thread when it is there', () => {
    const answered = triage({ title: 'decode worker cannot start', body: `${body}\n\nai-dynamo==0.1.1`, repository: 'ai-dynamo/dynamo' });
    expect(askIds(answered)).not.toContain('dynamo-version');
  });
});

describe("a report on SGLang's tracker: its own NIXL backend and a UCX version line", () => {
  const ucx = '[1749550000.111111] [node-a:3311 :0]     ucp_worker.c:1934 UCX  ERROR   ucp version incompatible, required: 1.19, actual: 1.16 (release 0)';
  const frames = [
    'Traceback (most recent call last):',
    '  File "/usr/local/lib/python3.10/dist-packages/sglang/srt/disaggregation/nixl/conn.py", line 300, in send_kvcache',
    '    handle = self.agent.initialize_xfer("WRITE", src, dst, peer_name, notif)',
    '  File "/usr/local/lib/python3.10/dist-packages/nixl/_api.py", line 700, in initialize_xfer',
    '    handle = self.agent.createXferReq(op, local, remote, remote_agent, notif, backends)',
    'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
  ];
  const title = '[Bug] PD disaggregation with the nixl transfer backend fails';

  it('should not ask the vLLM version nor name NixlConnector, and say what the UCX line shows', () => {
    const plan = triage({ title, body: fenced([ucx, ...frames]), repository: 'sgl-project/sglang' });
    const comment = plan.comment ?? '';
    expect(plan.report.matches[0]?.id).toBe('nixl/backend-error');
    expect(askIds(plan)).not.toContain('vllm-version');
    expect(askIds(plan)).toContain('sglang-version');
    expect(comment).not.toContain('NixlConnector');
    expect(comment).not.toContain('vLLM version');
    expect(firstScreen(comment)).toContain("SGLang's code, not vLLM's");
    expect(firstScreen(comment)).toContain('`ucp version incompatible, required: 1.19, actual: 1.16 (release 0)` — the library loaded at run time');
  });

  it('should not ask the vLLM version of an issue in another project whose thread never involves vLLM', () => {
    const plan = triage({ title, body: fenced([ucx, ...frames.filter((line) => !line.includes('sglang/'))]), repository: 'sgl-project/sglang' });
    expect(askIds(plan)).not.toContain('vllm-version');
    expect(plan.comment ?? '').not.toContain('NixlConnector');
  });
});
