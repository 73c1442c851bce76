import { describe, expect, it } from 'vitest';
import { inputReaderFromEnv, InputError, parseConnectorLabels, parseIssueNumbers, readSettings } from '../../src/action/inputs.js';

const ENV = { GITHUB_REPOSITORY: 'vllm-project/vllm' };

function settingsFrom(inputs: Record<string, string>, env: Record<string, string> = ENV) {
  return readSettings((name) => inputs[name] ?? '', env);
}

describe('readSettings', () => {
  it('should fill every default when no input is set', () => {
    const settings = settingsFrom({});
    expect(settings).toMatchObject({
      owner: 'vllm-project',
      repo: 'vllm',
      apiUrl: 'https://api.github.com',
      dryRun: false,
      createMissingLabels: false,
      issueNumbers: [],
      earlierReports: false,
      labels: {
        connectorLabel: 'kv-connector',
        perConnector: {},
        needsInfoLabel: null,
        rerunLabel: 'vllm-triage:rerun',
        dismissLabel: 'vllm-triage:dismiss',
        disabled: false,
      },
      backfill: { since: null, state: 'open', requestBudget: null, shard: null, resumeAfter: null },
      runAttempt: 1,
    });
  });

  it('should honour GITHUB_API_URL for GitHub Enterprise Server without a trailing slash', () => {
    expect(settingsFrom({}, { ...ENV, GITHUB_API_URL: 'https://ghe.example.com/api/v3/' }).apiUrl).toBe('https://ghe.example.com/api/v3');
  });

  it('should read the run attempt so a re-run of the job is recognised', () => {
    expect(settingsFrom({}, { ...ENV, GITHUB_RUN_ATTEMPT: '3' }).runAttempt).toBe(3);
  });

  it('should quote a bad boolean and name the expected form', () => {
    expect(() => settingsFrom({ 'dry-run': 'yes' })).toThrow('input "dry-run" is "yes"; expected true or false');
  });

  it('should reject a label longer than GitHub allows, quoting it', () => {
    const long = 'x'.repeat(51);
    expect(() => settingsFrom({ 'rerun-label': long })).toThrow(`has the label "${long}"`);
  });

  it('should read the backfill inputs and turn shard i/n into a zero-based index', () => {
    const settings = settingsFrom({ since: '2025-01-31', state: 'all', 'request-budget': '500', shard: '2/4' });
    expect(settings.backfill).toEqual({ since: '2025-01-31', state: 'all', requestBudget: 500, shard: { index: 1, count: 4 }, resumeAfter: null });
  });

  it('should refuse a shard outside 1..n', () => {
    expect(() => settingsFrom({ shard: '5/4' })).toThrow('input "shard" is "5/4"; expected i/n');
  });

  it('should refuse a GITHUB_REPOSITORY that is not owner/name', () => {
    expect(() => settingsFrom({}, { GITHUB_REPOSITORY: 'vllm' })).toThrow(InputError);
  });

  it('should read inputs from INPUT_ variables like the runner sets them', () => {
    const read = inputReaderFromEnv({ 'INPUT_DRY-RUN': ' true ', 'INPUT_ISSUE-NUMBERS': '1 2' });
    expect(read('dry-run')).toBe('true');
    expect(read('issue-numbers')).toBe('1 2');
  });
});

describe('parseIssueNumbers', () => {
  it('should accept commas, spaces, newlines and # and drop repeats', () => {
    expect(parseIssueNumbers('12, 345 #678\n12')).toEqual([12, 345, 678]);
  });

  it('should quote the part that is not an issue number', () => {
    expect(() => parseIssueNumbers('12, abc')).toThrow('input "issue-numbers" has "abc"');
  });
});

describe('parseConnectorLabels', () => {
  it('should map connector names to labels, one per line', () => {
    expect(parseConnectorLabels('MooncakeStoreConnector=mooncake\n# comment\nNixlConnector = nixl\n')).toEqual({
      MooncakeStoreConnector: 'mooncake',
      NixlConnector: 'nixl',
    });
  });

  it('should quote a line without a connector name', () => {
    expect(() => parseConnectorLabels('=mooncake')).toThrow('has the line "=mooncake"; expected ConnectorName=label');
  });
});
