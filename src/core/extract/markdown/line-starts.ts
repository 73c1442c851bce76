// What a line of markdown starts, read from its first characters: paragraph text, a fence, an ATX heading, an HTML
// block that ends at a blank line (`<details>`), an HTML comment, a bullet item, or something else the parser must read. The simple
// flow reader (simple-blocks.ts) uses it; `other` is every start it does not read itself.

/** What a line opens when it starts (after its indentation) at the offset given. */
export type LineStart = 'text' | 'fence' | 'heading' | 'html' | 'comment' | 'bullet' | 'other';

/**
 * HTML block names (CommonMark's kind 6: the block ends at a blank line, and it may interrupt a paragraph) that
 * comments wrap text in. All are in CommonMark's list; a name not here leaves the text to the parser.
 */
const BLOCK_TAGS = new Set(['details', 'summary', 'div', 'p', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'ul', 'ol', 'li', 'hr', 'center', 'section']);

/** ASCII punctuation no block construct starts with (the others are read one by one below). */
const PLAIN_PUNCTUATION = new Set('!"$%&\'(),./:;?@[\\]^{|}'.split(''));

const SPACE = 32;
const TAB = 9;

const isSpaceOrTab = (code: number): boolean => code === SPACE || code === TAB;
const isAsciiAlphanumeric = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** How many times `text[from]` repeats from `from` on. */
function runLength(text: string, from: number, end: number): number {
  let at = from;
  while (at < end && text.charCodeAt(at) === text.charCodeAt(from)) at += 1;
  return at - from;
}

/** Whether `text[from, end)` is a thematic break: three or more of one of `-`, `*`, `_`, with spaces or tabs between. */
function isThematicBreak(text: string, from: number, end: number): boolean {
  const marker = text.charCodeAt(from);
  let count = 0;
  for (let at = from; at < end; at += 1) {
    const code = text.charCodeAt(at);
    if (code === marker) count += 1;
    else if (!isSpaceOrTab(code)) return false;
  }
  return count >= 3;
}

/** Whether `text[from, end)` opens an HTML block of a name in BLOCK_TAGS: `<name` or `</name`, then white space, `>`, `/>` or the end. */
function opensBlockTag(text: string, from: number, end: number): boolean {
  let at = from + (text.charCodeAt(from + 1) === 47 ? 2 : 1);
  const nameStart = at;
  while (at < end && isAsciiAlphanumeric(text.charCodeAt(at))) at += 1;
  if (!BLOCK_TAGS.has(text.slice(nameStart, at).toLowerCase())) return false;
  const after = text.charCodeAt(at);
  return at === end || isSpaceOrTab(after) || after === 62 || (after === 47 && text.charCodeAt(at + 1) === 62);
}

/** `-`, `*`, `+` or `_` at `from`: a thematic break, a bullet item (the marker and a space) or text (`-foo`, `*bold*`). */
function markStart(text: string, from: number, end: number): LineStart {
  if (text.charCodeAt(from) !== 43 && isThematicBreak(text, from, end)) return 'other';
  if (text.charCodeAt(from) === 95) return 'text';
  const after = text.charCodeAt(from + 1);
  if (from + 1 === end || after === TAB) return 'other';
  return after === SPACE ? 'bullet' : 'text';
}

/** A digit at `from`: an ordered list's marker (`1.`, `2)` and a space or the end) is left to the parser. */
function digitStart(text: string, from: number, end: number): LineStart {
  let at = from;
  while (at < end && at - from < 10 && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) at += 1;
  const delimiter = text.charCodeAt(at);
  if (at - from > 9 || (delimiter !== 46 && delimiter !== 41)) return 'text';
  return at + 1 === end || isSpaceOrTab(text.charCodeAt(at + 1)) ? 'other' : 'text';
}

/**
 * What the line `text[from, end)` starts, `from` being its first character after the indentation (not blank).
 * @param text the whole text
 * @param from where the line's content starts
 * @param end where the line ends (before its line ending)
 */
export function lineStart(text: string, from: number, end: number): LineStart {
  const code = text.charCodeAt(from);
  const char = text.charAt(from);
  if (code >= 128) return code === 0xfeff ? 'other' : 'text';
  if (isAsciiAlphanumeric(code)) return code <= 57 ? digitStart(text, from, end) : 'text';
  if (PLAIN_PUNCTUATION.has(char)) return 'text';
  switch (char) {
    case '`':
    case '~':
      return runLength(text, from, end) >= 3 ? 'fence' : 'text';
    case '#': {
      const run = runLength(text, from, end);
      if (run > 6) return 'text';
      return from + run === end || isSpaceOrTab(text.charCodeAt(from + run)) ? 'heading' : 'text';
    }
    case '<':
      if (text.startsWith('<!--', from)) return 'comment';
      return opensBlockTag(text, from, end) ? 'html' : 'other';
    case '-':
    case '*':
    case '+':
    case '_':
      return markStart(text, from, end);
    default:
      return 'other';
  }
}
