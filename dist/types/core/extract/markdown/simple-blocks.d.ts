import type { Block, TextSource } from '../types.js';
/**
 * The blocks of `text` when it is made only of the shapes read here (see the header), as the parser's tree walked
 * by `blocksOfTree` gives them; null when any line is another shape, the parser reads the text then.
 * @param text the body or comment as written
 * @param source where it came from
 */
export declare function simpleBlocks(text: string, source: TextSource): Block[] | null;
