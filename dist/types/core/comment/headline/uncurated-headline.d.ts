import type { Match } from '../../match/types.js';
/** The headline for a source-index match: connector, function and line, and honestly no explanation. */
export declare function renderIndexHeadline(match: Match): string;
/**
 * The headline for a connector-file match: the crash is inside the connector, no known error. The line
 * number is the reporter's, so it is linked at the reporter's release tag; without one, the file alone.
 * @param match the connector-file match
 * @param reporterRef the reporter's release tag, or null when the version is not a release
 * @param unlinkedWhy why it is not linked, when `reporterRef` is null
 */
export declare function renderConnectorFileHeadline(match: Match, reporterRef: string | null, unlinkedWhy?: string): string;
