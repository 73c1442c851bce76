// run(), the action's steps, in process: the test-only time scale is read strictly with the inputs.
import { describe, expect, it } from 'vitest';
import { TEST_TIME_SCALE_VARIABLE } from '../../src/action/main.js';
import { webhookPayload } from '../support/run-action.js';
import { runInProcess } from '../support/run-in-process.js';
import { botComments, SEED_BODY, serverWithIssue } from '../support/scenario-fixtures.js';

describe('run', () => {
  it('should stop with a message quoting a time scale outside 0 to 1, before any request', async () => {
    const server = await serverWithIssue(SEED_BODY);
    try {
      const payload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
      const result = await runInProcess({ server, eventName: 'issues', payload, env: { [TEST_TIME_SCALE_VARIABLE]: '5' } });
      expect(result.code).toBe(1);
      expect(result.annotations).toContainEqual({
        level: 'error',
        message: 'vllm-triage stopped: VLLM_TRIAGE_TEST_TIME_SCALE is "5"; expected a number from 0 to 1 (it is for tests only; unset it)',
      });
      expect(result.requests).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('should triage and post once with the waits scaled down', async () => {
    const server = await serverWithIssue(SEED_BODY);
    try {
      const payload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
      const result = await runInProcess({ server, eventName: 'issues', payload, env: { [TEST_TIME_SCALE_VARIABLE]: '0' } });
      expect(result.code, result.stdout).toBe(0);
      expect(botComments(server)).toHaveLength(1);
      expect(result.outputs['comment-action']).toBe('created');
    } finally {
      await server.close();
    }
  });
});
