/** What such a line says: its level (when the tool states one), the native file and line, and the message. */
export interface ToolErrorLine {
    level: string | null;
    logFile: string | null;
    logLine: number | null;
    /** The line from where the report starts (prefixes the tool printed before it taken off). */
    message: string;
}
/**
 * Reads a line as a UCX ERROR/FATAL line, an argparse usage error or a glibc assertion failure, or null.
 * Every pattern is anchored or starts at a literal, with bounded repeats: linear in the line.
 * @param text one line, log prefixes stripped, trimmed
 */
export declare function readToolErrorLine(text: string): ToolErrorLine | null;
