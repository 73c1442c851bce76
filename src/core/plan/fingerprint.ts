// A pure content hash (FNV-1a, 64 bits, over UTF-8 bytes) for the bot's marker: same text, same fingerprint.

const FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/** Feed the UTF-8 bytes of one code point to the hash. */
function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000) return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [0xf0 | (codePoint >> 18), 0x80 | ((codePoint >> 12) & 0x3f), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
}

/**
 * FNV-1a 64 of `text`'s UTF-8 bytes, as 16 lowercase hex characters.
 * @param text any string (lone surrogates hash as U+FFFD would)
 */
export function fingerprint(text: string): string {
  let hash = FNV_OFFSET_BASIS;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0xfffd;
    const codePoint = point >= 0xd800 && point <= 0xdfff ? 0xfffd : point;
    for (const byte of utf8Bytes(codePoint)) {
      hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
    }
  }
  return hash.toString(16).padStart(16, '0');
}
