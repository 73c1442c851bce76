import type { Ask } from '../../catalog/types.js';
import type { LineList, Traceback } from '../../extract/types.js';
import type { AskStatus } from '../types.js';
import type { Signals } from '../../signals/types.js';
import { type ThreadFacts } from '../../signals/thread-facts.js';
import { type LifecycleIndex } from '../request-index.js';
/** What the detectors look at. */
export interface AskContext {
    /** Captures of the match the asks belong to (`req_id` → `chatcmpl-…`); user text. */
    captures: Record<string, string>;
    signals: Signals;
    tracebacks: Traceback[];
    lines: LineList;
    /** What the detectors read from the whole thread, computed once (`summariseThread`); computed here when absent. */
    summary?: ThreadSummary;
    /** What the thread says in words (a version in prose, the config described, the final exception shown): it answers asks too. */
    facts?: ThreadFacts;
    /** The markdown line of the error the asks are about: it is not one of the lines printed around it. */
    crashLine?: number;
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
/** The vLLM version, asked of an uncurated error (and the words a ticked version is printed with). */
export declare const VLLM_VERSION_ASK: Ask;
/** The connector's configuration, asked of an uncurated error. */
export declare const KV_TRANSFER_CONFIG_ASK: Ask;
/** The asks for an error nobody has curated yet (index or connector-file matches). */
export declare const DEFAULT_ASKS: Ask[];
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
