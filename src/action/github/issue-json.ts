// Narrows GitHub's issue and comment JSON (webhook payloads and REST responses) into the gateway's plain shapes.
import type { IssueComment, IssueSnapshot } from './gateway.js';

/** A JSON object, or null when the value is not one. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The string at `key`, or null. */
export function stringAt(record: Record<string, unknown> | null, key: string): string | null {
  const value = record?.[key];
  return typeof value === 'string' ? value : null;
}

/** The number at `key`, or null. */
export function numberAt(record: Record<string, unknown> | null, key: string): number | null {
  const value = record?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Whether a GitHub user object is a bot: `type: "Bot"` or a login ending in `[bot]`.
 * @param user the `user` / `sender` object
 */
export function isBotUser(user: unknown): boolean {
  const record = asRecord(user);
  return stringAt(record, 'type') === 'Bot' || (stringAt(record, 'login') ?? '').endsWith('[bot]');
}

/**
 * Reads an issue object (webhook `issue` or REST issue) into a snapshot.
 * @param value the JSON value
 * @returns the snapshot, or null when it lacks a number
 */
export function readIssue(value: unknown): IssueSnapshot | null {
  const issue = asRecord(value);
  const issueNumber = numberAt(issue, 'number');
  if (issue === null || issueNumber === null) return null;
  const labels: string[] = [];
  for (const label of Array.isArray(issue.labels) ? issue.labels : []) {
    const name = typeof label === 'string' ? label : stringAt(asRecord(label), 'name');
    if (name !== null) labels.push(name);
  }
  return {
    number: issueNumber,
    title: stringAt(issue, 'title') ?? '',
    body: stringAt(issue, 'body') ?? '',
    state: stringAt(issue, 'state') === 'closed' ? 'closed' : 'open',
    locked: issue.locked === true,
    labels,
    isPullRequest: asRecord(issue.pull_request) !== null,
    commentCount: numberAt(issue, 'comments') ?? 0,
    author: stringAt(asRecord(issue.user), 'login'),
    authorAssociation: stringAt(issue, 'author_association'),
    createdAt: stringAt(issue, 'created_at'),
  };
}

/**
 * Reads a comment object (webhook `comment` or REST comment).
 * @param value the JSON value
 * @returns the comment, or null when it lacks an id
 */
export function readComment(value: unknown): IssueComment | null {
  const comment = asRecord(value);
  const id = numberAt(comment, 'id');
  if (comment === null || id === null) return null;
  return {
    id,
    body: stringAt(comment, 'body') ?? '',
    author: stringAt(asRecord(comment.user), 'login'),
    authorIsBot: isBotUser(comment.user),
    createdAt: stringAt(comment, 'created_at') ?? '',
    authorAssociation: stringAt(comment, 'author_association'),
  };
}
