// The first screen's opening: what was recognised (a curated entry's essentials, or the honest headline of an index
// or connector-file match), with what the thread and its log already show and what the reporter's version has.

import type { Match } from '../../match/types.js';
import type { FullContext } from '../../plan/comment-context.js';
import type { TimelineEntry } from '../../plan/types.js';
import { renderFailedAt } from './failed-at.js';
import { renderCodesLogged, renderForkBuild, renderOtherFailures } from './code-and-build.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { renderEntryEssentials } from '../entry/essentials.js';
import type { ActionsDone, EntryAtReporter } from '../entry/open-actions.js';
import { renderContradiction, renderThreadSays, withVersionFinding } from './thread-line.js';
import { renderConnectorFileHeadline, renderIndexHeadline } from './uncurated-headline.js';

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
function renderLogShows(timeline: TimelineEntry[]): string {
  const pieces: string[] = [];
  const at = (entry: TimelineEntry): string => {
    const time = clock(entry);
    return time === null ? '' : ` at ${time}`;
  };
  const added = timeline.find((entry) => entry.kind === 'added' || entry.kind === 'received');
  if (added !== undefined) pieces.push(`the request was added${at(added)}`);
  // Only stats lines that carry a preemption count say how many there were (V0's carry none: they say nothing of it).
  const stats = timeline.filter((entry) => entry.kind === 'stats' && STATS_PREEMPTIONS.test(entry.text));
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
  // When it failed is a fact only with its time; without one there is nothing to say of it.
  if (failed !== undefined && clock(failed) !== null) pieces.push(`${failed.kind === 'crash' ? 'the engine died' : 'the error came'}${at(failed)}`);
  if (pieces.length <= 1) return '';
  return `**Your log shows:** ${pieces.join('; ')}.`;
}

/**
 * Another engine's thread with no vLLM in it: the engine it runs (and what shows it), the library whose own error this
 * is, and where to report it: the library's tracker, or the engine's for how it calls the library.
 */
function renderOtherEngine(context: FullContext): string {
  const other = context.otherEngine;
  if (other?.library == null) return '';
  const { engine, library } = other;
  const onEngineTracker = engine.shownBy === engine.repository;
  const framesShow = context.raisedBy?.kind === engine.engine ? `the traceback's frames are ${context.raisedBy.words}` : null;
  const shown = framesShow ?? (onEngineTracker ? `this is ${engine.name}'s tracker` : `the thread shows ${inlineCode(engine.shownBy, 80)}`);
  const elsewhere = context.ownTracker === library.project ? '' : ` A report belongs at \`${library.repository}\``;
  const engineToo = onEngineTracker ? '' : `, or at \`${engine.repository}\` for how ${engine.name} calls ${library.name}`;
  const report = elsewhere === '' ? '' : `${elsewhere}${engineToo}.`;
  return `**Not vLLM:** this thread runs ${engine.name} (${shown}) and nothing in it shows vLLM, so no vLLM code is in question: the error is ${library.name}'s own, whichever engine calls it.${report}`;
}

/** Whose code the traceback runs through, when it is a look-alike of vLLM's (Dynamo's patched engine, a fork), and where to report it. */
function renderRaisedBy(context: FullContext): string {
  if (context.otherEngine?.library != null) return renderOtherEngine(context);
  const raised = context.raisedBy;
  if (raised === undefined) return '';
  const report = raised.reportTo === null ? '' : ` Report it to its maintainers at \`${raised.reportTo}\`.`;
  if (raised.calledFrom) return `**Whose code:** the frames of your traceback are ${raised.words}.${report}`;
  const described = raised.copyOf ?? "vLLM's own connector";
  return `**Whose code:** your traceback raises it in ${raised.words}; what follows describes ${described}, which raises the same message, so check it against the code your traceback runs.${report}`;
}

/** What the library's own lines the thread pasted show, quoted, with their plain meaning when their text says it. */
function renderPastedLog(context: FullContext): string {
  const pasted = context.pastedLog;
  if (pasted === undefined) return '';
  const lines = pasted.count === 1 ? `the ${pasted.from} line` : `${pasted.count} lines from ${pasted.from}, among them`;
  const meaning = pasted.meaning === null ? '' : ` — ${pasted.meaning}`;
  return `**Your paste shows** ${lines} ${inlineCode(pasted.line, 160)}${meaning}.`;
}

/**
 * What was recognised: a curated entry's essentials with what the thread says and what the version has, or the
 * honest headline of an index or connector-file match.
 * @param context the comment's context
 * @param primary the headline match
 * @param curated the match's curated entry as it applies to the reporter, if it has one
 * @param done what the thread already did
 * @param releaseRef the reporter's release tag, or null when their version is not a plain release
 */
export function renderHeadline(
  context: FullContext,
  primary: Match,
  curated: EntryAtReporter | undefined,
  done: ActionsDone,
  releaseRef: string | null,
  unlinkedWhy?: string,
): string {
  if (curated !== undefined) {
    const { entry, open, inVersion } = curated;
    const logShows = renderLogShows(context.timeline);
    const raisedBy = renderRaisedBy(context);
    const pastedLog = renderPastedLog(context);
    const titleSays =
      context.titleCause === undefined
        ? ''
        : `**Your title says why:** ${inlineCode(context.titleCause, 120)}${context.titleCauseCut === true ? ' (the traceback you pasted is cut before its final line)' : ''}.`;
    // An entry known only from reports of a later vLLM has no pinned source for its details to add.
    const says = renderThreadSays(context.thread?.says ?? null, entry.source.ref === undefined);
    const threadSays = [
      raisedBy,
      renderFailedAt(context, primary, entry),
      renderCodesLogged(entry, context.codesLogged),
      renderForkBuild(entry, context.forkBuild),
      renderOtherFailures(context.otherFailures),
      pastedLog,
      ...(context.threadShows ?? []),
      titleSays,
      renderContradiction(context.contradiction),
      withVersionFinding(says, entry, done.versionWorks === true, context.issueNumber ?? null),
    ]
      .filter((line) => line !== '')
      .join('\n\n');
    const essentials = renderEntryEssentials(entry, open, primary, context.signals.vllmVersion, logShows, done, threadSays);
    return inVersion === '' ? essentials : `${essentials}\n\n${inVersion}`;
  }
  if (primary.confidence !== 'connector-file') return renderIndexHeadline(primary);
  return renderConnectorFileHeadline(primary, releaseRef, unlinkedWhy);
}
