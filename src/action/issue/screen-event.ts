// What the event alone says the bot leaves alone, before any input is read or any module loaded: the skip decision
// of the tiny entry (index.ts), and the first step of routing (events.ts), so the two cannot disagree.
import { hasMarker } from '../github/bot-comment.js';
import { asRecord, isBotUser, readIssue, stringAt } from '../github/issue-json.js';

/** A skip decided from the event alone. */
export interface EventSkip {
  issueNumber: number | null;
  reason: string;
}

/** The `issues` actions the bot acts on (`labeled` only for its triage labels, which the inputs name). */
const ISSUE_ACTIONS = new Set(['opened', 'reopened', 'edited', 'labeled']);

type Screen = (action: string, payload: Record<string, unknown>) => EventSkip | null;

const SCREENS: Record<string, Screen> = {
  issues: screenIssues,
  issue_comment: screenIssueComment,
  workflow_dispatch: () => null,
};

/**
 * The reason to skip an event that needs no input to decide: an event or action the bot does not handle, a pull
 * request's comment, a bot's event, the bot's own comment, an edit that left the body alone. Pure.
 * @param eventName GITHUB_EVENT_NAME
 * @param payload the parsed GITHUB_EVENT_PATH JSON
 * @returns the skip, or null when routing with the inputs must decide
 */
export function screenEvent(eventName: string, payload: unknown): EventSkip | null {
  const screen = Object.hasOwn(SCREENS, eventName) ? SCREENS[eventName] : undefined;
  if (screen === undefined) return { issueNumber: null, reason: `the "${eventName}" event is not one the bot handles` };
  const record = asRecord(payload) ?? {};
  return screen(stringAt(record, 'action') ?? '', record);
}

function screenIssues(action: string, payload: Record<string, unknown>): EventSkip | null {
  const issue = readIssue(payload.issue);
  if (issue === null) return { issueNumber: null, reason: 'the event payload has no issue' };
  const skip = (reason: string): EventSkip => ({ issueNumber: issue.number, reason });
  if (!ISSUE_ACTIONS.has(action)) return skip(`issues.${action} is not an event the bot acts on`);
  if (action === 'edited' && asRecord(asRecord(payload.changes)?.body) === null) return skip('the edit did not change the body');
  if (isBotUser(payload.sender)) return skip(`the event was sent by a bot (${stringAt(asRecord(payload.sender), 'login') ?? 'someone'})`);
  return null;
}

function screenIssueComment(action: string, payload: Record<string, unknown>): EventSkip | null {
  const issue = readIssue(payload.issue);
  if (issue === null) return { issueNumber: null, reason: 'the event payload has no issue' };
  const skip = (reason: string): EventSkip => ({ issueNumber: issue.number, reason });
  if (action !== 'created' && action !== 'edited') return skip(`issue_comment.${action} is not an event the bot acts on`);
  const comment = asRecord(payload.comment);
  if (issue.isPullRequest) return skip('the comment is on a pull request');
  if (isBotUser(comment?.user) || isBotUser(payload.sender)) return skip('the comment was written by a bot');
  if (hasMarker(stringAt(comment, 'body') ?? '')) return skip("the comment is the bot's own (it carries the marker)");
  if (action === 'edited' && asRecord(asRecord(payload.changes)?.body) === null) return skip('the edit did not change the comment');
  return null;
}
