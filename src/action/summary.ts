// Renders the job summary (a table per triaged issue, the plan in a dry run) and the action's outputs.
import type { ApplyResult, CommentAction } from './apply/apply.js';
import type { IssueOutcome } from './triage-issue.js';
import { renderSummaryTimelines } from './timeline-summary.js';

/** The action's outputs, as `action.yml` declares them. */
export interface ActionOutputs {
  'matched-ids': string;
  'labels-added': string;
  'comment-action': string;
  'issues-triaged': string;
}

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

function commentActionOf(outcome: IssueOutcome): CommentAction {
  return outcome.apply?.commentAction ?? (outcome.status === 'skipped' || outcome.status === 'failed' ? 'skipped' : 'none');
}

function labelsCell(apply: ApplyResult | null, planned: string[]): string {
  if (apply === null) return planned.length > 0 ? `would add ${planned.map(escapeCell).join(', ')}` : '—';
  const parts: string[] = [];
  if (apply.labelsAdded.length > 0) parts.push(`added ${apply.labelsAdded.map(escapeCell).join(', ')}`);
  if (apply.labelsRemoved.length > 0) parts.push(`removed ${apply.labelsRemoved.map(escapeCell).join(', ')}`);
  for (const skipped of apply.labelsSkipped) parts.push(`skipped ${escapeCell(skipped.label)}: ${escapeCell(skipped.why)}`);
  return parts.length > 0 ? parts.join('<br>') : '—';
}

/**
 * The job summary markdown. Only our own words, catalog ids, label names and escaped API messages appear;
 * the issue's text never does, except the planned comment (already safe markdown) inside a fence in a dry run.
 * @param headline what the run did (`issues.opened on #12`, or the skip reason)
 * @param outcomes one per issue considered
 * @param dryRun whether the plans were only shown
 */
export function renderSummary(headline: string, outcomes: IssueOutcome[], dryRun: boolean): string {
  const lines = [`## vllm-triage${dryRun ? ' (dry run: nothing was written)' : ''}`, '', escapeCell(headline), ''];
  if (outcomes.length > 0) {
    lines.push(
      '| issue | result | matches | labels | comment | asks open / answered | API requests (writes) |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const outcome of outcomes) {
      const matches = outcome.matches.length > 0 ? outcome.matches.map((id) => `\`${id.replace(/`/g, '')}\``).join('<br>') : 'none';
      const cells = [
        `#${outcome.issueNumber}`,
        `${outcome.status}: ${escapeCell(outcome.reason)}`,
        matches,
        labelsCell(outcome.apply, outcome.plan?.labelsToAdd ?? []),
        commentActionOf(outcome),
        `${outcome.asks.open} / ${outcome.asks.answered}`,
        `${outcome.requests.total} (${outcome.requests.writes})`,
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
  }
  for (const outcome of outcomes) {
    for (const note of [...(outcome.notes ?? []), ...(outcome.apply?.notes ?? [])]) lines.push('', `- #${outcome.issueNumber}: ${escapeCell(note)}`);
  }
  const timelines = renderSummaryTimelines(outcomes);
  if (timelines !== '') lines.push(timelines);
  if (dryRun) {
    for (const outcome of outcomes) {
      const body = outcome.plan?.comment;
      if (body === undefined) continue;
      const summaryLine = body === null ? 'no comment would be posted' : 'the comment that would be posted';
      lines.push('', `<details><summary>#${outcome.issueNumber}: ${summaryLine}</summary>`, '');
      if (body !== null) {
        const fence = fenceFor(body);
        lines.push(`${fence}markdown`, body, fence);
      }
      lines.push('', '</details>');
    }
  }
  return lines.join('\n') + '\n';
}

/**
 * The outputs: matched ids and labels over all issues, the comment action (one word for one issue, else
 * `#n:action` pairs), and how many issues were triaged.
 * @param outcomes one per issue considered
 */
export function computeOutputs(outcomes: IssueOutcome[]): ActionOutputs {
  const matched = [...new Set(outcomes.flatMap((outcome) => outcome.matches))];
  const labels = [...new Set(outcomes.flatMap((outcome) => outcome.apply?.labelsAdded ?? []))];
  const actions = outcomes.map((outcome) => commentActionOf(outcome));
  const commentAction =
    outcomes.length === 0 ? 'skipped' : outcomes.length === 1 ? (actions[0] ?? 'none') : outcomes.map((o, i) => `#${o.issueNumber}:${actions[i]}`).join(',');
  return {
    'matched-ids': matched.join(','),
    'labels-added': labels.join(','),
    'comment-action': commentAction,
    'issues-triaged': String(outcomes.filter((outcome) => outcome.status === 'triaged' || outcome.status === 'planned').length),
  };
}
