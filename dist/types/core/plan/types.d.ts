import type { CodeOwner, NearbyOwner } from '../signals/code-owner.js';
import type { TextSource } from '../extract/types.js';
import type { LifecycleEvent } from '../signals/types.js';
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
/** The data carried in the bot comment's hidden marker (`<!-- vllm-triage {…} -->`). */
export interface MarkerData {
    v: 1;
    /** Catalog version the comment was written with. */
    catalog: string;
    /** Matched entry ids. */
    matches: string[];
    /** Fingerprint of the comment's content. */
    fingerprint: string;
    /** Labels the bot added itself because evidence was missing; it may remove these later. */
    botLabels: string[];
    /** Login of the maintainer who dismissed the bot on this issue. */
    dismissedBy?: string;
    /** The routing label a maintainer put on the issue, and who: the connector is then routed by a human. */
    routedBy?: {
        label: string;
        by: string;
    };
    /**
     * What the bot did, recorded so a human's later change sticks: the labels it added to the issue (and has not taken
     * off itself since). A label here that is no longer on the issue was taken off by a human. Absent in older markers.
     */
    added?: string[];
    /** A hash (`fingerprint`) of the text the bot wrote below the marker: a different text means a human edited it. */
    body?: string;
    /** What earlier runs found out about the reporter's release (`ContainmentAnswers`), so later runs need not ask again. */
    containment?: {
        ref: string;
        contained: string[];
        notContained: string[];
    };
    /**
     * The thread the comment was written from: its newest comment's id and creation time (ISO), other than the bot's
     * own. A run that read an older thread leaves the comment alone. Absent in older markers and before any comment.
     */
    seen?: ThreadState;
}
/** A thread's state as one run read it: its newest comment (the bot's own left out). */
export interface ThreadState {
    id: number;
    at: string;
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
