import type { Match } from '../match/types.js';
import type { MarkerData } from '../memory/marker.js';
import { type CommentDraft, type PlannedComment } from './comment.js';
/** The most earlier reports the comment lists. */
export declare const MAX_EARLIER_REPORTS = 5;
/** Another issue of the repository that the search found with the same error text. */
export interface EarlierReport {
    number: number;
    title: string;
    /** The issue's page, `https://github.com/owner/repo/issues/12`. */
    url: string;
    /** `open` or `closed`. */
    state: string;
}
/** Asks `triage()` to plan a search for earlier reports (the action's `earlier-reports` input). */
export interface EarlierReportsSearchOptions {
    /** The bot's comment as it stands on the issue, or null: while the thread says the same, it is kept (its section too) and nothing is searched. */
    postedComment: string | null;
    /** Plan the search even when the thread did not change (a maintainer asked for a re-run). */
    force?: boolean;
}
/** What finishing the plan's comment takes: one search, then `withEarlierReports(plan, found)`; or nothing. */
export type EarlierReportsSearch = {
    kind: 'search';
    /** Catalog text to search the repository's issues for, never issue text (see `earlierReportsSearchPhrase`). */
    phrase: string;
    /** The triaged issue, which the search finds too: left out of the results; null when unknown. */
    exclude: number | null;
    /** The comment's parts, so the section is added as if it had been planned with it. */
    draft: CommentDraft;
} | {
    kind: 'none';
    /** Why no search is planned, when the run's summary should say so; null when there is nothing to say. */
    note: string | null;
};
/**
 * The phrase to search earlier reports with: only for a curated exact primary match, the longest literal
 * piece of its template (placeholders removed, no quotes); never any issue text.
 * @param matches the report's matches, best first
 * @returns the phrase, or null when no search should be made
 */
export declare function earlierReportsSearchPhrase(matches: Match[]): string | null;
/**
 * The reports to show: the current issue and duplicates left out, only reports with a plain https link, at most five.
 * @param reports what the search found, in its order
 * @param currentIssue the triaged issue's number, or null when unknown
 */
export declare function selectEarlierReports(reports: EarlierReport[], currentIssue: number | null): EarlierReport[];
/**
 * A comment of the bot's with its earlier-reports section taken out (titles are escaped, so none can
 * end the section early): what the comment says about the thread alone.
 * @param comment the bot's comment as posted
 */
export declare function withoutEarlierReports(comment: string): string;
/**
 * The folded list of earlier reports: titles escaped (user text), full links, no `#N` and no mentions.
 * @param reports already selected (see `selectEarlierReports`)
 * @param phrase the phrase they were found with (catalog text), or null
 * @returns markdown, or '' when there is nothing to show
 */
export declare function renderEarlierReports(reports: EarlierReport[], phrase?: string | null): string;
/**
 * Whether the plan needs a search for earlier reports: never unless asked, never for a dismissed or silent plan,
 * never unless the primary match is curated and exact, and not when the thread is unchanged since the posted
 * comment — then that comment is kept as it is, its section included.
 * @param asked the `earlierReportsSearch` option, or null when not asked
 * @param matches the report's matches, best first
 * @param planned the comment as planned from the thread
 * @param comment the comment the plan would post (null when silent)
 * @param issueNumber the triaged issue, left out of the results
 * @returns the search to make, and the comment the plan posts meanwhile
 */
export declare function planEarlierReportsSearch(asked: EarlierReportsSearchOptions | null, matches: Match[], planned: PlannedComment, comment: string | null, issueNumber: number | null): {
    search: EarlierReportsSearch;
    comment: string | null;
};
/** What `withEarlierReports` reads and writes of a plan (`TriagePlan`). */
export interface FinishablePlan {
    comment: string | null;
    marker: MarkerData;
    earlierReportsSearch: EarlierReportsSearch;
    report: {
        comment: string | null;
    };
}
/**
 * Finish a plan with what the search found: the comment gets its folded list of earlier reports (at most five,
 * the current issue left out); the marker and fingerprint stay those of the thread. A plan that asked for no
 * search is returned as it is.
 * @param plan what `triage()` returned, with `earlierReportsSearch.kind === 'search'`
 * @param reports what GitHub's search found, in its order (may be empty)
 */
export declare function withEarlierReports<Plan extends FinishablePlan>(plan: Plan, reports: EarlierReport[]): Plan;
