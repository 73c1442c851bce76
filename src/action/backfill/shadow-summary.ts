// A dry-run backfill's shadow report in the job summary: the bot's routing against the repository's own labels, and the ledger.
import { renderShadowLedger, renderShadowReport, scoreShadow } from '../../core/index.js';
import type { ActionSettings } from '../settings/inputs.js';
import { fenceFor } from '../summary/summary.js';
import type { BackfillReport } from './backfill.js';
import { MAX_SUMMARY_ROWS } from './summary.js';

/** Ledger rows written into the summary as JSON lines (a job summary holds at most 1 MiB). */
export const MAX_LEDGER_LINES = 500;

/**
 * The web address of an issue, from the REST root the action was given (`https://api.github.com` → github.com, a
 * GitHub Enterprise Server's `https://host/api/v3` → that host).
 * @param apiUrl the REST API root
 * @param owner the repository's owner
 * @param repo the repository's name
 */
export function issueWebUrl(apiUrl: string, owner: string, repo: string): (issue: number) => string {
  const root = apiUrl
    .replace(/(?<!\/)\/+$/, '')
    .replace(/^https:\/\/api\.github\.com$/, 'https://github.com')
    .replace(/\/api\/v3$/, '');
  const path = `${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  return (issue) => `${root}/${path}/issues/${issue}`;
}

/**
 * The shadow section of a dry-run backfill's summary: precision, recall and disagreements of the bot's routing against
 * the connector label and per-connector labels the action is configured with (the maintainers' names for routing),
 * the compact ledger table, and the ledger as JSON lines; '' for a run that wrote, or one with no issue triaged.
 * @param report what the backfill did (its `ledger`)
 * @param settings the inputs, for the label names and the repository
 */
export function renderBackfillShadow(report: BackfillReport, settings: ActionSettings): string {
  if (!report.dryRun || report.ledger.length === 0) return '';
  const humanLabels = [...new Set([settings.labels.connectorLabel, ...Object.values(settings.labels.perConnector)])];
  const score = scoreShadow(report.ledger, humanLabels);
  const table = renderShadowReport(report.ledger, score, {
    heading: '###',
    issueUrl: issueWebUrl(settings.apiUrl, settings.owner, settings.repo),
    maxRows: MAX_SUMMARY_ROWS,
  });
  const lines = renderShadowLedger(report.ledger.slice(0, MAX_LEDGER_LINES)).trimEnd();
  const fence = fenceFor(lines);
  const cut = report.ledger.length > MAX_LEDGER_LINES ? ` (the first ${MAX_LEDGER_LINES} of ${report.ledger.length})` : '';
  return `\n${table}\n<details><summary>The ledger as JSON lines${cut}</summary>\n\n${fence}jsonl\n${lines}\n${fence}\n\n</details>\n`;
}
