// Answers GitHub (or a proxy in front of it) gives that are not what the API describes, in process against the
// stand-in: a `Link` back to page 1, an HTML 502, a truncated 200, a rate limit asking for an hour. The run ends, within
// its requests, with one line that says what happened.
import { describe, it, type ExpectStatic } from 'vitest';
import type { GitHubServer } from '../../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import { botComments, closeWhenFinished, type Cleanup, EVIDENCE_REPLY, REPO, SEED_BODY, serverWithIssue } from '../../support/scenario-fixtures.js';

const LIST_COMMENTS = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';

async function startServer(expect: ExpectStatic, onTestFinished: Cleanup): Promise<GitHubServer> {
  const server = await serverWithIssue(SEED_BODY, {});
  closeWhenFinished(server, expect, onTestFinished, () => expect(server.faults.pending()).toEqual({}));
  return server;
}

/** A reply on issue 1 and the run for it (the comments are listed). */
function replyRun(server: GitHubServer, inputs: Record<string, string> = {}): Promise<RunActionResult> {
  const reply = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY });
  return runInProcess({
    server,
    eventName: 'issue_comment',
    inputs,
    payload: webhookPayload('issue_comment.created', { state: server.state, issue: 1, comment: reply.id }),
  });
}

const errors = (result: RunActionResult): string[] =>
  result.annotations.filter((annotation) => annotation.level === 'error').map((annotation) => annotation.message);
const listRequests = (result: RunActionResult): number => result.requests.filter((request) => request.endpoint === LIST_COMMENTS).length;

describe('answers that are not what the API describes', { timeout: 60_000 }, () => {
  it('should stop at a `next` link back to page 1 with a clear error, within a few requests', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.always(LIST_COMMENTS, { linkLoop: true });
    const started = performance.now();
    const result = await replyRun(server);
    server.faults.clear();
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(result.code).toBe(1);
    expect(listRequests(result)).toBeLessThanOrEqual(3);
    expect(errors(result).join('\n')).toContain('points back to a page already read');
    expect(botComments(server)).toEqual([]);
  });

  it("should stop a list whose `next` links never end at the pages the issue's comment count needs, with a clear error", async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.always(LIST_COMMENTS, { linkOnward: true });
    const result = await replyRun(server);
    server.faults.clear();
    expect(result.code).toBe(1);
    // One comment: one page needed, two spare; every next link is a new address, so only the count stops it.
    expect(listRequests(result)).toBe(3);
    expect(errors(result).join('\n')).toContain('more than 3 pages of 100 (the issue counts 1 comments); stopped');
    expect(botComments(server)).toEqual([]);
  });

  it('should count every page and retry against the request budget', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    // 250 comments: three pages of 100, and a budget of 2 requests.
    for (let index = 0; index < 250; index++) server.state.addComment(REPO, 1, { body: `me too ${index}` });
    const result = await replyRun(server, { 'request-budget': '2' });
    expect(result.code).toBe(1);
    expect(result.requests.length).toBeLessThanOrEqual(2);
    expect(errors(result).join('\n')).toContain('request budget of 2 API requests is spent');
  });

  it("should say a 502's HTML page in one short line: status, content type, first characters", async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.add(CREATE_COMMENT, { status: 502, html: true }, { status: 502, html: true }, { status: 502, html: true });
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(result.code).toBe(1);
    const [line = '', ...more] = errors(result);
    expect(more).toEqual([]);
    expect(line).toContain('HTTP 502');
    expect(line).toContain('text/html');
    expect(line).toContain('<!DOCTYPE html>');
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(300);
  });

  it('should read a truncated 200 again once, and go on when the second answer is whole', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.add(LIST_COMMENTS, { truncated: true });
    const result = await replyRun(server);
    expect(result.code, result.stdout).toBe(0);
    expect(listRequests(result)).toBe(3);
    expect(botComments(server)).toHaveLength(1);
  });

  it('should say what a truncated 200 read twice was, in one short line', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.add(LIST_COMMENTS, { truncated: true }, { truncated: true });
    const result = await replyRun(server);
    expect(result.code).toBe(1);
    const line = errors(result).join('\n');
    expect(line).toContain('HTTP 200');
    expect(line).toContain('not JSON');
    expect(line).toContain('application/json');
    expect(line).not.toContain('Cannot use');
    expect(line.length).toBeLessThan(300);
  });

  it('should read an HTML 200 again once, and go on when the second answer is JSON', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.add(LIST_COMMENTS, { status: 200, html: true });
    const result = await replyRun(server);
    expect(result.code, result.stdout).toBe(0);
    expect(listRequests(result)).toBe(3);
    expect(botComments(server)).toHaveLength(1);
  });

  it('should say what an HTML 200 read twice was, in one short line', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.add(LIST_COMMENTS, { status: 200, html: true }, { status: 200, html: true });
    const result = await replyRun(server);
    expect(result.code).toBe(1);
    const [line = '', ...more] = errors(result);
    expect(more).toEqual([]);
    expect(line).toContain('HTTP 200');
    expect(line).toContain('text/html');
    expect(line).toContain('<!DOCTYPE html>');
    expect(line).not.toContain('Cannot use');
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(300);
  });

  it('should say the run did not wait when GitHub asked for an hour', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.add(CREATE_COMMENT, { status: 429, retryAfter: 3600 });
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(result.code).toBe(1);
    const line = errors(result).join('\n');
    expect(line).toContain('the run did not wait (retry-after 3600s)');
    expect(line).not.toContain('waited as told');
  });
});
