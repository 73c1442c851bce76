// The shapes comments take, read without the parser: wherever simpleBlocks answers, its blocks must be the reference
// walk's over the tree fromMarkdown gives (with the same constructs switched off). Generated texts mix the lines it
// reads (prose, `|` rows, fences, headings, `<details>`, bullets, indented continuations) with lines it must refuse
// (quotes, ordered and nested lists, indented code, other HTML, breaks), so both ways are taken.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simpleBlocks } from '../../../../src/core/extract/markdown/simple-blocks.js';
import { extractBlocks } from '../../../../src/core/extract/markdown/blocks.js';
import type { TextSource } from '../../../../src/core/extract/types.js';
import { answeredAndRefused, referenceBlocks } from '../../../support/reference-blocks.js';

const SOURCE: TextSource = { kind: 'comment', id: 9, author: 'someone' };

const LINES = [
  'Same here on 0.9.1',
  'ValueError: x',
  '| tp | run |',
  '| --- | --- |',
  '`--max-model-len 8` helps',
  '[link](u) works',
  '"quoted" (aside)',
  '中文 Ärger 👍',
  '2025 was fine',
  '-foo and *bold*',
  '_x_',
  '#123 is related',
  '```',
  '```python',
  '```py extra words',
  '````',
  '~~~',
  '``` a`b',
  '```a\\b',
  '  ```',
  '    ```',
  'Traceback (most recent call last):',
  '  File "x.py", line 1, in f',
  '    raise ValueError',
  '# Heading',
  '### Environment ###',
  '#',
  '####### seven',
  '<details>',
  '<details><summary>env</summary>',
  '</details>',
  '<summary>Logs</summary>',
  '<DIV class="x">',
  '<br>',
  '<!-- hidden -->',
  '<!-- opens',
  'still hidden -->',
  'x --> after',
  '<!-->',
  '<!--->',
  '<!---- a -->',
  '<pre>',
  '- tried run 1',
  '- `code` first',
  '-   four spaces',
  '-      code in item',
  '* star item',
  '+ plus item',
  '-',
  '- ',
  '-\tx',
  '  - nested',
  '  continued',
  '   three in',
  '     five in',
  '\tTabbed',
  ' - one-space bullet',
  '1. first',
  '2) second',
  '> quote',
  '---',
  '* * *',
  '___',
  '===',
  '    indented code',
  '',
  '   ',
  '\t',
];
const ENDS = ['\n', '\n', '\n', '\r\n', '\r'];

const text = fc
  .tuple(fc.array(fc.tuple(fc.constantFrom(...LINES), fc.constantFrom(...ENDS)), { maxLength: 10 }), fc.constantFrom('', '\n', '  ', '\n\n'))
  .map(([lines, tail]) => lines.map(([line, end]) => line + end).join('') + tail);

function expectParserAgrees(markdown: string): boolean {
  const blocks = simpleBlocks(markdown, SOURCE);
  if (blocks === null) return false;
  expect(blocks, JSON.stringify(markdown)).toEqual(referenceBlocks(markdown, SOURCE));
  return true;
}

describe('simple comment shapes read without the parser', () => {
  it('should give the blocks the parser gives on every generated text it answers', () => {
    const { answered, refused } = answeredAndRefused(text, expectParserAgrees, { numRuns: 4000, seed: 20261207 });
    expect(answered).toBeGreaterThan(400);
    expect(refused).toBeGreaterThan(400);
  });

  it('should answer a fenced traceback, a <details> block, a table and a bullet list', () => {
    const shapes = [
      'On 7:\n```\nTraceback (most recent call last):\n File "r7.py", line 9, in f\nValueError: 7\n```',
      'Same on 7.\n<details><summary>env</summary>\n\nvLLM Version: 0.9.1\n</details>',
      'Same on 7.\n\n| tp | run |\n| --- | --- |\n| 1 | 7 |',
      'Same on 7:\n- tried run 7\n- tried node 7\n\nThanks',
      '### Your current environment\n\n```text\nvLLM 0.9.1\n```\n\n### 🐛 Describe the bug\n\nIt crashes.\r\n',
      '<!-- the template -->\n### Your current environment\n<!-- paste the output\nof collect_env -->\nvLLM 0.9.1\n<!-- end --> trailing',
    ];
    for (const shape of shapes) {
      expect(expectParserAgrees(shape), shape).toBe(true);
      expect(extractBlocks(shape, SOURCE)).toEqual({ blocks: referenceBlocks(shape, SOURCE), notes: [] });
    }
  });

  it('should leave quotes, ordered and nested lists, indented code, other HTML and unclosed fences to the parser', () => {
    for (const refused of ['> quote', 'a\n1. first', '- a\n  - b', '    code', '<br>\ntext', '```\nnever closed', '\uFEFFa', 'a\0b']) {
      expect(simpleBlocks(refused, SOURCE), JSON.stringify(refused)).toBeNull();
    }
  });
});
