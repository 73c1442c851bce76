// `npm run try-action -- ISSUE [REPLY…]`: the bundled Action on one's own issue text, offline, against the local
// GitHub stand-in, as the README's "Try it / develop" says: the issue is opened, each reply posted as its own event,
// and after each run the outputs, the labels and the bot's comment are printed. gh's JSON replays its comments.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../support/run-action.js';

const script = join(REPOSITORY_ROOT, 'scripts', 'try-action.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
const EXAMPLE = readFileSync(join(REPOSITORY_ROOT, 'examples', 'mooncake-store-unfinished-request.md'), 'utf8');
const ADDED = 'INFO 09-02 14:00:01 [async_llm.py:300] Added request chatcmpl-9f3a61c2e4b84d0f.';

describe('npm run try-action', { timeout: 60_000 }, () => {
  it('should open the issue, then post the reply, printing the comment as each run left it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'vllm-triage-'));
    writeFileSync(join(folder, 'issue.md'), `# [Bug]: the store connector crashes\n${EXAMPLE}`);
    writeFileSync(join(folder, 'reply.md'), `The lines:\n\n\`\`\`\n${ADDED}\n\`\`\`\n`);
    const result = run(join(folder, 'issue.md'), join(folder, 'reply.md'));
    expect(result.status, result.stderr).toBe(0);
    const [opened = '', replied = ''] = result.stdout.split(/^(?===)/m);
    expect(opened).toMatch(/^== #1 opened: "\[Bug\]: the store connector crashes" \(exit 0\)\n/);
    expect(opened).toContain('matched-ids: mooncake-store/request-not-in-unfinished-requests\nlabels-added: kv-connector\ncomment-action: created\n');
    expect(opened).toContain('labels on the issue: kv-connector\n');
    expect(opened).toContain('**vllm-triage recognised a known error: Mooncake store lost track of a running request');
    expect(opened).not.toContain('the request was added at');
    expect(replied).toMatch(/^== reply 1 of 1 by reporter \(exit 0\)\n/);
    expect(replied).toContain('comment-action: updated\n');
    expect(replied).toContain('**Your log shows:** the request was added at 14:00:01;');
  });

  it("should replay the comments of gh's JSON, leaving the bot's own out", () => {
    const folder = mkdtempSync(join(tmpdir(), 'vllm-triage-'));
    const comments = [
      { author: { login: 'github-actions' }, body: '<!-- vllm-triage {} --> an old bot comment' },
      { author: { login: 'alice' }, body: ADDED },
    ];
    const issue = { number: 42, title: 'Engine dies', author: { login: 'alice' }, body: EXAMPLE, comments };
    writeFileSync(join(folder, 'issue.json'), JSON.stringify(issue));
    const result = run(join(folder, 'issue.json'));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.match(/^== .*$/gm)).toEqual(['== #42 opened: "Engine dies" (exit 0)', '== reply 1 of 1 by alice (exit 0)']);
    expect(result.stdout).toContain('comment-url: https://github.com/vllm-project/vllm/issues/42#issuecomment-');
  });

  it('should name every bad argument at once and exit 2', () => {
    const result = run('--bogus', '/no/such/issue.md', '--repo', 'vllm');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      [
        'try-action: unknown option --bogus',
        'try-action: /no/such/issue.md: no such file',
        'try-action: --repo wants owner/name, got "vllm"',
        'usage: npm run try-action -- ISSUE.md|ISSUE.json [REPLY.md…] [--repo owner/name]',
        '',
      ].join('\n'),
    );
  });
});
