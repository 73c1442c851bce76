import type { CatalogEntry, MergedPullRequest, PullRequestTable } from './types.js';
/** The table with nothing in it, for catalogs built in code. */
export declare const EMPTY_PULL_REQUESTS: PullRequestTable;
/** The merge commit of `pr`, or null when the table has none (not found, or not listed). */
export declare function mergedPullRequest(table: PullRequestTable, pr: number): MergedPullRequest | null;
/**
 * The pull requests an entry names: its fix, its related PRs, every `{pr: N}` basis item, and every `#N` or
 * `…/pull/N` in its prose that is not one of its (or the text's) issues. Sorted, each once.
 * @param entry a catalog entry
 */
export declare function pullRequestsNamedBy(entry: CatalogEntry): number[];
/**
 * Every pull request the catalog names (`pullRequestsNamedBy` over all entries, minus numbers another entry lists
 * as an issue), sorted, each once.
 * @param entries the catalog's entries
 */
export declare function pullRequestsNamed(entries: CatalogEntry[]): number[];
