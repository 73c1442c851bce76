// The texts the parser need not read: plain prose, paragraphs of lines that start with letters, as most comments of a
// thread are ("Same here on 0.9.1", "Any update?"). micromark sets up its parser (the extensions combined, the compiler configured) on every
// call, which costs more than the parse of a short comment: a 100,000-comment thread spent most of its time there.
import type { Span } from './block-builders.js';
import { breakLength, nextLineEnd } from '../../text/lines.js';

/** A letter starts no CommonMark block construct: every marker (`>`, `#`, `<`, fences, list and break marks, digits of an ordered list, indentation) is another character. */
const LETTER = /^\p{L}/u;

/**
 * Where the paragraphs are when `text` is plain prose: every line starts with a letter or is blank (spaces and tabs
 * only). micromark reads such a text as paragraphs and nothing else, since no line can open or interrupt another
 * block: each run of lines between blank lines is one paragraph, from column 1 of its first line to the end of its
 * last line (trailing spaces and tabs included, the line ending not). A blank text has none. Null when any line starts
 * otherwise; the parser reads the text then. `plain-paragraphs.test.ts` checks the spans against the parser's.
 * @param text the body or comment as written
 */
export function plainParagraphSpans(text: string): Span[] | null {
  const spans: Span[] = [];
  let open: Span | null = null;
  let line = 0;
  let lineStart = 0;
  for (;;) {
    const lineEnd = nextLineEnd(text, lineStart);
    line += 1;
    if (LETTER.test(text.slice(lineStart, lineStart + 2))) {
      const end = { line, column: lineEnd - lineStart + 1, offset: lineEnd };
      if (open === null) {
        open = { start: { line, column: 1, offset: lineStart }, end };
        spans.push(open);
      } else {
        open.end = end;
      }
    } else if (isBlank(text, lineStart, lineEnd)) {
      open = null;
    } else {
      return null;
    }
    if (lineEnd === text.length) return spans;
    lineStart = lineEnd + breakLength(text, lineEnd);
  }
}

/** Whether `text[start, end)` is only spaces and tabs, what micromark takes for a blank line. */
export function isBlank(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9) return false;
  }
  return true;
}
