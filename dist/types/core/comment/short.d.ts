import type { AskStatus } from '../plan/types.js';
import { type CodeOwner, type NearbyOwner } from '../signals/code-owner.js';
import { type BundledBuild } from '../signals/thread-facts.js';
/** How a connector is named to people: index keys of shared code (`v1(metrics)`, `kv_transfer`) are vLLM's shared KV-transfer code. */
export declare function connectorDisplayName(name: string): string;
/**
 * The short comment for a connector error nobody has curated yet, when its final exception is visible: the
 * exception, whose code raised it and one fact from the frames (the function and the stage), what the thread
 * already says, and only the asks still missing (at most six lines before the footer).
 * @param connector the connector whose code raised it (a registered name or an index key), when no owner is known
 * @param exception the final exception as printed (user text)
 * @param innermost the innermost frame's file and line, when a traceback shows one
 * @param releaseRef the reporter's release tag, or null
 * @param asks the asks for it
 * @param extra `owner`: whose code failed (from the frames); `says`: line 2, what the thread already says; `nearby`: a
 *   third project's frame in the thread's other tracebacks
 */
export declare function renderUncuratedShort(connector: string, exception: {
    type: string;
    message: string;
}, innermost: {
    file: string;
    line: number | null;
} | null, releaseRef: string | null, asks: AskStatus[], extra?: {
    owner?: CodeOwner;
    says?: string;
    nearby?: NearbyOwner;
    loggedBelowError?: {
        level: string;
        logFile: string | null;
        logLine: number | null;
    };
    bundledBy?: BundledBuild;
    titleCondition?: string;
}): string;
/**
 * The short comment after a maintainer routed the issue and nothing is recognised: the connector's short asks.
 * @param connector the connector routed to (a registered name), or null for the generic label
 * @param label the routing label
 * @param asks the asks (version, kv_transfer_config, the log as text, the connector's package version)
 */
export declare function renderRoutedShort(connector: string | null, label: string, asks: AskStatus[]): string;
