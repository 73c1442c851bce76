#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/core/plan/marker.ts
var MARKER_PREFIX = "<!-- vllm-triage";
var MARKER_END = "-->";
var MAX_MARKER_CANDIDATES = 20;
var MAX_RECORDED_LABELS = 20;
function renderMarker(marker) {
  const json = JSON.stringify(marker).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/--/g, "-\\u002d");
  return `${MARKER_PREFIX} ${json} ${MARKER_END}`;
}
function isStringArray(value) {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
function toMarkerData(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value;
  if (record.v !== 1 || typeof record.catalog !== "string" || typeof record.fingerprint !== "string") return null;
  if (!isStringArray(record.matches) || !isStringArray(record.botLabels)) return null;
  if (record.dismissedBy !== void 0 && typeof record.dismissedBy !== "string") return null;
  const marker = {
    v: 1,
    catalog: record.catalog,
    matches: record.matches,
    fingerprint: record.fingerprint,
    botLabels: record.botLabels
  };
  if (typeof record.dismissedBy === "string") marker.dismissedBy = record.dismissedBy;
  const routed = record.routedBy;
  if (typeof routed === "object" && routed !== null && !Array.isArray(routed)) {
    const { label, by } = routed;
    if (typeof label === "string" && typeof by === "string") marker.routedBy = { label: label.slice(0, 50), by: by.slice(0, 100) };
  }
  if (isStringArray(record.added)) marker.added = record.added.slice(0, MAX_RECORDED_LABELS).map((label) => label.slice(0, 50));
  if (typeof record.body === "string" && /^[0-9a-f]{16}$/.test(record.body)) marker.body = record.body;
  const seen = readThreadState(record.seen);
  if (seen !== null) marker.seen = seen;
  const containment = readContainment(record.containment);
  if (containment !== null) marker.containment = containment;
  return marker;
}
function readThreadState(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { id, at } = value;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || typeof at !== "string" || !/^[0-9T:.+-]{10,40}Z?$/.test(at)) return null;
  return { id, at };
}
var MAX_MARKER_COMMITS = 16;
var SHA = /^[0-9a-f]{40}$/;
var REF = /^[0-9A-Za-z.+-]{1,64}$/;
function readContainment(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { ref, contained, notContained } = value;
  if (typeof ref !== "string" || !REF.test(ref) || !isStringArray(contained) || !isStringArray(notContained)) return null;
  const shas = (list) => list.filter((sha) => SHA.test(sha)).slice(0, MAX_MARKER_COMMITS);
  return { ref, contained: shas(contained), notContained: shas(notContained) };
}
function parseMarker(commentBody) {
  let from = 0;
  for (let attempt = 0; attempt < MAX_MARKER_CANDIDATES; attempt += 1) {
    const start = commentBody.indexOf(MARKER_PREFIX, from);
    if (start < 0) return null;
    const end = commentBody.indexOf(MARKER_END, start + MARKER_PREFIX.length);
    if (end < 0) return null;
    const json = commentBody.slice(start + MARKER_PREFIX.length, end).trim();
    try {
      const marker = toMarkerData(JSON.parse(json));
      if (marker !== null) return marker;
    } catch {
    }
    from = start + MARKER_PREFIX.length;
  }
  return null;
}

export {
  MARKER_PREFIX,
  MAX_RECORDED_LABELS,
  renderMarker,
  parseMarker
};
//# sourceMappingURL=shared-core-plan-marker.js.map
