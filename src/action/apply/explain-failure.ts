// A sentence a maintainer understands for a failed API call, naming the fix where there is one.
import { GitHubApiError } from '../github/gateway.js';

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
        ? `${error.message}: GitHub's rate limit; the run waited as told and gave up after bounded retries, re-run it later`
        : `${error.message}: the token lacks permission; the workflow needs "permissions: issues: write"`;
    case 429:
      return `${error.message}: GitHub's rate limit (too many requests); the run waited as told${error.retryAfterSeconds === null ? '' : ` (retry-after ${error.retryAfterSeconds}s)`} and gave up after bounded retries, re-run it later`;
    case 404:
      return `${error.message}: the issue (or comment) was not found; it may have been deleted or transferred`;
    case 410:
      // GitHub answers 410 for a deleted issue and for a repository whose issues are turned off; its message says which.
      if (/disabled/i.test(error.detail)) return `${error.message}: issues are disabled in this repository`;
      return `${error.message}: the issue was deleted`;
    default:
      return error.status === null || error.status >= 500
        ? `${error.message}: GitHub did not answer after bounded retries; re-run the job later`
        : error.message;
  }
}
