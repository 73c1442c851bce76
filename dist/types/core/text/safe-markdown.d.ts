/**
 * Break every `@name` mention and every `#123`, `GH-123` and `owner/repo#123` reference so
 * GitHub neither pings nor cross-references; a zero-width space goes after the `@`, `#` or `-`.
 * @param text user text
 */
export declare function neutraliseMentions(text: string): string;
/**
 * Make quoted user text inert: mentions and references broken, and `<!--` broken so a pasted
 * copy of the bot's marker can never be read back as the bot's own.
 * @param text user text
 */
export declare function neutraliseQuotedText(text: string): string;
/**
 * A fenced code block holding `text` verbatim (neutralised), with a backtick fence longer than
 * any backtick run inside it, so the text can never close the fence early.
 * @param text the text to quote
 * @param lang optional info string; anything but letters, digits, `+`, `-`, `_` and `.` is dropped
 */
export declare function fenceCode(text: string, lang?: string): string;
/**
 * Inline code holding `text` on one line (newlines become spaces), delimited by more backticks
 * than any run inside it; never empty, never pings.
 * @param text the text to show
 * @param maxLength longest text kept before it is cut with `…` (default 200)
 */
export declare function inlineCode(text: string, maxLength?: number): string;
/**
 * User text for use outside code, on one line: no HTML (`<`, `>`, `&` become entities),
 * markdown punctuation escaped, mentions and references broken.
 * @param text user text
 * @param maxLength longest text kept before it is cut with `…` (default 200)
 */
export declare function escapeText(text: string, maxLength?: number): string;
