import type { CatalogEntry } from '../catalog/types.js';
import type { LifecycleIndex } from './request-index.js';
import type { TimelineCrash } from './timeline.js';
/** What does not fit, for the comment's line 2: the catalog's words, and when the log shows it. */
export interface Contradiction {
    text: string;
    check: string;
    requestId: string;
    /** `HH:MM:SS` of the abort and of the error, when the log prints times. */
    abortedAt: string | null;
    errorAt: string | null;
}
/**
 * The entry's first contradicting evidence that the thread shows, or null. `abort-before-error`: an `aborted` line for
 * the failing request (by its engine or client id) logged before the error — earlier by its time, or, without times,
 * earlier in the same text.
 * @param entry the primary match's curated entry
 * @param requestId the id the error names
 * @param lifecycle the thread's lifecycle lines by request id
 * @param crash the error's time and line
 */
export declare function findContradiction(entry: CatalogEntry, requestId: string | null, lifecycle: LifecycleIndex, crash: TimelineCrash | null): Contradiction | null;
