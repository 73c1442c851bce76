// The fault matrix on the label endpoints, in process (run() against the local GitHub, near-zero waits): labels are applied or reported as not applied, never created silently.
import { describe, it, type ExpectStatic } from 'vitest';
import type { Fault, GitHubServer } from '../../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import { readWrittenComment } from '../../../src/core/memory/bot-record.js';
import { botComments, REPO, SEED_BODY, serverWithIssue } from '../../support/scenario-fixtures.js';

const ADD_LABELS = 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels';
const GET_REPO_LABEL = 'GET /repos/{owner}/{repo}/labels/{name}';
const CREATE_LABEL = 'POST /repos/{owner}/{repo}/labels';

type Cleanup = (fn: () => Promise<void>) => void;

/**
 * Opens the seed issue with faults queued; after the test, checks what must hold whatever the fault: one comment,
 * the human's label kept, every request valid, every fault used.
 */
async function openIssueWith(
  expect: ExpectStatic,
  onTestFinished: Cleanup,
  endpoint: string,
  faults: Fault[],
  inputs: Record<string, string> = {},
): Promise<{ server: GitHubServer; result: RunActionResult }> {
  const server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
  onTestFinished(async () => {
    await server.close();
    expect(server.violations).toEqual([]);
    expect(server.faults.pending()).toEqual({});
    expect(botComments(server)).toHaveLength(1);
    expect(server.state.labelsOn(REPO, 1)).toContain('bug');
  });
  if (faults.length > 0) server.faults.add(endpoint, ...faults);
  const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }), inputs });
  return { server, result };
}

