import type { Extraction } from '../extract/extract.js';
import { type FailureSignal } from './failure.js';
import { type ReportedCause } from './reported-cause.js';
import type { Signals } from './types.js';
/** Everything the signals stage reads from a thread. */
export interface ThreadReading {
    signals: Signals;
    failure: FailureSignal;
    reported: ReportedCause;
}
/**
 * Reads the thread's signals once.
 * @param extraction the thread's blocks, log lines, tracebacks and error lines (the title is line 0 among them)
 * @param thread the title, and whether the issue lives in a connector project's own repository
 */
export declare function readThread(extraction: Extraction, thread: {
    title?: string;
    connectorProject: boolean;
}): ThreadReading;
