// `npm run local-action -- FILE` takes the env file relative to the repository root or absolute, never joining an
// absolute path onto the root (it did: `/repo//abs/path.env`). A missing file is named as resolved, exit 2, before
// @github/local-action starts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../support/run-action.js';

const script = join(REPOSITORY_ROOT, 'scripts', 'local-action.mjs');
const run = (file: string) => spawnSync(process.execPath, [script, file], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });

describe('npm run local-action', () => {
  it('should take an absolute env file as it is, and a relative one from the repository root', () => {
    const absolute = join(mkdtempSync(join(tmpdir(), 'vllm-triage-')), 'missing.env');
    const fromAbsolute = run(absolute);
    expect(fromAbsolute.status).toBe(2);
    expect(fromAbsolute.stderr).toBe(`local-action: ${absolute} does not exist (give an env file like .env.example)\n`);
    const fromRelative = run('no-such.env');
    expect(fromRelative.status).toBe(2);
    expect(fromRelative.stderr).toContain(`local-action: ${join(REPOSITORY_ROOT, 'no-such.env')} does not exist`);
  });
});