describe.concurrent('faults on the label endpoints', { timeout: 60_000 }, () => {
  for (const fault of [{ status: 502 }, { status: 503 }, { reset: true }, { lostResponse: true }] as Fault[]) {
    it(`should apply the labels after a retried add-labels call (${JSON.stringify(fault)})`, async ({ expect, onTestFinished }) => {
      const { server, result } = await openIssueWith(expect, onTestFinished, ADD_LABELS, [fault]);
      expect(result.code, result.stdout).toBe(0);
      expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
      expect(result.requests.filter((request) => request.endpoint === ADD_LABELS)).toHaveLength(2);
    });
  }

  it('should fail the run naming the label when GitHub refuses it (422), after the comment was written', async ({ expect, onTestFinished }) => {
    const { server, result } = await openIssueWith(expect, onTestFinished, ADD_LABELS, [{ status: 422, message: 'label name is invalid' }]);
    expect(result.code).toBe(1);
    expect(server.state.labelsOn(REPO, 1)).not.toContain('kv-connector');
    expect(server.state.commentsOn(REPO, 1)).toHaveLength(1);
    expect(result.outputs['labels-added']).toBe('');
    expect(result.summary).toContain('skipped kv-connector: not applied: GitHub refused it');
    expect(
      result.annotations.some(
        (annotation) => annotation.level === 'error' && annotation.message.includes('label "kv-connector" was not added to #1: GitHub refused it'),
      ),
    ).toBe(true);
  });

  it('should add the other missing label and the connector label when GitHub refuses to create one (422), and warn naming it', async ({
    expect,
    onTestFinished,
  }) => {
    const server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
    onTestFinished(async () => {
      await server.close();
      expect(server.violations).toEqual([]);
    });
    server.state.findRepo(REPO)?.labels.delete('kv-connector');
    server.state.refusedLabels.add('mooncake-store');
    const inputs = { 'create-missing-labels': 'true', 'connector-labels': 'MooncakeStoreConnector=mooncake-store', 'needs-info-label': 'needs-info' };
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }), inputs });
    expect(result.code, result.stdout).toBe(0);
    expect(result.requests.filter((request) => request.endpoint === CREATE_LABEL).map((request) => request.status)).toEqual([201, 422, 201]);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug', 'kv-connector', 'needs-info']);
    const warnings = result.annotations.filter((annotation) => annotation.level === 'warning').map((annotation) => annotation.message);
    expect(warnings).toContainEqual(expect.stringMatching(/label "mooncake-store" not applied: .*could not be created: GitHub refused it: Validation Failed/));
    expect(result.annotations.filter((annotation) => annotation.level === 'error')).toEqual([]);
    expect(readWrittenComment(botComments(server)[0]?.body ?? '').marker?.added).toEqual(['kv-connector', 'needs-info']);
  });

  it('should fail the run when GitHub refuses to create the connector label itself, and still add the others', async ({ expect, onTestFinished }) => {
    const server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
    onTestFinished(async () => {
      await server.close();
      expect(server.violations).toEqual([]);
    });
    server.state.findRepo(REPO)?.labels.delete('kv-connector');
    server.state.refusedLabels.add('kv-connector');
    const inputs = { 'create-missing-labels': 'true', 'connector-labels': 'MooncakeStoreConnector=mooncake-store' };
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }), inputs });
    expect(result.code).toBe(1);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug', 'mooncake-store']);
    const errors = result.annotations.filter((annotation) => annotation.level === 'error').map((annotation) => annotation.message);
    expect(errors.join('\n')).toContain('label "kv-connector" was not added to #1');
  });

  it('should wait out a secondary rate limit on the labels and apply them', async ({ expect, onTestFinished }) => {
    const { server, result } = await openIssueWith(expect, onTestFinished, ADD_LABELS, [{ status: 429, secondaryRateLimit: true, retryAfter: 1 }]);
    expect(result.code, result.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
  });

  it('should retry reading the repository labels after a 500 and never let GitHub create a missing label', async ({ expect, onTestFinished }) => {
    const { server, result } = await openIssueWith(expect, onTestFinished, GET_REPO_LABEL, [{ status: 500 }], {
      'connector-labels': 'MooncakeStoreConnector=mooncake-store',
    });
    expect(result.code, result.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
    expect(server.state.createdLabels).toEqual([]);
  });

  it('should add the connector label to a brand-new issue without looking it up (the fourth request it saves), and look it up on later events', async ({
    expect,
    onTestFinished,
  }) => {
    const server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
    onTestFinished(() => server.close());
    server.state.findRepo(REPO)?.labels.delete('kv-connector');
    const opened = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(opened.code, opened.stdout).toBe(0);
    expect(opened.requests.some((request) => request.endpoint === GET_REPO_LABEL)).toBe(false);
    // The trade-off the README's request table names: a repository that lacks the connector label gets it from GitHub, once.
    expect(server.state.createdLabels.map((label) => label.name)).toEqual(['kv-connector']);
    server.state.addIssue(REPO, { number: 2, body: SEED_BODY, labels: ['bug'] });
    server.state.addComment(REPO, 2, { body: 'Same here.', user: { login: 'reporter' } });
    const later = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 2 }) });
    // The connector label once; the other two are the maintainers' labels its comment's footer names only if they exist.
    const lookedUp = later.requests
      .filter((request) => request.endpoint === GET_REPO_LABEL)
      .map((request) => decodeURIComponent(request.path.split('/').pop() ?? ''));
    expect(lookedUp.sort()).toEqual(['kv-connector', 'vllm-triage:dismiss', 'vllm-triage:rerun']);
    expect(server.violations).toEqual([]);
  });

  it('should create a missing label itself (with its colour) when told to, never through the add-labels call', async ({ expect, onTestFinished }) => {
    const { server, result } = await openIssueWith(expect, onTestFinished, ADD_LABELS, [], {
      'create-missing-labels': 'true',
      'connector-labels': 'MooncakeStoreConnector=mooncake-store',
    });
    expect(result.code, result.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toContain('mooncake-store');
    expect(server.state.createdLabels).toEqual([]);
    expect(server.state.findRepo(REPO)?.labels.get('mooncake-store')?.color).toBe('c5def5');
    expect(result.requests.filter((request) => request.endpoint === 'POST /repos/{owner}/{repo}/labels')).toHaveLength(1);
  });
});
