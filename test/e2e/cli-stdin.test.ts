// The built command line (dist/cli.js) on an endless standard input: it stops reading at the 16 MiB limit and says so,
// instead of reading all of it first (`yes | vllm-triage analyze -` never ended).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../support/run-action.js';

describe('vllm-triage analyze - on an endless standard input', { timeout: 30_000 }, () => {
  it('should exit 1 with the size message once it has read the limit, while the writer still has more', async () => {
    const child = spawn(process.execPath, [join(REPOSITORY_ROOT, 'dist', 'cli.js'), 'analyze', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let written = 0;
    let open = true;
    const line = Buffer.from('y\n'.repeat(32 * 1024));
    const write = (): void => {
      while (open && child.stdin.write(line)) written += line.length;
      if (open) {
        written += line.length;
        child.stdin.once('drain', write);
      }
    };
    child.stdin.on('error', () => (open = false));
    write();
    const code = await new Promise<number | null>((resolve) => child.on('close', (exit) => resolve(exit)));
    open = false;
    expect(code).toBe(1);
    expect(stderr).toBe('analyze: (standard input): longer than the 16 MiB (16,777,216 bytes) the command line reads; reading stopped there\n');
    // It did not wait for the end of the input (there is none): it stopped soon after the limit.
    expect(written).toBeGreaterThan(16 * 1024 * 1024);
    expect(written).toBeLessThan(24 * 1024 * 1024);
  });
});
