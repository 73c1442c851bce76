// Where a library's error was hit, from the frames of its traceback: the stage and the call, on the first screen.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { firstScreen } from '../../support/build/comment-screen.js';

const nixlTraceback = (caller: string, api: string): string =>
  [
    '```',
    'Traceback (most recent call last):',
    `  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 612, in ${caller}`,
    `    self.nixl_wrapper.${api}(descs)`,
    `  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 350, in ${api}`,
    '    handle = self.agent.prepXferDlist(-1, descs, backends)',
    'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
    '```',
  ].join('\n');

describe("where a library's error was hit", () => {
  it('should name the stage and the call when the frames say it (start-up registration)', () => {
    const screen = firstScreen(triage({ title: 'decode crashes at start', body: nixlTraceback('register_kv_caches', 'prep_xfer_dlist') }).comment);
    expect(screen).toContain(
      '**Where it failed:** during the registration of the KV caches (start-up), in `prep_xfer_dlist` (`_api.py:350`), called from `register_kv_caches` (`nixl_connector.py:612`).',
    );
  });

  it('should say the handshake when the call is the remote agent', () => {
    const screen = firstScreen(triage({ title: 'decode crashes', body: nixlTraceback('add_remote_agent', 'add_remote_agent') }).comment);
    expect(screen).toContain('**Where it failed:** during the handshake with the other instance, in `add_remote_agent` (`_api.py:350`)');
  });

  it('should say nothing of a stage when no frame names one', () => {
    const screen = firstScreen(triage({ title: 'decode crashes', body: nixlTraceback('helper', 'do_thing') }).comment);
    expect(screen).toContain('nixlBackendError');
    expect(screen).not.toContain('Where it failed');
  });

  it("should not read the stage from an outer frame far from the failure (an engine loop's start)", () => {
    const body = [
      '```',
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", line 242, in start',
      '    self.run_engine_loop()',
      '  File "/opt/venv/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", line 312, in run_engine_loop',
      '    self.handle_new_input()',
      '  File "/opt/venv/lib/python3.12/site-packages/vllm/engine/multiprocessing/engine.py", line 374, in handle_new_input',
      '    self.engine.add_remote(msg)',
      '  File "/opt/venv/lib/python3.12/site-packages/vllm/engine/llm_engine.py", line 500, in apply_message',
      '    self.wrapper.do_thing(msg)',
      '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 350, in do_thing',
      '    handle = self.agent.thing(msg)',
      'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
      '```',
    ].join('\n');
    const screen = firstScreen(triage({ title: 'engine dies', body }).comment);
    expect(screen).toContain('nixlBackendError');
    expect(screen).not.toContain('Where it failed');
  });
});
