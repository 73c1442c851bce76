import type { CatalogEntry } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
/**
 * The entry's codes the headline match's line prints as a whole token (`-707` not inside `-7070`, a status name not
 * inside a longer one), in the catalog's order, at most two.
 * @param entry the headline's curated entry, if it has one
 * @param primary the headline match
 */
export declare function codesLoggedOf(entry: CatalogEntry | undefined, primary: Match | undefined): string[];
/**
 * The actions of an entry that are for another of its codes than the matched line shows (`when_code`), by their text:
 * left out as the line answers them. None when the line shows none of the entry's codes.
 * @param entry the headline's curated entry, if any
 * @param logged the entry's codes the matched line shows (`codesLoggedOf`)
 */
export declare function actionsOffCode(entry: CatalogEntry | undefined, logged: readonly string[]): string[];
