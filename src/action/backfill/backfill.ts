// The backfill: pages through the repository's issues and triages each one this job owns, within a request budget.
import { findBotComments } from '../github/bot-comment.js';
import { withKnownComments } from './comments.js';
import {
  BACKFILL_PAGE_SIZE,
  BACKFILL_SKIP_REASONS,
  DEFAULT_REQUEST_BUDGET,
  issueRequestCeiling,
  reasonToSkipListed,
  SKIP_REASON_TEXT,
  SUMMARY_ROWS,
  type BackfillSkipReason,
} from './select.js';
import type { GraphqlSpend, IssueBatchReader, IssueComment, IssueGateway, IssueListPage, IssueLister, IssueSnapshot, RequestCount } from '../github/gateway.js';
import { readBatchedPages } from './batched.js';
import type { ActionSettings } from '../settings/inputs.js';
import { triageIssue, type IssueOutcome, type TriageDependencies } from '../issue/triage-issue.js';
import { shadowRow, type ShadowRow } from '../../core/index.js';
import { MAX_COMPARES_PER_ISSUE } from '../github/release-containment.js';

/** The triage dependencies, with a gateway that can also list the repository's issues. */
export interface BackfillDependencies extends Omit<TriageDependencies, 'gateway'> {
  /** With the batched reads (GraphQL), issues and comments are read a page at a time; without, through REST. */
  gateway: () => Promise<IssueGateway & IssueLister & Partial<IssueBatchReader>>;
  /** The version of the catalog this build triages with (loaded only when a backfill runs). */
  catalogVersion: () => Promise<string>;
}

/** Why the backfill stopped, and where the next run picks up. */
export type BackfillStop = { kind: 'end' } | { kind: 'budget'; page: number; nextIssue: number | null } | { kind: 'error'; page: number; message: string };

/** What a backfill did: counts for the summary, the outcome of every issue it triaged, and where it stopped. */
export interface BackfillReport {
  /** Issues (and pull requests) of the list the run went through, up to where it stopped. */
  seen: number;
  pagesRead: number;
  /** One per issue handed to triage: triaged, planned (dry run), skipped by triage itself, or failed. */
  outcomes: IssueOutcome[];
  skipped: Record<BackfillSkipReason, number>;
  stop: BackfillStop;
  /** The last issue the run finished with (triaged or skipped), or null. */
  lastIssueDone: number | null;
  /** REST requests spent (every HTTP attempt but GraphQL's). */
  requests: RequestCount;
  /** GraphQL queries and points spent, or null when the issues were read through REST. */
  graphql: GraphqlSpend | null;
  /** `request-budget`: the most REST requests, and apart from them the most GraphQL points, the run may spend. */
  budget: number;
  dryRun: boolean;
  catalogVersion: string;
  /** A dry run's shadow ledger: what the bot would do on each issue triaged, beside the labels the issue carries. */
  ledger: ShadowRow[];
}

/**
 * Runs the backfill. It never starts an issue (or a list page) whose requests might not fit in the budget; an API
 * failure on the list stops it with the page named, a failure on one issue becomes that issue's `failed` outcome.
 * @param deps the listing gateway, the engine, the wait function and the catalog version
 * @param settings validated inputs (`backfill`, `backfillDryRun`, labels)
 * @param log one line per issue, for the job log
 */
