// End to end: one issue's life against the local GitHub — one comment, updated in place, labels kept. The first run is
// the bundled action (dist/index.js) with GitHub's waits; the rest of the life runs the action's run() in process with
// the real gateway and waits a thousand times shorter (test/support/run-in-process.ts), as most end-to-end scenarios do.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GitHubServer } from '../support/github-server/server.js';
import { ACTION_REPOSITORY, webhookPayload } from '../support/run-action.js';
import { runInProcess } from '../support/run-in-process.js';
import {
  commentEvent,
  labelEvent,
  botComments,
  EVIDENCE_REPLY,
  exampleBody,
  REPO,
  REQUEST_ID,
  SEED_BODY,
  serverWithIssue,
  runBundled,
} from '../support/scenario-fixtures.js';

const SEED_ID = 'mooncake-store/request-not-in-unfinished-requests';

describe('the action over the life of one issue', { timeout: 60_000 }, () => {
  let server: GitHubServer;
  let openedPayload: object;

  beforeAll(async () => {
    server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
    openedPayload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
  });
  afterAll(() => server.close());
  afterEach(() => {
    expect(server.violations).toEqual([]);
    expect(server.state.createdLabels).toEqual([]);
  });

  it('should label a new issue with the seed error and post exactly one comment, its writes spaced as GitHub asks', async () => {
    // The bundle runs with GitHub's waits: its two writes sit out the write spacing.
    const result = await runBundled({ server, eventName: 'issues', payload: openedPayload });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const comments = botComments(server);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body.startsWith('<!-- vllm-triage')).toBe(true);
    expect(comments[0]?.body).toContain(REQUEST_ID);
    // The explainer page of the version the workflow runs: docs/errors/ of the action's repository at its ref.
    expect(comments[0]?.body).toContain(`](https://github.com/${ACTION_REPOSITORY}/blob/v1/docs/errors/mooncake-store/request-not-in-unfinished-requests.md)`);
    // …and a command the reporter can run without installing anything: the CLI of that repository at that ref.
    expect(comments[0]?.body).toContain(`\`npx github:${ACTION_REPOSITORY}#v1 explain mooncake-store/request-not-in-unfinished-requests\``);
    expect(server.state.labelsOn(REPO, 1)).toEqual(expect.arrayContaining(['bug', 'kv-connector']));
    expect(result.outputs).toMatchObject({ 'comment-action': 'created', 'issues-triaged': '1' });
    expect(result.outputs['matched-ids']?.split(',')).toContain(SEED_ID);
    expect(result.outputs['labels-added']?.split(',')).toContain('kv-connector');
    const writes = result.requests.filter((request) => request.write);
    console.log(
      `API requests for a new issue: ${result.requests.length} (${writes.length} writes): ${result.requests.map((request) => request.endpoint ?? `${request.method} ${request.path}`).join(', ')}`,
    );
    expect(writes.map((request) => request.method)).toEqual(['POST', 'POST']);
    // 1 s between the writes' starts in the client; as they arrive here, request latency may take some of it.
    expect((writes[1]?.at ?? 0) - (writes[0]?.at ?? 0)).toBeGreaterThanOrEqual(500);
    expect(result.requests.length).toBe(3);
    expect(result.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('should write nothing at all when the job is re-run with the same event', async () => {
    const result = await runInProcess({ server, eventName: 'issues', payload: openedPayload, env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(result.code).toBe(0);
    expect(result.requests.filter((request) => request.write)).toEqual([]);
    expect(result.outputs['comment-action']).toBe('none');
    expect(botComments(server)).toHaveLength(1);
  });

  it('should write nothing when the opened event is delivered again with the current comment count', async () => {
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(result.requests.filter((request) => request.write)).toEqual([]);
    expect(botComments(server)).toHaveLength(1);
  });

  it("should update the same comment in place when the reporter replies with the request's logs", async () => {
    const before = botComments(server)[0];
    const bodyBefore = before?.body;
    const reply = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY, user: { login: 'reporter' } });
    const result = await runInProcess({ server, ...commentEvent(server, reply.id) });
    expect(result.code, result.stdout).toBe(0);
    const after = botComments(server);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before?.id);
    expect(after[0]?.body).not.toBe(bodyBefore);
    expect(after[0]?.body).toContain('Preemptions');
    const ticked = (body: string | undefined) => (body ?? '').split('\n').filter((line) => line.startsWith('- ✓ ')).length;
    expect(ticked(after[0]?.body)).toBeGreaterThan(ticked(bodyBefore));
    expect(result.outputs['comment-action']).toBe('updated');
    expect(result.requests.filter((request) => request.write).map((request) => request.method)).toEqual(['PATCH']);
  });

  it('should write nothing when a further human comment adds no evidence', async () => {
    const thanks = server.state.addComment(REPO, 1, { body: 'Thanks, we see the same on our cluster.', user: { login: 'another-user' } });
    const result = await runInProcess({ server, ...commentEvent(server, thanks.id) });
    expect(result.code).toBe(0);
    expect(result.requests.filter((request) => request.write)).toEqual([]);
  });

  it("should make no request at all for the bot's own comment", async () => {
    const own = botComments(server)[0];
    const result = await runInProcess({ server, ...commentEvent(server, own?.id ?? 0) });
    expect(result.code).toBe(0);
    expect(result.requests).toEqual([]);
    expect(result.stdout).toContain('written by a bot');
  });

  it('should make no request for a label that is not a triage label, and keep it', async () => {
    server.state.issue(REPO, 1).labels.push('needs-repro');
    const result = await runInProcess({ server, ...labelEvent(server, 'needs-repro') });
    expect(result.requests).toEqual([]);
    expect(result.stdout).toContain('the label "needs-repro" is not a triage label');
  });

  it('should update the comment in place when the body is edited', async () => {
    const before = botComments(server)[0];
    const issue = server.state.issue(REPO, 1);
    const oldBody = issue.body ?? '';
    issue.body = exampleBody();
    const result = await runInProcess({
      server,
      eventName: 'issues',
      payload: webhookPayload('issues.edited', { state: server.state, issue: 1, changes: { body: { from: oldBody } } }),
    });
    expect(result.code, result.stdout).toBe(0);
    const after = botComments(server);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before?.id);
    expect(after[0]?.body).toContain('chatcmpl-9f3a61c2e4b84d0f');
    expect(result.outputs['comment-action']).toBe('updated');
  });

  it('should re-run on the rerun label, remove that label and keep every human label', async () => {
    server.state.issue(REPO, 1).labels.push('vllm-triage:rerun');
    const result = await runInProcess({ server, ...labelEvent(server, 'vllm-triage:rerun') });
    expect(result.code, result.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).not.toContain('vllm-triage:rerun');
    expect(server.state.labelsOn(REPO, 1)).toEqual(expect.arrayContaining(['bug', 'needs-repro', 'kv-connector']));
    expect(result.requests.filter((request) => request.method === 'DELETE').map((request) => request.endpoint)).toEqual([
      'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}',
    ]);
    expect(botComments(server)).toHaveLength(1);
  });

  it('should collapse the comment to a note naming who dismissed it, and leave it alone afterwards', async () => {
    server.state.issue(REPO, 1).labels.push('vllm-triage:dismiss');
    const dismissed = await runInProcess({ server, ...labelEvent(server, 'vllm-triage:dismiss', 'kv-maintainer') });
    expect(dismissed.code, dismissed.stdout).toBe(0);
    const collapsed = botComments(server);
    expect(collapsed).toHaveLength(1);
    expect(collapsed[0]?.body).toContain('kv-maintainer');
    expect(collapsed[0]?.body.length).toBeLessThan(SEED_BODY.length);

    const late = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY.replace('Preemptions: 3', 'Preemptions: 9'), user: { login: 'reporter' } });
    const later = await runInProcess({ server, ...commentEvent(server, late.id) });
    expect(later.code).toBe(0);
    expect(later.requests.filter((request) => request.write)).toEqual([]);
    expect(botComments(server)[0]?.body).toBe(collapsed[0]?.body);
    expect(server.state.labelsOn(REPO, 1)).toEqual(expect.arrayContaining(['bug', 'needs-repro']));
  });

  it('should honour the dismissal recorded in its marker even after the dismiss label is taken off', async () => {
    const issue = server.state.issue(REPO, 1);
    issue.labels = issue.labels.filter((label) => label !== 'vllm-triage:dismiss');
    const before = botComments(server)[0]?.body;
    const oldBody = issue.body ?? '';
    issue.body = `${oldBody}\n\nEdit: also seen on 0.26.1.`;
    const result = await runInProcess({
      server,
      eventName: 'issues',
      payload: webhookPayload('issues.edited', { state: server.state, issue: 1, changes: { body: { from: oldBody } } }),
    });
    expect(result.code).toBe(0);
    expect(result.requests.filter((request) => request.write)).toEqual([]);
    expect(result.stdout).toContain('kv-maintainer dismissed the bot on this issue');
    expect(botComments(server)[0]?.body).toBe(before);
  });
});
