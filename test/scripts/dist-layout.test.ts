// The committed dist/: chunk names that say what they hold (no content hashes), imports that resolve, and an entry
// that loads neither @actions/*, Octokit nor the markdown stack before it knows the event is not skipped.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

/** The relative specifiers a bundle file imports: static (`import … from`, `import "…"`) and dynamic (`import(…)`). */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const text = readFileSync(file, 'utf8');
  const staticImports = [...text.matchAll(/^(?:import|export)\s[^;]*?["'](\.{1,2}\/[^"']+)["'];?$/gm)].map((match) => match[1] ?? '');
  // Not in comments: bundled libraries' JSDoc says `{import('../types/x.js').T}`.
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(?:\*|\/\/|\/\*)/.test(line))
    .join('\n');
  const dynamicImports = [...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((match) => match[1] ?? '');
  return { static: staticImports, dynamic: dynamicImports };
}

/** Every file `entry` loads before it runs a line of its own: the closure of its static imports. */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file).static) pending.push(resolve(dirname(file), specifier));
  }
  return [...seen];
}

const bundleFiles = [
  ...readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dist, name)),
  ...readdirSync(join(dist, 'chunks')).map((name) => join(dist, 'chunks', name)),
];

describe('dist/', () => {
  it('should name every chunk by what it holds, with no content hash', () => {
    const names = readdirSync(join(dist, 'chunks'));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.js$/);
    expect(names.filter((name) => /-[A-Z0-9]{8}\.js$/.test(name))).toEqual([]);
  });

  it('should import only files that exist', () => {
    for (const file of bundleFiles) {
      const { static: staticImports, dynamic } = importsOf(file);
      for (const specifier of [...staticImports, ...dynamic]) expect(existsSync(resolve(dirname(file), specifier)), `${file} imports ${specifier}`).toBe(true);
    }
  });

  it('should make dist/index.js one self-contained file that imports only the main chunk, and only when it does not skip', () => {
    const { static: staticImports, dynamic } = importsOf(join(dist, 'index.js'));
    expect(staticImports).toEqual([]);
    expect(dynamic).toEqual(['./chunks/action-main.js']);
  });

  it('should load neither @actions/*, Octokit nor the markdown stack from dist/index.js before it decided not to skip', () => {
    const loaded = staticClosure(join(dist, 'index.js'));
    const text = loaded.map((file) => readFileSync(file, 'utf8')).join('\n');
    // esbuild marks each module it inlines with a `// path` comment.
    expect(text).not.toMatch(/^\/\/ node_modules\/@actions\//m);
    expect(text).not.toMatch(/^\/\/ node_modules\/@octokit\//m);
    expect(text).not.toMatch(/^\/\/ node_modules\/undici\//m);
    expect(text).not.toMatch(/^\/\/ node_modules\/(?:mdast|micromark)/m);
    expect(text).not.toMatch(/^\/\/ src\/generated\//m);
  });
});
