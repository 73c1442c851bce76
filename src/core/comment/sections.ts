// The comment's other parts: the asks checklist, the timeline, frame links, uncurated matches, other matches, the footer.

import type { Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { AskStatus, TimelineEntry } from '../plan/types.js';
import { fenceCode, inlineCode } from './safe-markdown.js';
import { sourceLink, vllmPathOf } from '../vllm/links.js';
import { confidenceWords, linkVllmReferences, requestIdOf } from './entry.js';

/** The most frames and other matches listed. */
const MAX_FRAMES = 12;
const MAX_OTHER_MATCHES = 10;

/** `<details>` with a plain-text summary (no user text in the summary). */
export function folded(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

/**
 * The asks as a task list: ticked where the thread already answers them, each with how to get it.
 * @param asks ask statuses (text and how already safe)
 */
export function renderAsks(asks: AskStatus[]): string {
  if (asks.length === 0) return '';
  const items = asks.map((ask) =>
    ask.satisfied ? `- [x] ${ask.text} — already here: ${ask.satisfiedBy ?? 'found in this thread'}.` : `- [ ] ${ask.text} — ${ask.how}`,
  );
  const open = asks.filter((ask) => !ask.satisfied).length;
  const lead =
    open === 0
      ? '**Evidence** (everything asked for is already in this thread):'
      : `**Please add to this issue** (${open} of ${asks.length} still missing; ticked items are already here — a reply in a comment is enough, this comment updates itself):`;
  return `${lead}\n${items.join('\n')}`;
}

/** The line that tells maintainers the evidence is complete. */
export const READY_LINE = '**Ready for a maintainer:** everything this comment asked for is in the thread.';

function timelineRow(entry: TimelineEntry): string {
  const time = (entry.timestamp ?? '(no time)').padEnd(14);
  const mark = entry.kind === 'error' || entry.kind === 'crash' ? '>> CRASH  ' : entry.kind === 'stats' ? '   stats  ' : '          ';
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
  const intro = `Lines about ${about} already in this thread, ordered by log time (\`>> CRASH\` marks the crash; stats lines show the preemptions before it):`;
  return folded(`What this thread already shows (${timeline.length} lines)`, `${intro}\n\n${fenceCode(timeline.map(timelineRow).join('\n'), 'text')}`);
}

/**
 * Links to the vLLM frames of the matched traceback, innermost last.
 * @param traceback the traceback of the match, if any
 * @param ref release tag or commit to link at
 */
export function renderFrames(traceback: Traceback | undefined, ref: string): string {
  if (traceback === undefined) return '';
  const frames = traceback.frames.filter((frame) => frame.line !== null && vllmPathOf(frame.file) !== null).slice(-MAX_FRAMES);
  if (frames.length === 0) return '';
  const rows = frames.map((frame) => {
    const path = vllmPathOf(frame.file) as string;
    const fn = frame.function === null ? '' : ` in ${inlineCode(frame.function)}`;
    return `- ${sourceLink(ref, path, frame.line)}${fn}`;
  });
  return `Frames of the traceback in vLLM (innermost last):\n${rows.join('\n')}`;
}

/** The headline for a source-index match: connector, function and line, and honestly no explanation. */
export function renderIndexHeadline(match: Match): string {
  const link = sourceLink(match.source.commit, match.source.path, match.source.line);
  const message = match.template === null ? '' : ` The message there: ${inlineCode(match.template)}.`;
  return (
    `**vllm-triage recognised an error raised in ${inlineCode(match.connector)}'s code**: ${inlineCode(match.source.function)} at ${link}. _${confidenceWords(match)}._${message}\n\n` +
    'This error is not in our curated catalog yet: no explanation available. A maintainer of this connector will need the details below.'
  );
}

/**
 * The headline for a connector-file match: the crash is inside the connector, no known error. The line
 * number is the reporter's, so it is linked at the reporter's release tag; without one, the file alone.
 * @param match the connector-file match
 * @param reporterRef the reporter's release tag, or null when the version is not a release
 */
export function renderConnectorFileHeadline(match: Match, reporterRef: string | null): string {
  const link =
    reporterRef === null
      ? sourceLink(match.source.commit, match.source.path, null)
      : sourceLink(reporterRef, match.source.path, match.source.line);
  return (
    `**The crash happens inside ${inlineCode(match.connector)}'s code** (${inlineCode(match.source.function)} at ${link}). _${confidenceWords(match)}._\n\n` +
    'No known error was recognised: this comment cannot explain it, but the details below help a maintainer of this connector.'
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
    const kind = match.curated ? linkVllmReferences(match.title) : 'not in our curated catalog yet';
    return `- ${inlineCode(match.id)}: ${kind} (${inlineCode(match.connector)}${forRequest}; ${confidenceWords(match)}) — ${sourceLink(match.source.commit, match.source.path, match.source.line)}`;
  });
  const more = matches.length > MAX_OTHER_MATCHES ? `\n- … and ${matches.length - MAX_OTHER_MATCHES} more.` : '';
  return folded(`Other errors recognised in this issue (${matches.length})`, `${rows.join('\n')}${more}`);
}

/**
 * The footer: automated, how maintainers dismiss or re-run it.
 * @param labels the dismiss and re-run label names
 * @param catalogVersion catalog version the comment was written with
 */
export function renderFooter(labels: { dismiss: string; rerun: string }, catalogVersion: string): string {
  return (
    `_This is an automated comment by vllm-triage (catalog ${inlineCode(catalogVersion.slice(0, 12))}); it updates itself when the issue or a comment changes. ` +
    `Maintainers: add the label ${inlineCode(labels.dismiss)} to dismiss it, or ${inlineCode(labels.rerun)} to run it again._`
  );
}

/**
 * The collapsed note left when a maintainer dismissed the bot.
 * @param login the maintainer's login (shown in code, so nobody is pinged)
 */
export function renderDismissedNote(login: string): string {
  return `_vllm-triage was dismissed on this issue by ${inlineCode(login, 60)} and no longer updates this comment._`;
}
