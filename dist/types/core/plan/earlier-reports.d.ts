import type { Match } from '../match/types.js';
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
