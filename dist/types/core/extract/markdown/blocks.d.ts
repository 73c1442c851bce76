import type { Block, TextSource } from '../types.js';
/**
 * Splits an issue body or comment into the blocks later stages read. Never throws; hostile input is split by
 * lines instead of parsed, and `notes` says so.
 * @param markdown the body or comment as written
 * @param source where it came from
 */
export declare function extractBlocks(markdown: string, source: TextSource): {
    blocks: Block[];
    notes: string[];
};
