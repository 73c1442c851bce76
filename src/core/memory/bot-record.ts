// The bot's record of what it wrote: the marker's `added` and `body` fields, and a one-line trailer at the end of the
// comment repeating the hash, so the comment is still known for the bot's when a human removed the marker.
import { fingerprint } from './fingerprint.js';
import { MARKER_PREFIX, MAX_RECORDED_LABELS, parseMarker, renderMarker } from './marker.js';
import type { MarkerData } from './marker.js';
import { MAX_COMMENT_LENGTH } from '../text/limits.js';
import { cutText } from '../text/cut.js';

/** How the trailer starts: `<!-- vllm-triage:record 0123456789abcdef -->`, the comment's last line. */
export const RECORD_PREFIX = `${MARKER_PREFIX}:record `;
const COMMENT_END = '-->';
const HASH = /^[0-9a-f]{16}$/;

/** What a comment of the bot's says about itself, read back. */
export interface WrittenComment {
  /** The marker at its head, or null when a human removed it. */
  marker: MarkerData | null;
  /** The hash the bot recorded of its text (marker first, trailer second), or null when neither records one. */
  recorded: string | null;
  /** True when the text below the marker is not the text the bot recorded: a human edited the comment. */
  edited: boolean;
}

/** The trailer's hash, when the body's last line is the trailer. */
function trailerHash(body: string): string | null {
  const trimmed = body.trimEnd();
  const start = trimmed.lastIndexOf(RECORD_PREFIX);
  if (start < 0 || !trimmed.endsWith(COMMENT_END)) return null;
  const hash = trimmed.slice(start + RECORD_PREFIX.length, trimmed.length - COMMENT_END.length).trim();
  return HASH.test(hash) ? hash : null;
}

/** The text the record covers: below the head marker (when there is one), above the trailer (when there is one), trimmed. */
function recordedText(body: string): string {
  let text = body.trimStart();
  if (text.startsWith(MARKER_PREFIX) && !text.startsWith(RECORD_PREFIX)) {
    const end = text.indexOf(COMMENT_END);
    text = end < 0 ? text : text.slice(end + COMMENT_END.length);
  }
  const trimmed = text.trimEnd();
  const start = trimmed.lastIndexOf(RECORD_PREFIX);
  if (start >= 0 && trimmed.endsWith(COMMENT_END)) text = trimmed.slice(0, start);
  return text.trim();
}

/**
 * Reads a comment back: its marker, the hash recorded for it, and whether its text is still the one recorded.
 * An older comment without a record is never taken for edited.
 * @param body the comment as GitHub holds it now
 */
export function readWrittenComment(body: string): WrittenComment {
  const head = body.trimStart();
  const marker =
    head.startsWith(MARKER_PREFIX) && !head.startsWith(RECORD_PREFIX) ? parseMarker(head.slice(0, head.indexOf(COMMENT_END) + COMMENT_END.length)) : null;
  const recorded = marker?.body ?? trailerHash(body);
  return { marker, recorded, edited: recorded !== null && fingerprint(recordedText(body)) !== recorded };
}

/** Whether a body ends with the bot's record trailer (a comment of the bot's whose marker a human removed). */
export function hasRecord(body: string): boolean {
  return trailerHash(body) !== null;
}

/**
 * The planned comment with the record: the labels the bot has added (`added`) and the hash of its text in the marker,
 * the hash again in a trailer on the last line. The comment stays within GitHub's limit: the record's label list is
 * cut first if it would not fit.
 * @param comment the planned comment, marker first (as `triage()` renders it)
 * @param marker the plan's marker
 * @param added the labels the bot has added to the issue, this run's included
 */
export function withRecord(comment: string, marker: MarkerData, added: string[]): { comment: string; marker: MarkerData } {
  const text = recordedText(comment);
  const labels = [...new Map(added.map((label) => [label.toLowerCase(), cutText(label, 50, '')])).values()].slice(0, MAX_RECORDED_LABELS);
  const hash = fingerprint(text);
  const trailer = `${RECORD_PREFIX}${hash} ${COMMENT_END}`;
  for (let keep = labels.length; ; keep--) {
    const recorded: MarkerData = { ...marker, added: labels.slice(0, keep), body: hash };
    const full = `${renderMarker(recorded)}\n\n${text}\n\n${trailer}`;
    if (full.length <= MAX_COMMENT_LENGTH || keep === 0) return { comment: full, marker: recorded };
  }
}

/**
 * The comment as `triage()` rendered it, before the record was added: the marker without `added`, `body` and `seen`, the
 * text without the trailer. A comment without a head marker is returned as it is.
 * @param body the comment as GitHub holds it
 */
export function withoutRecord(body: string): string {
  const { marker } = readWrittenComment(body);
  if (marker === null) return body;
  const { added: _added, body: _body, seen: _seen, ...planned } = marker;
  return `${renderMarker(planned)}\n\n${recordedText(body)}`;
}
