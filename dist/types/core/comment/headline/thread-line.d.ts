import type { ThreadSays } from '../../plan/thread-decision.js';
import type { Contradiction } from '../../plan/contradiction.js';
/**
 * Line 2: what the thread already says, quoted. A resolution found later says the thread has the answer; the
 * reporter's own diagnosis, a check they made, or a package they verified are taken as given.
 * @param says what the thread says (`decideFromThread`), or null
 * @param connector the connector the error belongs to, for a check made without it
 * @param curated whether the comment explains a curated entry (its details follow); the short comment of an
 *   uncurated error has no details to point to and cannot say the answer fits the error
 */
export declare function renderThreadSays(says: ThreadSays | null, connector: string, curated?: boolean): string;
/**
 * Line 2 when the evidence does not fit the known mechanism: what the log shows, why it does not fit, what to check.
 * @param contradiction the decision's contradiction (catalog words; the id and times from the log)
 */
export declare function renderContradiction(contradiction: Contradiction | undefined): string;
