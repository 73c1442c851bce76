// A pure content hash (FNV-1a, 64 bits, over UTF-8 bytes) for the bot's marker: same text, same fingerprint.

const UTF8 = new TextEncoder();

/** Four hex digits of a 16-bit limb. */
const hex16 = (limb: number): string => limb.toString(16).padStart(4, '0');

/**
 * FNV-1a 64 of `text`'s UTF-8 bytes, as 16 lowercase hex characters.
 * The 64-bit state is held in four 16-bit limbs (low first) so the multiply by the FNV prime,
 * 2^40 + 0x1b3, stays in exact double arithmetic: no BigInt per byte.
 * @param text any string (lone surrogates hash as U+FFFD would)
 */
export function fingerprint(text: string): string {
  // The offset basis 0xcbf29ce484222325.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const byte of UTF8.encode(text)) {
    h0 ^= byte;
    // (h × 0x1b3) + (h << 40), carried limb by limb; 2^40 is limb 2 shifted by 8 bits.
    const t0 = h0 * 0x1b3;
    let t1 = h1 * 0x1b3;
    let t2 = h2 * 0x1b3 + (h0 << 8);
    const t3 = h3 * 0x1b3 + (h1 << 8);
    t1 += t0 >>> 16;
    h0 = t0 & 0xffff;
    t2 += t1 >>> 16;
    h1 = t1 & 0xffff;
    h3 = (t3 + (t2 >>> 16)) & 0xffff;
    h2 = t2 & 0xffff;
  }
  return hex16(h3) + hex16(h2) + hex16(h1) + hex16(h0);
}
