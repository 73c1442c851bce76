import type { Span } from './block-builders.js';
/**
 * Where the paragraphs are when `text` is plain prose: every line starts with a letter or is blank (spaces and tabs
 * only). micromark reads such a text as paragraphs and nothing else, since no line can open or interrupt another
 * block: each run of lines between blank lines is one paragraph, from column 1 of its first line to the end of its
 * last line (trailing spaces and tabs included, the line ending not). A blank text has none. Null when any line starts
 * otherwise; the parser reads the text then. `plain-paragraphs.test.ts` checks the spans against the parser's.
 * @param text the body or comment as written
 */
export declare function plainParagraphSpans(text: string): Span[] | null;
/** Whether `text[start, end)` is only spaces and tabs, what micromark takes for a blank line. */
export declare function isBlank(text: string, start: number, end: number): boolean;
