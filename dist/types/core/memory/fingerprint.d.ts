/**
 * FNV-1a 64 of `text`'s UTF-8 bytes, as 16 lowercase hex characters.
 * The 64-bit state is held in four 16-bit limbs (low first) so the multiply by the FNV prime,
 * 2^40 + 0x1b3, stays in exact double arithmetic: no BigInt per byte.
 * @param text any string (lone surrogates hash as U+FFFD would)
 */
export declare function fingerprint(text: string): string;
