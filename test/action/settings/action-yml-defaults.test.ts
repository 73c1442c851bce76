// action.yml's input defaults are the constants the code defaults to: one home each, checked here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_REQUEST_BUDGET } from '../../../src/action/backfill/select.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';
import { MAX_LABEL_LENGTH } from '../../../src/core/text/limits.js';
import { DEFAULT_LABELS } from '../../../src/core/options.js';

const action = parse(readFileSync(new URL('../../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { default?: string | number | boolean }>;
};
const defaultOf = (name: string): string => String(action.inputs[name]?.default ?? '');
const ENV = VLLM_REPOSITORY;

describe('action.yml input defaults', () => {
  it('should name the default labels of the core', () => {
    expect(defaultOf('connector-label')).toBe(DEFAULT_LABELS.connectorLabel);
    expect(defaultOf('rerun-label')).toBe(DEFAULT_LABELS.rerunLabel);
    expect(defaultOf('dismiss-label')).toBe(DEFAULT_LABELS.dismissLabel);
    expect(DEFAULT_LABELS.needsInfoLabel).toBeNull();
    expect(defaultOf('needs-info-label')).toBe('');
    expect(defaultOf('connector-labels')).toBe('');
    expect(DEFAULT_LABELS.perConnector).toEqual({});
    expect(defaultOf('add-labels')).toBe(String(!DEFAULT_LABELS.disabled));
  });

  it("should name labels within GitHub's limit", () => {
    for (const name of [DEFAULT_LABELS.connectorLabel, DEFAULT_LABELS.rerunLabel, DEFAULT_LABELS.dismissLabel]) {
      expect(name.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH);
    }
  });

  it('should give the backfill the budget it uses when the input is empty', () => {
    expect(Number(defaultOf('request-budget'))).toBe(DEFAULT_REQUEST_BUDGET);
  });

  it('should read into the same settings as no input at all (but for the token and the budget, spelled out)', () => {
    const fromDefaults = readSettings(
      fakeInputs((name) => (name === 'github-token' ? '' : defaultOf(name))),
      ENV,
    );
    const fromNothing = readSettings(
      fakeInputs(() => ''),
      ENV,
    );
    expect(fromDefaults.backfill.requestBudget).toBe(DEFAULT_REQUEST_BUDGET);
    expect(fromNothing.backfill.requestBudget).toBeNull();
    expect({ ...fromDefaults, backfill: { ...fromDefaults.backfill, requestBudget: null } }).toEqual(fromNothing);
  });
});
