// Short waits for runs against the local GitHub: the same plugins and code paths as production, other timings.
import { GATEWAY_TIMINGS, type GatewayTimings } from '../../src/action/github/timings.js';
import type { RunTimings } from '../../src/action/main.js';

/** Writes and searches unspaced; a retry or a `retry-after` of n waits n² or n milliseconds instead of seconds; production's request timeout. */
export const FAST_TIMINGS: GatewayTimings = {
  writeSpacingMs: 0,
  notificationSpacingMs: 0,
  searchSpacingMs: 0,
  retryBaseMs: 1,
  retryAfterUnitMs: 1,
  requestTimeoutMs: 20_000,
};

/**
 * The shortest request timeout a scaled copy gets: a test's stand-in on a loaded machine answers in milliseconds but
 * may stall for a second or two, which must not read as GitHub not answering.
 */
export const MIN_SCALED_REQUEST_TIMEOUT_MS = 5_000;

/**
 * Every wait of a run multiplied by `factor`: the gateway's spacing, back-off, `retry-after` unit and request timeout
 * (never below MIN_SCALED_REQUEST_TIMEOUT_MS), and the pauses before looking again for a create that got no answer.
 * @param factor from 0 to 1 (0.001: a second becomes a millisecond)
 */
export function scaledRunTimings(factor: number): Required<RunTimings> {
  const scale = (milliseconds: number): number => milliseconds * factor;
  return {
    gateway: {
      writeSpacingMs: scale(GATEWAY_TIMINGS.writeSpacingMs),
      notificationSpacingMs: scale(GATEWAY_TIMINGS.notificationSpacingMs),
      searchSpacingMs: scale(GATEWAY_TIMINGS.searchSpacingMs),
      retryBaseMs: scale(GATEWAY_TIMINGS.retryBaseMs),
      retryAfterUnitMs: scale(GATEWAY_TIMINGS.retryAfterUnitMs),
      requestTimeoutMs: Math.max(scale(GATEWAY_TIMINGS.requestTimeoutMs), MIN_SCALED_REQUEST_TIMEOUT_MS),
    },
    wait: (milliseconds) => new Promise((resolve) => setTimeout(resolve, scale(milliseconds))),
  };
}
