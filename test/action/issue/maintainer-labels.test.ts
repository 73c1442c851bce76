// Which maintainers' labels the action tells the core exist, and what each way of finding out costs in requests.
import { describe, expect, it } from 'vitest';
import { findMaintainerLabels, type MaintainerLabelsContext } from '../../../src/action/issue/maintainer-labels.js';
import { DEFAULT_LABELS } from '../../../src/core/plan/label-options.js';
import { labelsTheActionUses } from '../../../src/action/settings/label-set.js';
import { apiError, FakeGateway, makeIssue } from '../../support/fake-gateway.js';

const BOTH = [DEFAULT_LABELS.rerunLabel, DEFAULT_LABELS.dismissLabel];

function context(
  gateway: FakeGateway,
  overrides: Partial<MaintainerLabelsContext['settings']> & { brandNew?: boolean; namedBefore?: string[] } = {},
): MaintainerLabelsContext {
  const settings = { labels: DEFAULT_LABELS, createMissingLabels: false, dryRun: false, ...overrides };
  return {
    issue: gateway.issue,
    brandNew: overrides.brandNew ?? false,
    settings,
    specs: labelsTheActionUses(settings),
    namedBefore: overrides.namedBefore ?? [],
  };
}

describe('findMaintainerLabels', () => {
  it('should look up the labels neither the issue nor the last comment vouches for, once each', async () => {
    const gateway = new FakeGateway(makeIssue('x', ['vllm-triage:rerun']));
    gateway.repoLabels.delete('vllm-triage:dismiss');
    expect((await findMaintainerLabels(async () => gateway, context(gateway))).present).toEqual(['vllm-triage:rerun']);
    expect(gateway.calls).toEqual([{ op: 'findRepoLabels', args: [['vllm-triage:dismiss']] }]);
  });

  it('should ask nothing when the issue and the last comment vouch for both, or on the first run of a brand-new issue', async () => {
    const gateway = new FakeGateway(makeIssue('x', ['vllm-triage:rerun']));
    expect((await findMaintainerLabels(async () => gateway, context(gateway, { namedBefore: ['vllm-triage:dismiss'] }))).present.sort()).toEqual(
      [...BOTH].sort(),
    );
    expect((await findMaintainerLabels(async () => gateway, context(gateway, { brandNew: true }))).present).toEqual(['vllm-triage:rerun']);
    expect(gateway.calls).toEqual([]);
  });

  it('should count both as there in a dry run with create-missing-labels (the real run creates them), writing nothing', async () => {
    const gateway = new FakeGateway(makeIssue('x'));
    gateway.repoLabels.clear();
    expect((await findMaintainerLabels(async () => gateway, context(gateway, { createMissingLabels: true, dryRun: true }))).present).toEqual(BOTH);
    expect(gateway.calls).toEqual([]);
  });

  it('should name only the issue’s own labels, with a note, when the look-up fails', async () => {
    const gateway = new FakeGateway(makeIssue('x', ['vllm-triage:dismiss']));
    gateway.fail('findRepoLabels', { error: apiError(500) });
    const found = await findMaintainerLabels(async () => gateway, context(gateway));
    expect(found.present).toEqual(['vllm-triage:dismiss']);
    expect(found.notes.join(' ')).toMatch(/looking the others up failed/);
  });
});
