// The comment's other parts: the asks checklist, the timeline, frame links, uncurated matches, other matches, the footer.

import type { Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { AskStatus, TimelineEntry } from '../plan/types.js';
import { fenceCode, inlineCode } from '../text/safe-markdown.js';
import { sourceLink, vllmPathOf } from '../vllm/links.js';
import { confidenceWords, linkVllmReferences, requestIdOf } from './entry.js';
import { connectorDisplayName } from './short.js';
import { renderTimelineDiagram } from './timeline-diagram.js';

/** The most asks on the first screen; the rest are in the details. */
const MAX_ASKS_ON_SCREEN = 5;
/** The most frames and other matches listed. */
const MAX_FRAMES = 12;
const MAX_OTHER_MATCHES = 10;

/** `<details>` with a plain-text summary (no user text in the summary). */
export function folded(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

/**
 * The asks still missing, as plain bullets with how to get each (task-list boxes are editable by anyone, and
 * what the thread already has is not asked again).
 * @param asks ask statuses (text and how already safe)
 */
export function renderAsks(asks: AskStatus[]): string {
  const open = asks.filter((ask) => !ask.satisfied);
  if (open.length === 0) return '';
  const shown = open.slice(0, MAX_ASKS_ON_SCREEN);
  // One line per ask on the first screen; how to get each is folded just below it.
  const items = shown.map((ask) => `- ${ask.text}`);
  if (open.length > MAX_ASKS_ON_SCREEN) items.push(`- … and ${open.length - MAX_ASKS_ON_SCREEN} more, in the details below.`);
  const have = asks.length - open.length;
  const already = have === 0 ? '' : ` (${have} more ${have === 1 ? 'is' : 'are'} already here)`;
  const how = folded('How to get each', shown.map((ask) => `- **${ask.text}** ${ask.how}`).join('\n'));
  return `**Please add**${already}; a reply is enough, this comment updates itself:\n${items.join('\n')}\n\n${how}`;
}

/**
 * What the thread already answers, for the folded details.
 * @param asks ask statuses
 */
export function renderSatisfiedAsks(asks: AskStatus[]): string {
  const parts: string[] = [];
  const later = asks.filter((ask) => !ask.satisfied).slice(MAX_ASKS_ON_SCREEN);
  if (later.length > 0) parts.push(`**Also useful:**\n${later.map((ask) => `- ${ask.text} ${ask.how}`).join('\n')}`);
  const done = asks.filter((ask) => ask.satisfied);
  if (done.length > 0)
    parts.push(`**Already in this thread:**\n${done.map((ask) => `- ✓ ${ask.text} — ${ask.satisfiedBy ?? 'found in this thread'}.`).join('\n')}`);
  return parts.join('\n\n');
}

/** Digits, a dot and a percent sign only: what the summary line copies from the log. */
const STATS_PREEMPTIONS = /Preemptions: (\d{1,7})/;
const STATS_USAGE = /KV cache usage: (\d{1,3}(?:\.\d{1,2})?)%/;
const CLOCK = /(\d\d:\d\d:\d\d)$/;

/** `HH:MM:SS` of an entry's `MM-DD HH:MM:SS` timestamp, or null. */
function clock(entry: TimelineEntry): string | null {
  return entry.timestamp === null ? null : (CLOCK.exec(entry.timestamp)?.[1] ?? null);
}

/**
 * Line 2: what the thread already proves, in one line — when the request was added or aborted, the preemptions and
 * KV-cache usage just before the failure, when it failed. Only digits and times are copied from the log.
 * @param timeline the request's timeline
 */
export function renderLogShows(timeline: TimelineEntry[]): string {
  const pieces: string[] = [];
  const at = (entry: TimelineEntry): string => {
    const time = clock(entry);
    return time === null ? '' : ` at ${time}`;
  };
  const added = timeline.find((entry) => entry.kind === 'added' || entry.kind === 'received');
  if (added !== undefined) pieces.push(`the request was added${at(added)}`);
  const stats = timeline.filter((entry) => entry.kind === 'stats');
  const busiest = stats.reduce<{ entry: TimelineEntry; count: number } | null>((best, entry) => {
    const count = Number(STATS_PREEMPTIONS.exec(entry.text)?.[1] ?? '0');
    return best === null || count > best.count ? { entry, count } : best;
  }, null);
  if (busiest !== null && busiest.count > 0) {
    const usage = STATS_USAGE.exec(busiest.entry.text)?.[1];
    pieces.push(
      `the stats${at(busiest.entry)} show ${busiest.count} preemption${busiest.count === 1 ? '' : 's'}${usage === undefined ? '' : ` at ${usage} % KV-cache usage`}`,
    );
  } else if (stats.length > 0) pieces.push('the stats lines show no preemptions');
  const aborted = timeline.find((entry) => entry.kind === 'aborted');
  if (aborted !== undefined) pieces.push(`it was aborted${at(aborted)}`);
  const failed = timeline.find((entry) => entry.kind === 'crash') ?? timeline.find((entry) => entry.kind === 'error');
  if (failed !== undefined) pieces.push(`${failed.kind === 'crash' ? 'the engine died' : 'the error came'}${at(failed)}`);
  if (pieces.length <= 1) return '';
  return `**Your log shows:** ${pieces.join('; ')}.`;
}

/** The line that tells maintainers the evidence is complete. */
export const READY_LINE = '**Ready for a maintainer:** everything this comment asked for is in the thread.';

function timelineRow(entry: TimelineEntry): string {
  const time = (entry.timestamp ?? '(no time)').padEnd(14);
  const mark = entry.kind === 'crash' ? '>> FATAL  ' : entry.kind === 'error' ? '>> ERROR  ' : entry.kind === 'stats' ? '   stats  ' : '          ';
  const where = entry.source.kind !== 'body' ? `comment L${entry.line}` : entry.line === 0 ? 'title' : `body L${entry.line}`;
  return `${time} ${mark}${entry.text}   [${where}]`;
}

/**
 * The timeline as a fenced block (user text quoted safely), with a short legend.
 * @param timeline entries in order
 * @param requestId the failing request id, or null
 */
export function renderTimeline(timeline: TimelineEntry[], requestId: string | null): string {
  if (timeline.length === 0) return '';
  const about = requestId === null ? 'the failing request' : `request ${inlineCode(requestId)}`;
  const intro = `Lines about ${about} already in this thread, ordered by log time (\`>> ERROR\` marks the recognised error, \`>> FATAL\` the engine's death; stats lines show the preemptions before it):`;
  const drawn = renderTimelineDiagram(timeline);
  return folded(
    `What this thread already shows (${timeline.length} lines)`,
    `${drawn === '' ? '' : `${drawn}\n\n`}${intro}\n\n${fenceCode(timeline.map(timelineRow).join('\n'), 'text')}`,
  );
}

/**
 * Links to the vLLM frames of the matched traceback, innermost last.
 * @param traceback the traceback of the match, if any
 * @param ref the reporter's release tag to link at, or null to name the frames without links
 */
export function renderFrames(traceback: Traceback | undefined, ref: string | null): string {
  if (traceback === undefined) return '';
  const frames = traceback.frames.filter((frame) => frame.line !== null && vllmPathOf(frame.file) !== null).slice(-MAX_FRAMES);
  if (frames.length === 0) return '';
  const rows = frames.map((frame) => {
    const path = vllmPathOf(frame.file) as string;
    const fn = frame.function === null ? '' : ` in ${inlineCode(frame.function)}`;
    return ref === null ? `- ${inlineCode(`${path}:${frame.line ?? ''}`, 220)}${fn}` : `- ${sourceLink(ref, path, frame.line)}${fn}`;
  });
  const lead =
    ref === null
      ? 'Frames of the traceback in vLLM (innermost last; not linked, as your vLLM release is not known):'
      : 'Frames of the traceback in vLLM (innermost last):';
  return `${lead}\n${rows.join('\n')}`;
}

/** The headline for a source-index match: connector, function and line, and honestly no explanation. */
export function renderIndexHeadline(match: Match): string {
  const link = sourceLink(match.source.commit, match.source.path, match.source.line);
  const message = match.template === null ? '' : ` The message there: ${inlineCode(match.template)}.`;
  return (
    `**vllm-triage recognised an error raised in ${connectorDisplayName(match.connector)}**: ${inlineCode(match.source.function)} at ${link}. ${confidenceWords(match)}.${message}\n\n` +
    'It is not one of the connector errors vllm-triage can explain yet; the details below help a maintainer of this connector.'
  );
}

/**
 * The headline for a connector-file match: the crash is inside the connector, no known error. The line
 * number is the reporter's, so it is linked at the reporter's release tag; without one, the file alone.
 * @param match the connector-file match
 * @param reporterRef the reporter's release tag, or null when the version is not a release
 */
export function renderConnectorFileHeadline(match: Match, reporterRef: string | null): string {
  // The path is the reporter's: it need not exist at the catalog's commit (`nixl_connector.py` became `nixl/`), so without their release it is named, not linked.
  const link =
    reporterRef === null
      ? `${inlineCode(match.source.path, 220)} (your vLLM release is not known, not linked)`
      : sourceLink(reporterRef, match.source.path, match.source.line);
  return (
    `**The error was raised inside ${connectorDisplayName(match.connector)}** (${inlineCode(match.source.function)} at ${link}) — ${confidenceWords(match)}.\n\n` +
    'It is not one of the connector errors vllm-triage can explain yet; the details below help a maintainer of this connector.'
  );
}

/**
 * The other matches, one line each (title, connector, confidence, request id, source link).
 * @param matches matches after the primary one
 */
export function renderOtherMatches(matches: Match[]): string {
  if (matches.length === 0) return '';
  const rows = matches.slice(0, MAX_OTHER_MATCHES).map((match) => {
    const requestId = requestIdOf(match);
    const forRequest = requestId === null ? '' : `, request ${inlineCode(requestId)}`;
    // Curated titles are our own catalog markdown; index rows have no explanation to offer.
    const kind = match.curated ? linkVllmReferences(match.title) : 'not one vllm-triage can explain yet';
    // A connector-file match's path is the reporter's, not necessarily a file at the catalog's commit: named, not linked.
    const where =
      match.confidence === 'connector-file' ? inlineCode(match.source.path, 220) : sourceLink(match.source.commit, match.source.path, match.source.line);
    return `- ${inlineCode(match.id)}: ${kind} (${inlineCode(match.connector)}${forRequest}; ${confidenceWords(match)}) — ${where}`;
  });
  const more = matches.length > MAX_OTHER_MATCHES ? `\n- … and ${matches.length - MAX_OTHER_MATCHES} more.` : '';
  return folded(`Other errors recognised in this issue (${matches.length})`, `${rows.join('\n')}${more}`);
}

/**
 * The collapsed note left when a maintainer dismissed the bot.
 * @param login the maintainer's login (shown in code, so nobody is pinged)
 */
export function renderDismissedNote(login: string): string {
  return `_vllm-triage was dismissed on this issue by ${inlineCode(login, 60)} and no longer updates this comment._`;
}
