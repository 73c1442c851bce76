import type { CatalogEntry } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
import type { CommentContext } from '../../plan/comment-context.js';
import type { ActionsDone } from '../entry/open-actions.js';
/**
 * What was recognised: a curated entry's essentials with what the thread says and what the version has, or the
 * honest headline of an index or connector-file match.
 * @param context the comment's context
 * @param primary the headline match
 * @param curated `entry`: the match's curated entry at the reporter's version, if it has one; `done`: what the thread
 * already did; `inVersion`: what the reporter's version has of the entry's changes (`renderFixesInVersion`), or ''
 * @param releaseRef the reporter's release tag, or null when their version is not a plain release
 */
export declare function renderHeadline(context: CommentContext, primary: Match, entry: CatalogEntry | undefined, done: ActionsDone, inVersion: string, releaseRef: string | null): string;
