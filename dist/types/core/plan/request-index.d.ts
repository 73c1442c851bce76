import type { LifecycleEvent } from '../signals/types.js';
/**
 * The client's id inside an engine id: since request-id randomisation the engine's id is the client's id plus
 * `-` and 8 random characters (FACTS §0.1-2), and `Request X aborted.` logs the client's. Null when the id
 * has no such suffix.
 * @param engineId the id an error or `Added request X.` line names
 */
export declare function clientIdOf(engineId: string): string | null;
/** Lifecycle events by request id (the crash line, which names no request, is left out). */
export type LifecycleIndex = Map<string, LifecycleEvent[]>;
/** Index the lifecycle events by request id: one pass over the thread. */
export declare function indexLifecycle(events: LifecycleEvent[]): LifecycleIndex;
/**
 * The lifecycle events of one request: those that name its engine id, and the `aborted` lines that name its
 * client id (the only line vLLM logs with the client's id).
 * @param index the thread's index
 * @param requestId the id the error names
 */
export declare function eventsOfRequest(index: LifecycleIndex, requestId: string): LifecycleEvent[];
