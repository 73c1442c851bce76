// Triages one issue: gather its comments, decide with the pure core, then apply the plan (or only show it in a dry run).
import { explainFailure } from '../apply/apply.js';
import { threadState } from '../github/bot-comment.js';
import type { IssueGateway, IssueSnapshot, RequestCount } from '../github/gateway.js';
import type { ActionSettings } from '../settings/inputs.js';
import { carryOutPlan } from './carry-out-plan.js';
import { withSearchDone } from './earlier-reports-step.js';
import type { Trigger } from './events.js';
import { gatherThread } from './gather-thread.js';
import { keepDecisions } from './keep-decisions.js';
import type { IssueOutcome, TriageDependencies } from './outcome.js';
import { planWithAnswers } from './plan-with-answers.js';

export type { IssueOutcome, TriageDependencies, TriageEngine } from './outcome.js';

/**
 * Gathers, decides and applies for one issue. API failures become a `failed` outcome with a readable reason.
 * @param deps the gateway, the engine and the wait function
 * @param issue the issue (from the payload or the API)
 * @param trigger why it is triaged
 * @param settings validated inputs
 */
export async function triageIssue(deps: TriageDependencies, issue: IssueSnapshot, trigger: Trigger, settings: ActionSettings): Promise<IssueOutcome> {
  const outcome: IssueOutcome = {
    issueNumber: issue.number,
    status: 'skipped',
    reason: '',
    matches: [],
    asks: { open: 0, answered: 0 },
    plan: null,
    apply: null,
    requests: { total: 0, writes: 0 },
  };
  let gateway: IssueGateway | null = null;
  const before = { total: 0, writes: 0 };
  const useGateway = async (): Promise<IssueGateway> => {
    if (gateway === null) {
      gateway = await deps.gateway();
      Object.assign(before, gateway.requests());
    }
    return gateway;
  };
  try {
    await decideAndApply(deps, useGateway, issue, trigger, settings, outcome);
  } catch (error) {
    outcome.status = 'failed';
    outcome.reason = explainFailure(error);
  }
  if (gateway !== null) {
    const after = (gateway as IssueGateway).requests();
    outcome.requests = { total: after.total - before.total, writes: after.writes - before.writes };
  }
  return outcome;
}

/**
 * Triages an issue through a gateway the caller already holds (a dispatch's, a backfill's): what it cost is counted
 * from `before`, so the reads the caller made for it (the issue, its comments) count too.
 * @param deps the engine and the wait function (the gateway is `gateway`)
 * @param gateway the gateway to triage through
 * @param before the gateway's request count before the caller's reads for this issue
 * @param issue the issue
 * @param trigger why it is triaged
 * @param settings validated inputs
 */
export async function triageCounted(
  deps: TriageDependencies,
  gateway: IssueGateway,
  before: RequestCount,
  issue: IssueSnapshot,
  trigger: Trigger,
  settings: ActionSettings,
): Promise<IssueOutcome> {
  const outcome = await triageIssue({ ...deps, gateway: () => Promise.resolve(gateway) }, issue, trigger, settings);
  const after = gateway.requests();
  return { ...outcome, requests: { total: after.total - before.total, writes: after.writes - before.writes } };
}

async function decideAndApply(
  deps: TriageDependencies,
  useGateway: () => Promise<IssueGateway>,
  issue: IssueSnapshot,
  trigger: Trigger,
  settings: ActionSettings,
  outcome: IssueOutcome,
): Promise<void> {
  const thread = await gatherThread(deps.engine, useGateway, issue, trigger, settings);
  if (thread.warnings.length > 0) (outcome.warnings ??= []).push(...thread.warnings);
  if ('skip' in thread) {
    outcome.reason = thread.skip;
    return;
  }
  const { engine, botComment, duplicateBotComments, previous, brandNew } = thread;
  issue = thread.issue;
  const addNotes = (notes: string[]): void => {
    if (notes.length > 0) (outcome.notes ??= []).push(...notes);
  };
  const notes: string[] = [];
  const answered = await planWithAnswers(engine, useGateway, thread.input, thread.options, {
    issue,
    brandNew,
    previous,
    botComment,
    settings,
    notes,
  });
  addNotes(notes);
  const searchNotes: string[] = [];
  const searched = await withSearchDone(deps, engine, useGateway, answered, settings, searchNotes);
  addNotes(searchNotes);
  const kept = await keepDecisions(useGateway, searched, {
    issue,
    botComment,
    previous,
    rerunLabels: trigger.kind === 'rerun',
    rerunComment: trigger.kind === 'rerun' || trigger.kind === 'dismiss',
    seen: threadState(thread.comments, [botComment, ...duplicateBotComments]),
  });
  const plan = kept.plan;
  addNotes(kept.notes);
  await carryOutPlan(deps, useGateway, thread, plan, trigger, settings, outcome);
}
