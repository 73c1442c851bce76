// Stage 1: markdown → blocks (code, paragraphs, HTML such as <details>, inline code), each with its line and section.
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { blocksOfParagraphs, blocksOfTree } from './block-builders.js';
import { truncateSink, type BlockSink } from './block-store.js';
import { plainParagraphSpans } from './plain-paragraphs.js';
import { readSimpleBlocks } from './simple-blocks.js';
import { splitBlocksByLines } from './line-blocks.js';
import { scanMarkdownBounds } from './bounds.js';
import blockStructureOnlyData from './block-structure-only.json' with { type: 'json' };
import type { Block, TextSource } from '../types.js';

/** A micromark syntax extension, as `fromMarkdown`'s options take it. */
type SyntaxExtension = NonNullable<Options['extensions']>[number];

/**
 * Plain CommonMark block structure only, as a micromark extension: inline constructs (emphasis, links, escapes, code
 * spans) and setext headings are switched off. They are where micromark turns superlinear (emphasis and bracket
 * storms, unclosed links, `text\n=` storms), and blocks keep the raw source of paragraphs anyway. The list is data
 * (`block-structure-only.json`), so the bench parses with the same extension.
 */
export const blockStructureOnly: SyntaxExtension = blockStructureOnlyData;

const PARSE_OPTIONS: Options = { extensions: [blockStructureOnly] };

/**
 * Splits an issue body or comment into the blocks later stages read, appended to `blocks`. Never throws; hostile
 * input is split by lines instead of parsed, and the note returned says so. Plain prose (most comments: paragraphs of
 * lines that start with letters) skips the parser, whose set-up costs more than such a text's parse.
 * @param markdown the body or comment as written
 * @param source where it came from
 * @param blocks where the blocks go: the thread's store (extract.ts), or an array
 */
export function appendBlocks(markdown: string, source: TextSource, blocks: BlockSink): string[] {
  const text = typeof markdown === 'string' ? markdown : '';
  const bounds = scanMarkdownBounds(text);
  let note = bounds.hostileReason === null ? null : `markdown split by lines, not parsed: ${bounds.hostileReason}`;
  if (note === null) {
    const spans = plainParagraphSpans(text);
    if (spans !== null) {
      blocksOfParagraphs(text, source, spans, blocks);
      return [];
    }
    if (readSimpleBlocks(text, source, blocks)) return [];
    const first = blocks.length;
    try {
      blocksOfTree(text, source, fromMarkdown(text, PARSE_OPTIONS), blocks);
      return [];
    } catch (error) {
      truncateSink(blocks, first);
      const reason = error instanceof Error ? error.name : 'unknown error';
      note = `markdown split by lines after the parser failed (${reason})`;
    }
  }
  splitBlocksByLines(text, source, blocks);
  return [note];
}

/**
 * The blocks of an issue body or comment as an array (appendBlocks into a new one), with its notes.
 * @param markdown the body or comment as written
 * @param source where it came from
 */
export function extractBlocks(markdown: string, source: TextSource): { blocks: Block[]; notes: string[] } {
  const blocks: Block[] = [];
  const notes = appendBlocks(markdown, source, blocks);
  return { blocks, notes };
}
