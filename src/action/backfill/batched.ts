// The backfill's issue source through GraphQL: a page of up to 100 issues with their labels and first 100 comments in
// one query, then the further comments of the page's longer threads (those the backfill will triage), up to 50
// threads a query; at most one page is held at a time. Points are spent within the budget: a query is only sent when
// the points it costs are left, in the budget and in GitHub's own count.
import type { BatchedIssue, IssueBatchReader, IssueComment, IssueSnapshot } from '../github/gateway.js';
import { THREADS_PER_QUERY } from '../github/calls/issues-graphql.js';
import type { BackfillSettings } from '../settings/inputs.js';
import { BACKFILL_PAGE_SIZE, type BackfillSkipReason } from './select.js';

/** What a page of 100 issues with labels and first 100 comments costs: (1 + 100 + 100) / 100, rounded. */
export const POINTS_PER_PAGE = 2;
/** What a query for the further comments of up to 50 threads costs: 50 connections of 100 / 100, at least 1. */
export const POINTS_PER_MORE_COMMENTS = 1;

/** The part of the backfill's report the batched source keeps up (BackfillReport has it). */
export interface BatchedProgress {
  seen: number;
  pagesRead: number;
  stop: { kind: 'end' } | { kind: 'budget'; page: number; nextIssue: number | null } | { kind: 'error'; page: number; message: string };
}

/** What the batched source needs from the backfill around it. */
export interface BatchedSteps {
  /** Points the budget still allows. */
  pointsLeft: () => number;
  /** Whether the REST requests triage may make on this issue still fit the budget. */
  fits: (issue: IssueSnapshot) => boolean;
  listedSkip: (issue: IssueSnapshot) => BackfillSkipReason | null;
  skip: (issue: IssueSnapshot, reason: BackfillSkipReason) => void;
  triage: (issue: IssueSnapshot, comments: IssueComment[]) => Promise<void>;
  report: BatchedProgress;
}

/** Whether a query of `points` may be sent: the budget has them, and so does GitHub (its last `remaining`). */
function affordable(reader: IssueBatchReader, steps: BatchedSteps, points: number): boolean {
  const remaining = reader.graphqlSpent().remaining;
  return steps.pointsLeft() >= points && (remaining === null || remaining >= points);
}

/**
 * Reads the rest of each long thread the backfill will triage, THREADS_PER_QUERY threads a query. False when the
 * points ran out first (the page's issues from the first incomplete one on are left for the next run).
 */
async function completeThreads(reader: IssueBatchReader, steps: BatchedSteps, threads: BatchedIssue[]): Promise<boolean> {
  let open = threads.filter((entry) => entry.moreCommentsAfter !== null);
  while (open.length > 0) {
    if (!affordable(reader, steps, POINTS_PER_MORE_COMMENTS)) return false;
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
 * Goes through the repository's issues a GraphQL page at a time and hands each one the list does not rule out to
 * triage with its whole thread; sets `report.stop` and `report.pagesRead`.
 * @param reader the batched reads
 * @param backfill the inputs (state, since)
 * @param steps the budget checks, the skip and the triage of the backfill around it
 */
export async function readBatchedPages(reader: IssueBatchReader, backfill: BackfillSettings, steps: BatchedSteps): Promise<void> {
  const { report } = steps;
  let after: string | null = null;
  for (let page = 1; ; page++) {
    if (!affordable(reader, steps, POINTS_PER_PAGE)) {
      report.stop = { kind: 'budget', page, nextIssue: null };
      return;
    }
    let issues: BatchedIssue[];
    let next: { hasNextPage: boolean; endCursor: string | null };
    try {
      const read = await reader.readIssuesBatch({ state: backfill.state, since: backfill.since, after, perPage: BACKFILL_PAGE_SIZE });
      issues = read.issues;
      next = read;
    } catch (error) {
      report.stop = { kind: 'error', page, message: error instanceof Error ? error.message : String(error) };
      return;
    }
    report.pagesRead++;
    const wanted = issues.filter((entry) => steps.listedSkip(entry.issue) === null);
    const complete = await completeThreads(reader, steps, wanted);
    for (const entry of issues) {
      const reason = steps.listedSkip(entry.issue);
      if (reason !== null) {
        report.seen++;
        steps.skip(entry.issue, reason);
        continue;
      }
      if ((!complete && entry.moreCommentsAfter !== null) || !steps.fits(entry.issue)) {
        report.stop = { kind: 'budget', page, nextIssue: entry.issue.number };
        return;
      }
      await steps.triage(entry.issue, entry.comments);
    }
    if (!next.hasNextPage || next.endCursor === null) return;
    after = next.endCursor;
  }
}
