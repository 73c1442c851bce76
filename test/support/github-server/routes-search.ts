// `GET /search/issues`: a small subset of GitHub's issue search (phrases, words, repo:, is:, state:, label:, in:).
import { paginate } from './pagination.js';
import { renderIssue } from './resources.js';
import { commentCount, type RouteContext, type RouteResult, type RouteTableEntries } from './route-context.js';
import type { GitHubState, IssueRecord } from './state.js';

/** A parsed query: free text to find (case-insensitive substrings) and qualifiers that filter. */
export interface IssueSearchQuery {
  terms: string[];
  qualifiers: Array<{ key: string; value: string; negated: boolean }>;
}

/** Splits a search query into quoted phrases, words and `key:value` qualifiers, scanning once (no regex on user text). */
export function parseSearchQuery(q: string): IssueSearchQuery {
  const query: IssueSearchQuery = { terms: [], qualifiers: [] };
  let index = 0;
  while (index < q.length) {
    while (index < q.length && q[index] === ' ') index++;
    if (index >= q.length) break;
    let token = '';
    let phrase = false;
    while (index < q.length && q[index] !== ' ') {
      if (q[index] === '"') {
        if (token === '') phrase = true;
        const close = q.indexOf('"', index + 1);
        const end = close < 0 ? q.length : close;
        token += q.slice(index + 1, end);
        index = end + 1;
      } else {
        token += q[index];
        index++;
      }
    }
    const negated = token.startsWith('-');
    const colon = token.indexOf(':');
    if (!phrase && colon > (negated ? 1 : 0)) {
      query.qualifiers.push({ key: token.slice(negated ? 1 : 0, colon).toLowerCase(), value: token.slice(colon + 1), negated });
    } else if (token !== '') {
      query.terms.push(token.toLowerCase());
    }
  }
  return query;
}

/** Whether an issue satisfies one qualifier; qualifiers the stand-in does not know hold for every issue. */
function qualifierHolds(issue: IssueRecord, key: string, value: string): boolean {
  const lower = value.toLowerCase();
  switch (key) {
    case 'repo':
      return issue.repo.toLowerCase() === lower;
    case 'is':
      return lower === 'issue'
        ? !issue.isPullRequest
        : lower === 'pr'
          ? issue.isPullRequest
          : lower === issue.state || (lower === 'locked' && issue.locked) || (lower === 'unlocked' && !issue.locked);
    case 'type':
      return lower === 'issue' ? !issue.isPullRequest : lower === 'pr' ? issue.isPullRequest : true;
    case 'state':
      return issue.state === lower;
    case 'label':
      return issue.labels.some((label) => label.toLowerCase() === lower);
    case 'author':
      return issue.user.login.toLowerCase() === lower;
    default:
      return true;
  }
}

const KNOWN_QUALIFIERS = new Set(['repo', 'is', 'type', 'state', 'label', 'author']);

/** The text a term must appear in, following the `in:` qualifier (title and body by default). */
function searchableText(state: GitHubState, issue: IssueRecord, fields: string[]): string {
  const parts: string[] = [];
  if (fields.includes('title')) parts.push(issue.title);
  if (fields.includes('body')) parts.push(issue.body ?? '');
  if (fields.includes('comments')) parts.push(...state.commentsOn(issue.repo, issue.number).map((comment) => comment.body));
  return parts.join('\n').toLowerCase();
}

function searchIssues(context: RouteContext): RouteResult {
  const query = parseSearchQuery(context.query['q'] ?? '');
  const inQualifier = query.qualifiers.find((qualifier) => qualifier.key === 'in' && !qualifier.negated);
  const fields = inQualifier ? inQualifier.value.toLowerCase().split(',') : ['title', 'body'];
  const matches: IssueRecord[] = [];
  for (const repo of context.state.repos.values()) {
    for (const issue of repo.issues.values()) {
      const qualified = query.qualifiers.every(
        ({ key, value, negated }) => key === 'in' || !KNOWN_QUALIFIERS.has(key) || qualifierHolds(issue, key, value) !== negated,
      );
      if (!qualified) continue;
      const text = searchableText(context.state, issue, fields);
      if (query.terms.every((term) => text.includes(term))) matches.push(issue);
    }
  }
  const sort = context.query['sort'];
  const ascending = context.query['order'] === 'asc';
  matches.sort((a, b) => {
    const first = sort === 'created' ? a.createdAt : a.updatedAt;
    const second = sort === 'created' ? b.createdAt : b.updatedAt;
    const order = first < second ? -1 : first > second ? 1 : a.number - b.number;
    return ascending ? order : -order;
  });
  const page = paginate(matches, context.url);
  const items = page.items
    .map((issue) => {
      const repo = context.state.findRepo(issue.repo);
      const count = repo ? commentCount(context.state, repo, issue) : 0;
      return repo ? { ...renderIssue(repo, issue, count, context.urls), score: 1 } : null;
    })
    .filter((item) => item !== null);
  return {
    status: 200,
    body: { total_count: matches.length, incomplete_results: false, search_type: 'lexical', items },
    headers: page.link ? { link: page.link } : {},
  };
}

export const searchRoutes: RouteTableEntries = {
  'GET /search/issues': searchIssues,
};
