// The marker a planned comment carries: the match ids, the body's fingerprint, the bot's labels, the dismissal, the
// routing and what is known of the fixes at the reporter's version, capped to the room kept for it.

import type { CommentFrame } from '../plan/comment-context.js';
import type { MarkerData } from '../memory/marker.js';
import { renderMarker } from '../memory/marker.js';
import { fingerprint } from '../memory/fingerprint.js';
import { MARKER_RESERVE } from './assemble.js';

const MAX_MARKER_MATCHES = 40;
/** The longest match id kept in the marker (a connector-file id carries the reporter's path and function). */
const MAX_MARKER_ID = 120;

/** Text for the marker: printable ASCII only (no character JSON or the HTML comment would escape six-fold), capped. */
function markerText(text: string, most: number): string {
  return text.replace(/[^\x20-\x7e]|[<>&\\"]/g, '').slice(0, most);
}

/**
 * The marker of a comment: ids, the fingerprint of its body, bot labels, dismissal, routing and containment. The
 * fingerprint covers what the thread decides; a part added later from GitHub's search is not in it.
 * @param context the comment's frame: its matches, labels, dismissal, routing and fixes
 * @param body the comment's body as planned
 */
export function markerFor(context: CommentFrame, body: string): MarkerData {
  const marker: MarkerData = {
    v: 1,
    catalog: markerText(context.catalog.version, 100),
    matches: context.matches.slice(0, MAX_MARKER_MATCHES).map((match) => markerText(match.id, MAX_MARKER_ID)),
    fingerprint: fingerprint(body),
    botLabels: context.botLabels.slice(0, 100).map((label) => markerText(label, 50)),
  };
  if (context.dismissedBy !== undefined) marker.dismissedBy = markerText(context.dismissedBy, 100);
  if (context.routedBy !== undefined) marker.routedBy = { label: markerText(context.routedBy.label, 50), by: markerText(context.routedBy.by, 100) };
  const known = context.fixes?.ref == null ? [] : context.fixes.fixes.filter((fix) => fix.status !== 'not-determined');
  if (context.fixes?.ref != null && known.length > 0) {
    const shas = (status: string): string[] => known.filter((fix) => fix.status === status).map((fix) => fix.commit);
    marker.containment = { ref: markerText(context.fixes.ref, 64), contained: shas('contained'), notContained: shas('not-contained') };
  }
  // The whole comment stays within GitHub's limit: the marker never outgrows the room kept for it.
  while (renderMarker(marker).length > MARKER_RESERVE && marker.matches.length > 0) marker.matches.pop();
  return marker;
}
