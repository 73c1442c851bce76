/** One line read through NFKC: full-width `：`, `，`, `（` become `:`, `,`, `(`; offsets lead back to the original. */
export interface NormalisedView {
    /** The original line, as returned to callers. */
    original: string;
    /** The NFKC view that readers scan. */
    text: string;
    /** Offset in `original` of the character each `text` offset came from (null when the two are the same). */
    origins: Uint32Array | null;
}
/**
 * The NFKC view of a line, character by character so every view offset maps to the original.
 * Linear: each code point is normalised on its own.
 * @param original one line
 */
export declare function normalisedView(original: string): NormalisedView;
/**
 * The offset in the original line of a view offset; the end of the view maps to the end of the original.
 * @param view the view
 * @param at an offset into `view.text` (0 … length)
 */
export declare function originalOffset(view: NormalisedView, at: number): number;
/**
 * The original text of a view range.
 * @param view the view
 * @param start view offset of the first character
 * @param end view offset just past the last character
 */
export declare function originalSlice(view: NormalisedView, start: number, end?: number): string;
/** Whether the view character at `at` came from a non-ASCII original character (CJK text, full-width punctuation). */
export declare function fromWideCharacter(view: NormalisedView, at: number): boolean;
