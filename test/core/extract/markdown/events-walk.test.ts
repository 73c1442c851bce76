// extractBlocks walks the mdast tree without recursion: on every text the parser sees, its blocks must be the blocks
// the reference walk gives (test/support/reference-blocks.ts, node by node, recursively), for fenced, indented and
// quoted code, lists, lazy lines, unclosed fences, CR and CRLF, HTML, headings and inline code alike. The golden file
// of blocks-golden.test.ts holds what the walk of micromark's events gave before.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { scanMarkdownBounds } from '../../../../src/core/extract/markdown/bounds.js';
import { blocksOfTree } from '../../../../src/core/extract/markdown/block-builders.js';
import { blockStructureOnly, extractBlocks } from '../../../../src/core/extract/markdown/blocks.js';
import type { TextSource } from '../../../../src/core/extract/types.js';
import { referenceBlocks } from '../../../support/reference-blocks.js';

const SOURCE: TextSource = { kind: 'comment', id: 7, author: 'reporter' };

/** Lines in the shapes issues hold, including the ones whose value depends on containers and fences. */
const PIECES = [
  '```',
  '```python',
  '````',
  '~~~ text',
  '~~~',
  '    indented code line',
  '\tcode after a tab',
  '> quoted line',
  '> ```',
  '> ValueError: in a quote',
  '>     code in a quote',
  '> > nested quote',
  '>',
  '- item',
  '- ```',
  '  ```',
  '  code in a list item',
  '1. first',
  '   - nested item',
  '* star item',
  '<details>',
  '<summary>Full log</summary>',
  '</details>',
  '<!-- a comment -->',
  '<pre>',
  '</pre>',
  '# Title',
  '### 🐛 Describe the bug',
  '## ',
  '---',
  '***',
  'text',
  '===',
  'lazy continuation of the line before',
  'the error is `ValueError: Request r1 is not in _unfinished_requests` here',
  '`Traceback (most recent call last):` inline',
  'Traceback (most recent call last):',
  '  File "/usr/lib/python3.12/site-packages/vllm/v1/core/sched/scheduler.py", line 1, in schedule',
  'ValueError: Request cmpl-1 is not in _unfinished_requests',
  '(EngineCore_DP0 pid=42) ERROR 08-14 10:00:00 [core.py:1] EngineCore failed',
  '[link](https://example.com) and &lt;tag&gt; &amp; more',
  '',
  '   ',
  'a ``` b',
  '``double `tick` span``',
];

const markdown = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom('\n', '\n', '\n', '\r\n', '\r')), { maxLength: 40 })
  .map((lines) => lines.map(([line, end]) => line + end).join(''));
const noise = fc
  .array(fc.constantFrom('`', '~', '>', '-', '*', ' ', '\n', '\t', '#', '<', '/', 'a', 'E', ':', '1', '.', ')', '[', ']', '\r', '&', 'd'), { maxLength: 300 })
  .map((chars) => chars.join(''));

/** Every markdown file under a folder. */
function markdownFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...markdownFiles(path));
    else if (name.endsWith('.md')) found.push(path);
  }
  return found;
}

function expectSameBlocks(text: string): void {
  if (scanMarkdownBounds(text).hostileReason !== null) return;
  expect(extractBlocks(text, SOURCE).blocks).toEqual(referenceBlocks(text, SOURCE));
}

/**
 * The random texts: the walk extractBlocks runs (blocksOfTree) and the reference walk over one parse of the text, so the
 * runs cost one parse each, not two; extractBlocks as a whole (bounds, parse, walk) is the fixtures' and docs' test.
 */
function expectSameWalks(text: string): void {
  if (scanMarkdownBounds(text).hostileReason !== null) return;
  const tree = fromMarkdown(text, { extensions: [blockStructureOnly] });
  expect(blocksOfTree(text, SOURCE, tree)).toEqual(referenceBlocks(text, SOURCE, tree));
}

describe('blocks from the mdast tree', () => {
  it('should be the blocks of the mdast tree on random issue-shaped markdown', () => {
    fc.assert(
      fc.property(markdown, (text) => expectSameWalks(text)),
      { numRuns: 1500, seed: 20261201 },
    );
  });

  it('should be the blocks of the mdast tree on random markdown punctuation', () => {
    fc.assert(
      fc.property(noise, (text) => expectSameWalks(text)),
      { numRuns: 1500, seed: 20261202 },
    );
  });

  it("should be the blocks of the mdast tree on every fixture body and on the project's own docs", () => {
    const files = [
      ...markdownFiles(join(import.meta.dirname, '..', '..', '..', 'fixtures')),
      ...markdownFiles(join(import.meta.dirname, '..', '..', '..', '..', 'docs')),
    ];
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expectSameBlocks(readFileSync(file, 'utf8'));
  });
});
