// Cutting user text at a length limit: the one function every cut goes through, so no cut ever leaves half a
// character (an unpaired UTF-16 surrogate, which GitHub stores as U+FFFD or refuses) or half a grapheme (an emoji's
// ZWJ sequence, a letter without its combining marks).

/** The grapheme segmenter, made on the first cut: making one loads ICU's break rules (10–20 ms), and most runs cut nothing. */
let graphemes: Intl.Segmenter | null = null;

/** Text whose every character is a grapheme cluster of its own. */
const SINGLE_CHARACTER_CLUSTERS = /^[\t\n\x20-\x7e]*$/;

/**
 * Whether a UTF-16 code unit is a whole character that joins no neighbour into a cluster (Grapheme_Cluster_Break
 * Other or Control, never a mark, a joiner, a regional indicator, a Hangul jamo or CR): printable ASCII, tab and line
 * feed, Latin, Greek and Cyrillic letters, CJK punctuation and ideographs, full-width forms. Between two of them there
 * is always a boundary.
 */
function isLoneCluster(code: number): boolean {
  return (
    (code >= 0x20 && code <= 0x7e) ||
    code === 0x09 ||
    code === 0x0a ||
    (code >= 0xa0 && code <= 0x2ff) ||
    (code >= 0x370 && code <= 0x482) ||
    (code >= 0x3000 && code <= 0x3029) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xff01 && code <= 0xff60)
  );
}

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
 * The grapheme boundaries around `at` (a whole emoji, ZWJ sequence or letter with its marks between two of them), found
 * within CLUSTER_WINDOW code units either side only, so the cost does not grow with the text; a side is null when a
 * cluster longer than that (a run of hundreds of combining marks) hides it, and the text is then cut on a code point.
 * @param text the text, 0 < at < text.length
 * @param at a UTF-16 offset
 */
function boundariesAround(text: string, at: number): { before: number | null; after: number | null } {
  // Most cuts fall between two such characters (a long CJK or Latin line): answered without the window.
  if (isLoneCluster(text.charCodeAt(at - 1)) && isLoneCluster(text.charCodeAt(at))) return { before: at, after: at };
  const start = codePointBoundary(text, Math.max(0, at - CLUSTER_WINDOW));
  const end = codePointBoundary(text, Math.min(text.length, at + CLUSTER_WINDOW));
  // One cluster past `at` is enough to know whether a cluster spans it.
  const window = text.slice(start, end);
  // Between two printable ASCII characters, tabs or line feeds there is always a boundary (no cluster there is longer
  // than one character; a carriage return is left out, since CR LF is one cluster): the segmenter would answer `at`.
  if (SINGLE_CHARACTER_CLUSTERS.test(window)) return { before: at, after: at };
  let before = -1;
  let after = -1;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { index } of graphemes.segment(window)) {
    if (start + index >= at) {
      after = start + index;
      break;
    }
    before = start + index;
  }
  if (after === at) before = at;
  // The window's own edges are boundaries only at the text's start and end: otherwise it began or ended inside a cluster.
  if (after === -1 && end === text.length) after = end;
  return { before: before > start || start === 0 ? Math.max(before, 0) : null, after: after === -1 ? null : after };
}

/**
 * The largest grapheme boundary at or before `at` (see `boundariesAround`; a cluster longer than its window is cut on
 * a code point).
 * @param text the text
 * @param at a UTF-16 offset, 0 ≤ at ≤ text.length
 */
export function graphemeBoundary(text: string, at: number): number {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  return boundariesAround(text, at).before ?? codePointBoundary(text, at);
}

/** The smallest grapheme boundary at or after `at` (a cluster longer than its window is cut on a code point). */
function graphemeBoundaryAfter(text: string, at: number): number {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  const after = boundariesAround(text, at).after;
  if (after !== null) return after;
  return codePointBoundary(text, at) === at ? at : at + 1;
}

/**
 * `text` at most `maxLength` UTF-16 code units long (GitHub's count of characters): unchanged when it fits, else cut
 * on the grapheme boundary that keeps most of it and leaves room for `ellipsis`. Every cut of user text at a length
 * limit goes through here (test/core/text/cut-sites.test.ts holds it).
 * @param text user text
 * @param maxLength the limit, ellipsis included
 * @param ellipsis what marks the cut ('' for none); before the kept end when `keep` is 'end'
 * @param keep which end of the text is kept: its start (the default) or its end (a path's file name, an id's tail)
 */
export function cutText(text: string, maxLength: number, ellipsis = '…', keep: 'start' | 'end' = 'start'): string {
  if (text.length <= maxLength) return text;
  const room = Math.max(0, maxLength - ellipsis.length);
  if (keep === 'end') return `${ellipsis}${text.slice(graphemeBoundaryAfter(text, text.length - room))}`;
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
