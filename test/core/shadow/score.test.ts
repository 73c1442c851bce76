// Shadow scoring and its report: precision and recall over the rows the bot had not commented on, label names kept inert.
import { describe, expect, it } from 'vitest';
import type { ShadowRow } from '../../../src/core/shadow/ledger.js';
import { renderShadowReport } from '../../../src/core/shadow/report.js';
import { scoreShadow } from '../../../src/core/shadow/score.js';

function row(issue: number, routed: boolean, labels: string[], botCommented = false): ShadowRow {
  return {
    issue,
    bot: { routed, connectors: routed ? ['NixlConnector'] : [], labels: routed ? ['kv-connector'] : [], comment: routed ? 'full' : 'none', matches: [] },
    labels,
    botCommented,
  };
}

describe('scoreShadow', () => {
  it('should count agreements and disagreements case-insensitively and leave out rows the bot had commented on', () => {
    const score = scoreShadow(
      [row(1, true, ['KV-Connector ']), row(2, true, []), row(3, false, ['kv-connector']), row(4, false, []), row(5, true, ['kv-connector'], true)],
      ['kv-connector'],
    );
    expect(score).toMatchObject({
      scored: 4,
      leftOut: 1,
      truePositives: 1,
      falsePositives: 1,
      falseNegatives: 1,
      trueNegatives: 1,
      precision: 0.5,
      recall: 0.5,
    });
    expect(score.disagreements.map((item) => [item.issue, item.kind])).toEqual([
      [2, 'bot-only'],
      [3, 'human-only'],
    ]);
  });

  it('should give no precision when the bot routes nothing, and no recall when no maintainer label is there', () => {
    expect(scoreShadow([row(1, false, [])], ['kv-connector'])).toMatchObject({ precision: null, recall: null });
  });
});

describe('renderShadowReport', () => {
  it('should keep label names inert in table cells and say n/a for a share of nothing', () => {
    const rows = [row(7, false, ['a|b', '@octocat <img>'])];
    const report = renderShadowReport(rows, scoreShadow(rows, ['a|b']), { heading: '###' });
    expect(report.startsWith("### Shadow report: the bot's routing against the maintainers' labels\n")).toBe(true);
    expect(report).toContain('**Precision** n/a (0 of the 0 issues the bot routes) · **Recall** 0 % (0 of the 1 issues the maintainers labelled)');
    // Inside a code span `<img>` is text, not HTML; the mention is broken.
    expect(report).toContain('| #7 | no | — | — | none | `a\\|b`, `@\u200boctocat <img>` |');
  });
});
