// The runner through @actions/core: outputs in GITHUB_OUTPUT's delimiter form, the job summary, escaped annotations,
// exit code 1 on failure, groups, and workflow commands switched off around quoted issue text.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRunner } from '../../src/action/runner.js';

function scratch(): { output: string; summary: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vt-runner-'));
  const output = join(dir, 'output');
  const summary = join(dir, 'summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  return { output, summary };
}

/** What @actions/core writes to stdout while `body` runs. */
function captureStdout(body: () => void): string[] {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    body();
  } finally {
    write.mockRestore();
  }
  return lines;
}

describe('createRunner', () => {
  beforeEach(() => {
    // The stand-in runner of the e2e tests is not this process: start from no runner files at all.
    vi.stubEnv('GITHUB_OUTPUT', '');
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    process.exitCode = undefined;
  });

  it('should write outputs to GITHUB_OUTPUT in the multi-line delimiter form the runner reads', () => {
    const files = scratch();
    vi.stubEnv('GITHUB_OUTPUT', files.output);
    createRunner().setOutput('matched-ids', 'a,b');
    expect(readFileSync(files.output, 'utf8')).toMatch(/^matched-ids<<(ghadelimiter_[0-9a-f-]+)\na,b\n\1\n$/);
  });

  it('should append markdown to the job summary and do nothing outside a runner', async () => {
    const files = scratch();
    await createRunner().appendSummary('ignored: no GITHUB_STEP_SUMMARY');
    vi.stubEnv('GITHUB_STEP_SUMMARY', files.summary);
    await createRunner().appendSummary('## one\n');
    await createRunner().appendSummary('two\n');
    expect(readFileSync(files.summary, 'utf8')).toBe('## one\ntwo\n');
  });

  it('should escape line breaks in warnings and set exit code 1 on failure', () => {
    const lines = captureStdout(() => {
      const runner = createRunner();
      runner.warning('two\nlines 100%');
      runner.setFailed('broken');
    });
    expect(lines).toEqual(['::warning::two%0Alines 100%25\n', '::error::broken\n']);
    expect(process.exitCode).toBe(1);
  });

  it('should print debug lines as debug commands, which the runner shows only in a debug run', () => {
    expect(captureStdout(() => createRunner().debug('GET /repos/o/r/labels/x - 404'))).toEqual(['::debug::GET /repos/o/r/labels/x - 404\n']);
  });

  it('should fold what a group logs', async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const runner = createRunner();
      expect(await runner.group('Dry run plan for #1', async () => (runner.info('inside'), 7))).toBe(7);
    } finally {
      write.mockRestore();
    }
    expect(lines).toEqual(['::group::Dry run plan for #1\n', 'inside\n', '::endgroup::\n']);
  });

  it('should switch workflow commands off around quoted issue text', () => {
    const lines = captureStdout(() => createRunner().infoQuoted('::add-mask::secret'));
    const token = /^::stop-commands::(.+)\n$/.exec(lines[0] ?? '')?.[1];
    expect(token).toBeDefined();
    expect(lines.slice(1)).toEqual(['::add-mask::secret\n', `::${token}::\n`]);
  });
});
