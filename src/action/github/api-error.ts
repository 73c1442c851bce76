// What Octokit throws, read into a GitHubApiError with GitHub's own message; and a status a call may ignore.
import { GitHubApiError } from './gateway.js';
import { asRecord, numberAt, stringAt } from './issue-json.js';
import { describeBody, UnreadableAnswer } from './answer-check.js';
import { RequestBudgetSpent } from './request-budget.js';
import { cutText } from '../../core/index.js';

/** Longest detail an error keeps: with the operation and the advice, the line stays under 300 characters. */
const MAX_DETAIL_LENGTH = 160;

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
  if (error instanceof UnreadableAnswer) return Object.assign(new GitHubApiError(operation, error.status, error.detail), { answerUnread: true });
  if (error instanceof RequestBudgetSpent) return Object.assign(new GitHubApiError(operation, null, error.message), { budgetSpent: true });
  const failure = (typeof error === 'object' && error !== null ? error : {}) as OctokitError;
  const response = failure.response;
  const status = typeof failure.status === 'number' && response !== undefined ? failure.status : null;
  const data = asRecord(response?.data);
  // An answer that is not JSON (a proxy's HTML error page): Octokit's message is the whole page; say what it was instead.
  const notJson = response !== undefined && data === null && response.data !== undefined && response.data !== '';
  const message = notJson
    ? describeBody(response.headers?.['content-type'], response.data)
    : typeof failure.message === 'string'
      ? failure.message
      : String(error);
  const detail = stringAt(data, 'message') ?? message;
  const retryAfter = Number(response?.headers?.['retry-after']);
  const errors = Array.isArray(data?.errors) ? data.errors.map((entry) => stringAt(asRecord(entry), 'message') ?? stringAt(asRecord(entry), 'code')) : [];
  const fullDetail = [detail, ...errors.filter((text): text is string => text !== null)].join('; ');
  const failed = new GitHubApiError(operation, status, oneLine(fullDetail), Number.isFinite(retryAfter) ? retryAfter : numberAt(data, 'retry_after'));
  if (failed.retryAfterSeconds === null) failed.limitResetsInSeconds = secondsToReset(response?.headers);
  return failed;
}

/**
 * When an answer says the hourly limit is spent (`x-ratelimit-remaining: 0`), the seconds until `x-ratelimit-reset`;
 * else null. GitHub sends no `retry-after` with its primary limit: the reset is how long it asks the run to wait.
 */
function secondsToReset(headers: Record<string, unknown> | undefined): number | null {
  const reset = Number(headers?.['x-ratelimit-reset']);
  if (String(headers?.['x-ratelimit-remaining']) !== '0' || !Number.isFinite(reset)) return null;
  return Math.max(0, Math.round(reset - Date.now() / 1000));
}

/** The sentence GitHub appends to its rate-limit and abuse messages (with a request id): no use in a run's line. */
const SUPPORT_SENTENCE = /If you reach out to GitHub Support for help, please include the request ID[^.]*\.?/i;

/** GitHub's (or the network's) words on one line, short enough for an annotation with the rest of the sentence. */
function oneLine(text: string): string {
  return cutText(text.replace(SUPPORT_SENTENCE, '').replace(/\s+/g, ' ').trim(), MAX_DETAIL_LENGTH);
}
