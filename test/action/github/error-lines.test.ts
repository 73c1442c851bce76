// What the run says when GitHub (or a proxy in front of it) fails it, in process against the stand-in: each failure
// one line under 300 characters that says what happened (a rate limit: whether the run waited, and for how long
// GitHub asked), and an answer to a write that is not JSON is neither a lost write nor a second one.
import { describe, it, type ExpectStatic } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import {
  botComments,
  closeWhenFinished,
  type Cleanup,
  EVIDENCE_REPLY,
  REPO,
  REPO_LABELS,
  SEED_BODY,
  serverWithIssue,
} from '../../support/scenario-fixtures.js';

const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';

async function startServer(expect: ExpectStatic, onTestFinished: Cleanup): Promise<GitHubServer> {
  const server = await serverWithIssue(SEED_BODY, {});
  closeWhenFinished(server, expect, onTestFinished, () => expect(server.faults.pending()).toEqual({}));
  return server;
}

function replyRun(server: GitHubServer): Promise<RunActionResult> {
  const reply = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY });
  return runInProcess({
    server,
    eventName: 'issue_comment',
    payload: webhookPayload('issue_comment.created', { state: server.state, issue: 1, comment: reply.id }),
  });
}

function openedRun(server: GitHubServer): Promise<RunActionResult> {
  return runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
}

/** Every line of every error annotation. */
const errorLines = (result: RunActionResult): string[] =>
  result.annotations.filter((annotation) => annotation.level === 'error').flatMap((annotation) => annotation.message.split('\n'));

describe('each failure in one line that says what happened', { timeout: 60_000 }, () => {
  it('should say when the hourly limit resets, that the run did not wait, and each failure on its own short line', async ({ expect, onTestFinished }) => {
    // One request left in the hour: the listing gets it, everything after is refused with GitHub's primary limit.
    const server = await startGitHubServer({ rateLimit: { core: 1 } });
    server.state.addRepo(REPO, { labels: REPO_LABELS });
    server.state.addIssue(REPO, { number: 1, title: '[Bug]: MooncakeStoreConnector crashes the engine', body: SEED_BODY });
    closeWhenFinished(server, expect, onTestFinished);
    const result = await replyRun(server);
    expect(result.code).toBe(1);
    const lines = errorLines(result);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.length, line).toBeLessThan(300);
      expect(line).toMatch(/the run did not wait \(the limit resets in \d+s\)/);
      expect(line).not.toContain('waited as told');
    }
    expect(botComments(server)).toEqual([]);
  });

  it('should take a truncated answer to a create for a comment that may have landed: one comment, and no failure', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.add(CREATE_COMMENT, { truncated: true });
    const result = await openedRun(server);
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(result.stdout).toContain('not JSON');
    expect(result.stdout).not.toContain('no response');
  });

  it('should post once after a proxy answered a create with an HTML 200, saying what the answer was', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.add(CREATE_COMMENT, { status: 200, html: true });
    const result = await openedRun(server);
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(result.stdout).toContain('text/html');
    expect(result.stdout).not.toContain('no response');
  });
});
