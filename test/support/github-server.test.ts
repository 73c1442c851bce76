// Tests of the local GitHub stand-in itself: routes, GitHub's limits, OpenAPI checks, faults, payloads, the runner helper.
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN, inputVariableName, parseOutputFile, runAction } from './run-action.js';
import { loadSpecIndex, specLoadStats } from './github-server/openapi-spec.js';
import { startGitHubServer, type GitHubServer } from './github-server/server.js';
import { webhookPayload, type WebhookKind } from './github-server/webhook-payloads.js';
import { webhookSchemaErrors } from './github-server/webhook-schema.js';

const REPO = 'vllm-project/vllm';
const TOKEN_HEADERS = { authorization: 'token test-token', 'content-type': 'application/json' };
let server: GitHubServer;

/** A fetch against the stand-in with a token; returns status, headers and parsed JSON. */
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; headers: Headers; json: unknown }> {
  const response = await fetch(`${server.url}${path}`, { method, headers: TOKEN_HEADERS, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text === '' ? undefined : JSON.parse(text) };
}

function octokitFor(target: GitHubServer): Octokit {
  return new Octokit({ auth: 'test-token', baseUrl: target.url, log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} } });
}

beforeAll(async () => {
  server = await startGitHubServer();
  server.state.addRepo(REPO, { labels: ['bug', { name: 'kv-connector', color: '0e8a16', description: 'KV connectors' }] });
  server.state.addIssue(REPO, {
    number: 1,
    title: 'ValueError in MooncakeStoreScheduler',
    body: 'Request abc is not in _unfinished_requests',
    labels: ['bug'],
  });
  server.state.addIssue(REPO, { number: 2, title: 'A pull request', body: 'fix', pullRequest: true });
  server.state.addIssue(REPO, { number: 3, title: 'Closed one', state: 'closed', updatedAt: '2024-01-01T00:00:00Z', createdAt: '2024-01-01T00:00:00Z' });
  server.state.addIssue(REPO, { number: 4, title: 'Locked', locked: true, activeLockReason: 'too heated' });
});

afterAll(async () => {
  await server.close();
});

describe('the OpenAPI description', () => {
  it('should be loaded once per process and quickly from the cache afterwards', () => {
    const operations = ['GET /repos/{owner}/{repo}/issues/{issue_number}'];
    const index = loadSpecIndex(operations);
    const first = { ...specLoadStats };
    const again = loadSpecIndex(operations);
    console.info(
      `OpenAPI index: first load ${first.milliseconds.toFixed(1)} ms from ${first.source}, then ${specLoadStats.milliseconds.toFixed(2)} ms from ${specLoadStats.source}`,
    );
    expect(specLoadStats.source).toBe('memory');
    // From memory: the very index built the first time, nothing read or parsed again.
    expect(again).toBe(index);
  });
});

