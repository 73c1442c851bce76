import type { BasisItem, CatalogEntry, Claim } from './types.js';
/** A pull request found in vLLM's history: its squash-merge commit, that commit's subject and its date. */
export interface MergedPullRequest {
    commit: string;
    subject: string;
    /** The commit date, `YYYY-MM-DD`. */
    merged: string;
    /** Settings or names that came with it (`kv_lease_duration`): advice naming them needs a version that contains it. */
    introduces?: {
        names: string[];
        basis: BasisItem[];
    };
}
/** A pull request with no merge commit in the history read: recorded as such, never guessed. */
export interface UnfoundPullRequest {
    commit: null;
    /** What was searched, and where. */
    note: string;
}
export type PullRequestRecord = MergedPullRequest | UnfoundPullRequest;
/**
 * What a pull request changes for one entry, said in the comment when the reporter's version is known to
 * contain it (`contained`) or not (`missing`). Our own words, each with its basis.
 */
export interface VersionNote {
    entry: string;
    pr: number;
    /** Said after "#N came later, and …" / "it lacks #N: …" when the version does not contain it. */
    missing?: Claim;
    /** Said when the version contains it. */
    contained?: Claim;
}
/** The compiled form of catalog/pull-requests.yaml. */
export interface PullRequestTable {
    /** Where the commits were read: the history and the newest commit searched. */
    history: {
        repository: string;
        upto: string;
    };
    /** PR number (as a string key) → record. */
    pull_requests: Record<string, PullRequestRecord>;
    version_notes: VersionNote[];
}
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
