// The hidden marker in the bot's comment: what it matched, a fingerprint, the labels it owns, and its record of what
// it did (the labels it added, a hash of the text it wrote).
import { cutText } from '../text/cut.js';

/** The data carried in the bot comment's hidden marker (`<!-- vllm-triage {…} -->`). */
export interface MarkerData {
  v: 1;
  /** Catalog version the comment was written with. */
  catalog: string;
  /** Matched entry ids. */
  matches: string[];
  /** Fingerprint of the comment's content. */
  fingerprint: string;
  /** Labels the bot added itself because evidence was missing; it may remove these later. */
  botLabels: string[];
  /** Login of the maintainer who dismissed the bot on this issue. */
  dismissedBy?: string;
  /** The routing label a maintainer put on the issue, and who: the connector is then routed by a human. */
  routedBy?: { label: string; by: string };
  /**
   * What the bot did, recorded so a human's later change sticks: the labels it added to the issue (and has not taken
   * off itself since). A label here that is no longer on the issue was taken off by a human. Absent in older markers.
   */
  added?: string[];
  /** A hash (`fingerprint`) of the text the bot wrote below the marker: a different text means a human edited it. */
  body?: string;
  /** What earlier runs found out about the reporter's release (`ContainmentAnswers`), so later runs need not ask again. */
  containment?: { ref: string; contained: string[]; notContained: string[] };
  /**
   * The thread the comment was written from: its newest comment's id and creation time (ISO), other than the bot's
   * own. A run that read an older thread leaves the comment alone. Absent in older markers and before any comment.
   */
  seen?: ThreadState;
}

/** A thread's state as one run read it: its newest comment (the bot's own left out). */
export interface ThreadState {
  id: number;
  at: string;
}

/** How every marker starts; the action finds its comment by this prefix. */
export const MARKER_PREFIX = '<!-- vllm-triage';
const MARKER_END = '-->';
const MAX_MARKER_CANDIDATES = 20;
/** Most labels a marker's record keeps (the bot adds two or three). */
export const MAX_RECORDED_LABELS = 20;

/**
 * Render the marker as an HTML comment: `<!-- vllm-triage {json} -->`. The JSON never contains
 * `--`, `<` or `>`, so no value can end the comment early or open a tag.
 * @param marker the data to record
 */
export function renderMarker(marker: MarkerData): string {
  const json = JSON.stringify(marker).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/--/g, '-\\u002d');
  return `${MARKER_PREFIX} ${json} ${MARKER_END}`;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Narrow parsed JSON to MarkerData, or null. */
function toMarkerData(value: unknown): MarkerData | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.v !== 1 || typeof record.catalog !== 'string' || typeof record.fingerprint !== 'string') return null;
  if (!isStringArray(record.matches) || !isStringArray(record.botLabels)) return null;
  if (record.dismissedBy !== undefined && typeof record.dismissedBy !== 'string') return null;
  const marker: MarkerData = {
    v: 1,
    catalog: record.catalog,
    matches: record.matches,
    fingerprint: record.fingerprint,
    botLabels: record.botLabels,
  };
  if (typeof record.dismissedBy === 'string') marker.dismissedBy = record.dismissedBy;
  const routed = record.routedBy;
  if (typeof routed === 'object' && routed !== null && !Array.isArray(routed)) {
    const { label, by } = routed as Record<string, unknown>;
    if (typeof label === 'string' && typeof by === 'string') marker.routedBy = { label: cutText(label, 50, ''), by: cutText(by, 100, '') };
  }
  if (isStringArray(record.added)) marker.added = record.added.slice(0, MAX_RECORDED_LABELS).map((label) => cutText(label, 50, ''));
  if (typeof record.body === 'string' && /^[0-9a-f]{16}$/.test(record.body)) marker.body = record.body;
  const seen = readThreadState(record.seen);
  if (seen !== null) marker.seen = seen;
  const containment = readContainment(record.containment);
  if (containment !== null) marker.containment = containment;
  return marker;
}

/** The thread state of a parsed marker (`seen`), or null when absent or malformed. */
function readThreadState(value: unknown): MarkerData['seen'] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, at } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || typeof at !== 'string' || !/^[0-9T:.+-]{10,40}Z?$/.test(at)) return null;
  return { id, at };
}

/** The most commits a marker's containment record keeps (a few are asked per issue). */
const MAX_MARKER_COMMITS = 16;
const SHA = /^[0-9a-f]{40}$/;
const REF = /^[0-9A-Za-z.+-]{1,64}$/;

/** The containment answers of a parsed marker, or null when absent or malformed. */
function readContainment(value: unknown): MarkerData['containment'] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { ref, contained, notContained } = value as Record<string, unknown>;
  if (typeof ref !== 'string' || !REF.test(ref) || !isStringArray(contained) || !isStringArray(notContained)) return null;
  const shas = (list: string[]): string[] => list.filter((sha) => SHA.test(sha)).slice(0, MAX_MARKER_COMMITS);
  return { ref, contained: shas(contained), notContained: shas(notContained) };
}

/**
 * Read the marker from a comment body: the first `<!-- vllm-triage {json} -->` whose JSON has
 * the marker's shape. Returns null for anything else; never throws.
 * @param commentBody the whole comment markdown
 */
export function parseMarker(commentBody: string): MarkerData | null {
  let from = 0;
  // A bounded number of candidates keeps a hostile body full of fake prefixes linear.
  for (let attempt = 0; attempt < MAX_MARKER_CANDIDATES; attempt += 1) {
    const start = commentBody.indexOf(MARKER_PREFIX, from);
    if (start < 0) return null;
    const end = commentBody.indexOf(MARKER_END, start + MARKER_PREFIX.length);
    if (end < 0) return null;
    const json = commentBody.slice(start + MARKER_PREFIX.length, end).trim();
    try {
      const marker = toMarkerData(JSON.parse(json));
      if (marker !== null) return marker;
    } catch {
      // Not our marker (or damaged): keep looking.
    }
    from = start + MARKER_PREFIX.length;
  }
  return null;
}
