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
  type BackfillSkipReason,
} from './select.js';
import type { IssueComment, IssueGateway, IssueListPage, IssueLister, IssueSnapshot, RequestCount } from '../github/gateway.js';
import type { ActionSettings } from '../settings/inputs.js';
import { triageIssue, type IssueOutcome, type TriageDependencies } from '../issue/triage-issue.js';
import { shadowRow, type ShadowRow } from '../../core/shadow/ledger.js';

/** The triage dependencies, with a gateway that can also list the repository's issues. */
export interface BackfillDependencies extends Omit<TriageDependencies, 'gateway'> {
  gateway: () => Promise<IssueGateway & IssueLister>;
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
  requests: RequestCount;
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
      if (issueRequestCeiling(issue, dryRun, settings.earlierReports) > left()) {
        stoppedAt = issue;
        break;
      }
      report.seen++;
      const before = spent();
      let comments: IssueComment[];
      try {
        comments = issue.commentCount === 0 ? [] : await gateway.listComments(issue.number);
      } catch {
        // Let the per-issue path read them again and report the failure in its own words.
        comments = [];
      }
      const botComment = findBotComments(comments, settings.botLogin)[0];
      const marker = botComment === undefined ? null : engine.parseMarker(botComment.body);
      if (marker?.dismissedBy !== undefined) {
        skip(issue, 'dismissed');
        continue;
      }
      if (marker !== null && marker.catalog === catalogVersion) {
        skip(issue, 'already-current');
        continue;
      }
      const known = comments.length > 0 || issue.commentCount === 0 ? withKnownComments(gateway, issue.number, comments) : gateway;
      const outcome = await triageIssue({ ...deps, gateway: () => Promise.resolve(known) }, issue, { kind: 'dispatch' }, issueSettings);
      const after = spent();
      outcome.requests = { total: after.total - before.total, writes: after.writes - before.writes };
      report.outcomes.push(outcome);
      if (dryRun && outcome.plan !== null) report.ledger.push(shadowRow(issue, outcome.plan, marker !== null));
      report.lastIssueDone = issue.number;
      log(
        `#${issue.number}: ${outcome.status} — ${outcome.reason}; matches: ${outcome.matches.join(', ') || 'none'}; API requests: ${outcome.requests.total} (${outcome.requests.writes} writes)`,
      );
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
