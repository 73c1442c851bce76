// The fault matrix on the comment endpoints, in process (run() against the local GitHub, near-zero waits): whatever GitHub does, exactly one bot comment (or none where GitHub forbids it).
import { describe, it, type ExpectStatic } from 'vitest';
import type { Fault, GitHubServer } from '../../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import { botComments, closeWhenFinished, type Cleanup, EVIDENCE_REPLY, REPO, SEED_BODY, serverWithIssue } from '../../support/scenario-fixtures.js';

const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const LIST_COMMENTS = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
const UPDATE_COMMENT = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';

/** A fresh stand-in with the seed issue; closed after the test, once every request was valid and every fault used. */
async function startServer(
  expect: ExpectStatic,
  onTestFinished: Cleanup,
  seed: Parameters<typeof serverWithIssue>[1] = { labels: ['bug'] },
): Promise<GitHubServer> {
  const server = await serverWithIssue(SEED_BODY, seed);
  closeWhenFinished(server, expect, onTestFinished, () => expect(server.faults.pending()).toEqual({}));
  return server;
}

async function openIssueWith(server: GitHubServer, endpoint: string, ...faults: Fault[]): Promise<RunActionResult> {
  server.faults.add(endpoint, ...faults);
  return runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
}

function createAttempts(result: RunActionResult): number {
  return result.requests.filter((request) => request.endpoint === CREATE_COMMENT).length;
}

describe.concurrent('faults on the comment endpoints', { timeout: 60_000 }, () => {
  for (const status of [500, 502, 503] as const) {
    it(`should end with one comment when the first create answers ${status}`, async ({ expect, onTestFinished }) => {
      const server = await startServer(expect, onTestFinished);
      const result = await openIssueWith(server, CREATE_COMMENT, { status });
      expect(result.code, result.stdout).toBe(0);
      expect(botComments(server)).toHaveLength(1);
      expect(createAttempts(result)).toBe(2);
      expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
    });
  }

  it('should end with one comment when the response is lost after GitHub created it', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    const result = await openIssueWith(server, CREATE_COMMENT, { lostResponse: true });
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(createAttempts(result)).toBe(1);
    expect(result.outputs['comment-action']).toBe('created');
    expect(result.annotations.some((annotation) => annotation.message.includes('not posting again'))).toBe(true);
  });

  it('should end with one comment when the connection is reset before GitHub answered', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    const result = await openIssueWith(server, CREATE_COMMENT, { reset: true });
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(createAttempts(result)).toBe(2);
  });

  for (const status of [403, 429] as const) {
    it(`should wait as asked and post once after a ${status} secondary rate limit`, async ({ expect, onTestFinished }) => {
      const server = await startServer(expect, onTestFinished);
      const result = await openIssueWith(server, CREATE_COMMENT, { status, secondaryRateLimit: true, retryAfter: 1 });
      expect(result.code, result.stdout).toBe(0);
      expect(botComments(server)).toHaveLength(1);
      expect(result.annotations.some((annotation) => annotation.message.includes('secondary rate limit'))).toBe(true);
    });
  }

  it('should give up after bounded attempts, post nothing, still label, and fail with a message', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    const result = await openIssueWith(server, CREATE_COMMENT, { status: 502 }, { status: 502 }, { status: 502 });
    expect(result.code).toBe(1);
    expect(botComments(server)).toEqual([]);
    expect(createAttempts(result)).toBe(3);
    expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
    expect(
      result.annotations.some((annotation) => annotation.level === 'error' && annotation.message.includes('GitHub did not answer after bounded retries')),
    ).toBe(true);
  });

  it('should give up at once when GitHub asks for a wait longer than the cap', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    const result = await openIssueWith(server, CREATE_COMMENT, { status: 403, secondaryRateLimit: true, retryAfter: 3600 });
    expect(result.code).toBe(1);
    expect(createAttempts(result)).toBe(1);
    expect(botComments(server)).toEqual([]);
    expect(result.annotations.some((annotation) => annotation.level === 'error' && annotation.message.includes('rate limit'))).toBe(true);
  });

  it('should fail with a clear message and post nothing when the issue was deleted or transferred (404)', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    const result = await openIssueWith(server, CREATE_COMMENT, { status: 404 });
    expect(result.code).toBe(1);
    expect(botComments(server)).toEqual([]);
    expect(result.annotations.some((annotation) => annotation.message.includes('it may have been deleted or transferred'))).toBe(true);
  });

  it('should fail naming the missing permission when the token may not write issues (403)', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    const result = await openIssueWith(server, CREATE_COMMENT, { status: 403, message: 'Resource not accessible by integration' });
    expect(result.code).toBe(1);
    expect(botComments(server)).toEqual([]);
    expect(createAttempts(result)).toBe(1);
    expect(result.annotations.some((annotation) => annotation.level === 'error' && annotation.message.includes('permissions: issues: write'))).toBe(true);
  });

  it('should post no comment on an issue locked after the event, say why, and still label it', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished, {});
    const payload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
    server.state.issue(REPO, 1).locked = true;
    const result = await runInProcess({ server, eventName: 'issues', payload });
    expect(result.code).toBe(0);
    expect(botComments(server)).toEqual([]);
    expect(createAttempts(result)).toBe(1);
    expect(
      result.annotations.some((annotation) => annotation.level === 'warning' && annotation.message.includes('issue is locked; GitHub refuses comments')),
    ).toBe(true);
    expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
  });

  it('should retry a failed read of the comments and update the one comment', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished, {});
    await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    const reply = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY });
    server.faults.add(LIST_COMMENTS, { status: 503 });
    server.faults.add(UPDATE_COMMENT, { reset: true });
    const result = await runInProcess({
      server,
      eventName: 'issue_comment',
      payload: webhookPayload('issue_comment.created', { state: server.state, issue: 1, comment: reply.id }),
    });
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(botComments(server)[0]?.body).toContain('Preemptions');
    expect(result.outputs['comment-action']).toBe('updated');
  });

  it('should fail with a clear message when issues are disabled (410)', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished, {});
    const payload = webhookPayload('issues.edited', { state: server.state, issue: 1, changes: { body: { from: 'old' } } });
    server.faults.add(LIST_COMMENTS, { status: 410 });
    const result = await runInProcess({ server, eventName: 'issues', payload });
    expect(result.code).toBe(1);
    expect(botComments(server)).toEqual([]);
    expect(result.annotations.some((annotation) => annotation.message.includes('issues are disabled in this repository'))).toBe(true);
  });
});
