// Renders the job summary (a table row per issue, the planned comments in a dry run, capped below GitHub's 1 MiB) and the action's outputs.
import type { ApplyResult, CommentAction } from '../apply/types.js';
import type { IssueOutcome } from '../issue/triage-issue.js';
import { renderSummaryTimelines } from './timeline-summary.js';

export { computeOutputs, type ActionOutputs } from './outputs.js';

/**
 * Escapes text for a markdown table cell: no pipes, no HTML, no mentions, no line breaks.
 * @param text any text, possibly from GitHub's error messages
 */
export function escapeCell(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/@/g, '@\u200b')
    .replace(/`/g, "'");
}

/**
 * A fence longer than any run of backticks in the text, so the text cannot close it.
 * @param text the text to fence
 */
export function fenceFor(text: string): string {
  let longest = 0;
  let run = 0;
  for (const ch of text) {
    run = ch === '`' ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return '`'.repeat(Math.max(3, longest + 1));
}

/** Where issue numbers link to: `<serverUrl>/<owner>/<repo>/issues/<n>`. */
export interface IssueLinks {
  serverUrl: string;
  owner: string;
  repo: string;
}

export interface SummaryOptions {
  /** Whether the plans were only shown (the heading says so once, the rows do not repeat it). */
  dryRun: boolean;
  links: IssueLinks;
  /** The most bytes the markdown may take; MAX_SUMMARY_BYTES unless the caller adds its own part around it. */
  maxBytes?: number;
}

/** GitHub refuses a step's job summary above 1 MiB (1,048,576 bytes); this leaves room below it. */
export const MAX_SUMMARY_BYTES = 1_000_000;

const bytesOf = (text: string): number => Buffer.byteLength(text, 'utf8');

/**
 * A link to the issue, `[#12](https://github.com/owner/name/issues/12)`.
 * @param issueNumber the issue
 * @param links the web root and repository
 */
export function issueLink(issueNumber: number, links: IssueLinks): string {
  return `[#${issueNumber}](${links.serverUrl}/${encodeURIComponent(links.owner)}/${encodeURIComponent(links.repo)}/issues/${issueNumber})`;
}

function commentActionOf(outcome: IssueOutcome): CommentAction {
  return outcome.apply?.commentAction ?? (outcome.status === 'skipped' || outcome.status === 'failed' ? 'skipped' : 'none');
}

/** The comment cell: what happened, or in a dry run what would have (`would create`). */
function commentCell(outcome: IssueOutcome): string {
  if (outcome.status === 'planned' && outcome.plannedComment !== undefined && outcome.plannedComment !== 'none') {
    return `would ${outcome.plannedComment === 'created' ? 'create' : 'update'}`;
  }
  return commentActionOf(outcome);
}

function labelsCell(apply: ApplyResult | null, planned: string[]): string {
  if (apply === null) return planned.length > 0 ? `would add ${planned.map(escapeCell).join(', ')}` : '—';
  const parts: string[] = [];
  if (apply.labelsAdded.length > 0) parts.push(`added ${apply.labelsAdded.map(escapeCell).join(', ')}`);
  if (apply.labelsRemoved.length > 0) parts.push(`removed ${apply.labelsRemoved.map(escapeCell).join(', ')}`);
  for (const skipped of apply.labelsSkipped) parts.push(`skipped ${escapeCell(skipped.label)}: ${escapeCell(skipped.why)}`);
  return parts.length > 0 ? parts.join('<br>') : '—';
}

function tableRow(outcome: IssueOutcome, links: IssueLinks): string {
  const matches = outcome.matches.length > 0 ? outcome.matches.map((id) => `\`${id.replace(/`/g, '')}\``).join('<br>') : 'none';
  const cells = [
    issueLink(outcome.issueNumber, links),
    // A planned row's reason is always "dry run"; the heading says that once.
    outcome.status === 'planned' ? 'planned' : `${outcome.status}: ${escapeCell(outcome.reason)}`,
    matches,
    labelsCell(outcome.apply, outcome.plan?.labelsToAdd ?? []),
    commentCell(outcome),
    `${outcome.asks.open} / ${outcome.asks.answered}`,
    `${outcome.requests.total} (${outcome.requests.writes})`,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The planned comment of a dry run, folded, in a fence its own backticks cannot close. */
function preview(outcome: IssueOutcome): string | null {
  const body = outcome.plan?.comment;
  if (body === undefined) return null;
  const what = body === null ? 'no comment would be posted' : `the comment that would be ${outcome.plannedComment === 'updated' ? 'updated' : 'posted'}`;
  const lines = ['', `<details><summary>#${outcome.issueNumber}: ${what}</summary>`, ''];
  if (body !== null) {
    const fence = fenceFor(body);
    lines.push(`${fence}markdown`, body, fence);
  }
  lines.push('', '</details>');
  return lines.join('\n');
}

/**
 * The job summary markdown, below `maxBytes`: when it would not fit, the dry-run previews go first (from the last),
 * then table rows (from the last), each time with a sentence saying what was left out. Only our own words, catalog ids,
 * label names and escaped API messages appear; the issue's text never does, except the planned comment (already safe
 * markdown) inside a fence in a dry run.
 * @param headline what the run did (`Triaging #12 (issues.opened)`, or the skip reason)
 * @param outcomes one per issue considered
 * @param options dry run, where issue numbers link to, the size limit
 */
export function renderSummary(headline: string, outcomes: IssueOutcome[], options: SummaryOptions): string {
  const maxBytes = options.maxBytes ?? MAX_SUMMARY_BYTES;
  const head = [`## vllm-triage${options.dryRun ? ' (dry run: nothing was written)' : ''}`, '', escapeCell(headline), ''];
  const rows = outcomes.map((outcome) => tableRow(outcome, options.links));
  const notes = outcomes.flatMap((outcome) =>
    [...(outcome.warnings ?? []), ...(outcome.notes ?? []), ...(outcome.apply?.notes ?? [])].map((note) => `\n- #${outcome.issueNumber}: ${escapeCell(note)}`),
  );
  const previews = options.dryRun ? outcomes.map(preview).filter((text): text is string => text !== null) : [];
  const timelines = renderSummaryTimelines(outcomes);
  const assemble = (shownRows: number, shownPreviews: number): string => {
    const lines = [...head];
    if (rows.length > 0) {
      lines.push(
        '| issue | result | matches | labels | comment | asks open / answered | API requests (writes) |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...rows.slice(0, shownRows),
      );
    }
    if (shownRows < rows.length)
      lines.push('', `_${rows.length - shownRows} more issues are left out of this table to stay under GitHub's 1 MiB summary limit; the log has every one._`);
    lines.push(...notes);
    if (timelines !== '') lines.push(timelines);
    if (shownPreviews < previews.length) {
      lines.push(
        '',
        `_${previews.length - shownPreviews} planned comment(s) are left out to stay under GitHub's 1 MiB summary limit; the log has each one, folded under "Dry run plan for #…"._`,
      );
    }
    lines.push(...previews.slice(0, shownPreviews));
    return lines.join('\n') + '\n';
  };
  const full = assemble(rows.length, previews.length);
  if (bytesOf(full) <= maxBytes) return full;
  // Keep the longest run of previews, then of rows, that fits (each piece costs its bytes and a line break).
  const fitting = (pieces: string[], budget: number): number => {
    let count = 0;
    for (let used = 0; count < pieces.length && used + bytesOf(pieces[count] ?? '') + 1 <= budget; count++) used += bytesOf(pieces[count] ?? '') + 1;
    return count;
  };
  const withoutPreviews = bytesOf(assemble(rows.length, 0));
  if (withoutPreviews <= maxBytes) return assemble(rows.length, fitting(previews, maxBytes - withoutPreviews));
  const withoutRows = bytesOf(assemble(0, 0));
  return assemble(fitting(rows, maxBytes - withoutRows), 0);
}

/**
 * The job summary of a run that stopped before it could triage (a bad input, an unreadable event).
 * @param message what stopped it, with the fix
 */
export function renderFailureSummary(message: string): string {
  return `## vllm-triage\n\n**Stopped:** ${escapeCell(message)}\n`;
}
