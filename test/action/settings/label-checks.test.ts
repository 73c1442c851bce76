// Label inputs checked against each other at start-up, a connector-labels line naming no connector, and a `since`
// date that does not exist.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/action/settings/input-parsers.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';
import { labelClashes } from '../../../src/action/settings/label-checks.js';
import { DEFAULT_LABELS } from '../../../src/core/index.js';

const settingsFrom = (inputs: Record<string, string>) => readSettings(fakeInputs(inputs), VLLM_REPOSITORY);

describe('label inputs that clash', () => {
  for (const [inputs, names] of [
    [{ 'connector-label': 'vllm-triage:dismiss' }, ['connector-label', 'dismiss-label']],
    [{ 'connector-label': 'Triage', 'rerun-label': 'triage' }, ['connector-label', 'rerun-label']],
    [{ 'connector-labels': 'NixlConnector=stop-bot', 'dismiss-label': 'stop-bot' }, ['connector-labels', 'dismiss-label']],
    [{ 'connector-labels': 'NixlConnector=vllm-triage:rerun' }, ['connector-labels', 'rerun-label']],
    [{ 'needs-info-label': 'kv-connector' }, ['needs-info-label', 'connector-label']],
    [{ 'needs-info-label': 'nixl', 'connector-labels': 'NixlConnector=nixl' }, ['needs-info-label', 'connector-labels']],
    [{ 'rerun-label': 'again', 'dismiss-label': 'AGAIN' }, ['rerun-label', 'dismiss-label']],
  ] as const) {
    it(`should refuse ${JSON.stringify(inputs)} naming ${names.join(' and ')}`, () => {
      expect(() => settingsFrom(inputs)).toThrow(InputError);
      expect(() => settingsFrom(inputs)).toThrow(`inputs "${names[0]}" and "${names[1]}" both name the label`);
    });
  }

  it('should accept distinct labels, and a per-connector label equal to the connector label', () => {
    const settings = settingsFrom({ 'connector-labels': 'NixlConnector=kv-connector\nMooncakeStoreConnector=mooncake', 'needs-info-label': 'needs-info' });
    expect(settings.labels.perConnector).toEqual({ NixlConnector: 'kv-connector', MooncakeStoreConnector: 'mooncake' });
    expect(settings.inputWarnings).toBeUndefined();
  });
});

describe('labelClashes, the pure check', () => {
  it('should name every clash at once, not only the first', () => {
    const clashes = labelClashes({ ...DEFAULT_LABELS, connectorLabel: 'triage', rerunLabel: 'Triage', dismissLabel: 'TRIAGE' });
    expect(clashes).toHaveLength(3);
    expect(clashes.join('\n')).toContain('inputs "connector-label" and "dismiss-label" both name the label "triage"');
    expect(clashes.join('\n')).toContain('inputs "rerun-label" and "dismiss-label" both name the label "Triage"');
  });

  it('should find none in the defaults, with needs-info on', () => {
    expect(labelClashes({ ...DEFAULT_LABELS, needsInfoLabel: 'needs-info', perConnector: { NixlConnector: 'kv-connector' } })).toEqual([]);
  });

  it('should refuse all three clashes of one label in one input error', () => {
    expect(() => settingsFrom({ 'connector-label': 'triage', 'rerun-label': 'triage', 'dismiss-label': 'triage' })).toThrow(
      /connector-label" and "dismiss-label[^]*connector-label" and "rerun-label[^]*rerun-label" and "dismiss-label/,
    );
  });
});

describe('connector-labels naming no connector', () => {
  it('should warn naming the connector, and keep the known ones quiet (class names and family keys)', () => {
    const settings = settingsFrom({ 'connector-labels': 'NixlConnecter=nixl\nLMCacheConnectorV1=lmcache\nmooncake=mooncake' });
    expect(settings.inputWarnings).toEqual([
      'input "connector-labels" names "NixlConnecter", which is no connector vllm-triage knows; its label "nixl" is never added',
    ]);
  });
});

describe('since', () => {
  for (const day of ['2025-02-30', '2025-02-29', '2025-13-01', '2025-04-31T00:00:00Z', '2025-00-10']) {
    it(`should refuse ${day}, a day that does not exist`, () => {
      expect(() => settingsFrom({ since: day })).toThrow('expected a date that exists');
    });
  }

  it('should accept days that exist, a leap day included', () => {
    expect(settingsFrom({ since: '2024-02-29' }).backfill.since).toBe('2024-02-29');
    expect(settingsFrom({ since: '2025-01-31T10:00:00Z' }).backfill.since).toBe('2025-01-31T10:00:00Z');
  });
});
