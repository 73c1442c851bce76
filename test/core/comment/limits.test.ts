// The whole comment, marker included, stays within GitHub's 65,536 characters, whatever the thread holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_LENGTH } from '../../../src/core/text/limits.js';
import { parseMarker } from '../../../src/core/memory/marker.js';
import { triage } from '../../../src/core/triage.js';

/** A traceback whose innermost frame is in connector code under a hostile path and function. */
function hostileTraceback(folder: string, fn: string, id: string): string {
  return [
    'Traceback (most recent call last):',
    `  File "/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/${folder}/w.py", line 9, in ${fn}`,
    '    x()',
    `ValueError: Request ${id} is not in _unfinished_requests`,
  ].join('\n');
}

describe('the comment within GitHub’s limit', () => {
  it('should stay within 65,536 characters with many distinct matches, long ids, long paths and escaped text', () => {
    const folder = `${'<'.repeat(60)}${'d/'.repeat(150)}`;
    const blocks = Array.from({ length: 60 }, (_, index) => hostileTraceback(`${folder}${index}`, `f${'_'.repeat(150)}${index}`, `${'<'.repeat(150)}${index}`));
    const body = `\`\`\`\n${blocks.join('\n')}\n\`\`\``.slice(0, 65_536);
    const plan = triage({ body });
    expect(plan.comment).not.toBeNull();
    expect((plan.comment ?? '').length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
    expect(parseMarker(plan.comment ?? '')).not.toBeNull();
  });

  it('should hold for any thread of hostile comments (property)', () => {
    const piece = fc.string({ unit: fc.constantFrom('<', '>', '`', '(', ')', '@', 'a', '-', '\n', ' ', '"', '\\'), maxLength: 300 });
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.array(piece, { maxLength: 8 }), (ids, paths) => {
        const comments = ids.map((id, index) => ({
          id: index + 1,
          author: 'someone',
          body: `ValueError: Request ${id.replace(/\s/g, 'x') || 'r'}-${index} is not in _unfinished_requests\n${hostileTraceback(paths[index % Math.max(1, paths.length)] ?? 'p', 'fn', `r${index}`)}`,
        }));
        const plan = triage({ body: 'ValueError: Request r-0 is not in _unfinished_requests', comments });
        expect((plan.comment ?? '').length).toBeLessThanOrEqual(MAX_COMMENT_LENGTH);
        if (plan.comment !== null) expect(parseMarker(plan.comment)).not.toBeNull();
      }),
      { numRuns: 40, seed: 1405 },
    );
  });
});
