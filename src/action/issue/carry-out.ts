// Carries out an event decision: one issue from the payload, or each issue a dispatch names (read from the API).
import { explainFailure } from '../apply/apply.js';
import { reasonToSkip, type EventDecision } from './events.js';
import type { IssueSnapshot } from '../github/gateway.js';
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
      const outcomes: IssueOutcome[] = [];
      for (const issueNumber of decision.numbers) outcomes.push(await triageDispatched(deps, issueNumber, settings));
      return outcomes;
    }
  }
}

async function triageDispatched(deps: TriageDependencies, issueNumber: number, settings: ActionSettings): Promise<IssueOutcome> {
  const skipped = (status: IssueOutcome['status'], reason: string, requests = { total: 0, writes: 0 }): IssueOutcome => ({
    issueNumber,
    status,
    reason,
    matches: [],
    asks: { open: 0, answered: 0 },
    plan: null,
    apply: null,
    requests,
  });
  const gateway = await deps.gateway();
  const before = gateway.requests();
  const cost = () => {
    const after = gateway.requests();
    return { total: after.total - before.total, writes: after.writes - before.writes };
  };
  let issue: IssueSnapshot;
  try {
    issue = await gateway.getIssue(issueNumber);
  } catch (error) {
    return skipped('failed', explainFailure(error), cost());
  }
  const trigger = { kind: 'dispatch' } as const;
  const skipReason = reasonToSkip(issue, trigger, settings);
  if (skipReason !== null) return skipped('skipped', skipReason, cost());
  return triageIssue(deps, issue, trigger, settings, { gateway, before });
}
