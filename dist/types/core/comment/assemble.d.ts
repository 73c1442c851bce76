/** Room kept for the marker line (its match list is capped to fit). */
export declare const MARKER_RESERVE = 4096;
/** A part of the comment; `essential` parts are never dropped to save space. */
export interface CommentPart {
    text: string;
    essential: boolean;
}
/**
 * Join the parts within the length limit: optional parts that do not fit are dropped (and the
 * comment says so); an essential part that alone is too long is cut at a line boundary.
 */
export declare function assemble(parts: CommentPart[], footer: string): string;
