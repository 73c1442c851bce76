import { describe, expect, it } from 'vitest';
import { routeEvent } from '../../../src/action/issue/events.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';

const settings = readSettings(
  fakeInputs(() => ''),
  VLLM_REPOSITORY,
);
const human = { login: 'reporter', type: 'User' };
const maintainer = { login: 'maintainer', type: 'User' };

function issue(overrides: Record<string, unknown> = {}) {
  return { number: 7, title: 't', body: 'b', state: 'open', locked: false, labels: [], comments: 0, user: human, ...overrides };
}

describe('routeEvent', () => {
  it('should triage a newly opened issue', () => {
    const decision = routeEvent('issues', { action: 'opened', issue: issue(), sender: human }, settings);
    expect(decision).toMatchObject({ kind: 'triage', trigger: { kind: 'opened' }, issue: { number: 7, commentCount: 0 } });
  });

  it('should triage a reopened issue', () => {
    expect(routeEvent('issues', { action: 'reopened', issue: issue(), sender: human }, settings)).toMatchObject({
      kind: 'triage',
      trigger: { kind: 'reopened' },
    });
  });

  it('should triage an edit only when the body changed', () => {
    const bodyEdit = routeEvent('issues', { action: 'edited', issue: issue(), changes: { body: { from: 'old' } }, sender: human }, settings);
    const titleEdit = routeEvent('issues', { action: 'edited', issue: issue(), changes: { title: { from: 'old' } }, sender: human }, settings);
    expect(bodyEdit).toMatchObject({ kind: 'triage', trigger: { kind: 'edited' } });
    expect(titleEdit).toEqual({ kind: 'skip', issueNumber: 7, reason: 'the edit did not change the body' });
  });

  it('should re-run on the rerun label and dismiss on the dismiss label, naming who dismissed', () => {
    const rerun = routeEvent('issues', { action: 'labeled', label: { name: 'vllm-triage:rerun' }, issue: issue(), sender: maintainer }, settings);
    const dismiss = routeEvent('issues', { action: 'labeled', label: { name: 'VLLM-TRIAGE:DISMISS' }, issue: issue(), sender: maintainer }, settings);
    expect(rerun).toMatchObject({ kind: 'triage', trigger: { kind: 'rerun', label: 'vllm-triage:rerun' } });
    expect(dismiss).toMatchObject({ kind: 'triage', trigger: { kind: 'dismiss', by: 'maintainer' } });
  });

  it('should skip any other label', () => {
    const decision = routeEvent('issues', { action: 'labeled', label: { name: 'bug' }, issue: issue(), sender: maintainer }, settings);
    expect(decision).toEqual({ kind: 'skip', issueNumber: 7, reason: 'the label "bug" is not a triage label' });
  });

  it('should re-triage on a human comment', () => {
    const decision = routeEvent(
      'issue_comment',
      { action: 'created', issue: issue({ comments: 2 }), comment: { id: 9, body: 'logs', user: human }, sender: human },
      settings,
    );
    expect(decision).toMatchObject({ kind: 'triage', trigger: { kind: 'comment', commentId: 9 }, issue: { commentCount: 2 } });
  });

  it("should skip a bot's comment, the bot's own comment and a comment on a pull request", () => {
    const bot = { login: 'dependabot[bot]', type: 'Bot' };
    const byBot = routeEvent('issue_comment', { action: 'created', issue: issue(), comment: { id: 1, body: 'x', user: bot }, sender: bot }, settings);
    const own = routeEvent(
      'issue_comment',
      { action: 'edited', issue: issue(), comment: { id: 1, body: '<!-- vllm-triage {} -->', user: human }, changes: { body: { from: '' } }, sender: human },
      settings,
    );
    const onPr = routeEvent(
      'issue_comment',
      { action: 'created', issue: issue({ pull_request: { url: 'u' } }), comment: { id: 1, body: 'x', user: human }, sender: human },
      settings,
    );
    expect(byBot).toMatchObject({ kind: 'skip', reason: 'the comment was written by a bot' });
    expect(own).toMatchObject({ kind: 'skip', reason: "the comment is the bot's own (it carries the marker)" });
    expect(onPr).toMatchObject({ kind: 'skip', reason: 'the comment is on a pull request' });
  });

  it('should skip a locked issue and say GitHub refuses comments', () => {
    const decision = routeEvent('issues', { action: 'opened', issue: issue({ locked: true }), sender: human }, settings);
    expect(decision).toEqual({ kind: 'skip', issueNumber: 7, reason: 'issue is locked; GitHub refuses comments' });
  });

  it('should skip a closed issue on events but not on dispatch', () => {
    const closed = routeEvent(
      'issue_comment',
      { action: 'created', issue: issue({ state: 'closed' }), comment: { id: 1, body: 'x', user: human }, sender: human },
      settings,
    );
    expect(closed).toMatchObject({ kind: 'skip', reason: 'the issue is closed (dispatch it to triage a closed issue)' });
  });

  it('should skip events sent by bots and issues that carry the dismiss label', () => {
    const bot = { login: 'renovate[bot]', type: 'Bot' };
    expect(routeEvent('issues', { action: 'opened', issue: issue(), sender: bot }, settings)).toMatchObject({
      kind: 'skip',
      reason: 'the event was sent by a bot (renovate[bot])',
    });
    const dismissed = routeEvent(
      'issues',
      { action: 'edited', changes: { body: {} }, issue: issue({ labels: [{ name: 'vllm-triage:dismiss' }] }), sender: human },
      settings,
    );
    expect(dismissed).toMatchObject({ kind: 'skip', reason: 'a maintainer dismissed the bot on this issue (label "vllm-triage:dismiss")' });
    const rerunAfterDismissal = routeEvent(
      'issues',
      { action: 'labeled', label: { name: 'vllm-triage:rerun' }, issue: issue({ labels: [{ name: 'vllm-triage:dismiss' }] }), sender: maintainer },
      settings,
    );
    expect(rerunAfterDismissal).toMatchObject({ kind: 'skip' });
  });

  it('should dispatch the issue numbers given, and backfill on a dispatch without any', () => {
    const withNumbers = { ...settings, issueNumbers: [3, 5], dryRun: true };
    expect(routeEvent('workflow_dispatch', { inputs: {} }, withNumbers)).toEqual({
      kind: 'dispatch',
      numbers: [3, 5],
      reason: 'workflow_dispatch for #3, #5 (dry run)',
    });
    expect(routeEvent('workflow_dispatch', {}, settings)).toMatchObject({ kind: 'backfill' });
  });

  it('should say which issues a backfill takes in plain words', () => {
    const backfillOf = (state: 'open' | 'closed' | 'all') => routeEvent('workflow_dispatch', {}, { ...settings, backfill: { ...settings.backfill, state } });
    expect(backfillOf('open').reason).toMatch(/backfill of the open issues\b/);
    expect(backfillOf('all').reason).toMatch(/backfill of all issues\b/);
  });

  it('should skip events it does not handle and payloads without an issue', () => {
    expect(routeEvent('push', {}, settings)).toMatchObject({ kind: 'skip', reason: 'the "push" event is not one the bot handles' });
    expect(routeEvent('issues', { action: 'opened' }, settings)).toMatchObject({ kind: 'skip', reason: 'the event payload has no issue' });
    expect(routeEvent('issues', null, settings)).toMatchObject({ kind: 'skip' });
  });
});

