/** What an LMCache log line says: its level, the file and line it names, and the message between. */
export interface LmcachePrefix {
    level: string;
    logFile: string | null;
    logLine: number | null;
    text: string;
}
/**
 * Reads an LMCache log line (after its timestamp), or null when the text is not one.
 * @param text the line with the process and timestamp prefixes already taken off
 */
export declare function readLmcachePrefix(text: string): LmcachePrefix | null;
