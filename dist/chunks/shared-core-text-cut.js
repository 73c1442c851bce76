#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/core/text/cut.ts
var GRAPHEMES = new Intl.Segmenter(void 0, { granularity: "grapheme" });
var CLUSTER_WINDOW = 64;
function isHighSurrogate(code) {
  return code >= 55296 && code <= 56319;
}
function isLowSurrogate(code) {
  return code >= 56320 && code <= 57343;
}
function codePointBoundary(text, at) {
  return at > 0 && at < text.length && isHighSurrogate(text.charCodeAt(at - 1)) && isLowSurrogate(text.charCodeAt(at)) ? at - 1 : at;
}
function graphemeBoundary(text, at) {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  const start = codePointBoundary(text, Math.max(0, at - CLUSTER_WINDOW));
  const window = text.slice(start, codePointBoundary(text, Math.min(text.length, at + CLUSTER_WINDOW)));
  let best = -1;
  for (const { index } of GRAPHEMES.segment(window)) {
    if (start + index > at) break;
    best = start + index;
  }
  return best > start || start === 0 ? Math.max(best, 0) : codePointBoundary(text, at);
}
function cutText(text, maxLength, ellipsis = "\u2026") {
  if (text.length <= maxLength) return text;
  const room = Math.max(0, maxLength - ellipsis.length);
  return `${text.slice(0, graphemeBoundary(text, room))}${ellipsis}`;
}
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function wholeCodePoints(text) {
  return text.replace(LONE_SURROGATE, "");
}

export {
  cutText,
  wholeCodePoints
};
//# sourceMappingURL=shared-core-text-cut.js.map
