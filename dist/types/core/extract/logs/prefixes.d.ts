/** One line with its prefixes taken off and read. */
export interface StrippedLine {
    text: string;
    /** `EngineCore_DP0 pid=2817`: the name and pid of `(EngineCore_DP0 pid=2817) `, so streams of one name stay apart. */
    process: string | null;
    level: string | null;
    timestamp: string | null;
    logFile: string | null;
    logLine: number | null;
    /** The logger of a connector library's own dialect (`lmcache.v1.cache_engine`, `LMCache`, `glog`, `ucx`), or null. */
    logModule: string | null;
    /** True for a line that held nothing but a log viewer's timestamp; it is dropped. */
    noise: boolean;
}
/**
 * Takes the process, Ray, rank, logger and CI prefixes off one line, plus ANSI codes and Ray's repeat notes.
 * @param raw one line of a block, without its line ending
 */
export declare function stripLinePrefixes(raw: string): StrippedLine;
