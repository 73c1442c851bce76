// The backfill's issue source through GraphQL: a page of up to 100 issues with their labels and first 100 comments in
// one query, then the further comments of the page's longer threads (those the backfill will triage), up to 50
// threads a query; at most one page is held at a time. Points are spent within the budget: a query is only sent when
// the points it costs are left, in the budget and in GitHub's own count.
import type { BatchedIssue, IssueBatchPage, IssueBatchReader, IssueComment, IssueSnapshot } from '../github/gateway.js';
import { THREADS_PER_QUERY } from '../github/calls/issues-graphql.js';
import type { ActionSettings } from '../settings/inputs.js';
import { BACKFILL_PAGE_SIZE, reasonToSkipListed } from './select.js';

/** What a page of 100 issues with labels and first 100 comments costs: (1 + 100 + 100) / 100, rounded. */
export const POINTS_PER_PAGE = 2;
/** What a query for the further comments of up to 50 threads costs: 50 connections of 100 / 100, at least 1. */
export const POINTS_PER_MORE_COMMENTS = 1;

/** The points the budget allows the run's batched reads, and GitHub's count of those spent when the run started. */
export interface PointsBudget {
  budget: number;
  startPoints: number;
}

/** A listed issue with the comments the list brought (null: to be read through REST), `unread` when some are missing. */
export interface ListedThread {
  issue: IssueSnapshot;
  comments: IssueComment[] | null;
  /** The points ran out before the rest of this long thread was read. */
  unread: boolean;
}

/** One page of the batched list: its issues with their threads and the next page's cursor (null: the last page), or why the list stops here. */
export type BatchedPage = { threads: ListedThread[]; after: string | null } | { stop: { kind: 'budget' } | { kind: 'error'; message: string } };

/** Whether a query of `points` may be sent: the budget has them, and so does GitHub (its last `remaining`). */
function affordable(reader: IssueBatchReader, points: PointsBudget, cost: number): boolean {
  const spent = reader.graphqlSpent();
  return points.budget - (spent.points - points.startPoints) >= cost && (spent.remaining === null || spent.remaining >= cost);
}

/**
 * Reads the rest of each long thread the backfill will triage, THREADS_PER_QUERY threads a query. False when the
 * points ran out first (the page's issues from the first incomplete one on are left for the next run).
 */
async function completeThreads(reader: IssueBatchReader, points: PointsBudget, threads: BatchedIssue[]): Promise<boolean> {
  let open = threads.filter((entry) => entry.moreCommentsAfter !== null);
  while (open.length > 0) {
    if (!affordable(reader, points, POINTS_PER_MORE_COMMENTS)) return false;
    const batch = open.slice(0, THREADS_PER_QUERY);
    const answers = await reader.readMoreComments(batch.map((entry) => ({ nodeId: entry.nodeId, after: entry.moreCommentsAfter as string })));
    batch.forEach((entry, index) => {
      const answer = answers[index];
      entry.comments.push(...(answer?.comments ?? []));
      entry.moreCommentsAfter = answer?.moreCommentsAfter ?? null;
    });
    open = open.filter((entry) => entry.moreCommentsAfter !== null);
  }
  return true;
}

/**
 * Reads one GraphQL page of the repository's issues with their threads: the further comments of the long threads the
 * list does not rule out are read too, while the points allow.
 * @param reader the batched reads
 * @param settings the inputs (state, since, and what rules a listed issue out)
 * @param after the page's cursor (null: the first page)
 * @param points the points the run may spend
 */
export async function readBatchedPage(reader: IssueBatchReader, settings: ActionSettings, after: string | null, points: PointsBudget): Promise<BatchedPage> {
  if (!affordable(reader, points, POINTS_PER_PAGE)) return { stop: { kind: 'budget' } };
  let read: IssueBatchPage;
  try {
    read = await reader.readIssuesBatch({ state: settings.backfill.state, since: settings.backfill.since, after, perPage: BACKFILL_PAGE_SIZE });
  } catch (error) {
    return { stop: { kind: 'error', message: error instanceof Error ? error.message : String(error) } };
  }
  const wanted = read.issues.filter((entry) => reasonToSkipListed(entry.issue, settings) === null);
  const complete = await completeThreads(reader, points, wanted);
  return {
    threads: read.issues.map((entry) => ({ issue: entry.issue, comments: entry.comments, unread: !complete && entry.moreCommentsAfter !== null })),
    after: !read.hasNextPage || read.endCursor === null ? null : read.endCursor,
  };
}
