/**
 * The largest grapheme boundary at or before `at` (a whole emoji, ZWJ sequence or letter with its marks before it);
 * within CLUSTER_WINDOW code units only, so the cost does not grow with the text: a cluster longer than that (a run of
 * hundreds of combining marks) is cut on a code point instead.
 * @param text the text
 * @param at a UTF-16 offset, 0 ≤ at ≤ text.length
 */
export declare function graphemeBoundary(text: string, at: number): number;
/**
 * `text` at most `maxLength` UTF-16 code units long (GitHub's count of characters): unchanged when it fits, else
 * cut on the last grapheme boundary that leaves room for `ellipsis` (see `graphemeBoundary`), then `ellipsis`.
 * @param text user text
 * @param maxLength the limit, ellipsis included
 * @param ellipsis what marks the cut ('' for none)
 */
export declare function cutText(text: string, maxLength: number, ellipsis?: string): string;
/**
 * The text without unpaired surrogates (half characters left by a cut made elsewhere, or sent as they are).
 * @param text any text
 */
export declare function wholeCodePoints(text: string): string;
