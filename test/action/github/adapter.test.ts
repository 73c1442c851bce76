import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApiError } from '../../../src/action/github/gateway.js';
import { createGitHubGateway } from '../../../src/action/github/adapter.js';
import { GATEWAY_TIMINGS, type GatewayTimings } from '../../../src/action/github/timings.js';
import { FAST_TIMINGS } from '../../support/gateway-timings.js';
import { startGitHubServer, type GitHubServer } from '../../support/github-server/server.js';

const REPO = 'vllm-project/vllm';
let server: GitHubServer;
const warnings: string[] = [];

function gatewayFor(url: string, timings: Partial<GatewayTimings> = FAST_TIMINGS) {
  return createGitHubGateway({ token: 'ghs_test', apiUrl: url, owner: 'vllm-project', repo: 'vllm', log: (message) => warnings.push(message), timings });
}

describe('createGitHubGateway against the local GitHub', () => {
  beforeEach(async () => {
    warnings.length = 0;
    server = await startGitHubServer();
    server.state.addRepo(REPO, { labels: ['bug', 'KV-Connector'] });
    server.state.addIssue(REPO, { number: 5, title: 'crash', body: 'body', labels: ['bug'] });
  });
  afterEach(async () => {
    expect(server.violations).toEqual([]);
    await server.close();
  });

  it('should read every page of comments, oldest first, and count each request', async () => {
    for (let index = 0; index < 130; index++) server.state.addComment(REPO, 5, { body: `comment ${index}` });
    const gateway = await gatewayFor(server.url);
    const comments = await gateway.listComments(5);
    expect(comments).toHaveLength(130);
    expect(comments[0]).toMatchObject({ body: 'comment 0', author: 'reporter', authorIsBot: false });
    expect(gateway.requests()).toEqual({ total: 2, writes: 0 });
  });

  it('should post a comment as the bot and never retry the create itself', async () => {
    const gateway = await gatewayFor(server.url);
    server.faults.add('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { status: 502 });
    await expect(gateway.createCommentOnce(5, 'hello')).rejects.toMatchObject({ status: 502 });
    const created = await gateway.createCommentOnce(5, 'hello');
    expect(created).toMatchObject({ author: 'github-actions[bot]', authorIsBot: true, body: 'hello' });
    expect(server.state.commentsOn(REPO, 5)).toHaveLength(1);
    expect(gateway.requests()).toEqual({ total: 2, writes: 2 });
  });

  it('should retry a read after a 503 and report no response as status null', async () => {
    const gateway = await gatewayFor(server.url);
    server.faults.add('GET /repos/{owner}/{repo}/issues/{issue_number}', { status: 503 });
    expect((await gateway.getIssue(5)).labels).toEqual(['bug']);
    server.faults.add('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { reset: true });
    const failure = await gateway.createCommentOnce(5, 'x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GitHubApiError);
    expect((failure as GitHubApiError).status).toBeNull();
  });

  it('should add labels with POST, and look each repository label up once per run, lower-cased', async () => {
    const gateway = await gatewayFor(server.url);
    expect(await gateway.findRepoLabels(['kv-connector', 'no-such-label'])).toEqual(new Set(['kv-connector']));
    expect(await gateway.findRepoLabels(['kv-connector'])).toEqual(new Set(['kv-connector']));
    expect(await gateway.addLabels(5, ['KV-Connector'])).toEqual(['bug', 'KV-Connector']);
    await gateway.removeLabel(5, 'not-there');
    expect(server.requests.map((request) => request.endpoint)).toEqual([
      'GET /repos/{owner}/{repo}/labels/{name}',
      'GET /repos/{owner}/{repo}/labels/{name}',
      'POST /repos/{owner}/{repo}/issues/{issue_number}/labels',
      'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}',
    ]);
    expect(server.state.createdLabels).toEqual([]);
  });

  it("should carry GitHub's message and a 404 for a missing issue", async () => {
    const gateway = await gatewayFor(server.url);
    const failure = await gateway.getIssue(999).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 404, operation: 'read issue #999', detail: 'Not Found' });
  });

  it('should space writes, creates and rate-limit waits by the timings it is given', async () => {
    const gateway = await gatewayFor(server.url, { ...FAST_TIMINGS, writeSpacingMs: 200, notificationSpacingMs: 500, retryAfterUnitMs: 100 });
    await gateway.addLabels(5, ['bug']);
    await gateway.removeLabel(5, 'bug');
    await gateway.createCommentOnce(5, 'one');
    await gateway.createCommentOnce(5, 'two');
    server.faults.add('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { status: 429, secondaryRateLimit: true, retryAfter: 3 });
    await gateway.updateComment(server.state.commentsOn(REPO, 5)[0]?.id ?? 0, 'one, edited');
    const at = server.requests.map((request) => request.at);
    const gap = (index: number): number => (at[index] ?? 0) - (at[index - 1] ?? 0);
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'DELETE', 'POST', 'POST', 'PATCH', 'PATCH']);
    // Spacing is between starts in the client; as requests arrive here, latency may take some of it.
    expect(gap(1)).toBeGreaterThanOrEqual(100);
    expect(gap(3)).toBeGreaterThanOrEqual(250);
    expect(gap(5)).toBeGreaterThanOrEqual(250);
    expect(warnings.some((warning) => warning.includes('waiting 3s as asked'))).toBe(true);
  });

  it("should keep production's waits unless told otherwise: the plugins' spacing, 0.5 s and 2 s back-off, retry-after in seconds, 20 s without an answer", () => {
    expect(GATEWAY_TIMINGS).toEqual({
      writeSpacingMs: 1000,
      notificationSpacingMs: 3000,
      searchSpacingMs: 2000,
      retryBaseMs: 500,
      retryAfterUnitMs: 1000,
      requestTimeoutMs: 20_000,
    });
  });

  it('should refuse to start without a token, naming the input', async () => {
    await expect(createGitHubGateway({ token: '', apiUrl: server.url, owner: 'o', repo: 'r', log: () => {} })).rejects.toThrow('input "github-token" is empty');
  });
});

describe('createGitHubGateway on GitHub Enterprise Server', () => {
  it('should send every request under the API path GITHUB_API_URL names', async () => {
    const ghes = await startGitHubServer({ pathPrefix: '/api/v3' });
    try {
      ghes.state.addIssue(REPO, { number: 1, body: 'b' });
      const gateway = await gatewayFor(ghes.url);
      expect((await gateway.getIssue(1)).number).toBe(1);
      expect(ghes.violations).toEqual([]);
      expect(ghes.url.endsWith('/api/v3')).toBe(true);
    } finally {
      await ghes.close();
    }
  });
});
