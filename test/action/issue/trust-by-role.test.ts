// Whose words are evidence, through the action against the GitHub stand-in: the issue's author (the reporter) and
// maintainers; anyone else's comment is context and changes no label, version or ask.
import { describe, it } from 'vitest';
import type { GitHubServer } from '../../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import { botComments, REPO, REQUEST_ID, SEED_BODY, startCheckedServer, UNRELATED_BODY } from '../../support/scenario-fixtures.js';

/** The Mooncake store error, pasted by someone passing by. */
const DRIVE_BY = `Same on our side:\n\n\`\`\`\nValueError: Request ${REQUEST_ID} is not in _unfinished_requests\n\`\`\`\n`;
/** Another version and an abort line for the reporter's request, from someone who is neither. */
const STRANGER = `vLLM Version: 0.99.0\n\n\`\`\`\n(APIServer pid=7) INFO 11-03 08:41:47 [async_llm.py:623] Request ${REQUEST_ID} aborted.\n\`\`\`\n`;

function opened(server: GitHubServer): Promise<RunActionResult> {
  return runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
}

function commented(server: GitHubServer, body: string, login: string): Promise<RunActionResult> {
  const comment = server.state.addComment(REPO, 1, { body, user: { login }, authorAssociation: 'NONE' });
  return runInProcess({
    server,
    eventName: 'issue_comment',
    payload: webhookPayload('issue_comment.created', { state: server.state, issue: 1, comment: comment.id }),
  });
}

describe.concurrent('trust by role through the action', { timeout: 60_000 }, () => {
  it('should add no label and post no comment when a passer-by pastes a connector error on an unrelated issue', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, UNRELATED_BODY, { labels: ['bug'], title: '[Doc]: broken link on the max-model-len page' });
    const first = await opened(server);
    expect(first.code, first.stdout).toBe(0);
    const driveBy = await commented(server, DRIVE_BY, 'passer-by');
    expect(driveBy.code, driveBy.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug']);
    expect(botComments(server)).toEqual([]);
  });

  it("should keep the reporter's version, advice and asks when a stranger posts another version and an abort line", async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { labels: ['bug'] });
    const first = await opened(server);
    expect(first.code, first.stdout).toBe(0);
    const before = botComments(server)[0]?.body ?? '';
    expect(before).toContain('0.26.0');
    const stranger = await commented(server, STRANGER, 'stranger');
    expect(stranger.code, stranger.stdout).toBe(0);
    const after = botComments(server)[0]?.body ?? '';
    expect(after).toBe(before);
    expect(after).not.toContain('0.99.0');
    expect(botComments(server)).toHaveLength(1);
  });

  it("should let the reporter's own reply answer the asks", async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { labels: ['bug'] });
    expect((await opened(server)).code).toBe(0);
    const before = botComments(server)[0]?.body ?? '';
    const reply = await commented(server, STRANGER.replace('vLLM Version: 0.99.0\n\n', ''), 'reporter');
    expect(reply.code, reply.stdout).toBe(0);
    expect(botComments(server)[0]?.body).not.toBe(before);
  });

  it('should neutralise a right-to-left override in the request id wherever the comment echoes it', async ({ expect, onTestFinished }) => {
    const body = SEED_BODY.replaceAll(REQUEST_ID, `${REQUEST_ID}\u202Eevil`);
    const server = await startCheckedServer(expect, onTestFinished, body, { labels: ['bug'] });
    const first = await opened(server);
    expect(first.code, first.stdout).toBe(0);
    const comment = botComments(server)[0]?.body ?? '';
    expect(comment).toContain(REQUEST_ID);
    expect(comment).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/);
  });
});
