// The run's request budget and the comment list's bound hold for every HTTP attempt, in process against the stand-in:
// a retry of a failed read is a request like any other, and the look for a duplicate after a create is bounded by
// what the issue holds, like the first listing.
import { describe, it, type ExpectStatic } from 'vitest';
import type { GitHubServer } from '../../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import { botComments, closeWhenFinished, type Cleanup, EVIDENCE_REPLY, REPO, SEED_BODY, serverWithIssue } from '../../support/scenario-fixtures.js';

const LIST_COMMENTS = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';

async function startServer(expect: ExpectStatic, onTestFinished: Cleanup): Promise<GitHubServer> {
  const server = await serverWithIssue(SEED_BODY, {});
  closeWhenFinished(server, expect, onTestFinished, () => expect(server.faults.pending()).toEqual({}));
  return server;
}

/** A reply on issue 1 and the run for it (the comments are listed first). */
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

describe('every request against the budget', { timeout: 60_000 }, () => {
  it('should send no retry past the request budget', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.always(LIST_COMMENTS, { status: 502 });
    const result = await replyRun(server, { 'request-budget': '1' });
    server.faults.clear();
    expect(result.code).toBe(1);
    expect(result.requests).toHaveLength(1);
    expect(errors(result).join('\n')).toContain('request budget of 1 API requests is spent');
  });

  it('should send the retries a budget leaves room for, and no more', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.always(LIST_COMMENTS, { status: 502 });
    const result = await replyRun(server, { 'request-budget': '2' });
    server.faults.clear();
    expect(result.code).toBe(1);
    expect(listRequests(result)).toBe(2);
    expect(result.requests).toHaveLength(2);
  });

  it("should bound the look for a duplicate after a create by the issue's comments, and keep the comment it posted", async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    // A brand-new issue: the create comes first, then one listing to look for a concurrent run's comment.
    server.faults.always(LIST_COMMENTS, { linkOnward: true });
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    server.faults.clear();
    expect(result.code, result.stdout).toBe(0);
    // No comments before ours: one page needed, two spare.
    expect(listRequests(result)).toBe(3);
    expect(botComments(server)).toHaveLength(1);
    expect(result.stdout).toContain('could not look for a concurrent duplicate');
  });
});