describe('routes', () => {
  it('should serve an issue with GitHub fields and headers', async () => {
    const { status, headers, json } = await api('GET', `/repos/${REPO}/issues/1`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('x-github-request-id')).toMatch(/^[0-9A-F]{4}:/);
    expect(Number(headers.get('x-ratelimit-remaining'))).toBeLessThan(1000);
    expect(json).toMatchObject({
      number: 1,
      state: 'open',
      locked: false,
      user: { login: 'reporter', type: 'User' },
      labels: [{ name: 'bug', color: 'ededed' }],
      html_url: `https://github.com/${REPO}/issues/1`,
    });
    expect(json).not.toHaveProperty('pull_request');
  });

  it('should list pull requests among issues, filter by state and since, and sort', async () => {
    const open = await api('GET', `/repos/${REPO}/issues?state=open&sort=created&direction=asc`);
    expect((open.json as Array<{ number: number }>).map((issue) => issue.number)).toEqual([1, 2, 4]);
    expect((open.json as Array<Record<string, unknown>>)[1]).toHaveProperty('pull_request.html_url', `https://github.com/${REPO}/pull/2`);
    const recent = await api('GET', `/repos/${REPO}/issues?state=all&since=2025-01-01T00:00:00Z`);
    expect((recent.json as Array<{ number: number }>).map((issue) => issue.number).sort()).toEqual([1, 2, 4]);
  });

  it('should paginate comments with Link headers like GitHub', async () => {
    const issue = server.state.addIssue(REPO, { title: 'Many comments' });
    for (let index = 0; index < 75; index++) server.state.addComment(REPO, issue.number, { body: `comment ${index}` });
    const first = await api('GET', `/repos/${REPO}/issues/${issue.number}/comments`);
    const base = `${server.url}/repos/${REPO}/issues/${issue.number}/comments`;
    expect(first.headers.get('link')).toBe(`<${base}?page=2>; rel="next", <${base}?page=3>; rel="last"`);
    expect((first.json as unknown[]).length).toBe(30);
    const last = await api('GET', `/repos/${REPO}/issues/${issue.number}/comments?per_page=30&page=3`);
    expect(last.headers.get('link')).toBe(`<${base}?per_page=30&page=2>; rel="prev", <${base}?per_page=30&page=1>; rel="first"`);
    expect((last.json as Array<{ body: string }>).map((comment) => comment.body)).toEqual(Array.from({ length: 15 }, (_, index) => `comment ${60 + index}`));
    const clamped = await api('GET', `/repos/${REPO}/issues/${issue.number}/comments?per_page=100`);
    expect((clamped.json as unknown[]).length).toBe(75);
    expect(clamped.headers.get('link')).toBeNull();
  });

  it('should work with Octokit: create a comment, paginate comments, add labels', async () => {
    const octokit = octokitFor(server);
    const issue = server.state.addIssue(REPO, { title: 'Octokit' });
    for (let index = 0; index < 25; index++) server.state.addComment(REPO, issue.number, { body: `reply ${index}` });
    const created = await octokit.rest.issues.createComment({
      owner: 'vllm-project',
      repo: 'vllm',
      issue_number: issue.number,
      body: '<!-- vllm-triage -->\nhello',
    });
    expect(created.status).toBe(201);
    expect(created.data.user?.login).toBe('github-actions[bot]');
    expect(created.data.user?.type).toBe('Bot');
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner: 'vllm-project',
      repo: 'vllm',
      issue_number: issue.number,
      per_page: 10,
    });
    expect(comments).toHaveLength(26);
    expect(comments.at(-1)?.id).toBe(created.data.id);
    const labelled = await octokit.rest.issues.addLabels({
      owner: 'vllm-project',
      repo: 'vllm',
      issue_number: issue.number,
      labels: ['KV-Connector', 'mooncake'],
    });
    expect(labelled.data.map((label) => label.name)).toEqual(['kv-connector', 'mooncake']);
    expect(server.state.createdLabels).toContainEqual({ repo: REPO, name: 'mooncake', color: 'ededed' });
    expect(server.state.createdLabels.some((label) => label.name.toLowerCase() === 'kv-connector')).toBe(false);
    await octokit.rest.issues.updateComment({ owner: 'vllm-project', repo: 'vllm', comment_id: created.data.id, body: 'updated' });
    expect(server.state.comments.get(created.data.id)?.body).toBe('updated');
    await octokit.rest.issues.removeLabel({ owner: 'vllm-project', repo: 'vllm', issue_number: issue.number, name: 'mooncake' });
    expect(server.state.labelsOn(REPO, issue.number)).toEqual(['kv-connector']);
    await octokit.rest.issues.deleteComment({ owner: 'vllm-project', repo: 'vllm', comment_id: created.data.id });
    expect(server.state.commentsOn(REPO, issue.number)).toHaveLength(25);
  });

  it('should record a set-labels (PUT) call so tests can assert it was never used', async () => {
    const issue = server.state.addIssue(REPO, { labels: ['bug'] });
    const { status } = await api('PUT', `/repos/${REPO}/issues/${issue.number}/labels`, { labels: ['kv-connector'] });
    expect(status).toBe(200);
    expect(server.state.labelsOn(REPO, issue.number)).toEqual(['kv-connector']);
    expect(
      server.requests.filter((request) => request.method === 'PUT' && request.endpoint === 'PUT /repos/{owner}/{repo}/issues/{issue_number}/labels'),
    ).toHaveLength(1);
  });

  it('should find issues by a quoted phrase within one repository', async () => {
    server.state.addIssue('someone/else', { body: 'Request abc is not in _unfinished_requests' });
    const q = `"is not in _unfinished_requests" repo:${REPO} is:issue`;
    const { status, json } = await api('GET', `/search/issues?q=${encodeURIComponent(q)}&per_page=5`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ total_count: 1, incomplete_results: false, items: [{ number: 1, score: 1 }] });
  });

  it('should answer GET /rate_limit without spending the limit, and 403 GET /user for an Actions token', async () => {
    const before = await api('GET', '/rate_limit');
    const after = await api('GET', '/rate_limit');
    expect((after.json as { rate: { used: number } }).rate.used).toBe((before.json as { rate: { used: number } }).rate.used);
    expect((await api('GET', '/user')).status).toBe(403);
  });

  it("should list, get and create repository labels and list an issue's labels", async () => {
    const octokit = octokitFor(server);
    const owner = 'vllm-project';
    const repo = 'vllm';
    const created = await octokit.rest.issues.createLabel({ owner, repo, name: 'needs-info', color: 'fbca04', description: 'Waiting for logs' });
    expect(created.data).toMatchObject({ name: 'needs-info', color: 'fbca04', description: 'Waiting for logs', default: false });
    await expect(octokit.rest.issues.createLabel({ owner, repo, name: 'Needs-Info' })).rejects.toMatchObject({ status: 422 });
    expect((await octokit.rest.issues.getLabel({ owner, repo, name: 'kv-connector' })).data.description).toBe('KV connectors');
    await expect(octokit.rest.issues.getLabel({ owner, repo, name: 'absent' })).rejects.toMatchObject({ status: 404 });
    const all = await octokit.paginate(octokit.rest.issues.listLabelsForRepo, { owner, repo, per_page: 2 });
    expect(all.map((label) => label.name)).toEqual(expect.arrayContaining(['bug', 'kv-connector', 'needs-info']));
    const onIssue = await octokit.rest.issues.listLabelsOnIssue({ owner, repo, issue_number: 1 });
    expect(onIssue.data.map((label) => label.name)).toEqual(['bug']);
  });

  it('should leave no OpenAPI violations from the well-formed requests above', () => {
    expect(server.violations).toEqual([]);
  });
});

