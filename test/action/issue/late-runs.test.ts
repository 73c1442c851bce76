// The newest state wins, in process against the stand-in: the issues.opened run delivered after the run for the
// reporter's reply neither posts a second comment nor takes back what the reply answered, in the comment or in labels.
import { describe, it, type ExpectStatic } from 'vitest';
import type { GitHubServer } from '../../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import {
  botComments,
  closeWhenFinished,
  commentEvent,
  type Cleanup,
  EVIDENCE_REPLY,
  REPO,
  REQUEST_ID,
  SEED_BODY,
  serverWithIssue,
} from '../../support/scenario-fixtures.js';

const NEEDS_INFO = 'needs-info';
const inputs = { 'needs-info-label': NEEDS_INFO };

/** The rest of what the seed entry asks for: with EVIDENCE_REPLY, every ask is answered. */
const LAST_EVIDENCE = `Debug logs, as asked:

\`\`\`
(EngineCore_DP0 pid=911) DEBUG 11-03 08:41:45 [v1/core/sched/scheduler.py:2827] Finished sending KV transfer for request ${REQUEST_ID}
\`\`\`

\`\`\`
$ pip show mooncake-transfer-engine
Name: mooncake-transfer-engine
Version: 0.3.7
\`\`\`
`;

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Issue 1, opened (as `minutesAgo` says) and its issues.opened payload taken then, but not yet run; the reporter's
 * reply answers every ask and its run has written the comment.
 */
async function openedPayloadHeldPastReply(
  expect: ExpectStatic,
  onTestFinished: Cleanup,
  createdMsAgo: number,
): Promise<{ server: GitHubServer; openedPayload: object; afterReply: { body: string; labels: string[] } }> {
  const server = await serverWithIssue(SEED_BODY, {});
  closeWhenFinished(server, expect, onTestFinished, () => expect(server.faults.pending()).toEqual({}));
  server.state.addLabel(REPO, { name: NEEDS_INFO });
  const realNow = server.state.now;
  server.state.now = () => new Date(Date.now() - createdMsAgo);
  server.state.addIssue(REPO, { number: 2, title: '[Bug]: MooncakeStoreConnector crashes the engine', body: SEED_BODY });
  const openedPayload = webhookPayload('issues.opened', { state: server.state, issue: 2 });
  server.state.now = realNow;
  const reply = server.state.addComment(REPO, 2, { body: `${EVIDENCE_REPLY}\n${LAST_EVIDENCE}`, user: { login: 'reporter' } });
  const replied = await runInProcess({ server, ...commentEvent(server, reply.id, 2), inputs });
  expect(replied.code, replied.stdout).toBe(0);
  const [comment] = botComments(server, 2);
  expect(comment?.body).toContain('Ready for a maintainer');
  const labels = server.state.labelsOn(REPO, 2);
  expect(labels).not.toContain(NEEDS_INFO);
  return { server, openedPayload, afterReply: { body: comment?.body ?? '', labels } };
}

const writes = (result: RunActionResult): string[] =>
  result.requests.filter((request) => request.write).map((request) => `${request.method} ${request.endpoint}`);

describe('a late issues.opened run', { timeout: 60_000 }, () => {
  it('should read the thread first when the issue is older than a fresh event, and then write nothing', async ({ expect, onTestFinished }) => {
    const { server, openedPayload, afterReply } = await openedPayloadHeldPastReply(expect, onTestFinished, TEN_MINUTES_MS);
    const late = await runInProcess({ server, eventName: 'issues', payload: openedPayload, inputs });
    expect(late.code, late.stdout).toBe(0);
    expect(writes(late)).toEqual([]);
    expect(botComments(server, 2).map((comment) => comment.body)).toEqual([afterReply.body]);
    expect(server.state.labelsOn(REPO, 2)).toEqual(afterReply.labels);
  });

  it('should leave the labels as the newer run set them when it finds that run wrote the comment, never adding needs-info back', async ({
    expect,
    onTestFinished,
  }) => {
    // Delivered soon enough to be taken for a brand-new issue: the create comes first and finds the newer comment.
    const { server, openedPayload, afterReply } = await openedPayloadHeldPastReply(expect, onTestFinished, 0);
    const late = await runInProcess({ server, eventName: 'issues', payload: openedPayload, inputs });
    expect(late.code, late.stdout).toBe(0);
    expect(botComments(server, 2).map((comment) => comment.body)).toEqual([afterReply.body]);
    expect(server.state.labelsOn(REPO, 2)).toEqual(afterReply.labels);
    expect(late.stdout).toContain('written from a newer state of the thread than this run read; left as it is');
  });
});
