// End to end: a few faults against the bundle — the retry and no-double-post wiring of dist/index.js (the whole fault
// matrix runs in process, in test/action/faults/).
import { describe, it, type ExpectStatic } from 'vitest';
import type { Fault, GitHubServer } from '../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../support/run-action.js';
import { botComments, REPO, SEED_BODY, serverWithIssue, runBundled } from '../support/scenario-fixtures.js';

const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const ADD_LABELS = 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels';

type Cleanup = (fn: () => Promise<void>) => void;

/** The seed issue opened with faults queued; the stand-in is closed after the test, once every request was valid and every fault used. */
async function openIssueWith(
  expect: ExpectStatic,
  onTestFinished: Cleanup,
  endpoint: string,
  ...faults: Fault[]
): Promise<{ server: GitHubServer; result: RunActionResult }> {
  const server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
  onTestFinished(async () => {
    await server.close();
    expect(server.violations).toEqual([]);
    expect(server.faults.pending()).toEqual({});
  });
  server.faults.add(endpoint, ...faults);
  const result = await runBundled({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
  return { server, result };
}

describe.concurrent('faults against the bundle', { timeout: 60_000 }, () => {
  it('should end with one comment when the first create answers 502', async ({ expect, onTestFinished }) => {
    const { server, result } = await openIssueWith(expect, onTestFinished, CREATE_COMMENT, { status: 502 });
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(result.requests.filter((request) => request.endpoint === CREATE_COMMENT)).toHaveLength(2);
    expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
  });

  it('should end with one comment when the response is lost after GitHub created it', async ({ expect, onTestFinished }) => {
    const { server, result } = await openIssueWith(expect, onTestFinished, CREATE_COMMENT, { lostResponse: true });
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(result.requests.filter((request) => request.endpoint === CREATE_COMMENT)).toHaveLength(1);
    expect(result.outputs['comment-action']).toBe('created');
    expect(result.annotations.some((annotation) => annotation.message.includes('not posting again'))).toBe(true);
  });

  it('should apply the labels after a retried add-labels call, and report them as not applied when GitHub rejects them', async ({ expect, onTestFinished }) => {
    const retried = await openIssueWith(expect, onTestFinished, ADD_LABELS, { status: 502 });
    expect(retried.result.code, retried.result.stdout).toBe(0);
    expect(retried.server.state.labelsOn(REPO, 1)).toContain('kv-connector');
    expect(retried.result.requests.filter((request) => request.endpoint === ADD_LABELS)).toHaveLength(2);
    const refused = await openIssueWith(expect, onTestFinished, ADD_LABELS, { status: 422, message: 'label name is invalid' });
    expect(refused.result.code).toBe(0);
    expect(refused.server.state.labelsOn(REPO, 1)).not.toContain('kv-connector');
    expect(refused.result.summary).toContain('skipped kv-connector: not applied: GitHub refused it');
  });
});
