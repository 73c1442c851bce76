// The bot's one comment: the marker, what was recognised, the asks, the timeline, folded details; ≤ 65,536 characters.

import type { CommentContext } from '../plan/comment-context.js';
import type { MarkerData } from '../plan/types.js';
import { renderMarker } from '../plan/memory/marker.js';
import { commitAt } from '../vllm/history.js';
import { versionRef } from '../vllm/releases.js';
import { assemble, type CommentPart } from './assemble.js';
import { readmeLabelsUrl, renderFooter } from './footer.js';
import { renderDismissedNote } from './sections.js';
import { renderRoutedShort, renderUncuratedShort } from './short.js';
import { renderThreadSays } from './headline/thread-line.js';
import { matchParts } from './full.js';
import { markerFor } from './marker-data.js';

export type { CommentContext } from '../plan/comment-context.js';
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

/**
 * Plan the comment: render the body, hash it, and put the marker (ids, fingerprint, bot labels,
 * dismissal) on its first line. The fingerprint covers what the thread decides; a part added later
 * from GitHub's search (`withSearchPart`) is not in it, so the action can tell when the thread changed without searching.
 * @param context matches, entries, asks, timeline, signals and settings
 */
export function planComment(context: CommentContext): PlannedComment {
  // The reporter's lines are linked at their release tag, never at the catalog's commit (other code, other lines).
  const release = versionRef(context.signals.vllmVersion, context.catalog.commit);
  // A development build whose commit the shipped history has on main is linked at that commit (the index's own digits).
  const build = context.signals.build ?? null;
  const exact = build?.exact === true ? commitAt(build.lo) : null;
  const releaseRef = exact ?? (release === context.catalog.commit ? null : release);
  const footer = renderFooter(context.labels, context.catalog.version, readmeLabelsUrl(context.docsBase ?? null));
  const primary = context.matches[0];
  let parts: CommentPart[];
  if (context.dismissedBy !== undefined) parts = [{ text: renderDismissedNote(context.dismissedBy), essential: true }];
  else if (context.short?.kind === 'routed' && primary === undefined) {
    parts = [{ text: renderRoutedShort(context.short.connector, context.short.label, context.asks), essential: true }];
  } else if (context.short?.kind === 'uncurated' && (primary === undefined || !primary.curated)) {
    parts = [
      {
        text: renderUncuratedShort(
          context.short.connector,
          context.short.exception,
          context.short.innermost,
          releaseRef,
          context.thread?.askNothing === true ? [] : context.asks,
          {
            ...(context.short.owner === undefined ? {} : { owner: context.short.owner }),
            ...(context.short.nearby === undefined ? {} : { nearby: context.short.nearby }),
            ...(context.short.loggedBelowError === undefined ? {} : { loggedBelowError: context.short.loggedBelowError }),
            ...(context.bundledBy === undefined ? {} : { bundledBy: context.bundledBy }),
            ...(context.titleCondition === undefined ? {} : { titleCondition: context.titleCondition }),
            says: renderThreadSays(context.thread?.says ?? null, false),
          },
        ),
        essential: true,
      },
    ];
  } else if (primary === undefined) parts = [{ text: 'vllm-triage no longer finds a known KV-connector error in this issue.', essential: true }];
  else parts = matchParts(context, primary, releaseRef);
  const body = context.dismissedBy === undefined ? assemble(parts, footer) : (parts[0] as CommentPart).text;
  const marker = markerFor(context, body);
  const draft = context.dismissedBy === undefined ? { parts, footer } : null;
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

/**
 * Render the bot's comment (markdown, marker on the first line, at most 65,536 characters).
 * @param context matches, entries, asks, timeline, signals and settings
 */
export function renderComment(context: CommentContext): string {
  return planComment(context).comment;
}
