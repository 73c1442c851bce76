// The run's request budget, checked on every HTTP attempt: a plugin whose hook sits inside Octokit's retry and
// throttling, so a retry or a wait-and-try-again past the budget is refused like a first request, and never sent.
import type { RequestCount } from './gateway.js';

/** The request budget ran out: the request was not sent. */
export class RequestBudgetSpent extends Error {
  override name = 'RequestBudgetSpent';
  constructor(readonly limit: number) {
    super(`the run's request budget of ${limit} API requests is spent; the request was not sent`);
  }
}

/** The one Octokit hook method the plugin uses (Octokit's own types name every hook; this one is `request`). */
interface Hookable {
  hook: { wrap(name: 'request', wrapper: never): void };
}

/** The rest of the request chain (throttling, retry, fetch) as the hook sees it. */
type RequestChain = (options: unknown) => Promise<unknown>;

/**
 * An Octokit plugin that refuses every HTTP attempt once `count.total` reached `limit`. Listed before the retry and
 * throttling plugins, its hook is the innermost, so it sees each attempt they make (the counting fetch counts them).
 * The refusal is not an HTTP error, so neither plugin tries it again.
 * @param count the run's requests so far
 * @param limit the most the run may make
 */
export function requestBudget(count: RequestCount, limit: number) {
  return (octokit: Hookable): void => {
    const checked = (request: RequestChain, options: unknown): Promise<unknown> =>
      count.total >= limit ? Promise.reject(new RequestBudgetSpent(limit)) : request(options);
    octokit.hook.wrap('request', checked as never);
  };
}
