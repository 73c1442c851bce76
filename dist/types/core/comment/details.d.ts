import type { Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { FullContext } from '../plan/comment-context.js';
import type { ActionsDone, EntryAtReporter } from './entry/open-actions.js';
/**
 * Links to the vLLM frames of the matched traceback, innermost last.
 * @param traceback the traceback of the match, if any
 * @param ref the reporter's release tag to link at, or null to name the frames without links
 * @param unlinkedWhy why they are not linked, when `ref` is null
 */
export declare function renderFrames(traceback: Traceback | undefined, ref: string | null, unlinkedWhy?: string): string;
/**
 * The folded details: the rest of the explanation, source and frame links, connectors, version.
 * @param context the comment's context
 * @param primary the headline match
 * @param parts `curated`: its curated entry as it applies to the reporter, if it has one; `done`: what the thread already did; `satisfied`: what the thread already answers (`renderSatisfiedAsks`); `releaseRef`: the reporter's release tag,
 * or null when their version is not a plain release
 */
export declare function renderDetails(context: FullContext, primary: Match, parts: {
    curated: EntryAtReporter | undefined;
    done: ActionsDone;
    satisfied: string;
    releaseRef: string | null;
    unlinkedWhy?: string;
}): string;
