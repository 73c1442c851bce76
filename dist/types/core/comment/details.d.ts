import type { CatalogEntry } from '../catalog/types.js';
import type { Traceback } from '../extract/types.js';
import type { Match } from '../match/types.js';
import type { CommentContext } from '../plan/comment-context.js';
import type { ActionsDone } from './entry/open-actions.js';
/**
 * Links to the vLLM frames of the matched traceback, innermost last.
 * @param traceback the traceback of the match, if any
 * @param ref the reporter's release tag to link at, or null to name the frames without links
 */
export declare function renderFrames(traceback: Traceback | undefined, ref: string | null): string;
/**
 * The folded details: the rest of the explanation, source and frame links, connectors, version.
 * @param context the comment's context
 * @param primary the headline match
 * @param parts `entry`: its curated entry at the reporter's version, if it has one; `done`: what the thread already
 * did; `satisfied`: what the thread already answers (`renderSatisfiedAsks`); `releaseRef`: the reporter's release tag,
 * or null when their version is not a plain release
 */
export declare function renderDetails(context: CommentContext, primary: Match, parts: {
    entry: CatalogEntry | undefined;
    done: ActionsDone;
    satisfied: string;
    releaseRef: string | null;
}): string;
