// The IssueGateway port: everything the action asks of GitHub, as plain data, so tests can hand it a recording fake.

/** An issue as the action sees it (from a webhook payload or from the API). */
export interface IssueSnapshot {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  locked: boolean;
  labels: string[];
  isPullRequest: boolean;
  /** How many comments GitHub counted when the snapshot was taken. */
  commentCount: number;
  /** The login of the issue's author (its comments are the reporter's words), when known. */
  author?: string | null;
  /** The issue author's `author_association` (a maintainer-filed issue is asked nothing generic), when known. */
  authorAssociation?: string | null;
  /** When the issue was created (ISO), when known: an opened event long after it may be delivered late. */
  createdAt?: string | null;
}

/** GitHub's comparison status of `head` against `base` (the compare call, calls/compare.ts). */
export type CompareStatus = 'ahead' | 'behind' | 'identical' | 'diverged';

/** One comment on an issue. */
export interface IssueComment {
  id: number;
  body: string;
  author: string | null;
  /** True for GitHub Apps and `…[bot]` accounts (the action posts as `github-actions[bot]`). */
  authorIsBot: boolean;
  /** ISO timestamp; with the id it orders comments. */
  createdAt: string;
  /** GitHub's `author_association` (`OWNER`, `MEMBER`, `COLLABORATOR`, `NONE`…), when known. */
  authorAssociation?: string | null;
}

/** One issue in a search's answer. */
export interface IssueSearchHit {
  number: number;
  title: string;
  /** The issue's page (`html_url`). */
  url: string;
  state: string;
  isPullRequest: boolean;
}

/** API requests made so far: every HTTP attempt counts, retries included. */
export interface RequestCount {
  total: number;
  writes: number;
}

/** What the action needs from GitHub. Only `github/adapter.ts` implements it against the API. */
export interface IssueGateway {
  getIssue(issueNumber: number): Promise<IssueSnapshot>;
  /**
   * All comments, oldest first (every page), each once. `expected`, the issue's comment count, bounds the pages read;
   * a page loop or more pages than that is an error, never an endless listing.
   */
  listComments(issueNumber: number, expected?: number): Promise<IssueComment[]>;
  /** Exactly one POST: never retried by the client, because a retry after a lost response would double-post. */
  createCommentOnce(issueNumber: number, body: string): Promise<IssueComment>;
  updateComment(commentId: number, body: string): Promise<void>;
  deleteComment(commentId: number): Promise<void>;
  /** `POST …/labels` (adds; never replaces). Returns the issue's labels afterwards. */
  addLabels(issueNumber: number, labels: string[]): Promise<string[]>;
  /** Removes one label; a label that is already gone is not an error. */
  removeLabel(issueNumber: number, label: string): Promise<void>;
  /**
   * Which of these label names the repository has, lower-cased: one `GET …/labels/{name}` per name not asked
   * before in this run (a repository may have hundreds of labels; the bot adds one or two), or the repository's labels
   * listed in pages of 100 when three or more are asked at once or `listing` is set (`setup-labels`).
   */
  findRepoLabels(names: string[], options?: { listing?: boolean }): Promise<Set<string>>;
  /**
   * Creates a repository label (`POST …/labels`) with a colour and a description; `exists` when the name is taken.
   * Optional so that wrappers and fakes written before it still type-check; without it no label is created.
   */
  createRepoLabel?(name: string, color: string, description: string): Promise<'created' | 'exists'>;
  /**
   * One page of `GET /search/issues` (search has its own rate limit, 30 a minute): exactly one request, never
   * retried or waited for; after a rate limit, later searches in the run fail at once without a request.
   * Optional so that wrappers written before it still type-check; a gateway without it never searches.
   * @param query the full query, e.g. `repo:owner/name is:issue "phrase"`
   * @param perPage how many hits to ask for
   */
  searchIssues?(query: string, perPage: number): Promise<IssueSearchHit[]>;
  /**
   * One `GET /repos/vllm-project/vllm/compare/{base}...{head}` (never retried): `behind` or `identical` means the release
   * `base` (a tag or a build commit) contains the commit `head`. Optional like `searchIssues`.
   */
  compareCommits?(base: string, head: string): Promise<CompareStatus>;
  /**
   * The login the token writes as (`GET /user`, once per run), or null when GitHub will not say (an Actions or app
   * installation token) or the request failed. Optional like `searchIssues`: without it the login is unknown.
   */
  authenticatedLogin?(): Promise<string | null>;
  requests(): RequestCount;
}

