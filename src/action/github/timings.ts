// How long the gateway waits: production's timings (GitHub's advice, as the Octokit plugins implement it) and a scaled copy for tests.

/** Every wait of the gateway, in milliseconds. */
export interface GatewayTimings {
  /** Least time between two writes (the throttling plugin's spacing). */
  writeSpacingMs: number;
  /** Least time between two writes that notify people (creating a comment). */
  notificationSpacingMs: number;
  /** Least time between two searches. */
  searchSpacingMs: number;
  /** Retry back-off base: the n-th retry of a failed request waits base × n². */
  retryBaseMs: number;
  /** How long one second of a rate limit's `retry-after` lasts. */
  retryAfterUnitMs: number;
  /** A request without a response after this long is abandoned (and counts as "no response"). */
  requestTimeoutMs: number;
}

/** Production's waits: GitHub's advice as the Octokit plugins implement it (1 s between writes, 3 s between creates, 2 s between searches; retries after 0.5 s, then 2 s; `retry-after` in seconds); a request is abandoned after 20 s without an answer. */
export const GATEWAY_TIMINGS: GatewayTimings = {
  writeSpacingMs: 1000,
  notificationSpacingMs: 3000,
  searchSpacingMs: 2000,
  retryBaseMs: 500,
  retryAfterUnitMs: 1000,
  requestTimeoutMs: 20_000,
};

/**
 * The shortest request timeout a scaled copy gets: a test's stand-in on a loaded machine answers in milliseconds but
 * may stall for a second or two, which must not read as GitHub not answering.
 */
export const MIN_SCALED_REQUEST_TIMEOUT_MS = 5_000;

/**
 * Production's timings multiplied by `factor` (the test-only `VLLM_TRIAGE_TEST_TIME_SCALE`); the request timeout
 * never below `MIN_SCALED_REQUEST_TIMEOUT_MS`.
 * @param factor from 0 to 1
 */
export function scaledTimings(factor: number): GatewayTimings {
  const scale = (milliseconds: number): number => milliseconds * factor;
  return {
    writeSpacingMs: scale(GATEWAY_TIMINGS.writeSpacingMs),
    notificationSpacingMs: scale(GATEWAY_TIMINGS.notificationSpacingMs),
    searchSpacingMs: scale(GATEWAY_TIMINGS.searchSpacingMs),
    retryBaseMs: scale(GATEWAY_TIMINGS.retryBaseMs),
    retryAfterUnitMs: scale(GATEWAY_TIMINGS.retryAfterUnitMs),
    requestTimeoutMs: Math.max(scale(GATEWAY_TIMINGS.requestTimeoutMs), MIN_SCALED_REQUEST_TIMEOUT_MS),
  };
}
