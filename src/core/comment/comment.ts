// The bot's one comment: the marker, what was recognised, the asks, the timeline, folded details; ≤ 65,536 characters.

import type { CatalogEntry } from '../catalog/types.js';
import type { Match } from '../match/types.js';
import type { CommentContext } from '../plan/comment-context.js';
import type { MarkerData } from '../plan/types.js';
import { MAX_COMMENT_LENGTH } from '../text/limits.js';
import { renderMarker } from '../plan/marker.js';
import { fingerprint } from '../plan/fingerprint.js';
import { versionRef } from '../vllm/releases.js';
import { inlineCode } from '../text/safe-markdown.js';
import { renderRoutedShort, renderUncuratedShort } from './short.js';
import { renderEntryDetails, renderEntryEssentials, requestIdOf, type ActionsDone } from './entry.js';
import { readmeLabelsUrl, renderExplainerLink } from './explainer-link.js';
import { renderFooter } from './footer.js';
import { renderContradiction, renderThreadSays } from './thread-line.js';
import { entryAtVersion, renderFixesInVersion } from './fixes-in-version.js';

import {
  READY_LINE,
  folded,
  renderAsks,
  renderLogShows,
  renderSatisfiedAsks,
  renderConnectorFileHeadline,
  renderDismissedNote,
  renderFrames,
  renderIndexHeadline,
  renderOtherMatches,
  renderTimeline,
} from './sections.js';

/** Room kept for the marker line (its match list is capped to fit). */
const MARKER_RESERVE = 4096;
const MAX_MARKER_MATCHES = 40;
/** The longest match id kept in the marker (a connector-file id carries the reporter's path and function). */
const MAX_MARKER_ID = 120;

