// One listed issue of a backfill: its comments (read here unless the list brought them), the bot's marker on it
// (dismissed or already current: skipped), then triage, the log line, the shadow ledger and the report.
import { findBotComments } from '../github/bot-comment.js';
import type { IssueComment, IssueSnapshot } from '../github/gateway.js';
import { triageIssue, type IssueOutcome } from '../issue/triage-issue.js';
import { shadowRow } from '../../core/index.js';
import { withKnownComments } from './comments.js';
import { skipListed, type BackfillRun } from './run.js';
import { SUMMARY_ROWS } from './select.js';

/** The issue's comments: those the list brought, none when it has none, else read here (a failed read: none, triage reads again). */
async function commentsOf(run: BackfillRun, issue: IssueSnapshot, known: IssueComment[] | null): Promise<IssueComment[]> {
  try {
    return known ?? (issue.commentCount === 0 ? [] : await run.gateway.listComments(issue.number));
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
export async function triageListed(run: BackfillRun, issue: IssueSnapshot, known: IssueComment[] | null): Promise<void> {
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
