// Tick only what is whole, and see the lines that answer an ask whatever their dialect.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const firstScreen = (comment: string | null): string => (comment ?? '').slice(0, (comment ?? '').indexOf('<details>'));
const ask = (plan: ReturnType<typeof triage>, id: string) => plan.report.asks.find((candidate) => candidate.id === id);

const P = '(EngineCore_DP0 pid=88) ERROR 04-11 08:00:01 [core.py:844]';

describe('whole or not: a traceback is whole when its final exception line and its raising frame are in the paste', () => {
  it('should not tick the traceback for a paste cut before any connector frame, with the exception only in the title', () => {
    const plan = triage({
      title: '[Bug]: decode dies with nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
      body: fenced([
        `${P} EngineCore encountered a fatal error.`,
        `${P} Traceback (most recent call last):`,
        `${P}   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 835, in run_engine_core`,
        `${P}     engine_core.run_busy_loop()`,
        `${P}   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 862, in run_busy_loop`,
        `${P}     self._process_engine_step()`,
      ]),
    });
    expect(plan.report.matches[0]?.id).toBe('nixl/backend-error');
    const traceback = ask(plan, 'traceback');
    expect(traceback?.satisfied).toBe(false);
    // The ask stays, and says where the paste stops.
    expect(traceback?.how).toContain('stops at the frame in `v1/engine/core.py` (`run_busy_loop`)');
    expect(plan.comment ?? '').not.toMatch(/✓[^\n]*traceback/i);
  });

  it('should tick a traceback without its header when its final exception and raising frame are there', () => {
    const plan = triage({
      body: fenced([
        '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 402, in register_memory',
        '    self.agent.registerMem(reg_descs, handle_list)',
        'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
      ]),
    });
    expect(ask(plan, 'traceback')?.satisfied).toBe(true);
  });
});

describe('lines that answer an ask, whatever their dialect', () => {
  it('should take UCX and native crash lines above a NIXL error as the backend log lines, and say what they show', () => {
    const plan = triage({
      body: fenced([
        '[1762001111.204518] [gpu-7:5120 :0]        ib_iface.c:998  UCX  ERROR ibv_create_cq(cqe=8192) failed: Cannot allocate memory',
        '[gpu-7:5120 :0:5188] Caught signal 11 (Segmentation fault: address not mapped to object at address 0x18)',
        '==== backtrace (tid:   5188) ====',
        'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
      ]),
    });
    const lines = ask(plan, 'backend-log');
    expect(lines?.satisfied).toBe(true);
    expect(lines?.satisfiedBy).toContain('UCX');
    expect(lines?.satisfiedBy).toContain('ibv_create_cq');
    expect(firstScreen(plan.comment)).not.toContain('The NIXL and backend log lines printed before the error.');
  });

  it('should take glog and CANN/HCCL lines as a library log, and never the error line itself', () => {
    const mooncake = triage({
      body: fenced([
        'E0411 08:00:00.118201  9911 transfer_engine.cpp:412] Failed to register memory 0x7f00: Bad address',
        'RuntimeError: Mooncake batch memory registration failed.',
      ]),
    });
    expect(mooncake.report.matches[0]?.id).toBe('mooncake/batch-memory-registration-failed');
    expect(ask(mooncake, 'mooncake-log')?.satisfiedBy).toContain('glog');
    const alone = triage({ body: fenced(['RuntimeError: Mooncake batch memory registration failed.']) });
    expect(ask(alone, 'mooncake-log')?.satisfied).toBe(false);
    const hccl = triage({
      body: fenced([
        '[ERROR] HCCL(4411,python):2026-04-11-08:00:00.118.201 [hccl_socket.cc:120] connect to 10.0.0.2 failed',
        'RuntimeError: Mooncake batch memory registration failed.',
      ]),
    });
    expect(ask(hccl, 'mooncake-log')?.satisfiedBy).toContain('CANN/HCCL');
  });
});

