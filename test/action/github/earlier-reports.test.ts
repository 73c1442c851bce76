import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../../src/action/issue/events.js';
import type { IssueGateway, IssueSearchHit } from '../../../src/action/github/gateway.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';
import { triageIssue, type TriageEngine } from '../../../src/action/issue/triage-issue.js';
import { withEarlierReports } from '../../../src/core/comment/earlier-reports.js';
import { parseMarker } from '../../../src/core/memory/marker.js';
import { triage } from '../../../src/core/triage.js';
import { apiError, FakeGateway, makeIssue } from '../../support/fake-gateway.js';
import { FRAME_ONLY_TRACEBACK } from '../../support/version-fixtures.js';

/** A crash report written for these tests: the Mooncake store's unfinished-request error in a pasted log. */
const CRASH = ['```', 'ERROR 11-03 08:41:52 [core.py:1346] ValueError: Request chatcmpl-91bc is not in _unfinished_requests', '```'].join('\n');
/** A crash the catalog knows only by its raising frame (an assert without a message). */
const FRAME_ONLY = FRAME_ONLY_TRACEBACK;

const engine: TriageEngine = { triage, parseMarker, withEarlierReports };
const base = readSettings(
  fakeInputs(() => ''),
  VLLM_REPOSITORY,
);
const enabled = { ...base, earlierReports: true };
const opened: Trigger = { kind: 'opened' };

function deps(gateway: FakeGateway) {
  return { gateway: async () => gateway, engine: async () => engine, wait: async () => {} };
}

/** The gateway behind a wrapper that cannot search (as the backfill's comment cache is). */
function withoutSearch(gateway: FakeGateway): IssueGateway {
  const ops = [
    'getIssue',
    'listComments',
    'createCommentOnce',
    'updateComment',
    'deleteComment',
    'addLabels',
    'removeLabel',
    'findRepoLabels',
    'requests',
  ] as const;
  const delegate =
    (op: (typeof ops)[number]) =>
    (...args: unknown[]) =>
      (gateway[op] as (...given: unknown[]) => unknown).apply(gateway, args);
  return Object.fromEntries(ops.map((op) => [op, delegate(op)])) as unknown as IssueGateway;
}

function hit(number: number, title = `Mooncake store crash ${number}`): IssueSearchHit {
  return { number, title, url: `https://github.com/vllm-project/vllm/issues/${number}`, state: 'open', isPullRequest: false };
}

function searches(gateway: FakeGateway) {
  return gateway.calls.filter((call) => call.op === 'searchIssues');
}

function botBody(gateway: FakeGateway): string {
  return gateway.comments.find((comment) => comment.authorIsBot)?.body ?? '';
}

