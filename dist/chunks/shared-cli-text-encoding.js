#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/cli/text-encoding.ts
function decodeMarkedUtf16(bytes) {
  if (bytes.length >= 2 && bytes[0] === 255 && bytes[1] === 254) return bytes.subarray(2).toString("utf16le");
  if (bytes.length >= 2 && bytes[0] === 254 && bytes[1] === 255) {
    const swapped = Buffer.from(bytes.subarray(2, 2 + (bytes.length - 2 & ~1)));
    return swapped.swap16().toString("utf16le");
  }
  return null;
}
function decodeInputText(bytes) {
  return withoutUtf8Bom(decodeMarkedUtf16(bytes) ?? bytes.toString("utf8"));
}
function withoutUtf8Bom(text) {
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

export {
  decodeMarkedUtf16,
  decodeInputText,
  withoutUtf8Bom
};
//# sourceMappingURL=shared-cli-text-encoding.js.map
