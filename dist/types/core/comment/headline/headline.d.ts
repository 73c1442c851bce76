import type { Match } from '../../match/types.js';
import type { FullContext } from '../../plan/comment-context.js';
import type { ActionsDone, EntryAtReporter } from '../entry/open-actions.js';
/**
 * What was recognised: a curated entry's essentials with what the thread says and what the version has, or the
 * honest headline of an index or connector-file match.
 * @param context the comment's context
 * @param primary the headline match
 * @param curated the match's curated entry as it applies to the reporter, if it has one
 * @param done what the thread already did
 * @param releaseRef the reporter's release tag, or null when their version is not a plain release
 */
export declare function renderHeadline(context: FullContext, primary: Match, curated: EntryAtReporter | undefined, done: ActionsDone, releaseRef: string | null, unlinkedWhy?: string): string;
