// A GraphQL query is a read: a truncated or HTML answer to it is sent once more, as a GET's is; a mutation never is
// (it may have been applied).
import { describe, expect, it } from 'vitest';
import { checkedRequest, UnreadableAnswer } from '../../../src/action/github/answer-check.js';

type Options = { method?: string; url?: string; query?: unknown };

/** A request chain that answers with each of `bodies` in turn (a string: not JSON; an object: JSON), counting calls. */
function chainOf(bodies: unknown[]) {
  let calls = 0;
  const request = async (_options: Options) => {
    const data = bodies[Math.min(calls, bodies.length - 1)];
    calls += 1;
    return { status: 200, headers: { 'content-type': typeof data === 'string' ? 'text/html' : 'application/json' }, data };
  };
  return { request, calls: () => calls };
}

const QUERY: Options = { method: 'POST', url: '/graphql', query: 'query backfillIssues($owner: String!) { repository { id } }' };
const MUTATION: Options = { method: 'POST', url: '/graphql', query: 'mutation { minimizeComment(input: {}) { clientMutationId } }' };

describe('a GraphQL answer that is not JSON', () => {
  it('should send a query once more and go on when the second answer is JSON', async () => {
    const chain = chainOf(['{"data": {"repos', { data: { repository: { id: 'R' } } }]);
    const answer = await checkedRequest()(chain.request, QUERY);
    expect(chain.calls()).toBe(2);
    expect(answer.data).toEqual({ data: { repository: { id: 'R' } } });
  });

  it('should say what a query answered twice with HTML was, in one line', async () => {
    const chain = chainOf(['<!DOCTYPE html><html><body>Unicorn</body></html>']);
    const error = await checkedRequest()(chain.request, QUERY).catch((caught: unknown) => caught);
    expect(chain.calls()).toBe(2);
    expect(error).toBeInstanceOf(UnreadableAnswer);
    expect(String((error as Error).message)).toMatch(/^a 200 answer that is not JSON, twice \(text\/html, \d+ characters: "<!DOCTYPE html>/);
  });

  it('should never send a mutation again', async () => {
    const chain = chainOf(['<html>', { data: {} }]);
    const answer = await checkedRequest()(chain.request, MUTATION);
    expect(chain.calls()).toBe(1);
    expect(answer.data).toBe('<html>');
  });
});
