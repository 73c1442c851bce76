#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/core/catalog/pull-requests.ts
function mergedPullRequest(table, pr) {
  const record = table.pull_requests[String(pr)];
  return record === void 0 || record.commit === null ? null : record;
}
var ISSUE_REFERENCE = /\bissues? #(\d{1,7})\b/gi;
var NUMBER_REFERENCE = /(?:^|[^\w&/[])#(\d{1,7})\b|\/pull\/(\d{1,7})\b/g;
function proseOf(entry) {
  const claims = (items) => items.map((item) => typeof item === "string" ? item : item.text);
  const explanation = typeof entry.explanation === "string" ? [entry.explanation] : claims(entry.explanation);
  return [
    entry.title,
    ...explanation,
    ...claims(entry.triggers),
    ...entry.workarounds.map((item) => item.text),
    ...entry.asks.flatMap((ask) => [ask.text, ask.how, ask.how_on_rocm ?? ""]),
    ...entry.source.note === void 0 ? [] : [entry.source.note]
  ];
}
function basisPrs(basis) {
  return (basis ?? []).flatMap((item) => "pr" in item ? [item.pr] : []);
}
function pullRequestsNamedBy(entry) {
  const found = /* @__PURE__ */ new Set();
  const claims = [...typeof entry.explanation === "string" ? [] : entry.explanation, ...entry.triggers.filter((item) => typeof item !== "string")];
  for (const claim of claims) for (const pr of basisPrs(claim.basis)) found.add(pr);
  for (const workaround of entry.workarounds) {
    for (const pr of basisPrs(workaround.basis)) found.add(pr);
    if (workaround.fixed_by_pr !== void 0) found.add(workaround.fixed_by_pr);
  }
  if (entry.fixed_in?.pr !== void 0) found.add(entry.fixed_in.pr);
  for (const pr of basisPrs(entry.fixed_in?.basis)) found.add(pr);
  for (const pr of entry.related?.prs ?? []) found.add(pr);
  const issues = new Set(entry.related?.issues ?? []);
  for (const text of proseOf(entry)) {
    for (const match of text.matchAll(ISSUE_REFERENCE)) issues.add(Number(match[1]));
    for (const match of text.matchAll(NUMBER_REFERENCE)) {
      const number = Number(match[1] ?? match[2]);
      if (!issues.has(number) || match[2] !== void 0) found.add(number);
    }
  }
  return [...found].sort((a, b) => a - b);
}
function pullRequestsNamed(entries) {
  const issues = new Set(entries.flatMap((entry) => entry.related?.issues ?? []));
  const named = /* @__PURE__ */ new Set();
  for (const entry of entries) {
    const explicit = /* @__PURE__ */ new Set([...entry.related?.prs ?? [], ...entry.fixed_in?.pr === void 0 ? [] : [entry.fixed_in.pr]]);
    for (const pr of pullRequestsNamedBy(entry)) if (!issues.has(pr) || explicit.has(pr)) named.add(pr);
  }
  return [...named].sort((a, b) => a - b);
}

export {
  mergedPullRequest,
  pullRequestsNamedBy,
  pullRequestsNamed
};
//# sourceMappingURL=shared-core-catalog-pull-requests.js.map
