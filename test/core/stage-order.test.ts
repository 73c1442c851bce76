// The core's folders run in the order of src/core/README.md's table: no folder imports a later stage's, and no two
// folders import each other (type-only imports included).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files.js';

const CORE = resolve(import.meta.dirname, '..', '..', 'src', 'core');

/** The stage order from the README's table: folder → order (ground floors 0). */
function stageOrder(): Map<string, number> {
  const readme = readFileSync(join(CORE, 'README.md'), 'utf8');
  const order = new Map<string, number>();
  for (const match of readme.matchAll(/^\| (\d+) \| `([a-z-]+)\/` \|/gm)) order.set(match[2] as string, Number(match[1]));
  return order;
}

/** The core folder a file sits in, or null for the top level (triage.ts, report.ts…). */
function folderOf(file: string): string | null {
  const parts = relative(CORE, file).split(sep);
  return parts.length > 1 ? (parts[0] as string) : null;
}

/** Every import between two different core folders: [from, to, file]. */
function folderImports(): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const file of sourceFiles(CORE)) {
    const from = folderOf(file);
    if (from === null) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'(\.[^']+)'/g)) {
      const target = resolve(file, '..', match[1] as string);
      if (!target.startsWith(CORE + sep)) continue;
      const to = folderOf(target);
      if (to !== from) found.push([from, to ?? '(top)', relative(CORE, file)]);
    }
  }
  return found;
}

describe('the core stage order', () => {
  const order = stageOrder();

  it('should list every core folder in the README table', () => {
    const folders = readdirSync(CORE, { withFileTypes: true })
      .filter((dirent) => dirent.isDirectory())
      .map((dirent) => dirent.name);
    expect(folders.filter((folder) => !order.has(folder))).toEqual([]);
    expect(order.get('extract')).toBeLessThan(order.get('plan') ?? 0);
  });

  it('should have no folder import a later stage, or the top level, unless it runs after the pipeline', () => {
    const afterPipeline = Math.max(...order.values());
    const wrong = folderImports().filter(([from, to]) => {
      const a = order.get(from) ?? Infinity;
      if (to === '(top)') return a < afterPipeline;
      return (order.get(to) ?? Infinity) > a;
    });
    expect(wrong.map(([from, to, file]) => `${file}: ${from} -> ${to}`)).toEqual([]);
  });

  it('should have no two folders that import each other', () => {
    const edges = new Set(folderImports().map(([from, to]) => `${from}>${to}`));
    const circles = [...edges].filter((edge) => {
      const [from, to] = edge.split('>');
      return edges.has(`${to}>${from}`);
    });
    expect(circles).toEqual([]);
  });
});