describe('GitHub limits and refusals', () => {
  it("should refuse a comment body over 65,536 characters with GitHub's 422", async () => {
    const { status, json } = await api('POST', `/repos/${REPO}/issues/1/comments`, { body: 'x'.repeat(65_537) });
    expect(status).toBe(422);
    expect(json).toMatchObject({ message: 'Validation Failed', errors: [{ resource: 'IssueComment', code: 'unprocessable', field: 'data' }] });
    expect((await api('POST', `/repos/${REPO}/issues/1/comments`, { body: '😀'.repeat(65_536) })).status).toBe(201);
  });

  it('should refuse label names over 50 characters and more than 100 labels on an issue', async () => {
    const long = await api('POST', `/repos/${REPO}/issues/1/labels`, { labels: ['l'.repeat(51)] });
    expect(long.status).toBe(422);
    expect(long.json).toMatchObject({ message: 'Validation Failed', errors: [{ resource: 'Label', field: 'name', code: 'invalid', value: 'l'.repeat(51) }] });
    const created = await api('POST', `/repos/${REPO}/labels`, { name: 'l'.repeat(51) });
    expect(created.json).toMatchObject({
      errors: [{ resource: 'Label', code: 'custom', field: 'name', message: 'name is too long (maximum is 50 characters)' }],
    });
    const issue = server.state.addIssue(REPO, { labels: Array.from({ length: 99 }, (_, index) => `seed-${index}`) });
    const tooMany = await api('POST', `/repos/${REPO}/issues/${issue.number}/labels`, { labels: ['one', 'two'] });
    expect(tooMany.status).toBe(422);
    expect(server.state.labelsOn(REPO, issue.number)).toHaveLength(99);
  });

  it('should refuse a comment on a locked issue with 403', async () => {
    const { status, json } = await api('POST', `/repos/${REPO}/issues/4/comments`, { body: 'hello' });
    expect(status).toBe(403);
    expect(json).toMatchObject({ message: 'Unable to create comment because issue is locked.' });
    expect(server.state.commentsOn(REPO, 4)).toEqual([]);
  });

  it('should answer 404 for an unknown issue or a label not on the issue, 410 when issues are disabled, 401 without a token', async () => {
    expect((await api('GET', `/repos/${REPO}/issues/999`)).status).toBe(404);
    expect((await api('DELETE', `/repos/${REPO}/issues/1/labels/not-there`)).json).toMatchObject({ message: 'Label does not exist' });
    server.state.addIssue('vllm-project/no-issues', { number: 1 });
    server.state.addRepo('vllm-project/no-issues', { hasIssues: false });
    expect((await api('GET', '/repos/vllm-project/no-issues/issues/1/comments')).status).toBe(410);
    expect((await fetch(`${server.url}/repos/${REPO}/issues/1`)).status).toBe(401);
  });

  it('should serve under a GitHub Enterprise Server path prefix and refuse paths outside it', async () => {
    const enterprise = await startGitHubServer({ pathPrefix: '/api/v3' });
    try {
      enterprise.state.addIssue(REPO, { number: 1 });
      expect(enterprise.url).toMatch(/\/api\/v3$/);
      const { data } = await octokitFor(enterprise).rest.issues.get({ owner: 'vllm-project', repo: 'vllm', issue_number: 1 });
      expect(data.url).toBe(`${enterprise.url}/repos/${REPO}/issues/1`);
      expect(enterprise.requests[0]).toMatchObject({ path: `/repos/${REPO}/issues/1`, token: 'test-token', status: 200 });
      const outside = await fetch(`${new URL(enterprise.url).origin}/repos/${REPO}/issues/1`, { headers: TOKEN_HEADERS });
      expect(outside.status).toBe(404);
      expect(enterprise.violations.map((violation) => violation.kind)).toEqual(['unknown-route']);
    } finally {
      await enterprise.close();
    }
  });

  it('should refuse requests once the primary rate limit is spent', async () => {
    const limited = await startGitHubServer({ rateLimit: { core: 2 } });
    try {
      limited.state.addIssue(REPO, { number: 1 });
      const get = (): Promise<Response> => fetch(`${limited.url}/repos/${REPO}/issues/1`, { headers: TOKEN_HEADERS });
      expect((await get()).status).toBe(200);
      expect((await get()).status).toBe(200);
      const refused = await get();
      expect(refused.status).toBe(403);
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    } finally {
      await limited.close();
    }
  });
});

