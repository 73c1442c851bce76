// The text of an input file by its byte-order mark: UTF-16 (what Windows PowerShell's `>` writes), or UTF-8 with or
// without a BOM. Without a UTF-16 BOM the bytes are UTF-8.

/** The text of `bytes` with its byte-order mark read and dropped, or null when they are not marked UTF-16. */
export function decodeMarkedUtf16(bytes: Buffer): string | null {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    // Big-endian: swap each pair of bytes (a copy; an odd last byte is dropped, as it is half a character).
    const swapped = Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)));
    return swapped.swap16().toString('utf16le');
  }
  return null;
}

/** The text of an input's bytes: UTF-16 by its byte-order mark, else UTF-8 without its BOM. */
export function decodeInputText(bytes: Buffer): string {
  return withoutUtf8Bom(decodeMarkedUtf16(bytes) ?? bytes.toString('utf8'));
}

/** UTF-8 text without the byte-order mark some editors put first (an invisible U+FEFF that JSON.parse refuses). */
export function withoutUtf8Bom(text: string): string {
  return text.startsWith('\ufeff') ? text.slice(1) : text;
}
