// `vllm-triage analyze` on real files in a temp folder: --help, --version, errors that name the path, bad inputs that do
// not stop the rest, and an issue with its comments as `gh issue view --json` and `gh api` print it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/build/cli.js';
import { MAX_INPUT_BYTES } from '../../src/cli/input-file.js';
import { parseJsonValues } from '../../src/cli/analyze/issue-thread.js';
import type { TriageReport } from '../../src/core/report.js';

const packageVersion = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The seed error in a body that does not say its vLLM version (so the version ask stays open until a reply gives it). */
const CRASH_BODY = [
  'Serving with `--kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'`.',
  '',
  '```',
  'Traceback (most recent call last):',
  '  File "/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta',
  '    raise ValueError(',
  'ValueError: Request cmpl-77aa is not in _unfinished_requests',
  '```',
].join('\n');
const VERSION_REPLY = 'Here is the environment:\n\n```\nvLLM Version                 : 0.26.0\n```';
const BOT_COMMENT = '<!-- vllm-triage {"v":1} -->\nvLLM Version : 9.9.9 (the bot quoting something)';

let dir = '';
const file = (name: string, content: string | Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vt-analyze-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `gh issue view N --json number,title,author,body,labels,comments` prints (comment ids are GraphQL node ids). */
function ghIssueView(comments: { login: string; body: string }[]): string {
  return JSON.stringify({
    author: { login: 'reporter' },
    body: CRASH_BODY,
    comments: comments.map((comment, index) => ({
      id: `IC_kwDOabc${index}`,
      author: { login: comment.login },
      authorAssociation: 'NONE',
      body: comment.body,
      createdAt: '2026-10-01T08:00:00Z',
      includesCreatedEdit: false,
      isMinimized: false,
      minimizedReason: '',
      reactionGroups: [],
      url: `https://github.com/vllm-project/vllm/issues/7#issuecomment-${100 + index}`,
      viewerDidAuthor: false,
    })),
    labels: [{ id: 'LA_1', name: 'bug', description: '', color: 'd73a4a' }],
    number: 7,
    title: '[Bug]: EngineCore dies with MooncakeStoreConnector',
  });
}

describe('vllm-triage --help and --version', () => {
  it('should print each command\'s usage on --help and exit 0 without reading "--help" as a file', async () => {
    for (const argv of [
      ['--help'],
      ['analyze', '--help'],
      ['analyze', 'missing.md', '-h'],
      ['eval', '--help'],
      ['demo', '--help'],
      ['catalog', '--help'],
      ['catalog', 'index', '--help'],
      ['catalog', 'check', '--help'],
    ]) {
      const { code, stdout, stderr } = await runCli(argv);
      expect({ argv, code, stderr }).toEqual({ argv, code: 0, stderr: '' });
      expect(stdout).toMatch(/^usage:\s+vllm-triage/);
    }
  });

  it('should print the version from package.json', async () => {
    expect(await runCli(['--version'])).toEqual({ code: 0, stdout: `vllm-triage ${packageVersion}\n`, stderr: '' });
  });

  it('should refuse an unknown option or command with the usage and exit 2', async () => {
    const unknownOption = await runCli(['analyze', '--jsn', 'a.md']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain("analyze: Unknown option '--jsn'");
    expect(unknownOption.stderr).toContain('usage: vllm-triage analyze');
    expect((await runCli(['frobnicate'])).stderr).toContain("unknown command 'frobnicate'");
    expect((await runCli(['catalog', 'frob'])).code).toBe(2);
  });

  it('should refuse a --repo that is not owner/name, quoting it', async () => {
    const { code, stderr } = await runCli(['analyze', 'a.md', '--repo', 'vllm']);
    expect(code).toBe(2);
    expect(stderr).toContain('--repo is "vllm"; expected owner/name');
  });
});

describe('vllm-triage analyze: inputs that cannot be triaged', () => {
  it('should name the path of a directory, a missing file, an empty file and a binary file, triage the rest and exit 1', async () => {
    const good = file('good.md', CRASH_BODY);
    const empty = file('empty.md', '');
    const blank = file('blank.md', '\n  \n');
    const binary = file('image.md', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]));
    const folder = join(dir, 'folder');
    mkdirSync(folder, { recursive: true });
    const missing = join(dir, 'missing.md');
    const { code, stdout, stderr } = await runCli(['analyze', folder, missing, empty, good, blank, binary]);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `analyze: ${folder}: is a directory, not a file`,
      `analyze: ${missing}: no such file`,
      `analyze: ${empty}: empty; nothing to triage`,
      `analyze: ${blank}: empty (only white space); nothing to triage`,
      `analyze: ${binary}: a binary file (it holds NUL bytes), not issue text or JSON`,
    ]);
    expect(stdout).toContain(`== ${good}`);
    expect(stdout).toContain('mooncake-store/request-not-in-unfinished-requests');
  });

  it('should refuse a 50 MB file and 50 MB on standard input with one line that states the limit, and exit 1', async () => {
    const size = 50 * 1024 * 1024;
    const huge = file('huge.md', Buffer.alloc(size, 'ValueError: x\n'));
    const good = file('good-beside-huge.md', CRASH_BODY);
    const limit = `over the ${MAX_INPUT_BYTES / 1024 / 1024} MiB (${MAX_INPUT_BYTES.toLocaleString('en')} bytes) the command line reads`;
    const fromFile = await runCli(['analyze', huge, good]);
    expect(fromFile.code).toBe(1);
    expect(fromFile.stderr).toBe(`analyze: ${huge}: ${size.toLocaleString('en')} bytes, ${limit}\n`);
    expect(fromFile.stdout).toContain(`== ${good}`);
    const fromStdin = await runCli(['analyze', '-'], 'x'.repeat(size));
    expect(fromStdin.code).toBe(1);
    expect(fromStdin.stderr).toBe(
      `analyze: (standard input): longer than the 16 MiB (${MAX_INPUT_BYTES.toLocaleString('en')} bytes) the command line reads; reading stopped there\n`,
    );
    expect(fromStdin.stdout).toBe('');
  });

  it('should keep one JSON entry per input with --json, an error entry for the one that failed', async () => {
    const good = file('good2.md', CRASH_BODY);
    const missing = join(dir, 'nope.md');
    const { code, stdout } = await runCli(['analyze', good, missing, '--json']);
    expect(code).toBe(1);
    const entries = JSON.parse(stdout) as ({ file: string } & Partial<TriageReport> & { error?: string })[];
    expect(entries.map((entry) => [entry.file, entry.error ?? entry.matches?.[0]?.id])).toEqual([
      [good, 'mooncake-store/request-not-in-unfinished-requests'],
      [missing, `${missing}: no such file`],
    ]);
  });

  it('should name the file and the form expected for JSON that is not an issue', async () => {
    const broken = file('broken.json', '{"title": ');
    const list = file('list.json', '[1, 2]');
    const other = file('other.json', '{"name": "x"}');
    const { code, stderr } = await runCli(['analyze', broken, list, other]);
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^analyze: ${broken}: not valid JSON \\(`));
    expect(lines[1]).toBe(
      `analyze: ${list}: expected one issue as \`gh issue view N --json number,title,author,body,labels,comments\` or \`gh api repos/O/R/issues/N\` prints it; got an array of 2`,
    );
    expect(lines[2]).toContain(`analyze: ${other}: the object has neither "title" nor "body"`);
  });
});

