// A gateway that answers the first comments read of one issue from comments the backfill already holds.
import type { IssueComment, IssueGateway } from './gateway.js';

/**
 * Wraps the gateway for one issue so that triage does not read the comments the backfill just read (or knows, from
 * the issue list's comment count, to be none). Only the first read is answered from memory: a later one (the check
 * before a retried comment create) must see GitHub as it is then.
 * @param gateway the real gateway; every other call goes to it, and its request count is the wrapper's
 * @param issueNumber the issue the comments belong to
 * @param comments the issue's comments, oldest first
 */
export function withKnownComments(gateway: IssueGateway, issueNumber: number, comments: IssueComment[]): IssueGateway {
  let known: IssueComment[] | null = comments;
  return {
    getIssue: (number) => gateway.getIssue(number),
    listComments: async (number) => {
      if (number !== issueNumber || known === null) return gateway.listComments(number);
      const answer = known.map((comment) => ({ ...comment }));
      known = null;
      return answer;
    },
    createCommentOnce: (number, body) => gateway.createCommentOnce(number, body),
    updateComment: (commentId, body) => gateway.updateComment(commentId, body),
    deleteComment: (commentId) => gateway.deleteComment(commentId),
    addLabels: (number, labels) => gateway.addLabels(number, labels),
    removeLabel: (number, label) => gateway.removeLabel(number, label),
    listRepoLabels: () => gateway.listRepoLabels(),
    requests: () => gateway.requests(),
  };
}
