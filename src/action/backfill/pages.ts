// The backfill's two ways through the issue list: pages of issues with their comments (GraphQL, batched), or pages
// of issues through REST whose comments each issue reads. Each stops before an issue the budget may not cover.
import type { IssueBatchReader, IssueListPage, IssueSnapshot } from '../github/gateway.js';
import { readBatchedPages } from './batched.js';
import { triageListed } from './listed.js';
import { issueCeiling, requestsLeft, skipListed, type BackfillRun } from './run.js';
import { BACKFILL_PAGE_SIZE, reasonToSkipListed } from './select.js';

/** Goes through the list a batched page at a time (issues with their comments), within the budget's points. */
export async function backfillBatched(run: BackfillRun, reader: IssueBatchReader): Promise<void> {
  const { report, settings } = run;
  const startPoints = reader.graphqlSpent().points;
  await readBatchedPages(reader, settings.backfill, {
    pointsLeft: () => report.budget - (reader.graphqlSpent().points - startPoints),
    // Only the REST calls triage may make count here: the comments are already read.
    fits: (issue) => issueCeiling(run, { ...issue, commentCount: 0 }) <= requestsLeft(run),
    listedSkip: (issue) => reasonToSkipListed(issue, settings),
    skip: (issue, reason) => skipListed(run, issue, reason),
    triage: (issue, comments) => triageListed(run, issue, comments),
    report,
  });
  const used = reader.graphqlSpent();
  report.graphql = { ...used, queries: used.queries, points: used.points - startPoints };
}

/** Triages a REST page's issues in order; the issue the budget may not cover, or null when the page was gone through. */
async function backfillPage(run: BackfillRun, listed: IssueListPage): Promise<IssueSnapshot | null> {
  for (const issue of listed.issues) {
    const listedSkip = reasonToSkipListed(issue, run.settings);
    if (listedSkip !== null) {
      run.report.seen++;
      skipListed(run, issue, listedSkip);
      continue;
    }
    if (issueCeiling(run, issue) > requestsLeft(run)) return issue;
    await triageListed(run, issue, null);
  }
  return null;
}

/** Goes through the list a REST page at a time, until its end, the budget or a page that cannot be read. */
export async function backfillPages(run: BackfillRun): Promise<void> {
  const { report, settings } = run;
  for (let page = 1; ; page++) {
    if (requestsLeft(run) < 1) {
      report.stop = { kind: 'budget', page, nextIssue: null };
      return;
    }
    let listed: IssueListPage;
    try {
      listed = await run.gateway.listIssuesPage({ state: settings.backfill.state, since: settings.backfill.since, page, perPage: BACKFILL_PAGE_SIZE });
    } catch (error) {
      report.stop = { kind: 'error', page, message: error instanceof Error ? error.message : String(error) };
      return;
    }
    report.pagesRead++;
    const stoppedAt = await backfillPage(run, listed);
    if (stoppedAt !== null) {
      report.stop = { kind: 'budget', page, nextIssue: stoppedAt.number };
      return;
    }
    if (!listed.hasNextPage) return;
  }
}
