// A maintainer-filed issue (author association OWNER, MEMBER, COLLABORATOR) is not asked for generic evidence: the
// comment explains and lists what the thread answers, and asks nothing. Fixtures written here.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const curated = [
  '```',
  '(Worker_DP0 pid=52) ERROR 08-11 14:02:33 [nixl_connector.py:815] RuntimeError: Remote NIXL agent engine ID mismatch. Expected 0a0a0a0a-1b1b-2c2c-3d3d-4e4e4e4e4e4e_dp0,received 9f9f9f9f-8e8e-7d7d-6c6c-5b5b5b5b5b5b_dp0.',
  '```',
].join('\n');
const uncurated = [
  '```',
  'Traceback (most recent call last):',
  '  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/offloading_connector.py", line 400, in build_connector_meta',
  '    block_id = block_ids[idx]',
  'IndexError: list index out of range',
  '```',
].join('\n');

describe('an issue a maintainer filed', () => {
  for (const [name, body] of [
    ['a curated error', curated],
    ['an uncurated connector error', uncurated],
  ] as const) {
    it(`should ask nothing generic on ${name}, and still ask a reporter who is not a maintainer`, () => {
      const filed = triage({ title: 'tracking: connector failure seen in the nightly PD run', body, authorAssociation: 'MEMBER' });
      expect(filed.comment).not.toBeNull();
      expect(filed.comment ?? '').not.toMatch(/\*\*Please add\*\*|What would help the maintainers/);
      expect(filed.comment ?? '').not.toContain('Ready for a maintainer');
      const user = triage({ title: 'connector failure', body, authorAssociation: 'NONE' });
      expect(user.comment ?? '').toMatch(/\*\*Please add\*\*|What would help the maintainers/);
    });
  }
});
