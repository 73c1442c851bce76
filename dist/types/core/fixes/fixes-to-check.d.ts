import type { Catalog, CatalogEntry, PullRequestTable, Workaround } from '../catalog/types.js';
import type { Match } from '../match/types.js';
import { type BuildRange } from '../vllm/build-range.js';
import type { ContainmentAnswers, FixCheck, FixesInVersion, FixesToCheck } from './types.js';
/** The most commits looked up for one issue (each costs the Action one API request). */
export declare const MAX_FIXES_PER_ISSUE = 4;
/** The workaround that says to upgrade (`Upgrade to …`), if the entry has one. */
export declare function upgradeWorkaround(entry: CatalogEntry): Workaround | null;
/** The PRs of one workaround: its fix, its basis and its prose (with the entry's title and source note). */
export declare function pullRequestsOfWorkaround(entry: CatalogEntry, workaround: Workaround): number[];
/** The PRs one workaround cites itself: its fix, its basis and its own words (not the entry's title or source note). */
export declare function pullRequestsCitedBy(entry: CatalogEntry, workaround: Workaround): number[];
/**
 * The entry's PRs that matter to a version, most telling first: its fix, the PRs with a version note for it, the PRs
 * that introduced a setting its advice names, its related PRs, then the PRs its upgrade advice names. Only PRs with a
 * merge commit; at most MAX_FIXES_PER_ISSUE; in merge order.
 */
export declare function fixChecksFor(entry: CatalogEntry, table: PullRequestTable): FixCheck[];
/**
 * What to ask about this issue: whether the reporter's release contains each of the headline entry's fixes. Null when
 * there is nothing to ask (no curated headline, no fix with a commit, no version, or a version without a tag or
 * commit). Pure: the caller asks GitHub or git and hands the answers to `triage()` as `containment`.
 * @param report the matches (best first) and the reporter's vLLM version, as a first `triage()` reports them
 * @param catalog the catalog with its pull-request table
 */
export declare function commitsToCheck(report: {
    matches: Match[];
    vllmVersion: string | null;
    signals?: {
        build?: BuildRange | null;
    };
}, catalog: Catalog): FixesToCheck | null;
/**
 * The headline entry's fixes with what is known of each in the reporter's version; null without a curated headline
 * or without fixes to look for. Answers count only for the same ref; anything unanswered is `not-determined`.
 * @param matches the matches, best first
 * @param version the reporter's vLLM version, or null
 * @param catalog the catalog with its pull-request table
 * @param answers what the caller found out, or null when nothing was asked
 */
export declare function fixesInVersion(matches: Match[], version: string | null, catalog: Catalog, answers: ContainmentAnswers | null, build?: BuildRange | null): FixesInVersion | null;