describe('the OpenAPI check', () => {
  it('should reject a body that does not fit the operation and record the violation', async () => {
    const before = server.violations.length;
    const { status } = await api('POST', `/repos/${REPO}/issues/1/labels`, { labels: 'bug' });
    expect(status).toBe(422);
    expect(server.violations.slice(before)).toEqual([expect.objectContaining({ kind: 'body', operationId: 'issues/add-labels' })]);
  });

  it('should reject unknown paths, wrong methods, unknown query parameters and bad path parameters', async () => {
    const before = server.violations.length;
    expect((await api('GET', `/repos/${REPO}/issue/1`)).status).toBe(404);
    expect((await api('POST', `/repos/${REPO}/issues/1/comments/2`)).status).toBe(404);
    expect((await api('GET', `/repos/${REPO}/issues/1/comments?perpage=100`)).status).toBe(422);
    expect((await api('GET', `/repos/${REPO}/issues/one`)).status).toBe(422);
    expect((await api('POST', `/repos/${REPO}/issues/1/comments`, {})).status).toBe(422);
    expect(server.violations.slice(before).map((violation) => violation.kind)).toEqual(['unknown-route', 'unknown-route', 'parameter', 'parameter', 'body']);
  });

  it('should report GitHub operations that the stand-in does not emulate', async () => {
    const before = server.violations.length;
    expect((await api('GET', `/repos/${REPO}/pulls/2`)).status).toBe(404);
    expect(server.violations.slice(before)).toEqual([expect.objectContaining({ kind: 'not-emulated', operationId: 'pulls/get' })]);
  });
});

