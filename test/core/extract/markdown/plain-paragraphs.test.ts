// Plain prose skips the parser: wherever plainParagraphSpans answers, its spans must be the positions of the
// paragraph nodes fromMarkdown gives (with the same constructs switched off), the tree holding nothing else, and the
// blocks extractBlocks makes must be the reference walk's over the parsed tree. Lines start with letters of several
// scripts or with every character a block construct can start with, so the texts it refuses are tried as well.
import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { blockStructureOnly, extractBlocks } from '../../../../src/core/extract/markdown/blocks.js';
import { plainParagraphSpans } from '../../../../src/core/extract/markdown/plain-paragraphs.js';
import type { TextSource } from '../../../../src/core/extract/types.js';
import { answeredAndRefused, referenceBlocks } from '../../../support/reference-blocks.js';

const SOURCE: TextSource = { kind: 'comment', id: 9, author: 'someone' };

const LETTERS = ['a', 'S', 'É', 'ß', 'я', '中', 'ñ', 'ǅ', '𝒜'];
const STARTS = [
  ' ',
  '  ',
  '    ',
  '\t',
  '>',
  '#',
  '# ',
  '-',
  '- ',
  '*',
  '+ ',
  '_',
  '=',
  '1. ',
  '2) ',
  '1.',
  '<',
  '<div>',
  '`',
  '```',
  '~~~',
  '[',
  '|',
  '\\',
  '&',
  '\uFEFF',
  '\u00a0',
  '\u000b',
  '9',
  ':',
];
const REST = ['', ' ', '  ', '\t', 'ame here', ' on 0.9.1', ' `ValueError: x`', ' *b*', ' [l](u)', ' <br>', ' ---', ' ===', ' #', ' >', '\u0000', ' 1. x'];
const ENDS = ['\n', '\n', '\r\n', '\r', '\n\n', '\n  \n', '\n\t\n'];

const line = fc.tuple(
  fc.oneof({ arbitrary: fc.constantFrom(...LETTERS), weight: 6 }, { arbitrary: fc.constantFrom(...STARTS), weight: 1 }),
  fc.array(fc.constantFrom(...REST), { maxLength: 4 }),
);
const text = fc
  .tuple(fc.array(fc.tuple(line, fc.constantFrom(...ENDS)), { maxLength: 8 }), fc.constantFrom('', ' ', '\n', '\n\n', '\t', '\r\n'))
  .map(([lines, tail]) => lines.map(([[start, rest], end]) => start + rest.join('') + end).join('') + tail);

/** Where fromMarkdown puts the tree's children, as `type line:column@offset-line:column@offset`. */
function parsedSpans(markdown: string): string[] {
  return fromMarkdown(markdown, { extensions: [blockStructureOnly] }).children.map((node) => {
    const { start, end } = node.position ?? { start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
    return `${node.type} ${start.line}:${start.column}@${start.offset ?? -1}-${end.line}:${end.column}@${end.offset ?? -1}`;
  });
}

function expectParserAgrees(markdown: string): boolean {
  const spans = plainParagraphSpans(markdown);
  if (spans === null) return false;
  const mine = spans.map(({ start, end }) => `paragraph ${start.line}:${start.column}@${start.offset}-${end.line}:${end.column}@${end.offset}`);
  expect(mine).toEqual(parsedSpans(markdown));
  expect(extractBlocks(markdown, SOURCE)).toEqual({ blocks: referenceBlocks(markdown, SOURCE), notes: [] });
  return true;
}

describe('plain prose read without the parser', () => {
  it('should give the paragraphs fromMarkdown gives on every generated text it answers', () => {
    const { answered, refused } = answeredAndRefused(text, expectParserAgrees, { numRuns: 1500, seed: 20261207 });
    // Both ways are taken often, so the comparison is not empty and the refusals are real.
    expect(answered).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(300);
  });

  it('should answer the shapes comments take', () => {
    expect(expectParserAgrees('Same here on 0.9.1')).toBe(true);
    expect(expectParserAgrees('Any update?\n')).toBe(true);
    expect(
      expectParserAgrees(
        'Thanks!  \r\nIt works with `--no-enable-prefix-caching`.\r\n\r\nÉtrange: `ValueError: Request r1 is not in _unfinished_requests`  \n \n',
      ),
    ).toBe(true);
    expect(expectParserAgrees('')).toBe(true);
    expect(expectParserAgrees(' \n\t\n')).toBe(true);
  });

  it('should leave every line a block construct can start with to the parser', () => {
    for (const start of STARTS) {
      expect(plainParagraphSpans(`${start}x`), JSON.stringify(start)).toBeNull();
      expect(plainParagraphSpans(`Same here\n${start}x`), JSON.stringify(start)).toBeNull();
      expect(plainParagraphSpans(`Same here\n\n${start}x\n`), JSON.stringify(start)).toBeNull();
    }
  });
});
