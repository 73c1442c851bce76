// Maintainers' decisions stick, writes that fail are seen, the bot knows its own comment under another login, and
// GitHub's refusals are said plainly: each scenario runs run() in process against the GitHub stand-in.
import { describe, it, type ExpectStatic } from 'vitest';
import { readWrittenComment, withRecord } from '../../../src/core/memory/bot-record.js';
import { renderMarker, type MarkerData } from '../../../src/core/memory/marker.js';
import { startGitHubServer, type GitHubServer } from '../../support/github-server/server.js';
import { DEFAULT_TOKEN, webhookPayload, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import { botComments, closeWhenFinished, EVIDENCE_REPLY, REPO, REPO_LABELS, SEED_BODY, startCheckedServer } from '../../support/scenario-fixtures.js';

const RERUN = 'vllm-triage:rerun';

function opened(server: GitHubServer, inputs: Record<string, string> = {}): Promise<RunActionResult> {
  return runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }), inputs });
}

/** A comment by `login` (the reporter by default) and the run its event starts. */
function replied(server: GitHubServer, body: string, inputs: Record<string, string> = {}, login = 'reporter'): Promise<RunActionResult> {
  const comment = server.state.addComment(REPO, 1, { body, user: { login }, authorAssociation: login === 'reporter' ? 'NONE' : 'MEMBER' });
  const payload = webhookPayload('issue_comment.created', { state: server.state, issue: 1, comment: comment.id });
  return runInProcess({ server, eventName: 'issue_comment', payload, inputs });
}

/** A maintainer puts the rerun label on, and the run its event starts. */
function rerun(server: GitHubServer, inputs: Record<string, string> = {}): Promise<RunActionResult> {
  server.state.issue(REPO, 1).labels.push(RERUN);
  const payload = webhookPayload('issues.labeled', { state: server.state, issue: 1, label: RERUN, sender: { login: 'maintainer' } });
  return runInProcess({ server, eventName: 'issues', payload, inputs });
}

function takeOff(server: GitHubServer, label: string): void {
  const issue = server.state.issue(REPO, 1);
  issue.labels = issue.labels.filter((name) => name.toLowerCase() !== label.toLowerCase());
}

const warnings = (result: RunActionResult) => result.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
const errors = (result: RunActionResult) => result.annotations.filter((a) => a.level === 'error').map((a) => a.message);

async function openedOk(expect: ExpectStatic, server: GitHubServer, inputs: Record<string, string> = {}): Promise<void> {
  const first = await opened(server, inputs);
  expect(first.code, first.stdout).toBe(0);
}

