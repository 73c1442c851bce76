import { describe, expect, it } from 'vitest';
import { planLabelRemovals, planLabels, validateLabel, type LabelPlanInput } from '../../../src/core/plan/labels.js';
import { decideRouting } from '../../../src/core/plan/routing.js';
import { DEFAULT_LABELS } from '../../../src/core/options.js';
import type { CatalogEntry } from '../../../src/core/catalog/types.js';
import type { ConnectorEvidence } from '../../../src/core/connectors/types.js';
import type { Match } from '../../../src/core/match/types.js';
import type { AskStatus } from '../../../src/core/plan/types.js';

function match(id: string, connector: string, curated: boolean, confidence: Match['confidence'] = 'exact'): Match {
  return {
    id,
    connector,
    confidence,
    curated,
    title: id,
    template: null,
    captures: {},
    source: { path: 'vllm/x.py', function: 'f', line: 1, commit: 'c', url: '' },
    evidence: { kind: 'error-line', index: 0, line: 1, text: '' },
  };
}

function entry(id: string, labels: string[]): CatalogEntry {
  return {
    id,
    title: id,
    connector: 'MooncakeStoreConnector',
    labels,
    signatures: [],
    source: { path: 'vllm/x.py', function: 'f', line: 1, commit: 'c' },
    explanation: '',
    triggers: [],
    workarounds: [],
    asks: [],
    examples: [],
  };
}

const openAsk: AskStatus = { id: 'a', text: 't', how: 'h', satisfied: false, satisfiedBy: null };
const seed = match('mooncake-store/request-not-in-unfinished-requests', 'MooncakeStoreConnector', true);

function plan(overrides: Partial<LabelPlanInput>) {
  return planLabels({ matches: [], connectors: [], entries: [], existing: [], config: DEFAULT_LABELS, ...overrides });
}

describe('planLabels', () => {
  it('should add kv-connector for a curated match and nothing for an issue without a connector error', () => {
    expect(plan({ matches: [seed] })).toEqual({ labels: ['kv-connector'], labelsToAdd: ['kv-connector'], botLabels: [], notes: [] });
    expect(plan({})).toEqual({ labels: [], labelsToAdd: [], botLabels: [], notes: [] });
  });

  it('should add kv-connector for index and connector-file matches, a connector frame, and a config with a failure not known to be elsewhere', () => {
    expect(plan({ matches: [match('index/nixl/x', 'NixlConnector', false, 'connector-file')] }).labels).toEqual(['kv-connector']);
    const frame: ConnectorEvidence = {
      name: 'NixlConnector',
      family: 'nixl',
      tier: 'implicated',
      evidence: [{ kind: 'connector-code', text: 'nixl_connector.py', line: 3 }],
    };
    const config: ConnectorEvidence = {
      name: 'NixlConnector',
      family: 'nixl',
      tier: 'configured',
      evidence: [{ kind: 'config', text: 'kv_connector', line: 3 }],
    };
    expect(plan({ connectors: [frame] }).labels).toEqual(['kv-connector']);
    expect(plan({ connectors: [config] }).labels).toEqual(['kv-connector']);
    const elsewhere = decideRouting([], [config], { place: 'elsewhere', why: 'out of memory at model load' });
    expect(plan({ connectors: [config], routing: elsewhere }).labels).toEqual([]);
  });

  it('should add per-connector labels as configured and the labels the catalog names', () => {
    const config = { ...DEFAULT_LABELS, perConnector: { MooncakeStoreConnector: 'mooncake' } };
    expect(plan({ matches: [seed], entries: [entry(seed.id, ['scheduler']), entry('other', ['unrelated'])], config }).labels).toEqual([
      'kv-connector',
      'mooncake',
      'scheduler',
    ]);
  });

  it('should not re-add a label the issue already has, in any letter case', () => {
    expect(plan({ matches: [seed], existing: ['KV-Connector', 'bug'] })).toMatchObject({ labels: ['kv-connector'], labelsToAdd: [] });
  });

  it('should drop invalid label names with a note', () => {
    const config = { ...DEFAULT_LABELS, perConnector: { MooncakeStoreConnector: 'a,b', NixlConnector: 'x'.repeat(51) } };
    const result = plan({ matches: [seed, match('nixl/x', 'NixlConnector', true)], config });
    expect(result.labels).toEqual(['kv-connector']);
    expect(result.notes).toEqual([
      'label "a,b" was dropped: label names cannot contain commas',
      `label "${'x'.repeat(51)}" was dropped: longer than 50 characters`,
    ]);
  });

  it('should stop at 100 labels per issue', () => {
    const existing = Array.from({ length: 100 }, (_, index) => `label-${index}`);
    expect(plan({ matches: [seed], existing })).toMatchObject({ labelsToAdd: [], notes: ['1 label(s) not added: the issue would pass 100 labels'] });
  });

  it('should add the needs-info label only when configured and an ask is open, and own it', () => {
    const config = { ...DEFAULT_LABELS, needsInfoLabel: 'needs-info' };
    expect(plan({ matches: [seed], asks: [openAsk] }).labels).toEqual(['kv-connector']);
    expect(plan({ matches: [seed], asks: [openAsk], config })).toEqual({
      labels: ['kv-connector', 'needs-info'],
      labelsToAdd: ['kv-connector', 'needs-info'],
      botLabels: ['needs-info'],
      notes: [],
    });
    expect(plan({ matches: [seed], asks: [{ ...openAsk, satisfied: true }], config }).labels).toEqual(['kv-connector']);
  });

  it('should keep owning a needs-info label it added on an earlier run, but not one a human added', () => {
    const config = { ...DEFAULT_LABELS, needsInfoLabel: 'needs-info' };
    const existing = ['kv-connector', 'needs-info'];
    expect(plan({ matches: [seed], asks: [openAsk], config, existing, previousBotLabels: ['needs-info'] }).botLabels).toEqual(['needs-info']);
    expect(plan({ matches: [seed], asks: [openAsk], config, existing }).botLabels).toEqual([]);
  });

  it('should add nothing when labelling is disabled', () => {
    expect(plan({ matches: [seed], config: { ...DEFAULT_LABELS, disabled: true } }).labelsToAdd).toEqual([]);
  });
});

describe('validateLabel', () => {
  it('should trim names and reject empty ones', () => {
    expect(validateLabel('  kv-connector ')).toEqual({ label: 'kv-connector' });
    expect(validateLabel('   ')).toEqual({ note: 'an empty label name was dropped' });
  });
});

describe('planLabelRemovals', () => {
  it('should remove a bot label once it is no longer needed', () => {
    expect(planLabelRemovals(['needs-info'], ['bug', 'Needs-Info', 'kv-connector'], ['kv-connector'])).toEqual(['Needs-Info']);
  });

  it('should keep a bot label that is still needed, and never touch labels outside the marker', () => {
    expect(planLabelRemovals(['needs-info'], ['needs-info'], ['kv-connector', 'needs-info'])).toEqual([]);
    expect(planLabelRemovals([], ['needs-info', 'bug'], [])).toEqual([]);
    expect(planLabelRemovals(['needs-info'], ['bug'], [])).toEqual([]);
  });
});
