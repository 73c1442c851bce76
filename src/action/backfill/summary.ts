// Words for a backfill: where it stopped and how to resume, and the counts table of the job summary.
import { BACKFILL_SKIP_REASONS, SKIP_REASON_TEXT, SUMMARY_ROWS } from './select.js';
import type { BackfillReport } from './backfill.js';
import type { ActionSettings, BackfillSettings } from '../settings/inputs.js';
import { escapeCell, MAX_SUMMARY_BYTES, renderSummary } from '../summary/summary.js';

/** Issues listed one per row in the summary; the rest are only counted (the log has every one). */
export const MAX_SUMMARY_ROWS = SUMMARY_ROWS;

/**
 * One sentence on why the backfill stopped and, unless it reached the end, how the next run resumes.
 * @param report what the backfill did
 * @param backfill the inputs it ran with (quoted back so the maintainer can pass them again)
 */
export function describeStop(report: BackfillReport, backfill: BackfillSettings): string {
  const last = report.lastIssueDone === null ? 'no issue was finished' : `the last issue finished was #${report.lastIssueDone}`;
  const points = report.graphql === null ? '' : ` and ${report.graphql.points} of ${report.budget} GraphQL points (${report.graphql.queries} queries)`;
  const spent = `${report.requests.total} of ${report.budget} API requests${points} used`;
  switch (report.stop.kind) {
    case 'end':
      return `Stopped at the end of the issue list (${report.pagesRead} ${report.pagesRead === 1 ? 'page' : 'pages'}; ${spent}).`;
    case 'budget': {
      const next = report.stop.nextIssue === null ? `page ${report.stop.page} of the list` : `#${report.stop.nextIssue} (page ${report.stop.page} of the list)`;
      const resume = report.lastIssueDone === null ? backfill : { ...backfill, resumeAfter: report.lastIssueDone };
      const skipsAhead =
        resume.resumeAfter === null
          ? 'no issue was finished, so it starts from the beginning'
          : `it skips the issues up to #${resume.resumeAfter} without reading them`;
      return (
        `Stopped by the request budget before ${next}; ${last} (${spent}). ` +
        `To resume, once the hourly limit has recovered, run the workflow again with ${quoteInputs(resume)}: ${skipsAhead}. ` +
        `Without resume-after it starts over but still skips, at one comments read each, the issues whose bot comment ` +
        `is already from catalog ${report.catalogVersion}.`
      );
    }
    case 'error':
      return `Stopped because page ${report.stop.page} of the issue list could not be read: ${report.stop.message}; ${last} (${spent}). Run it again to resume.`;
  }
}

function quoteInputs(backfill: BackfillSettings): string {
  const parts = [`state: ${backfill.state}`];
  if (backfill.since !== null) parts.push(`since: ${backfill.since}`);
  if (backfill.shard !== null) parts.push(`shard: ${backfill.shard.index + 1}/${backfill.shard.count}`);
  if (backfill.resumeAfter !== null) parts.push(`resume-after: ${backfill.resumeAfter}`);
  return parts.join(', ');
}

/**
 * The job summary of a backfill: the counts (seen, triaged, skipped and why), the stop and resume sentence, then the
 * usual per-issue table for the issues with a recognised error or a failure (at most MAX_SUMMARY_ROWS).
 * @param headline what was dispatched
 * @param report what the backfill did
 * @param settings the backfill inputs it ran with, and where issue numbers link to
 */
export function renderBackfillSummary(
  headline: string,
  report: BackfillReport,
  settings: Pick<ActionSettings, 'backfill' | 'serverUrl' | 'owner' | 'repo'>,
): string {
  const backfill = settings.backfill;
  const count = (status: string) => report.outcomes.filter((outcome) => outcome.status === status).length;
  const rows: [string, number][] = [
    ['issues and pull requests seen', report.seen],
    [report.dryRun ? 'planned (dry run)' : 'triaged', count(report.dryRun ? 'planned' : 'triaged')],
    ['… of which with a recognised error', report.outcomes.filter((outcome) => outcome.matches.length > 0).length],
    ['failed', count('failed')],
    ['left alone by triage (see the table)', count('skipped')],
    ...BACKFILL_SKIP_REASONS.map((reason): [string, number] => [`skipped: ${SKIP_REASON_TEXT[reason]}`, report.skipped[reason]]),
  ];
  // Issues where nothing was recognised and nothing went wrong are only counted: in a backlog they are most of it.
  const worthARow = report.outcomes.filter(
    (outcome) => outcome.status === 'failed' || outcome.status === 'skipped' || outcome.matches.length > 0 || (outcome.plan?.comment ?? null) !== null,
  );
  const shown = worthARow.slice(0, MAX_SUMMARY_ROWS);
  const lines = [
    '## vllm-triage backfill',
    '',
    escapeCell(headline),
    '',
    '| count | issues |',
    '| --- | --- |',
    ...rows.filter(([, value], index) => value > 0 || index < 3).map(([label, value]) => `| ${label} | ${value} |`),
    '',
    escapeCell(describeStop(report, backfill)),
    '',
  ];
  if (report.outcomes.length > shown.length) {
    lines.push(
      `The table lists ${shown.length} of the ${report.outcomes.length} issues handed to triage (those with a recognised error, a failure or a skip, at most ${MAX_SUMMARY_ROWS}); the log has every one.`,
      '',
    );
  }
  const counts = lines.join('\n') + '\n';
  if (shown.length === 0) return counts;
  const table = renderSummary(`Issues ${report.dryRun ? 'planned' : 'triaged'} by this backfill`, shown, {
    dryRun: report.dryRun,
    links: settings,
    maxBytes: MAX_SUMMARY_BYTES - Buffer.byteLength(counts, 'utf8'),
  });
  return counts + table;
}
