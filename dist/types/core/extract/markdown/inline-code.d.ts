/** One code span: its content and where it sits in the paragraph text. */
export interface InlineCodeSpan {
    /** Offset of the opening backtick run. */
    start: number;
    /** Offset just after the closing backtick run. */
    end: number;
    /** The content, line endings turned into spaces and one surrounding space stripped, as CommonMark does. */
    content: string;
}
/**
 * Pairs each backtick run with the next run of the same length; unpaired runs stay literal text.
 * Linear: for each run length, a pointer walks that length's runs once.
 * @param text the raw text of a paragraph
 */
export declare function findInlineCodeSpans(text: string): InlineCodeSpan[];
