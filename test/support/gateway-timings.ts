// Near-zero gateway timings for tests against the local GitHub: the same plugins and code paths, millisecond waits.
import type { GatewayTimings } from '../../src/action/github/timings.js';

/** Writes and searches unspaced; a retry or a `retry-after` of n waits n² or n milliseconds instead of seconds; production's request timeout. */
export const FAST_TIMINGS: GatewayTimings = {
  writeSpacingMs: 0,
  notificationSpacingMs: 0,
  searchSpacingMs: 0,
  retryBaseMs: 1,
  retryAfterUnitMs: 1,
  requestTimeoutMs: 20_000,
};
