/**
 * Splits a line holding a whole traceback (`Traceback (most recent call last): File "…", line 3, in f … ValueError: x`)
 * into the lines Python printed. Returns null when the line is not such a traceback.
 * @param text one line, prefixes already stripped
 */
export declare function splitFlattenedTraceback(text: string): string[] | null;
/**
 * Splits a traceback held as an escaped string in one line: a structured (JSON) log's `"exc_info":"Traceback
 * (most recent call last):\n  File \"…\", …"`, or a Python repr in single quotes. The string ends at its first
 * unescaped quote; text before it is kept as a line of its own. Without the header (a paste that starts inside
 * the string), two escaped frames or more are enough. Returns null when there is no such string.
 * @param text one line, prefixes already stripped
 */
export declare function splitEscapedTraceback(text: string): string[] | null;
/**
 * Splits one line holding several log records (a whole log pasted into one inline code span, or records a log
 * viewer glued together) at each repeated log prefix: `(Worker_TP0 pid=8) ERROR 05-19 07:55:21 [x.py:9] …` or
 * `ERROR 05-19 07:55:21 [x.py:9] …`. A line with fewer than two such prefixes is returned whole.
 * @param text one raw line
 */
export declare function splitGluedRecords(text: string): string[];