describe('one answer for the version', () => {
  it('should never tick the version as found and print it as not found in the same comment', () => {
    const plan = triage({
      body: `Prefill on v0.25.1, decode on v0.26.0.\n\n${fenced([
        'Traceback (most recent call last):',
        '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta',
        '    raise ValueError(',
        'ValueError: Request cmpl-31-9a8b7c6d is not in _unfinished_requests',
      ])}`,
    });
    expect(ask(plan, 'vllm-version')?.satisfied).toBe(true);
    const comment = plan.comment ?? '';
    expect(comment).not.toContain('vLLM version: not found in this issue');
    expect(comment).toContain('prefill `0.25.1`, decode `0.26.0`');
  });
});

describe("the title's cause when the body only has a cut traceback", () => {
  const cut = fenced([
    `${P} Traceback (most recent call last):`,
    `${P}   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 862, in run_busy_loop`,
    `${P}     self._process_engine_step()`,
  ]);
  const title = '[Bug]: nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND because the prefill pod restarted mid-transfer';

  it('should quote why the title says it fails on the first screen', () => {
    const plan = triage({ title, body: cut });
    expect(plan.report.matches[0]?.id).toBe('nixl/backend-error');
    expect(firstScreen(plan.comment)).toContain('**Your title says why:** `because the prefill pod restarted mid-transfer`');
    expect(firstScreen(plan.comment)).toContain('(the traceback you pasted is cut before its final line)');
  });

  it('should not say a traceback was cut when the thread holds none', () => {
    const prose = 'Two nodes, one prefill and one decode; the decode side stops reading after a few minutes of load.';
    const plan = triage({ title, body: prose });
    expect(firstScreen(plan.comment)).toContain('**Your title says why:** `because the prefill pod restarted mid-transfer`');
    expect(plan.comment ?? '').not.toContain('the traceback you pasted is cut');
  });

  it('should not when the body holds the whole traceback', () => {
    const whole = fenced([
      '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 402, in register_memory',
      '    self.agent.registerMem(reg_descs, handle_list)',
      'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND',
    ]);
    expect(firstScreen(triage({ title, body: whole }).comment)).not.toContain('Your title says why');
  });
});

describe('whole in the other order: the error line pasted above the frame that raised it', () => {
  it('should neither tick nor ask for the traceback when the error line stands just above the frame that raised it', () => {
    const plan = triage({
      title: 'NIXL backend fails to start on our nodes',
      body: [
        'The worker dies at start-up:',
        '',
        fenced(['nixl_cu12._bindings.nixlBackendError: NIXL_ERR_BACKEND', '  File ".../nixl_cu12/_api.py", line 362, in create_backend']),
      ].join('\n'),
    });
    expect(plan.report.matches[0]?.id).toBe('nixl/backend-error');
    // Its last line is visible (COMMENT.md §4: never ask for the full traceback then), and the frames that called NIXL
    // are not (no tick that says they are).
    expect(ask(plan, 'traceback')).toBeUndefined();
    expect(plan.comment ?? '').not.toMatch(/full traceback|Every line from `Traceback/);
    expect(plan.comment ?? '').not.toContain('before its final exception line');
    expect(plan.comment ?? '').not.toContain('✓ The full traceback');
  });

  it('should keep the ask for frames pasted far below the error line', () => {
    const plan = triage({
      title: 'NIXL backend fails to start on our nodes',
      body: [
        'nixl_cu12._bindings.nixlBackendError: NIXL_ERR_BACKEND',
        '',
        'We set UCX_TLS and tried again; later, in another run, the log had this:',
        '',
        'more words here',
        '',
        fenced(['  File ".../nixl_cu12/_api.py", line 362, in create_backend', '    self.agent.createBackend(name, params)']),
      ].join('\n'),
    });
    expect(ask(plan, 'traceback')?.satisfied).toBe(false);
    expect(ask(plan, 'traceback')?.how).toContain('before its final exception line');
  });
});
