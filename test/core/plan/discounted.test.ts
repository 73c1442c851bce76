// The first screen leads with the error the report is about, not one in a paste the reporter discounts ("not
// root-caused", "included for completeness", "unrelated", "can be ignored", "side note", "another variant").
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const screen = (comment: string | null): string => (comment ?? '').split('<details>')[0] ?? '';
const disconnect = fenced([
  'Traceback (most recent call last):',
  '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 903, in check_xfer_state',
  '    status = self.agent.getXferStatus(handle)',
  'nixl._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT',
]);
const backend = fenced(['(Worker_TP0 pid=31) nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND']);

describe('an error the reporter discounts', () => {
  for (const intro of ['Side note, not root-caused yet and probably unrelated:', 'Included for completeness (it can be ignored):']) {
    it(`should not lead with a paste introduced as "${intro}"`, () => {
      const plan = triage({
        title: 'Decode loses its peer: NIXL_ERR_REMOTE_DISCONNECT',
        body: `Once at start-up:\n\n${intro}\n\n${backend}\n\nThe problem, after an hour of traffic:\n\n${disconnect}\n\nvllm 0.12.0, nixl 0.7.1`,
      });
      const first = screen(plan.comment);
      expect(first).toContain('recognised a known error: NIXL lost its connection to the remote agent');
      expect(first).not.toContain('recognised a known error: The NIXL library reported a backend error');
    });
  }

  it('should keep the order when the discounted paste is all there is', () => {
    const plan = triage({ title: 'startup noise', body: `Unrelated, can be ignored:\n\n${backend}\n\nvllm 0.12.0` });
    expect(screen(plan.comment)).toContain('The NIXL library reported a backend error');
  });
});
