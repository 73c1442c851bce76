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

/** Characters per piece `sliceWithLineFeeds` builds at a time. */
const PIECE = 1 << 13;

/**
 * `text.slice(start, end)` with every `\r\n` and `\r` in it a `\n`, as `.replace(/\r\n?/g, '\n')` gives it. A global
 * replace keeps a part per match until it is done, and those parts outlive the young generation: 4 MiB of CRLF lines
 * (1.4 million matches) left about 80 MB behind. Here the characters are copied a piece of 8 K at a time and the
 * pieces joined once: what is left behind is the size of the text.
 * @param text any text
 * @param start where the slice starts
 * @param end where it ends (not included)
 */
export function sliceWithLineFeeds(text: string, start: number, end: number): string {
  const piece = new Uint16Array(Math.min(PIECE, Math.max(0, end - start)));
  const pieces: string[] = [];
  let filled = 0;
  for (let index = start; index < end; index += 1) {
    let code = text.charCodeAt(index);
    if (code === 13) {
      code = 10;
      if (index + 1 < end && text.charCodeAt(index + 1) === 10) index += 1;
    }
    piece[filled++] = code;
    if (filled === piece.length) {
      pieces.push(String.fromCharCode(...piece));
      filled = 0;
    }
  }
  if (filled > 0) pieces.push(String.fromCharCode(...piece.subarray(0, filled)));
  return pieces.join('');
}