describe.concurrent('decisions stick', { timeout: 60_000 }, () => {
  it("should not add again a label a maintainer took off, on the reporter's next reply, until the rerun label", async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { labels: ['bug'] });
    await openedOk(expect, server);
    expect(server.state.labelsOn(REPO, 1)).toContain('kv-connector');
    expect(readWrittenComment(botComments(server)[0]?.body ?? '').marker?.added).toEqual(['kv-connector']);

    takeOff(server, 'kv-connector');
    const reply = await replied(server, EVIDENCE_REPLY);
    expect(reply.code, reply.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug']);
    expect(reply.requests.filter((request) => request.endpoint === 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels')).toEqual([]);
    expect(reply.stdout).toContain('label "kv-connector" was taken off by a human after the bot added it; not adding it again');
    expect(reply.summary).toContain('was taken off by a human');
    // The reply still updates the comment (the evidence answers asks); the record keeps the removal in mind.
    expect(reply.outputs['comment-action']).toBe('updated');
    expect(readWrittenComment(botComments(server)[0]?.body ?? '').marker?.added).toEqual(['kv-connector']);

    const again = await replied(server, 'Any news?');
    expect(again.code, again.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug']);

    const rerunResult = await rerun(server);
    expect(rerunResult.code, rerunResult.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug', 'kv-connector']);
    expect(botComments(server)).toHaveLength(1);
  });

  it("should leave a maintainer's edit of the bot's comment as it is on the next event, say so, and rewrite it on a rerun", async ({
    expect,
    onTestFinished,
  }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    await openedOk(expect, server);
    const comment = botComments(server)[0];
    if (comment === undefined) throw new Error('no bot comment');
    const edited = comment.body.replace('\n\n', '\n\n**Maintainer note: this is a known issue, fixed upstream.**\n\n');
    expect(edited).not.toBe(comment.body);
    comment.body = edited;

    const reply = await replied(server, EVIDENCE_REPLY);
    expect(reply.code, reply.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(botComments(server)[0]?.body).toBe(edited);
    expect(reply.requests.filter((request) => request.endpoint === 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}')).toEqual([]);
    expect(reply.stdout).toContain("the bot's comment was edited by a human; it is left as it is");
    expect(reply.summary).toContain("the bot's comment was edited by a human");

    const rerunResult = await rerun(server);
    expect(rerunResult.code, rerunResult.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(botComments(server)[0]?.body).not.toContain('Maintainer note');
    expect(readWrittenComment(botComments(server)[0]?.body ?? '').edited).toBe(false);
    expect(server.state.labelsOn(REPO, 1)).not.toContain(RERUN);
  });

  it('should leave a comment whose marker a human removed as it is (no longer the bot’s) and post its own', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    await openedOk(expect, server);
    const comment = botComments(server)[0];
    if (comment === undefined) throw new Error('no bot comment');
    comment.body = comment.body.slice(comment.body.indexOf('-->') + 3).trimStart();
    const unmarked = comment.body;
    expect(readWrittenComment(comment.body).marker).toBeNull();

    const reply = await replied(server, EVIDENCE_REPLY);
    expect(reply.code, reply.stdout).toBe(0);
    // The bot's comment begins with its marker (issue 42): a record alone is quoted text, never edited or deleted.
    expect(reply.outputs['comment-action']).toBe('created');
    expect(server.state.comments.get(comment.id)?.body).toBe(unmarked);
    expect(botComments(server).filter((other) => readWrittenComment(other.body).marker !== null)).toHaveLength(1);
  });
});

describe.concurrent('writes that fail are seen', { timeout: 60_000 }, () => {
  it('should land the other labels when GitHub refuses one (422), warn naming it, and not take it for a removal later', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { labels: ['bug'] });
    server.state.addLabel(REPO, { name: 'mooncake-store' });
    server.state.refusedLabels.add('mooncake-store');
    const inputs = { 'connector-labels': 'MooncakeStoreConnector=mooncake-store' };
    const first = await opened(server, inputs);
    expect(first.code, first.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug', 'kv-connector']);
    expect(errors(first)).toEqual([]);
    expect(first.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toContainEqual(
      expect.stringContaining('label "mooncake-store" not applied: GitHub refused it'),
    );
    expect(botComments(server)).toHaveLength(1);
    expect(readWrittenComment(botComments(server)[0]?.body ?? '').marker?.added).toEqual(['kv-connector']);

    server.state.refusedLabels.clear();
    const reply = await replied(server, EVIDENCE_REPLY, inputs);
    expect(reply.code, reply.stdout).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug', 'kv-connector', 'mooncake-store']);
  });

  it('should fail the run, naming it, when the rerun label cannot be taken off', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    await openedOk(expect, server);
    server.faults.add('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', { status: 403, message: 'Resource not accessible by integration' });
    const result = await rerun(server);
    expect(result.code).toBe(1);
    expect(errors(result).join('\n')).toContain(`label "${RERUN}" was not removed from #1`);
    expect(server.state.labelsOn(REPO, 1)).toContain(RERUN);
  });
});

describe.concurrent('identity and messages', { timeout: 60_000 }, () => {
  it('should warn when the token is not the bot-login, and still keep one comment across events', async ({ expect, onTestFinished }) => {
    const server = await startGitHubServer({ tokens: { [DEFAULT_TOKEN]: { login: 'triage-maintainer', type: 'User' } } });
    closeWhenFinished(server, expect, onTestFinished);
    server.state.addRepo(REPO, { labels: REPO_LABELS });
    server.state.addIssue(REPO, { number: 1, title: '[Bug]: engine dies', body: SEED_BODY });
    const byToken = () => server.state.commentsOn(REPO, 1).filter((comment) => comment.user.login === 'triage-maintainer');
    const first = await opened(server);
    expect(first.code, first.stdout).toBe(0);
    expect(byToken()).toHaveLength(1);
    expect(warnings(first).join('\n')).toContain('the token writes as "triage-maintainer", not as the bot-login "github-actions[bot]"');

    const reply = await replied(server, EVIDENCE_REPLY);
    expect(reply.code, reply.stdout).toBe(0);
    expect(reply.outputs['comment-action']).toBe('updated');
    expect(byToken()).toHaveLength(1);
    expect(warnings(reply).join('\n')).toContain('set the input bot-login: triage-maintainer');
    // The first run wrote the comment, the second found it again.
    expect(warnings(first).join('\n')).toContain("an app token's cannot and posts another");
    expect(warnings(reply).join('\n')).toContain('the bot found its comment by its marker and record');
  });

  // What the bot writes, record and all, with a maintainer's dismissal in its marker, as anyone can paste it.
  const dismissed: MarkerData = { v: 1, catalog: 'c1', matches: [], fingerprint: 'f', botLabels: [], dismissedBy: 'maintainer' };
  const copy = withRecord(`${renderMarker(dismissed)}\n\nThe bot is dismissed here.`, dismissed, []).comment;

  it("should take a copy of a bot comment by another login than the token's, a maintainer's too, for no one's, so a forged dismissal silences nothing", async ({
    expect,
    onTestFinished,
  }) => {
    const server = await startGitHubServer({ tokens: { [DEFAULT_TOKEN]: { login: 'triage-maintainer', type: 'User' } } });
    closeWhenFinished(server, expect, onTestFinished);
    server.state.addRepo(REPO, { labels: REPO_LABELS });
    server.state.addIssue(REPO, { number: 1, title: '[Bug]: engine dies', body: SEED_BODY });
    const forged = server.state.addComment(REPO, 1, { body: copy, user: { login: 'a-maintainer' }, authorAssociation: 'MEMBER' });

    const reply = await replied(server, EVIDENCE_REPLY);
    expect(reply.code, reply.stdout).toBe(0);
    expect(reply.outputs['comment-action']).toBe('created');
    expect(server.state.commentsOn(REPO, 1).filter((comment) => comment.user.login === 'triage-maintainer')).toHaveLength(1);
    expect(server.state.commentsOn(REPO, 1).find((comment) => comment.id === forged.id)?.body).toBe(copy);
    // The token user's own comment is found from now on: the next event updates it.
    const again = await replied(server, 'Another detail.');
    expect(again.outputs['comment-action']).not.toBe('created');
    expect(server.state.commentsOn(REPO, 1).filter((comment) => comment.user.login === 'triage-maintainer')).toHaveLength(1);
  });

  it("should take a copy posted by another app for no one's with the Actions token, which GitHub will not name", async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    const forged = server.state.addComment(REPO, 1, { body: copy, user: { login: 'helpful-assistant[bot]' } });
    const reply = await replied(server, EVIDENCE_REPLY);
    expect(reply.code, reply.stdout).toBe(0);
    expect(reply.outputs['comment-action']).toBe('created');
    expect(server.state.commentsOn(REPO, 1).filter((comment) => comment.user.login === 'github-actions[bot]')).toHaveLength(1);
    expect(server.state.commentsOn(REPO, 1).find((comment) => comment.id === forged.id)?.body).toBe(copy);
  });

  it('should say the issue was deleted on a 410 for a deleted issue, and that issues are disabled on the other 410', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    const dispatch = () =>
      runInProcess({
        server,
        eventName: 'workflow_dispatch',
        payload: webhookPayload('workflow_dispatch', { state: server.state }),
        inputs: { 'issue-numbers': '1' },
      });
    server.faults.add('GET /repos/{owner}/{repo}/issues/{issue_number}', { status: 410, message: 'This issue was deleted' });
    const deleted = await dispatch();
    expect(deleted.code).toBe(1);
    expect(errors(deleted).join('\n')).toContain('the issue was deleted');
    expect(errors(deleted).join('\n')).not.toContain('disabled');
    server.faults.add('GET /repos/{owner}/{repo}/issues/{issue_number}', { status: 410 });
    const disabled = await dispatch();
    expect(errors(disabled).join('\n')).toContain('issues are disabled in this repository');
  });

  it('should wait as told on a 429 with retry-after, say so, and then write', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    server.faults.add('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { status: 429, retryAfter: 2 });
    const result = await opened(server);
    expect(result.code, result.stdout).toBe(0);
    expect(botComments(server)).toHaveLength(1);
    expect(warnings(result).join('\n')).toContain('GitHub answered 429 (too many requests) to "create the comment on #1"; waiting 2s as told');
    expect(warnings(result).join('\n')).toContain('waited 2s in all as told; the request then went through');
    expect(server.faults.pending()).toEqual({});
  });

  it('should give up on a 429 that keeps coming, and say it waited as told', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    const limited = { status: 429 as const, retryAfter: 1 };
    server.faults.add('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', limited, limited, limited);
    const result = await opened(server);
    expect(result.code).toBe(1);
    expect(botComments(server)).toHaveLength(0);
    expect(errors(result).join('\n')).toContain("GitHub's rate limit (too many requests); the run waited as told (retry-after 1s)");
  });
});
