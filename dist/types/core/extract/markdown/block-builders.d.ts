import type { Root } from 'mdast';
import type { BlockSink } from './block-store.js';
import type { Block, TextSource } from '../types.js';
/** A place in the markdown: 1-based line and column, 0-based offset. */
export interface Point {
    line: number;
    column: number;
    offset: number;
}
/** Where a paragraph starts and ends. */
export interface Span {
    start: Point;
    end: Point;
}
/** The blocks made so far from one text, and where the walk is: the section it is in and how many blockquotes hold it. */
export interface Walk {
    source: TextSource;
    markdown: string;
    blocks: BlockSink;
    section: string | null;
    /** How many blockquotes hold the current point: what they hold is someone else's words. */
    quoteDepth: number;
}
export declare function addParagraph(walk: Walk, position: Span): void;
export declare function addHtml(walk: Walk, value: string, line: number): void;
export declare function addHeading(walk: Walk, start: Point): void;
/**
 * A code block, its value as mdast-util-from-markdown gives a code node's value (container prefixes gone, no line
 * ending after the opening fence or before the closing one).
 */
export declare function addCode(walk: Walk, code: {
    fenced: boolean;
    value: string;
    lang: string | null;
    line: number;
}): void;
/**
 * The blocks of a parsed text: its mdast tree (`fromMarkdown` with `blockStructureOnly`) walked without recursion.
 * @param markdown the text the tree was parsed from (blocks keep its raw source)
 * @param source where it came from
 * @param tree the text's tree
 * @param blocks where the blocks go (a new array by default)
 */
export declare function blocksOfTree<Sink extends BlockSink = Block[]>(markdown: string, source: TextSource, tree: Root, blocks?: Sink): Sink;
/** The blocks of plain prose, as the tree walk makes them from the parser's paragraph nodes (a root of paragraphs). */
export declare function blocksOfParagraphs(markdown: string, source: TextSource, spans: Span[], blocks: BlockSink): void;
