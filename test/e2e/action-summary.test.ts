// End to end: what the action tells the runner through @actions/core — in process, the job summary of a dry run and
// of a stopped run and no warning annotation for an expected 404; through the bundle, the skip the tiny entry decides
// with no output at all.
import { describe, it } from 'vitest';
import { webhookPayload } from '../support/run-action.js';
import { runInProcess } from '../support/run-in-process.js';
import { commentEvent, REPO, SEED_BODY, runBundled, startCheckedServer } from '../support/scenario-fixtures.js';

describe.concurrent('the runner hears what it should', { timeout: 60_000 }, () => {
  it('should say in a dry run that the comment would be created, link the issue and fold the body in the log', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    const inputs = { 'issue-numbers': '1', 'dry-run': 'true' };
    const result = await runInProcess({ server, eventName: 'workflow_dispatch', payload: webhookPayload('workflow_dispatch', { inputs }), inputs });
    expect(result.code, result.stdout).toBe(0);
    expect(result.summary).toContain('| [#1](https://github.com/vllm-project/vllm/issues/1) | planned | ');
    expect(result.summary).toContain('| would create |');
    expect(result.summary).not.toContain('planned: dry run');
    expect(result.stdout).toMatch(/^::group::Dry run plan for #1: the comment would be created$/m);
    expect(result.stdout).toMatch(/^::endgroup::$/m);
    expect(result.outputs['comment-action']).toBe('none');
  });

  it('should write a job summary that says why a run with a bad input stopped', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    const payload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
    const result = await runInProcess({ server, eventName: 'issues', payload, inputs: { 'add-labels': 'maybe' } });
    expect(result.code).toBe(1);
    expect(result.summary).toContain('**Stopped:** input "add-labels" is "maybe"; expected true or false');
  });

  it('should not turn the 404 of a label the repository lacks into a warning annotation', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    const payload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
    const result = await runInProcess({ server, eventName: 'issues', payload, inputs: { 'connector-labels': 'MooncakeStoreConnector=no-such-label' } });
    expect(result.code, result.stdout).toBe(0);
    expect(result.requests.some((request) => request.status === 404)).toBe(true);
    const about404 = result.annotations.filter((annotation) => /\b404\b/.test(annotation.message));
    // Octokit's line for the failed request is there, as a debug line only a debug run shows.
    expect(about404.map((annotation) => annotation.level)).toEqual(['debug']);
    // The skipped label is still reported, in the action's own words.
    expect(result.annotations.some((annotation) => annotation.level === 'warning' && annotation.message.includes('"no-such-label"'))).toBe(true);
  });

  it("should skip the bot's own comment with one log line, no output and no summary", async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    const own = server.state.addComment(REPO, 1, { body: '<!-- vllm-triage {} -->\nhello', user: { login: 'github-actions[bot]' } });
    const result = await runBundled({ server, ...commentEvent(server, own.id) });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Skipped #1: the comment was written by a bot\n');
    expect(result.outputs).toEqual({});
    expect(result.summary).toBe('');
    expect(result.requests).toEqual([]);
  });
});
