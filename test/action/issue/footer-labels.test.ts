// The comment's footer names the maintainers' labels only when the repository has them or the action created them,
// through run() against the local GitHub (checked against GitHub's OpenAPI description).
import { describe, it } from 'vitest';
import type { GitHubServer } from '../../support/github-server/server.js';
import { ACTION_REPOSITORY, webhookPayload } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import { botComments, EVIDENCE_REPLY, REPO, SEED_BODY, serverWithIssue } from '../../support/scenario-fixtures.js';

const GET_REPO_LABEL = 'GET /repos/{owner}/{repo}/labels/{name}';
const CREATE_REPO_LABEL = 'POST /repos/{owner}/{repo}/labels';
const MAINTAINER_LABELS = ['vllm-triage:rerun', 'vllm-triage:dismiss'];
const NAMED = 'Maintainers: add the label `vllm-triage:dismiss` to dismiss it, or `vllm-triage:rerun` to run it again._';
const README = `https://github.com/${ACTION_REPOSITORY}/blob/v1/README.md#labels`;
const POINTED = `Maintainers: the labels that dismiss it or run it again are listed in [vllm-triage's README](${README})._`;

/** The seed issue with a reporter's comment (so not a brand-new issue), in a repository with or without the two labels. */
async function serverWith(maintainerLabels: boolean): Promise<GitHubServer> {
  const server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
  if (!maintainerLabels) for (const name of MAINTAINER_LABELS) server.state.findRepo(REPO)?.labels.delete(name);
  server.state.addComment(REPO, 1, { body: 'Same crash here.', user: { login: 'reporter' } });
  return server;
}

const footerOf = (server: GitHubServer, issueNumber = 1): string => {
  const body = botComments(server, issueNumber)[0]?.body ?? '';
  return body
    .split('\n')
    .filter((line) => line.startsWith('_This is an automated comment'))
    .join('\n');
};

describe.concurrent('the footer and the repository labels', { timeout: 60_000 }, () => {
  it('should name no label the repository lacks, and point to the README of the action it runs from', async ({ expect, onTestFinished }) => {
    const server = await serverWith(false);
    onTestFinished(() => server.close());
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(result.code, result.stdout).toBe(0);
    expect(footerOf(server)).toContain(POINTED);
    expect(footerOf(server)).not.toContain('vllm-triage:');
    expect(result.requests.filter((request) => request.endpoint === CREATE_REPO_LABEL)).toEqual([]);
    expect(server.state.findRepo(REPO)?.labels.has('vllm-triage:rerun')).toBe(false);
    expect(server.violations).toEqual([]);
  });

  it('should name both when the repository has them, asking once per label', async ({ expect, onTestFinished }) => {
    const server = await serverWith(true);
    onTestFinished(() => server.close());
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(result.code, result.stdout).toBe(0);
    expect(footerOf(server)).toContain(NAMED);
    const asked = result.requests
      .filter((request) => request.endpoint === GET_REPO_LABEL)
      .map((request) => decodeURIComponent(request.path.split('/').pop() ?? ''));
    expect(asked.filter((name) => MAINTAINER_LABELS.includes(name)).sort()).toEqual([...MAINTAINER_LABELS].sort());
    expect(server.violations).toEqual([]);
  });

  it('should create them with create-missing-labels, and then name them', async ({ expect, onTestFinished }) => {
    const server = await serverWith(false);
    onTestFinished(() => server.close());
    const result = await runInProcess({
      server,
      eventName: 'issues',
      payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }),
      inputs: { 'create-missing-labels': 'true' },
    });
    expect(result.code, result.stdout).toBe(0);
    expect(footerOf(server)).toContain(NAMED);
    expect(server.state.findRepo(REPO)?.labels.get('vllm-triage:rerun')?.color).toBe('0e8a16');
    expect(server.state.findRepo(REPO)?.labels.get('vllm-triage:dismiss')?.color).toBe('b60205');
    expect(result.summary).toContain('created the repository label "vllm-triage:rerun"');
    expect(server.violations).toEqual([]);
  });

  it('should not name them when the token may not create them, and say why in the summary', async ({ expect, onTestFinished }) => {
    const server = await serverWith(false);
    onTestFinished(() => server.close());
    server.faults.add(
      CREATE_REPO_LABEL,
      { status: 403, message: 'Resource not accessible by integration' },
      { status: 403, message: 'Resource not accessible by integration' },
    );
    const result = await runInProcess({
      server,
      eventName: 'issues',
      payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }),
      inputs: { 'create-missing-labels': 'true' },
    });
    expect(footerOf(server)).toContain(POINTED);
    expect(result.summary).toContain('the comment does not name the label "vllm-triage:rerun": it could not be created');
    expect(server.faults.pending()).toEqual({});
    expect(server.violations).toEqual([]);
  });

  it('should keep a brand-new issue at three requests (footer pointing to the README), and name the labels when the comment next changes, without asking again after', async ({
    expect,
    onTestFinished,
  }) => {
    const server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
    onTestFinished(() => server.close());
    const opened = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(opened.code, opened.stdout).toBe(0);
    expect(opened.requests).toHaveLength(3);
    expect(footerOf(server)).toContain(POINTED);
    // The same event again decides as before: no look-up, no write.
    const again = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
    expect(again.requests.map((request) => request.endpoint)).toEqual(['GET /repos/{owner}/{repo}/issues/{issue_number}/comments']);
    const reply = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY, user: { login: 'reporter' } });
    const replied = await runInProcess({
      server,
      eventName: 'issue_comment',
      payload: webhookPayload('issue_comment.created', { state: server.state, issue: 1, comment: reply.id }),
    });
    expect(replied.code, replied.stdout).toBe(0);
    expect(replied.outputs['comment-action']).toBe('updated');
    expect(footerOf(server)).toContain(NAMED);
    expect(botComments(server)).toHaveLength(1);
    // Labels the last comment named existed when it was written: a later change asks nothing about them.
    const issue = server.state.issue(REPO, 1);
    issue.body = (issue.body ?? '').replace('vLLM Version : 0.26.0', 'vLLM Version : 0.20.1');
    const later = await runInProcess({
      server,
      eventName: 'issues',
      payload: webhookPayload('issues.edited', { state: server.state, issue: 1, changes: { body: { from: SEED_BODY } } }),
    });
    expect(later.outputs['comment-action']).toBe('updated');
    expect(later.requests.filter((request) => request.endpoint === GET_REPO_LABEL)).toEqual([]);
    expect(footerOf(server)).toContain(NAMED);
    expect(server.violations).toEqual([]);
  });
});
