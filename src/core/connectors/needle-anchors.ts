// The anchors of a scanner's needles: short texts every needle holds one of, asked of the text once per scan, so a
// needle whose anchor the text lacks is never searched for.

/** A set of anchors, numbered in the order they were added. */
export class NeedleAnchors {
  private readonly anchors: string[] = [];

  /**
   * The number of an anchor, added when new.
   * @param anchor a text every occurrence of the needle holds
   */
  add(anchor: string): number {
    const known = this.anchors.indexOf(anchor);
    if (known !== -1) return known;
    this.anchors.push(anchor);
    return this.anchors.length - 1;
  }

  /**
   * Which anchors a text holds, by number.
   * @param text the text to scan (as the needles are written: lower-cased for lower-case needles)
   */
  presentIn(text: string): boolean[] {
    return this.anchors.map((anchor) => text.includes(anchor));
  }
}
