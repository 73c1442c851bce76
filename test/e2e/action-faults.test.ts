// End to end: a few faults against the bundle — the retry and no-double-post wiring of dist/index.js (the whole fault
// matrix runs in process, in test/action/faults/).
import { describe, it, type ExpectStatic } from 'vitest';
import type { Fault, GitHubServer } from '../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../support/run-action.js';
import { botComments, REPO, SEED_BODY, serverWithIssue, runBundled } from '../support/scenario-fixtures.js';

const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const ADD_LABELS = 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels';

type Cleanup = (fn: () => Promise<void>) => void;

const LIST_COMMENTS = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
/**
 * Waits at a quarter of production's: the client gives up on a request after 5 s (20 s in production), and looks for
 * a create that got no answer after 0.5, 2.5 and 7.5 s (2, 10 and 30 s).
 */
const QUARTER_TIME = { VLLM_TRIAGE_TEST_TIME_SCALE: '0.25' };

/** The seed issue opened with faults queued; the stand-in is closed after the test, once every request was valid and every fault used. */
async function openIssueWith(
  expect: ExpectStatic,
  onTestFinished: Cleanup,
  endpoint: string,
  ...faults: Fault[]
): Promise<{ server: GitHubServer; result: RunActionResult }> {
  return openIssueWithEnv(expect, onTestFinished, {}, endpoint, ...faults);
}

async function openIssueWithEnv(
  expect: ExpectStatic,
  onTestFinished: Cleanup,
  env: Record<string, string>,
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
  const result = await runBundled({
    server,
    eventName: 'issues',
    payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }),
    env,
    timeoutMs: 60_000,
  });
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

  it('should post one comment when the create lands only after the client gave up: it looks again, more than once, before creating', async ({
    expect,
    onTestFinished,
  }) => {
    // GitHub writes the create 10 s after it arrived and never answers; the client gave up at 5 s and looks at 5.5 s
    // and 7.5 s (nothing yet), then at 12.5 s finds it.
    const { server, result } = await openIssueWithEnv(expect, onTestFinished, QUARTER_TIME, CREATE_COMMENT, { landsAfterMs: 10_000 });
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    const create = result.requests.filter((request) => request.endpoint === CREATE_COMMENT);
    expect(create).toHaveLength(1);
    const looks = result.requests.filter((request) => request.endpoint === LIST_COMMENTS && request.at > (create[0]?.at ?? 0));
    expect(looks).toHaveLength(3);
    const landed = (create[0]?.at ?? 0) + 10_000;
    expect(looks.filter((look) => look.at < landed).length).toBeGreaterThanOrEqual(2);
    expect(result.outputs['comment-action']).toBe('created');
    expect(result.annotations.some((annotation) => annotation.message.includes('not posting again'))).toBe(true);
    expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
  });

  it('should apply the labels after a retried add-labels call, and report them as not applied (failing the run) when GitHub rejects them', async ({
    expect,
    onTestFinished,
  }) => {
    const retried = await openIssueWith(expect, onTestFinished, ADD_LABELS, { status: 502 });
    expect(retried.result.code, retried.result.stdout).toBe(0);
    expect(retried.server.state.labelsOn(REPO, 1)).toContain('kv-connector');
    expect(retried.result.requests.filter((request) => request.endpoint === ADD_LABELS)).toHaveLength(2);
    const refused = await openIssueWith(expect, onTestFinished, ADD_LABELS, { status: 422, message: 'label name is invalid' });
    expect(refused.result.code).toBe(1); // a label that was tried and did not land fails the run, named
    expect(refused.server.state.labelsOn(REPO, 1)).not.toContain('kv-connector');
    expect(refused.result.summary).toContain('skipped kv-connector: not applied: GitHub refused it');
  });
});
