// What a dry run tells the workflow, run as the runner runs the bundle (dist/index.js) against the local GitHub: its
// outputs carry the comment it would edit (empty when it would post a new one) and the labels it would add, and it
// leaves exactly one notice annotation saying so; a real run's `comment-url` is GitHub's own `html_url` of the comment.
// setup-labels reports the repository labels it created as `labels-created`, never as `labels-added`.
import { describe, it } from 'vitest';
import type { GitHubServer } from '../support/github-server/server.js';
import { webhookPayload } from '../support/run-action.js';
import { botComments, commentEvent, EVIDENCE_REPLY, REPO, runBundled, SEED_BODY, startCheckedServer, UNRELATED_BODY } from '../support/scenario-fixtures.js';

/** The comment's `html_url` as GitHub (here the stand-in) answers it. */
async function htmlUrlOf(server: GitHubServer, commentId: number): Promise<string> {
  const response = await fetch(`${server.url}/repos/${REPO}/issues/comments/${commentId}`, { headers: { authorization: 'Bearer test' } });
  return ((await response.json()) as { html_url: string }).html_url;
}

describe.concurrent('a dry run, as the runner runs the bundle', { timeout: 60_000 }, () => {
  it('should output the labels it would add and no comment URL before the first comment, with one notice, writing nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { labels: ['bug'] });
    const result = await runBundled({
      server,
      eventName: 'issues',
      payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }),
      inputs: { 'dry-run': 'true' },
    });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.requests.filter((request) => request.write)).toEqual([]);
    expect(result.outputs).toMatchObject({ 'comment-url': '', 'labels-planned': 'kv-connector', 'labels-added': '', 'issues-triaged': '1' });
    const notices = result.annotations.filter((annotation) => annotation.level === 'notice');
    expect(notices.map((notice) => notice.message)).toEqual([
      'Dry run, nothing was written. It would have done this: #1: post a new comment and add "kv-connector".',
    ]);
    expect(botComments(server)).toEqual([]);
  });

  it("should output the comment it would edit, GitHub's URL of it, once a comment exists, and the real run's URL too", async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { labels: ['bug'] });
    const opened = await runBundled({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(opened.code, opened.stdout + opened.stderr).toBe(0);
    const written = botComments(server)[0];
    const url = await htmlUrlOf(server, written?.id ?? 0);
    expect(url).toMatch(/^https:\/\/github\.com\/vllm-project\/vllm\/issues\/1#issuecomment-\d+$/);
    expect(opened.outputs).toMatchObject({ 'comment-action': 'created', 'comment-url': url, 'labels-planned': 'kv-connector', 'labels-added': 'kv-connector' });
    expect(opened.annotations.filter((annotation) => annotation.level === 'notice')).toEqual([]);

    const reply = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY, user: { login: 'reporter' } });
    const before = written?.body;
    const planned = await runBundled({ server, ...commentEvent(server, reply.id), inputs: { 'dry-run': 'true' } });
    expect(planned.code, planned.stdout + planned.stderr).toBe(0);
    expect(planned.requests.filter((request) => request.write)).toEqual([]);
    expect(botComments(server)[0]?.body).toBe(before);
    // The label is on the issue already: nothing more to add.
    expect(planned.outputs).toMatchObject({ 'comment-url': url, 'labels-planned': '', 'labels-added': '' });
    const notices = planned.annotations.filter((annotation) => annotation.level === 'notice').map((notice) => notice.message);
    expect(notices).toEqual([`Dry run, nothing was written. It would have done this: #1: edit ${url} and add no label.`]);
  });
});

describe.concurrent('setup-labels, as the runner runs the bundle', { timeout: 60_000 }, () => {
  it('should report the labels it created as labels-created, and in a dry run only a notice of what it would create', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, UNRELATED_BODY);
    server.state.findRepo(REPO)?.labels.delete('vllm-triage:dismiss');
    const dispatch = (dryRun: string) =>
      runBundled({
        server,
        eventName: 'workflow_dispatch',
        payload: webhookPayload('workflow_dispatch', { state: server.state }),
        inputs: { 'setup-labels': 'true', 'needs-info-label': 'needs-info', 'dry-run': dryRun },
      });
    const preview = await dispatch('true');
    expect(preview.code, preview.stdout + preview.stderr).toBe(0);
    expect(preview.outputs['labels-created'] ?? '').toBe('');
    expect(preview.annotations.filter((annotation) => annotation.level === 'notice').map((notice) => notice.message)).toEqual([
      'Dry run, nothing was written. It would have created the labels "needs-info", "vllm-triage:dismiss".',
    ]);
    const created = await dispatch('false');
    expect(created.code, created.stdout + created.stderr).toBe(0);
    expect(created.outputs['labels-created']).toBe('needs-info,vllm-triage:dismiss');
    expect(created.outputs['labels-added']).toBeUndefined();
    expect(created.summary).toContain('- created: `needs-info`, `vllm-triage:dismiss`');
    expect(created.annotations.filter((annotation) => annotation.level === 'notice')).toEqual([]);
  });
});
