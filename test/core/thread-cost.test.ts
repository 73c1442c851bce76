// Reading a thread is linear with a small constant: triage() on a thread of many short comments costs at most twice
// the same text posted as one comment, in every shape comments take (short prose, a fenced traceback, a `<details>`
// block, a table, a bullet list, inline code). Measured like the other cost tests (test/support/cost-ratio.ts): the
// two forms side by side in this process, the cheapest of several runs of each, a ratio and no milliseconds; a ratio
// over the limit is measured once more.
// Before the fix, every comment paid micromark's parser set-up (its extensions combined, mdast's compiler configured)
// and its token events, which cost more than the parse of a short comment: 100,000 comments took 5.4× the one comment
// with the CLI (`analyze --comments`) for prose, 9.6× with a fenced traceback, 15.6× with `<details>`, 11× with a
// table, 16.5× with a bullet list. Prose now skips the parser (plain-paragraphs.ts), the other shapes too (simple-blocks.ts).
import { describe, expect, it } from 'vitest';
import { triage } from '../../src/core/triage.js';
import type { ThreadComment, TriageInput } from '../../src/core/report.js';
import { costRatio } from '../support/cost-ratio.js';

const LIMIT = 2;
const BODY = 'MooncakeStoreConnector crash\n\n```\nValueError: Request chatcmpl-1 is not in _unfinished_requests\n```\n';
const SAYINGS = [
  'Same problem here on my cluster, seeing it again after restart number',
  'Any update on this? We hit it on node',
  'Thanks, the workaround helps for run',
  'Still happening on 0.9.1 for job',
];

/** What people write under an issue: short prose, one line each, every one different. */
const saying = (index: number): string => `${SAYINGS[index % SAYINGS.length] ?? ''} ${index}.`;

/** The shapes comments take, each comment different, and how many of them fill one comment of under 64 KiB. */
const SHAPES: { name: string; comments: number; text: (index: number) => string }[] = [
  { name: 'short prose', comments: 800, text: saying },
  {
    name: 'a fenced traceback',
    comments: 500,
    text: (index) =>
      `Same on ${index}:\n\`\`\`\nTraceback (most recent call last):\n  File "run_${index}.py", line 9, in main\nValueError: bad value ${index}\n\`\`\``,
  },
  {
    name: 'a <details> block',
    comments: 550,
    text: (index) => `${saying(index)}\n<details><summary>env</summary>\n\nvLLM Version: 0.9.${index % 7}\n</details>`,
  },
  { name: 'a markdown table', comments: 700, text: (index) => `${saying(index)}\n\n| tp | run |\n| --- | --- |\n| ${index % 8} | ${index} |` },
  { name: 'a bullet list', comments: 700, text: (index) => `${saying(index)}\n- tried run ${index}\n- tried node ${index % 31}` },
  { name: 'inline code', comments: 650, text: (index) => `${saying(index)} Try \`--max-model-len ${index}\` and \`VLLM_USE_V1=0\`.` },
];

/** The thread as many comments, and the same text as one comment. */
function threads(shape: (typeof SHAPES)[number]): { many: TriageInput; one: TriageInput; oneBody: string } {
  const texts = Array.from({ length: shape.comments }, (_, index) => shape.text(index));
  const oneBody = texts.join('\n\n');
  const many = texts.map((body, index): ThreadComment => ({ id: index + 1, author: `user${index}`, body }));
  return {
    many: { title: '[Bug]: the engine crashes', body: BODY, comments: many },
    one: { title: '[Bug]: the engine crashes', body: BODY, comments: [{ id: 1, author: 'user', body: oneBody }] },
    oneBody,
  };
}

for (const shape of SHAPES) {
  describe(`a thread of comments with ${shape.name} costs what its text costs`, () => {
    it(`should read ${shape.comments} comments within ${LIMIT}× the same text in one comment`, () => {
      const { many, one, oneBody } = threads(shape);
      expect(oneBody.length).toBeGreaterThan(40_000);
      expect(oneBody.length).toBeLessThanOrEqual(65_536);
      const measure = (): number =>
        costRatio(
          () => triage(many),
          () => triage(one),
          7,
        );
      // Measured once more when over the limit, as hostile-cost.test.ts does: a burst of load (the full suite runs its
      // files side by side) cannot fail it, a thread that truly costs over 2× fails both times.
      const first = measure();
      const ratio = first < LIMIT ? first : Math.min(first, measure());
      console.log(`${shape.comments} comments with ${shape.name} vs the same text in one comment: ${ratio.toFixed(2)}×`);
      expect(ratio).toBeLessThan(LIMIT);
    }, 120_000);
  });
}

describe('a thread of 100,000 short comments costs what its text costs', () => {
  // The size issue 42 measured (`analyze --comments`, 15 MB: 10× the one comment then; 1.1–1.3× since plain prose skips
  // the parser). Two rounds of each form: one run of the many comments takes about 3 s.
  const COMMENTS = 100_000;

  it(`should read ${COMMENTS.toLocaleString('en')} comments within ${LIMIT}× the same text in one comment`, () => {
    const texts = Array.from({ length: COMMENTS }, (_, index) => saying(index));
    const many: TriageInput = {
      title: '[Bug]: the engine crashes',
      body: BODY,
      comments: texts.map((body, index) => ({ id: index + 1, author: `user${index}`, body })),
    };
    const one: TriageInput = { title: '[Bug]: the engine crashes', body: BODY, comments: [{ id: 1, author: 'user', body: texts.join('\n\n') }] };
    const measure = (): number =>
      costRatio(
        () => triage(many),
        () => triage(one),
        2,
      );
    const first = measure();
    const ratio = first < LIMIT ? first : Math.min(first, measure());
    console.log(`${COMMENTS} short comments vs the same text in one comment: ${ratio.toFixed(2)}×`);
    expect(ratio).toBeLessThan(LIMIT);
  }, 300_000);
});
