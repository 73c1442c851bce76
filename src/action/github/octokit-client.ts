// The Octokit set-up the gateway's calls share: the client with bounded retry and throttling, the request count,
// the repository, and `call`, which turns whatever a call throws into a GitHubApiError.
import { toApiError } from './api-error.js';
import { checkedRequest } from './answer-check.js';
import { requestBudget } from './request-budget.js';
import type { GraphqlSpend, RequestCount } from './gateway.js';
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
  /** The most requests the run may send, every page and retry counted (DEFAULT_REQUEST_LIMIT unless given). */
  requestLimit?: number;
}

/** The most requests a run sends unless told otherwise: GITHUB_TOKEN's hourly allowance for one repository. */
export const DEFAULT_REQUEST_LIMIT = 1000;

/** Retries of a failed read or idempotent write (5xx, no response); creates are never retried by the client. */
export const MAX_REQUEST_RETRIES = 2;
/** Times a rate-limited request is tried again. */
export const MAX_RATE_LIMIT_RETRIES = 2;
/** Longest wait GitHub may ask for before the action gives up instead of sitting in the job. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
/** How long the throttling plugin keeps an idle limiter (its default). */
const LIMITER_IDLE_MS = 120_000;

/** The client as the calls use it (the plugins add retry and throttling, not methods). */
type RestClient = import('@octokit/rest').Octokit;

/** What every call needs: the client, the repository's route parameters, and the error wrapping. */
export interface GitHubClient {
  octokit: RestClient;
  repo: { owner: string; repo: string };
  /** REST requests (every HTTP attempt but GraphQL's). */
  count: RequestCount;
  /** Seconds the run has waited on rate limits so far (the throttling plugin's waits and `call`'s own). */
  waited: { seconds: number };
  /** GraphQL queries and their points, counted apart from REST requests (GitHub limits them apart). */
  graphql: GraphqlSpend;
  /**
   * Runs one API call; whatever it throws comes out as a GitHubApiError naming `operation`. A plain 429 with
   * `retry-after` (the throttling plugin handles the secondary limit and the hourly one) is waited for as told, a
   * bounded number of times, and the log says so, unless `waitOnRateLimit` is false (the optional search).
   */
  call<T>(operation: string, run: () => Promise<T>, waitOnRateLimit?: boolean): Promise<T>;
}

/**
 * Sets Octokit up; loads it and its plugins only now, so events that are skipped never load them.
 * @param options token, API root, repository, logger and (tests) timings
 */
export async function createOctokitClient(options: GatewayOptions): Promise<GitHubClient> {
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
  const waited = { seconds: 0 };
  const graphql: GraphqlSpend = { queries: 0, points: 0, remaining: null, resetAt: null };
  const countingFetch = fetchCounting(count, timings.requestTimeoutMs);
  // The budget's hook first: the innermost, it sees every attempt the retry and throttling plugins make.
  const RetryingOctokit = Octokit.plugin(requestBudget(count, options.requestLimit ?? DEFAULT_REQUEST_LIMIT), throttling, retry);
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
      onRateLimit: allowRetry('rate limit', options.log, waited),
      onSecondaryRateLimit: allowRetry('secondary rate limit', options.log, waited),
      fallbackSecondaryRateRetryAfter: 10,
      retryAfterBaseValue: timings.retryAfterUnitMs,
      write: spaced('octokit-write', timings.writeSpacingMs),
      notifications: spaced('octokit-notifications', timings.notificationSpacingMs),
      search: spaced('octokit-search', timings.searchSpacingMs),
    },
  });
  // Outside the plugins (the last hook wraps the others): the check that a read's answer is JSON.
  octokit.hook.wrap('request', checkedRequest() as never);
  return {
    octokit,
    repo: { owner: options.owner, repo: options.repo },
    count,
    waited,
    graphql,
    call: callWaitingAsTold(options.log, waited, timings.retryAfterUnitMs),
  };
}

/** `fetch` that counts REST requests (GraphQL's apart) and gives up on one after `timeoutMs`. */
function fetchCounting(count: RequestCount, timeoutMs: number) {
  return (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // A GraphQL query is paid in points (counted from its answer), not in REST requests.
    if (!/\/graphql$/.test(new URL(url).pathname)) {
      count.total++;
      if (method !== 'GET' && method !== 'HEAD') count.writes++;
    }
    return fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
  };
}

/** The client's `call` (GitHubClient.call): a plain 429 with `retry-after` waited for as told, a bounded number of times. */
function callWaitingAsTold(log: (message: string) => void, waited: { seconds: number }, retryAfterUnitMs: number): GitHubClient['call'] {
  return async (operation, run, waitOnRateLimit = true) => {
    const waitedBefore = waited.seconds;
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await run();
        const spent = waited.seconds - waitedBefore;
        if (spent > 0) log(`GitHub's rate limit on "${operation}": waited ${spent}s in all as told; the request then went through`);
        return answer;
      } catch (error) {
        const failure = toApiError(operation, error);
        failure.waitedSeconds = waited.seconds - waitedBefore;
        const seconds = failure.retryAfterSeconds;
        const told = failure.status === 429 && seconds !== null && !/secondary rate/i.test(failure.detail);
        if (!waitOnRateLimit || !told || attempt >= MAX_RATE_LIMIT_RETRIES || seconds > MAX_RATE_LIMIT_WAIT_SECONDS) {
          if (told) log(`GitHub's rate limit on "${operation}": asked to wait ${seconds}s; giving up after ${attempt} retries`);
          throw failure;
        }
        log(`GitHub answered 429 (too many requests) to "${operation}"; waiting ${seconds}s as told, then trying again`);
        await new Promise((resolve) => setTimeout(resolve, seconds * retryAfterUnitMs));
        waited.seconds += seconds;
      }
    }
  };
}

/**
 * Requests whose answer the run can do without, never waited for: the earlier-reports search, the token's login
 * (`GET /user`) and the release comparison.
 */
const OPTIONAL_ROUTES = [/^\/search\//, /^\/user$/, /^\/repos\/[^/]+\/[^/]+\/compare\//];

/**
 * The throttling plugin's hook for a rate limit: wait as GitHub asks (and say so) a bounded number of times, never for
 * an optional request (OPTIONAL_ROUTES).
 */
function allowRetry(kind: string, log: (message: string) => void, waited: { seconds: number }) {
  return (retryAfter: number, request: { method?: string; url?: string }, _octokit: unknown, retryCount: number): boolean => {
    const target = `${request.method ?? ''} ${request.url ?? ''}`;
    if (OPTIONAL_ROUTES.some((route) => route.test(request.url ?? ''))) {
      log(`GitHub ${kind} on ${target}; not waiting (the answer is optional)`);
      return false;
    }
    if (retryCount >= MAX_RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
      log(`GitHub ${kind} on ${target}; giving up after ${retryCount} retries (asked to wait ${retryAfter}s)`);
      return false;
    }
    log(`GitHub ${kind} on ${target}; waiting ${retryAfter}s as asked, then trying again`);
    waited.seconds += retryAfter;
    return true;
  };
}
