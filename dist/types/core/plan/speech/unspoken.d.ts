import type { CatalogEntry } from '../../catalog/types.js';
import { type Extraction } from '../../extract/extract.js';
import type { Match } from '../../match/types.js';
/** Whether a match comes from an entry still in draft. */
export declare function isDraftMatch(match: Match, entries: Map<string, CatalogEntry>): boolean;
/**
 * The matches the comment may speak of, best first: draft entries left out, and a below-ERROR match (a warning) left
 * out when the thread shows a crash no match reads.
 * @param matches every match, best first
 * @param entries the catalog's entries by id
 * @param extraction the thread's title, tracebacks and lines
 */
export declare function spokenMatches(matches: Match[], entries: Map<string, CatalogEntry>, extraction: Extraction): Match[];
