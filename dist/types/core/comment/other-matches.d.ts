import type { Match } from '../match/types.js';
/**
 * The other matches, one line each (title, connector, confidence, request id, source link).
 * @param matches matches after the primary one
 */
export declare function renderOtherMatches(matches: Match[]): string;
