// Tells the bot's own comment (it starts with the hidden marker) from the humans' comments on an issue.
import type { IssueComment } from './gateway.js';

/** Every comment the bot writes starts with this hidden marker. */
export const MARKER_PREFIX = '<!-- vllm-triage';

/**
 * Whether a comment body carries the bot's marker (its own comment, or a quote of it).
 * @param body the comment's markdown
 */
export function hasMarker(body: string): boolean {
  return body.includes(MARKER_PREFIX);
}

/**
 * The bot's comments on an issue, oldest first: written by a bot account and starting with the marker.
 * A human's comment that merely starts with the marker is not trusted as the bot's.
 * @param comments all comments of the issue
 */
export function findBotComments(comments: IssueComment[]): IssueComment[] {
  return comments
    .filter((comment) => comment.authorIsBot && comment.body.trimStart().startsWith(MARKER_PREFIX))
    .sort(compareAge);
}

/**
 * The comments triage reads as evidence: written by humans and not quoting the bot.
 * @param comments all comments of the issue
 */
export function findHumanComments(comments: IssueComment[]): IssueComment[] {
  return comments.filter((comment) => !comment.authorIsBot && !hasMarker(comment.body));
}

/** Older first: by creation time, then by id (ids grow with time). */
export function compareAge(a: IssueComment, b: IssueComment): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id - b.id;
}
