import { describe, expect, it } from 'vitest';
import type { Trigger } from '../../../src/action/issue/events.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';
import { triageIssue, type TriageEngine } from '../../../src/action/issue/triage-issue.js';
import { withEarlierReports } from '../../../src/core/comment/earlier-reports.js';
import { parseMarker, renderMarker } from '../../../src/core/memory/marker.js';
import type { MarkerData } from '../../../src/core/plan/types.js';
import type { TriageInput, TriagePlan } from '../../../src/core/report.js';
import type { TriageOptions } from '../../../src/core/options.js';
import { apiError, FakeGateway, makeIssue } from '../../support/fake-gateway.js';

const SEED = 'ValueError: Request chatcmpl-1 is not in _unfinished_requests';
const settings = readSettings(
  fakeInputs(() => ''),
  VLLM_REPOSITORY,
);

/** A stand-in for the core: recognises the seed line, counts the human comments it was given, honours dismissal. */
function stubEngine(seen: TriageInput[] = []): TriageEngine {
  const triage = (input: TriageInput, options: TriageOptions = {}): TriagePlan => {
    seen.push(input);
    const recognised = input.body.includes(SEED);
    const marker: MarkerData = { v: 1, catalog: 'c1', matches: recognised ? ['seed'] : [], fingerprint: String(input.comments?.length ?? 0), botLabels: [] };
    if (options.dismissedBy) marker.dismissedBy = options.dismissedBy;
    const text = options.dismissedBy ? `Dismissed by @${options.dismissedBy}.` : `Recognised; ${input.comments?.length ?? 0} replies read.`;
    return {
      comment: recognised ? `${renderMarker(marker)}\n${text}` : null,
      labelsToAdd: recognised && !input.labels?.includes('kv-connector') ? ['kv-connector'] : [],
      labelsToRemove: [],
      marker,
      earlierReportsSearch: { kind: 'none', note: null },
      report: { matches: recognised ? [{ id: 'seed' }] : [], asks: [{ satisfied: false }, { satisfied: true }] } as unknown as TriagePlan['report'],
    };
  };
  return { triage, parseMarker, withEarlierReports };
}

function deps(gateway: FakeGateway, engine = stubEngine()) {
  return { gateway: async () => gateway, engine: async () => engine, wait: async () => {} };
}

const opened: Trigger = { kind: 'opened' };

