import type { TimelineEntry } from '../../plan/types.js';
import type { EarlierRun } from '../../plan/timeline.js';
/**
 * The timeline as a fenced block (user text quoted safely), with a short legend.
 * @param timeline entries in order
 * @param requestId the failing request id, or null
 */
export declare function renderTimeline(timeline: TimelineEntry[], requestId: string | null): string;
/**
 * The same error's earlier runs, each folded with its own lines and dates and labelled as an earlier run: the timeline
 * above follows the newest one only (one request per timeline).
 * @param runs the earlier runs, oldest first
 */
export declare function renderEarlierRuns(runs: EarlierRun[]): string;