/** Which page of the repository's issue list to read (oldest first by creation, so our own writes never reorder it). */
export interface IssueListQuery {
  state: 'open' | 'closed' | 'all';
  /** ISO date: only issues updated since then; null for all. */
  since: string | null;
  /** 1-based page number. */
  page: number;
  perPage: number;
}

/** One page of the issue list; pull requests are in it, as GitHub serves them. */
export interface IssueListPage {
  issues: IssueSnapshot[];
  hasNextPage: boolean;
}

/** The backfill's one extra need: the repository's issues, page by page (one request per page). */
export interface IssueLister {
  listIssuesPage(query: IssueListQuery): Promise<IssueListPage>;
}

/** Which page of the issues to read through GraphQL: after a cursor (null: from the start), oldest first by creation. */
export interface IssueBatchQuery {
  state: 'open' | 'closed' | 'all';
  since: string | null;
  after: string | null;
  perPage: number;
}

/** One issue of a GraphQL page: the issue, its node id, its first comments, and a cursor when it has more. */
export interface BatchedIssue {
  issue: IssueSnapshot;
  nodeId: string;
  comments: IssueComment[];
  /** Where its further comments start; null when `comments` is the whole thread. */
  moreCommentsAfter: string | null;
}

/** One GraphQL page of issues (pull requests are not in it). */
export interface IssueBatchPage {
  issues: BatchedIssue[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/** The next page of one thread's comments. */
export interface MoreComments {
  nodeId: string;
  comments: IssueComment[];
  moreCommentsAfter: string | null;
}

/** What the GraphQL reads spent: queries, points (each answer's `rateLimit.cost`) and GitHub's points left. */
export interface GraphqlSpend {
  queries: number;
  points: number;
  /** `rateLimit.remaining` of the last answer, or null before the first. */
  remaining: number | null;
  resetAt: string | null;
}

/**
 * The backfill's batched reads (GraphQL): pages of issues with labels and first comments, then further comments of
 * several threads at once. Their points are counted apart from REST requests (`graphqlSpent`, not `requests`).
 */
export interface IssueBatchReader {
  readIssuesBatch(query: IssueBatchQuery): Promise<IssueBatchPage>;
  readMoreComments(threads: { nodeId: string; after: string }[]): Promise<MoreComments[]>;
  graphqlSpent(): GraphqlSpend;
}

/** A failed API call, with what was being done and what GitHub said. */
export class GitHubApiError extends Error {
  override name = 'GitHubApiError';
  constructor(
    /** What the action was doing (`create the comment on #12`). */
    readonly operation: string,
    /** HTTP status, or null when no response arrived (reset, timeout). */
    readonly status: number | null,
    /** GitHub's message, or the network error's. */
    readonly detail: string,
    /** Seconds GitHub asked us to wait, when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`could not ${operation}: ${status === null ? 'no response' : `HTTP ${status}`} (${detail})`);
  }
  /** Seconds the run waited on this call's rate limits before it gave up (0: it did not wait). */
  waitedSeconds = 0;
  /** The run's request budget was spent: nothing was sent, and trying again will not help. */
  budgetSpent = false;
  /** GitHub (or a proxy) answered, but not with what was asked (a body that is not JSON): a write may have landed. */
  answerUnread = false;
  /** A primary rate limit without `retry-after`: seconds until the hourly window resets (`x-ratelimit-reset`), or null. */
  limitResetsInSeconds: number | null = null;
}

/**
 * Whether a failed call may have been a passing fault worth trying again: a 5xx, no response at all, or an answer
 * that is not JSON. Rate limits are not: the throttling plugin already waited as GitHub asked, as often as the action
 * allows.
 * @param error anything thrown by a gateway call
 */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof GitHubApiError && !error.budgetSpent && (error.status === null || error.status >= 500 || error.answerUnread);
}

/**
 * Whether the error says the issue itself is gone (404: deleted or transferred; 410: deleted, or issues disabled).
 * @param error anything thrown by a gateway call
 */
export function isIssueGone(error: unknown): boolean {
  return error instanceof GitHubApiError && (error.status === 404 || error.status === 410);
}

/**
 * Whether the error says the issue is locked (GitHub answers 403 to comments on locked issues).
 * @param error anything thrown by a gateway call
 */
export function isLockedRefusal(error: unknown): boolean {
  return error instanceof GitHubApiError && error.status === 403 && /locked/i.test(error.detail);
}
