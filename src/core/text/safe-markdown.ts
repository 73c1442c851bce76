// Safe markdown for text the bot did not write: fences that cannot be closed early, inline code,
// escaped prose, and mentions / issue references / HTML comments that GitHub will not act on.
import { cutText, wholeCodePoints } from './cut.js';

/** Zero-width space: breaks `@name`, `#123` and `<!--` for GitHub without changing what a reader sees. */
const ZWSP = '\u200b';

/** Longest run of `char` in `text` (linear scan). */
function longestRun(text: string, char: string): number {
  let longest = 0;
  let current = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === char) {
      current += 1;
      if (current > longest) longest = current;
    } else {
      current = 0;
    }
  }
  return longest;
}

/**
 * Characters that change how the text around them is shown without being seen themselves: C0 and C1 controls
 * other than tab and newline, and the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E,
 * U+200F, U+202A–U+202E, U+2066–U+2069) that can reverse the rest of a line (a `U+202E` in a request id).
 */
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * User text without control and bidirectional-formatting characters (see INVISIBLE_CONTROLS); tab, newline and
 * carriage return stay.
 * @param text user text
 */
export function withoutControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '');
}

/**
 * Normalise CRLF / CR line endings and drop control and bidi characters other than tab and newline, and half
 * characters (unpaired surrogates) a cut made before this one may have left.
 */
function normaliseLines(text: string): string {
  return wholeCodePoints(withoutControls(text.replace(/\r\n?/g, '\n')));
}

/**
 * Break every `@name` mention and every `#123`, `GH-123` and `owner/repo#123` reference so
 * GitHub neither pings nor cross-references; a zero-width space goes after the `@`, `#` or `-`.
 * @param text user text
 */
export function neutraliseMentions(text: string): string {
  return text.replace(MENTION_OR_REFERENCE, (found) => `${found}${ZWSP}`);
}

/** `@` before a name, `#` before a digit, and `GH-` (any case, not inside a word) before a digit: a zero-width space goes after each. */
const MENTION_OR_REFERENCE = /@(?=[A-Za-z0-9_])|#(?=[0-9])|(?<![A-Za-z0-9_])[Gg][Hh]-(?=[0-9])/g;

/**
 * Make quoted user text inert: mentions and references broken, and `<!--` broken so a pasted
 * copy of the bot's marker can never be read back as the bot's own.
 * @param text user text
 */
export function neutraliseQuotedText(text: string): string {
  return neutraliseMentions(normaliseLines(text)).split('<!--').join(`<!${ZWSP}--`);
}

/**
 * A fenced code block holding `text` verbatim (neutralised), with a backtick fence longer than
 * any backtick run inside it, so the text can never close the fence early.
 * @param text the text to quote
 * @param lang optional info string; anything but letters, digits, `+`, `-`, `_` and `.` is dropped
 */
export function fenceCode(text: string, lang?: string): string {
  const body = neutraliseQuotedText(text).replace(/(?<!\n)\n+$/, '');
  const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
  const info = cutText((lang ?? '').replace(/[^A-Za-z0-9+_.-]/g, ''), 20, '');
  return `${fence}${info}\n${body}\n${fence}`;
}

/**
 * Inline code holding `text` on one line (newlines become spaces), delimited by more backticks
 * than any run inside it; never empty, never pings.
 * @param text the text to show
 * @param maxLength longest text kept before it is cut with `…` (default 200)
 */
export function inlineCode(text: string, maxLength = 200): string {
  let body = neutraliseQuotedText(text).replace(/\n/g, ' ');
  body = cutText(body, Math.max(2, maxLength));
  if (body.trim() === '') return '` `';
  const ticks = '`'.repeat(longestRun(body, '`') + 1);
  const pad = body.startsWith('`') || body.endsWith('`') || (body.startsWith(' ') && body.endsWith(' ')) ? ' ' : '';
  return `${ticks}${pad}${body}${pad}${ticks}`;
}

/** ASCII punctuation that markdown may read as syntax; each is backslash-escaped in prose. */
const MARKDOWN_PUNCTUATION = new Set(['\\', '$', '`', '*', '_', '{', '}', '[', ']', '(', ')', '#', '+', '-', '.', '!', '|', '~', '=', '"', "'", ':']);

/**
 * User text for use outside code, on one line: no HTML (`<`, `>`, `&` become entities),
 * markdown punctuation escaped, mentions and references broken.
 * @param text user text
 * @param maxLength longest text kept before it is cut with `…` (default 200)
 */
export function escapeText(text: string, maxLength = 200): string {
  let plain = normaliseLines(text).replace(/\s+/g, ' ').trim();
  plain = cutText(plain, Math.max(2, maxLength));
  plain = neutraliseMentions(plain);
  let out = '';
  for (const char of plain) {
    if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '&') out += '&amp;';
    else if (MARKDOWN_PUNCTUATION.has(char)) out += `\\${char}`;
    else out += char;
  }
  return out;
}
