// Routes that read issues: one issue, and the repository's issue list (pull requests included, as GitHub does).
import { paginate } from './pagination.js';
import { renderIssue } from './resources.js';
import { commentCount, issueOf, issuesRepoOf, type RouteContext, type RouteResult, type RouteTableEntries } from './route-context.js';
import type { IssueRecord } from './state.js';

function getIssue(context: RouteContext): RouteResult {
  const { repo, issue } = issueOf(context, 'https://docs.github.com/rest/issues/issues#get-an-issue');
  return { status: 200, body: renderIssue(repo, issue, commentCount(context.state, repo, issue), context.urls) };
}

/** `GET /repos/{owner}/{repo}/issues`: state, since, labels, creator, sort, direction, pagination. */
function listIssues(context: RouteContext): RouteResult {
  const repo = issuesRepoOf(context);
  const { query } = context;
  const state = query['state'] ?? 'open';
  const since = query['since'];
  const labels =
    query['labels']
      ?.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '') ?? [];
  const sort = query['sort'] ?? 'created';
  const direction = query['direction'] ?? 'desc';
  const matching = [...repo.issues.values()].filter(
    (issue) =>
      (state === 'all' || issue.state === state) &&
      (since === undefined || Date.parse(issue.updatedAt) >= Date.parse(since)) &&
      (query['creator'] === undefined || issue.user.login === query['creator']) &&
      labels.every((name) => issue.labels.some((label) => label.toLowerCase() === name)),
  );
  const count = (issue: IssueRecord): number => commentCount(context.state, repo, issue);
  const sortKey = (issue: IssueRecord): string | number => (sort === 'updated' ? issue.updatedAt : sort === 'comments' ? count(issue) : issue.createdAt);
  matching.sort((a, b) => {
    const first = sortKey(a);
    const second = sortKey(b);
    const order = first < second ? -1 : first > second ? 1 : a.number - b.number;
    return direction === 'asc' ? order : -order;
  });
  const page = paginate(matching, context.url);
  return {
    status: 200,
    body: page.items.map((issue) => renderIssue(repo, issue, count(issue), context.urls)),
    headers: page.link ? { link: page.link } : {},
  };
}

export const issueRoutes: RouteTableEntries = {
  'GET /repos/{owner}/{repo}/issues/{issue_number}': getIssue,
  'GET /repos/{owner}/{repo}/issues': listIssues,
};
