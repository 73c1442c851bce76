// The range check of since_pr / until_pr statements, against a small history written for the test.
import { describe, expect, it } from 'vitest';
import type { CatalogEntry, PullRequestTable } from '../../../src/core/catalog/types.js';
import { checkRanges, type HistoryQuestions } from '../../../src/cli/catalog/ranges/range-check.js';

/** Main as a line of commits c0 … c9; `firstWith` finds the message at c3. */
const ORDER = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9'];
const history: HistoryQuestions = {
  isAncestor: (a, b) => (ORDER.includes(a) && ORDER.includes(b) ? ORDER.indexOf(a) <= ORDER.indexOf(b) : null),
  firstWith: (text) => (text.includes('Handshake with') ? 'c3' : null),
};
const table: PullRequestTable = {
  history: { repository: 'ivanium/vllm', upto: 'c9' },
  pull_requests: {
    '10': { commit: 'c2', merged: '2025-01-01', subject: 'before the message' },
    '20': { commit: 'c5', merged: '2025-02-01', subject: 'after the message' },
  },
  version_notes: [],
};

function entry(claims: CatalogEntry['explanation']): CatalogEntry {
  return {
    id: 'nixl/test',
    title: 'test',
    connector: 'NixlConnector',
    labels: [],
    signatures: [{ template: 'Handshake with %s failed' }],
    source: { path: 'x.py', function: 'f', line: 1, commit: 'c8' },
    explanation: claims,
    triggers: [],
    workarounds: [{ text: 'w', basis: [{ pr: 20 }] }],
    asks: [],
    examples: [],
  };
}

describe('checkRanges', () => {
  it('should pass statements whose basis was read on the right side of their PR', () => {
    const ok = entry([
      { text: 'since', since_pr: 20, basis: [{ source: { path: 'x.py', line: 1, expect: 'x' } }] },
      { text: 'until', until_pr: 20, basis: [{ source: { path: 'x.py', line: 1, expect: 'x', commit: 'c4' } }] },
    ]);
    expect(checkRanges([ok], table, 'c8', history)).toEqual({ checked: 2, problems: [] });
  });

  it('should fail a basis read on the wrong side, an unknown PR, and a statement for builds that never raise the message', () => {
    const bad = entry([
      { text: 'until, read at the pin', until_pr: 20, basis: [{ source: { path: 'x.py', line: 1, expect: 'x' } }] },
      { text: 'unknown PR', since_pr: 99, basis: [{ pr: 99 }] },
      { text: 'before the message existed', until_pr: 10, basis: [{ pr: 10 }] },
    ]);
    const { problems } = checkRanges([bad], table, 'c8', history);
    expect(problems.map((item) => `${item.field}: ${item.problem}`)).toEqual([
      'explanation[0]: x.py:1@c8 is read in code that has PR #20',
      'explanation[1]: since_pr #99 has no merge commit in catalog/pull-requests.yaml',
      "explanation[2]: no build without PR #10 raises this entry's message (it came later)",
    ]);
  });
});
