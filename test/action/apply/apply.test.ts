import { describe, expect, it } from 'vitest';
import { applyPlan } from '../../../src/action/apply/apply.js';
import type { ApplySettings } from '../../../src/action/apply/types.js';
import type { TriagePlan } from '../../../src/core/report.js';
import { apiError, FakeGateway, makeIssue } from '../../support/fake-gateway.js';

const BODY =
  '<!-- vllm-triage {"v":1,"catalog":"c1","matches":[],"fingerprint":"0","botLabels":[]} -->\nRecognised: Request chatcmpl-1 is not in _unfinished_requests.';
const settings: ApplySettings = {
  createMissingLabels: false,
  connectorLabel: 'kv-connector',
  botLogin: 'github-actions[bot]',
  triggerLabelsToRemove: [],
  wait: async () => {},
};

function plan(comment: string | null, labelsToAdd: string[] = [], labelsToRemove: string[] = []): TriagePlan {
  return {
    comment,
    labelsToAdd,
    labelsToRemove,
    marker: { v: 1, catalog: 'c1', matches: [], fingerprint: 'f', botLabels: [] },
    report: {} as TriagePlan['report'],
    earlierReportsSearch: { kind: 'none', note: null },
  };
}

describe('applyPlan', () => {
  it('should post the comment, look once for a racing duplicate, then add the labels the repository has', async () => {
    const gateway = new FakeGateway(makeIssue('body', ['bug']));
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: null }, plan(BODY, ['kv-connector']), settings);
    expect(result).toMatchObject({ commentAction: 'created', labelsAdded: ['kv-connector'], labelsSkipped: [], failures: [] });
    expect(gateway.ops()).toEqual(['createCommentOnce', 'listComments', 'findRepoLabels', 'addLabels']);
    expect(gateway.issue.labels).toEqual(['bug', 'kv-connector']);
  });

  it('should create a missing label itself, with its colour and description, when creating missing labels is allowed', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    const labelSpecs = [{ name: 'brand-new', color: 'c5def5', description: 'About it' }];
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: null }, plan(BODY, ['brand-new']), {
      ...settings,
      createMissingLabels: true,
      labelSpecs,
    });
    expect(gateway.calls.find((call) => call.op === 'createRepoLabel')?.args).toEqual(['brand-new', 'c5def5', 'About it']);
    expect(gateway.issue.labels).toEqual(['brand-new']);
    expect(result.notes).toContain('created the repository label "brand-new"');
  });

  it('should add the labels it was told to trust without looking them up, and still look up the rest', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    const trusted = { ...settings, labelsAddedUnchecked: ['KV-Connector'] };
    const alone = await applyPlan(gateway, { issue: gateway.issue, botComment: null }, plan(BODY, ['kv-connector']), trusted);
    expect(alone.labelsAdded).toEqual(['kv-connector']);
    expect(gateway.ops()).toEqual(['createCommentOnce', 'listComments', 'addLabels']);
    const other = new FakeGateway(makeIssue('body'));
    const result = await applyPlan(other, { issue: other.issue, botComment: null }, plan(null, ['kv-connector', 'p2p', 'mooncake']), trusted);
    expect(other.calls.find((call) => call.op === 'findRepoLabels')?.args).toEqual([['p2p', 'mooncake']]);
    expect(result.labelsAdded).toEqual(['kv-connector', 'mooncake']);
    expect(result.labelsSkipped.map((skipped) => skipped.label)).toEqual(['p2p']);
  });

  it('should skip a label the repository lacks and say why', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: null }, plan(null, ['kv-connector', 'p2p']), settings);
    expect(result.labelsAdded).toEqual(['kv-connector']);
    expect(result.labelsSkipped).toEqual([{ label: 'p2p', why: 'the repository has no such label (create-missing-labels is off)' }]);
    expect(gateway.issue.labels).toEqual(['kv-connector']);
  });

  it('should write nothing at all when the comment is unchanged and the labels are already there', async () => {
    const gateway = new FakeGateway(makeIssue('body', ['KV-Connector']));
    const botComment = gateway.addComment(BODY, 'github-actions[bot]', true);
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment }, plan(BODY, ['kv-connector']), settings);
    expect(result.commentAction).toBe('none');
    expect(gateway.calls).toEqual([]);
  });

  it('should update the existing comment in place when its body changed', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    const botComment = gateway.addComment('<!-- vllm-triage {} -->\nold', 'github-actions[bot]', true);
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment }, plan(BODY), settings);
    expect(result.commentAction).toBe('updated');
    expect(gateway.ops()).toEqual(['updateComment']);
    expect(gateway.comments.map((comment) => comment.body)).toEqual([BODY]);
  });

  it("should remove only the plan's bot labels and the trigger label, never a human's", async () => {
    const gateway = new FakeGateway(makeIssue('body', ['bug', 'needs-info', 'vllm-triage:rerun', 'kv-connector']));
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: null }, plan(null, [], ['needs-info']), {
      ...settings,
      triggerLabelsToRemove: ['vllm-triage:rerun'],
    });
    expect(result.labelsRemoved).toEqual(['needs-info', 'vllm-triage:rerun']);
    expect(gateway.issue.labels).toEqual(['bug', 'kv-connector']);
  });

  it('should report a label GitHub refuses with 422 as not applied, and fail naming it', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('addLabels', { error: apiError(422, 'Validation Failed; name is too long') });
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: null }, plan(null, ['kv-connector']), settings);
    expect(result.labelsAdded).toEqual([]);
    expect(result.labelsSkipped).toEqual([{ label: 'kv-connector', why: 'not applied: GitHub refused it: Validation Failed; name is too long', lost: true }]);
    expect(result.failures).toEqual(['label "kv-connector" was not added to #42: GitHub refused it: Validation Failed; name is too long']);
  });

  it('should add the labels one by one after a 422 for the set, so only the refused one is lost, with a warning and no failure', async () => {
    const refused = apiError(422, 'Validation Failed; name is invalid');
    const gateway = new FakeGateway(makeIssue('body')).fail('addLabels', { error: refused }).fail('addLabels', { error: refused });
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: null }, plan(null, ['needs-info', 'kv-connector']), settings);
    expect(gateway.calls.filter((call) => call.op === 'addLabels').map((call) => call.args[1])).toEqual([
      ['needs-info', 'kv-connector'],
      ['needs-info'],
      ['kv-connector'],
    ]);
    expect(result.labelsAdded).toEqual(['kv-connector']);
    expect(result.labelsSkipped).toEqual([{ label: 'needs-info', why: 'not applied: GitHub refused it: Validation Failed; name is invalid', lost: true }]);
    expect(result.failures).toEqual([]);
  });

  it('should note a locked issue and still add the labels', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(403, 'Unable to create comment because issue is locked.') });
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: null }, plan(BODY, ['kv-connector']), settings);
    expect(result.commentAction).toBe('skipped');
    expect(result.notes).toContain('issue is locked; GitHub refuses comments, so none was posted');
    expect(result.labelsAdded).toEqual(['kv-connector']);
    expect(result.failures).toEqual([]);
  });

  it('should record a failure a maintainer understands when the issue is gone', async () => {
    const gateway = new FakeGateway(makeIssue('body')).fail('createCommentOnce', { error: apiError(404, 'Not Found') });
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: null }, plan(BODY, ['kv-connector']), settings);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(/not found; it may have been deleted or transferred/);
    expect(result.labelsSkipped).toEqual([{ label: 'kv-connector', why: 'not applied: the issue could not be reached' }]);
    expect(gateway.ops()).toEqual(['createCommentOnce']);
  });
});

describe('applyPlan with what earlier runs left', () => {
  it('should delete newer duplicates of its comment and keep the oldest', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    const oldest = gateway.addComment(BODY, 'github-actions[bot]', true);
    const newer = gateway.addComment(BODY, 'github-actions[bot]', true);
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: oldest, duplicateBotComments: [newer] }, plan(BODY), settings);
    expect(gateway.comments.map((comment) => comment.id)).toEqual([oldest.id]);
    expect(result.commentAction).toBe('none');
  });

  it('should post a new comment when a human deleted the old one meanwhile', async () => {
    const gateway = new FakeGateway(makeIssue('body'));
    const gone = { id: 1, body: 'old', author: 'github-actions[bot]', authorIsBot: true, createdAt: '' };
    const result = await applyPlan(gateway, { issue: gateway.issue, botComment: gone }, plan(BODY), settings);
    expect(result.commentAction).toBe('created');
    expect(gateway.comments.map((comment) => comment.body)).toEqual([BODY]);
  });
});
