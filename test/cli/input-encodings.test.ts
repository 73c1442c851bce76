// Input the command line should read or refuse clearly: UTF-16 with its BOM (PowerShell's `>`), UTF-8 with a BOM, gh
// JSON whose `comments` has another type or GraphQL's `{ nodes }`, and a stdout that cannot be written (a full disk).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { runCli } from '../support/build/cli.js';

const ISSUE = [
  '### 🐛 Describe the bug',
  '',
  'MooncakeStoreConnector crashed the engine on vllm 0.26.0 — “déjà vu” 😀.',
  '',
  '```',
  'ERROR 11-03 08:41:52 [core.py:1346] ValueError: Request chatcmpl-77aa is not in _unfinished_requests',
  '```',
].join('\n');

function utf16be(text: string): Buffer {
  return Buffer.from(Buffer.from(`\ufeff${text}`, 'utf16le')).swap16();
}

function inTempFile(bytes: Buffer, name: string, onTestFinished: (fn: () => void) => void): string {
  const folder = mkdtempSync(join(tmpdir(), 'vllm-triage-enc-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}

describe('input encodings', () => {
  it('should read UTF-16 with its BOM (little- and big-endian) as the same issue as UTF-8', async ({ expect, onTestFinished }) => {
    const utf8 = await runCli(['analyze', inTempFile(Buffer.from(ISSUE, 'utf8'), 'issue.md', onTestFinished), '--json']);
    expect(utf8.code, utf8.stderr).toBe(0);
    for (const bytes of [Buffer.from(`\ufeff${ISSUE}`, 'utf16le'), utf16be(ISSUE)]) {
      const result = await runCli(['analyze', inTempFile(bytes, 'issue.md', onTestFinished), '--json']);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual(JSON.parse(utf8.stdout));
    }
  });

  it('should read JSON that starts with a UTF-8 BOM', async ({ expect, onTestFinished }) => {
    const json = JSON.stringify({ title: 'crash', body: ISSUE, comments: [] });
    const result = await runCli(['analyze', inTempFile(Buffer.from(`\ufeff${json}`, 'utf8'), 'issue.json', onTestFinished), '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('chatcmpl-77aa');
  });

  it('should still refuse a binary file', async ({ expect, onTestFinished }) => {
    const result = await runCli(['analyze', inTempFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), 'a.zip', onTestFinished)]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('binary');
  });
});

describe("gh JSON's comments", () => {
  const issue = (comments: unknown): string => JSON.stringify({ title: 'crash', body: ISSUE, comments });

  for (const [what, comments] of [
    ['a string', 'two comments'],
    ['an object without nodes', { totalCount: 2 }],
    ['true', true],
  ] as const) {
    it(`should refuse comments given as ${what}, naming the field`, async ({ expect }) => {
      const result = await runCli(['analyze', '-'], issue(comments));
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('"comments" is');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    });
  }

  it("should read GraphQL's { nodes } as the comments", async ({ expect }) => {
    const result = await runCli(['analyze', '-'], issue({ nodes: [{ author: { login: 'reporter' }, body: 'Still there on 0.27.0.' }] }));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('1 comment read');
  });

  it("should read REST's count as no comments", async ({ expect }) => {
    const result = await runCli(['analyze', '-'], issue(3));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('0 comments read');
  });
});

describe('a stdout that cannot be written', () => {
  const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
  it.runIf(existsSync('/dev/full') && existsSync(cli))('should say so in one line and exit 1 on a full disk (ENOSPC)', ({ expect }) => {
    const full = openSync('/dev/full', 'w');
    try {
      const result = spawnSync(process.execPath, [cli, 'demo'], { stdio: ['ignore', full, 'pipe'], encoding: 'utf8', timeout: 60_000 });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual(['vllm-triage: could not write the output (ENOSPC)']);
    } finally {
      closeSync(full);
    }
  });
});
