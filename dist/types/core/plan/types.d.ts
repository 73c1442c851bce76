import type { CodeOwner, NearbyOwner } from '../signals/code-owner.js';
import type { TextSource } from '../extract/types.js';
import type { LifecycleEvent } from '../signals/types.js';
export type { MarkerData, ThreadState } from '../memory/marker.js';
/** An ask: evidence requested from the reporter, and whether the thread already answers it. */
export interface AskStatus {
    id: string;
    text: string;
    how: string;
    satisfied: boolean;
    /** What satisfied it (a short, already-safe description), when satisfied. */
    satisfiedBy: string | null;
}
/** A line of the request timeline shown in the comment. */
export interface TimelineEntry {
    timestamp: string | null;
    kind: LifecycleEvent['kind'] | 'stats' | 'error';
    requestId: string | null;
    text: string;
    line: number;
    source: TextSource;
}
/** What a short comment says. */
export type ShortComment = {
    kind: 'uncurated';
    connector: string;
    exception: {
        type: string;
        message: string;
    };
    innermost: {
        file: string;
        line: number | null;
    } | null;
    /** Whose code failed, and what the frames show (the function, the vLLM caller, the stage). */
    owner?: CodeOwner;
    /** A third project's frame in the thread's other tracebacks, when the failing one shows no caller (`thirdProjectNearby`). */
    nearby?: NearbyOwner;
    /** The traceback came through the logger below ERROR (`WARNING … [worker.py:116]`): caught and logged there. */
    loggedBelowError?: {
        level: string;
        logFile: string | null;
        logLine: number | null;
    };
} | {
    kind: 'routed';
    connector: string | null;
    label: string;
};
