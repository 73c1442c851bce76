// Decides from the event and the inputs what the run does: triage one issue, dispatch several, back-fill, or skip and say why.
import type { IssueSnapshot } from '../github/gateway.js';
import type { ActionSettings } from '../settings/inputs.js';
import { asRecord, readIssue, stringAt } from '../github/issue-json.js';
import { isOwnComment, sameLogin } from '../github/bot-comment.js';
import { screenEvent } from './screen-event.js';

/** Why the issue is being triaged; it decides what is read and what is removed afterwards. */
export type Trigger =
  | { kind: 'opened' }
  | { kind: 'reopened' }
  | { kind: 'edited' }
  | { kind: 'comment'; commentId: number }
  | { kind: 'rerun'; label: string }
  /** A maintainer routed the issue with the connector label or a per-connector label: re-triage, taking it as routed. */
  | { kind: 'routed'; label: string; by: string }
  | { kind: 'dismiss'; by: string }
  | { kind: 'dispatch' };

export type EventDecision =
  | { kind: 'triage'; issue: IssueSnapshot; trigger: Trigger; reason: string }
  | { kind: 'skip'; issueNumber: number | null; reason: string }
  | { kind: 'dispatch'; numbers: number[]; reason: string }
  | { kind: 'backfill'; reason: string };

type Route = (action: string, payload: Record<string, unknown>, settings: ActionSettings) => EventDecision;

const ROUTES: Record<string, Route> = {
  issues: routeIssues,
  issue_comment: routeIssueComment,
  workflow_dispatch: routeDispatch,
};

/**
 * Routes one event: first what the event alone decides (`screenEvent`), then what the inputs decide. Pure: the
 * payload is data, nothing is fetched.
 * @param eventName GITHUB_EVENT_NAME
 * @param payload the parsed GITHUB_EVENT_PATH JSON
 * @param settings the validated inputs (label names, issue numbers)
 */
export function routeEvent(eventName: string, payload: unknown, settings: ActionSettings): EventDecision {
  const screened = screenEvent(eventName, payload);
  const route = Object.hasOwn(ROUTES, eventName) ? ROUTES[eventName] : undefined;
  if (screened !== null || route === undefined) {
    return { kind: 'skip', issueNumber: screened?.issueNumber ?? null, reason: screened?.reason ?? `the "${eventName}" event is not one the bot handles` };
  }
  const record = asRecord(payload) ?? {};
  return route(stringAt(record, 'action') ?? '', record, settings);
}

/** An `issues` event that passed the screen: opened, reopened, edited (body changed) or labeled, by a human. */
function routeIssues(action: string, payload: Record<string, unknown>, settings: ActionSettings): EventDecision {
  const issue = readIssue(payload.issue);
  if (issue === null) return { kind: 'skip', issueNumber: null, reason: 'the event payload has no issue' };
  const sender = stringAt(asRecord(payload.sender), 'login') ?? 'someone';
  // With a personal access token the bot's own label changes come back as a user's events.
  if (sameLogin(sender, settings.botLogin))
    return { kind: 'skip', issueNumber: issue.number, reason: `the event was sent by the bot itself (${sender}, the bot-login)` };
  let trigger: Trigger;
  if (action === 'labeled') {
    const label = stringAt(asRecord(payload.label), 'name') ?? '';
    if (sameLabel(label, settings.labels.rerunLabel)) trigger = { kind: 'rerun', label };
    else if (sameLabel(label, settings.labels.dismissLabel)) trigger = { kind: 'dismiss', by: sender };
    else if (isRoutingLabel(label, settings)) trigger = { kind: 'routed', label, by: sender };
    else return { kind: 'skip', issueNumber: issue.number, reason: `the label "${label}" is not a triage label` };
  } else {
    trigger = { kind: action === 'reopened' ? 'reopened' : action === 'edited' ? 'edited' : 'opened' };
  }
  return decideForIssue(issue, trigger, settings, `issues.${action}`);
}

/** An `issue_comment` that passed the screen: a human's new or changed comment on an issue. */
function routeIssueComment(action: string, payload: Record<string, unknown>, settings: ActionSettings): EventDecision {
  const issue = readIssue(payload.issue);
  if (issue === null) return { kind: 'skip', issueNumber: null, reason: 'the event payload has no issue' };
  const comment = asRecord(payload.comment);
  const author = stringAt(asRecord(comment?.user), 'login');
  if (
    sameLogin(author, settings.botLogin) &&
    isOwnComment({ id: 0, body: stringAt(comment, 'body') ?? '', author, authorIsBot: false, createdAt: '' }, settings.botLogin)
  ) {
    return { kind: 'skip', issueNumber: issue.number, reason: "the comment is the bot's own" };
  }
  const commentId = typeof comment?.id === 'number' ? comment.id : 0;
  return decideForIssue(issue, { kind: 'comment', commentId }, settings, `issue_comment.${action}`);
}

function routeDispatch(_action: string, _payload: Record<string, unknown>, settings: ActionSettings): EventDecision {
  if (settings.issueNumbers.length === 0) {
    const { since, state, shard, resumeAfter } = settings.backfill;
    const scope =
      `${state === 'all' ? 'all issues' : `the ${state} issues`}${since === null ? '' : ` updated since ${since}`}${shard === null ? '' : `, shard ${shard.index + 1}/${shard.count}`}` +
      (resumeAfter === null ? '' : `, resuming after #${resumeAfter}`);
    return { kind: 'backfill', reason: `workflow_dispatch without "issue-numbers": backfill of ${scope}${settings.backfillDryRun ? ' (dry run)' : ''}` };
  }
  const mode = settings.dryRun ? ' (dry run)' : '';
  return { kind: 'dispatch', numbers: settings.issueNumbers, reason: `workflow_dispatch for ${settings.issueNumbers.map((n) => `#${n}`).join(', ')}${mode}` };
}

/**
 * The checks every triage passes, for events and dispatch alike: not a pull request, not locked, not closed
 * (unless dispatched), not dismissed by label (unless this is the dismissal itself).
 * @param issue the issue
 * @param trigger why it would be triaged
 * @param settings label names
 * @returns the reason to skip, or null to go ahead
 */
export function reasonToSkip(issue: IssueSnapshot, trigger: Trigger, settings: ActionSettings): string | null {
  if (issue.isPullRequest) return 'it is a pull request';
  if (issue.locked) return 'issue is locked; GitHub refuses comments';
  if (issue.state === 'closed' && trigger.kind !== 'dispatch' && trigger.kind !== 'dismiss') {
    return 'the issue is closed (dispatch it to triage a closed issue)';
  }
  const dismissed = issue.labels.some((label) => sameLabel(label, settings.labels.dismissLabel));
  if (dismissed && trigger.kind !== 'dismiss') {
    return `a maintainer dismissed the bot on this issue (label "${settings.labels.dismissLabel}")`;
  }
  return null;
}

function decideForIssue(issue: IssueSnapshot, trigger: Trigger, settings: ActionSettings, eventLabel: string): EventDecision {
  const skipReason = reasonToSkip(issue, trigger, settings);
  if (skipReason !== null) return { kind: 'skip', issueNumber: issue.number, reason: skipReason };
  return { kind: 'triage', issue, trigger, reason: eventLabel };
}

/** The connector label or one of the per-connector labels: a maintainer's routing. */
function isRoutingLabel(label: string, settings: ActionSettings): boolean {
  if (settings.labels.disabled) return false;
  return sameLabel(label, settings.labels.connectorLabel) || Object.values(settings.labels.perConnector).some((name) => sameLabel(label, name));
}

/** GitHub compares label names without regard to case. */
export function sameLabel(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