describe('triageIssue with earlier-reports', () => {
  it('should search once for the template text and list up to five other issues, never the current one', async () => {
    const gateway = new FakeGateway(makeIssue(CRASH));
    gateway.searchHits = [hit(42), hit(3), hit(7), hit(11), { ...hit(12), isPullRequest: true }, hit(15), hit(19), hit(23)];
    const outcome = await triageIssue(deps(gateway), gateway.issue, opened, enabled);
    expect(outcome.status).toBe('triaged');
    expect(searches(gateway)).toEqual([{ op: 'searchIssues', args: ['repo:vllm-project/vllm is:issue "is not in _unfinished_requests"', 6] }]);
    const body = botBody(gateway);
    expect(body).toContain('Earlier reports of the same error (4)');
    for (const number of [3, 7, 11, 15]) expect(body).toContain(`(https://github.com/vllm-project/vllm/issues/${number})`);
    expect(body).not.toContain('/issues/42)');
    expect(body).not.toContain('/issues/12)');
    expect(outcome.requests.total).toBe(gateway.calls.length);
    expect(outcome.requests.total).toBeGreaterThanOrEqual(2);
  });

  it('should show at most five even when the search finds more', async () => {
    const gateway = new FakeGateway(makeIssue(CRASH));
    gateway.searchHits = [hit(1), hit(2), hit(3), hit(4), hit(5), hit(6), hit(8)];
    await triageIssue(deps(gateway), gateway.issue, opened, enabled);
    expect(botBody(gateway)).toContain('Earlier reports of the same error (5)');
    expect(botBody(gateway)).not.toContain('/issues/6)');
  });

  for (const [status, detail] of [
    [403, 'API rate limit exceeded for installation'],
    [422, 'Validation Failed'],
    [429, 'You have exceeded a secondary rate limit'],
    [null, 'socket hang up'],
  ] as const) {
    it(`should post the comment without the section and note why when the search answers ${status ?? 'nothing'}`, async () => {
      const gateway = new FakeGateway(makeIssue(CRASH));
      gateway.searchHits = [hit(3)];
      gateway.fail('searchIssues', { error: apiError(status, detail) });
      const outcome = await triageIssue(deps(gateway), gateway.issue, opened, enabled);
      expect(outcome.status).toBe('triaged');
      expect(outcome.apply?.failures).toEqual([]);
      expect(searches(gateway)).toHaveLength(1);
      expect(botBody(gateway)).toContain('is not in');
      expect(botBody(gateway)).not.toContain('Earlier reports');
      expect(outcome.notes?.[0]).toContain('earlier reports skipped');
    });
  }

  it('should not search when the input is off', async () => {
    const gateway = new FakeGateway(makeIssue(CRASH));
    gateway.searchHits = [hit(3)];
    await triageIssue(deps(gateway), gateway.issue, opened, base);
    expect(searches(gateway)).toEqual([]);
    expect(botBody(gateway)).not.toContain('Earlier reports');
  });

  it('should not search for a match by frame only, and say so', async () => {
    const gateway = new FakeGateway(makeIssue(FRAME_ONLY));
    const outcome = await triageIssue(deps(gateway), gateway.issue, opened, enabled);
    expect(outcome.matches[0]).toBe('scheduler/kv-xfer-finished-unknown-request');
    expect(searches(gateway)).toEqual([]);
    expect(outcome.notes?.[0]).toContain('only for an exact match of a curated error');
  });

  it('should not search on an event that leaves the comment as it is, and write nothing', async () => {
    const gateway = new FakeGateway(makeIssue(CRASH));
    gateway.searchHits = [hit(3)];
    await triageIssue(deps(gateway), gateway.issue, opened, enabled);
    const posted = botBody(gateway);
    gateway.calls.length = 0;
    gateway.searchHits = [hit(3), hit(5)];
    const edited = await triageIssue(deps(gateway), { ...gateway.issue, commentCount: 1 }, { kind: 'edited' }, enabled);
    expect(gateway.ops()).toEqual(['listComments']);
    expect(edited.apply?.commentAction).toBe('none');
    expect(botBody(gateway)).toBe(posted);
  });

  it('should search again when the thread changed, and when a maintainer asks for a re-run', async () => {
    const gateway = new FakeGateway(makeIssue(CRASH));
    gateway.searchHits = [hit(3)];
    await triageIssue(deps(gateway), gateway.issue, opened, enabled);
    gateway.addComment('We run vLLM 0.26.0 and the client has a 30 s timeout, so it may cancel.', 'reporter', false);
    gateway.searchHits = [hit(3), hit(5)];
    const replied = await triageIssue(deps(gateway), { ...gateway.issue, commentCount: 2 }, { kind: 'comment', commentId: 1 }, enabled);
    expect(replied.apply?.commentAction).toBe('updated');
    expect(searches(gateway)).toHaveLength(2);
    expect(botBody(gateway)).toContain('Earlier reports of the same error (2)');
    gateway.searchHits = [hit(3), hit(5), hit(8)];
    await triageIssue(deps(gateway), { ...gateway.issue, commentCount: 2 }, { kind: 'rerun', label: 'vllm-triage:rerun' }, enabled);
    expect(searches(gateway)).toHaveLength(3);
    expect(botBody(gateway)).toContain('Earlier reports of the same error (3)');
  });

  it('should not search for a dismissal', async () => {
    const gateway = new FakeGateway(makeIssue(CRASH, ['vllm-triage:dismiss']));
    await triageIssue(deps(gateway), gateway.issue, opened, enabled);
    gateway.calls.length = 0;
    await triageIssue(deps(gateway), { ...gateway.issue, commentCount: 1 }, { kind: 'dismiss', by: 'maintainer' }, enabled);
    expect(searches(gateway)).toEqual([]);
    expect(botBody(gateway)).toContain('dismissed');
  });

  it("should search through the run's own gateway when triage is handed a wrapper that cannot search", async () => {
    const gateway = new FakeGateway(makeIssue(CRASH));
    gateway.searchHits = [hit(3)];
    const outcome = await triageIssue(
      { ...deps(gateway), gateway: async () => withoutSearch(gateway), searchGateway: async () => gateway },
      gateway.issue,
      opened,
      enabled,
    );
    expect(searches(gateway)).toHaveLength(1);
    expect(botBody(gateway)).toContain('Earlier reports of the same error (1)');
    expect(outcome.requests.total).toBe(gateway.calls.length);
  });

  it('should say so when no gateway of the run can search', async () => {
    const gateway = new FakeGateway(makeIssue(CRASH));
    const outcome = await triageIssue({ ...deps(gateway), gateway: async () => withoutSearch(gateway) }, gateway.issue, opened, enabled);
    expect(searches(gateway)).toEqual([]);
    expect(outcome.notes).toEqual(['earlier reports: not looked up (this run cannot search)']);
  });
});
