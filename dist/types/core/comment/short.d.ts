import type { RoutedComment, UncuratedComment } from '../plan/comment-context.js';
/** How a connector is named to people: index keys of shared code (`v1(metrics)`, `kv_transfer`) are vLLM's shared KV-transfer code. */
export declare function connectorDisplayName(name: string): string;
/**
 * The short comment for a connector error nobody has curated yet, when its final exception is visible: the
 * exception, whose code raised it and one fact from the frames (the function and the stage), what the thread
 * already says, and only the asks still missing (at most six lines before the footer).
 * @param node the connector whose code raised it (a registered name or an index key, when no owner is known), the
 *   final exception as printed (user text), the innermost frame, the reporter's release tag or null, the asks; `owner`:
 *   whose code failed (from the frames); `says`: line 2, what the thread already says; `nearby`: a third project's frame
 *   in the thread's other tracebacks
 */
export declare function renderUncuratedShort(node: UncuratedComment): string;
/**
 * The short comment after a maintainer routed the issue and nothing is recognised: the connector's short asks.
 * @param node the connector routed to (a registered name, or null for the generic label), the routing label, the asks
 */
export declare function renderRoutedShort({ connector, label, asks }: RoutedComment): string;
