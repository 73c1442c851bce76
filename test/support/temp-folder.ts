// Global setup of vitest.config.ts, first of all: the run's own temp folder. TMPDIR (and TEMP, TMP) point into it
// before any worker starts, so `os.tmpdir()` in the tests, in the workers and in the actions they spawn is this folder;
// it is removed, whatever the tests left in it, when the run ends. After `npm test` the system temp folder holds
// nothing new.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const system = tmpdir();
  const own = mkdtempSync(join(system, 'vllm-triage-test-'));
  const before = { TMPDIR: process.env['TMPDIR'], TEMP: process.env['TEMP'], TMP: process.env['TMP'] };
  for (const name of ['TMPDIR', 'TEMP', 'TMP'] as const) process.env[name] = own;
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(own, { recursive: true, force: true });
  };
}
