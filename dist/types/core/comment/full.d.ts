import type { FullComment } from '../plan/comment-context.js';
import type { CommentPart } from './assemble.js';
/**
 * All parts of a comment about at least one match.
 * @param node the comment's context, the headline match, and the reporter's release tag (null when their version is not a plain release)
 */
export declare function matchParts({ context, primary, releaseRef, unlinkedWhy, asksShown, ready }: FullComment): CommentPart[];
