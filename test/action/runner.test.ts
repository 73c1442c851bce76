import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRunner } from '../../src/action/runner.js';

function scratch(): { output: string; summary: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vt-runner-'));
  const output = join(dir, 'output');
  const summary = join(dir, 'summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  return { output, summary };
}

describe('createRunner', () => {
  afterEach(() => {
    process.exitCode = undefined;
  });

  it('should write outputs to GITHUB_OUTPUT in the multi-line delimiter form the runner reads', () => {
    const files = scratch();
    const runner = createRunner({ GITHUB_OUTPUT: files.output }, () => {});
    runner.setOutput('matched-ids', 'a,b');
    expect(readFileSync(files.output, 'utf8')).toMatch(/^matched-ids<<(ghadelimiter_[0-9a-f-]+)\na,b\n\1\n$/);
  });

  it('should append markdown to the job summary and do nothing outside a runner', () => {
    const files = scratch();
    createRunner({ GITHUB_STEP_SUMMARY: files.summary }, () => {}).appendSummary('## one\n');
    createRunner({}, () => {}).appendSummary('ignored');
    expect(readFileSync(files.summary, 'utf8')).toBe('## one\n');
  });

  it('should escape line breaks in warnings and set exit code 1 on failure', () => {
    const lines: string[] = [];
    const runner = createRunner({}, (text) => lines.push(text));
    runner.warning('two\nlines 100%');
    runner.setFailed('broken');
    expect(lines).toEqual(['::warning::two%0Alines 100%25\n', '::error::broken\n']);
    expect(process.exitCode).toBe(1);
  });

  it('should switch workflow commands off around quoted issue text', () => {
    const lines: string[] = [];
    createRunner({}, (text) => lines.push(text)).infoQuoted('::add-mask::secret');
    const token = /^::stop-commands::(.+)\n$/.exec(lines[0] ?? '')?.[1];
    expect(token).toBeDefined();
    expect(lines.slice(1)).toEqual(['::add-mask::secret\n', `::${token}::\n`]);
  });
});
