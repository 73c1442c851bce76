import type { Extraction } from '../extract/extract.js';
import type { Match } from './types.js';
/**
 * Where the text sits decides what it means: an error inside a quote of someone else or a proposed diff is
 * context, not this reporter's crash. Such matches are set aside (and noted) unless the same error also shows
 * in the reporter's own text.
 */
export declare function splitContextMatches(found: Match[], extraction: Extraction): {
    matches: Match[];
    inContext: Match[];
};
