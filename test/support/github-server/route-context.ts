// The contract between the server and its route handlers, and the lookups every issue route starts with.
import { issuesDisabled, notFound } from './api-errors.js';
import type { UrlBases } from './resources.js';
import type { GitHubState, IssueRecord, RepoRecord, UserRecord } from './state.js';

/** What a handler gets: the state, the decoded path parameters, the query, the parsed JSON body. */
export interface RouteContext {
  state: GitHubState;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  url: URL;
  urls: UrlBases;
  /** The identity behind the request's token. */
  actor: UserRecord;
}

/** A handler's answer; errors are thrown as `ApiError`. */
export interface RouteResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type RouteHandler = (context: RouteContext) => RouteResult;

/** Handlers keyed by `METHOD /template` exactly as GitHub's OpenAPI description writes the operation. */
export type RouteTableEntries = Record<string, RouteHandler>;

/** The repository named by `{owner}/{repo}`, or 404. */
export function repoOf(context: RouteContext): RepoRecord {
  const repo = context.state.findRepo(`${context.params['owner']}/${context.params['repo']}`);
  if (!repo) throw notFound();
  return repo;
}

/** The repository, or 404 / 410 when it does not exist or has issues turned off. */
export function issuesRepoOf(context: RouteContext): RepoRecord {
  const repo = repoOf(context);
  if (!repo.hasIssues) throw issuesDisabled();
  return repo;
}

/** The issue `{issue_number}`, or 404 (unknown) / 410 (issues disabled). */
export function issueOf(context: RouteContext, documentationUrl?: string): { repo: RepoRecord; issue: IssueRecord } {
  const repo = issuesRepoOf(context);
  const issue = repo.issues.get(Number(context.params['issue_number']));
  if (!issue) throw notFound(documentationUrl);
  return { repo, issue };
}

/** The number of comments on an issue (the `comments` field of an issue). */
export function commentCount(state: GitHubState, repo: RepoRecord, issue: IssueRecord): number {
  return state.commentsOn(repo.fullName, issue.number).length;
}

/** The string value of a JSON object field, or undefined. */
export function stringField(body: unknown, field: string): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** Length as GitHub counts it: Unicode characters (code points), not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) index++;
    count++;
  }
  return count;
}
