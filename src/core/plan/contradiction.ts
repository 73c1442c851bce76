// Evidence against the mechanism: what a curated entry says does not fit it (an abort of the same request logged
// before the error, for the Mooncake store's seed error, FACTS §0.1.1), found in the thread's lifecycle lines.
import type { CatalogEntry } from '../catalog/types.js';
import type { LifecycleIndex } from './request-index.js';
import { eventsOfRequest } from './request-index.js';
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

const CLOCK = /(\d\d:\d\d:\d\d)$/;
const clock = (timestamp: string | null): string | null => (timestamp === null ? null : (CLOCK.exec(timestamp)?.[1] ?? null));

/**
 * The entry's first contradicting evidence that the thread shows, or null. `abort-before-error`: an `aborted` line for
 * the failing request (by its engine or client id) logged before the error — earlier by its time, or, without times,
 * earlier in the same text.
 * @param entry the primary match's curated entry
 * @param requestId the id the error names
 * @param lifecycle the thread's lifecycle lines by request id
 * @param crash the error's time and line
 */
export function findContradiction(entry: CatalogEntry, requestId: string | null, lifecycle: LifecycleIndex, crash: TimelineCrash | null): Contradiction | null {
  if (requestId === null || crash === null) return null;
  for (const item of entry.contradicted_by ?? []) {
    if (item.evidence !== 'abort-before-error') continue;
    const abort = eventsOfRequest(lifecycle, requestId).find((event) => {
      if (event.kind !== 'aborted') return false;
      if (event.timestamp !== null && crash.timestamp !== null) return event.timestamp <= crash.timestamp;
      return crash.source !== undefined && event.source.id === crash.source.id && event.line < crash.line;
    });
    if (abort !== undefined) return { text: item.text, check: item.check, requestId, abortedAt: clock(abort.timestamp), errorAt: clock(crash.timestamp) };
  }
  return null;
}
