// Gathers one issue's thread for triage: the issue as it is now, its comments, the bot's own comment and marker, and
// what `triage()` is told about them.
import type { MarkerData, TriageInput, TriageOptions } from '../../core/index.js';
import { commentsMarkedByOthers, findBotComments, findCommentWrittenAs } from '../github/bot-comment.js';
import type { IssueComment, IssueGateway, IssueSnapshot } from '../github/gateway.js';
import type { ActionSettings } from '../settings/inputs.js';
import { reasonToSkip, type Trigger } from './events.js';
import { triageInputOf, triageOptionsOf } from './triage-input.js';

/** The issue as it is now, its comments, and the bot's own comment with the marker it carries. */
export interface Gathered {
  issue: IssueSnapshot;
  comments: IssueComment[];
  /** A brand-new issue with no comments (the payload says so): nothing was listed. */
  brandNew: boolean;
  botComment: IssueComment | null;
  duplicateBotComments: IssueComment[];
  previous: MarkerData | null;
  /** The token writes as another login than bot-login (its comment was found by marker and record). */
  warnings: string[];
}

/** What the gathering needs of the engine: the marker's reader. */
interface MarkerReader {
  parseMarker: (body: string) => MarkerData | null;
}

/**
 * Reads the thread and finds the bot's comment (the engine is loaded once the comments are read); `skip` with the
 * reason when the issue is to be left alone.
 * @param loadEngine loads the pure engine
 * @param useGateway the API gateway, created on first use
 * @param issue the issue, or the number of one to read (a dispatch's)
 */
export async function gatherThread<E extends MarkerReader>(
  loadEngine: () => Promise<E>,
  useGateway: () => Promise<IssueGateway>,
  issue: IssueSnapshot | number,
  trigger: Trigger,
  settings: ActionSettings,
): Promise<{ skip: string; warnings: string[] } | (Gathered & { engine: E; input: TriageInput; options: TriageOptions })> {
  // A dispatch names the issue by number, and a re-run of the job carries the old payload: read the issue as it is
  // now (labels, body, comment count), and check it again.
  const rerunOfJob = settings.runAttempt > 1 && trigger.kind !== 'dispatch';
  if (typeof issue === 'number' || rerunOfJob) {
    issue = await (await useGateway()).getIssue(typeof issue === 'number' ? issue : issue.number);
    const skipReason = reasonToSkip(issue, trigger, settings);
    if (skipReason !== null) return { skip: skipReason, warnings: [] };
  }
  // A brand-new issue with no comments (the payload says so) has no bot comment to find: skip the listing. An opened
  // event that arrives long after the issue was created may be late, other runs may have commented: list them.
  const brandNew = trigger.kind === 'opened' && issue.commentCount === 0 && !rerunOfJob && isFresh(issue, Date.now());
  const comments: IssueComment[] = brandNew ? [] : await (await useGateway()).listComments(issue.number, issue.commentCount);
  const engine = await loadEngine();
  const [ownComment = null, ...duplicateBotComments] = findBotComments(comments, settings.botLogin);
  // A token that writes as another login than bot-login: its comment is still found, by its marker and record, once
  // GitHub has said who the token is (asked only when some other login's comment carries both).
  const markedByOthers = ownComment === null ? commentsMarkedByOthers(comments, settings.botLogin) : [];
  const tokenLogin = markedByOthers.length === 0 ? null : ((await (await useGateway()).authenticatedLogin?.()) ?? null);
  const writtenAs = findCommentWrittenAs(markedByOthers, tokenLogin);
  const warnings = writtenAs === null ? [] : [identityWarning(writtenAs.author ?? '', settings.botLogin, true)];
  const botComment = ownComment ?? writtenAs;
  const previous = botComment === null ? null : engine.parseMarker(botComment.body);
  // A dismissal sticks (the core keeps it too); deleting the bot's comment is how a maintainer starts over.
  if (previous?.dismissedBy !== undefined) return { skip: `@${previous.dismissedBy} dismissed the bot on this issue; its comment is left alone`, warnings };
  if (trigger.kind === 'dismiss' && botComment === null) return { skip: 'dismissed before the bot commented; nothing to collapse', warnings };
  const gathered = { issue, comments, brandNew, botComment, duplicateBotComments, previous, warnings };
  return { ...gathered, engine, input: triageInputOf(gathered, settings), options: triageOptionsOf(gathered, trigger, settings) };
}

/**
 * How long after an issue's creation its opened event is still taken for the first word on it: runs start within
 * seconds to a minute or two of the event; later, a run for a reply may have been first.
 */
export const FRESH_OPENED_EVENT_MS = 3 * 60_000;

/**
 * Whether the issue was created recently enough for its opened event to be the first run on it (an unknown or
 * unreadable creation time counts as fresh, as before the time was read).
 * @param issue the issue as the payload has it
 * @param now the run's clock, in milliseconds
 */
function isFresh(issue: IssueSnapshot, now: number): boolean {
  const created = Date.parse(issue.createdAt ?? '');
  return !Number.isFinite(created) || now - created < FRESH_OPENED_EVENT_MS;
}

/**
 * The warning for a token that writes as another login than the `bot-login` input: the comment was found by its
 * marker and record (`found`), or the run has just written one as that login.
 */
export function identityWarning(login: string, botLogin: string, found: boolean): string {
  const what = found
    ? 'the bot found its comment by its marker and record, but'
    : "a personal access token's next event finds that comment again by asking GitHub who the token is, an app token's cannot and posts another:";
  return `the token writes as "${login}", not as the bot-login "${botLogin}"; ${what} set the input bot-login: ${login} so that it always knows its own comments and events`;
}
