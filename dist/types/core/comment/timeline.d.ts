import type { TimelineEntry } from '../plan/types.js';
/**
 * The timeline as a fenced block (user text quoted safely), with a short legend.
 * @param timeline entries in order
 * @param requestId the failing request id, or null
 */
export declare function renderTimeline(timeline: TimelineEntry[], requestId: string | null): string;
