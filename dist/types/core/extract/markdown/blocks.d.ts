import { type Options } from 'mdast-util-from-markdown';
import { type BlockSink } from './block-store.js';
import type { Block, TextSource } from '../types.js';
/** A micromark syntax extension, as `fromMarkdown`'s options take it. */
type SyntaxExtension = NonNullable<Options['extensions']>[number];
/**
 * Plain CommonMark block structure only, as a micromark extension: inline constructs (emphasis, links, escapes, code
 * spans) and setext headings are switched off. They are where micromark turns superlinear (emphasis and bracket
 * storms, unclosed links, `text\n=` storms), and blocks keep the raw source of paragraphs anyway. The list is data
 * (`block-structure-only.json`), so the bench parses with the same extension.
 */
export declare const blockStructureOnly: SyntaxExtension;
/**
 * Splits an issue body or comment into the blocks later stages read, appended to `blocks`. Never throws; hostile
 * input is split by lines instead of parsed, and the note returned says so. Plain prose (most comments: paragraphs of
 * lines that start with letters) skips the parser, whose set-up costs more than such a text's parse.
 * @param markdown the body or comment as written
 * @param source where it came from
 * @param blocks where the blocks go: the thread's store (extract.ts), or an array
 */
export declare function appendBlocks(markdown: string, source: TextSource, blocks: BlockSink): string[];
/**
 * The blocks of an issue body or comment as an array (appendBlocks into a new one), with its notes.
 * @param markdown the body or comment as written
 * @param source where it came from
 */
export declare function extractBlocks(markdown: string, source: TextSource): {
    blocks: Block[];
    notes: string[];
};
export {};
