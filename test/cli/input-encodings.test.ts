// Input the command line should read or refuse clearly: UTF-16 with its BOM (PowerShell's `>`), UTF-8 with a BOM, gh
// JSON whose `comments` has another type or GraphQL's `{ nodes }`, and a stdout that cannot be written (a full disk).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { runCli } from '../support/build/cli.js';
import { decodeInputText } from '../../src/cli/text-encoding.js';
import { readIssueThread } from '../../src/cli/analyze/issue-thread.js';

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

  for (const [what, issue, field] of [
    ['a title that is a number', { title: 5, body: ISSUE }, '"title" is a number'],
    ['labels given as one string', { title: 'crash', body: ISSUE, labels: 'bug' }, '"labels" is a string'],
    ['a label that is a number', { title: 'crash', body: ISSUE, labels: [7] }, 'label 1 is a number'],
    ['an author given as a login string', { title: 'crash', body: ISSUE, author: 'reporter' }, '"author" is a string'],
    ['an issue number given as text', { title: 'crash', body: ISSUE, number: '12' }, '"number" is a string'],
    [
      "a comment's author given as a string",
      { title: 'crash', body: ISSUE, comments: [{ author: 'reporter', body: 'hi' }] },
      'comment 1\'s "author" is a string',
    ],
    [
      "a comment's login that is a number",
      { title: 'crash', body: ISSUE, comments: [{ user: { login: 3 }, body: 'hi' }] },
      'comment 1\'s user\'s "login" is a number',
    ],
    [
      "a comment's association that is an object",
      { title: 'crash', body: ISSUE, comments: [{ body: 'hi', authorAssociation: {} }] },
      'comment 1\'s "authorAssociation" is an object',
    ],
  ] as const) {
    it(`should refuse ${what} in one line naming the field, not read it as missing`, async ({ expect }) => {
      const result = await runCli(['analyze', '-'], JSON.stringify(issue));
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(field);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    });
  }

  it("should read GraphQL's { nodes } as the labels", ({ expect }) => {
    expect(readIssueThread({ title: 'crash', body: ISSUE, labels: { nodes: [{ name: 'bug' }, { name: 'kv-connector' }] } }).labels).toEqual([
      'bug',
      'kv-connector',
    ]);
  });

  for (const [what, document] of [
    ["GraphQL's { nodes }", { nodes: [{ author: { login: 'reporter' }, body: 'Still there on 0.27.0.' }] }],
    ["an issue whose comments are GraphQL's { nodes }", { comments: { nodes: [{ author: { login: 'reporter' }, body: 'Still there on 0.27.0.' }] } }],
  ] as const) {
    it(`should read ${what} given with --comments`, async ({ expect, onTestFinished }) => {
      const issue = inTempFile(Buffer.from(ISSUE, 'utf8'), 'issue.md', onTestFinished);
      const comments = inTempFile(Buffer.from(JSON.stringify(document), 'utf8'), 'comments.json', onTestFinished);
      const result = await runCli(['analyze', issue, '--comments', comments]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('1 comment read');
    });
  }

  it("should read REST's count as no comments", async ({ expect }) => {
    const result = await runCli(['analyze', '-'], issue(3));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('0 comments read');
  });
});

describe('saved issues for shadow, and the text of other inputs', () => {
  it('should read saved gh JSON in UTF-16 and with a UTF-8 BOM as it reads plain UTF-8', async ({ expect, onTestFinished }) => {
    const json = JSON.stringify({ number: 12, title: 'crash', body: ISSUE, labels: [{ name: 'bug' }], comments: [] });
    const folder = mkdtempSync(join(tmpdir(), 'vllm-triage-shadow-enc-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(join(folder, '1.json'), Buffer.from(`\ufeff${json}`, 'utf16le'));
    writeFileSync(join(folder, '2.json'), utf16be(json));
    writeFileSync(join(folder, '3.json'), Buffer.from(`\ufeff${json}`, 'utf8'));
    const result = await runCli(['shadow', folder, '--jsonl']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('should decode any input by its byte-order mark', ({ expect }) => {
    expect(decodeInputText(Buffer.from('\ufeff{"a":1}', 'utf8'))).toBe('{"a":1}');
    expect(decodeInputText(Buffer.from('\ufeffé😀', 'utf16le'))).toBe('é😀');
    expect(decodeInputText(utf16be('é😀'))).toBe('é😀');
    expect(decodeInputText(Buffer.from('plain', 'utf8'))).toBe('plain');
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
