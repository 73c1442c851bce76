// Stage 1: which blocks the markdown yields, with their lines and sections, and how hostile bodies are bounded.
import { describe, expect, it } from 'vitest';
import { extractBlocks } from '../../../../src/core/extract/markdown/blocks.js';
import { countContainerDepth, scanMarkdownBounds } from '../../../../src/core/extract/markdown/bounds.js';
import type { Block, TextSource } from '../../../../src/core/extract/types.js';

const BODY: TextSource = { kind: 'body', id: 0, author: null };
const shape = (blocks: Block[]): [string, string, number, string | null][] => blocks.map((block) => [block.kind, block.text, block.startLine, block.lang]);

describe('extractBlocks', () => {
  it('should keep a fenced code block with its language and the line its content starts on', () => {
    const { blocks, notes } = extractBlocks('Intro.\n\n```python\nraise ValueError("x")\n```\n', BODY);
    expect(shape(blocks)).toEqual([
      ['text', 'Intro.', 1, null],
      ['code', 'raise ValueError("x")', 4, 'python'],
    ]);
    expect(notes).toEqual([]);
  });

  it('should keep an indented code block and an unclosed fence running to the end', () => {
    const { blocks } = extractBlocks('Text.\n\n    Traceback (most recent call last):\n\n```\nline one\nline two\n', BODY);
    expect(shape(blocks)).toEqual([
      ['text', 'Text.', 1, null],
      ['code', 'Traceback (most recent call last):', 3, null],
      ['code', 'line one\nline two', 6, null],
    ]);
  });

  it('should keep the raw source of a paragraph so __init__, * and backslashes are not mangled', () => {
    const { blocks } = extractBlocks('File "C:\\srv\\x.py", line 3, in __init__\n    *args, **kwargs [link](x)\n', BODY);
    expect(blocks.map((block) => block.text)).toEqual(['File "C:\\srv\\x.py", line 3, in __init__\n    *args, **kwargs [link](x)']);
  });

  it('should find text inside <details>, both as an HTML block and as markdown after a blank line', () => {
    const markdown =
      '<details>\n<summary>Log</summary>\nValueError: one\n</details>\n\n<details>\n<summary>More</summary>\n\n```\nValueError: two\n```\n\n</details>\n';
    const { blocks } = extractBlocks(markdown, BODY);
    expect(shape(blocks)).toEqual([
      ['html', '\nLog\nValueError: one\n', 1, null],
      ['html', '\nMore', 6, null],
      ['code', 'ValueError: two', 10, null],
    ]);
  });

  it('should decode entities in HTML blocks and keep Python names such as <module>', () => {
    const { blocks } = extractBlocks('<pre>\n  File "x.py", line 1, in &lt;module&gt;\n  File "y.py", line 2, in <module>\n</pre>\n', BODY);
    expect(blocks.map((block) => block.text)).toEqual(['\n  File "x.py", line 1, in <module>\n  File "y.py", line 2, in <module>\n']);
  });

  it('should skip HTML comments', () => {
    expect(extractBlocks('<!-- Please fill in the template -->\n\nHello\n', BODY).blocks.map((block) => block.text)).toEqual(['Hello']);
  });

  it('should strip quote markers and list indentation from paragraph continuation lines', () => {
    const { blocks } = extractBlocks('> Traceback (most recent call last):\n>   File "a.py", line 1, in f\n\n- first line\n  second line\n', BODY);
    expect(blocks.map((block) => block.text)).toEqual(['Traceback (most recent call last):\n  File "a.py", line 1, in f', 'first line\nsecond line']);
  });

  it('should give inline code holding an error its own block and blank it in the paragraph', () => {
    const { blocks } = extractBlocks('It says `ValueError: Request r1 is not in _unfinished_requests` and\nthen `vllm serve` exits.\n', BODY);
    expect(shape(blocks)).toEqual([
      ['inline-code', 'ValueError: Request r1 is not in _unfinished_requests', 1, null],
      ['text', `It says ${' '.repeat('`ValueError: Request r1 is not in _unfinished_requests`'.length)} and\nthen \`vllm serve\` exits.`, 1, null],
    ]);
  });

  it('should record the issue-form section each block is under', () => {
    const markdown = '### Your current environment\n\n```text\nvLLM Version : 0.26.0\n```\n\n### 🐛 Describe the bug\n\nIt crashes.\n';
    const { blocks } = extractBlocks(markdown, BODY);
    expect(blocks.map((block) => [block.kind, block.section])).toEqual([
      ['text', 'Your current environment'],
      ['code', 'Your current environment'],
      ['text', '🐛 Describe the bug'],
      ['text', '🐛 Describe the bug'],
    ]);
  });

  it('should count lines of a CRLF body like the source', () => {
    const { blocks } = extractBlocks('a\r\n\r\n```\r\nx\r\ny\r\n```\r\n', BODY);
    expect(shape(blocks)).toEqual([
      ['text', 'a', 1, null],
      ['code', 'x\ny', 4, null],
    ]);
  });

  it('should split a deeply nested body by lines, say so, and still find its fences', () => {
    const markdown = `${'>'.repeat(500)} x\n\n\`\`\`\nTraceback (most recent call last):\n\`\`\`\n`;
    const { blocks, notes } = extractBlocks(markdown, BODY);
    expect(notes).toEqual(['markdown split by lines, not parsed: containers nested 104 deep on one line (limit 8)']);
    expect(shape(blocks)).toEqual([
      ['text', 'x', 1, null],
      ['code', 'Traceback (most recent call last):', 4, null],
    ]);
  });

  it('should carry the source into every block', () => {
    const source: TextSource = { kind: 'comment', id: 42, author: 'reporter' };
    expect(extractBlocks('hello\n\n```\nx\n```', source).blocks.every((block) => block.source === source)).toBe(true);
  });
});

