// run(), the action's steps, in process: the waits come in as an option, and the run keeps to them.
import { describe, expect, it } from 'vitest';
import { webhookPayload } from '../support/run-action.js';
import { THOUSANDFOLD, runInProcess } from '../support/run-in-process.js';
import { botComments, SEED_BODY, serverWithIssue } from '../support/scenario-fixtures.js';

const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';

describe('run', () => {
  it('should look again for a create that got no answer after the pauses it is given, once each, before posting again', async () => {
    const server = await serverWithIssue(SEED_BODY);
    try {
      server.faults.add(CREATE_COMMENT, { lostResponse: true });
      const pauses: number[] = [];
      const wait = (milliseconds: number): Promise<void> => {
        pauses.push(milliseconds);
        return THOUSANDFOLD.wait(milliseconds);
      };
      const payload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
      const result = await runInProcess({ server, eventName: 'issues', payload, timings: { gateway: THOUSANDFOLD.gateway, wait } });
      expect(result.code, result.stdout).toBe(0);
      expect(botComments(server)).toHaveLength(1);
      // GitHub's first pause (2 s), asked of the wait passed in: the lost create is found at the first look.
      expect(pauses).toEqual([2000]);
      expect(result.outputs['comment-action']).toBe('created');
      expect(server.violations).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("should space the writes by the gateway's timings it is given", async () => {
    const server = await serverWithIssue(SEED_BODY);
    try {
      const payload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
      const spacing = 300;
      const gateway = { ...THOUSANDFOLD.gateway, writeSpacingMs: spacing };
      const result = await runInProcess({ server, eventName: 'issues', payload, timings: { gateway, wait: THOUSANDFOLD.wait } });
      expect(result.code, result.stdout).toBe(0);
      expect(botComments(server)).toHaveLength(1);
      const writes = result.requests.filter((request) => request.write);
      expect(writes).toHaveLength(2);
      // Spaced in the client by at least the spacing; as they arrive here, request latency may take some of it.
      expect((writes[1]?.at ?? 0) - (writes[0]?.at ?? 0)).toBeGreaterThanOrEqual(spacing / 2);
    } finally {
      await server.close();
    }
  });
});
