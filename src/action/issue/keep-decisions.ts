// Before the plan is applied: what humans undid stays undone (labels taken off, the comment edited), and the comment
// carries the record of what the bot did. The decision is the core's (`keepHumanDecisions`); this gathers for it.
import { keepHumanDecisions, type MarkerData, readWrittenComment, type ThreadState, type TriagePlan, withRecord } from '../../core/index.js';
import type { IssueComment, IssueGateway, IssueSnapshot } from '../github/gateway.js';

export interface KeepDecisionsContext {
  issue: IssueSnapshot;
  botComment: IssueComment | null;
  previous: MarkerData | null;
  /** A maintainer asked to decide afresh: the rerun label (labels and comment) or a dismissal (the comment). */
  rerunLabels: boolean;
  rerunComment: boolean;
  /** The thread as this run read it (its newest comment other than the bot's), or null when it read none. */
  seen: ThreadState | null;
}

/**
 * The plan with the humans' decisions kept and the record written into its comment, and what to say about it.
 * Asks GitHub only when a recorded label is missing from the issue (was it taken off, or never there?).
 * @param gateway the API, on first use
 * @param plan what triage decided
 * @param context the issue, the bot's comment and its marker, and whether a rerun was asked for
 */
export async function keepDecisions(
  gateway: () => Promise<IssueGateway>,
  plan: TriagePlan,
  context: KeepDecisionsContext,
): Promise<{ plan: TriagePlan; notes: string[]; keptEdit: boolean }> {
  const onIssue = new Set(context.issue.labels.map((label) => label.toLowerCase()));
  const missing = (context.previous?.added ?? []).filter((label) => !onIssue.has(label.toLowerCase()));
  const repoHas = missing.length === 0 || context.rerunLabels ? new Set<string>() : await (await gateway()).findRepoLabels(missing);
  const written = context.botComment === null ? null : readWrittenComment(context.botComment.body);
  const decisions = keepHumanDecisions({
    labelsToAdd: plan.labelsToAdd,
    labelsToRemove: plan.labelsToRemove,
    comment: plan.comment,
    previous: context.previous,
    written,
    labelsOnIssue: context.issue.labels,
    repoHas,
    rerunLabels: context.rerunLabels,
    rerunComment: context.rerunComment,
  });
  let comment = decisions.comment;
  let marker = plan.marker;
  if (comment !== null) ({ comment, marker } = recordedComment(comment, plan.marker, decisions.added, context));
  return { plan: { ...plan, labelsToAdd: decisions.labelsToAdd, comment, marker }, notes: decisions.notes, keptEdit: decisions.keptEdit };
}

/**
 * The comment with its record and the thread state it was written from; when only that state changed (the text and
 * the rest of the record are as posted), the posted comment as it stands, so a reply that changes nothing writes nothing.
 */
function recordedComment(comment: string, planned: MarkerData, added: string[], context: KeepDecisionsContext): { comment: string; marker: MarkerData } {
  const withSeen = (seen: ThreadState | null | undefined): MarkerData => {
    const { seen: _seen, ...rest } = planned;
    return seen == null ? rest : { ...rest, seen };
  };
  if (context.botComment !== null) {
    const unchanged = withRecord(comment, withSeen(context.previous?.seen), added);
    if (unchanged.comment === context.botComment.body) return unchanged;
  }
  return withRecord(comment, withSeen(context.seen), added);
}
