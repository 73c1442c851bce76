// Walking the lines of a text without an array of them: a 16 MiB text of 2-byte lines is 8 million lines, and an
// array of them costs 64 MB before a stage has read one.

/**
 * Calls `visit` with each line of a text, cut at LF, CRLF or CR as `text.split(/\r\n|\r|\n/)` cuts it (a text ending
 * in a line break has an empty last line), with where the line starts in the text.
 * @param text any text
 * @param visit called once per line, in order
 */
export function forEachLine(text: string, visit: (line: string, start: number) => void): void {
  let start = 0;
  while (start <= text.length) {
    let end = start;
    while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end += 1;
    visit(text.slice(start, end), start);
    start = text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
  }
}
