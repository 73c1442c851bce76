import type { Match } from './types.js';
/**
 * The request id an error occurrence names, if any (user text: render it with inlineCode); a placeholder is none.
 * @param captures the occurrence's template captures
 */
export declare function requestIdOfCaptures(captures: Record<string, string>): string | null;
/**
 * One match per error: occurrences of the same entry (same captures but the request id) under different request ids
 * are one error seen in several runs. The newest occurrence (the last in reading order: the body, then comments
 * oldest first) takes the place of the first, with the earlier ones, oldest first, in `earlier`. Every match carries
 * its request id. Linear in the matches.
 * @param matches matches in the matcher's order (by tier, then reading order), each entry and capture set once
 */
export declare function foldReproductions(matches: Match[]): Match[];
