// `vllm-triage shadow <dir>`: the ledger of what the bot would do over saved gh issue JSON, scored against the maintainers' labels.
import { mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../support/build/cli.js';
import type { ShadowRow } from '../../src/core/shadow/ledger.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/shadow', import.meta.url));

describe('vllm-triage shadow', () => {
  it('should write a JSON-lines ledger of what the bot would do beside the labels each issue carries', async () => {
    const ledgerFile = join(mkdtempSync(join(tmpdir(), 'shadow-')), 'ledger.jsonl');
    const result = await runCli(['shadow', FIXTURES, '--ledger', ledgerFile]);
    expect(result.code, result.stderr).toBe(0);
    const rows = readFileSync(ledgerFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ShadowRow);
    expect(rows.map((row) => row.issue)).toEqual([101, 102, 103, 104, 105, 106, 107]);
    expect(rows[0]).toEqual({
      issue: 101,
      bot: {
        routed: true,
        connectors: ['MooncakeStoreConnector'],
        labels: ['kv-connector'],
        comment: 'full',
        matches: ['mooncake-store/request-not-in-unfinished-requests'],
      },
      labels: ['bug', 'kv-connector'],
      botCommented: false,
    });
    expect(rows.map((row) => [row.issue, row.bot.routed, row.bot.comment, row.botCommented])).toEqual([
      [101, true, 'full', false],
      [102, true, 'full', false],
      [103, false, 'none', false],
      [104, false, 'none', false],
      [105, true, 'full', false],
      [106, true, 'full', true],
      [107, true, 'none', false],
    ]);
    expect(rows[4]?.bot.connectors).toEqual(['NixlConnector']);
    expect((await runCli(['shadow', FIXTURES, '--jsonl'])).stdout).toBe(readFileSync(ledgerFile, 'utf8'));
  });

  it("should score the bot's routing against the maintainers' labels, leaving out issues the bot had commented on", async () => {
    const result = await runCli(['shadow', FIXTURES, '--repo', 'vllm-project/vllm']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Maintainers' routing labels: `kv-connector`. 6 issues scored. 1 more is left out: the bot had already commented there");
    expect(result.stdout).toContain('| **the bot routes** | 2 | 2 |\n| **the bot does not route** | 1 | 1 |');
    expect(result.stdout).toContain('**Precision** 50 % (2 of the 4 issues the bot routes) · **Recall** 66.7 % (2 of the 3 issues the maintainers labelled)');
    expect(result.stdout).toContain('**Disagreements** (3):');
    // A performance question whose subject is LMCache ("No errors, just slower"): a connector issue without a
    // traceback, which the bot routes (issue 22) and the maintainers here did not: a disagreement the report lists.
    expect(result.stdout).toContain('[#107](https://github.com/vllm-project/vllm/issues/107): the bot would route it');
    expect(result.stdout).toContain(
      '- [#102](https://github.com/vllm-project/vllm/issues/102): the bot would route it (recognised `mooncake-store/request-not-in-unfinished-requests`; comment: full); no maintainer label says so',
    );
    expect(result.stdout).toContain(
      '- [#103](https://github.com/vllm-project/vllm/issues/103): labelled `kv-connector` by maintainers; the bot would not route it (comment: none)',
    );
    expect(result.stdout).toContain(
      '| [#106](https://github.com/vllm-project/vllm/issues/106) | yes | `MooncakeStoreConnector` | `kv-connector` | full | `kv-connector` (bot had commented) |',
    );
  });

  it('should take the human label set from --human-labels', async () => {
    const result = await runCli(['shadow', FIXTURES, '--human-labels', 'bug, documentation']);
    // bug or documentation: 101, 102, 105 routed by both, 103 and 104 by maintainers only, 107 by the bot only.
    expect(result.stdout).toContain('| **the bot routes** | 3 | 1 |\n| **the bot does not route** | 2 | 0 |');
    expect(result.stdout).toContain('**Precision** 75 % (3 of the 4 issues the bot routes) · **Recall** 60 % (3 of the 5 issues the maintainers labelled)');
    expect(result.stdout).toContain('- #104: labelled `documentation` by maintainers');
  });

  it('should name a file it cannot read, score the rest, and exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shadow-'));
    copyFileSync(join(FIXTURES, 'issue-101.json'), join(dir, 'issue-101.json'));
    writeFileSync(join(dir, 'broken.json'), '{"title": ');
    writeFileSync(join(dir, 'list.json'), '[1, 2]');
    const result = await runCli(['shadow', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`shadow: ${join(dir, 'broken.json')}: `);
    expect(result.stderr).toContain(`shadow: ${join(dir, 'list.json')}: expected one issue`);
    expect(result.stdout).toContain('1 issue scored.');
  });

  it('should refuse a bad command line with the usage', async () => {
    expect((await runCli(['shadow'])).code).toBe(2);
    expect((await runCli(['shadow', FIXTURES, '--repo', 'not a repo'])).stderr).toContain('--repo is "not a repo"; expected owner/name');
    expect((await runCli(['shadow', FIXTURES, '--bogus'])).code).toBe(2);
    expect((await runCli(['shadow', '--help'])).stdout).toContain('usage: vllm-triage shadow <dir>');
  });

  it('should fail with a clear message, and print no report, on a folder without .json files', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'shadow-empty-'));
    writeFileSync(join(empty, 'notes.md'), 'not an issue');
    const result = await runCli(['shadow', empty]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `shadow: no .json files in ${empty}; save each issue there with gh issue view N --json number,title,body,labels,comments > ${join(empty, 'N.json')}\n`,
    );
  });
});
