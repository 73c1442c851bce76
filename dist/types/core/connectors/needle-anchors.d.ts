/** A set of anchors, numbered in the order they were added. */
export declare class NeedleAnchors {
    private readonly anchors;
    /**
     * The number of an anchor, added when new.
     * @param anchor a text every occurrence of the needle holds
     */
    add(anchor: string): number;
    /**
     * Which anchors a text holds, by number.
     * @param text the text to scan (as the needles are written: lower-cased for lower-case needles)
     */
    presentIn(text: string): boolean[];
}
