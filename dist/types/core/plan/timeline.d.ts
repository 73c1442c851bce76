import type { TextSource } from '../extract/types.js';
import type { TimelineEntry } from './types.js';
import type { Signals } from '../signals/types.js';
import { type LifecycleIndex } from './request-index.js';
import type { Match } from '../match/types.js';
import type { Extraction } from '../extract/extract.js';
/** The most entries a timeline shows, and the longest line text kept. */
export declare const MAX_TIMELINE_ENTRIES = 15;
export declare const MAX_TIMELINE_TEXT = 200;
/** The crash the timeline leads up to. */
export interface TimelineCrash {
    timestamp: string | null;
    line: number;
    text: string;
    source?: TextSource;
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
export declare function buildTimeline(requestIds: string[], signals: Signals, crash: TimelineCrash | null, index?: LifecycleIndex, since?: TimelineCrash | null): TimelineEntry[];
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
export declare function buildRunTimelines(requestIds: string[], signals: Signals, crash: TimelineCrash | null, earlier: {
    requestId: string | null;
    crash: TimelineCrash | null;
}[], index: LifecycleIndex): {
    timeline: TimelineEntry[];
    earlierRuns: EarlierRun[];
};
/** The request ids the matches name: the failing request(s) whose lifecycle the timeline shows. */
export declare function requestIdsOf(matches: Match[]): string[];
/** The crash the timeline leads up to: the primary match's evidence (or an earlier occurrence's, for its run). */
export declare function crashOf(primary: Pick<Match, 'evidence'> | undefined, extraction: Extraction): TimelineCrash | null;
