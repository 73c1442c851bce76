// `GET /repos/{owner}/{repo}/compare/{basehead}`: whether a release contains a commit, from what the test declared.
import { notFound } from './api-errors.js';
import type { Json, UrlBases } from './resources.js';
import { nodeId } from './resources.js';
import { repoOf, type RouteContext, type RouteResult, type RouteTableEntries } from './route-context.js';

const COMPARE_DOCS = 'https://docs.github.com/rest/commits/commits#compare-two-commits';

/** A deterministic 40-hex sha for a ref that is not one (a tag name). */
function shaOf(ref: string): string {
  if (/^[0-9a-f]{40}$/.test(ref)) return ref;
  let hash = '';
  for (let round = 0; hash.length < 40; round++) {
    let value = 17 + round;
    for (const char of ref) value = (value * 31 + char.charCodeAt(0)) % 0xffffff;
    hash += value.toString(16).padStart(6, '0');
  }
  return hash.slice(0, 40);
}

/** The `commit` shape, with a fixed author and message. */
function renderCommit(fullName: string, sha: string, urls: UrlBases): Json {
  const api = `${urls.api}/repos/${fullName}`;
  const person = { name: 'vLLM', email: 'noreply@example.invalid', date: '2026-07-01T00:00:00Z' };
  return {
    url: `${api}/commits/${sha}`,
    sha,
    node_id: nodeId('C', Number.parseInt(sha.slice(0, 8), 16)),
    html_url: `${urls.html}/${fullName}/commit/${sha}`,
    comments_url: `${api}/commits/${sha}/comments`,
    commit: {
      url: `${api}/git/commits/${sha}`,
      author: person,
      committer: person,
      message: 'A commit',
      comment_count: 0,
      tree: { sha: shaOf(`tree:${sha}`), url: `${api}/git/trees/${shaOf(`tree:${sha}`)}` },
      verification: { verified: false, reason: 'unsigned', payload: null, signature: null, verified_at: null },
    },
    author: null,
    committer: null,
    parents: [],
  };
}

/** `base...head`: `behind` (base contains head), `identical`, or `diverged`; 404 for a ref or commit no release names. */
function compare(context: RouteContext): RouteResult {
  const repo = repoOf(context);
  const basehead = context.params['basehead'] ?? '';
  const [base, head, ...rest] = basehead.split('...');
  const refs = context.state.releases.get(repo.fullName.toLowerCase());
  if (base === undefined || head === undefined || rest.length > 0 || refs === undefined) throw notFound(COMPARE_DOCS);
  const contents = refs.get(base);
  const known = [...refs.values()].some((commits) => commits.has(head)) || refs.has(head);
  if (contents === undefined || !known) throw notFound(COMPARE_DOCS);
  const status = shaOf(base) === shaOf(head) ? 'identical' : contents.has(head) ? 'behind' : 'diverged';
  const html = `${context.urls.html}/${repo.fullName}/compare/${basehead}`;
  const baseCommit = renderCommit(repo.fullName, shaOf(base), context.urls);
  const perPage = Number(context.query['per_page'] ?? 30);
  const headCommit = renderCommit(repo.fullName, shaOf(head), context.urls);
  return {
    status: 200,
    body: {
      url: `${context.urls.api}/repos/${repo.fullName}/compare/${basehead}`,
      html_url: html,
      permalink_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      base_commit: baseCommit,
      merge_base_commit: status === 'behind' ? headCommit : baseCommit,
      status,
      ahead_by: status === 'diverged' ? 1 : 0,
      behind_by: status === 'behind' || status === 'diverged' ? 1 : 0,
      total_commits: status === 'diverged' ? 1 : 0,
      commits: status === 'diverged' && perPage > 0 ? [headCommit] : [],
      files: [],
    },
  };
}

export const compareRoutes: RouteTableEntries = {
  'GET /repos/{owner}/{repo}/compare/{basehead}': compare,
};
