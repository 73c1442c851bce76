// The failing request's timeline: its lifecycle lines, the crash, and the stats lines just before it.

import type { TextSource } from '../extract/types.js';
import type { TimelineEntry } from './types.js';
import type { LifecycleEvent, Signals, StatsLine } from '../signals/types.js';
import { eventsOfRequest, indexLifecycle, type LifecycleIndex } from './request-index.js';
import { cutText } from '../text/cut.js';
import type { Match } from '../match/types.js';
import type { Extraction } from '../extract/extract.js';
import { evidenceItemOf } from '../match/evidence.js';

/** The most entries a timeline shows, and the longest line text kept. */
export const MAX_TIMELINE_ENTRIES = 15;
export const MAX_TIMELINE_TEXT = 200;
/** Failing requests whose lines the timeline looks up (the rest would not fit in it anyway). */
const MAX_TIMELINE_REQUESTS = 40;
/** Stats lines with preemptions shown before the crash. */
const MAX_STATS_WITH_PREEMPTIONS = 3;

/** The crash the timeline leads up to. */
export interface TimelineCrash {
  timestamp: string | null;
  line: number;
  text: string;
  source?: TextSource;
}

const BODY: TextSource = { kind: 'body', id: 0, author: null };

function cut(text: string): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return cutText(single, MAX_TIMELINE_TEXT);
}

/** Source order: the body first, then comments by id (ids grow with time), then line. */
function compareSource(first: TimelineEntry, second: TimelineEntry): number {
  const firstRank = first.source.kind === 'body' ? -1 : first.source.id;
  const secondRank = second.source.kind === 'body' ? -1 : second.source.id;
  return firstRank - secondRank || first.line - second.line;
}

/**
 * Order entries by log timestamp (`MM-DD HH:MM:SS` sorts as text); an entry without a timestamp
 * keeps its place after the entry before it in source order, and ties keep source order.
 */
function orderByTimestamp(entries: TimelineEntry[]): TimelineEntry[] {
  const inSource = [...entries].sort(compareSource);
  let lastSeen = '';
  const keyed = inSource.map((entry, position) => {
    if (entry.timestamp !== null) lastSeen = entry.timestamp;
    return { entry, key: entry.timestamp ?? lastSeen, position };
  });
  keyed.sort((first, second) => (first.key < second.key ? -1 : first.key > second.key ? 1 : first.position - second.position));
  return keyed.map((item) => item.entry);
}

function fromEvent(event: LifecycleEvent): TimelineEntry {
  return {
    timestamp: event.timestamp,
    kind: event.kind,
    requestId: event.requestId === '' ? null : event.requestId,
    text: cut(event.text),
    line: event.line,
    source: event.source,
  };
}

function fromStats(stats: StatsLine): TimelineEntry {
  return { timestamp: stats.timestamp, kind: 'stats', requestId: null, text: cut(stats.text), line: stats.line, source: stats.source };
}

/** Whether `entry` was printed at or before `than`: by timestamp when both have one, else by source order. */
function printedBefore(entry: TimelineEntry, than: TimelineEntry): boolean {
  if (entry.timestamp !== null && than.timestamp !== null) return entry.timestamp <= than.timestamp;
  return compareSource(entry, than) < 0;
}

/** Whether `stats` belongs to the run that ends with `crash`: printed before it, and after the run before (`since`). */
function inRun(stats: StatsLine, crash: TimelineEntry | null, since: TimelineEntry | null): boolean {
  const entry = fromStats(stats);
  return (crash === null || printedBefore(entry, crash)) && (since === null || !printedBefore(entry, since));
}

/** A few stats lines of the run before the crash: the last ones with preemptions, plus the very last one. */
function statsBeforeCrash(stats: StatsLine[], crash: TimelineEntry | null, since: TimelineEntry | null): TimelineEntry[] {
  const before = stats.filter((line) => inRun(line, crash, since));
  const ordered = orderByTimestamp(before.map(fromStats));
  const preempting = new Set(
    before
      .filter((line) => line.preemptions > 0)
      .map(fromStats)
      .map(entryKey),
  );
  const chosen = ordered.filter((entry) => preempting.has(entryKey(entry))).slice(-MAX_STATS_WITH_PREEMPTIONS);
  const last = ordered[ordered.length - 1];
  if (last !== undefined && !chosen.includes(last)) chosen.push(last);
  return chosen;
}

/** Identity of a printed line: the same text at the same time is one line printed twice. */
function entryKey(entry: TimelineEntry): string {
  return `${entry.timestamp ?? ''}\u0000${entry.text}`;
}

function crashEntryOf(crash: TimelineCrash | null): TimelineEntry | null {
  return crash === null
    ? null
    : { timestamp: crash.timestamp, kind: 'error', requestId: null, text: cut(crash.text), line: crash.line, source: crash.source ?? BODY };
}

/**
 * The engine's death that goes with the crash: the `EngineCore encountered a fatal error.` line nearest before it in the
 * same text (else the first after it there); else the thread's first one not printed in an earlier run.
 */
function fatalFor(events: LifecycleEvent[], crash: TimelineEntry | null, since: TimelineEntry | null): LifecycleEvent | undefined {
  const fatals = events.filter((event) => event.kind === 'crash');
  if (crash !== null) {
    const same = fatals.filter((event) => event.source.kind === crash.source.kind && event.source.id === crash.source.id);
    const near = same.filter((event) => event.line <= crash.line).pop() ?? same[0];
    if (near !== undefined) return near;
  }
  return fatals.find((event) => since === null || !printedBefore(fromEvent(event), since));
}

