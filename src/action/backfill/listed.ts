// The backfill's way through the issue list: pages of issues with their comments (GraphQL, batched), or pages of
// issues through REST whose comments each issue reads; each stops before an issue the budget may not cover. Each
// listed issue: its comments, the bot's marker on it (dismissed or already current: skipped), then triage, the log
// line, the shadow ledger and the report.
import { findBotComments } from '../github/bot-comment.js';
import type { IssueBatchReader, IssueComment, IssueListPage, IssueSnapshot } from '../github/gateway.js';
import { MAX_COMPARES_PER_ISSUE } from '../github/release-containment.js';
import { triageIssue, type IssueOutcome } from '../issue/triage-issue.js';
import { shadowRow } from '../../core/index.js';
import { readBatchedPage, type ListedThread } from './batched.js';
import { withKnownComments } from './comments.js';
import type { BackfillRun } from './run.js';
import { BACKFILL_PAGE_SIZE, issueRequestCeiling, reasonToSkipListed, SKIP_REASON_TEXT, SUMMARY_ROWS, type BackfillSkipReason } from './select.js';

/** REST requests the budget still allows. */
function requestsLeft(run: BackfillRun): number {
  return run.report.budget - run.spent().total;
}

/** The most REST requests triage may make on one issue. */
function issueCeiling(run: BackfillRun, issue: IssueSnapshot): number {
  const { settings } = run;
  return issueRequestCeiling(issue, run.report.dryRun, settings.earlierReports, settings.releaseLookups === true ? MAX_COMPARES_PER_ISSUE : 0);
}

/** Counts an issue the run skips, and logs the skips worth a line. */
function skipListed(run: BackfillRun, issue: IssueSnapshot, reason: BackfillSkipReason): void {
  run.report.skipped[reason]++;
  run.report.lastIssueDone = issue.number;
  if (reason !== 'other-shard' && reason !== 'pull-request' && reason !== 'resumed-past') run.log(`#${issue.number}: skipped — ${SKIP_REASON_TEXT[reason]}`);
}

/** The issue's comments: those the list brought, none when it has none, else read here (a failed read: none, triage reads again). */
async function commentsOf(run: BackfillRun, issue: IssueSnapshot, known: IssueComment[] | null): Promise<IssueComment[]> {
  try {
    return known ?? (issue.commentCount === 0 ? [] : await run.gateway.listComments(issue.number, issue.commentCount));
  } catch {
    // Let the per-issue path read them again and report the failure in its own words.
    return [];
  }
}

/** Logs the outcome, puts its plan in the ledger, and keeps it in the report (its plan only when the summary's table shows it). */
function record(run: BackfillRun, issue: IssueSnapshot, outcome: IssueOutcome, marked: boolean): void {
  const { report } = run;
  run.log(
    `#${issue.number}: ${outcome.status} — ${outcome.reason}; matches: ${outcome.matches.join(', ') || 'none'}; API requests: ${outcome.requests.total} (${outcome.requests.writes} writes)`,
  );
  if (report.dryRun && outcome.plan !== null) report.ledger.push(shadowRow(issue, outcome.plan, marked));
  // The plan was logged and put in the ledger: the report keeps the plans the summary's table shows, not every one.
  const worthARow = outcome.status !== 'planned' || outcome.matches.length > 0 || (outcome.plan?.comment ?? null) !== null;
  if (worthARow && run.rowsWithPlans < SUMMARY_ROWS) run.rowsWithPlans++;
  else if (outcome.status === 'planned' || outcome.status === 'triaged') outcome.plan = null;
  report.outcomes.push(outcome);
  report.lastIssueDone = issue.number;
}

/**
 * Triages one listed issue the list did not rule out; its comments are read here unless the caller has them.
 * @param run the backfill
 * @param issue the listed issue
 * @param known its comments, when the list brought them
 */
async function triageListed(run: BackfillRun, issue: IssueSnapshot, known: IssueComment[] | null): Promise<void> {
  const { gateway, report } = run;
  report.seen++;
  const before = gateway.requests();
  const comments = await commentsOf(run, issue, known);
  const botComment = findBotComments(comments, run.settings.botLogin)[0];
  const marker = botComment === undefined ? null : run.engine.parseMarker(botComment.body);
  if (marker?.dismissedBy !== undefined) return skipListed(run, issue, 'dismissed');
  if (marker !== null && marker.catalog === report.catalogVersion) return skipListed(run, issue, 'already-current');
  const knownGateway = comments.length > 0 || issue.commentCount === 0 ? withKnownComments(gateway, issue.number, comments) : gateway;
  const outcome = await triageIssue(run.deps, issue, { kind: 'dispatch' }, run.issueSettings, { gateway: knownGateway, before });
  record(run, issue, outcome, marker !== null);
}

/** Goes through the list a batched page at a time (issues with their comments), within the budget's points. */
export async function backfillBatched(run: BackfillRun, reader: IssueBatchReader): Promise<void> {
  const { report, settings } = run;
  const points = { budget: report.budget, startPoints: reader.graphqlSpent().points };
  let after: string | null = null;
  for (let page = 1; ; page++) {
    const read = await readBatchedPage(reader, settings, after, points);
    if ('stop' in read) {
      report.stop = read.stop.kind === 'error' ? { kind: 'error', page, message: read.stop.message } : { kind: 'budget', page, nextIssue: null };
      break;
    }
    report.pagesRead++;
    const stoppedAt = await backfillPage(run, read.threads);
    if (stoppedAt !== null) {
      report.stop = { kind: 'budget', page, nextIssue: stoppedAt.number };
      break;
    }
    if (read.after === null) break;
    after = read.after;
  }
  const used = reader.graphqlSpent();
  report.graphql = { ...used, queries: used.queries, points: used.points - points.startPoints };
}

/**
 * Triages a page's issues in order; the issue the budget may not cover, or null when the page was gone through.
 * @param threads the page's issues, with the comments the list brought (null: read through REST)
 */
async function backfillPage(run: BackfillRun, threads: ListedThread[]): Promise<IssueSnapshot | null> {
  for (const { issue, comments, unread } of threads) {
    const listedSkip = reasonToSkipListed(issue, run.settings);
    if (listedSkip !== null) {
      run.report.seen++;
      skipListed(run, issue, listedSkip);
      continue;
    }
    // With the comments in hand, only the REST calls triage may make count.
    if (unread || issueCeiling(run, comments === null ? issue : { ...issue, commentCount: 0 }) > requestsLeft(run)) return issue;
    await triageListed(run, issue, comments);
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
    const stoppedAt = await backfillPage(
      run,
      listed.issues.map((issue) => ({ issue, comments: null, unread: false })),
    );
    if (stoppedAt !== null) {
      report.stop = { kind: 'budget', page, nextIssue: stoppedAt.number };
      return;
    }
    if (!listed.hasNextPage) return;
  }
}
