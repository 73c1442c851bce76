import type { LogLine } from '../extract/types.js';
import type { LifecycleEvent, StatsLine } from './types.js';
/** The request id of a crash event, which names no request. */
export declare const NO_REQUEST_ID = "";
/**
 * The lifecycle events on one log line: one per request id it names (`Aborted request(s) a,b.`
 * gives two); the fatal `EngineCore encountered a fatal error.` gives one `crash` event with an
 * empty request id.
 * @param line a log line, prefixes stripped
 */
export declare function parseLifecycleEvents(line: LogLine): LifecycleEvent[];
/**
 * The periodic stats line (`Engine 000: Avg prompt throughput: … Running: N reqs, Waiting: N reqs,
 * [Preemptions: N, ]GPU KV cache usage: X%, …` or the `N Engines Aggregated: …` form), or null.
 * The preemption count is 0 when the part is absent (vLLM prints it only when it is above 0).
 * @param line a log line, prefixes stripped
 */
export declare function parseStatsLine(line: LogLine): StatsLine | null;
/**
 * Whether a line says that clients cancel or time out. Conservative: a phrase that only a client
 * abort produces, `client` with cancel / time out / abort / disconnect, or `request` with cancel /
 * time out; traceback frame lines never count.
 * @param text one line of text
 */
export declare function mentionsClientAbort(text: string): boolean;
