import type { LogLine, Traceback } from '../extract/types.js';
/** The first traceback of the reporter's or a maintainer's text that shows both its final exception and the frame that raised it. */
export declare function wholeTraceback(tracebacks: readonly Traceback[]): Traceback | null;
/**
 * What the thread shows of a traceback that is not whole, said as the place where the paste stops: the last frame it
 * shows, or null when no traceback with frames was pasted.
 * @param tracebacks the thread's tracebacks
 */
export declare function wherePasteStops(tracebacks: readonly Traceback[]): string | null;
/**
 * The log lines printed around an error in a connector library's own dialect or by a native crash, said as what they
 * show (how many, from which logger, the first one quoted), or null when the thread has none.
 * @param lines the thread's log lines
 * @param crashLine the markdown line of the error itself, which is not a line around it
 */
export declare function libraryLogLines(lines: readonly LogLine[], crashLine?: number): string | null;
/**
 * The import failure the thread shows (what importing the library directly prints), quoted, or null.
 * @param tracebacks the thread's tracebacks
 * @param lines the thread's log lines
 */
export declare function importFailure(tracebacks: readonly Traceback[], lines: readonly LogLine[]): string | null;
