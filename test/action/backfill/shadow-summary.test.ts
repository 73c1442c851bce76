// The shadow section of a backfill's summary: only for a dry run with issues triaged; issue links from the API root.
import { describe, expect, it } from 'vitest';
import { issueWebUrl, renderBackfillShadow } from '../../../src/action/backfill/shadow-summary.js';
import type { BackfillReport } from '../../../src/action/backfill/backfill.js';
import type { ActionSettings } from '../../../src/action/settings/inputs.js';
import { DEFAULT_LABELS } from '../../../src/core/options.js';

const settings = {
  owner: 'vllm-project',
  repo: 'vllm',
  apiUrl: 'https://api.github.com',
  labels: { ...DEFAULT_LABELS, perConnector: { NixlConnector: 'nixl' } },
} as unknown as ActionSettings;
const row = {
  issue: 5,
  bot: { routed: true, connectors: ['NixlConnector'], labels: ['kv-connector', 'nixl'], comment: 'full' as const, matches: [] },
  labels: ['nixl'],
  botCommented: false,
};

describe('renderBackfillShadow', () => {
  it('should link issues on github.com and on a GitHub Enterprise Server host', () => {
    expect(issueWebUrl('https://api.github.com', 'o', 'r')(3)).toBe('https://github.com/o/r/issues/3');
    expect(issueWebUrl('https://ghe.example.com/api/v3/', 'o', 'r')(3)).toBe('https://ghe.example.com/o/r/issues/3');
  });

  it('should score against the connector label and the per-connector labels, and say nothing for a run that wrote', () => {
    const report = { dryRun: true, ledger: [row] } as unknown as BackfillReport;
    const section = renderBackfillShadow(report, settings);
    expect(section).toContain("Maintainers' routing labels: `kv-connector`, `nixl`. 1 issue scored.");
    expect(section).toContain('**Precision** 100 % (1 of the 1 issues the bot routes)');
    expect(section).toContain('```jsonl\n{"issue":5,');
    expect(renderBackfillShadow({ ...report, dryRun: false }, settings)).toBe('');
    expect(renderBackfillShadow({ ...report, ledger: [] }, settings)).toBe('');
  });
});