describe('scanMarkdownBounds', () => {
  it('should count containers opened at the start of one line', () => {
    expect([countContainerDepth('> - 1. text'), countContainerDepth('plain'), countContainerDepth('    > code'), countContainerDepth('-not a list')]).toEqual([
      3, 0, 0, 0,
    ]);
  });

  it('should accept an ordinary body and refuse the shapes that make the parser superlinear', () => {
    const ordinary = 'Some words about the bug, long enough to look like prose in an issue.\n'.repeat(100);
    expect(scanMarkdownBounds(ordinary).hostileReason).toBeNull();
    expect(scanMarkdownBounds('1. '.repeat(2000)).hostileReason).toMatch(/containers nested/);
    expect(scanMarkdownBounds('a\n'.repeat(4000)).hostileReason).toMatch(/lines in/);
    expect(scanMarkdownBounds('*_'.repeat(4000)).hostileReason).toMatch(/inline markers/);
    expect(
      scanMarkdownBounds(Array.from({ length: 100 }, (_, depth) => `${' '.repeat(depth * 2)}- item at this depth, padded out\n`).join('')).hostileReason,
    ).toMatch(/list items indented/);
  });

  it('should send a line-dense body (thousands of short traceback lines) to the line splitter, which still finds them', () => {
    const dense = 'Traceback (most recent call last):\n'.repeat(1872);
    expect(scanMarkdownBounds(dense).hostileReason).toMatch(/1873 lines in 65520 characters/);
    const { blocks, notes } = extractBlocks(`${dense}ValueError: Request r-1 is not in _unfinished_requests\n`, BODY);
    expect(notes[0]).toMatch(/^markdown split by lines, not parsed/);
    expect(blocks.map((block) => block.text).join('\n')).toContain('ValueError: Request r-1 is not in _unfinished_requests');
  });

  it('should not count markers inside fenced code', () => {
    const body = `Text before the fence, written as ordinary prose for a while.\n\`\`\`\n${'[*_]'.repeat(3000)}\n\`\`\`\n`;
    expect(scanMarkdownBounds(body).hostileReason).toBeNull();
  });
});
