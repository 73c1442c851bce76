// Whose words a comment is: the reporter's, a maintainer's, or someone else's (context only, never evidence).
import { withoutQuotedIssues } from './capture-quotes.js';
import type { Role, TextSource, ThreadComment, TriageInput } from './types.js';

/** GitHub's author associations of people who maintain the repository. */
const MAINTAINER_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

const sameLogin = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === 'string' && typeof b === 'string' && a !== '' && a.toLowerCase() === b.toLowerCase();

/**
 * The role of a comment's author. A maintainer by association; the reporter when the login is the issue's author;
 * anyone else's words are context. Without the issue's author (a file read without it, `gh issue view` without
 * `author` among its fields) the reporter cannot be told apart, so every comment that is not a maintainer's counts as
 * the reporter's, as all did before roles.
 * @param comment the comment, with its author and `author_association` when known
 * @param input the thread, for the issue's author
 */
export function roleOf(comment: ThreadComment, input: Pick<TriageInput, 'author'>): Role {
  const association = comment.authorAssociation?.toUpperCase() ?? null;
  if (association !== null && MAINTAINER_ASSOCIATIONS.has(association)) return 'maintainer';
  if (input.author === undefined || input.author === null) return 'reporter';
  return sameLogin(comment.author, input.author) ? 'reporter' : 'other';
}

/** Whether a text is evidence: the reporter's or a maintainer's words. */
export const isEvidence = (source: TextSource): boolean => source.role !== 'other';

/** Whether two texts are the same one: the issue's body (with its title), or the same comment. */
export const sameText = (a: TextSource, b: TextSource): boolean => a.kind === b.kind && a.id === b.id;

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
export function splitThreadByRole(input: TriageInput): ThreadByRole {
  const comments = input.comments ?? [];
  const captured = withoutQuotedIssues(input.body);
  const others = [...captured.quoted, ...comments.filter((comment) => roleOf(comment, input) === 'other')];
  if (others.length === 0) return { evidence: input, others };
  const evidence = comments.length === 0 ? input : { ...input, comments: comments.filter((comment) => roleOf(comment, input) !== 'other') };
  return { evidence: captured.quoted.length === 0 ? evidence : { ...evidence, body: captured.body }, others };
}
