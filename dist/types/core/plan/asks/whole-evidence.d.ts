import type { LineList, TextSource, Traceback } from '../../extract/types.js';
/**
 * Whether a line stands just above a traceback's frames, in the same text: where a reporter pastes the error's own
 * line before the frame that raised it (`nixlBackendError: NIXL_ERR_BACKEND`, then the frame).
 * @param traceback the traceback (its first line and the text it is in)
 * @param line the other line's markdown line
 * @param source the text the other line is in, when it may be another
 */
export declare function justAboveFrames(traceback: Pick<Traceback, 'line' | 'source'>, line: number, source?: TextSource): boolean;
/** The first traceback of the reporter's or a maintainer's text that shows both its final exception and the frame that raised it. */
export declare function wholeTraceback(tracebacks: readonly Traceback[]): Traceback | null;
/**
 * Whether the thread's reporter or a maintainer pasted the error's line just above the frame(s) that raised it. Such a
 * paste is neither a whole traceback (the frames that called it are not there: no tick) nor one to ask for again (its
 * last line is visible, and COMMENT.md §4 never asks for the full traceback then): the traceback ask is left out.
 * @param tracebacks the thread's tracebacks
 * @param crashLine the markdown line of the error the asks are about, when known
 */
export declare function finalLineAbove(tracebacks: readonly Traceback[], crashLine?: number): boolean;
/**
 * What the thread shows of a traceback that is not whole, said as the place where the paste stops: the last frame it
 * shows, or null when no traceback with frames was pasted.
 * @param tracebacks the thread's tracebacks
 * @param crashLine the markdown line of the error the asks are about, when known
 */
export declare function wherePasteStops(tracebacks: readonly Traceback[], crashLine?: number): string | null;
/** The thread's pasted library or native log lines: how many, from which loggers, the line that says most, and what it shows. */
export interface PastedLog {
    count: number;
    from: string;
    /** The line quoted (user text: render with inlineCode). */
    line: string;
    /** What that line shows, in our words, when its text says it plainly; null otherwise. */
    meaning: string | null;
}
/**
 * The log lines printed around an error in a connector library's own dialect or by a native crash, or null when the
 * thread has none. The line quoted is the first that says most of a failure (`failureRank`), or a line with a known meaning that says as much.
 * @param lines the thread's log lines
 * @param crashLine the markdown line of the error itself, which is not a line around it
 */
export declare function readPastedLog(lines: LineList, crashLine?: number): PastedLog | null;
/**
 * The log lines printed around an error in a connector library's own dialect or by a native crash, said as what they
 * show (how many, from which logger, one quoted), or null when the thread has none.
 * @param lines the thread's log lines
 * @param crashLine the markdown line of the error itself, which is not a line around it
 */
export declare function libraryLogLines(lines: LineList, crashLine?: number): string | null;
/**
 * The import failure the thread shows (what importing the library directly prints), quoted, or null.
 * @param tracebacks the thread's tracebacks
 * @param lines the thread's log lines
 */
export declare function importFailure(tracebacks: readonly Traceback[], lines: LineList): string | null;
