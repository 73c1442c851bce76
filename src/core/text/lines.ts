// Walking the lines of a text without an array of them: a 16 MiB text of 2-byte lines is 8 million lines, and an
// array of them costs 64 MB before a stage has read one.

/** The offset of the first `\r` or `\n` at or after `from`, or the text's length. */
export function nextLineEnd(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) return index;
  }
  return text.length;
}

/** How long the line ending at `at` is: 2 for `\r\n`, 1 for `\r` or `\n`, 0 at the end of the text. */
export function breakLength(text: string, at: number): number {
  if (at >= text.length) return 0;
  return text.charCodeAt(at) === 13 && text.charCodeAt(at + 1) === 10 ? 2 : 1;
}

/**
 * Calls `visit` with each line of a text, cut at LF, CRLF or CR as `text.split(/\r\n|\r|\n/)` cuts it (a text ending
 * in a line break has an empty last line), with where the line starts in the text.
 * @param text any text
 * @param visit called once per line, in order
 */
export function forEachLine(text: string, visit: (line: string, start: number) => void): void {
  let start = 0;
  for (;;) {
    const end = nextLineEnd(text, start);
    visit(text.slice(start, end), start);
    if (end === text.length) return;
    start = end + breakLength(text, end);
  }
}
