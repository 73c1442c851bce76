import type { Extraction } from '../../extract/extract.js';
import type { Match } from '../../match/types.js';
/**
 * The matches with those read in a discounted paste after the others (their order otherwise kept); unchanged when every
 * match, or none, was read there.
 * @param matches the matches, best first
 * @param extraction the thread's blocks and evidence
 */
export declare function withDiscountedLast(matches: Match[], extraction: Extraction): Match[];
