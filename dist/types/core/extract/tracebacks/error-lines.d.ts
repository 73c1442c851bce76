import type { ErrorLine, LogLine, Traceback } from '../types.js';
/**
 * Reads the lines no traceback consumed for errors reported on their own.
 * @param lines all log lines of one text
 * @param consumed marks, per line index, the lines that belong to a traceback
 * @param tracebacks the tracebacks found, so a final line repeated on its own is not reported twice
 */
export declare function findErrorLines(lines: LogLine[], consumed: Uint8Array, tracebacks: Traceback[]): ErrorLine[];
