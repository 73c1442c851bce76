import type { BlockList, ErrorLine, LineList, Traceback } from '../extract/types.js';
/** What the thread shows of a failure. */
export interface FailureSignal {
    /** A traceback, an error line, an ERROR/CRITICAL log line, or failure words in the title or prose. */
    shown: boolean;
    /** The visible final exception (`ValueError: …`) of the last traceback or error line, when there is one. */
    finalException: {
        type: string;
        message: string;
        line: number;
    } | null;
    /** A cause that is not a connector, read from the errors: out of memory at model load, an NCCL / process-group failure, a tokenizer error. */
    explainedBy: string | null;
    /** The innermost frame's file of the last whole traceback (header, frames, final exception), when it is code that is no connector's business. */
    locatedIn: string | null;
}
/** Whether a frame's file is in code that is no connector's business. */
export declare function isElsewhere(file: string): boolean;
/** Whether `lower` holds one of `words` as a whole word. Linear: fixed needles, indexOf. */
export declare function holdsWord(lower: string, words: string[]): boolean;
/**
 * The cause other than a connector that words (a title, prose, log lines; lower-cased) name, or null.
 * @param lower the text, lower-cased
 */
export declare function saidCauseOf(lower: string): string | null;
/**
 * The cause other than a connector that an exception's own words (type, message, frames) name, or null.
 * @param exception the final exception
 * @param frames its frames
 */
export declare function otherCauseOf(exception: {
    type: string;
    message: string;
} | null, frames: Traceback['frames']): string | null;
/**
 * Read what the thread shows of a failure.
 * @param input tracebacks, error lines, log lines and prose blocks (title included) of the thread
 */
export declare function readFailure(input: {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
    lines: LineList;
    blocks: BlockList;
}): FailureSignal;
