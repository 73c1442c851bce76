#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  mergedPullRequest,
  pullRequestsNamedBy
} from "./shared-core-catalog-pull-requests.js";

// src/core/vllm/version-order.ts
var VERSION_PATTERN = /^v?(\d{1,6}(?:\.\d{1,6}){0,4})(?:(a|b|rc)(\d{1,6}))?(?:\.post(\d{1,6}))?(?:\.dev(\d{0,6}))?(?:\+([0-9A-Za-z.]{1,64}))?$/;
var PRE_RANK = { a: 0, b: 1, rc: 2 };
function parseVersion(text) {
  const found = VERSION_PATTERN.exec(text.trim());
  if (found === null || found[1] === void 0) return null;
  return {
    release: found[1].split(".").map(Number),
    pre: found[2] === void 0 ? null : [PRE_RANK[found[2]] ?? 0, Number(found[3])],
    post: found[4] === void 0 ? null : Number(found[4]),
    dev: found[5] === void 0 ? null : Number(found[5] || 0),
    local: found[6] ?? null
  };
}
function sortKey(version) {
  const release = [...version.release];
  while (release.length < 5) release.push(0);
  const preOnlyDev = version.pre === null && version.post === null && version.dev !== null;
  const pre = version.pre ?? (preOnlyDev ? [-1, 0] : [3, 0]);
  return [...release, pre[0], pre[1], version.post ?? -1, version.dev ?? Number.MAX_SAFE_INTEGER];
}
function compareVersions(a, b) {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (left === null || right === null) return null;
  const leftKey = sortKey(left);
  const rightKey = sortKey(right);
  for (let i = 0; i < leftKey.length; i++) {
    const diff = (leftKey[i] ?? 0) - (rightKey[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}
function isRelease(version) {
  const parsed = parseVersion(version);
  return parsed !== null && !version.startsWith("v") && parsed.release.length === 3 && parsed.pre === null && parsed.dev === null && parsed.local === null;
}
function isFixed(reporterVersion, fixedInRelease) {
  if (reporterVersion === null || fixedInRelease === null || fixedInRelease === void 0) return "unknown";
  const reporter = parseVersion(reporterVersion);
  const fixed = parseVersion(fixedInRelease);
  const order = compareVersions(reporterVersion, fixedInRelease);
  if (reporter === null || fixed === null || order === null) return "unknown";
  if (order >= 0) return "yes";
  if (isRelease(reporterVersion.replace(/^v/, ""))) return "no";
  const [major = 0, minor = 0] = reporter.release;
  const [fixedMajor = 0, fixedMinor = 0] = fixed.release;
  return major === fixedMajor && minor >= fixedMinor - 1 ? "unknown" : "no";
}

// src/core/fixes/release-ref.ts
var LOCAL_COMMIT = /^g([0-9a-f]{7,40})(?:\.|$)/;
function releaseRefOf(version) {
  if (version === null) return null;
  const text = version.trim();
  const parsed = parseVersion(text);
  if (parsed === null) return null;
  const commit = parsed.local === null ? null : LOCAL_COMMIT.exec(parsed.local)?.[1] ?? null;
  if (commit !== null) return { kind: "commit", ref: commit };
  if (parsed.local?.startsWith("g") === true) return null;
  if (parsed.dev !== null || parsed.release.length !== 3) return null;
  const publicPart = text.replace(/^v/, "").split("+")[0] ?? "";
  return { kind: "tag", ref: `v${publicPart}` };
}

// src/core/fixes/fixes-to-check.ts
var MAX_FIXES_PER_ISSUE = 4;
function upgradeWorkaround(entry) {
  return entry.workarounds.find((item) => /^\s*upgrade\b/i.test(item.text)) ?? null;
}
function pullRequestsOfWorkaround(entry, workaround) {
  const { fixed_in: _fix, ...rest } = entry;
  const only = { ...rest, explanation: [], triggers: [], asks: [], workarounds: [workaround], related: { issues: entry.related?.issues ?? [] } };
  return pullRequestsNamedBy(only);
}
function introducingPrs(entry, table) {
  return Object.entries(table.pull_requests).filter(
    ([, record]) => record.commit !== null && (record.introduces?.names ?? []).some((name) => entry.workarounds.some((item) => item.text.includes(name)))
  ).map(([number]) => Number(number));
}
function fixChecksFor(entry, table) {
  const upgrade = upgradeWorkaround(entry);
  const ordered = [
    ...entry.fixed_in?.pr === void 0 ? [] : [entry.fixed_in.pr],
    ...entry.workarounds.flatMap((item) => item.fixed_by_pr === void 0 ? [] : [item.fixed_by_pr]),
    ...table.version_notes.filter((note) => note.entry === entry.id).map((note) => note.pr),
    ...introducingPrs(entry, table),
    ...entry.related?.prs ?? [],
    ...upgrade === null ? [] : pullRequestsOfWorkaround(entry, upgrade)
  ];
  const checks = [];
  for (const pr of new Set(ordered)) {
    const merged = mergedPullRequest(table, pr);
    if (merged === null) continue;
    checks.push({ pr, commit: merged.commit, merged: merged.merged });
    if (checks.length === MAX_FIXES_PER_ISSUE) break;
  }
  return checks.sort((a, b) => a.merged.localeCompare(b.merged) || a.pr - b.pr);
}
function headlineEntry(matches, catalog) {
  const primary = matches[0];
  if (primary === void 0 || !primary.curated) return null;
  return catalog.entries.find((entry) => entry.id === primary.id) ?? null;
}
function commitsToCheck(report, catalog) {
  const entry = headlineEntry(report.matches, catalog);
  if (entry === null || catalog.pullRequests === void 0 || report.vllmVersion === null) return null;
  const ref = releaseRefOf(report.vllmVersion);
  const checks = fixChecksFor(entry, catalog.pullRequests);
  if (ref === null || checks.length === 0) return null;
  return { entry: entry.id, version: report.vllmVersion, ref: ref.ref, checks };
}
function fixesInVersion(matches, version, catalog, answers) {
  const entry = headlineEntry(matches, catalog);
  if (entry === null || catalog.pullRequests === void 0) return null;
  const checks = fixChecksFor(entry, catalog.pullRequests);
  if (checks.length === 0) return null;
  const ref = releaseRefOf(version)?.ref ?? null;
  const usable = answers !== null && ref !== null && answers.ref === ref ? answers : null;
  const fixes = checks.map((check) => ({
    ...check,
    status: usable?.contained.includes(check.commit) ? "contained" : usable?.notContained.includes(check.commit) ? "not-contained" : "not-determined"
  }));
  const note = version === null ? "the issue names no vLLM version" : ref === null ? "the version names no release tag or build commit" : fixes.every((fix) => fix.status !== "not-determined") ? null : usable?.note ?? "not looked up";
  return { entry: entry.id, version, ref, fixes, note, answered: answers !== null };
}

export {
  parseVersion,
  isRelease,
  isFixed,
  MAX_FIXES_PER_ISSUE,
  upgradeWorkaround,
  pullRequestsOfWorkaround,
  fixChecksFor,
  commitsToCheck,
  fixesInVersion
};
//# sourceMappingURL=shared-core-fixes-fixes-to-check.js.map
