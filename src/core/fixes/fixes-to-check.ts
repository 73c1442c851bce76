// Which fixes to look for in the reporter's version (pure): the headline entry's PRs with a merge commit, at most a few.
import { mergedPullRequest, pullRequestsNamedBy } from '../catalog/pull-requests.js';
import type { Catalog, CatalogEntry, PullRequestTable, Workaround } from '../catalog/types.js';
import type { Match } from '../match/types.js';
import { containsPr, type BuildRange } from '../vllm/build-range.js';
import { releaseRefOf } from './release-ref.js';
import type { ContainmentAnswers, FixCheck, FixesInVersion, FixesToCheck, FixInVersion } from './types.js';

/** The most commits looked up for one issue (each costs the Action one API request). */
export const MAX_FIXES_PER_ISSUE = 4;

/** The workaround that says to upgrade (`Upgrade to …`), if the entry has one. */
export function upgradeWorkaround(entry: CatalogEntry): Workaround | null {
  return entry.workarounds.find((item) => /^\s*upgrade\b/i.test(item.text)) ?? null;
}

/** The PRs of one workaround: its fix, its basis and its prose (with the entry's title and source note). */
export function pullRequestsOfWorkaround(entry: CatalogEntry, workaround: Workaround): number[] {
  const { fixed_in: _fix, ...rest } = entry;
  const only: CatalogEntry = { ...rest, explanation: [], triggers: [], asks: [], workarounds: [workaround], related: { issues: entry.related?.issues ?? [] } };
  return pullRequestsNamedBy(only);
}

/** The PRs one workaround cites itself: its fix, its basis and its own words (not the entry's title or source note). */
export function pullRequestsCitedBy(entry: CatalogEntry, workaround: Workaround): number[] {
  const { fixed_in: _fix, source, ...rest } = entry;
  const { note: _note, ...bare } = source;
  const only: CatalogEntry = {
    ...rest,
    title: '',
    source: bare,
    ...{ explanation: [], triggers: [], asks: [], workarounds: [workaround], related: { issues: entry.related?.issues ?? [] } },
  };
  return pullRequestsNamedBy(only);
}

/** PRs whose `introduces` names a setting that one of the entry's workarounds names. */
function introducingPrs(entry: CatalogEntry, table: PullRequestTable): number[] {
  return Object.entries(table.pull_requests)
    .filter(
      ([, record]) => record.commit !== null && (record.introduces?.names ?? []).some((name) => entry.workarounds.some((item) => item.text.includes(name))),
    )
    .map(([number]) => Number(number));
}

/**
 * The entry's PRs that matter to a version, most telling first: its fix, the PRs with a version note for it, the PRs
 * that introduced a setting its advice names, its related PRs, then the PRs its upgrade advice names. Only PRs with a
 * merge commit; at most MAX_FIXES_PER_ISSUE; in merge order.
 */
export function fixChecksFor(entry: CatalogEntry, table: PullRequestTable): FixCheck[] {
  const upgrade = upgradeWorkaround(entry);
  const ordered = [
    ...(entry.fixed_in?.pr === undefined ? [] : [entry.fixed_in.pr]),
    ...entry.workarounds.flatMap((item) => (item.fixed_by_pr === undefined ? [] : [item.fixed_by_pr])),
    ...table.version_notes.filter((note) => note.entry === entry.id).map((note) => note.pr),
    ...introducingPrs(entry, table),
    ...(entry.related?.prs ?? []),
    ...(upgrade === null ? [] : pullRequestsOfWorkaround(entry, upgrade)),
  ];
  const checks: FixCheck[] = [];
  for (const pr of new Set(ordered)) {
    const merged = mergedPullRequest(table, pr);
    if (merged === null) continue;
    checks.push({ pr, commit: merged.commit, merged: merged.merged });
    if (checks.length === MAX_FIXES_PER_ISSUE) break;
  }
  return checks.sort((a, b) => byDate(a.merged, b.merged) || a.pr - b.pr);
}