/**
 * The timeline of the failing request(s) in one run: their lifecycle lines from the body and comments, the crash
 * (marked with kind `error`, and its `EngineCore encountered a fatal error.` line), and the stats lines with
 * preemption counts just before it, after the run before (`since`); ordered by log timestamp, compact.
 * @param requestIds the request ids the error names
 * @param signals the thread's signals
 * @param crash the error line of the crash, or null
 * @param index the thread's lifecycle lines by request id, when already built
 * @param since the crash that ended the run before this one (an earlier run of the same error), or null
 */
export function buildTimeline(
  requestIds: string[],
  signals: Signals,
  crash: TimelineCrash | null,
  index?: LifecycleIndex,
  since: TimelineCrash | null = null,
): TimelineEntry[] {
  const lifecycle = index ?? indexLifecycle(signals.lifecycle);
  const requestEntries = [...new Set(requestIds)]
    .slice(0, MAX_TIMELINE_REQUESTS)
    .flatMap((id) => eventsOfRequest(lifecycle, id))
    .map(fromEvent);
  const crashEntry = crashEntryOf(crash);
  const sinceEntry = crashEntryOf(since);
  const fatal = fatalFor(signals.lifecycle, crashEntry, sinceEntry);
  const anchor = crashEntry ?? (fatal === undefined ? null : fromEvent(fatal));
  if (requestEntries.length === 0 && signals.stats.length === 0) return [];
  const entries: TimelineEntry[] = [...requestEntries, ...statsBeforeCrash(signals.stats, anchor, sinceEntry)];
  if (crashEntry !== null) entries.push(crashEntry);
  if (fatal !== undefined) entries.push(fromEvent(fatal));
  const seen = new Set<string>();
  const unique = orderByTimestamp(entries).filter((entry) => {
    const key = entryKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return compact(unique);
}

/** An earlier run of the headline error, under its own request id: its lines, kept apart from the newest run's. */
export interface EarlierRun {
  requestId: string | null;
  timeline: TimelineEntry[];
}

/**
 * One request per timeline: the newest run of the headline error (the requests the matches name, its crash, its
 * stats), and each earlier run of the same error under another request id with its own lines, oldest first.
 * @param requestIds the request ids the matches name (the headline's newest occurrence first)
 * @param signals the thread's signals
 * @param crash the newest occurrence's crash, or null
 * @param earlier the earlier occurrences' request ids and crashes, oldest first
 * @param index the thread's lifecycle lines by request id
 */
export function buildRunTimelines(
  requestIds: string[],
  signals: Signals,
  crash: TimelineCrash | null,
  earlier: { requestId: string | null; crash: TimelineCrash | null }[],
  index: LifecycleIndex,
): { timeline: TimelineEntry[]; earlierRuns: EarlierRun[] } {
  const earlierRuns = earlier.map((run, at) => ({
    requestId: run.requestId,
    timeline: buildTimeline(run.requestId === null ? [] : [run.requestId], signals, run.crash, index, earlier[at - 1]?.crash ?? null),
  }));
  const timeline = buildTimeline(requestIds, signals, crash, index, earlier[earlier.length - 1]?.crash ?? null);
  return { timeline, earlierRuns: earlierRuns.filter((run) => run.timeline.length > 0) };
}

/** Keep the crash, the stats lines and the request lines nearest the crash, at most MAX_TIMELINE_ENTRIES. */
function compact(entries: TimelineEntry[]): TimelineEntry[] {
  if (entries.length <= MAX_TIMELINE_ENTRIES) return entries;
  const crashAt = entries.findIndex((entry) => entry.kind === 'error' || entry.kind === 'crash');
  const center = crashAt < 0 ? entries.length - 1 : crashAt;
  const keep = new Set<number>();
  entries.forEach((entry, index) => {
    if (entry.kind === 'error' || entry.kind === 'crash' || entry.kind === 'stats') keep.add(index);
  });
  // The first line of the request (usually `Added request`) says when it started.
  const firstRequest = entries.findIndex((entry) => entry.requestId !== null);
  if (firstRequest >= 0) keep.add(firstRequest);
  const byDistance = entries.map((_, index) => index).sort((first, second) => Math.abs(first - center) - Math.abs(second - center) || first - second);
  for (const index of byDistance) {
    if (keep.size >= MAX_TIMELINE_ENTRIES) break;
    keep.add(index);
  }
  return entries.filter((_, index) => keep.has(index)).slice(-MAX_TIMELINE_ENTRIES);
}

/** Capture names that hold a request id (the Mooncake store's `req_id`, `req_meta.req_id`…). */
const isRequestIdCapture = (name: string): boolean => name.includes('req_id') || name.includes('request_id');

/** The request ids the matches name: the failing request(s) whose lifecycle the timeline shows. */
export function requestIdsOf(matches: Match[]): string[] {
  const ids = matches.flatMap((match) => Object.entries(match.captures).flatMap(([name, value]) => (isRequestIdCapture(name) ? [value] : [])));
  return [...new Set(ids)];
}

/** The crash the timeline leads up to: the primary match's evidence (or an earlier occurrence's, for its run). */
export function crashOf(primary: Pick<Match, 'evidence'> | undefined, extraction: Extraction): TimelineCrash | null {
  if (primary === undefined) return null;
  const found = evidenceItemOf(primary, extraction);
  return { timestamp: found?.timestamp ?? null, line: primary.evidence.line, text: primary.evidence.text, ...(found ? { source: found.source } : {}) };
}
