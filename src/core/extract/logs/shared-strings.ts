// One copy of each short text a store keeps many times: a text of one-line blocks repeats a few lines (`<details>`,
// `</details>`, a heading), and each was a string of its own, as large as the store's slot for it and more.

/** Texts up to this long are shared. */
const MAX_SHARED_LENGTH = 64;
/** How many distinct texts are shared: the first ones seen; a text of distinct lines adds nothing past them. */
const MAX_SHARED = 256;

/** The short texts seen first, each kept once. */
export class SharedStrings {
  private readonly seen = new Map<string, string>();

  /** The copy of `text` already kept (an equal string), else `text` itself (kept for next time while there is room). */
  share(text: string): string {
    if (text.length > MAX_SHARED_LENGTH) return text;
    const kept = this.seen.get(text);
    if (kept !== undefined) return kept;
    if (this.seen.size < MAX_SHARED) this.seen.set(text, text);
    return text;
  }
}
