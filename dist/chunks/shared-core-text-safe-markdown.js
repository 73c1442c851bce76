#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  cutText,
  wholeCodePoints
} from "./shared-core-text-cut.js";

// src/core/text/safe-markdown.ts
var ZWSP = "\u200B";
function longestRun(text, char) {
  let longest = 0;
  let current = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === char) {
      current += 1;
      if (current > longest) longest = current;
    } else {
      current = 0;
    }
  }
  return longest;
}
var INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function withoutControls(text) {
  return text.replace(INVISIBLE_CONTROLS, "");
}
function normaliseLines(text) {
  return wholeCodePoints(withoutControls(text.replace(/\r\n?/g, "\n")));
}
function neutraliseMentions(text) {
  return text.replace(MENTION_OR_REFERENCE, (found) => `${found}${ZWSP}`);
}
var MENTION_OR_REFERENCE = /@(?=[A-Za-z0-9_])|#(?=[0-9])|(?<![A-Za-z0-9_])[Gg][Hh]-(?=[0-9])/g;
function neutraliseQuotedText(text) {
  return neutraliseMentions(normaliseLines(text)).split("<!--").join(`<!${ZWSP}--`);
}
function fenceCode(text, lang) {
  const body = neutraliseQuotedText(text).replace(/(?<!\n)\n+$/, "");
  const fence = "`".repeat(Math.max(3, longestRun(body, "`") + 1));
  const info = (lang ?? "").replace(/[^A-Za-z0-9+_.-]/g, "").slice(0, 20);
  return `${fence}${info}
${body}
${fence}`;
}
function inlineCode(text, maxLength = 200) {
  let body = neutraliseQuotedText(text).replace(/\n/g, " ");
  body = cutText(body, Math.max(2, maxLength));
  if (body.trim() === "") return "` `";
  const ticks = "`".repeat(longestRun(body, "`") + 1);
  const pad = body.startsWith("`") || body.endsWith("`") || body.startsWith(" ") && body.endsWith(" ") ? " " : "";
  return `${ticks}${pad}${body}${pad}${ticks}`;
}
var MARKDOWN_PUNCTUATION = /* @__PURE__ */ new Set(["\\", "$", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "=", '"', "'", ":"]);
function escapeText(text, maxLength = 200) {
  let plain = normaliseLines(text).replace(/\s+/g, " ").trim();
  plain = cutText(plain, Math.max(2, maxLength));
  plain = neutraliseMentions(plain);
  let out = "";
  for (const char of plain) {
    if (char === "<") out += "&lt;";
    else if (char === ">") out += "&gt;";
    else if (char === "&") out += "&amp;";
    else if (MARKDOWN_PUNCTUATION.has(char)) out += `\\${char}`;
    else out += char;
  }
  return out;
}

export {
  neutraliseQuotedText,
  fenceCode,
  inlineCode,
  escapeText
};
//# sourceMappingURL=shared-core-text-safe-markdown.js.map
