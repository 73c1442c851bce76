// The command line's edges: an unknown option or an empty query is a usage error, a message's
// literal start finds its entry, a missing shadow folder is said in words, the report has no trailing blanks, and a
// reader that closes the pipe early ends the CLI quietly.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../support/run-action.js';
import { runCli } from '../support/build/cli.js';

/** Runs a command and captures what it prints. */
const run = runCli;

describe('vllm-triage explain, at its edges', () => {
  it('should refuse an unknown option with exit 2 and the usage, not look it up as a message', async () => {
    for (const argv of [
      ['explain', '--bogus'],
      ['explain', 'NIXL transfer failure', '--bogus'],
      ['explain', '--list', '--bogus'],
    ]) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr).toContain('unknown option --bogus');
      expect(result.stderr).toContain('usage: vllm-triage explain');
    }
  });

  it('should say an empty query or empty standard input is empty (exit 2), not that no error matches', async () => {
    for (const [argv, stdin, words] of [
      [['explain', ''], '', 'the query is empty'],
      [['explain', '-'], '  \n', 'standard input was empty'],
    ] as const) {
      const result = await run([...argv], stdin);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(words);
      expect(result.stderr).not.toContain('No known error matches');
    }
  });

  it("should find an entry from its message's literal start, and not from a start too short to name one", async () => {
    const found = await run(['explain', 'NIXL transfer failure']);
    expect(found.code).toBe(0);
    expect(found.stdout).toContain('`nixl/transfer-failure`');
    expect((await run(['explain', 'NIXL'])).code).toBe(1);
  });
});

describe('other commands, at their edges', () => {
  it('should say in words that a shadow folder does not exist', async () => {
    const result = await run(['shadow', join(REPOSITORY_ROOT, 'no-such-folder')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('there is no such folder');
    expect(result.stderr).not.toContain('ENOENT');
  });

  it('should print a report with no line ending in a blank', async () => {
    const result = await run(['analyze', join(REPOSITORY_ROOT, 'examples', 'mooncake-store-unfinished-request.md')]);
    expect(result.code).toBe(0);
    const report = result.stdout.slice(0, result.stdout.indexOf('\ncomment:'));
    expect(report).toContain('\nmatches:\n');
    expect(report.split('\n').filter((line) => line.endsWith(' '))).toEqual([]);
  });

  it('should cut a long exception line with a mark, never before a blank it would end in', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'vllm-triage-')), 'long.md');
    // The 160th character of the listed line is the blank after "make".
    const message = `Can't load tokenizer for 'org/Model-Name-2506'. If you were trying to load it from 'https://huggingface.co/models', make sure the local directory is not in the way of the name you gave.`;
    writeFileSync(file, ['```', 'Traceback (most recent call last):', '  File "/app/x.py", line 3, in <module>', `OSError: ${message}`, '```', ''].join('\n'));
    const result = await run(['analyze', file]);
    const listed = result.stdout.split('\n').filter((line) => line.startsWith('  - OSError: '));
    expect(listed).toHaveLength(1);
    expect(listed[0]?.endsWith('…')).toBe(true);
    expect(listed[0]?.endsWith(' …')).toBe(false);
    expect(listed[0]?.length).toBeLessThanOrEqual(160);
  });

  it('should date a development build by its commit and link its frames there, never calling the release unknown', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'vllm-triage-')), 'dev-build.md');
    writeFileSync(
      file,
      [
        'vLLM Version                 : 0.10.0rc2.dev90+geec694201',
        '',
        '```',
        'Traceback (most recent call last):',
        '  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 700, in run_engine_core',
        '    engine_core.run_busy_loop()',
        '  File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 900, in update_from_output',
        '    raise ValueError(f"Request {req_id} is not in _unfinished_requests")',
        'ValueError: Request chatcmpl-91bc is not in _unfinished_requests',
        '```',
        '',
      ].join('\n'),
    );
    const result = await run(['analyze', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('It is a development build of commit `eec694201`');
    expect(result.stdout).toContain('](https://github.com/vllm-project/vllm/blob/eec6942/vllm/v1/engine/core.py#L700) in `run_engine_core`');
    expect(result.stdout).not.toContain('not known');
  });

  it('should name every option of every command in the top-level help', async () => {
    const help = (await run(['--help'])).stdout;
    for (const option of ['--vllm-src', '--fit', '--jsonl', '--from-tsv', '--comments', '--ledger']) expect(help, option).toContain(option);
    expect((await run(['catalog', '--help'])).stdout).toContain('usage: vllm-triage catalog <index|check|pull-requests>');
    expect((await run(['eval', '--help'])).stdout).not.toContain('corpus/README.md');
  });

  it('should end quietly, exit 0, when the reader closes the pipe early (| head)', async () => {
    const child = spawn(process.execPath, [join(REPOSITORY_ROOT, 'dist', 'cli.js'), 'explain', '--list'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Read nothing: close our end of the pipe at once, as `head -c 0` would.
    child.stdout.destroy();
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).not.toContain('EPIPE');
    expect(code).toBe(0);
  });
});

describe('analyze of a captured thread', () => {
  it('should say that it took the repository from the `<!-- source: URL -->` first line, and that --repo overrides it', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'vllm-triage-')), 'captured.md');
    writeFileSync(file, '<!-- source: https://github.com/LMCache/LMCache/issues/12 -->\n# A title\n\nNothing crashed.\n');
    const said = await run(['analyze', file]);
    expect(said.stdout.split('\n')[0]).toContain("repository LMCache/LMCache, read from the file's `<!-- source: … -->` line (--repo overrides)");
    const overridden = await run(['analyze', file, '--repo', 'vllm-project/vllm']);
    expect(overridden.stdout.split('\n')[0]).not.toContain('source:');
  });
});
