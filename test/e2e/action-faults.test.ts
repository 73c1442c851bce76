// End to end: a few faults against the bundle with GitHub's waits — the retry and no-double-post wiring of dist/index.js
// — and two in process with waits passed in (the whole fault matrix runs in process, in test/action/apply/ and test/action/github/).
import { describe, it, type ExpectStatic } from 'vitest';
import type { Fault, GitHubServer } from '../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../support/run-action.js';
import type { RunTimings } from '../../src/action/main.js';
import { scaledRunTimings } from '../support/gateway-timings.js';
import { runInProcess, THOUSANDFOLD } from '../support/run-in-process.js';
import { botComments, closeWhenFinished, REPO, SEED_BODY, serverWithIssue, runBundled } from '../support/scenario-fixtures.js';

const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const ADD_LABELS = 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels';

type Cleanup = (fn: () => Promise<void>) => void;

const LIST_COMMENTS = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
/** The in-process waits with a request timeout of 2 s instead of the scaled runs' 5 s (MIN_SCALED_REQUEST_TIMEOUT_MS). */
const GIVES_UP_AT_2_S: RunTimings = { ...THOUSANDFOLD, gateway: { ...THOUSANDFOLD.gateway, requestTimeoutMs: 2_000 } };
/** Waits at a tenth of production's for the add-labels scenarios: a retry after 50 ms instead of 0.5 s. */
const TENTH = scaledRunTimings(0.1);

/**
 * The seed issue opened with faults queued, through the bundle, or in process with `timings`; the stand-in is closed
 * after the test, once every request was valid and every fault used.
 */
async function openIssueWith(
  expect: ExpectStatic,
  onTestFinished: Cleanup,
  timings: RunTimings | 'bundle',
  endpoint: string,
  ...faults: Fault[]
): Promise<{ server: GitHubServer; result: RunActionResult }> {
  const server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
  closeWhenFinished(server, expect, onTestFinished, () => expect(server.faults.pending()).toEqual({}));
  server.faults.add(endpoint, ...faults);
  const options = { server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) };
  const result = await (timings === 'bundle' ? runBundled({ ...options, timeoutMs: 60_000 }) : runInProcess({ ...options, timings }));
  return { server, result };
}

describe.concurrent('faults end to end', { timeout: 60_000 }, () => {
  it('should end with one comment when the first create answers 502', async ({ expect, onTestFinished }) => {
    const { server, result } = await openIssueWith(expect, onTestFinished, 'bundle', CREATE_COMMENT, { status: 502 });
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(result.requests.filter((request) => request.endpoint === CREATE_COMMENT)).toHaveLength(2);
    expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
  });

  it('should end with one comment when the response is lost after GitHub created it', async ({ expect, onTestFinished }) => {
    const { server, result } = await openIssueWith(expect, onTestFinished, 'bundle', CREATE_COMMENT, { lostResponse: true });
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(result.requests.filter((request) => request.endpoint === CREATE_COMMENT)).toHaveLength(1);
    expect(result.outputs['comment-action']).toBe('created');
    expect(result.annotations.some((annotation) => annotation.message.includes('not posting again'))).toBe(true);
  });

  it('should post one comment when the create lands only after the client gave up: it looks again, more than once, before creating (in process)', async ({
    expect,
    onTestFinished,
  }) => {
    // GitHub writes the create only after the client's second look for it was answered, and never answers it; the
    // client gives up at 2 s (this test's request timeout: the run's other requests are few and answered in
    // milliseconds), looks twice (nothing yet), then finds it. The looks' pauses are the in-process thousandth of
    // production's: the scenario lasts the timeout, not 8 s.
    const { server, result } = await openIssueWith(expect, onTestFinished, GIVES_UP_AT_2_S, CREATE_COMMENT, {
      landsAfterAnswers: { endpoint: LIST_COMMENTS, count: 2 },
    });
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    const create = result.requests.filter((request) => request.endpoint === CREATE_COMMENT);
    expect(create).toHaveLength(1);
    const looks = result.requests.filter((request) => request.endpoint === LIST_COMMENTS && request.at > (create[0]?.at ?? 0));
    expect(looks).toHaveLength(3);
    const landed = create[0]?.landedAt ?? 0;
    expect(looks.filter((look) => look.at <= landed).length).toBeGreaterThanOrEqual(2);
    expect(result.outputs['comment-action']).toBe('created');
    expect(result.annotations.some((annotation) => annotation.message.includes('not posting again'))).toBe(true);
    expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
  });

  it('should apply the labels after a retried add-labels call, and report them as not applied (failing the run) when GitHub rejects them (in process)', async ({
    expect,
    onTestFinished,
  }) => {
    const retried = await openIssueWith(expect, onTestFinished, TENTH, ADD_LABELS, { status: 502 });
    expect(retried.result.code, retried.result.stdout).toBe(0);
    expect(retried.server.state.labelsOn(REPO, 1)).toContain('kv-connector');
    expect(retried.result.requests.filter((request) => request.endpoint === ADD_LABELS)).toHaveLength(2);
    const refused = await openIssueWith(expect, onTestFinished, TENTH, ADD_LABELS, { status: 422, message: 'label name is invalid' });
    expect(refused.result.code).toBe(1); // a label that was tried and did not land fails the run, named
    expect(refused.server.state.labelsOn(REPO, 1)).not.toContain('kv-connector');
    expect(refused.result.summary).toContain('skipped kv-connector: not applied: GitHub refused it');
  });
});
