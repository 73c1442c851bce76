import * as core from '@actions/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError, parseConnectorLabels, parseIssueNumbers } from '../../../src/action/settings/input-parsers.js';
import { docsBaseOf, readSettings, type RunFacts } from '../../../src/action/settings/inputs.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';

function settingsFrom(inputs: Record<string, string>, facts: RunFacts = VLLM_REPOSITORY) {
  return readSettings(fakeInputs(inputs), facts);
}

describe('readSettings', () => {
  it('should fill every default when no input is set', () => {
    const settings = settingsFrom({});
    expect(settings).toMatchObject({
      owner: 'vllm-project',
      repo: 'vllm',
      apiUrl: 'https://api.github.com',
      serverUrl: 'https://github.com',
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

  it("should recognise the bot by github-actions[bot] unless bot-login names the token's identity, and quote a bad login", () => {
    expect(settingsFrom({}).botLogin).toBe('github-actions[bot]');
    expect(settingsFrom({ 'bot-login': 'my-triage-app[bot]' }).botLogin).toBe('my-triage-app[bot]');
    expect(settingsFrom({ 'bot-login': 'maintainer-42' }).botLogin).toBe('maintainer-42');
    expect(() => settingsFrom({ 'bot-login': '@someone' })).toThrow('input "bot-login" is "@someone"; expected the login the token writes as');
  });

  it('should honour GITHUB_API_URL for GitHub Enterprise Server without a trailing slash', () => {
    expect(settingsFrom({}, { ...VLLM_REPOSITORY, apiUrl: 'https://ghe.example.com/api/v3/' }).apiUrl).toBe('https://ghe.example.com/api/v3');
  });

  it('should read the run attempt so a re-run of the job is recognised', () => {
    expect(settingsFrom({}, { ...VLLM_REPOSITORY, runAttempt: 3 }).runAttempt).toBe(3);
    // github.context gives NaN when GITHUB_RUN_ATTEMPT is unset.
    expect(settingsFrom({}, { ...VLLM_REPOSITORY, runAttempt: Number.NaN }).runAttempt).toBe(1);
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
    expect(() => settingsFrom({}, { repository: 'vllm' })).toThrow(InputError);
    expect(() => settingsFrom({}, { repository: '' })).toThrow('GITHUB_REPOSITORY is ""; expected "owner/name"');
  });
});

describe('readSettings through @actions/core', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('should read INPUT_ variables as the runner sets them: trimmed, booleans strict, connector labels one per line', () => {
    vi.stubEnv('INPUT_DRY-RUN', ' True ');
    vi.stubEnv('INPUT_ISSUE-NUMBERS', '1 2');
    vi.stubEnv('INPUT_CONNECTOR-LABELS', 'NixlConnector=nixl\n\n  MooncakeStoreConnector = mooncake  \n');
    const settings = readSettings(core, VLLM_REPOSITORY);
    expect(settings.dryRun).toBe(true);
    expect(settings.issueNumbers).toEqual([1, 2]);
    expect(settings.labels.perConnector).toEqual({ NixlConnector: 'nixl', MooncakeStoreConnector: 'mooncake' });
  });

  it('should quote a value getBooleanInput refuses', () => {
    vi.stubEnv('INPUT_ADD-LABELS', 'yes');
    expect(() => readSettings(core, VLLM_REPOSITORY)).toThrow('input "add-labels" is "yes"; expected true or false');
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
    expect(parseConnectorLabels(['MooncakeStoreConnector=mooncake', '# comment', 'NixlConnector = nixl'])).toEqual({
      MooncakeStoreConnector: 'mooncake',
      NixlConnector: 'nixl',
    });
  });

  it('should quote a line without a connector name', () => {
    expect(() => parseConnectorLabels(['=mooncake'])).toThrow('has the line "=mooncake"; expected ConnectorName=label');
  });
});

describe('docsBaseOf', () => {
  it('should point at docs/errors/ of the repository and ref the action runs from', () => {
    expect(docsBaseOf('https://github.com', 'triage-bot/vllm-triage', 'v1')).toBe('https://github.com/triage-bot/vllm-triage/blob/v1/docs/errors');
    expect(docsBaseOf('https://ghe.example.com', 'infra/vllm-triage', 'releases/v1.2')).toBe(
      'https://ghe.example.com/infra/vllm-triage/blob/releases/v1.2/docs/errors',
    );
    expect(readSettings(fakeInputs({}), { ...VLLM_REPOSITORY, actionRepository: 'triage-bot/vllm-triage', actionRef: 'v1' }).docsBase).toBe(
      'https://github.com/triage-bot/vllm-triage/blob/v1/docs/errors',
    );
  });

  it("should point a local uses: ./ at the workflow's repository and commit", () => {
    const sha = '0123456789abcdef0123456789abcdef01234567';
    expect(readSettings(fakeInputs({}), { ...VLLM_REPOSITORY, actionRepository: '', actionRef: '', sha }).docsBase).toBe(
      `https://github.com/${VLLM_REPOSITORY.repository}/blob/${sha}/docs/errors`,
    );
  });

  it('should give null (page paths in the repository) without a commit and for anything that is not a plain repository and ref', () => {
    expect(docsBaseOf('https://github.com', '', '')).toBeNull();
    expect(settingsFrom({}).docsBase).toBeNull();
    expect(docsBaseOf('https://github.com', 'triage-bot/vllm-triage', 'v1)(https://example.com')).toBeNull();
    expect(docsBaseOf('https://github.com', 'triage-bot/vllm-triage/extra', 'v1')).toBeNull();
    expect(docsBaseOf('https://github.com', 'triage-bot/vllm-triage', 'v1 x')).toBeNull();
    expect(docsBaseOf('http://github.com', 'triage-bot/vllm-triage', 'v1')).toBeNull();
  });
});

describe('a run stopped by bad inputs', () => {
  it('should name every bad input, one a line, not only the first', () => {
    let message = '';
    try {
      readSettings(fakeInputs({ state: 'everything', shard: '5/4', 'dry-run': 'maybe' }), VLLM_REPOSITORY);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message.split('\n')).toEqual([
      'input "dry-run" is "maybe"; expected true or false',
      'input "state" is "everything"; expected open, closed or all',
      'input "shard" is "5/4"; expected i/n with 1 ≤ i ≤ n, e.g. 2/4',
    ]);
  });
});
