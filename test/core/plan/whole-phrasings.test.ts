// Tick only what is whole, whatever shape the paste has: a traceback is whole when its final exception line and the
// frame that raised it are both in the paste; a cut one keeps its ask and says where it stops. Fixtures written here.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const TITLE = '[Bug]: decode dies with nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND';
const FRAME_A = '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 1201, in _read_blocks';
const CODE_A = '    handle = self.nixl_wrapper.make_prepped_xfer(';
const FRAME_B = '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 610, in make_prepped_xfer';
const CODE_B = '    handle = self.agent.makeXferReq(op, local, remote, notif)';
const FINAL = 'nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND';
const HEAD = 'Traceback (most recent call last):';
const prefixed = (prefix: string, lines: string[]): string[] => lines.map((line) => `${prefix}${line}`);
const ask = (plan: ReturnType<typeof triage>) => plan.report.asks.find((candidate) => candidate.id === 'traceback');

/** Pastes cut before their final exception line: the ask stays, with where the paste stops. */
const CUT: [string, string][] = [
  ['a plain paste cut after its frames', fenced([HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B])],
  ['a paste that ends in an ellipsis', fenced([HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B, '...'])],
  ['an engine-core paste cut mid-way', fenced(prefixed('(EngineCore_DP0 pid=88) ERROR 04-11 08:00:01 [core.py:844] ', [HEAD, FRAME_A, CODE_A, FRAME_B]))],
  ['a rank-prefixed paste cut', fenced(prefixed('[rank0]: ', [HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B]))],
  ['a Ray worker paste cut', fenced(prefixed('(RayWorkerWrapper pid=4242) ', [HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B]))],
  [
    'a paste cut then followed by info lines',
    fenced([HEAD, FRAME_A, CODE_A, 'INFO 04-11 08:00:02 [loggers.py:123] Engine 000: Avg prompt throughput: 0.0 tokens/s']),
  ],
  ['a paste in a details block, cut', `<details><summary>log</summary>\n\n${fenced([HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B])}\n\n</details>`],
  ['a paste without its header, cut', fenced([FRAME_A, CODE_A, FRAME_B, CODE_B])],
];

/** Pastes that hold the final exception line and the frame that raised it: the ask is ticked. */
const WHOLE: [string, string][] = [
  ['a plain traceback', fenced([HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B, FINAL])],
  ['a traceback without its header', fenced([FRAME_B, CODE_B, FINAL])],
  [
    'an engine-core traceback',
    fenced(prefixed('(EngineCore_DP0 pid=88) ERROR 04-11 08:00:01 [core.py:844] ', [HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B, FINAL])),
  ],
  ['a rank-prefixed traceback', fenced(prefixed('[rank0]: ', [HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B, FINAL]))],
  ['a Ray worker traceback', fenced(prefixed('(RayWorkerWrapper pid=4242) ', [HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B, FINAL]))],
  [
    'a traceback followed by more log lines',
    fenced([HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B, FINAL, 'INFO 04-11 08:00:02 [launcher.py:99] Shutting down FastAPI HTTP server.']),
  ],
  ['a traceback in a details block', `<details><summary>log</summary>\n\n${fenced([HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B, FINAL])}\n\n</details>`],
  [
    'a chained traceback',
    fenced([
      'Traceback (most recent call last):',
      '  File "/app/run.py", line 3, in <module>',
      '    main()',
      'KeyError: 7',
      '',
      'During handling of the above exception, another exception occurred:',
      '',
      HEAD,
      FRAME_A,
      CODE_A,
      FRAME_B,
      CODE_B,
      FINAL,
    ]),
  ],
  ['a traceback pasted unfenced', [HEAD, FRAME_A, CODE_A, FRAME_B, CODE_B, FINAL].join('\n')],
];

describe('a traceback is whole only with its final exception line and its raising frame', () => {
  it.each(CUT)('should keep the ask, saying where it stops, for %s', (_name, body) => {
    const plan = triage({ title: TITLE, body });
    const status = ask(plan);
    expect(status?.satisfied).toBe(false);
    expect(status?.how).toMatch(/stops at the frame in `[^`]+`/);
    expect(plan.comment ?? '').not.toMatch(/✓[^\n]*traceback/i);
  });
  it.each(WHOLE)('should tick %s', (_name, body) => {
    expect(ask(triage({ title: TITLE, body }))?.satisfied).toBe(true);
  });
  it('should not tick the final exception line alone, with no frame', () => {
    expect(ask(triage({ title: TITLE, body: fenced([FINAL]) }))?.satisfied).toBe(false);
  });
});
