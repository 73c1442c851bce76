// A Unicode-normalised (NFKC) view of one line for reading exception types and colons, mapped back to the original.

/** One line read through NFKC: full-width `：`, `，`, `（` become `:`, `,`, `(`; offsets lead back to the original. */
export interface NormalisedView {
  /** The original line, as returned to callers. */
  original: string;
  /** The NFKC view that readers scan. */
  text: string;
  /** Offset in `original` of the character each `text` offset came from (null when the two are the same). */
  origins: Uint32Array | null;
}

// eslint-disable-next-line no-control-regex -- every ASCII character, control characters included
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * The NFKC view of a line, character by character so every view offset maps to the original.
 * Linear: each code point is normalised on its own.
 * @param original one line
 */
export function normalisedView(original: string): NormalisedView {
  if (ASCII_ONLY.test(original)) return { original, text: original, origins: null };
  // A line NFKC leaves as it is (CJK prose, box drawing) is every character of its own view: no character-by-character pass.
  if (original.normalize('NFKC') === original) return { original, text: original, origins: identityOrigins(original) };
  let text = '';
  const origins: number[] = [];
  let offset = 0;
  for (const char of original) {
    const normal = char.charCodeAt(0) < 0x80 ? char : char.normalize('NFKC');
    text += normal;
    for (let index = 0; index < normal.length; index += 1) origins.push(offset);
    offset += char.length;
  }
  return { original, text, origins: Uint32Array.from(origins) };
}

/** The origins of a view equal to its line: each offset its own, the second half of a surrogate pair its first half's. */
function identityOrigins(original: string): Uint32Array {
  const origins = new Uint32Array(original.length);
  for (let index = 0; index < original.length; index += 1) {
    const code = original.charCodeAt(index);
    const pairEnd = code >= 0xdc00 && code <= 0xdfff && index > 0 && isHighSurrogate(original.charCodeAt(index - 1)) && origins[index - 1] === index - 1;
    origins[index] = pairEnd ? index - 1 : index;
  }
  return origins;
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/**
 * The offset in the original line of a view offset; the end of the view maps to the end of the original.
 * @param view the view
 * @param at an offset into `view.text` (0 … length)
 */
export function originalOffset(view: NormalisedView, at: number): number {
  if (view.origins === null) return at;
  if (at >= view.text.length) return view.original.length;
  return view.origins[at] ?? view.original.length;
}

/**
 * The original text of a view range.
 * @param view the view
 * @param start view offset of the first character
 * @param end view offset just past the last character
 */
export function originalSlice(view: NormalisedView, start: number, end = view.text.length): string {
  return view.original.slice(originalOffset(view, start), originalOffset(view, end));
}

/** Whether the view character at `at` came from a non-ASCII original character (CJK text, full-width punctuation). */
export function fromWideCharacter(view: NormalisedView, at: number): boolean {
  if (view.origins === null || at < 0 || at >= view.text.length) return false;
  return view.original.charCodeAt(originalOffset(view, at)) > 0x7f;
}
