/**
 * Calls `visit` with each line of a text, cut at LF, CRLF or CR as `text.split(/\r\n|\r|\n/)` cuts it (a text ending
 * in a line break has an empty last line), with where the line starts in the text.
 * @param text any text
 * @param visit called once per line, in order
 */
export declare function forEachLine(text: string, visit: (line: string, start: number) => void): void;
