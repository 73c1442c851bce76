/** A set of anchors, numbered in the order they were added. */
export declare class NeedleAnchors {
    private readonly anchors;
    /** The order anchors are asked in; rebuilt after an anchor is added. */
    private steps;
    /**
     * The number of an anchor, added when new.
     * @param anchor a text every occurrence of the needle holds
     */
    add(anchor: string): number;
    /**
     * Which anchors a text holds, by number. An anchor that holds a shorter one (`mooncakestore` holds `mooncake`) is
     * searched for only when the text holds the shorter one.
     * @param text the text to scan (as the needles are written: lower-cased for lower-case needles)
     */
    presentIn(text: string): boolean[];
    /** Anchors shortest first, each with the longest shorter anchor it holds. */
    private plan;
}