describe('vllm-triage analyze: an issue with its comments', () => {
  it('should triage `gh issue view --json` output from standard input with its comments: a reply that gives the version ticks that ask', async () => {
    const alone = await runCli(['analyze', '-', '--json'], ghIssueView([]));
    const versionAsk = (report: TriageReport) => report.asks.find((ask) => ask.id === 'vllm-version');
    expect(versionAsk(JSON.parse(alone.stdout) as TriageReport)?.satisfied).toBe(false);

    const json = ghIssueView([
      { login: 'reporter', body: VERSION_REPLY },
      { login: 'github-actions', body: BOT_COMMENT },
    ]);
    const { code, stdout, stderr } = await runCli(['analyze', '-', '--json', '--repo', 'vllm-project/vllm'], json);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const report = JSON.parse(stdout) as TriageReport;
    expect(versionAsk(report)?.satisfied).toBe(true);
    // The reporter's version, not the one the bot's own comment quotes.
    expect(report.vllmVersion).toBe('0.26.0');
    // The comment lists it among what the thread already has.
    expect(report.comment).toMatch(/- ✓ [^\n]*vLLM version/);

    const text = await runCli(['analyze', '-'], json);
    expect(text.stdout).toContain('== (standard input): #7 [Bug]: EngineCore dies with MooncakeStoreConnector; 1 comment read, 1 left out');
    expect(text.stdout).toMatch(/ {2}- \[x\] vllm-version/);

    // The same reply from someone who is neither the issue's author nor a maintainer is context: the ask stays open.
    const stranger = await runCli(['analyze', '-', '--json'], ghIssueView([{ login: 'passer-by', body: VERSION_REPLY }]));
    const strangerReport = JSON.parse(stranger.stdout) as TriageReport;
    expect(versionAsk(strangerReport)?.satisfied).toBe(false);
    expect(strangerReport.vllmVersion).toBeNull();
  });

  it('should read `gh api repos/O/R/issues/N` output with a paginated comments file, and the repository from repository_url', async () => {
    const issue = file(
      'issue.json',
      JSON.stringify({
        url: 'https://api.github.com/repos/LMCache/LMCache/issues/9',
        repository_url: 'https://api.github.com/repos/LMCache/LMCache',
        html_url: 'https://github.com/LMCache/LMCache/issues/9',
        number: 9,
        title: 'crash',
        body: CRASH_BODY,
        user: { login: 'reporter', type: 'User' },
        labels: [{ name: 'kv-connector' }],
        comments: 3,
      }),
    );
    const rest = (id: number, login: string, type: string, body: string) => ({ id, user: { login, type }, body, created_at: '2026-10-01T08:00:00Z' });
    const comments = file(
      'comments.json',
      // `gh api --paginate` prints one array per page, back to back.
      `${JSON.stringify([rest(1, 'github-actions[bot]', 'Bot', BOT_COMMENT)])}\n${JSON.stringify([rest(2, 'reporter', 'User', VERSION_REPLY), rest(3, 'ci-bot[bot]', 'Bot', 'vLLM Version : 1.0.0')])}`,
    );
    const { code, stdout, stderr } = await runCli(['analyze', issue, '--comments', comments]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain(`== ${issue}: #9 crash (LMCache/LMCache); 1 comment read; 2 comment(s) of ${comments} left out`);
    expect(stdout).toMatch(/ {2}- \[x\] vllm-version/);
    expect(stdout).toContain('vLLM version: 0.26.0');
  });

  it("should take --repo over the JSON's own repository and read an embedded REST comments array", async () => {
    const issue = file(
      'embedded.json',
      JSON.stringify({
        repository_url: 'https://ghe.example/api/v3/repos/a/b',
        number: 3,
        title: 't',
        body: CRASH_BODY,
        comments: [{ id: 5, user: { login: 'x' }, body: VERSION_REPLY }],
      }),
    );
    const own = await runCli(['analyze', issue]);
    expect(own.stdout).toContain('#3 t (a/b); 1 comment read');
    const given = await runCli(['analyze', issue, '--repo', 'vllm-project/vllm']);
    expect(given.stdout).toContain('#3 t (vllm-project/vllm); 1 comment read');
  });

  it('should refuse --comments with several inputs', async () => {
    const { code, stderr } = await runCli(['analyze', 'a.json', 'b.json', '--comments', 'c.json']);
    expect(code).toBe(2);
    expect(stderr).toContain('--comments belongs to one issue; 2 inputs were given');
  });

  it('should still read markdown from standard input', async () => {
    const { code, stdout } = await runCli(['analyze', '-'], CRASH_BODY);
    expect(code).toBe(0);
    expect(stdout).toContain('mooncake-store/request-not-in-unfinished-requests');
  });
});

describe('parseJsonValues', () => {
  it('should read one document, or pages printed back to back, and keep brackets inside strings', () => {
    expect(parseJsonValues(' {"a": 1} ')).toEqual([{ a: 1 }]);
    expect(parseJsonValues('[{"b": "]["}]\n[{"c": "\\"]"}]')).toEqual([[{ b: '][' }], [{ c: '"]' }]]);
    expect(() => parseJsonValues('[1] x [2]')).toThrow(SyntaxError);
  });
});
