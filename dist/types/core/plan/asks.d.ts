import type { Ask } from '../catalog/types.js';
import type { LogLine, Traceback } from '../extract/types.js';
import type { AskStatus } from './types.js';
import type { Signals } from '../signals/types.js';
import { type BundledBuild, type ThreadFacts } from '../signals/thread-facts.js';
import { type LifecycleIndex } from './request-index.js';
/** What the detectors look at. */
export interface AskContext {
    /** Captures of the match the asks belong to (`req_id` → `chatcmpl-…`); user text. */
    captures: Record<string, string>;
    signals: Signals;
    tracebacks: Traceback[];
    lines: LogLine[];
    /** What the detectors read from the whole thread, computed once (`summariseThread`); computed here when absent. */
    summary?: ThreadSummary;
    /** What the thread says in words (a version in prose, the config described, the final exception shown): it answers asks too. */
    facts?: ThreadFacts;
}
/** The thread facts the detectors need, each computed in one pass so that many matches cost one scan. */
export interface ThreadSummary {
    lifecycle: LifecycleIndex;
    mostPreemptions: number;
    debugLines: number;
    aborts: number;
    /** The first traceback that shows frames, with its frame count. */
    framesShown: number | null;
}
/**
 * Summarise the thread once for every ask of every match.
 * @param context signals, tracebacks and log lines
 */
export declare function summariseThread(context: Omit<AskContext, 'captures' | 'summary'>): ThreadSummary;
/** The asks for an error nobody has curated yet (index or connector-file matches). */
export declare const DEFAULT_ASKS: Ask[];
/**
 * The asks for an uncurated error whose final exception is visible: only what is missing and what the owner of
 * the failing code needs — the vLLM version, the owner package's version, and the `kv_transfer_config` only when
 * no frame says which connector ran. Never the full traceback: its last line is there.
 * @param owner the owner of the failing code
 * @param connectorShown whether a frame or config shows which connector ran
 * @param caller the owner kind of a third project that called the failing code (`dynamo`), when the frames show one
 * @param checkout the source checkout the owner's code runs from (its frames are outside site-packages), or null
 * @param vllmInvolved whether anything in the thread involves vLLM (its repository, a vLLM frame, the word): a
 *   failure in NIXL under Dynamo with no vLLM anywhere is not asked for a vLLM version
 */
export declare function uncuratedAsks(owner: string, connectorShown: boolean, vllmInvolved?: boolean, caller?: string, checkout?: string | null): Ask[];
/**
 * The reporter's vLLM named by the build that brought it: "the vLLM that `ai-dynamo[vllm]==0.4.1` brings (in the
 * description)", for the version ask and the comment's version line alike.
 * @param bundled the build, as the thread says it
 */
export declare function bundledVllmWords(bundled: BundledBuild): string;
/**
 * The short asks after a maintainer routed the issue and nothing is recognised: the vLLM version, the
 * `kv_transfer_config`, the whole log as text, and the connector package's version where it has one.
 * @param family the routed connector's family, or null
 */
export declare function routedAsks(family: string | null): Ask[];
/**
 * Fill `{name}` placeholders with captured (user) text, safely: outside a code span the value
 * becomes inline code; inside one (the catalog wrote `` `Added request {req_id}.` ``) the value
 * is inserted without backticks or newlines. Unknown placeholders stay as their name in code.
 * @param template catalog text with `{capture}` placeholders
 * @param captures captured values
 */
export declare function fillPlaceholders(template: string, captures: Record<string, string>): string;
/**
 * Which id to search the `Request … aborted.` line for (FACTS §0.2.3): with the 8-character suffix, the client's id
 * itself; without it, the engine's id is the client's, and every line carries the same id.
 * @param engineId the id the error names (user text)
 */
export declare function requestIdNote(engineId: string): string;
/**
 * The status of each ask: text and how filled from the captures, satisfied when any of its
 * detectors finds the evidence in the body or a human comment.
 * @param asks the catalog asks (or `DEFAULT_ASKS`)
 * @param context captures, signals, tracebacks and log lines of the thread
 */
export declare function evaluateAsks(asks: Ask[], context: AskContext): AskStatus[];
