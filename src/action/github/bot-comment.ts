// Tells the bot's own comment (written by the bot's login, starting with a marker that parses) from everyone else's.
import { hasRecord, parseMarker, readWrittenComment, RECORD_PREFIX, type ThreadState } from '../../core/index.js';
import type { IssueComment } from './gateway.js';

/** Every comment the bot writes starts with this hidden marker. */
export const MARKER_PREFIX = '<!-- vllm-triage';
const MARKER_END = '-->';

/** The login the bot writes as with the default token (`${{ github.token }}`). */
export const DEFAULT_BOT_LOGIN = 'github-actions[bot]';

/**
 * Whether a comment body carries the bot's marker (its own comment, or a quote of it).
 * @param body the comment's markdown
 */
export function hasMarker(body: string): boolean {
  return body.includes(MARKER_PREFIX);
}

/** GitHub compares logins without regard to case. */
export function sameLogin(a: string | null, b: string): boolean {
  return a !== null && a.toLowerCase() === b.toLowerCase();
}

/**
 * Whether the comment is the bot's own: its author is the bot's login (the token's identity: `github-actions[bot]`,
 * an app's `name[bot]`, or a personal access token's user), its body begins with a marker that parses, and its record
 * agrees (see `recordAgrees`). Every workflow on the default token writes as `github-actions[bot]`: one that quotes a
 * reporter's text holds a marker or a record somewhere else, and that is quoted text, never the bot's comment, so it is
 * never edited or deleted. Anyone else's comment that starts with the marker is never the bot's either.
 * @param comment the comment
 * @param botLogin the `bot-login` input
 */
export function isOwnComment(comment: IssueComment, botLogin: string): boolean {
  return sameLogin(comment.author, botLogin) && startsWithMarker(comment.body) && recordAgrees(comment.body);
}

/**
 * Whether the record of a body that begins with the marker holds together: the marker's hash is the one on the
 * trailer, its last line, or neither records one (a comment written before the record).
 */
function recordAgrees(body: string): boolean {
  const recorded = readWrittenComment(body).marker?.body;
  if (recorded === undefined) return !hasRecord(body);
  return body.trimEnd().endsWith(`${RECORD_PREFIX}${recorded} -->`);
}

/** Whether the body starts with a marker that parses. */
function startsWithMarker(body: string): boolean {
  const head = body.trimStart();
  if (!head.startsWith(MARKER_PREFIX)) return false;
  const end = head.indexOf(MARKER_END);
  return end !== -1 && parseMarker(head.slice(0, end + MARKER_END.length)) !== null;
}

/**
 * The bot's own comments on an issue (see `isOwnComment`), oldest first.
 * @param comments all comments of the issue
 * @param botLogin the `bot-login` input
 */
export function findBotComments(comments: IssueComment[], botLogin: string): IssueComment[] {
  // Told apart by id: a page that repeats a comment never makes it its own duplicate.
  const own = new Map<number, IssueComment>();
  for (const comment of comments) if (!own.has(comment.id) && isOwnComment(comment, botLogin)) own.set(comment.id, comment);
  return [...own.values()].sort(compareAge);
}

/**
 * Comments that look like the bot's own under another login than `bot-login`: they start with a marker, end with the
 * record, and their text is still the one recorded. Anyone can write such a comment (the record is a plain hash), so
 * none is the bot's until `findCommentWrittenAs` has the token's own login.
 * @param comments all comments of the issue
 * @param botLogin the `bot-login` input
 */
export function commentsMarkedByOthers(comments: IssueComment[], botLogin: string): IssueComment[] {
  return comments.filter((comment) => {
    if (sameLogin(comment.author, botLogin) || comment.author === null || !startsWithMarker(comment.body) || !hasRecord(comment.body)) return false;
    return !readWrittenComment(comment.body).edited;
  });
}

/**
 * The bot's comment written under another login than `bot-login` (a personal access token whose user the input does
 * not name): among `commentsMarkedByOthers`, the oldest one written by the token's own login, or null. It is adopted
 * and updated, never deleted. Without the token's login (GitHub tells it only to a personal access token) none is
 * adopted: a copy of a bot comment posted by anyone else, a dismissal in its marker, never stands for the bot's.
 * @param markedByOthers `commentsMarkedByOthers` of the issue's comments
 * @param tokenLogin the login the token writes as (`GET /user`), or null when unknown
 */
export function findCommentWrittenAs(markedByOthers: IssueComment[], tokenLogin: string | null): IssueComment | null {
  if (tokenLogin === null) return null;
  return markedByOthers.filter((comment) => sameLogin(comment.author, tokenLogin)).sort(compareAge)[0] ?? null;
}

/**
 * The comments triage reads as evidence: written by humans and not quoting the bot.
 * @param comments all comments of the issue
 */
export function findHumanComments(comments: IssueComment[]): IssueComment[] {
  return comments.filter((comment) => !comment.authorIsBot && !hasMarker(comment.body));
}

/**
 * The thread as a run read it: its newest comment other than the bot's own (id and creation time), or null when there
 * is none. The bot's comment records it (the marker's `seen`), so a run that read less can tell.
 * @param comments the comments the run read
 * @param own the bot's comments among them
 */
export function threadState(comments: IssueComment[], own: (IssueComment | null)[]): ThreadState | null {
  const ownIds = new Set(own.map((comment) => comment?.id));
  let newest: IssueComment | null = null;
  for (const comment of comments) if (!ownIds.has(comment.id) && (newest === null || compareAge(comment, newest) > 0)) newest = comment;
  return newest === null ? null : { id: newest.id, at: newest.createdAt };
}

/**
 * Whether the thread state `a` is newer than `b` (null: nothing read, older than any comment).
 * @param a a state
 * @param b another
 */
export function isNewerState(a: ThreadState | null | undefined, b: ThreadState | null | undefined): boolean {
  if (a == null) return false;
  if (b == null) return true;
  return a.at !== b.at ? a.at > b.at : a.id > b.id;
}

/** Older first: by creation time, then by id (ids grow with time). */
export function compareAge(a: IssueComment, b: IssueComment): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id - b.id;
}
