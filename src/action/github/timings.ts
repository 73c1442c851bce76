// How long the gateway waits: production's timings (GitHub's advice, as the Octokit plugins implement it); tests pass their own.

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
