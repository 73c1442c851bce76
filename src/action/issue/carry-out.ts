// Carries out an event decision: one issue from the payload, or each issue a dispatch names (read from the API).
import type { EventDecision } from './events.js';
import type { ActionSettings } from '../settings/inputs.js';
import { triageIssue, type IssueOutcome, type TriageDependencies } from './triage-issue.js';

/**
 * Runs the decision. Issues are handled one after another (writes stay serial); one failing issue does not stop the rest.
 * @param decision what routing decided
 * @param deps the gateway, the engine and the wait function
 * @param settings validated inputs
 * @returns one outcome per issue considered (none for a skipped event)
 */
export async function carryOutDecision(
  decision: Exclude<EventDecision, { kind: 'backfill' } | { kind: 'setup-labels' }>,
  deps: TriageDependencies,
  settings: ActionSettings,
): Promise<IssueOutcome[]> {
  switch (decision.kind) {
    case 'skip':
      return [];
    case 'triage':
      return [await triageIssue(deps, decision.issue, decision.trigger, settings)];
    case 'dispatch': {
      // A dispatch names its issues by number: triage reads each as it is now. The gateway is made before the first
      // one, and what an issue cost is counted from before its read.
      const outcomes: IssueOutcome[] = [];
      for (const issueNumber of decision.numbers) {
        const gateway = await deps.gateway();
        outcomes.push(await triageIssue(deps, issueNumber, { kind: 'dispatch' }, settings, { gateway, before: gateway.requests() }));
      }
      return outcomes;
    }
  }
}
