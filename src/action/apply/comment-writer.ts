// Creates the bot's one comment without ever double-posting: re-checks for the marker before a retry and removes a racing duplicate.
import { findBotComments } from '../github/bot-comment.js';
import { GitHubApiError, isTransientFailure, type IssueComment, type IssueGateway } from '../github/gateway.js';

/** Attempts at the create POST (the first included). */
export const MAX_CREATE_ATTEMPTS = 3;

/**
 * After a create that got no answer at all (timed out, reset, answer lost), GitHub may still be writing it: the
 * comments are listed after each of these pauses (2 s, then 8 s, then 20 s more: 30 s in all, on top of the 20 s the
 * request itself waited) and the create is tried again only when none of these looks found it.
 */
export const NO_ANSWER_LOOKS_MS: readonly number[] = [2_000, 8_000, 20_000];

export interface CreateOutcome {
  /** The comment that now stands for the bot on the issue. */
  comment: IssueComment;
  /** `created`: ours was posted and kept; `adopted`: a comment with the marker was already there (a lost response or a concurrent run). */
  kind: 'created' | 'adopted';
  /** Comments carrying the marker that this run deleted (its own newer duplicate). */
  deletedDuplicates: number[];
  notes: string[];
}

export interface CreateOptions {
  /** Sleeps between attempts; tests pass one that does not wait. */
  wait: (milliseconds: number) => Promise<void>;
  /** After GitHub answered a create with a 5xx: one look, `backoffMs * n²` after attempt n. */
  backoffMs: number;
  /** The login the token writes as: only its marked comments are adopted as the bot's, or kept over ours. */
  botLogin: string;
  /** After a create got no answer: the pauses before each look (default `NO_ANSWER_LOOKS_MS`). */
  noAnswerLooksMs?: readonly number[];
  /**
   * How many comments the issue held before this run's create: the looks' listings are bounded by it, with this run's
   * creates, as the first listing is by the issue's count (unknown: the listing's own bound for an uncounted issue).
   */
  commentsBefore?: number;
}

/** How many comments a look after the create may expect: those before, and this run's creates (each may have landed). */
function expectedAfterCreates(options: CreateOptions): number | undefined {
  return options.commentsBefore === undefined ? undefined : options.commentsBefore + MAX_CREATE_ATTEMPTS;
}

/**
 * Posts the comment at most once in effect. A create is never retried blindly: after a failure the comments are
 * listed again, and a comment with the marker (GitHub created it but the response was lost) is adopted. A 5xx is
 * GitHub's answer, so one look after a short back-off decides; a create that got no answer may still land, so it is
 * looked for several times with growing pauses (`NO_ANSWER_LOOKS_MS`) before it is tried again. After a successful
 * create the comments are listed once more; if a concurrent run (or this run's own late create) also posted, the
 * oldest is kept and this run deletes its own newer one.
 * @param gateway the API
 * @param issueNumber the issue
 * @param body the full comment body, starting with the marker
 * @param options wait function and backoff
 */
export async function createSingleComment(gateway: IssueGateway, issueNumber: number, body: string, options: CreateOptions): Promise<CreateOutcome> {
  const notes: string[] = [];
  let created: IssueComment | null = null;
  /** Creates that got no answer: GitHub may write them later than any look, so after ours lands they are searched for by body. */
  let unanswered = 0;
  for (let attempt = 1; created === null; attempt++) {
    try {
      created = await gateway.createCommentOnce(issueNumber, body);
    } catch (error) {
      if (!isTransientFailure(error) || attempt >= MAX_CREATE_ATTEMPTS) throw error;
      // No answer, or one that is not the comment (cut short, a proxy's page): GitHub may have written it, or may yet.
      const noAnswer = error instanceof GitHubApiError && (error.status === null || error.answerUnread);
      if (noAnswer) unanswered++;
      const pauses = noAnswer ? (options.noAnswerLooksMs ?? NO_ANSWER_LOOKS_MS) : [options.backoffMs * attempt * attempt];
      notes.push(
        `creating the comment failed (${error instanceof Error ? error.message : String(error)}); ` +
          (noAnswer ? `looked for it up to ${pauses.length} times before trying again` : 'checked for it before trying again'),
      );
      const existing = await lookForComment(gateway, issueNumber, pauses, options);
      if (existing !== null) {
        notes.push(`the comment had been created (comment ${existing.id}); not posting again`);
        return { comment: existing, kind: 'adopted', deletedDuplicates: [], notes };
      }
    }
  }
  return removeNewerDuplicate(
    gateway,
    { issueNumber, expected: expectedAfterCreates(options) },
    created,
    options.botLogin,
    unanswered > 0 ? body : null,
    notes,
  );
}

/** Lists the comments after each pause until one carries the marker; null when none of the looks found it. */
async function lookForComment(gateway: IssueGateway, issueNumber: number, pauses: readonly number[], options: CreateOptions): Promise<IssueComment | null> {
  for (const pause of pauses) {
    await options.wait(pause);
    const existing = findBotComments(await gateway.listComments(issueNumber, expectedAfterCreates(options)), options.botLogin)[0];
    if (existing !== undefined) return existing;
  }
  return null;
}

/**
 * Lists the comments after a create; when a concurrent run posted too, keeps the oldest and deletes ours if newer.
 * When an earlier create of this run got no answer, a newer comment with this run's body is that create landing
 * late, and it is deleted too: one run never leaves two comments.
 * @param gateway the API
 * @param issue the issue, and how many comments it may hold now (bounds the listing)
 * @param created the comment this run created
 * @param botLogin the login the token writes as
 * @param lateBody this run's body when one of its creates got no answer, else null
 * @param notes notes so far
 */
async function removeNewerDuplicate(
  gateway: IssueGateway,
  issue: { issueNumber: number; expected: number | undefined },
  created: IssueComment,
  botLogin: string,
  lateBody: string | null,
  notes: string[],
): Promise<CreateOutcome> {
  let botComments: IssueComment[];
  try {
    botComments = findBotComments(await gateway.listComments(issue.issueNumber, issue.expected), botLogin);
  } catch (error) {
    notes.push(`could not look for a concurrent duplicate (${error instanceof Error ? error.message : String(error)})`);
    return { comment: created, kind: 'created', deletedDuplicates: [], notes };
  }
  const oldest = botComments[0] ?? created;
  const ours = (comment: IssueComment): boolean => comment.id === created.id || (lateBody !== null && comment.body === lateBody);
  const duplicates = botComments.filter((comment) => comment.id !== oldest.id && ours(comment));
  if (oldest.id !== created.id && !duplicates.some((comment) => comment.id === created.id)) duplicates.push(created);
  for (const duplicate of duplicates) await gateway.deleteComment(duplicate.id);
  const deletedDuplicates = duplicates.map((comment) => comment.id);
  if (oldest.id !== created.id) {
    notes.push(`another comment of the bot's was already there (comment ${oldest.id}); deleted this run's duplicate ${deletedDuplicates.join(', ')}`);
    return { comment: oldest, kind: 'adopted', deletedDuplicates, notes };
  }
  if (deletedDuplicates.length > 0) notes.push(`a create that got no answer landed late; deleted it (comment ${deletedDuplicates.join(', ')})`);
  return { comment: created, kind: 'created', deletedDuplicates, notes };
}