describe('faults', () => {
  const comments = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';

  it('should inject statuses and secondary rate limits in order, then behave normally', async () => {
    const issue = server.state.addIssue(REPO);
    server.faults.add(comments, { status: 502 }, { status: 429, secondaryRateLimit: true, retryAfter: 7 }, { status: 403 });
    const path = `/repos/${REPO}/issues/${issue.number}/comments`;
    expect((await api('POST', path, { body: 'a' })).status).toBe(502);
    const limited = await api('POST', path, { body: 'a' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((limited.json as { message: string }).message).toMatch(/^You have exceeded a secondary rate limit/);
    expect((await api('POST', path, { body: 'a' })).json).toMatchObject({ message: 'Resource not accessible by integration' });
    expect((await api('POST', path, { body: 'a' })).status).toBe(201);
    expect(server.state.commentsOn(REPO, issue.number)).toHaveLength(1);
    expect(server.faults.pending()).toEqual({});
  });

  it('should reset the connection without writing, or write and then lose the response', async () => {
    const issue = server.state.addIssue(REPO);
    server.faults.add(comments, { reset: true }, { lostResponse: true });
    const path = `/repos/${REPO}/issues/${issue.number}/comments`;
    await expect(api('POST', path, { body: 'first' })).rejects.toThrow();
    expect(server.state.commentsOn(REPO, issue.number)).toHaveLength(0);
    await expect(api('POST', path, { body: 'second' })).rejects.toThrow();
    expect(server.state.commentsOn(REPO, issue.number).map((comment) => comment.body)).toEqual(['second']);
    const recorded = server.requests.filter((request) => request.path === path);
    expect(recorded.map((request) => [request.fault, request.status])).toEqual([
      ['reset', null],
      ['lost response', 201],
    ]);
  });

  it("should let Octokit's retry and throttling plugins recover from a 502 and a secondary rate limit", async () => {
    const issue = server.state.addIssue(REPO);
    server.faults.add(comments, { status: 502 }, { status: 403, secondaryRateLimit: true, retryAfter: 1 });
    const Resilient = Octokit.plugin(retry, throttling);
    let secondaryLimits = 0;
    const octokit = new Resilient({
      auth: 'test-token',
      baseUrl: server.url,
      log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
      // Millisecond waits: the plugins' spacing groups without minTime, `retry-after` counted in milliseconds.
      throttle: {
        onRateLimit: () => false,
        onSecondaryRateLimit: () => {
          secondaryLimits++;
          return true;
        },
        retryAfterBaseValue: 1,
        write: new Bottleneck.Group({ maxConcurrent: 1 }),
        notifications: new Bottleneck.Group({ maxConcurrent: 1 }),
      },
      retry: { retryAfterBaseValue: 10 },
    });
    await octokit.rest.issues.createComment({ owner: 'vllm-project', repo: 'vllm', issue_number: issue.number, body: 'once' });
    expect(secondaryLimits).toBe(1);
    expect(server.state.commentsOn(REPO, issue.number)).toHaveLength(1);
  });

  it('should hold requests at a barrier until both have arrived, so concurrent writes overlap', async () => {
    const issue = server.state.addIssue(REPO);
    const path = `/repos/${REPO}/issues/${issue.number}/comments`;
    server.faults.add(comments, { barrier: 'both', parties: 2 }, { barrier: 'both', parties: 2 });
    const first = api('POST', path, { body: 'first' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.state.commentsOn(REPO, issue.number)).toHaveLength(0);
    const second = api('POST', path, { body: 'second' });
    expect((await Promise.all([first, second])).map((response) => response.status)).toEqual([201, 201]);
    server.faults.add(comments, { barrier: 'alone', parties: 2, timeoutMs: 50 });
    expect((await api('POST', path, { body: 'third' })).status).toBe(201);
    expect(server.state.commentsOn(REPO, issue.number)).toHaveLength(3);
  });

  it('should write a slow create only after the client gave up, and never answer it', async () => {
    const issue = server.state.addIssue(REPO);
    server.faults.add(comments, { landsAfterMs: 300 });
    const sent = fetch(`${server.url}/repos/${REPO}/issues/${issue.number}/comments`, {
      method: 'POST',
      headers: TOKEN_HEADERS,
      body: JSON.stringify({ body: 'slow' }),
      signal: AbortSignal.timeout(100),
    });
    await expect(sent).rejects.toThrow();
    expect(server.state.commentsOn(REPO, issue.number)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.state.commentsOn(REPO, issue.number).map((comment) => comment.body)).toEqual(['slow']);
    expect(server.requests.at(-1)?.fault).toBe('lands after 300ms, unanswered');
  });

  it('should write a held create once the looks for it were answered, between the second look and the third, and never answer it', async () => {
    const issue = server.state.addIssue(REPO);
    const firstRequest = server.requests.length;
    const list = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
    server.faults.add(comments, { landsAfterAnswers: { endpoint: list, count: 2 } });
    const path = `/repos/${REPO}/issues/${issue.number}/comments`;
    const sent = fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: TOKEN_HEADERS,
      body: JSON.stringify({ body: 'held' }),
      signal: AbortSignal.timeout(100),
    });
    await expect(sent).rejects.toThrow();
    const bodies = async (): Promise<string[]> => ((await api('GET', path)).json as { body: string }[]).map((comment) => comment.body);
    expect([await bodies(), await bodies()]).toEqual([[], []]);
    expect(await bodies()).toEqual(['held']);
    const requests = server.requests.slice(firstRequest);
    const create = requests.find((request) => request.method === 'POST');
    expect(create?.fault).toBe(`lands after 2 answers to ${list}, unanswered`);
    expect(create?.status).toBe(201);
    expect(create?.landedAt).toBeGreaterThanOrEqual(requests.filter((request) => request.method === 'GET')[1]?.at ?? Infinity);
  });

  it('should delay a request and refuse fault endpoints that are not GitHub operations', async () => {
    server.faults.add(`GET /repos/{owner}/{repo}/issues/{issue_number}`, { delayMs: 150 });
    const started = performance.now();
    expect((await api('GET', `/repos/${REPO}/issues/1`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(() => server.faults.add('POST /repos/{owner}/{repo}/issue/{issue_number}/comments', { status: 500 })).toThrow(/not an operation/);
  });
});

describe('webhook payloads', () => {
  const kinds: WebhookKind[] = [
    'issues.opened',
    'issues.edited',
    'issues.reopened',
    'issues.labeled',
    'issue_comment.created',
    'issue_comment.edited',
    'workflow_dispatch',
  ];

  it.each(kinds)("should build a %s payload that fits GitHub's webhook schema", (kind) => {
    const comment = server.state.addComment(REPO, 1, { body: 'logs' });
    const fromState = webhookPayload(kind, { state: server.state, issue: 1, comment: comment.id, changes: { body: { from: 'old' } } });
    expect(webhookSchemaErrors(kind, fromState)).toEqual([]);
    const standalone = webhookPayload(kind, {
      issue: { pullRequest: true, locked: true, activeLockReason: 'spam', state: 'closed' },
      inputs: { 'issue-numbers': '1' },
    });
    expect(webhookSchemaErrors(kind, standalone)).toEqual([]);
  });

  it('should take the issue, comment and sender from the state', () => {
    const payload = webhookPayload('issue_comment.created', { state: server.state, issue: 2, comment: { body: 'bot says', user: { login: 'some-app[bot]' } } });
    expect(payload).toMatchObject({
      action: 'created',
      issue: { number: 2, pull_request: expect.any(Object) },
      comment: { body: 'bot says', user: { type: 'Bot' } },
      sender: { login: 'some-app[bot]' },
    });
  });

  it('should notice a payload that does not fit the schema', () => {
    const payload = webhookPayload('issues.opened', {});
    delete payload['sender'];
    expect(webhookSchemaErrors('issues.opened', payload).join('\n')).toContain('sender');
  });
});

describe('the runner helper', () => {
  it('should name inputs and parse outputs as the runner and @actions/core do', () => {
    expect(inputVariableName('github-token')).toBe('INPUT_GITHUB-TOKEN');
    expect(inputVariableName('dry run')).toBe('INPUT_DRY_RUN');
    const file = 'matched<<ghadelimiter_1f0c\na\nb=c\nghadelimiter_1f0c\ncomment-action=created\n';
    expect(parseOutputFile(file)).toEqual({ matched: 'a\nb=c', 'comment-action': 'created' });
  });

  it('should run a script with the runner environment and collect its outputs, summary and requests', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'fake-action-'));
    const script = join(directory, 'index.mjs');
    const actionFile = join(directory, 'action.yml');
    writeFileSync(actionFile, "inputs:\n  github-token:\n    default: ${{ github.token }}\n  dry-run:\n    default: 'false'\n  labels:\n    required: false\n");
    writeFileSync(
      script,
      [
        "import { appendFileSync, readFileSync } from 'node:fs';",
        "const event = JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, 'utf8'));",
        "const response = await fetch(`${process.env.GITHUB_API_URL}/repos/${process.env.GITHUB_REPOSITORY}/issues/${event.issue.number}`, { headers: { authorization: `token ${process.env['INPUT_GITHUB-TOKEN']}` } });",
        'const issue = await response.json();',
        'appendFileSync(process.env.GITHUB_OUTPUT, `title<<ghadelimiter_x\\n${issue.title}\\nghadelimiter_x\\n`);',
        "appendFileSync(process.env.GITHUB_OUTPUT, `dry-run=${process.env['INPUT_DRY-RUN']}\\nevent=${process.env.GITHUB_EVENT_NAME}\\n`);",
        "appendFileSync(process.env.GITHUB_OUTPUT, `token=${process.env['INPUT_GITHUB-TOKEN']}\\nlabels=${process.env.INPUT_LABELS ?? 'unset'}\\n`);",
        'appendFileSync(process.env.GITHUB_STEP_SUMMARY, `| issue | ${issue.number} |\\n`);',
        "console.log('::warning::issue is%0Alocked');",
        "process.exitCode = process.env.HTTPS_PROXY === undefined && process.env.EXTRA === 'yes' && process.env.GITHUB_ACTIONS === 'true' ? 0 : 3;",
      ].join('\n'),
    );
    const result = await runAction({
      server,
      script,
      actionFile,
      eventName: 'issues',
      payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }),
      inputs: { 'dry-run': 'true' },
      env: { EXTRA: 'yes' },
    }).finally(() => rmSync(directory, { recursive: true, force: true }));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs).toEqual({
      title: 'ValueError in MooncakeStoreScheduler',
      'dry-run': 'true',
      event: 'issues',
      token: DEFAULT_TOKEN,
      labels: 'unset',
    });
    expect(result.summary).toBe('| issue | 1 |\n');
    expect(result.annotations).toEqual([{ level: 'warning', message: 'issue is\nlocked' }]);
    expect(result.requests.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([`GET /repos/${REPO}/issues/1 200`]);
  });
});
