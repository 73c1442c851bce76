// The vLLM pull requests the catalog names and their merge commits (catalog/pull-requests.yaml), as data the engine reads.
import type { BasisItem, CatalogEntry, Claim, MergedPullRequest, PullRequestTable } from './types.js';

/** The table with nothing in it, for catalogs built in code. */
export const EMPTY_PULL_REQUESTS: PullRequestTable = { history: { repository: '', upto: '' }, pull_requests: {}, version_notes: [] };

/** The merge commit of `pr`, or null when the table has none (not found, or not listed). */
export function mergedPullRequest(table: PullRequestTable, pr: number): MergedPullRequest | null {
  const record = table.pull_requests[String(pr)];
  return record === undefined || record.commit === null ? null : record;
}

/** Issue numbers the text calls issues (`issue #54870`), so that a bare `#N` beside them is not taken for a PR. */
const ISSUE_REFERENCE = /\bissues? #(\d{1,7})\b/gi;
/** `#N` and `pull/N` references in prose (linear: a literal, then one run of digits). */
const NUMBER_REFERENCE = /(?:^|[^\w&/[])#(\d{1,7})\b|\/pull\/(\d{1,7})\b/g;

/** Every prose string of an entry (title, claims, workarounds, asks, note), where `#N` may name a PR. */
function proseOf(entry: CatalogEntry): string[] {
  const claims = (items: (Claim | string)[]): string[] => items.map((item) => (typeof item === 'string' ? item : item.text));
  const explanation = typeof entry.explanation === 'string' ? [entry.explanation] : claims(entry.explanation);
  return [
    entry.title,
    ...explanation,
    ...claims(entry.triggers),
    ...entry.workarounds.map((item) => item.text),
    ...entry.asks.flatMap((ask) => [ask.text, ask.how, ask.how_on_rocm ?? '']),
    ...(entry.source.note === undefined ? [] : [entry.source.note]),
  ];
}

function basisPrs(basis: BasisItem[] | undefined): number[] {
  return (basis ?? []).flatMap((item) => ('pr' in item ? [item.pr] : []));
}

/**
 * The pull requests an entry names: its fix, its related PRs, every `{pr: N}` basis item, and every `#N` or
 * `…/pull/N` in its prose that is not one of its (or the text's) issues. Sorted, each once.
 * @param entry a catalog entry
 */
export function pullRequestsNamedBy(entry: CatalogEntry): number[] {
  const found = new Set<number>();
  const claims = [...(typeof entry.explanation === 'string' ? [] : entry.explanation), ...entry.triggers.filter((item) => typeof item !== 'string')];
  for (const claim of claims) for (const pr of basisPrs(claim.basis)) found.add(pr);
  for (const workaround of entry.workarounds) {
    for (const pr of basisPrs(workaround.basis)) found.add(pr);
    if (workaround.fixed_by_pr !== undefined) found.add(workaround.fixed_by_pr);
  }
  if (entry.fixed_in?.pr !== undefined) found.add(entry.fixed_in.pr);
  for (const pr of basisPrs(entry.fixed_in?.basis)) found.add(pr);
  for (const pr of entry.related?.prs ?? []) found.add(pr);
  const issues = new Set(entry.related?.issues ?? []);
  for (const text of proseOf(entry)) {
    for (const match of text.matchAll(ISSUE_REFERENCE)) issues.add(Number(match[1]));
    for (const match of text.matchAll(NUMBER_REFERENCE)) {
      const number = Number(match[1] ?? match[2]);
      if (!issues.has(number) || match[2] !== undefined) found.add(number);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * Every pull request the catalog names (`pullRequestsNamedBy` over all entries, minus numbers another entry lists
 * as an issue), sorted, each once.
 * @param entries the catalog's entries
 */
export function pullRequestsNamed(entries: CatalogEntry[]): number[] {
  const issues = new Set(entries.flatMap((entry) => entry.related?.issues ?? []));
  const named = new Set<number>();
  for (const entry of entries) {
    const explicit = new Set([...(entry.related?.prs ?? []), ...(entry.fixed_in?.pr === undefined ? [] : [entry.fixed_in.pr])]);
    for (const pr of pullRequestsNamedBy(entry)) if (!issues.has(pr) || explicit.has(pr)) named.add(pr);
  }
  return [...named].sort((a, b) => a - b);
}
