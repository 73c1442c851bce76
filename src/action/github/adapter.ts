// The only code that talks to the GitHub REST API: an IssueGateway over Octokit with bounded retry and throttling.
import {
  GitHubApiError,
  type IssueComment,
  type IssueGateway,
  type IssueLister,
  type IssueSearchHit,
  type IssueSnapshot,
  type RequestCount,
} from './gateway.js';
import { asRecord, numberAt, readComment, readIssue, stringAt } from './issue-json.js';
import { compareCommits } from './compare-commits.js';
import { GATEWAY_TIMINGS, type GatewayTimings } from './timings.js';

export interface GatewayOptions {
  token: string;
  /** REST root, `https://api.github.com` or GHES's `https://host/api/v3`. */
  apiUrl: string;
  owner: string;
  repo: string;
  /**
   * Octokit's line for each failed request (`GET /repos/…/labels/x - 404`): the caller reports the failures that
   * matter, and many are expected (a label the repository lacks), so they are not warnings. Dropped when absent.
   */
  debug?: (message: string) => void;
  /** Warnings (a rate limit hit, a retry) go here. */
  log: (message: string) => void;
  /** How long the gateway waits; production's `GATEWAY_TIMINGS` unless given (tests pass near-zero values). */
  timings?: Partial<GatewayTimings>;
}

/** Retries of a failed read or idempotent write (5xx, no response); creates are never retried by the client. */
export const MAX_REQUEST_RETRIES = 2;
/** Times a rate-limited request is tried again. */
export const MAX_RATE_LIMIT_RETRIES = 2;
/** Longest wait GitHub may ask for before the action gives up instead of sitting in the job. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
/** How long the throttling plugin keeps an idle limiter (its default). */
const LIMITER_IDLE_MS = 120_000;
const PAGE_SIZE = 100;

