// catalog/pull-requests.yaml: a row for every PR the catalog names, commits read from a history (never guessed).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import compiled from '../../../src/generated/catalog.json' with { type: 'json' };
import { PULL_REQUESTS_FILE, validatePullRequests } from '../../../src/cli/catalog/validate-pull-requests.js';
import { findMergeCommit, isAncestor } from '../../../src/cli/catalog/pull-request-history.js';
import { checkPullRequests } from '../../../src/cli/catalog/pull-requests-command.js';
import type { PullRequestTable } from '../../../src/core/catalog/types.js';
import { pullRequestsNamed, pullRequestsNamedBy } from '../../../src/core/catalog/pull-requests.js';
import type { CatalogEntry } from '../../../src/core/catalog/types.js';
import { buildTinyHistory } from '../../support/tiny-git-history.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const entries = compiled.entries as CatalogEntry[];
const table = (): Record<string, unknown> => parse(readFileSync(`${root}${PULL_REQUESTS_FILE}`, 'utf8')) as Record<string, unknown>;
const rows = (parsed: Record<string, unknown>): Record<string, Record<string, unknown>> => parsed['pull_requests'] as Record<string, Record<string, unknown>>;

describe('catalog/pull-requests.yaml', () => {
  it('should validate and hold a row for every PR the catalog names', () => {
    const { errors, table: valid } = validatePullRequests(table(), entries);
    expect(errors).toEqual([]);
    const named = pullRequestsNamed(entries);
    expect(named.length).toBeGreaterThanOrEqual(15);
    for (const pr of named) expect(valid?.pull_requests[String(pr)], `PR #${pr}`).toBeDefined();
  });

  it('should name the PR and the entries that need it when a row is missing', () => {
    const parsed = table();
    delete rows(parsed)['43281'];
    const { errors } = validatePullRequests(parsed, entries);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/PR #43281 \(named by [^)]*mooncake-store\/request-not-in-unfinished-requests[^)]*\) has no row/);
  });

  it('should refuse a guessed commit: a short sha, a found PR without its date, a note beside a commit', () => {
    for (const bad of [
      { commit: '873758c13', merged: '2026-05-25', subject: 'x' },
      { commit: '873758c13a64742e2a0247e0f2c62cadf027dd2b', subject: 'x' },
      { commit: '873758c13a64742e2a0247e0f2c62cadf027dd2b', merged: '2026-05-25', subject: 'x', note: 'guess' },
      { commit: null },
    ]) {
      const parsed = table();
      rows(parsed)['43281'] = bad;
      expect(validatePullRequests(parsed, entries).errors.length, JSON.stringify(bad)).toBeGreaterThan(0);
    }
  });

  it('should refuse a version note about an unknown entry or a PR without a commit', () => {
    const parsed = table();
    (parsed['version_notes'] as unknown[]).push({ entry: 'nixl/nope', pr: 57776, missing: { text: 'x', basis: [{ pr: 57776 }] } });
    const { errors } = validatePullRequests(parsed, entries);
    expect(errors.some((error) => error.includes('no catalog entry nixl/nope'))).toBe(true);
    expect(errors.some((error) => error.includes('PR #57776 has no merge commit'))).toBe(true);
  });
});

describe('pullRequestsNamedBy', () => {
  const entry = (text: string, related: CatalogEntry['related'] = {}): CatalogEntry =>
    ({ ...(entries[0] as CatalogEntry), explanation: [{ text, basis: [{ pr: 11 }] }], triggers: [], workarounds: [], asks: [], related });

  it('should read PR numbers from basis items, related PRs and `#N` in prose, but not issues', () => {
    const named = pullRequestsNamedBy(entry('PR #22 and #33 fixed it; issue #44 and #55 report it; see https://github.com/vllm-project/vllm/pull/66.', { issues: [55], prs: [77] }));
    expect(named).toEqual([11, 22, 33, 66, 77]);
  });
});

describe('reading merge commits and containment from a git history', () => {
  const history = buildTinyHistory([
    { commit: 'Add the store connector (#100)' },
    { commit: 'Handle finish after preemption (#200)', tag: 'v0.1.0' },
    { branch: 'fork-only', from: 'Handle finish after preemption (#200)' },
    { commit: 'A fork change that mentions (#400)' },
    { branch: 'upstream', from: 'Handle finish after preemption (#200)' },
    { commit: 'Track resumed requests (#300)', tag: 'v0.2.0' },
    { commit: 'Not a squash merge of #500, only a mention' },
  ]);
  afterAll(() => history.remove());

  it('should find a squash merge by its `(#N)` subject among the upstream ancestors only', () => {
    const upto = history.sha('Not a squash merge of #500, only a mention');
    expect(findMergeCommit(history.dir, upto, 300)).toEqual({ commit: history.sha('Track resumed requests (#300)'), merged: expect.stringMatching(/^2026-\d\d-\d\d$/), subject: 'Track resumed requests' });
    expect(findMergeCommit(history.dir, upto, 400)).toEqual({ commit: null, note: expect.stringContaining('(#400)') });
    expect(findMergeCommit(history.dir, upto, 500).commit).toBeNull();
  });

  it('should answer whether a tag or a commit contains a fix, and null when git cannot tell', () => {
    const fix = history.sha('Track resumed requests (#300)');
    expect(isAncestor(history.dir, fix, 'v0.2.0')).toBe(true);
    expect(isAncestor(history.dir, fix, 'v0.1.0')).toBe(false);
    expect(isAncestor(history.dir, history.sha('Handle finish after preemption (#200)'), 'v0.1.0')).toBe(true);
    expect(isAncestor(history.dir, fix, history.sha('A fork change that mentions (#400)'))).toBe(false);
    expect(isAncestor(history.dir, fix, 'v9.9.9')).toBeNull();
    expect(isAncestor(history.dir, 'f'.repeat(40), 'v0.2.0')).toBeNull();
  });

  it('should check a table against the history: ok, not found, a wrong commit and a missing row, with rows to paste', () => {
    const upto = history.sha('Not a squash merge of #500, only a mention');
    const named = { ...(entries[0] as CatalogEntry), related: { prs: [100, 200, 300, 400] } };
    const table: PullRequestTable = {
      history: { repository: 'x/y', upto },
      pull_requests: {
        '100': { commit: history.sha('Add the store connector (#100)'), merged: '2026-01-10', subject: 'Add the store connector' },
        '200': { commit: history.sha('Add the store connector (#100)'), merged: '2026-01-10', subject: 'wrong' },
        '400': { commit: null, note: 'not found' },
      },
      version_notes: [],
    };
    const result = checkPullRequests(history.dir, upto, { entries: [named], table });
    const status = (pr: number): string => result.lines.find((line) => line.includes(`#${pr} `))?.split(' ')[0] ?? '';
    expect(result.failed).toBe(true);
    expect([100, 200, 300, 400].map(status)).toEqual(['ok', 'differs', 'missing', 'not']);
    expect(result.rows.join('\n')).toContain(`  300:\n    commit: ${history.sha('Track resumed requests (#300)')}`);
    expect(result.rows.join('\n')).toContain(`  200:\n    commit: ${history.sha('Handle finish after preemption (#200)')}`);
  });
});
