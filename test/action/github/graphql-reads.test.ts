// The backfill's batched reads through GraphQL, against the stand-in: issues with labels and first comments in one
// query, further comments of long threads batched, points counted apart from REST requests, and a query that asks for
// a field GitHub's published schema lacks is a violation.
import { describe, it } from 'vitest';
import { createGitHubGateway } from '../../../src/action/github/adapter.js';
import { ISSUES_QUERY } from '../../../src/action/github/calls/issues-graphql.js';
import { FAST_TIMINGS } from '../../support/gateway-timings.js';
import { startGitHubServer } from '../../support/github-server/server.js';

const REPO = 'vllm-project/vllm';
const gatewayFor = (url: string) =>
  createGitHubGateway({ token: 'ghs_test', apiUrl: url, owner: 'vllm-project', repo: 'vllm', log: () => {}, timings: FAST_TIMINGS });

describe.concurrent('GraphQL reads against the stand-in', () => {
  it('should read a page of issues with labels and first 100 comments, then the rest of a long thread, counting points not requests', async ({
    expect,
    onTestFinished,
  }) => {
    const server = await startGitHubServer();
    onTestFinished(() => server.close());
    server.state.addRepo(REPO, { labels: ['bug', 'kv-connector'] });
    server.state.addIssue(REPO, { number: 1, title: 'First', body: 'one', labels: ['bug'], user: { login: 'alice' } });
    server.state.addIssue(REPO, { number: 2, title: 'A pull request', pullRequest: true });
    server.state.addIssue(REPO, { number: 3, title: 'Long', body: 'three', state: 'closed' });
    for (let index = 0; index < 130; index++) server.state.addComment(REPO, 3, { body: `comment ${index}` });
    server.state.addComment(REPO, 3, { body: 'the bot', user: { login: 'github-actions[bot]' } });
    const gateway = await gatewayFor(server.url);

    const page = await gateway.readIssuesBatch({ state: 'all', since: null, after: null, perPage: 100 });
    expect(page.hasNextPage).toBe(false);
    expect(page.issues.map((entry) => [entry.issue.number, entry.issue.state, entry.issue.labels, entry.comments.length, entry.issue.commentCount])).toEqual([
      [1, 'open', ['bug'], 0, 0],
      [3, 'closed', [], 100, 131],
    ]);
    expect(page.issues[0]?.issue.author).toBe('alice');
    const long = page.issues[1];
    if (long?.moreCommentsAfter == null) throw new Error('no cursor for the long thread');
    const [more] = await gateway.readMoreComments([{ nodeId: long.nodeId, after: long.moreCommentsAfter }]);
    expect(more?.moreCommentsAfter).toBeNull();
    const thread = [...long.comments, ...(more?.comments ?? [])];
    expect(thread.map((comment) => comment.id)).toEqual(server.state.commentsOn(REPO, 3).map((comment) => comment.id));
    expect(thread.at(-1)).toMatchObject({ author: 'github-actions[bot]', authorIsBot: true, body: 'the bot' });
    expect(gateway.requests()).toEqual({ total: 0, writes: 0 });
    expect(gateway.graphqlSpent()).toMatchObject({ queries: 2, points: 3, remaining: 997 });
    expect(server.violations).toEqual([]);
    const open = await gateway.readIssuesBatch({ state: 'open', since: null, after: null, perPage: 100 });
    expect(open.issues.map((entry) => entry.issue.number)).toEqual([1]);
  });

  it('should record a violation and answer with errors when a query asks for a field the schema lacks', async ({ expect, onTestFinished }) => {
    const server = await startGitHubServer();
    onTestFinished(() => server.close());
    server.state.addRepo(REPO);
    const post = (query: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { authorization: 'bearer ghs_test', 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { owner: 'vllm-project', name: 'vllm', first: 10, after: null, states: null, since: null } }),
      }).then((response) => response.json() as Promise<{ errors?: { message: string }[] }>);
    const wrong = await post(ISSUES_QUERY.replace('locked', 'locked reactionCountTotal'));
    expect(wrong.errors?.[0]?.message).toContain('Cannot query field "reactionCountTotal" on type "Issue"');
    expect(server.violations.map((violation) => [violation.kind, violation.message])).toEqual([
      ['graphql', expect.stringContaining('Cannot query field "reactionCountTotal" on type "Issue"')],
    ]);
    const right = await post(ISSUES_QUERY);
    expect(right.errors).toBeUndefined();
    expect(server.violations).toHaveLength(1);
  });
});