describe('routeEvent: a maintainer’s routing label', () => {
  it('should re-triage when a maintainer adds the connector label, not for a per-connector label (no trigger), and skip it from a bot', () => {
    const payload = (name: string, sender: Record<string, string>) => ({ action: 'labeled', label: { name }, issue: issue({ labels: [{ name }] }), sender });
    expect(routeEvent('issues', payload('kv-connector', maintainer), settings)).toMatchObject({
      kind: 'triage',
      trigger: { kind: 'routed', label: 'kv-connector', by: 'maintainer' },
    });
    const perConnector = readSettings(
      fakeInputs((name) => (name === 'connector-labels' ? 'NixlConnector=nixl' : '')),
      VLLM_REPOSITORY,
    );
    expect(routeEvent('issues', payload('nixl', maintainer), perConnector)).toMatchObject({ kind: 'skip', reason: 'the label "nixl" is not a triage label' });
    expect(routeEvent('issues', payload('kv-connector', { login: 'github-actions[bot]', type: 'Bot' }), settings).kind).toBe('skip');
  });
});

describe('routeEvent with a personal access token (bot-login)', () => {
  const asUser = readSettings(fakeInputs({ 'bot-login': 'triage-bot' }), VLLM_REPOSITORY);
  const tokenUser = { login: 'triage-bot', type: 'User' };

  it("should skip the token user's own label event, which GITHUB_TOKEN would never have triggered", () => {
    const payload = { action: 'labeled', label: { name: 'kv-connector' }, issue: issue({ labels: [{ name: 'kv-connector' }] }), sender: tokenUser };
    expect(routeEvent('issues', payload, asUser)).toMatchObject({ kind: 'skip', reason: 'the event was sent by the bot itself (triage-bot, the bot-login)' });
    expect(routeEvent('issues', payload, settings)).toMatchObject({ kind: 'triage', trigger: { kind: 'routed' } });
  });

  it("should still triage the token user's comment when it is not the bot's", () => {
    const payload = {
      action: 'created',
      issue: issue(),
      comment: { id: 9, body: 'As a maintainer: please add the logs.', user: tokenUser },
      sender: tokenUser,
    };
    expect(routeEvent('issue_comment', payload, asUser)).toMatchObject({ kind: 'triage', trigger: { kind: 'comment', commentId: 9 } });
  });
});
