// The shadow report as markdown: the counts, precision and recall, the disagreements with links, and the ledger table.
import { inlineCode } from '../text/safe-markdown.js';
import type { ShadowRow } from './ledger.js';
import type { ShadowScore } from './score.js';

/** How the report links issues and how long its ledger table may get. */
export interface ShadowReportOptions {
  /** The web address of an issue, or null to show `#N` alone. */
  issueUrl?: ((issue: number) => string) | null;
  /** Ledger rows shown in the table; the rest are counted (the JSON-lines ledger has every one). */
  maxRows?: number;
  /** The heading's level (`###` in the job summary). */
  heading?: string;
}

const DEFAULT_MAX_ROWS = 200;
const MAX_DISAGREEMENTS = 100;

/** Inline code that is also safe inside a table cell (a `|` escaped as GFM allows inside code spans). */
function cell(text: string): string {
  return inlineCode(text, 60).replaceAll('|', '\\|');
}

function cells(values: string[]): string {
  return values.length === 0 ? '—' : values.slice(0, 10).map(cell).join(', ') + (values.length > 10 ? ` … ${values.length - 10} more` : '');
}

function percent(value: number | null): string {
  return value === null ? 'n/a' : `${Math.round(value * 1000) / 10} %`;
}

function issueRef(issue: number, options: ShadowReportOptions): string {
  const number = Math.trunc(Math.abs(issue));
  const url = options.issueUrl?.(number) ?? null;
  return url === null ? `#${number}` : `[#${number}](${url})`;
}

function disagreementLine(row: ShadowRow, kind: 'bot-only' | 'human-only', score: ShadowScore, options: ShadowReportOptions): string {
  if (kind === 'bot-only') {
    const why = row.bot.matches.length > 0 ? `recognised ${cells(row.bot.matches.slice(0, 3))}` : `for ${cells(row.bot.connectors)}`;
    return `- ${issueRef(row.issue, options)}: the bot would route it (${why}; comment: ${row.bot.comment}); no maintainer label says so`;
  }
  const wanted = new Set(score.humanLabels.map((label) => label.trim().toLowerCase()));
  const human = row.labels.filter((label) => wanted.has(label.trim().toLowerCase()));
  return `- ${issueRef(row.issue, options)}: labelled ${cells(human)} by maintainers; the bot would not route it (comment: ${row.bot.comment})`;
}

/**
 * The shadow report: the confusion table, precision and recall, every disagreement (linked when an issue URL is
 * known), and the ledger as a compact folded table.
 * @param rows the ledger
 * @param score the rows scored against the maintainers' labels
 * @param options links, table length, heading level
 */
export function renderShadowReport(rows: ShadowRow[], score: ShadowScore, options: ShadowReportOptions = {}): string {
  const heading = options.heading ?? '##';
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const routedByBot = score.truePositives + score.falsePositives;
  const routedByHumans = score.truePositives + score.falseNegatives;
  const leftOut =
    score.leftOut === 0
      ? ''
      : ` ${score.leftOut} more ${score.leftOut === 1 ? 'is' : 'are'} left out: the bot had already commented there, so a routing label on ${score.leftOut === 1 ? 'it' : 'them'} may be its own.`;
  const lines = [
    `${heading} Shadow report: the bot's routing against the maintainers' labels`,
    '',
    `Maintainers' routing labels: ${cells(score.humanLabels)}. ${score.scored} issue${score.scored === 1 ? '' : 's'} scored.${leftOut}`,
    '',
    '| | labelled by maintainers | not labelled |',
    '| --- | --- | --- |',
    `| **the bot routes** | ${score.truePositives} | ${score.falsePositives} |`,
    `| **the bot does not route** | ${score.falseNegatives} | ${score.trueNegatives} |`,
    '',
    `**Precision** ${percent(score.precision)} (${score.truePositives} of the ${routedByBot} issues the bot routes) · **Recall** ${percent(score.recall)} (${score.truePositives} of the ${routedByHumans} issues the maintainers labelled)`,
    '',
  ];
  if (score.disagreements.length === 0) lines.push('No disagreements.');
  else {
    lines.push(`**Disagreements** (${score.disagreements.length}):`);
    for (const item of score.disagreements.slice(0, MAX_DISAGREEMENTS)) lines.push(disagreementLine(item.row, item.kind, score, options));
    if (score.disagreements.length > MAX_DISAGREEMENTS) lines.push(`- … and ${score.disagreements.length - MAX_DISAGREEMENTS} more, in the ledger.`);
  }
  const shown = rows.slice(0, maxRows);
  const table = [
    '| issue | bot routes | for | bot labels | comment | labels on the issue |',
    '| --- | --- | --- | --- | --- | --- |',
    ...shown.map(
      (row) =>
        `| ${issueRef(row.issue, options)} | ${row.bot.routed ? 'yes' : 'no'} | ${cells(row.bot.connectors)} | ${cells(row.bot.labels)} | ${row.bot.comment} | ${cells(row.labels)}${row.botCommented ? ' (bot had commented)' : ''} |`,
    ),
  ];
  const more = rows.length > shown.length ? `\n\n${rows.length - shown.length} more issues are in the JSON-lines ledger only.` : '';
  lines.push('', `<details><summary>Ledger (${rows.length} issue${rows.length === 1 ? '' : 's'})</summary>`, '', ...table, `${more}`, '', '</details>');
  return `${lines.join('\n')}\n`;
}

/**
 * The ledger as JSON lines, one row per line.
 * @param rows the ledger
 */
export function renderShadowLedger(rows: ShadowRow[]): string {
  return rows.map((row) => JSON.stringify(row)).join('\n') + (rows.length > 0 ? '\n' : '');
}
