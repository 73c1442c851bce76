import { type BlockSink } from './block-store.js';
import type { Block, TextSource } from '../types.js';
/**
 * Appends to `blocks` the blocks of `text` when it is made only of the shapes read here (see the header), as the
 * parser's tree walked by `blocksOfTree` gives them; false (and `blocks` as it was) when any line is another shape,
 * the parser reads the text then.
 * @param text the body or comment as written
 * @param source where it came from
 * @param blocks where the blocks go
 */
export declare function readSimpleBlocks(text: string, source: TextSource, blocks: BlockSink): boolean;
/** readSimpleBlocks's blocks as an array, or null when the parser must read the text. */
export declare function simpleBlocks(text: string, source: TextSource): Block[] | null;
