// Creates the bot's one comment without ever double-posting: re-checks for the marker before a retry and removes a racing duplicate.
import { findBotComments } from '../github/bot-comment.js';
import { isTransientFailure, type IssueComment, type IssueGateway } from '../github/gateway.js';

/** Attempts at the create POST (the first included). */
export const MAX_CREATE_ATTEMPTS = 3;

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
  /** Backoff before attempt n+1 is `backoffMs * n²`. */
  backoffMs: number;
  /** The login the token writes as: only its marked comments are adopted as the bot's, or kept over ours. */
  botLogin: string;
}

/**
 * Posts the comment at most once in effect. A create is never retried blindly: after a failure the comments are
 * listed again, and a comment with the marker (GitHub created it but the response was lost) is adopted. After a
 * successful create the comments are listed once more; if a concurrent run also posted, the oldest is kept and
 * this run deletes its own newer one.
 * @param gateway the API
 * @param issueNumber the issue
 * @param body the full comment body, starting with the marker
 * @param options wait function and backoff
 */
export async function createSingleComment(gateway: IssueGateway, issueNumber: number, body: string, options: CreateOptions): Promise<CreateOutcome> {
  const notes: string[] = [];
  let created: IssueComment | null = null;
  for (let attempt = 1; created === null; attempt++) {
    try {
      created = await gateway.createCommentOnce(issueNumber, body);
    } catch (error) {
      if (!isTransientFailure(error) || attempt >= MAX_CREATE_ATTEMPTS) throw error;
      notes.push(`creating the comment failed (${error instanceof Error ? error.message : String(error)}); checked for it before trying again`);
      await options.wait(options.backoffMs * attempt * attempt);
      const existing = findBotComments(await gateway.listComments(issueNumber), options.botLogin)[0];
      if (existing !== undefined) {
        notes.push(`the comment had been created (comment ${existing.id}); not posting again`);
        return { comment: existing, kind: 'adopted', deletedDuplicates: [], notes };
      }
    }
  }
  return removeNewerDuplicate(gateway, issueNumber, created, options.botLogin, notes);
}

/**
 * Lists the comments after a create; when a concurrent run posted too, keeps the oldest and deletes ours if newer.
 * @param gateway the API
 * @param issueNumber the issue
 * @param created the comment this run created
 * @param botLogin the login the token writes as
 * @param notes notes so far
 */
async function removeNewerDuplicate(
  gateway: IssueGateway,
  issueNumber: number,
  created: IssueComment,
  botLogin: string,
  notes: string[],
): Promise<CreateOutcome> {
  let botComments: IssueComment[];
  try {
    botComments = findBotComments(await gateway.listComments(issueNumber), botLogin);
  } catch (error) {
    notes.push(`could not look for a concurrent duplicate (${error instanceof Error ? error.message : String(error)})`);
    return { comment: created, kind: 'created', deletedDuplicates: [], notes };
  }
  const oldest = botComments[0];
  if (oldest === undefined || oldest.id === created.id) {
    return { comment: created, kind: 'created', deletedDuplicates: [], notes };
  }
  await gateway.deleteComment(created.id);
  notes.push(`another run had already posted comment ${oldest.id}; deleted this run's duplicate ${created.id}`);
  return { comment: oldest, kind: 'adopted', deletedDuplicates: [created.id], notes };
}
