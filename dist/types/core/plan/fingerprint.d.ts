/**
 * FNV-1a 64 of `text`'s UTF-8 bytes, as 16 lowercase hex characters.
 * @param text any string (lone surrogates hash as U+FFFD would)
 */
export declare function fingerprint(text: string): string;
