import type { ThreadSays } from '../../plan/thread-decision.js';
import type { Contradiction } from '../../plan/contradiction.js';
import type { CatalogEntry } from '../../catalog/types.js';
/**
 * Line 2: what the thread already says, quoted. A resolution found later says the thread has the answer; the
 * reporter's own diagnosis, a check they made, or a package they verified are taken as given.
 * @param says what the thread says (`decideFromThread`), or null
 * @param curated whether the comment explains a curated entry (its details follow); the short comment of an
 *   uncurated error has no details to point to and cannot say the answer fits the error
 */
export declare function renderThreadSays(says: ThreadSays | null, curated?: boolean): string;
/**
 * Line 2 when the evidence does not fit the known mechanism: what the log shows, why it does not fit, what to check.
 * @param contradiction the decision's contradiction (catalog words; the id and times from the log)
 */
export declare function renderContradiction(contradiction: Contradiction | undefined): string;
/** Line 2 with what the entry says of a version the reporter found working (`when_version_works`), when they found one. */
export declare function withVersionFinding(says: string, entry: CatalogEntry, versionWorks: boolean, selfIssue: number | null): string;
