import type { Catalog } from '../catalog/types.js';
import type { Extraction } from '../extract/extract.js';
import type { ErrorLine, Traceback } from '../extract/types.js';
import type { Match } from './types.js';
export { connectorNameForIndex } from './index-names.js';
/**
 * Recognise known errors in extracted tracebacks and error lines. One match per entry and evidence; the
 * same entry with the same captures seen again (another copy of the same error) is kept once, first.
 * Curated exact matches come first, then curated frame matches, then source-index rows, then connector files.
 * @param input tracebacks and error lines from the extraction stages
 * @param catalog curated entries and the source index
 */
export declare function matchKnownErrors(input: {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
}, catalog: Catalog): Match[];
/**
 * The known errors of a thread: its matches (`matchKnownErrors`), with those only quoted from someone else or named
 * beside a proposed diff set aside as context (`splitContextMatches`), and the same error under another request id
 * folded into its newest occurrence (`foldReproductions`).
 * @param extraction what the extraction stages found in the thread
 * @param catalog curated entries and the source index
 */
export declare function matchThread(extraction: Extraction, catalog: Catalog): {
    matches: Match[];
    inContext: Match[];
};
