// Makes the one search for earlier reports that the plan asks for; a refused or failed search is a note, not a failure.
import type { EarlierReport } from '../../core/index.js';
import { GitHubApiError, type IssueGateway, type IssueSearchHit } from './gateway.js';

/** Where and what to search: the repository and the plan's `earlierReportsSearch`. */
export interface EarlierReportsRequest {
  gateway: () => Promise<IssueGateway>;
  owner: string;
  repo: string;
  /** Catalog text to search for (the plan's phrase). */
  phrase: string;
  /** The triaged issue, left out of the results; null when unknown. */
  exclude: number | null;
}

/** What the search found. */
export interface EarlierReportsLookup {
  /** The other issues found (may be empty), or null when no search answered. */
  reports: EarlierReport[] | null;
  /** Why nothing was searched or shown, for the summary; null when there is nothing to say. */
  note: string | null;
}

/** Search hits asked for: the five shown plus the current issue, which the search may find too. */
const SEARCH_PAGE_SIZE = 6;
const MAX_REPORTS = 5;

/**
 * Makes the one search request: pull requests and the current issue left out, at most five reports.
 * @param request the gateway, the repository, the phrase and the issue to leave out
 */
export async function searchEarlierReports(request: EarlierReportsRequest): Promise<EarlierReportsLookup> {
  const gateway = await request.gateway();
  if (gateway.searchIssues === undefined) return { reports: null, note: 'earlier reports: not looked up (this run cannot search)' };
  const query = `repo:${request.owner}/${request.repo} is:issue "${request.phrase}"`;
  let hits: IssueSearchHit[];
  try {
    hits = await gateway.searchIssues(query, SEARCH_PAGE_SIZE);
  } catch (error) {
    return { reports: null, note: `earlier reports skipped: ${explainSearchFailure(error)}` };
  }
  const reports = hits
    .filter((hit) => !hit.isPullRequest && hit.number !== request.exclude)
    .slice(0, MAX_REPORTS)
    .map((hit) => ({ number: hit.number, title: hit.title, url: hit.url, state: hit.state }));
  return { reports, note: null };
}

/** A short reason for the summary: GitHub's own message, with the search limit named for a 403 or 429. */
function explainSearchFailure(error: unknown): string {
  if (!(error instanceof GitHubApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 403 || error.status === 429) return `${error.message}; GitHub allows 30 searches a minute, the comment was written without them`;
  return error.message;
}
