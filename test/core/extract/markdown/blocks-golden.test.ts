// The blocks of every fixture body, as a golden file written from the parser walk that ran before the mdast tree did
// (micromark's events): a change of any block's kind, line, section, language, quote or text shows in the diff of
// blocks.golden.txt (updated with `npm test -- -u`, reviewed as a snapshot is). The text is kept as a hash and a length.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractBlocks } from '../../../../src/core/extract/markdown/blocks.js';
import type { Block, TextSource } from '../../../../src/core/extract/types.js';

const SOURCE: TextSource = { kind: 'comment', id: 7, author: 'reporter' };
const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'fixtures');

function markdownFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...markdownFiles(path));
    else if (name.endsWith('.md')) found.push(path);
  }
  return found;
}

/** One block on one line: kind, line, language, quote, section, and the text's length and hash. */
function blockLine(block: Block): string {
  const hash = createHash('sha256').update(block.text).digest('hex').slice(0, 12);
  const section = block.section === null ? '-' : JSON.stringify(block.section);
  return `  ${block.kind} L${block.startLine} lang=${block.lang ?? '-'}${block.quoted === true ? ' quoted' : ''} section=${section} ${block.text.length}ch ${hash}`;
}

function describeBlocks(name: string, text: string): string[] {
  const { blocks, notes } = extractBlocks(text, SOURCE);
  return [`${name}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`, ...blocks.map(blockLine)];
}

describe('blocks of the fixture bodies', () => {
  it('should be the blocks in the golden file, with LF and with CRLF line endings', async () => {
    const files = markdownFiles(FIXTURES);
    expect(files.length).toBeGreaterThan(100);
    const lines: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
      const name = relative(FIXTURES, file);
      lines.push(...describeBlocks(name, text), ...describeBlocks(`${name} (CRLF)`, text.replaceAll('\n', '\r\n')));
    }
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./blocks.golden.txt');
  });
});
