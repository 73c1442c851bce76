// The search call: one page of `GET /search/issues`, never retried; after a rate limit, later searches fail at once.
import { GitHubApiError, type IssueSearchHit } from '../gateway.js';
import { asRecord, numberAt, stringAt } from '../issue-json.js';
import type { GitHubClient } from '../octokit-client.js';

/** Set once search was refused for its limit: later searches in this run fail without a request. */
export interface SearchState {
  refusal: GitHubApiError | null;
}

/** One page of `GET /search/issues`. */
export async function searchIssues(client: GitHubClient, state: SearchState, query: string, perPage: number): Promise<IssueSearchHit[]> {
  const operation = 'search for earlier reports';
  if (state.refusal !== null) {
    throw new GitHubApiError(operation, state.refusal.status, `not tried: search was rate-limited earlier in this run (${state.refusal.detail})`);
  }
  try {
    return await client.call(
      operation,
      async () => {
        const response = await client.octokit.rest.search.issuesAndPullRequests({ q: query, per_page: perPage, request: { retries: 0 } });
        const items: unknown = asRecord(response.data)?.items;
        return (Array.isArray(items) ? items : []).map(readSearchHit).filter((hit): hit is IssueSearchHit => hit !== null);
      },
      false,
    );
  } catch (error) {
    if (error instanceof GitHubApiError && (error.status === 403 || error.status === 429)) state.refusal = error;
    throw error;
  }
}

/** One item of a search answer, or null when it lacks a number, a title or a link. */
function readSearchHit(value: unknown): IssueSearchHit | null {
  const item = asRecord(value);
  const issueNumber = numberAt(item, 'number');
  const title = stringAt(item, 'title');
  const url = stringAt(item, 'html_url');
  if (issueNumber === null || title === null || url === null) return null;
  return { number: issueNumber, title, url, state: stringAt(item, 'state') ?? 'open', isPullRequest: asRecord(item?.pull_request) !== null };
}
