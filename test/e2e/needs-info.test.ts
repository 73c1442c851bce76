// End to end, in process: the optional needs-info label is the bot's own — added while evidence is missing, removed when it arrives, never a human's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GitHubServer } from '../support/github-server/server.js';
import { webhookPayload } from '../support/run-action.js';
import { commentEvent, botComments, EVIDENCE_REPLY, REPO, REQUEST_ID, SEED_BODY, serverWithIssue } from '../support/scenario-fixtures.js';
import { runInProcess } from '../support/run-in-process.js';

const NEEDS_INFO = 'needs-info';
const inputs = { 'needs-info-label': NEEDS_INFO };

/** Everything the seed entry asks for that the body and EVIDENCE_REPLY do not hold yet. */
const REST_OF_THE_EVIDENCE = `With \`VLLM_LOGGING_LEVEL=DEBUG\`:

\`\`\`
(EngineCore_DP0 pid=911) DEBUG 11-03 08:41:45 [v1/core/sched/scheduler.py:2827] Finished sending KV transfer for request ${REQUEST_ID}
\`\`\`

\`\`\`
$ pip show mooncake-transfer-engine
Name: mooncake-transfer-engine
Version: 0.3.7
\`\`\`
`;

describe('the needs-info label', { timeout: 60_000 }, () => {
  let server: GitHubServer;

  beforeAll(async () => {
    server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
    server.state.addLabel(REPO, { name: NEEDS_INFO });
    server.state.addIssue(REPO, {
      number: 2,
      title: '[Bug]: the same crash',
      body: `${SEED_BODY}\n${EVIDENCE_REPLY}\n${REST_OF_THE_EVIDENCE}`,
      labels: [NEEDS_INFO],
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    expect(server.violations).toEqual([]);
    expect(server.state.createdLabels).toEqual([]);
  });

  it('should add it, as its own, while the asks are open', async () => {
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }), inputs });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(server.state.labelsOn(REPO, 1)).toEqual(expect.arrayContaining(['bug', 'kv-connector', NEEDS_INFO]));
    expect(botComments(server)[0]?.body).toContain(`"botLabels":["${NEEDS_INFO}"]`);
  });

  it('should remove it once the replies answer every ask, and keep the other labels', async () => {
    for (const body of [EVIDENCE_REPLY, REST_OF_THE_EVIDENCE]) {
      const reply = server.state.addComment(REPO, 1, { body, user: { login: 'reporter' } });
      const result = await runInProcess({ server, ...commentEvent(server, reply.id), inputs });
      expect(result.code, result.stdout + result.stderr).toBe(0);
    }
    expect(server.state.labelsOn(REPO, 1)).toEqual(expect.arrayContaining(['bug', 'kv-connector']));
    expect(server.state.labelsOn(REPO, 1)).not.toContain(NEEDS_INFO);
    const comments = botComments(server);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('Ready for a maintainer');
    expect(comments[0]?.body).toContain('"botLabels":[]');
  });

  it('should never remove a needs-info label that a human set', async () => {
    const result = await runInProcess({ server, eventName: 'issues', payload: webhookPayload('issues.opened', { state: server.state, issue: 2 }), inputs });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(server.state.labelsOn(REPO, 2)).toEqual(expect.arrayContaining([NEEDS_INFO, 'kv-connector']));
    expect(result.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });
});
