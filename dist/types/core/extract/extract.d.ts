import type { BlockList, ErrorLine, LineList, Traceback, TriageInput } from './types.js';
/** Everything the extraction stages found in an issue thread. */
export interface Extraction {
    blocks: BlockList;
    lines: LineList;
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
    notes: string[];
}
/** Line number given to what comes from the issue title (the body's lines start at 1). */
export declare const TITLE_LINE = 0;
/**
 * Extracts blocks, log lines, tracebacks and error lines from every text of the thread.
 * @param input the issue title, body and human comments
 * @param options `isKnownMessage`: whether a logged message is one the catalog names (an error line at any log level)
 */
export declare function extractThread(input: TriageInput, options?: {
    isKnownMessage?: (message: string) => boolean;
}): Extraction;
