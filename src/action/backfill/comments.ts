// A gateway that answers the first comments read of one issue from comments the backfill already holds.
import type { IssueComment, IssueGateway } from '../github/gateway.js';

/**
 * Wraps the gateway for one issue so that triage does not read the comments the backfill just read (or knows, from
 * the issue list's comment count, to be none). Only the first read is answered from memory: a later one (the check
 * after a comment create) must see GitHub as it is then. Every other member, present or added later, is the
 * gateway's own, called on the gateway itself.
 * @param gateway the real gateway; its request count is the wrapper's
 * @param issueNumber the issue the comments belong to
 * @param comments the issue's comments, oldest first
 */
export function withKnownComments<G extends IssueGateway>(gateway: G, issueNumber: number, comments: IssueComment[]): G {
  let known: IssueComment[] | null = comments;
  const listComments = async (number: number, expected?: number): Promise<IssueComment[]> => {
    if (number !== issueNumber || known === null) return gateway.listComments(number, expected);
    const answer = known.map((comment) => ({ ...comment }));
    known = null;
    return answer;
  };
  return new Proxy(gateway, {
    get(target, property) {
      if (property === 'listComments') return listComments;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
