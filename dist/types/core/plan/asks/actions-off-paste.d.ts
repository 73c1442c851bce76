import type { CatalogEntry } from '../../catalog/types.js';
import type { Extraction } from '../../extract/extract.js';
import type { Match } from '../../match/types.js';
/** The actions the thread's lines answer, and the entry's codes the matched line prints. */
export interface PasteAnswers {
    actions: string[];
    codesLogged: string[];
}
/**
 * What the thread's pasted lines answer of the headline entry's actions.
 * @param entry the headline's curated entry, if any
 * @param primary the headline match
 * @param extraction the thread's lines and tracebacks
 */
export declare function answersOfPaste(entry: CatalogEntry | undefined, primary: Match | undefined, extraction: Extraction): PasteAnswers;
