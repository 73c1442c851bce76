// What Octokit throws, read into a GitHubApiError with GitHub's own message; and a status a call may ignore.
import { GitHubApiError } from './gateway.js';
import { asRecord, numberAt, stringAt } from './issue-json.js';

interface OctokitError {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

/** The HTTP status Octokit's error carries, or null. */
export function statusOf(error: unknown): number | null {
  const status = (error as OctokitError | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** Awaits the request; an answer with `status` counts as done (a 404 for something already gone). */
export async function ignoreStatus(status: number, pending: Promise<unknown>): Promise<void> {
  try {
    await pending;
  } catch (error) {
    if (statusOf(error) !== status) throw error;
  }
}

/**
 * Turns whatever Octokit threw into a GitHubApiError with GitHub's own message.
 * @param operation what was being done
 * @param error the thrown value
 */
export function toApiError(operation: string, error: unknown): GitHubApiError {
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
