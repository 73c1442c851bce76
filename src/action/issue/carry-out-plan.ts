// The end of triaging one issue: the plan recorded in its outcome, then applied (or, in a dry run, what applying would do).
import type { TriagePlan } from '../../core/index.js';
import { applyPlan, plannedCommentAction } from '../apply/apply.js';
import type { ApplyResult } from '../apply/types.js';
import type { IssueGateway } from '../github/gateway.js';
import { labelsTheActionUses } from '../settings/label-set.js';
import type { ActionSettings } from '../settings/inputs.js';
import type { Trigger } from './events.js';
import { identityWarning, type Gathered } from './gather-thread.js';
import type { IssueOutcome, TriageDependencies } from './outcome.js';

/** Records the plan in the outcome, then applies it (or, in a dry run, says what applying would do). */
export async function carryOutPlan(
  deps: TriageDependencies,
  useGateway: () => Promise<IssueGateway>,
  { issue, botComment, duplicateBotComments, brandNew }: Gathered,
  plan: TriagePlan,
  trigger: Trigger,
  settings: ActionSettings,
  outcome: IssueOutcome,
): Promise<void> {
  outcome.plan = plan;
  outcome.matches = plan.report.matches.map((match) => match.id);
  outcome.asks = {
    open: plan.report.asks.filter((ask) => !ask.satisfied).length,
    answered: plan.report.asks.filter((ask) => ask.satisfied).length,
  };
  if (settings.dryRun) {
    outcome.status = 'planned';
    outcome.plannedComment = plannedCommentAction(botComment, plan.comment);
    outcome.commentId = botComment?.id ?? null;
    outcome.reason = 'dry run: the plan was not applied';
    return;
  }
  const applied = await applyPlan(await useGateway(), { issue, botComment, duplicateBotComments }, plan, {
    createMissingLabels: settings.createMissingLabels,
    connectorLabel: settings.labels.connectorLabel,
    labelSpecs: labelsTheActionUses(settings),
    botLogin: settings.botLogin,
    // A brand-new issue costs three requests: the create, the look for a concurrent duplicate, the labels. The
    // connector label (the one label the setup is built around) is not looked up first there; see the README.
    labelsAddedUnchecked: brandNew ? [settings.labels.connectorLabel] : [],
    triggerLabelsToRemove: trigger.kind === 'rerun' ? [trigger.label] : [],
    wait: deps.wait,
  });
  if (applied.writtenAs != null && outcome.warnings === undefined) (outcome.warnings ??= []).push(identityWarning(applied.writtenAs, settings.botLogin, false));
  outcome.apply = applied;
  outcome.status = applied.failures.length > 0 ? 'failed' : 'triaged';
  outcome.reason = applied.failures.length > 0 ? applied.failures.join('; ') : describeApplied(applied, plan);
}

/** The outcome's reason for an applied plan. */
function describeApplied(applied: ApplyResult, plan: TriagePlan): string {
  if (plan.comment === null && applied.labelsAdded.length === 0 && applied.labelsRemoved.length === 0) {
    return 'nothing recognised; nothing to say';
  }
  return `comment ${applied.commentAction}`;
}
