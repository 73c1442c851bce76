// GitHub's error responses: an ApiError that routes throw, and builders for the bodies GitHub sends.

const DOCS = 'https://docs.github.com/rest';

/** One entry of a 422's `errors` array, as GitHub writes it. */
export interface ValidationErrorEntry {
  resource: string;
  code: 'missing' | 'missing_field' | 'invalid' | 'already_exists' | 'unprocessable' | 'custom';
  field: string;
  message?: string;
  value?: unknown;
}

/** An HTTP error with GitHub's JSON body; the server turns it into the response. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body['message'] === 'string' ? body['message'] : `HTTP ${status}`);
  }
}

/** An error body: `{message, documentation_url, status}` (GitHub now echoes the status as a string). */
export function errorBody(status: number, message: string, documentationUrl = DOCS): Record<string, unknown> {
  return { message, documentation_url: documentationUrl, status: String(status) };
}

export function notFound(documentationUrl = DOCS): ApiError {
  return new ApiError(404, errorBody(404, 'Not Found', documentationUrl));
}

export function issuesDisabled(): ApiError {
  return new ApiError(410, errorBody(410, 'Issues are disabled for this repo', `${DOCS}/issues/issues`));
}

/** `422 Validation Failed` with GitHub's `errors` array. */
export function validationFailed(errors: ValidationErrorEntry[], documentationUrl = DOCS): ApiError {
  return new ApiError(422, { ...errorBody(422, 'Validation Failed', documentationUrl), errors });
}

export function issueLocked(): ApiError {
  return new ApiError(403, errorBody(403, 'Unable to create comment because issue is locked.', 'https://docs.github.com/articles/locking-conversations/'));
}

export function requiresAuthentication(): ApiError {
  return new ApiError(401, errorBody(401, 'Requires authentication'));
}

export function badCredentials(): ApiError {
  return new ApiError(401, errorBody(401, 'Bad credentials'));
}

export function notAccessibleByIntegration(documentationUrl = DOCS): ApiError {
  return new ApiError(403, errorBody(403, 'Resource not accessible by integration', documentationUrl));
}

/** The body GitHub sends with a secondary rate limit (403 or 429, with `retry-after`). */
export function secondaryRateLimitBody(requestId: string): Record<string, unknown> {
  return {
    message:
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
      `If you reach out to GitHub Support for help, please include the request ID ${requestId}.`,
    documentation_url: 'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
    status: '403',
  };
}

/** The body GitHub sends when the primary (hourly) rate limit is used up. */
export function primaryRateLimitBody(): Record<string, unknown> {
  return {
    message: 'API rate limit exceeded for installation. If you reach out to GitHub Support for help, please include the request ID.',
    documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
    status: '403',
  };
}

/** The generic body of a 5xx. */
export function serverErrorBody(status: number): Record<string, unknown> {
  const messages: Record<number, string> = { 500: 'Server Error', 502: 'Server Error', 503: 'Service Unavailable' };
  return errorBody(status, messages[status] ?? 'Server Error');
}
