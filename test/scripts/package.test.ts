// What `npx github:<owner>/vllm-triage#<ref>` installs, as npm packs it (`npm pack --dry-run`, offline): the bundle
// without its source maps (they stay in dist/ for readers of the action's code, 6 of its 10 MB), no runtime
// dependency, and no script npm's git fetcher would prepare the clone with (a full install of the dev tree).
// npm itself needs about 87 MB on Node 20 for the smallest package from git (docs/cli.md has the measurements).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../support/run-action.js';

interface Packed {
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}

const manifest = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  bin: Record<string, string>;
};

describe('the package npx installs', { timeout: 60_000 }, () => {
  it('should hold the bundle without source maps, under 1 MB packed', () => {
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
    const [packed] = JSON.parse(output) as Packed[];
    const paths = packed?.files.map((file) => file.path) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['dist/cli.js', 'dist/lib.js', 'dist/types/lib.d.ts', 'LICENSE', 'package.json']));
    expect(paths.filter((path) => path.endsWith('.map'))).toEqual([]);
    expect(paths.filter((path) => !path.startsWith('dist/'))).toEqual(['LICENSE', 'README.md', 'package.json']);
    console.log(`npm package: ${packed?.size} bytes packed, ${packed?.unpackedSize} unpacked, ${paths.length} files`);
    expect(packed?.size ?? Infinity).toBeLessThan(1_000_000);
  });

  it('should need nothing installed at run time and give npm no script to prepare a git clone with', () => {
    expect(manifest.dependencies ?? {}).toEqual({});
    // pacote (npm's fetcher) runs a full install of a git dependency that has any of these.
    for (const script of ['build', 'prepare', 'prepack', 'preinstall', 'install', 'postinstall']) expect(manifest.scripts[script], script).toBeUndefined();
    expect(manifest.bin['vllm-triage']).toBe('dist/cli.js');
  });
});
