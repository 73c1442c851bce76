// The issue reads: one issue, and one page of the repository's issue list (the backfill's).
import type { IssueListPage, IssueListQuery, IssueSnapshot } from '../gateway.js';
import { readIssue } from '../issue-json.js';
import type { GitHubClient } from '../octokit-client.js';

/** `GET /repos/{owner}/{repo}/issues/{issue_number}`. */
export function getIssue(client: GitHubClient, issueNumber: number): Promise<IssueSnapshot> {
  return client.call(`read issue #${issueNumber}`, async () => {
    const response = await client.octokit.rest.issues.get({ ...client.repo, issue_number: issueNumber });
    const issue = readIssue(response.data);
    if (issue === null) throw new Error('the response is not an issue');
    return issue;
  });
}

/** `GET /repos/{owner}/{repo}/issues`: one page, oldest first by creation. */
export function listIssuesPage(client: GitHubClient, query: IssueListQuery): Promise<IssueListPage> {
  return client.call(`list the issues (page ${query.page})`, async () => {
    const response = await client.octokit.rest.issues.listForRepo({
      ...client.repo,
      state: query.state,
      ...(query.since === null ? {} : { since: query.since }),
      sort: 'created',
      direction: 'asc',
      per_page: query.perPage,
      page: query.page,
    });
    const data: unknown = response.data;
    const issues = (Array.isArray(data) ? data : []).map(readIssue).filter((issue): issue is IssueSnapshot => issue !== null);
    return { issues, hasNextPage: /rel="next"/.test(response.headers.link ?? '') };
  });
}