describe('triageIssue', () => {
  it('should make three requests for a brand-new issue the payload says has none: create, look for a duplicate, add the connector label', async () => {
    const gateway = new FakeGateway(makeIssue(SEED));
    const outcome = await triageIssue(deps(gateway), gateway.issue, opened, settings);
    expect(outcome).toMatchObject({ status: 'triaged', matches: ['seed'], asks: { open: 1, answered: 1 } });
    expect(gateway.ops()).toEqual(['createCommentOnce', 'listComments', 'addLabels']);
    expect(outcome.requests).toEqual({ total: 3, writes: 2 });
  });

  it('should look for its comment on a re-run of the job, whose payload predates the comment, and write nothing', async () => {
    const gateway = new FakeGateway(makeIssue(SEED));
    const first = await triageIssue(deps(gateway), gateway.issue, opened, settings);
    expect(first.apply?.commentAction).toBe('created');
    gateway.calls.length = 0;
    const rerun = await triageIssue(deps(gateway), { ...gateway.issue, commentCount: 0 }, opened, { ...settings, runAttempt: 2 });
    expect(rerun.apply?.commentAction).toBe('none');
    expect(gateway.ops()).toEqual(['getIssue', 'listComments']);
  });

  it('should make no request at all in a dry run on a brand-new issue', async () => {
    const gateway = new FakeGateway(makeIssue(SEED));
    let created = false;
    const outcome = await triageIssue({ ...deps(gateway), gateway: async () => ((created = true), gateway) }, gateway.issue, opened, {
      ...settings,
      dryRun: true,
    });
    expect(outcome.status).toBe('planned');
    expect(outcome.plan?.comment).toContain('Recognised');
    expect(created).toBe(false);
  });

  it("should feed the humans' comments to triage, leaving out bots and the bot's own comment", async () => {
    const seen: TriageInput[] = [];
    const gateway = new FakeGateway(makeIssue(SEED, [], { commentCount: 3 }));
    gateway.addComment('Added request chatcmpl-1.', 'reporter', false);
    gateway.addComment('<!-- vllm-triage {"v":1,"catalog":"c1","matches":[],"fingerprint":"0","botLabels":[]} -->\nold', 'github-actions[bot]', true);
    gateway.addComment('stale bot', 'stale[bot]', true);
    await triageIssue(deps(gateway, stubEngine(seen)), gateway.issue, { kind: 'comment', commentId: 1 }, settings);
    expect(seen[0]?.comments?.map((comment) => comment.body)).toEqual(['Added request chatcmpl-1.']);
    expect(gateway.comments.filter((comment) => comment.authorIsBot && comment.author === 'github-actions[bot]')).toHaveLength(1);
  });

  it('should leave the comment alone once a maintainer dismissed the bot', async () => {
    const gateway = new FakeGateway(makeIssue(SEED, ['kv-connector'], { commentCount: 1 }));
    const dismissed = renderMarker({ v: 1, catalog: 'c1', matches: ['seed'], fingerprint: 'x', botLabels: [], dismissedBy: 'maintainer' });
    gateway.addComment(`${dismissed}\nDismissed by @maintainer.`, 'github-actions[bot]', true);
    const outcome = await triageIssue(deps(gateway), gateway.issue, { kind: 'edited' }, settings);
    expect(outcome).toMatchObject({ status: 'skipped', reason: '@maintainer dismissed the bot on this issue; its comment is left alone' });
    expect(gateway.writes()).toEqual([]);
  });

  it('should collapse the comment when dismissed, and remove the rerun label after a re-run', async () => {
    const gateway = new FakeGateway(makeIssue(SEED, ['kv-connector', 'vllm-triage:rerun'], { commentCount: 1 }));
    gateway.addComment('<!-- vllm-triage {"v":1,"catalog":"c1","matches":[],"fingerprint":"0","botLabels":[]} -->\nold', 'github-actions[bot]', true);
    const rerun = await triageIssue(deps(gateway), gateway.issue, { kind: 'rerun', label: 'vllm-triage:rerun' }, settings);
    expect(rerun.apply).toMatchObject({ commentAction: 'updated', labelsRemoved: ['vllm-triage:rerun'] });
    const dismiss = await triageIssue(deps(gateway), gateway.issue, { kind: 'dismiss', by: 'maintainer' }, settings);
    expect(dismiss.apply?.commentAction).toBe('updated');
    expect(gateway.comments[0]?.body).toContain('Dismissed by @maintainer.');
  });

  it('should turn an API failure into a failed outcome with a readable reason', async () => {
    const gateway = new FakeGateway(makeIssue(SEED, [], { commentCount: 2 }));
    gateway.fail('listComments', { error: apiError(410, 'Issues are disabled for this repo') });
    const outcome = await triageIssue(deps(gateway), gateway.issue, { kind: 'edited' }, settings);
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(/issues are disabled in this repository/);
  });
});

describe('triageIssue with a personal access token (bot-login)', () => {
  const asUser = readSettings(fakeInputs({ 'bot-login': 'triage-bot' }), VLLM_REPOSITORY);
  const own = renderMarker({ v: 1, catalog: 'c1', matches: ['seed'], fingerprint: 'stale', botLabels: [] });

  it("should update the token user's marked comment in place instead of adding one", async () => {
    const gateway = new FakeGateway(makeIssue(SEED, [], { commentCount: 1 }));
    const existing = gateway.addComment(`${own}\nold`, 'triage-bot', false);
    const outcome = await triageIssue(deps(gateway), gateway.issue, { kind: 'edited' }, asUser);
    expect(outcome.apply?.commentAction).toBe('updated');
    expect(gateway.comments.map((comment) => comment.id)).toEqual([existing.id]);
  });

  it('should never edit or delete a comment of someone else that starts with the marker', async () => {
    const gateway = new FakeGateway(makeIssue(SEED, [], { commentCount: 2 }));
    const forged = gateway.addComment(`${own}\nforged`, 'mallory', false);
    const actionsBot = gateway.addComment(`${own}\nwritten with GITHUB_TOKEN before the switch`, 'github-actions[bot]', true);
    const outcome = await triageIssue(deps(gateway), gateway.issue, { kind: 'edited' }, asUser);
    expect(outcome.apply?.commentAction).toBe('created');
    expect(gateway.writes()).toEqual(['createCommentOnce', 'addLabels']);
    expect(gateway.comments.find((comment) => comment.id === forged.id)?.body).toBe(`${own}\nforged`);
    expect(gateway.comments.find((comment) => comment.id === actionsBot.id)).toBeDefined();
  });
});

describe('triageIssue: what the core is given', () => {
  it('should pass the repository the issue lives in, so a connector project’s own issues count as about it', async () => {
    const seen: TriageInput[] = [];
    const gateway = new FakeGateway(makeIssue(SEED, []));
    await triageIssue(deps(gateway, stubEngine(seen)), gateway.issue, opened, settings);
    expect(seen[0]?.repository).toBe(`${settings.owner}/${settings.repo}`);
    expect(seen[0]?.repository).toMatch(/^[^/]+\/[^/]+$/);
  });
});
