import type { Extraction } from '../extract/extract.js';
import { type FailureSignal } from './failure.js';
import { type ReportedCause } from './reported-cause.js';
import type { Signals } from './types.js';
import { type ThreadFacts } from './thread-facts.js';
/** Everything the signals stage reads from a thread. */
export interface ThreadReading {
    signals: Signals;
    failure: FailureSignal;
    reported: ReportedCause;
    /** What the thread says in words, each with its line (`thread-facts.ts`). */
    facts: ThreadFacts;
}
/** What shows V0 KV transfer in the thread, in words (`the V0 file kv_pipe/mooncake_pipe.py in a frame`), or null. */
export declare function v0TransferEvidence(extraction: Pick<Extraction, 'tracebacks' | 'lines' | 'blocks'>): string | null;
/**
 * Reads the thread's signals once.
 * @param extraction the thread's blocks, log lines, tracebacks and error lines (the title is line 0 among them)
 * @param thread the title, and whether the issue lives in a connector project's own repository
 */
export declare function readThread(extraction: Extraction, thread: {
    title?: string;
    connectorProject: boolean;
}): ThreadReading;
