// A dispatch names its issues by number: each is read as it is now, checked, and triaged; a read that fails or an
// issue the checks refuse becomes that issue's outcome, and the rest go on.
import { describe, expect, it } from 'vitest';
import { carryOutDecision } from '../../../src/action/issue/carry-out.js';
import type { TriageEngine } from '../../../src/action/issue/triage-issue.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { withEarlierReports } from '../../../src/core/comment/earlier-reports.js';
import { parseMarker } from '../../../src/core/memory/marker.js';
import type { TriagePlan } from '../../../src/core/report.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';
import { apiError, FakeGateway, makeIssue } from '../../support/fake-gateway.js';

const settings = readSettings(
  fakeInputs(() => ''),
  VLLM_REPOSITORY,
);

/** A stand-in for the core that recognises nothing: the plan writes nothing. */
const silentEngine: TriageEngine = {
  triage: (): TriagePlan => ({
    comment: null,
    labelsToAdd: [],
    labelsToRemove: [],
    marker: { v: 1, catalog: 'c1', matches: [], fingerprint: '0', botLabels: [] },
    earlierReportsSearch: { kind: 'none', note: null },
    report: { matches: [], asks: [] } as unknown as TriagePlan['report'],
  }),
  parseMarker,
  withEarlierReports,
};

function dispatch(gateway: FakeGateway, numbers: number[]) {
  const deps = { gateway: async () => gateway, engine: async () => silentEngine, wait: async () => {} };
  return carryOutDecision({ kind: 'dispatch', numbers, reason: 'workflow_dispatch' }, deps, settings);
}

describe('a dispatch', () => {
  it('should read the issue, and skip it when the checks refuse it, counting the read', async () => {
    const gateway = new FakeGateway(makeIssue('text', [], { isPullRequest: true }));
    const outcomes = await dispatch(gateway, [42]);
    expect(outcomes).toEqual([
      {
        issueNumber: 42,
        status: 'skipped',
        reason: 'it is a pull request',
        matches: [],
        asks: { open: 0, answered: 0 },
        plan: null,
        apply: null,
        requests: { total: 1, writes: 0 },
      },
    ]);
    expect(gateway.ops()).toEqual(['getIssue']);
  });

  it('should give an issue whose read fails a failed outcome in the words of the failure, and go on to the next', async () => {
    const gateway = new FakeGateway(makeIssue('text', [], { state: 'closed' })).fail('getIssue', { error: apiError(404, 'Not Found') });
    const outcomes = await dispatch(gateway, [42, 42]);
    expect(outcomes[0]).toEqual({
      issueNumber: 42,
      status: 'failed',
      reason: 'could not test operation: HTTP 404 (Not Found): the issue (or comment) was not found; it may have been deleted or transferred',
      matches: [],
      asks: { open: 0, answered: 0 },
      plan: null,
      apply: null,
      requests: { total: 1, writes: 0 },
    });
    expect(outcomes[1]).toMatchObject({ issueNumber: 42, status: 'triaged', reason: expect.not.stringContaining('closed') });
    expect(gateway.ops().slice(0, 3)).toEqual(['getIssue', 'getIssue', 'listComments']);
  });
});
