// The bot's one comment: the marker, what was recognised, the asks, the timeline, folded details; ≤ 65,536 characters.
// The decision chose the comment's shape and its values (`CommentNode`); this renders each kind with its handler.

import type { CommentNode } from '../plan/comment-context.js';
import type { MarkerData } from '../memory/marker.js';
import { renderMarker } from '../memory/marker.js';
import { assemble, type CommentPart } from './assemble.js';
import { readmeLabelsUrl, renderFooter } from './footer.js';
import { renderDismissedNote } from './sections.js';
import { renderRoutedShort, renderUncuratedShort } from './short.js';
import { matchParts } from './full.js';
import { markerFor } from './marker-data.js';

export type { CommentContext, CommentNode } from '../plan/comment-context.js';
export type { CommentPart } from './assemble.js';

/** What the comment was assembled from, so a part from outside the thread (GitHub's search) can be added last. */
export interface CommentDraft {
  parts: CommentPart[];
  footer: string;
}

/** The comment and the marker it carries. */
export interface PlannedComment {
  comment: string;
  marker: MarkerData;
  /** The parts and footer the comment was assembled from; null for a dismissal's one-line note. */
  draft: CommentDraft | null;
}

/** One handler per comment shape: the parts of its body. */
const HANDLERS: { [K in CommentNode['kind']]: (node: Extract<CommentNode, { kind: K }>) => CommentPart[] } = {
  dismissed: (node) => [{ text: renderDismissedNote(node.by), essential: true }],
  routed: (node) => [{ text: renderRoutedShort(node), essential: true }],
  uncurated: (node) => [{ text: renderUncuratedShort(node), essential: true }],
  gone: () => [{ text: 'vllm-triage no longer finds a known KV-connector error in this issue.', essential: true }],
  full: (node) => matchParts(node),
};

/** The parts of a comment's body, by the handler of its kind. */
function partsOf<K extends CommentNode['kind']>(node: Extract<CommentNode, { kind: K }>): CommentPart[] {
  return HANDLERS[node.kind](node);
}

/**
 * Plan the comment: render the body, hash it, and put the marker (ids, fingerprint, bot labels,
 * dismissal) on its first line. The fingerprint covers what the thread decides; a part added later
 * from GitHub's search (`withSearchPart`) is not in it, so the action can tell when the thread changed without searching.
 * @param node the comment's shape and the values chosen for it (`commentNodeOf`)
 */
export function planComment(node: CommentNode): PlannedComment {
  const parts = partsOf(node);
  // A dismissal's note is the whole body: no footer, nothing to assemble.
  const draft =
    node.kind === 'dismissed'
      ? null
      : { parts, footer: renderFooter(node.frame.labels, node.frame.catalog.version, readmeLabelsUrl(node.frame.docsBase ?? null)) };
  const body = draft === null ? (parts[0] as CommentPart).text : assemble(draft.parts, draft.footer);
  const marker = markerFor(node.frame, body);
  return { comment: `${renderMarker(marker)}\n\n${body}`, marker, draft };
}

/**
 * The comment with one more optional part at the end (GitHub's search results), assembled within the
 * length limit as if it had been planned with it; the marker, and so the fingerprint, stay as planned.
 * @param draft the planned comment's parts and footer (`PlannedComment.draft`)
 * @param marker the planned comment's marker
 * @param text the part to add, markdown; '' adds nothing
 */
export function withSearchPart(draft: CommentDraft, marker: MarkerData, text: string): string {
  const parts = text === '' ? draft.parts : [...draft.parts, { text, essential: false }];
  return `${renderMarker(marker)}\n\n${assemble(parts, draft.footer)}`;
}
