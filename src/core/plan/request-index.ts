// The thread's lifecycle lines indexed once by request id, so each ask and the timeline look up, never rescan.
import type { LifecycleEvent } from '../signals/types.js';

/**
 * The client's id inside an engine id: since request-id randomisation the engine's id is the client's id plus
 * `-` and 8 random characters (FACTS §0.1-2), and `Request X aborted.` logs the client's. Null when the id
 * has no such suffix.
 * @param engineId the id an error or `Added request X.` line names
 */
export function clientIdOf(engineId: string): string | null {
  const dash = engineId.length - 9;
  if (dash <= 0 || engineId[dash] !== '-') return null;
  return /^[A-Za-z0-9]{8}$/.test(engineId.slice(dash + 1)) ? engineId.slice(0, dash) : null;
}

/** Lifecycle events by request id (the crash line, which names no request, is left out). */
export type LifecycleIndex = Map<string, LifecycleEvent[]>;

/** Index the lifecycle events by request id: one pass over the thread. */
export function indexLifecycle(events: LifecycleEvent[]): LifecycleIndex {
  const index: LifecycleIndex = new Map();
  for (const event of events) {
    if (event.kind === 'crash' || event.requestId === '') continue;
    const list = index.get(event.requestId);
    if (list === undefined) index.set(event.requestId, [event]);
    else list.push(event);
  }
  return index;
}

/**
 * The lifecycle events of one request: those that name its engine id, and the `aborted` lines that name its
 * client id (the only line vLLM logs with the client's id).
 * @param index the thread's index
 * @param requestId the id the error names
 */
export function eventsOfRequest(index: LifecycleIndex, requestId: string): LifecycleEvent[] {
  const own = index.get(requestId) ?? [];
  const client = clientIdOf(requestId);
  if (client === null) return own;
  const byClient = (index.get(client) ?? []).filter((event) => event.kind === 'aborted');
  return byClient.length === 0 ? own : [...own, ...byClient];
}
