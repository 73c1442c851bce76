import type { Extraction } from '../../extract/extract.js';
import type { Match } from '../../match/types.js';
/**
 * The final exception lines of the reporter's and maintainers' text that no match reads (at most two, in reading order),
 * quoted as `Type: first line of the message`.
 * @param matches every match of the thread (spoken or not)
 * @param extraction the thread's tracebacks and error lines
 */
export declare function otherFailuresOf(matches: readonly Match[], extraction: Extraction): string[];
