import type { Match } from '../match/types.js';
import type { CommentContext } from '../plan/comment-context.js';
import type { CommentPart } from './assemble.js';
/**
 * All parts of a comment about at least one match.
 * @param context the comment's context
 * @param primary the headline match
 * @param releaseRef the reporter's release tag, or null when their version is not a plain release
 */
export declare function matchParts(context: CommentContext, primary: Match, releaseRef: string | null): CommentPart[];
