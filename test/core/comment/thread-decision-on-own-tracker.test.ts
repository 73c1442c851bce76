// On a connector project's own tracker: the thread's decision (a reply's workaround) leads, the report-to advice never
// sends the reporter to the tracker they are on, the code credited is the one whose logger printed the line, and one
// entry is listed once. Fixtures written here in the shape of an LMCache-tracker thread.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const firstScreen = (comment: string | null): string => (comment ?? '').slice(0, (comment ?? '').indexOf('<details>'));
const log = [
  '```',
  '[2026-01-14 03:21:40,118] LMCache ERROR: The number of retrieved tokens is less than the expected number of tokens! This should not happen! (vllm_v1_adapter.py:902:lmcache.integration.vllm.vllm_v1_adapter)',
  '[2026-01-14 03:21:40,119] LMCache ERROR: Num retrieved tokens: 128, num expected tokens: 384 (vllm_v1_adapter.py:903:lmcache.integration.vllm.vllm_v1_adapter)',
  '```',
].join('\n');
const title = 'Fewer tokens retrieved than expected after restarting the disk backend';
const reply = {
  id: 5,
  author: 'lmc-maintainer',
  authorAssociation: 'MEMBER',
  body: 'This is due to the chunk metadata being flushed late. Until the fix lands, set `flush_chunk_meta: False` in the LMCache config and it goes away.',
};

describe('an LMCache-tracker thread whose reply gives a workaround', () => {
  const plan = triage({ title, body: `vLLM 0.11.0, lmcache 0.3.9.\n\n${log}`, author: 'reporter', comments: [reply], repository: 'LMCache/LMCache' });
  const comment = plan.comment ?? '';

  it("should lead with the reply's workaround, not the diagnosis before it", () => {
    expect(plan.report.matches[0]?.id).toBe('lmcache/retrieved-fewer-tokens');
    expect(firstScreen(comment)).toContain('**This thread already found a workaround:**');
    expect(firstScreen(comment)).toContain('flush_chunk_meta: False');
  });

  it('should credit the LMCache package whose logger printed the line, and list the entry once', () => {
    expect(firstScreen(comment)).toContain("printed by the LMCache package's own logger `lmcache.integration.vllm.vllm_v1_adapter`");
    expect(comment).not.toContain('Other errors recognised in this issue');
  });
});

describe("the report-to advice on the project's own tracker", () => {
  it("should never tell the reporter to report to LMCache on LMCache's tracker, and still say it elsewhere", () => {
    const own = triage({ title, body: log, repository: 'LMCache/LMCache' }).comment ?? '';
    expect(own.toLowerCase()).not.toContain('report it to lmcache');
    const vllm = triage({ title, body: log, repository: 'vllm-project/vllm' }).comment ?? '';
    expect(vllm.toLowerCase()).toContain('report it to lmcache');
  });
});
