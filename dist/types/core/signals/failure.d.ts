import type { Block, ErrorLine, LogLine, Traceback } from '../extract/types.js';
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
/** Whether `lower` holds one of `words` as a whole word. Linear: fixed needles, indexOf. */
export declare function holdsWord(lower: string, words: string[]): boolean;
/**
 * Read what the thread shows of a failure.
 * @param input tracebacks, error lines, log lines and prose blocks (title included) of the thread
 */
export declare function readFailure(input: {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
    lines: LogLine[];
    blocks: Block[];
}): FailureSignal;
