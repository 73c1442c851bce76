import type { CommentNode } from '../plan/comment-context.js';
import type { MarkerData } from '../memory/marker.js';
import { type CommentPart } from './assemble.js';
export type { CommentContext, CommentNode } from '../plan/comment-context.js';
export type { CommentPart } from './assemble.js';
/** What the comment was assembled from, so a part from outside the thread (GitHub's search) can be added last. */
export interface CommentDraft {
    parts: CommentPart[];
    footer: string;
}
/** The comment and the marker it carries. */
export interface PlannedComment {
    comment: string;
    marker: MarkerData;
    /** The parts and footer the comment was assembled from; null for a dismissal's one-line note. */
    draft: CommentDraft | null;
}
/**
 * Plan the comment: render the body, hash it, and put the marker (ids, fingerprint, bot labels,
 * dismissal) on its first line. The fingerprint covers what the thread decides; a part added later
 * from GitHub's search (`withSearchPart`) is not in it, so the action can tell when the thread changed without searching.
 * @param node the comment's shape and the values chosen for it (`commentNodeOf`)
 */
export declare function planComment(node: CommentNode): PlannedComment;
/**
 * The comment with one more optional part at the end (GitHub's search results), assembled within the
 * length limit as if it had been planned with it; the marker, and so the fingerprint, stay as planned.
 * @param draft the planned comment's parts and footer (`PlannedComment.draft`)
 * @param marker the planned comment's marker
 * @param text the part to add, markdown; '' adds nothing
 */
export declare function withSearchPart(draft: CommentDraft, marker: MarkerData, text: string): string;
