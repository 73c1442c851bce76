// The comment calls: list every page, create once (never retried), update, delete.
import { ignoreStatus } from '../api-error.js';
import type { IssueComment } from '../gateway.js';
import { readComment } from '../issue-json.js';
import type { GitHubClient } from '../octokit-client.js';

const PAGE_SIZE = 100;

/** `GET …/issues/{issue_number}/comments`, every page, oldest first. */
export function listComments(client: GitHubClient, issueNumber: number): Promise<IssueComment[]> {
  return client.call(`list the comments of #${issueNumber}`, async () => {
    const raw: unknown[] = await client.octokit.paginate(client.octokit.rest.issues.listComments, {
      ...client.repo,
      issue_number: issueNumber,
      per_page: PAGE_SIZE,
    });
    return raw.map(readComment).filter((comment): comment is IssueComment => comment !== null);
  });
}

/** `POST …/issues/{issue_number}/comments`, exactly once: a retry after a lost answer would post twice. */
export function createComment(client: GitHubClient, issueNumber: number, body: string): Promise<IssueComment> {
  return client.call(`create the comment on #${issueNumber}`, async () => {
    const response = await client.octokit.rest.issues.createComment({ ...client.repo, issue_number: issueNumber, body, request: { retries: 0 } });
    const comment = readComment(response.data);
    if (comment === null) throw new Error('the response is not a comment');
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
