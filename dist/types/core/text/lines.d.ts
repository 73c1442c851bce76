/** The offset of the first `\r` or `\n` at or after `from`, or the text's length. */
export declare function nextLineEnd(text: string, from: number): number;
/** How long the line ending at `at` is: 2 for `\r\n`, 1 for `\r` or `\n`, 0 at the end of the text. */
export declare function breakLength(text: string, at: number): number;
/**
 * Calls `visit` with each line of a text, cut at LF, CRLF or CR as `text.split(/\r\n|\r|\n/)` cuts it (a text ending
 * in a line break has an empty last line), with where the line starts in the text.
 * @param text any text
 * @param visit called once per line, in order
 */
export declare function forEachLine(text: string, visit: (line: string, start: number) => void): void;
/**
 * `text.slice(start, end)` with every `\r\n` and `\r` in it a `\n`, as `.replace(/\r\n?/g, '\n')` gives it. A global
 * replace keeps a part per match until it is done, and those parts outlive the young generation: 4 MiB of CRLF lines
 * (1.4 million matches) left about 80 MB behind. Here the characters are copied a piece of 8 K at a time and the
 * pieces joined once: what is left behind is the size of the text.
 * @param text any text
 * @param start where the slice starts
 * @param end where it ends (not included)
 */
export declare function sliceWithLineFeeds(text: string, start: number, end: number): string;