export async function runBackfill(deps: BackfillDependencies, settings: ActionSettings, log: (line: string) => void): Promise<BackfillReport> {
  const gateway = await deps.gateway();
  const [engine, catalogVersion] = await Promise.all([deps.engine(), deps.catalogVersion()]);
  const dryRun = settings.backfillDryRun;
  const issueSettings: ActionSettings = { ...settings, dryRun };
  const start = gateway.requests();
  const spent = (): RequestCount => {
    const now = gateway.requests();
    return { total: now.total - start.total, writes: now.writes - start.writes };
  };
  const budget = settings.backfill.requestBudget ?? DEFAULT_REQUEST_BUDGET;
  const left = () => budget - spent().total;
  const report: BackfillReport = {
    seen: 0,
    pagesRead: 0,
    outcomes: [],
    skipped: Object.fromEntries(BACKFILL_SKIP_REASONS.map((reason) => [reason, 0])) as Record<BackfillSkipReason, number>,
    stop: { kind: 'end' },
    lastIssueDone: null,
    requests: { total: 0, writes: 0 },
    graphql: null,
    budget,
    dryRun,
    catalogVersion,
    ledger: [],
  };
  const skip = (issue: IssueSnapshot, reason: BackfillSkipReason): void => {
    report.skipped[reason]++;
    report.lastIssueDone = issue.number;
    if (reason !== 'other-shard' && reason !== 'pull-request' && reason !== 'resumed-past') log(`#${issue.number}: skipped — ${SKIP_REASON_TEXT[reason]}`);
  };

  let rowsWithPlans = 0;
  /** Triages one listed issue the list did not rule out; its comments are read here unless the caller has them. */
  const triageListed = async (issue: IssueSnapshot, known: IssueComment[] | null): Promise<void> => {
    report.seen++;
    const before = spent();
    let comments: IssueComment[];
    try {
      comments = known ?? (issue.commentCount === 0 ? [] : await gateway.listComments(issue.number));
    } catch {
      // Let the per-issue path read them again and report the failure in its own words.
      comments = [];
    }
    const botComment = findBotComments(comments, settings.botLogin)[0];
    const marker = botComment === undefined ? null : engine.parseMarker(botComment.body);
    if (marker?.dismissedBy !== undefined) return skip(issue, 'dismissed');
    if (marker !== null && marker.catalog === catalogVersion) return skip(issue, 'already-current');
    const knownGateway = comments.length > 0 || issue.commentCount === 0 ? withKnownComments(gateway, issue.number, comments) : gateway;
    const outcome = await triageIssue({ ...deps, gateway: () => Promise.resolve(knownGateway) }, issue, { kind: 'dispatch' }, issueSettings);
    const after = spent();
    outcome.requests = { total: after.total - before.total, writes: after.writes - before.writes };
    log(
      `#${issue.number}: ${outcome.status} — ${outcome.reason}; matches: ${outcome.matches.join(', ') || 'none'}; API requests: ${outcome.requests.total} (${outcome.requests.writes} writes)`,
    );
    if (dryRun && outcome.plan !== null) report.ledger.push(shadowRow(issue, outcome.plan, marker !== null));
    // The plan was logged and put in the ledger: the report keeps the plans the summary's table shows, not every one.
    const worthARow = outcome.status !== 'planned' || outcome.matches.length > 0 || (outcome.plan?.comment ?? null) !== null;
    if (worthARow && rowsWithPlans < SUMMARY_ROWS) rowsWithPlans++;
    else if (outcome.status === 'planned' || outcome.status === 'triaged') outcome.plan = null;
    report.outcomes.push(outcome);
    report.lastIssueDone = issue.number;
  };
  const ceiling = (issue: IssueSnapshot) =>
    issueRequestCeiling(issue, dryRun, settings.earlierReports, settings.releaseLookups === true ? MAX_COMPARES_PER_ISSUE : 0);

  if (gateway.readIssuesBatch !== undefined && gateway.readMoreComments !== undefined && gateway.graphqlSpent !== undefined) {
    const reader = { readIssuesBatch: gateway.readIssuesBatch, readMoreComments: gateway.readMoreComments, graphqlSpent: gateway.graphqlSpent };
    const startPoints = reader.graphqlSpent().points;
    await readBatchedPages(reader, settings.backfill, {
      pointsLeft: () => budget - (reader.graphqlSpent().points - startPoints),
      // Only the REST calls triage may make count here: the comments are already read.
      fits: (issue) => ceiling({ ...issue, commentCount: 0 }) <= left(),
      listedSkip: (issue) => reasonToSkipListed(issue, settings),
      skip,
      triage: triageListed,
      report,
    });
    const used = reader.graphqlSpent();
    report.graphql = { ...used, queries: used.queries, points: used.points - startPoints };
    report.requests = spent();
    return report;
  }

  for (let page = 1; ; page++) {
    if (left() < 1) {
      report.stop = { kind: 'budget', page, nextIssue: null };
      break;
    }
    let listed: IssueListPage;
    try {
      listed = await gateway.listIssuesPage({ state: settings.backfill.state, since: settings.backfill.since, page, perPage: BACKFILL_PAGE_SIZE });
    } catch (error) {
      report.stop = { kind: 'error', page, message: error instanceof Error ? error.message : String(error) };
      break;
    }
    report.pagesRead++;
    let stoppedAt: IssueSnapshot | null = null;
    for (const issue of listed.issues) {
      const listedSkip = reasonToSkipListed(issue, settings);
      if (listedSkip !== null) {
        report.seen++;
        skip(issue, listedSkip);
        continue;
      }
      if (ceiling(issue) > left()) {
        stoppedAt = issue;
        break;
      }
      await triageListed(issue, null);
    }
    if (stoppedAt !== null) {
      report.stop = { kind: 'budget', page, nextIssue: stoppedAt.number };
      break;
    }
    if (!listed.hasNextPage) break;
  }
  report.requests = spent();
  return report;
}
