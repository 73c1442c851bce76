// Only its own comment: every workflow on the default token writes as github-actions[bot], and a page may repeat a
// comment. In process against the stand-in: another workflow's comment that quotes a record (before and after the
// bot's), and a comment list that holds the bot's comment twice.
import { describe, it, type ExpectStatic } from 'vitest';
import { withRecord } from '../../../src/core/memory/bot-record.js';
import { parseMarker, renderMarker, type MarkerData } from '../../../src/core/memory/marker.js';
import type { GitHubServer } from '../../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import { closeWhenFinished, type Cleanup, EVIDENCE_REPLY, REPO, SEED_BODY, serverWithIssue } from '../../support/scenario-fixtures.js';

const LIST_COMMENTS = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
const ACTIONS = { login: 'github-actions[bot]' };

/** What the bot writes, record and all, as a reporter can paste it into an issue's body. */
const MARKER: MarkerData = { v: 1, catalog: 'c1', matches: ['seed'], fingerprint: 'f', botLabels: [] };
const PASTED_COMMENT = withRecord(`${renderMarker(MARKER)}\n\nvllm-triage recognised nothing here.`, MARKER, []).comment;

/** Another workflow's comment, on the same token: it quotes the reporter's body, which ends with the bot's record. */
const QUOTING_COMMENT = `Thanks for the report! The issue body, for the record:\n\n${PASTED_COMMENT}`;

async function startServer(expect: ExpectStatic, onTestFinished: Cleanup): Promise<GitHubServer> {
  const server = await serverWithIssue(SEED_BODY, {});
  closeWhenFinished(server, expect, onTestFinished, () => expect(server.faults.pending()).toEqual({}));
  return server;
}

function opened(server: GitHubServer): Promise<RunActionResult> {
  return runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }) });
}

function replied(server: GitHubServer): Promise<RunActionResult> {
  const reply = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY });
  return runInProcess({
    server,
    eventName: 'issue_comment',
    payload: webhookPayload('issue_comment.created', { state: server.state, issue: 1, comment: reply.id }),
  });
}

/** The bot's comments as a reader tells them: by github-actions[bot], beginning with the marker. */
const triageComments = (server: GitHubServer) =>
  server.state.commentsOn(REPO, 1).filter((comment) => comment.user.login === ACTIONS.login && comment.body.startsWith('<!-- vllm-triage {'));
const writesTo = (result: RunActionResult, id: number): string[] =>
  result.requests.filter((request) => request.write && request.path.endsWith(`/issues/comments/${id}`)).map((request) => request.method);

describe('only its own comment', { timeout: 60_000 }, () => {
  it("should take another workflow's comment that quotes a record for quoted text: post its own triage, never touch it", async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    const quoting = server.state.addComment(REPO, 1, { body: QUOTING_COMMENT, user: ACTIONS });
    const first = await replied(server);
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs['comment-action']).toBe('created');
    expect(triageComments(server)).toHaveLength(1);
    expect(writesTo(first, quoting.id)).toEqual([]);
    // A rerun of the same event: the bot's comment is found, the quoting one still untouched.
    const again = await replied(server);
    expect(again.code, again.stdout).toBe(0);
    expect(triageComments(server)).toHaveLength(1);
    expect(writesTo(again, quoting.id)).toEqual([]);
    expect(server.state.comments.get(quoting.id)?.body).toBe(QUOTING_COMMENT);
  });

  it("should never delete another workflow's newer comment that quotes the bot's whole comment", async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    expect((await opened(server)).code).toBe(0);
    const [own] = triageComments(server);
    const quoting = server.state.addComment(REPO, 1, { body: `> Quoting the triage bot:\n\n${own?.body ?? ''}`, user: ACTIONS });
    const reply = await replied(server);
    expect(reply.code, reply.stdout).toBe(0);
    expect(server.state.comments.get(quoting.id)).toBeDefined();
    expect(writesTo(reply, quoting.id)).toEqual([]);
    expect(triageComments(server).map((comment) => comment.id)).toEqual([own?.id]);
  });

  it('should tell its comment apart by id when a page lists it twice: updated in place, never deleted', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    expect((await opened(server)).code).toBe(0);
    const [own] = triageComments(server);
    server.faults.add(LIST_COMMENTS, { repeatedItems: true });
    const reply = await replied(server);
    expect(reply.code, reply.stdout).toBe(0);
    expect(writesTo(reply, own?.id ?? 0)).toEqual(['PATCH']);
    expect(triageComments(server).map((comment) => comment.id)).toEqual([own?.id]);
  });
});

describe('the newest state wins', { timeout: 60_000 }, () => {
  it('should leave the comment a reply run wrote when the issues.opened run is delivered after it', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    // The opened event as GitHub sent it: no comments yet. Its run is delayed past the reply's.
    const openedPayload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
    const reply = await replied(server);
    expect(reply.code, reply.stdout).toBe(0);
    const [afterReply] = triageComments(server);
    expect(afterReply?.body).toContain('Preemptions');
    const late = await runInProcess({ server, eventName: 'issues', payload: openedPayload });
    expect(late.code, late.stdout).toBe(0);
    expect(triageComments(server).map((comment) => comment.body)).toEqual([afterReply?.body]);
    expect(late.stdout).toContain('written from a newer state of the thread than this run read; left as it is');
  });

  it('should record in the marker the newest comment it read, and keep the comment as it is when a reply changes nothing', async ({
    expect,
    onTestFinished,
  }) => {
    const server = await startServer(expect, onTestFinished);
    const first = await replied(server);
    expect(first.code, first.stdout).toBe(0);
    const reply = server.state.commentsOn(REPO, 1).find((comment) => comment.body === EVIDENCE_REPLY);
    const [own] = triageComments(server);
    expect(parseMarker(own?.body ?? '')?.seen).toEqual({ id: reply?.id, at: reply?.createdAt });
    const chatter = server.state.addComment(REPO, 1, { body: 'Same here.' });
    const second = await runInProcess({
      server,
      eventName: 'issue_comment',
      payload: webhookPayload('issue_comment.created', { state: server.state, issue: 1, comment: chatter.id }),
    });
    expect(second.code, second.stdout).toBe(0);
    expect(writesTo(second, own?.id ?? 0)).toEqual([]);
  });
});