interface OctokitError {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

/**
 * Creates the gateway; loads Octokit and its plugins only now, so events that are skipped never load them.
 * @param options token, API root, repository, logger and (tests) timings
 */
export async function createGitHubGateway(options: GatewayOptions): Promise<IssueGateway & IssueLister> {
  if (options.token === '') {
    throw new Error('input "github-token" is empty; expected a token (the default `${{ github.token }}` works)');
  }
  const [{ Octokit }, { retry }, { throttling }, { default: Bottleneck }] = await Promise.all([
    import('@octokit/rest'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling'),
    import('bottleneck/light.js'),
  ]);
  const timings: GatewayTimings = { ...GATEWAY_TIMINGS, ...options.timings };
  /** One request at a time per kind, `minTime` apart: the throttling plugin's own groups, with this gateway's spacing. */
  const spaced = (id: string, minTime: number) => new Bottleneck.Group({ id, maxConcurrent: 1, minTime, timeout: LIMITER_IDLE_MS });
  const count: RequestCount = { total: 0, writes: 0 };
  const countingFetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? 'GET').toUpperCase();
    count.total++;
    if (method !== 'GET' && method !== 'HEAD') count.writes++;
    return fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timings.requestTimeoutMs) });
  };
  const allowRetry = (kind: string) => (retryAfter: number, request: { method?: string; url?: string }, _octokit: unknown, retryCount: number) => {
    const target = `${request.method ?? ''} ${request.url ?? ''}`;
    if ((request.url ?? '').startsWith('/search/')) {
      options.log(`GitHub ${kind} on ${target}; not waiting (the search is optional)`);
      return false;
    }
    if (retryCount >= MAX_RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
      options.log(`GitHub ${kind} on ${target}; giving up after ${retryCount} retries (asked to wait ${retryAfter}s)`);
      return false;
    }
    options.log(`GitHub ${kind} on ${target}; waiting ${retryAfter}s as asked, then trying again`);
    return true;
  };
  const RetryingOctokit = Octokit.plugin(throttling, retry);
  const octokit = new RetryingOctokit({
    auth: options.token,
    baseUrl: options.apiUrl,
    userAgent: 'vllm-triage',
    request: { fetch: countingFetch },
    log: { debug: () => {}, info: () => {}, warn: options.log, error: options.debug ?? (() => {}) },
    retry: {
      retries: MAX_REQUEST_RETRIES,
      retryAfterBaseValue: timings.retryBaseMs,
      // 403/429 are the throttling plugin's business (it honours retry-after); the rest will not change on retry.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
    throttle: {
      onRateLimit: allowRetry('rate limit'),
      onSecondaryRateLimit: allowRetry('secondary rate limit'),
      fallbackSecondaryRateRetryAfter: 10,
      retryAfterBaseValue: timings.retryAfterUnitMs,
      write: spaced('octokit-write', timings.writeSpacingMs),
      notifications: spaced('octokit-notifications', timings.notificationSpacingMs),
      search: spaced('octokit-search', timings.searchSpacingMs),
    },
  });
  const repo = { owner: options.owner, repo: options.repo };
  /** Label name (lower-cased) → whether the repository has it; asked once per run. */
  const repoLabels = new Map<string, Promise<boolean>>();
  /** Set once search was rate-limited: later searches in this run fail without a request. */
  let searchRefusal: GitHubApiError | null = null;

  const call = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toApiError(operation, error);
    }
  };

  return {
    getIssue: (issueNumber) =>
      call(`read issue #${issueNumber}`, async () => {
        const response = await octokit.rest.issues.get({ ...repo, issue_number: issueNumber });
        const issue: IssueSnapshot | null = readIssue(response.data);
        if (issue === null) throw new Error('the response is not an issue');
        return issue;
      }),
    listComments: (issueNumber) =>
      call(`list the comments of #${issueNumber}`, async () => {
        const raw: unknown[] = await octokit.paginate(octokit.rest.issues.listComments, {
          ...repo,
          issue_number: issueNumber,
          per_page: PAGE_SIZE,
        });
        return raw.map(readComment).filter((comment): comment is IssueComment => comment !== null);
      }),
    createCommentOnce: (issueNumber, body) =>
      call(`create the comment on #${issueNumber}`, async () => {
        const response = await octokit.rest.issues.createComment({
          ...repo,
          issue_number: issueNumber,
          body,
          request: { retries: 0 },
        });
        const comment = readComment(response.data);
        if (comment === null) throw new Error('the response is not a comment');
        return comment;
      }),
    updateComment: (commentId, body) =>
      call(`update comment ${commentId}`, async () => {
        await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
      }),
    deleteComment: (commentId) =>
      call(`delete duplicate comment ${commentId}`, async () => {
        await ignoreStatus(404, octokit.rest.issues.deleteComment({ ...repo, comment_id: commentId }));
      }),
    addLabels: (issueNumber, labels) =>
      call(`add labels ${labels.join(', ')} to #${issueNumber}`, async () => {
        const response = await octokit.rest.issues.addLabels({ ...repo, issue_number: issueNumber, labels });
        const data: unknown = response.data;
        return (Array.isArray(data) ? data : []).map((label) => stringAt(asRecord(label), 'name') ?? '').filter(Boolean);
      }),
    removeLabel: (issueNumber, label) =>
      call(`remove label ${label} from #${issueNumber}`, async () => {
        await ignoreStatus(404, octokit.rest.issues.removeLabel({ ...repo, issue_number: issueNumber, name: label }));
      }),
    findRepoLabels: async (names) => {
      const found = new Set<string>();
      for (const name of names) {
        const key = name.toLowerCase();
        let exists = repoLabels.get(key);
        if (exists === undefined) {
          exists = call(`look up the repository label ${name}`, async () => {
            try {
              await octokit.rest.issues.getLabel({ ...repo, name });
              return true;
            } catch (error) {
              if ((error as OctokitError | null)?.status === 404) return false;
              throw error;
            }
          });
          repoLabels.set(key, exists);
          // A failed look-up is not remembered: the next caller asks again.
          exists.catch(() => repoLabels.delete(key));
        }
        if (await exists) found.add(key);
      }
      return found;
    },
    listIssuesPage: (query) =>
      call(`list the issues (page ${query.page})`, async () => {
        const response = await octokit.rest.issues.listForRepo({
          ...repo,
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
      }),
    searchIssues: async (query, perPage) => {
      const operation = 'search for earlier reports';
      if (searchRefusal !== null) {
        throw new GitHubApiError(operation, searchRefusal.status, `not tried: search was rate-limited earlier in this run (${searchRefusal.detail})`);
      }
      try {
        return await call(operation, async () => {
          const response = await octokit.rest.search.issuesAndPullRequests({ q: query, per_page: perPage, request: { retries: 0 } });
          const items: unknown = asRecord(response.data)?.items;
          return (Array.isArray(items) ? items : []).map(readSearchHit).filter((hit): hit is IssueSearchHit => hit !== null);
        });
      } catch (error) {
        if (error instanceof GitHubApiError && (error.status === 403 || error.status === 429)) searchRefusal = error;
        throw error;
      }
    },
    compareCommits: (base, head) => call(`compare ${base} with ${head.slice(0, 12)}`, () => compareCommits(octokit, base, head)),
    requests: () => ({ ...count }),
  };
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

async function ignoreStatus(status: number, pending: Promise<unknown>): Promise<void> {
  try {
    await pending;
  } catch (error) {
    if ((error as OctokitError | null)?.status !== status) throw error;
  }
}

/**
 * Turns whatever Octokit threw into a GitHubApiError with GitHub's own message.
 * @param operation what was being done
 * @param error the thrown value
 */
function toApiError(operation: string, error: unknown): GitHubApiError {
  if (error instanceof GitHubApiError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as OctokitError;
  const response = failure.response;
  const status = typeof failure.status === 'number' && response !== undefined ? failure.status : null;
  const data = asRecord(response?.data);
  const detail = stringAt(data, 'message') ?? (typeof failure.message === 'string' ? failure.message : String(error));
  const retryAfter = Number(response?.headers?.['retry-after']);
  const errors = Array.isArray(data?.errors) ? data.errors.map((entry) => stringAt(asRecord(entry), 'message') ?? stringAt(asRecord(entry), 'code')) : [];
  const fullDetail = [detail, ...errors.filter((text): text is string => text !== null)].join('; ');
  return new GitHubApiError(operation, status, fullDetail, Number.isFinite(retryAfter) ? retryAfter : numberAt(data, 'retry_after'));
}
