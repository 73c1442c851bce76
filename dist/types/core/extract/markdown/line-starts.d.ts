/** What a line opens when it starts (after its indentation) at the offset given. */
export type LineStart = 'text' | 'fence' | 'heading' | 'html' | 'comment' | 'bullet' | 'other';
/**
 * What the line `text[from, end)` starts, `from` being its first character after the indentation (not blank).
 * @param text the whole text
 * @param from where the line's content starts
 * @param end where the line ends (before its line ending)
 */
export declare function lineStart(text: string, from: number, end: number): LineStart;
