import { type Section } from './section-reader.js';
import type { LineList } from '../types.js';
export type { Section } from './section-reader.js';
/**
 * Reads the traceback sections of one stream of lines.
 * @param lines the lines of one block from one process, in order
 * @param inCode whether the block is code (wrapped messages are only followed there, or through the logger)
 * @param firstGroup the group key to start from, so keys stay unique across streams
 */
export declare function readSections(lines: LineList, inCode: boolean, firstGroup: number): {
    sections: Section[];
    nextGroup: number;
};
