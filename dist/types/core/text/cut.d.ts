/**
 * The largest grapheme boundary at or before `at` (see `boundariesAround`; a cluster longer than its window is cut on
 * a code point).
 * @param text the text
 * @param at a UTF-16 offset, 0 ≤ at ≤ text.length
 */
export declare function graphemeBoundary(text: string, at: number): number;
/**
 * `text` at most `maxLength` UTF-16 code units long (GitHub's count of characters): unchanged when it fits, else cut
 * on the grapheme boundary that keeps most of it and leaves room for `ellipsis`. Every cut of user text at a length
 * limit goes through here (test/core/text/cut-sites.test.ts holds it).
 * @param text user text
 * @param maxLength the limit, ellipsis included
 * @param ellipsis what marks the cut ('' for none); before the kept end when `keep` is 'end'
 * @param keep which end of the text is kept: its start (the default) or its end (a path's file name, an id's tail)
 */
export declare function cutText(text: string, maxLength: number, ellipsis?: string, keep?: 'start' | 'end'): string;
/**
 * The text without unpaired surrogates (half characters left by a cut made elsewhere, or sent as they are).
 * @param text any text
 */
export declare function wholeCodePoints(text: string): string;
