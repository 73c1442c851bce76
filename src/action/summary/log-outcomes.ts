// What the run says in its log: the headline of the event's decision, and for each issue its outcome, notes and
// warnings, and in a dry run the plan folded under a group.
import type { EventDecision } from '../issue/events.js';
import type { IssueOutcome } from '../issue/triage-issue.js';
import type { Runner } from './runner-port.js';

/** One line for what routing decided (`Triaging #12 (issues.opened)`, `Skipped #3: …`). */
export function describeDecision(decision: EventDecision): string {
  switch (decision.kind) {
    case 'skip':
      return `Skipped${decision.issueNumber === null ? '' : ` #${decision.issueNumber}`}: ${decision.reason}`;
    case 'triage':
      return `Triaging #${decision.issue.number} (${decision.reason})`;
    case 'dispatch':
      return `Triaging ${decision.reason}`;
    case 'backfill':
      return `Backfill: ${decision.reason}`;
    case 'setup-labels':
      return `Setting labels up: ${decision.reason}`;
  }
}

/** Logs each outcome: a line, its notes, its warnings, and a dry run's plan folded. */
export async function logOutcomes(runner: Runner, outcomes: IssueOutcome[]): Promise<void> {
  for (const outcome of outcomes) {
    runner.info(
      `#${outcome.issueNumber}: ${outcome.status} — ${outcome.reason}; matches: ${outcome.matches.join(', ') || 'none'}; ` +
        `API requests: ${outcome.requests.total} (${outcome.requests.writes} writes)`,
    );
    for (const note of outcome.notes ?? []) runner.info(`#${outcome.issueNumber}: ${note}`);
    for (const warning of outcome.warnings ?? []) runner.warning(`#${outcome.issueNumber}: ${warning}`);
    for (const note of outcome.apply?.notes ?? []) runner.warning(`#${outcome.issueNumber}: ${note}`);
    for (const skipped of outcome.apply?.labelsSkipped ?? []) runner.warning(`#${outcome.issueNumber}: label "${skipped.label}" ${skipped.why}`);
    const plan = outcome.plan;
    if (outcome.status === 'planned' && plan !== null) {
      await runner.group(`Dry run plan for #${outcome.issueNumber}: ${describePlannedComment(outcome)}`, () => {
        runner.info(`Labels: add [${plan.labelsToAdd.join(', ')}], remove [${plan.labelsToRemove.join(', ')}]`);
        runner.infoQuoted(plan.comment === null ? 'No comment would be posted.' : plan.comment);
        return Promise.resolve();
      });
    }
  }
}

/**
 * The run's failure message: one line per failure (a comment refused and a label lost are two lines), each naming its
 * issue, so that no line carries more than one failure's sentence.
 * @param failed the outcomes that failed
 */
export function failureLines(failed: IssueOutcome[]): string {
  const lines = failed.flatMap((outcome) => {
    const failures = outcome.apply?.failures ?? [];
    return (failures.length > 0 ? failures : [outcome.reason]).map((failure) => `#${outcome.issueNumber}: ${failure}`);
  });
  return lines.join('\n');
}

function describePlannedComment(outcome: IssueOutcome): string {
  switch (outcome.plannedComment) {
    case 'created':
      return 'the comment would be created';
    case 'updated':
      return 'the comment would be updated';
    default:
      return 'no comment would be written';
  }
}
