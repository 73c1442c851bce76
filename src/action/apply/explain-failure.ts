// A sentence a maintainer understands for a failed API call, naming the fix where there is one.
import { GitHubApiError } from '../github/gateway.js';
import { MAX_RATE_LIMIT_RETRIES, MAX_RATE_LIMIT_WAIT_SECONDS } from '../github/octokit-client.js';

/**
 * A sentence a maintainer understands for a failed call, naming the fix where there is one.
 * @param error what the gateway threw
 */
export function explainFailure(error: unknown): string {
  if (!(error instanceof GitHubApiError)) return error instanceof Error ? error.message : String(error);
  switch (error.status) {
    case 401:
      return `${error.message}: the token was refused; check the "github-token" input`;
    case 403:
      return /rate limit/i.test(error.detail)
        ? `${error.message}: GitHub's rate limit; ${howLongWaited(error)}, re-run it later`
        : `${error.message}: the token lacks permission; the workflow needs "permissions: issues: write"`;
    case 429:
      return `${error.message}: GitHub's rate limit (too many requests); ${howLongWaited(error)}, re-run it later`;
    case 404:
      return `${error.message}: the issue (or comment) was not found; it may have been deleted or transferred`;
    case 410:
      // GitHub answers 410 for a deleted issue and for a repository whose issues are turned off; its message says which.
      if (/disabled/i.test(error.detail)) return `${error.message}: issues are disabled in this repository`;
      return `${error.message}: the issue was deleted`;
    default:
      if (error.budgetSpent) return `${error.message}: raise the "request-budget" input, or re-run the job`;
      return error.status === null || error.status >= 500
        ? `${error.message}: GitHub did not answer after bounded retries; re-run the job later`
        : error.message;
  }
}

/** Whether the run waited before it gave up, and how long: a rate limit asking for an hour is not waited for. */
function howLongWaited(error: GitHubApiError): string {
  const asked =
    error.retryAfterSeconds !== null
      ? ` (retry-after ${error.retryAfterSeconds}s)`
      : error.limitResetsInSeconds !== null
        ? ` (the limit resets in ${error.limitResetsInSeconds}s)`
        : '';
  if (error.waitedSeconds > 0) return `the run waited as told${asked}, ${error.waitedSeconds}s in all, and gave up after bounded retries`;
  return `the run did not wait${asked}: it waits at most ${MAX_RATE_LIMIT_WAIT_SECONDS}s, ${MAX_RATE_LIMIT_RETRIES} times`;
}
