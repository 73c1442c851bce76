import type { Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { AskStatus, TimelineEntry } from '../plan/types.js';
/** `<details>` with a plain-text summary (no user text in the summary). */
export declare function folded(summary: string, body: string): string;
/**
 * The asks still missing, as plain bullets with how to get each (task-list boxes are editable by anyone, and
 * what the thread already has is not asked again).
 * @param asks ask statuses (text and how already safe)
 */
export declare function renderAsks(asks: AskStatus[]): string;
/**
 * What the thread already answers, for the folded details.
 * @param asks ask statuses
 */
export declare function renderSatisfiedAsks(asks: AskStatus[]): string;
/**
 * Line 2: what the thread already proves, in one line — when the request was added or aborted, the preemptions and
 * KV-cache usage just before the failure, when it failed. Only digits and times are copied from the log.
 * @param timeline the request's timeline
 */
export declare function renderLogShows(timeline: TimelineEntry[]): string;
/** The line that tells maintainers the evidence is complete. */
export declare const READY_LINE = "**Ready for a maintainer:** everything this comment asked for is in the thread.";
/**
 * The timeline as a fenced block (user text quoted safely), with a short legend.
 * @param timeline entries in order
 * @param requestId the failing request id, or null
 */
export declare function renderTimeline(timeline: TimelineEntry[], requestId: string | null): string;
/**
 * Links to the vLLM frames of the matched traceback, innermost last.
 * @param traceback the traceback of the match, if any
 * @param ref the reporter's release tag to link at, or null to name the frames without links
 */
export declare function renderFrames(traceback: Traceback | undefined, ref: string | null): string;
/** The headline for a source-index match: connector, function and line, and honestly no explanation. */
export declare function renderIndexHeadline(match: Match): string;
/**
 * The headline for a connector-file match: the crash is inside the connector, no known error. The line
 * number is the reporter's, so it is linked at the reporter's release tag; without one, the file alone.
 * @param match the connector-file match
 * @param reporterRef the reporter's release tag, or null when the version is not a release
 */
export declare function renderConnectorFileHeadline(match: Match, reporterRef: string | null): string;
/**
 * The other matches, one line each (title, connector, confidence, request id, source link).
 * @param matches matches after the primary one
 */
export declare function renderOtherMatches(matches: Match[]): string;
/**
 * The collapsed note left when a maintainer dismissed the bot.
 * @param login the maintainer's login (shown in code, so nobody is pinged)
 */
export declare function renderDismissedNote(login: string): string;
