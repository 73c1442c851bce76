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

/** A gateway the caller already holds (a dispatch's, a backfill's), and its request count before the caller's reads for the issue. */
export interface HeldGateway {
  gateway: IssueGateway;
  before: RequestCount;
}

/**
 * Triages one issue: the one entry of the issue event, a dispatch's chosen issues and the backfill. Gathers, decides
 * and applies; API failures become a `failed` outcome with a readable reason.
 * @param deps the gateway, the engine and the wait function
 * @param issue the issue (from the payload or the list), or the number of one to read first (a dispatch's)
 * @param trigger why it is triaged
 * @param settings validated inputs
 * @param held the gateway the caller holds: triage goes through it, and what the issue cost is counted from `before`,
 *   the reads the caller made for it (the issue, its comments) included; without it the gateway is made on first use
 */
export async function triageIssue(
  deps: TriageDependencies,
  issue: IssueSnapshot | number,
  trigger: Trigger,
  settings: ActionSettings,
  held?: HeldGateway,
): Promise<IssueOutcome> {
  const outcome = await triageLazily(held === undefined ? deps : { ...deps, gateway: () => Promise.resolve(held.gateway) }, issue, trigger, settings);
  if (held === undefined) return outcome;
  const after = held.gateway.requests();
  return { ...outcome, requests: { total: after.total - held.before.total, writes: after.writes - held.before.writes } };
}

/** Gathers, decides and applies for one issue, the gateway made on first use; what it cost is counted from then. */
async function triageLazily(deps: TriageDependencies, issue: IssueSnapshot | number, trigger: Trigger, settings: ActionSettings): Promise<IssueOutcome> {
  const outcome: IssueOutcome = {
    issueNumber: typeof issue === 'number' ? issue : issue.number,
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

async function decideAndApply(
  deps: TriageDependencies,
  useGateway: () => Promise<IssueGateway>,
  toRead: IssueSnapshot | number,
  trigger: Trigger,
  settings: ActionSettings,
  outcome: IssueOutcome,
): Promise<void> {
  const thread = await gatherThread(deps.engine, useGateway, toRead, trigger, settings);
  if (thread.warnings.length > 0) (outcome.warnings ??= []).push(...thread.warnings);
  if ('skip' in thread) {
    outcome.reason = thread.skip;
    return;
  }
  const { engine, issue, botComment, duplicateBotComments, previous, brandNew } = thread;
  // A dispatched issue, read by its number, is known from here on by the number GitHub answered with.
  if (typeof toRead === 'number') outcome.issueNumber = issue.number;
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
