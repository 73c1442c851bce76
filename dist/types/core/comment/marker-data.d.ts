import type { CommentFrame } from '../plan/comment-context.js';
import type { MarkerData } from '../memory/marker.js';
/**
 * The marker of a comment: ids, the fingerprint of its body, bot labels, dismissal, routing and containment. The
 * fingerprint covers what the thread decides; a part added later from GitHub's search is not in it.
 * @param context the comment's frame: its matches, labels, dismissal, routing and fixes
 * @param body the comment's body as planned
 */
export declare function markerFor(context: CommentFrame, body: string): MarkerData;
