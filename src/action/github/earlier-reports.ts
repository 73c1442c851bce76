// Looks up earlier reports of the same error with one search request, only when the comment would change.
import type { EarlierReport } from '../../core/plan/earlier-reports.js';
import type { Match } from '../../core/match/types.js';
import type { TriagePlan } from '../../core/report.js';
import { GitHubApiError, type IssueComment, type IssueGateway, type IssueSearchHit } from './gateway.js';

/** The pure helpers the lookup needs from the core (loaded with the engine). */
export interface EarlierReportsHelpers {
  /** The phrase to search for, or null when the primary match is not a curated exact one. */
  searchPhrase: (matches: Match[]) => string | null;
  /** The bot's comment without its earlier-reports section. */
  withoutSection: (comment: string) => string;
}

/** Where and what to look up. */
export interface EarlierReportsRequest {
  gateway: () => Promise<IssueGateway>;
  helpers: EarlierReportsHelpers;
  owner: string;
  repo: string;
  issueNumber: number;
  /** The plan made without earlier reports. */
  plan: TriagePlan;
  botComment: IssueComment | null;
  /** A maintainer asked for a re-run: search even if the thread did not change. */
  force: boolean;
}

/** What the lookup decided. */
export interface EarlierReportsLookup {
  /** Reports to triage again with (may be empty), or null when no search answered. */
  reports: EarlierReport[] | null;
  /** The thread did not change since the bot's comment: keep that comment (and its section) as it is. */
  keepExisting: boolean;
  /** Why nothing was searched or shown, for the summary; null when there is nothing to say. */
  note: string | null;
}

/** Search hits asked for: the five shown plus the current issue, which the search may find too. */
const SEARCH_PAGE_SIZE = 6;
const MAX_REPORTS = 5;

const nothing = (note: string | null = null): EarlierReportsLookup => ({ reports: null, keepExisting: false, note });

/**
 * Decides whether to search and makes the one request: never for a dismissed or silent plan, never unless the primary
 * match is curated and exact, never when the comment would not change; a refused or failed search is a note, not a failure.
 * @param request the gateway, the helpers, the repository, the issue and the plan made without earlier reports
 */
export async function lookUpEarlierReports(request: EarlierReportsRequest): Promise<EarlierReportsLookup> {
  const { plan, botComment } = request;
  if (plan.comment === null || plan.marker.dismissedBy !== undefined) return nothing();
  const phrase = request.helpers.searchPhrase(plan.report.matches);
  if (phrase === null) return nothing('earlier reports: not looked up (only for an exact match of a curated error)');
  if (!request.force && botComment !== null && request.helpers.withoutSection(botComment.body) === plan.comment) {
    return { reports: null, keepExisting: true, note: null };
  }
  const gateway = await request.gateway();
  if (gateway.searchIssues === undefined) return nothing('earlier reports: not looked up (this run cannot search)');
  const query = `repo:${request.owner}/${request.repo} is:issue "${phrase}"`;
  let hits: IssueSearchHit[];
  try {
    hits = await gateway.searchIssues(query, SEARCH_PAGE_SIZE);
  } catch (error) {
    return nothing(`earlier reports skipped: ${explainSearchFailure(error)}`);
  }
  const reports = hits
    .filter((hit) => !hit.isPullRequest && hit.number !== request.issueNumber)
    .slice(0, MAX_REPORTS)
    .map((hit) => ({ number: hit.number, title: hit.title, url: hit.url, state: hit.state }));
  return { reports, keepExisting: false, note: null };
}

/** A short reason for the summary: GitHub's own message, with the search limit named for a 403 or 429. */
function explainSearchFailure(error: unknown): string {
  if (!(error instanceof GitHubApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 403 || error.status === 429) return `${error.message}; GitHub allows 30 searches a minute, the comment was written without them`;
  return error.message;
}
