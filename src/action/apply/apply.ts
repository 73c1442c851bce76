// Carries out a triage plan on GitHub: one comment created or updated only when it changed, labels added, bot labels removed.
import { parseMarker, type TriagePlan, withRecord } from '../../core/index.js';
import { createSingleComment, NO_ANSWER_LOOKS_MS } from './comment-writer.js';
import { isNewerState, sameLogin } from '../github/bot-comment.js';
import { GitHubApiError, isIssueGone, isLockedRefusal, type IssueComment, type IssueGateway } from '../github/gateway.js';
import { explainFailure } from './explain-failure.js';
import { addLabels, removeLabels } from './labels.js';
import type { ApplyResult, ApplySettings, ApplyTarget, CommentAction, CreateTimings } from './types.js';

export { explainFailure };

/** Production's waits around a failed create. */
export const CREATE_TIMINGS: CreateTimings = { createBackoffMs: 500, noAnswerLooksMs: NO_ANSWER_LOOKS_MS };

/**
 * What applying would do with the comment, as a dry run reports it: nothing when there is nothing to say or the body
 * is unchanged, an update of the bot's comment, or a new one.
 * @param botComment the bot's existing comment, if any
 * @param body the planned body, or null
 */
export function plannedCommentAction(botComment: IssueComment | null, body: string | null): CommentAction {
  if (body === null || botComment?.body === body) return 'none';
  return botComment === null ? 'created' : 'updated';
}
const LOCKED_NOTE = 'issue is locked; GitHub refuses comments, so none was posted';

/**
 * Applies the plan: the comment first, then labels. Writes are serial; each step's failure is recorded, not thrown,
 * so a refused comment does not stop the labels (and vice versa).
 * @param gateway the API
 * @param target the issue and the bot's existing comment
 * @param plan what triage decided
 * @param settings label policy, the trigger label to remove, and the wait function
 */
export async function applyPlan(gateway: IssueGateway, target: ApplyTarget, plan: TriagePlan, settings: ApplySettings): Promise<ApplyResult> {
  const result: ApplyResult = {
    commentAction: 'none',
    commentId: target.botComment?.id ?? null,
    labelsAdded: [],
    labelsSkipped: [],
    labelsRemoved: [],
    notes: [],
    failures: [],
    writtenAs: null,
  };
  const reached = await applyComment(gateway, target, plan.comment, settings, result);
  if (reached === 'unreachable') {
    for (const label of plan.labelsToAdd) result.labelsSkipped.push({ label, why: 'not applied: the issue could not be reached' });
    return result;
  }
  // A newer run's comment stands: so do the labels it set (a late run never adds back a needs-info label a reply answered).
  const stale = reached === 'newer-comment';
  if (stale && plan.labelsToAdd.length + plan.labelsToRemove.length > 0) result.notes.push('labels left as the run that wrote that comment set them');
  await addLabels(gateway, target.issue, stale ? [] : plan.labelsToAdd, settings, result);
  await removeLabels(gateway, target.issue, [...(stale ? [] : plan.labelsToRemove), ...settings.triggerLabelsToRemove], result);
  await correctRecord(gateway, plan, result);
  return result;
}

/**
 * When a label the comment's record counts as added did not land (refused, failed), writes the record again without
 * it: otherwise the next run would take it for a label a human took off, and never add it.
 */
async function correctRecord(gateway: IssueGateway, plan: TriagePlan, result: ApplyResult): Promise<void> {
  const lost = new Set(result.labelsSkipped.filter((skipped) => skipped.lost).map((skipped) => skipped.label.toLowerCase()));
  if (lost.size === 0 || plan.comment === null || result.commentId === null || result.commentAction === 'skipped') return;
  if (!(result.commentAction === 'created' || result.commentAction === 'updated')) return;
  const added = (plan.marker.added ?? []).filter((label) => !lost.has(label.toLowerCase()));
  if (added.length === (plan.marker.added ?? []).length) return;
  const corrected = withRecord(plan.comment, plan.marker, added).comment;
  try {
    await gateway.updateComment(result.commentId, corrected);
    result.notes.push(`the comment's record was written again without the label(s) that did not land`);
  } catch (error) {
    result.failures.push(`the comment's record still counts labels that did not land: ${explainFailure(error)}`);
  }
}

/**
 * Writes the comment; says whether the issue was reached, and whether a newer run's comment was found (and left) in
 * place of the one this run created.
 */
async function applyComment(
  gateway: IssueGateway,
  target: ApplyTarget,
  body: string | null,
  settings: ApplySettings,
  result: ApplyResult,
): Promise<'reached' | 'newer-comment' | 'unreachable'> {
  const issueNumber = target.issue.number;
  try {
    for (const duplicate of target.duplicateBotComments ?? []) {
      await gateway.deleteComment(duplicate.id);
      result.notes.push(`deleted comment ${duplicate.id}, a newer duplicate of the bot's comment ${target.botComment?.id ?? ''}`);
    }
    if (body === null || target.botComment?.body === body) return 'reached';
    if (target.botComment !== null && (await updateUnlessDeleted(gateway, target.botComment.id, body))) {
      result.commentAction = 'updated';
      return 'reached';
    }
    const timings = { ...CREATE_TIMINGS, ...settings.timings };
    const outcome = await createSingleComment(gateway, issueNumber, body, {
      wait: settings.wait,
      backoffMs: timings.createBackoffMs,
      noAnswerLooksMs: timings.noAnswerLooksMs,
      botLogin: settings.botLogin,
      commentsBefore: target.issue.commentCount,
    });
    result.notes.push(...outcome.notes);
    result.commentId = outcome.comment.id;
    if (outcome.comment.author !== null && !sameLogin(outcome.comment.author, settings.botLogin)) result.writtenAs = outcome.comment.author;
    result.commentAction = 'created';
    if (outcome.kind === 'adopted' && outcome.comment.body !== body) {
      // Another run wrote it meanwhile: from a newer thread than this run read, its comment stands (a late run never
      // un-ticks an answer a reply gave).
      const written = parseMarker(outcome.comment.body)?.seen;
      if (isNewerState(written, parseMarker(body)?.seen)) {
        result.commentAction = 'none';
        result.notes.push(`comment ${outcome.comment.id} was written from a newer state of the thread than this run read; left as it is`);
        return 'newer-comment';
      }
      await gateway.updateComment(outcome.comment.id, body);
      result.commentAction = 'updated';
    }
    return 'reached';
  } catch (error) {
    result.commentAction = 'skipped';
    if (isLockedRefusal(error)) {
      result.notes.push(LOCKED_NOTE);
      return 'reached';
    }
    result.failures.push(explainFailure(error));
    return isIssueGone(error) ? 'unreachable' : 'reached';
  }
}

/** Updates the comment; false when someone deleted it meanwhile (then the caller posts a new one). */
async function updateUnlessDeleted(gateway: IssueGateway, commentId: number, body: string): Promise<boolean> {
  try {
    await gateway.updateComment(commentId, body);
    return true;
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404) return false;
    throw error;
  }
}
