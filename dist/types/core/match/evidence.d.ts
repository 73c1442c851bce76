import type { PreparedMessage } from './messages/message.js';
import type { ErrorLine, ExceptionInfo, Frame, TextSource, Traceback } from '../extract/types.js';
import type { Match } from './types.js';
/** One traceback section or error line, reduced to what matching needs. */
export interface Evidence {
    kind: 'traceback' | 'error-line';
    index: number;
    line: number;
    text: string;
    source: TextSource;
    exceptionType: string | null;
    /** The texts to match: the exception message (`isException`), and an error line's whole log message when it differs. */
    messages: {
        prepared: PreparedMessage;
        isException: boolean;
    }[];
    /** The first lines of multi-line messages, filled by the matcher when whole messages match nothing. */
    firstLines?: {
        prepared: PreparedMessage;
        isException: boolean;
    }[];
    /** The messages and their quoted forms (`quotedVariants`), filled by the matcher for curated templates. */
    quoted?: {
        prepared: PreparedMessage;
        isException: boolean;
    }[];
    /** The same for the first lines of multi-line messages. */
    quotedFirstLines?: {
        prepared: PreparedMessage;
        isException: boolean;
    }[];
    logFile: string | null;
    frames: Frame[];
    /** An error line's log level (`ERROR`, `WARNING`…), null for a traceback or a line without one. */
    level: string | null;
    /**
     * For a traceback cut above its final line: the exception a log line printed at most 20 lines before it, in the
     * same text (`Exception in … transfer 235: AssertionError()`). Only a signature that also names the raising line
     * may match on it.
     */
    headerExceptionType?: string;
}
/**
 * The exception a log line printed just above a traceback that has none of its own (cut above its final line, or a
 * native crash dump after the C++ exception): the last error line with an exception at most HEADER_LINES above it,
 * in the same text; or null. The title (line 0) is not printed before anything, so it never counts.
 * @param traceback the traceback without its final line
 * @param errorLines the thread's error lines
 */
export declare function exceptionLoggedAbove(traceback: Pick<Traceback, 'line' | 'source'>, errorLines: ErrorLine[]): ExceptionInfo | null;
/**
 * The traceback section or error line a match's evidence was read from (its `kind` and `index`), or undefined
 * when the extraction holds no such item.
 * @param match a match whose evidence came from this extraction
 * @param extraction the tracebacks and error lines the evidence was collected from
 */
export declare function evidenceItemOf(match: Pick<Match, 'evidence'>, extraction: {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
}): Traceback | ErrorLine | undefined;
/**
 * The evidence of one issue in reading order: the body before comments, then by line. Traceback sections
 * without an exception are kept only when they have frames (for connector-file matches).
 * @param input tracebacks and error lines from the extraction stages
 */
export declare function collectEvidence(input: {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
}): Evidence[];
/**
 * The first line of each multi-line message, prepared on first use.
 * @param evidence one piece of evidence
 */
export declare function firstLinesOf(evidence: Evidence): Evidence['messages'];
/**
 * The whole messages (or their first lines) as written, then as quoted (`quotedVariants`: markup, quotes and remarks
 * taken off), prepared on first use: what curated templates are tried against.
 * @param evidence one piece of evidence
 * @param which the whole messages, or the first lines of multi-line ones
 */
export declare function quotedMessagesOf(evidence: Evidence, which: 'whole' | 'first-lines'): Evidence['messages'];
