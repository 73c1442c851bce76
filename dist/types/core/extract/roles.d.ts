import type { Role, TextSource, ThreadComment, TriageInput } from './types.js';
/**
 * The role of a comment's author. A maintainer by association; the reporter when the login is the author;
 * anyone else's words are context. Without the author (a file read without it, `gh issue view` without
 * `author` among its fields) the reporter cannot be told apart, so every comment that is not a maintainer's counts as
 * the reporter's, as all did before roles.
 * @param comment the comment, with its author and `author_association` when known
 * @param input the thread, for the author
 */
export declare function roleOf(comment: ThreadComment, input: Pick<TriageInput, 'author'>): Role;
/** Whether a text is evidence: the reporter's or a maintainer's words. */
export declare const isEvidence: (source: TextSource) => boolean;
/** Whether two texts are the same one: the body (with its title), or the same comment. */
export declare const sameText: (a: TextSource, b: TextSource) => boolean;
/** A thread split by whose words count: the reporter's and maintainers' (the evidence), and everyone else's comments. */
export interface ThreadByRole {
    /** The thread with only the reporter's and maintainers' comments: what every stage reads. */
    evidence: TriageInput;
    /** Other people's comments: context only, never a version, an answer to an ask or a route. */
    others: ThreadComment[];
}
/**
 * Splits a thread's comments by their author's role. In a captured thread (one body), a comment by someone other than
 * the reporter that pastes another issue's error is taken out of the body as another person's (`capture-quotes.ts`).
 * @param input the thread as `triage()` takes it
 */
export declare function splitThreadByRole(input: TriageInput): ThreadByRole;
