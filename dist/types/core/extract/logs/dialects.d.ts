/** What a dialect prefix says about its line. */
export interface DialectPrefix {
    /** How many characters of the line the prefix takes. */
    length: number;
    level: string;
    timestamp: string | null;
    logFile: string | null;
    logLine: number | null;
    /** The logger: LMCache's dotted module (`lmcache.v1.cache_engine`), `LMCache`, `glog` or `ucx`. */
    logModule: string;
}
/**
 * A connector library's own log prefix at the start of `text`, or null. Fixed-width pieces and bounded
 * repetitions only, so each call is linear in the line.
 * @param text one line, after process prefixes were taken off
 */
export declare function readDialectPrefix(text: string): DialectPrefix | null;
/** A dialect's tail after the message: LMCache's `(file.py:N:lmcache.module)` or the old ` [date] -- path.py:N`. */
export interface DialectTail {
    /** Where the tail starts in the line. */
    start: number;
    /** Where it ends (the message may run on after an inline-code tail). */
    end: number;
    logFile: string;
    logLine: number;
    logModule: string;
    timestamp: string | null;
}
/**
 * LMCache's logger tail anywhere in a line (also inside an inline code span in prose), or its older `-- path:N`
 * tail at the end. One `lastIndexOf` and a bounded regular expression at that point: linear.
 * @param text one line
 */
export declare function readDialectTail(text: string): DialectTail | null;
