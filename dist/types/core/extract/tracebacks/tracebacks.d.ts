import type { ErrorLine, LineList, Traceback } from '../types.js';
/**
 * Reads Python tracebacks (plain, logged, Jupyter, pytest; chained; truncated) and the error lines that stand
 * alone. The same section printed again (by another process, or repeated) is counted, not listed twice.
 * @param lines the log lines of stage 2, in order
 * @param isKnownMessage whether a logged message is one the catalog names, kept as an error line at any level
 */
export declare function parseTracebacks(lines: LineList, isKnownMessage?: (message: string) => boolean): {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
};
