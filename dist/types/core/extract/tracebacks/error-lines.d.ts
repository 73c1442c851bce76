import type { ErrorLine, LineList, Traceback } from '../types.js';
/**
 * Reads the lines no traceback consumed for errors reported on their own.
 * @param lines all log lines of one text
 * @param consumed marks, per line index, the lines that belong to a traceback
 * @param tracebacks the tracebacks found, so a final line repeated on its own is not reported twice
 * @param isKnownMessage whether a logged message is one the catalog names (kept at any log level: vLLM logs some
 *   known errors at WARNING or INFO without an error word)
 */
export declare function findErrorLines(lines: LineList, consumed: Uint8Array, tracebacks: Traceback[], isKnownMessage?: (message: string) => boolean): ErrorLine[];
