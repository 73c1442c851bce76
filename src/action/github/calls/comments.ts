// The comment calls: list every page, create once (never retried), update, delete.
import { describeBody, UnreadableAnswer } from '../answer-check.js';
import { ignoreStatus } from '../api-error.js';
import { GitHubApiError, type IssueComment } from '../gateway.js';
import { cutText } from '../../../core/index.js';
import { readComment } from '../issue-json.js';
import type { GitHubClient } from '../octokit-client.js';

const PAGE_SIZE = 100;

/** Pages the comment list may take beyond what the issue's comment count needs (comments posted meanwhile). */
const SPARE_PAGES = 2;
/** Pages read when the issue's comment count is unknown: 10,000 comments. */
const MAX_PAGES_UNCOUNTED = 100;

/** The most pages a list of `expected` comments may take. */
export function commentPageLimit(expected: number | undefined): number {
  if (expected === undefined || !Number.isSafeInteger(expected) || expected < 0) return MAX_PAGES_UNCOUNTED;
  return Math.ceil((expected + expected / 10) / PAGE_SIZE) + SPARE_PAGES;
}

/**
 * `GET …/issues/{issue_number}/comments`, every page, oldest first, each comment once (by id). The pages are bounded
 * by the issue's comment count (`commentPageLimit`), and a `next` link back to a page already read ends the listing:
 * either is an error that says so, never one more request.
 * @param client the client
 * @param issueNumber the issue
 * @param expected how many comments the issue says it has, when known
 */
export function listComments(client: GitHubClient, issueNumber: number, expected?: number): Promise<IssueComment[]> {
  const operation = `list the comments of #${issueNumber}`;
  return client.call(operation, async () => {
    const limit = commentPageLimit(expected);
    const read = new Set<string>();
    const comments = new Map<number, IssueComment>();
    const pages = client.octokit.paginate.iterator(client.octokit.rest.issues.listComments, { ...client.repo, issue_number: issueNumber, per_page: PAGE_SIZE });
    for await (const page of pages) {
      read.add(pageKey(page.url));
      for (const comment of (page.data as unknown[]).map(readComment)) if (comment !== null && !comments.has(comment.id)) comments.set(comment.id, comment);
      const next = nextPage(page.headers.link);
      if (next === null) break;
      if (read.has(pageKey(next)))
        throw new GitHubApiError(operation, page.status, `page ${read.size}'s next link points back to a page already read (${cutText(next, 120)}); stopped`);
      if (read.size >= limit) {
        const told = expected === undefined ? '' : ` (the issue counts ${expected} comments)`;
        throw new GitHubApiError(operation, page.status, `more than ${limit} pages of ${PAGE_SIZE}${told}; stopped`);
      }
    }
    return [...comments.values()];
  });
}

/** A page's address with its page number spelled out (the first page is asked for without one). */
function pageKey(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.searchParams.has('page')) parsed.searchParams.set('page', '1');
    parsed.searchParams.sort();
    return parsed.href;
  } catch {
    return url;
  }
}

/** The `next` address of a `Link` header, or null. */
function nextPage(link: string | undefined): string | null {
  return /<([^<>]+)>;\s*rel="next"/.exec(link ?? '')?.[1] ?? null;
}

/** `POST …/issues/{issue_number}/comments`, exactly once: a retry after a lost answer would post twice. */
export function createComment(client: GitHubClient, issueNumber: number, body: string): Promise<IssueComment> {
  return client.call(`create the comment on #${issueNumber}`, async () => {
    const response = await client.octokit.rest.issues.createComment({ ...client.repo, issue_number: issueNumber, body, request: { retries: 0 } });
    const comment = readComment(response.data);
    // Answered, but not with a comment (a body cut short, a proxy's page): the comment may have been written all the same.
    if (comment === null) {
      const text = typeof response.data === 'string';
      const what = describeBody(response.headers['content-type'], text ? response.data : JSON.stringify(response.data));
      throw new UnreadableAnswer(response.status, `a ${response.status} answer that is not ${text ? 'JSON' : 'a comment'} (${what})`);
    }
    return comment;
  });
}

/** `PATCH …/issues/comments/{comment_id}`. */
export function updateComment(client: GitHubClient, commentId: number, body: string): Promise<void> {
  return client.call(`update comment ${commentId}`, async () => {
    await client.octokit.rest.issues.updateComment({ ...client.repo, comment_id: commentId, body });
  });
}

/** `DELETE …/issues/comments/{comment_id}`; a comment already gone is not an error. */
export function deleteComment(client: GitHubClient, commentId: number): Promise<void> {
  return client.call(`delete duplicate comment ${commentId}`, () =>
    ignoreStatus(404, client.octokit.rest.issues.deleteComment({ ...client.repo, comment_id: commentId })),
  );
}
