// End to end: what the action leaves alone — through the bundle as the runner runs it (a comment on a pull request,
// a closed issue, both decided by the tiny entry) and in process (locked and unrelated issues, dispatch, a bad input).
import { describe, it } from 'vitest';
import { webhookPayload } from '../support/run-action.js';
import { runInProcess } from '../support/run-in-process.js';
import { commentEvent, botComments, REPO, SEED_BODY, UNRELATED_BODY, runBundled, startCheckedServer } from '../support/scenario-fixtures.js';

describe.concurrent('the action leaves alone what it should', { timeout: 60_000 }, () => {
  it('should make no request for a comment on a pull request', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    server.state.addIssue(REPO, { number: 2, body: SEED_BODY, pullRequest: true });
    const payload = webhookPayload('issue_comment.created', { state: server.state, issue: 2, comment: { body: SEED_BODY } });
    const result = await runBundled({ server, eventName: 'issue_comment', payload });
    expect(result.code).toBe(0);
    expect(result.requests).toEqual([]);
    expect(result.stdout).toContain('the comment is on a pull request');
  });

  it('should post nothing on a locked issue and say that GitHub refuses comments there', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { locked: true });
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(result.code).toBe(0);
    expect(result.requests).toEqual([]);
    expect(botComments(server)).toEqual([]);
    expect(result.stdout).toContain('issue is locked; GitHub refuses comments');
    expect(result.summary).toContain('issue is locked; GitHub refuses comments');
    expect(result.outputs['comment-action']).toBe('skipped');
  });

  it('should post nothing and add no label on an issue without a connector error', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, UNRELATED_BODY, {
      labels: ['documentation'],
      title: '[Doc]: broken link on the --max-model-len page',
    });
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(result.code, result.stdout).toBe(0);
    expect(result.requests).toEqual([]);
    expect(server.state.commentsOn(REPO, 1)).toEqual([]);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['documentation']);
    expect(result.outputs).toMatchObject({ 'matched-ids': '', 'labels-added': '', 'comment-action': 'none' });
  });

  it('should skip a closed issue on an event but triage it when dispatched, writing nothing in a dry run', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { state: 'closed' });
    const reply = server.state.addComment(REPO, 1, { body: 'Still happens.' });
    const onEvent = await runBundled({ server, ...commentEvent(server, reply.id) });
    expect(onEvent.requests).toEqual([]);
    expect(onEvent.stdout).toContain('the issue is closed');

    const dispatched = await runBundled({
      server,
      eventName: 'workflow_dispatch',
      payload: webhookPayload('workflow_dispatch', { inputs: { 'issue-numbers': '1', 'dry-run': 'true' } }),
      inputs: { 'issue-numbers': '1', 'dry-run': 'true' },
    });
    expect(dispatched.code, dispatched.stdout).toBe(0);
    expect(dispatched.requests.filter((request) => request.write)).toEqual([]);
    // The issue, its comments, and the two labels the planned comment's footer would name.
    expect(dispatched.requests.map((request) => request.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
    expect(botComments(server)).toEqual([]);
    expect(dispatched.summary).toContain('dry run: nothing was written');
    expect(dispatched.summary).toContain('| [#1](https://github.com/vllm-project/vllm/issues/1) | planned | ');
    expect(dispatched.summary).toContain('<!-- vllm-triage');
    expect(dispatched.outputs['issues-triaged']).toBe('1');
  });

  it('should triage each dispatched issue and report one that does not exist without stopping', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    const result = await runInProcess({
      server,
      eventName: 'workflow_dispatch',
      payload: webhookPayload('workflow_dispatch', { inputs: { 'issue-numbers': '404, 1' } }),
      inputs: { 'issue-numbers': '404, 1' },
    });
    expect(result.code).toBe(1);
    expect(botComments(server)).toHaveLength(1);
    expect(result.outputs['comment-action']).toBe('#404:skipped,#1:created');
    expect(
      result.annotations.some(
        (annotation) => annotation.level === 'error' && /#404: .*not found; it may have been deleted or transferred/.test(annotation.message),
      ),
    ).toBe(true);
  });

  it('should stop with a message that quotes a bad input', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    const result = await runInProcess({
      server,
      eventName: 'issues',
      payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }),
      inputs: { 'dry-run': 'maybe' },
    });
    expect(result.code).toBe(1);
    expect(result.annotations).toContainEqual({ level: 'error', message: 'vllm-triage stopped: input "dry-run" is "maybe"; expected true or false' });
    expect(result.requests).toEqual([]);
  });
});
