// The anchors of a scanner's needles: short texts every needle holds one of, asked of the text once per scan, so a
// needle whose anchor the text lacks is never searched for.

/** One anchor to ask of a text, shortest first: its number, and an anchor it holds (asked before it), or -1. */
interface Step {
  anchor: number;
  within: number;
}

/** A set of anchors, numbered in the order they were added. */
export class NeedleAnchors {
  private readonly anchors: string[] = [];
  /** The order anchors are asked in; rebuilt after an anchor is added. */
  private steps: Step[] | null = null;

  /**
   * The number of an anchor, added when new.
   * @param anchor a text every occurrence of the needle holds
   */
  add(anchor: string): number {
    const known = this.anchors.indexOf(anchor);
    if (known !== -1) return known;
    this.anchors.push(anchor);
    this.steps = null;
    return this.anchors.length - 1;
  }

  /**
   * Which anchors a text holds, by number. An anchor that holds a shorter one (`mooncakestore` holds `mooncake`) is
   * searched for only when the text holds the shorter one.
   * @param text the text to scan (as the needles are written: lower-cased for lower-case needles)
   */
  presentIn(text: string): boolean[] {
    const present: boolean[] = this.anchors.map(() => false);
    for (const { anchor, within } of this.plan()) {
      present[anchor] = (within === -1 || present[within] === true) && text.includes(this.anchors[anchor] as string);
    }
    return present;
  }

  /** Anchors shortest first, each with the longest shorter anchor it holds. */
  private plan(): Step[] {
    if (this.steps !== null) return this.steps;
    const order = this.anchors.map((_, index) => index).sort((a, b) => (this.anchors[a] as string).length - (this.anchors[b] as string).length || a - b);
    this.steps = order.map((anchor, position) => {
      const text = this.anchors[anchor] as string;
      let within = -1;
      for (const shorter of order.slice(0, position)) {
        const candidate = this.anchors[shorter] as string;
        if (candidate.length < text.length && text.includes(candidate) && (within === -1 || candidate.length > (this.anchors[within] as string).length))
          within = shorter;
      }
      return { anchor, within };
    });
    return this.steps;
  }
}
