// Two rules every catalog entry keeps, so that a comment never says what the thread makes untrue:
// - an action that sends the reporter to a project's tracker says which project (`reports_to`), so the comment can leave
//   it out on that project's own tracker (an issue on vllm-ascend is never told to report it at vllm-ascend);
// - an ask for a library's log lines printed before or around the error is answered by the lines the thread pasted
//   (the `library-log` detector), so the comment never asks for lines it already has.
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';

const TRACKERS: Record<string, string> = {
  'lmcache/lmcache': 'lmcache',
  'kvcache-ai/mooncake': 'mooncake',
  'ai-dynamo/nixl': 'nixl',
  'ai-dynamo/dynamo': 'dynamo',
  'vllm-project/vllm-ascend': 'vllm-ascend',
};
/** A tracker's address in an action's words (`https://github.com/org/repo/issues`, not one issue's). */
const TRACKER = /github\.com\/([\w.-]+\/[\w.-]+)\/issues(?!\/\d)/gi;
/** An ask for the lines a library printed before or around the error in the same output. */
const LIBRARY_LINES = /\blog lines (?:printed )?(?:before|around)\b/i;

const { entries } = defaultCatalog();

describe('catalog rules', () => {
  it('should name the project of every tracker an action sends the reporter to', () => {
    const missing: string[] = [];
    for (const entry of entries)
      for (const action of entry.workarounds ?? [])
        for (const [, repository] of action.text.matchAll(TRACKER)) {
          const project = TRACKERS[(repository ?? '').toLowerCase()];
          if (project !== undefined && action.reports_to !== project) missing.push(`${entry.id}: ${repository} without reports_to: ${project}`);
        }
    expect(missing).toEqual([]);
  });

  it("should answer every ask for a library's log lines around the error with the lines the thread pasted", () => {
    const unanswerable = entries.flatMap((entry) =>
      (entry.asks ?? [])
        .filter((ask) => LIBRARY_LINES.test(ask.text) && !ask.satisfied_by.some((detector) => detector.kind === 'library-log'))
        .map((ask) => `${entry.id}#${ask.id}: ${ask.text}`),
    );
    expect(unanswerable).toEqual([]);
  });

  it('should hold the tracker rule on a planted breach', () => {
    const planted = 'report it at https://github.com/kvcache-ai/Mooncake/issues with the logs';
    expect([...planted.matchAll(TRACKER)].map((match) => match[1])).toEqual(['kvcache-ai/Mooncake']);
    expect(LIBRARY_LINES.test("Mooncake's log lines printed before this one.")).toBe(true);
  });
});
