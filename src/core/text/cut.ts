// Cutting user text at a length limit: the one function every cut goes through, so no cut ever leaves half a
// character (an unpaired UTF-16 surrogate, which GitHub stores as U+FFFD or refuses) or half a grapheme (an emoji's
// ZWJ sequence, a letter without its combining marks).

/** The grapheme segmenter, made on the first cut: making one loads ICU's break rules (10–20 ms), and most runs cut nothing. */
let graphemes: Intl.Segmenter | null = null;

/** Text whose every character is a grapheme cluster of its own. */
const SINGLE_CHARACTER_CLUSTERS = /^[\t\n\x20-\x7e]*$/;

/** How far before the cut the grapheme boundaries are looked for: a longer cluster is cut on a code point. */
const CLUSTER_WINDOW = 64;

/** Whether `code` is the first half of a surrogate pair. */
function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Whether `code` is the second half of a surrogate pair. */
function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The largest code-point boundary at or before `at`. */
function codePointBoundary(text: string, at: number): number {
  return at > 0 && at < text.length && isHighSurrogate(text.charCodeAt(at - 1)) && isLowSurrogate(text.charCodeAt(at)) ? at - 1 : at;
}

/**
 * The largest grapheme boundary at or before `at` (a whole emoji, ZWJ sequence or letter with its marks before it);
 * within CLUSTER_WINDOW code units only, so the cost does not grow with the text: a cluster longer than that (a run of
 * hundreds of combining marks) is cut on a code point instead.
 * @param text the text
 * @param at a UTF-16 offset, 0 ≤ at ≤ text.length
 */
export function graphemeBoundary(text: string, at: number): number {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  const start = codePointBoundary(text, Math.max(0, at - CLUSTER_WINDOW));
  // One cluster past `at` is enough to know whether a cluster spans it.
  const window = text.slice(start, codePointBoundary(text, Math.min(text.length, at + CLUSTER_WINDOW)));
  // Between two printable ASCII characters, tabs or line feeds there is always a boundary (no cluster there is longer
  // than one character; a carriage return is left out, since CR LF is one cluster): the segmenter would answer `at`.
  if (SINGLE_CHARACTER_CLUSTERS.test(window)) return at;
  let best = -1;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { index } of graphemes.segment(window)) {
    if (start + index > at) break;
    best = start + index;
  }
  // `start` is a boundary only when it is the text's start: otherwise the window began inside a long cluster.
  return best > start || start === 0 ? Math.max(best, 0) : codePointBoundary(text, at);
}

/**
 * `text` at most `maxLength` UTF-16 code units long (GitHub's count of characters): unchanged when it fits, else
 * cut on the last grapheme boundary that leaves room for `ellipsis` (see `graphemeBoundary`), then `ellipsis`.
 * @param text user text
 * @param maxLength the limit, ellipsis included
 * @param ellipsis what marks the cut ('' for none)
 */
export function cutText(text: string, maxLength: number, ellipsis = '…'): string {
  if (text.length <= maxLength) return text;
  const room = Math.max(0, maxLength - ellipsis.length);
  return `${text.slice(0, graphemeBoundary(text, room))}${ellipsis}`;
}

/** An unpaired surrogate: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The text without unpaired surrogates (half characters left by a cut made elsewhere, or sent as they are).
 * @param text any text
 */
export function wholeCodePoints(text: string): string {
  return text.replace(LONE_SURROGATE, '');
}
