// End to end, in process: two runs of the action on the same issue at the same moment end with one comment.
import { describe, it, type ExpectStatic } from 'vitest';
import type { GitHubServer } from '../support/github-server/server.js';
import { webhookPayload } from '../support/run-action.js';
import { botComments, closeWhenFinished, type Cleanup, REPO, SEED_BODY, serverWithIssue } from '../support/scenario-fixtures.js';
import { runInProcess } from '../support/run-in-process.js';

const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';

async function openedAndRerunTogether(expect: ExpectStatic, server: GitHubServer): Promise<void> {
  const opened = webhookPayload('issues.opened', { state: server.state, issue: 1 });
  server.state.issue(REPO, 1).labels.push('vllm-triage:rerun');
  const labeled = webhookPayload('issues.labeled', { state: server.state, issue: 1, label: 'vllm-triage:rerun' });
  const results = await Promise.all([
    runInProcess({ server, eventName: 'issues', payload: opened }),
    runInProcess({ server, eventName: 'issues', payload: labeled }),
  ]);
  for (const result of results) expect(result.code, result.stdout + result.stderr).toBe(0);
}

/** The seed issue; after the test: one comment, labels right, every request valid. */
async function startServer(expect: ExpectStatic, onTestFinished: Cleanup): Promise<GitHubServer> {
  const server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
  closeWhenFinished(server, expect, onTestFinished, () => {
    expect(botComments(server)).toHaveLength(1);
    expect(server.state.labelsOn(REPO, 1)).toEqual(expect.arrayContaining(['bug', 'kv-connector']));
    expect(server.state.labelsOn(REPO, 1)).not.toContain('vllm-triage:rerun');
  });
  return server;
}

describe.concurrent('two runs on one issue at once (no concurrency group)', { timeout: 60_000 }, () => {
  it('should end with one comment when an opened and a rerun-labeled run start together', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    await openedAndRerunTogether(expect, server);
  });

  it('should delete the newer duplicate when both creates land before either run looks again', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    // Hold the first create until the second arrives: both are applied before either run lists the comments again.
    server.faults.add(CREATE_COMMENT, { barrier: 'both-creates', parties: 2, timeoutMs: 10_000 }, { barrier: 'both-creates', parties: 2, timeoutMs: 10_000 });
    await openedAndRerunTogether(expect, server);
    const deletes = server.requests.filter((request) => request.method === 'DELETE' && request.endpoint?.includes('/issues/comments/'));
    expect(deletes.length).toBeGreaterThanOrEqual(1);
  });
});
