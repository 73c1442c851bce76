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
  ...readdirSync(join(dist, 'chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dist, 'chunks', name)),
];

describe('dist/', () => {
  it('should name every chunk by what it holds, with no content hash', () => {
    const names = readdirSync(join(dist, 'chunks')).filter((name) => !name.endsWith('.js.map'));
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
    // The edge imports the core through its face; of the core, the entry may hold only what knows the bot's marker.
    const core = [...text.matchAll(/^\/\/ (src\/core\/\S+)$/gm)].map((match) => match[1]);
    expect(
      core.filter((path) => !['src/core/memory/marker.ts', 'src/core/memory/bot-record.ts', 'src/core/memory/fingerprint.ts'].includes(path ?? '')),
    ).toEqual([]);
  });

  it("should load neither the markdown stack nor the compiled catalog with the action's main chunk, only when it triages", () => {
    // The edge imports the core through src/core/index.ts, which must stay cheap; the engine (src/core/engine.ts)
    // comes with import(). esbuild places whole files in chunks, so an engine module the face re-exported would land here.
    const text = staticClosure(join(dist, 'chunks', 'action-main.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(text).not.toMatch(/^\/\/ node_modules\/(?:mdast|micromark)/m);
    expect(text).not.toMatch(/^\/\/ src\/generated\//m);
    expect(text).not.toMatch(/^\/\/ src\/core\/triage\.ts$/m);
    expect(importsOf(join(dist, 'chunks', 'action-main.js')).dynamic).toContain('./core-engine.js');
  });

  it('should give every bundle file a linked source map whose sources exist', () => {
    for (const file of bundleFiles) {
      const name = file.slice(dirname(file).length + 1);
      expect(readFileSync(file, 'utf8').trimEnd().endsWith(`//# sourceMappingURL=${name}.map`), file).toBe(true);
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { version: number; sources: string[]; sourcesContent?: unknown[] };
      expect(map.version).toBe(3);
      expect(map.sourcesContent?.length).toBe(map.sources.length);
      for (const source of map.sources.filter((path) => !path.includes('node_modules/'))) {
        expect(existsSync(resolve(dirname(file), source)), `${file}.map names ${source}`).toBe(true);
      }
    }
  });

  it('should carry the licence text of every package whose code it bundles, in dist/licenses.txt', () => {
    // esbuild marks each module it inlines with a `// path` comment; the innermost node_modules names the package.
    const bundled = new Set<string>();
    for (const file of bundleFiles) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^\/\/ (\S*node_modules\/(?:@[^/\s]+\/)?[^/\s]+)\//gm)) bundled.add(match[1] ?? '');
    }
    expect(bundled.size).toBeGreaterThan(10);
    const notices = readFileSync(join(dist, 'licenses.txt'), 'utf8')
      .split(/^={80}\n/m)
      .slice(1);
    const byId = new Map(notices.map((notice) => [notice.slice(0, notice.indexOf(' (')), notice]));
    for (const folder of bundled) {
      const manifest = JSON.parse(readFileSync(join(dist, '..', folder, 'package.json'), 'utf8')) as { name: string; version: string };
      const notice = byId.get(`${manifest.name}@${manifest.version}`);
      expect(notice, `${manifest.name}@${manifest.version} in dist/licenses.txt`).toBeDefined();
      expect(notice, manifest.name).toMatch(
        /(?:Permission is hereby granted|Apache License|Permission to use, copy, modify|Redistribution and use in source and binary forms)/,
      );
    }
  });
});
