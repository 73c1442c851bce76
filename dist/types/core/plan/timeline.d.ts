import type { TextSource } from '../extract/types.js';
import type { TimelineEntry } from './types.js';
import type { Signals } from '../signals/types.js';
import { type LifecycleIndex } from './request-index.js';
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
 * The timeline of the failing request(s): their lifecycle lines from the body and comments, the
 * crash (marked with kind `error`, or the `EngineCore encountered a fatal error.` line), and the
 * stats lines with preemption counts just before it; ordered by log timestamp, compact.
 * @param requestIds the request ids the error names
 * @param signals the thread's signals
 * @param crash the error line of the crash, or null
 * @param index the thread's lifecycle lines by request id, when already built
 */
export declare function buildTimeline(requestIds: string[], signals: Signals, crash: TimelineCrash | null, index?: LifecycleIndex): TimelineEntry[];