/** A merge date as the pull-request table writes it (catalog/pull-requests.schema.json). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Two merge dates in order: two YYYY-MM-DD dates by their characters, which is the order `localeCompare` gives them,
 * without its collator (the first `localeCompare` of a process loads ICU's collation data, 10–20 ms); anything else
 * by `localeCompare`.
 */
function byDate(one: string, other: string): number {
  if (!ISO_DATE.test(one) || !ISO_DATE.test(other)) return one.localeCompare(other);
  return one < other ? -1 : one > other ? 1 : 0;
}

/** The curated entry of the headline match, if there is one. */
function headlineEntry(matches: Match[], catalog: Catalog): CatalogEntry | null {
  const primary = matches[0];
  if (primary === undefined || !primary.curated) return null;
  return catalog.entries.find((entry) => entry.id === primary.id) ?? null;
}

/**
 * What to ask about this issue: whether the reporter's release contains each of the headline entry's fixes. Null when
 * there is nothing to ask (no curated headline, no fix with a commit, no version, or a version without a tag or
 * commit). Pure: the caller asks GitHub or git and hands the answers to `triage()` as `containment`.
 * @param report the matches (best first) and the reporter's vLLM version, as a first `triage()` reports them
 * @param catalog the catalog with its pull-request table
 */
export function commitsToCheck(
  report: { matches: Match[]; vllmVersion: string | null; signals?: { build?: BuildRange | null } },
  catalog: Catalog,
): FixesToCheck | null {
  const entry = headlineEntry(report.matches, catalog);
  if (entry === null || catalog.pullRequests === undefined || report.vllmVersion === null) return null;
  const ref = releaseRefOf(report.vllmVersion);
  // The shipped history answers what it can without a request: only the rest is asked.
  const build = report.signals?.build ?? null;
  const checks = fixChecksFor(entry, catalog.pullRequests).filter((check) => containsPr(build, check.pr) === 'unknown');
  if (ref === null || checks.length === 0) return null;
  return { entry: entry.id, version: report.vllmVersion, ref: ref.ref, checks };
}

/** A fix's status: the caller's answer for the ref, else what the shipped history says of the reporter's range. */
function statusOf(check: FixCheck, usable: ContainmentAnswers | null, build: BuildRange | null): FixInVersion['status'] {
  if (usable?.contained.includes(check.commit) === true) return 'contained';
  if (usable?.notContained.includes(check.commit) === true) return 'not-contained';
  const holds = containsPr(build, check.pr);
  return holds === 'yes' ? 'contained' : holds === 'no' ? 'not-contained' : 'not-determined';
}

/**
 * The headline entry's fixes with what is known of each in the reporter's version; null without a curated headline
 * or without fixes to look for. Answers count only for the same ref; anything unanswered is `not-determined`.
 * @param matches the matches, best first
 * @param version the reporter's vLLM version, or null
 * @param catalog the catalog with its pull-request table
 * @param answers what the caller found out, or null when nothing was asked
 */
export function fixesInVersion(
  matches: Match[],
  version: string | null,
  catalog: Catalog,
  answers: ContainmentAnswers | null,
  build: BuildRange | null = null,
): FixesInVersion | null {
  const entry = headlineEntry(matches, catalog);
  if (entry === null || catalog.pullRequests === undefined) return null;
  const checks = fixChecksFor(entry, catalog.pullRequests);
  if (checks.length === 0) return null;
  const ref = releaseRefOf(version)?.ref ?? null;
  const usable = answers !== null && ref !== null && answers.ref === ref ? answers : null;
  const fixes = checks.map((check) => ({ ...check, status: statusOf(check, usable, build) }));
  const note = fixes.every((fix) => fix.status !== 'not-determined')
    ? null
    : version === null
      ? 'the issue names no vLLM version'
      : ref === null
        ? 'the version names no release tag or build commit'
        : (usable?.note ?? 'not looked up');
  const fromIndex = build !== null && checks.some((check) => containsPr(build, check.pr) !== 'unknown');
  return {
    entry: entry.id,
    version,
    ref,
    fixes,
    note,
    answered: answers !== null || fromIndex,
    ...(answers === null && fromIndex ? { fromIndexOnly: true } : {}),
  };
}