/** Text for the marker: printable ASCII only (no character JSON or the HTML comment would escape six-fold), capped. */
function markerText(text: string, most: number): string {
  return text.replace(/[^\x20-\x7e]|[<>&\\"]/g, '').slice(0, most);
}
const CUT_NOTE = "_The rest of this comment was cut to stay within GitHub's 65,536-character limit._";

export type { CommentContext } from '../plan/comment-context.js';

/** A part of the comment; `essential` parts are never dropped to save space. */
export interface CommentPart {
  text: string;
  essential: boolean;
}

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

/** The curated catalog entry of a match, if it has one, with its advice as it applies at the reporter's version. */
function entryOf(context: CommentContext, match: Match): CatalogEntry | undefined {
  const entry = match.curated ? context.entries.find((candidate) => candidate.id === match.id) : undefined;
  return entry === undefined ? undefined : entryAtVersion(entry, context.fixes ?? null, context.pullRequests);
}

/** What the thread already did, and how many actions to show (one when the thread found the answer). */
function actionsDone(context: CommentContext): ActionsDone {
  const done = context.thread?.done;
  const says = context.thread?.says;
  const answered = context.thread?.askNothing === true && says !== undefined && says !== null;
  return {
    ...(answered ? { answer: says.fact.text } : {}),
    selfIssue: context.issueNumber ?? null,
    titleOnly: context.titleOnly ?? true,
    worksWithout: context.causeKnown === true || done?.worksWithout === true,
    installed: done?.installed ?? [],
    ...(done?.versionWorks === true ? { versionWorks: true } : {}),
    ...(context.thread?.askNothing === true ? { most: 1 } : {}),
  };
}

/** What was recognised: a curated entry in full, or the honest headline of an index or connector-file match. */
function headline(context: CommentContext, primary: Match): string {
  const entry = entryOf(context, primary);
  if (entry !== undefined) {
    const essentials = renderEntryEssentials(
      entry,
      primary,
      context.signals.vllmVersion,
      renderLogShows(context.timeline),
      actionsDone(context),
      [renderContradiction(context.contradiction), renderThreadSays(context.thread?.says ?? null, entry.connector)].filter((line) => line !== '').join('\n\n'),
    );
    const inVersion = renderFixesInVersion(context.fixes ?? null, context.pullRequests);
    return inVersion === '' ? essentials : `${essentials}\n\n${inVersion}`;
  }
  if (primary.confidence !== 'connector-file') return renderIndexHeadline(primary);
  const ref = versionRef(context.signals.vllmVersion, context.catalog.commit);
  return renderConnectorFileHeadline(primary, ref === context.catalog.commit ? null : ref);
}

/** The folded details: the rest of the explanation, source and frame links, connectors, version. */
function details(context: CommentContext, primary: Match): string {
  const version = context.signals.vllmVersion;
  const entry = entryOf(context, primary);
  const sections: string[] = [];
  if (entry !== undefined) sections.push(renderEntryDetails(entry, version, context.issueNumber ?? null, actionsDone(context)));
  if (entry !== undefined) sections.push(renderExplainerLink(entry.id, context.docsBase ?? null));
  const satisfied = renderSatisfiedAsks(context.asks);
  if (satisfied !== '') sections.push(satisfied);
  const traceback = primary.evidence.kind === 'traceback' ? context.tracebacks?.[primary.evidence.index] : undefined;
  // Frames are the reporter's lines: linked at their release, never at the catalog's commit (other code, other lines).
  const release = versionRef(version, context.catalog.commit);
  const frames = renderFrames(traceback, release === context.catalog.commit ? null : release);
  if (frames !== '') sections.push(frames);
  // Only evidence that names a vLLM connector (its class, its own frames, log prefix, config, a label): not a product
  // word ("KV offloading"), the repository, nor a library's own frames (LMCache's or NIXL's package names no vLLM class).
  const connectors = context.connectors
    .filter((connector) =>
      connector.evidence.some(
        (item) => item.kind !== 'product-word' && item.kind !== 'repository' && item.kind !== 'log-active' && item.kind !== 'package-frame',
      ),
    )
    .map((connector) => inlineCode(connector.name));
  if (connectors.length > 0) sections.push(`Connectors seen in this issue: ${connectors.join(', ')}.`);
  const others = [...new Set((context.otherReports ?? []).map((report) => inlineCode(report.id)))];
  if (others.length > 0)
    sections.push(
      `Another user reports ${others.join(', ')} in a comment: that is context, not evidence about this report, and it changes nothing asked here.`,
    );
  sections.push(
    `vLLM version: ${version === null ? 'not found in this issue' : `${inlineCode(version, 60)} (from ${context.signals.vllmVersionSource ?? 'the text'})`}.`,
  );
  return folded('More about this error', sections.join('\n\n'));
}

/** All parts of a comment about at least one match. */
function matchParts(context: CommentContext, primary: Match): CommentPart[] {
  const parts: CommentPart[] = [{ text: headline(context, primary), essential: true }];
  // When the thread found the answer, nothing is asked.
  const askNothing = context.thread?.askNothing === true;
  const asks = askNothing ? '' : renderAsks(context.asks);
  if (asks !== '') parts.push({ text: asks, essential: true });
  const ready = !askNothing && (context.readyForMaintainer ?? (context.asks.length > 0 && context.asks.every((ask) => ask.satisfied)));
  if (ready) parts.push({ text: READY_LINE, essential: true });
  parts.push({ text: details(context, primary), essential: false });
  const timeline = renderTimeline(context.timeline, requestIdOf(primary));
  if (timeline !== '') parts.push({ text: timeline, essential: false });
  const others = renderOtherMatches(context.matches.slice(1));
  if (others !== '') parts.push({ text: others, essential: false });
  return parts;
}

/**
 * Join the parts within the length limit: optional parts that do not fit are dropped (and the
 * comment says so); an essential part that alone is too long is cut at a line boundary.
 */
function assemble(parts: CommentPart[], footer: string): string {
  const fixed = MARKER_RESERVE + footer.length + CUT_NOTE.length + 8;
  let budget = MAX_COMMENT_LENGTH - fixed;
  const kept: string[] = [];
  let cut = false;
  for (const part of parts) {
    const cost = part.text.length + 2;
    if (cost <= budget) {
      kept.push(part.text);
      budget -= cost;
    } else if (part.essential && budget > 200) {
      // Essential text is ours (catalog prose), not fenced user text: a cut at a line end is safe.
      const slice = part.text.slice(0, budget - 2);
      const lineEnd = slice.lastIndexOf('\n');
      kept.push(lineEnd > 0 ? slice.slice(0, lineEnd) : slice);
      budget = 0;
      cut = true;
    } else {
      cut = true;
    }
  }
  if (cut) kept.push(CUT_NOTE);
  return [...kept, footer].join('\n\n');
}

/**
 * Plan the comment: render the body, hash it, and put the marker (ids, fingerprint, bot labels,
 * dismissal) on its first line. The fingerprint covers what the thread decides; a part added later
 * from GitHub's search (`withSearchPart`) is not in it, so the action can tell when the thread changed without searching.
 * @param context matches, entries, asks, timeline, signals and settings
 */
export function planComment(context: CommentContext): PlannedComment {
  const footer = renderFooter(context.labels, context.catalog.version, readmeLabelsUrl(context.docsBase ?? null));
  const primary = context.matches[0];
  let parts: CommentPart[];
  if (context.dismissedBy !== undefined) parts = [{ text: renderDismissedNote(context.dismissedBy), essential: true }];
  else if (context.short?.kind === 'routed' && primary === undefined) {
    parts = [{ text: renderRoutedShort(context.short.connector, context.short.label, context.asks), essential: true }];
  } else if (context.short?.kind === 'uncurated' && (primary === undefined || !primary.curated)) {
    const release = versionRef(context.signals.vllmVersion, context.catalog.commit);
    const releaseRef = release === context.catalog.commit ? null : release;
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
            says: renderThreadSays(context.thread?.says ?? null, context.short.connector, false),
          },
        ),
        essential: true,
      },
    ];
  } else if (primary === undefined) parts = [{ text: 'vllm-triage no longer finds a known KV-connector error in this issue.', essential: true }];
  else parts = matchParts(context, primary);
  const body = context.dismissedBy === undefined ? assemble(parts, footer) : (parts[0] as CommentPart).text;
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
