// No file of src/ imports itself round a circle of files: within a folder too, type-only, re-export and dynamic
// imports included (the folder-level rules are test/core/stage-order.test.ts's and test/action/rooms.test.ts's).
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports } from './support/relative-imports.js';
import { sourceFiles } from './support/source-files.js';

const SRC = resolve(import.meta.dirname, '..', 'src');

/** The source files a file imports (`./x.js` is `./x.ts`); a JSON or markdown file is data (imported as text), never part of a circle. */
function importedFiles(file: string, text: string): string[] {
  return relativeImports(text)
    .filter((name) => !name.endsWith('.json') && !name.endsWith('.md'))
    .map((name) => resolve(file, '..', name.replace(/\.js$/, '.ts')));
}

/** The circles of a graph: each strongly connected set of two or more nodes (Tarjan's algorithm), as sorted lists. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      members.push(member);
      if (member === node) break;
    }
    if (members.length > 1) found.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the import graph of src/, file by file', () => {
  it('should hold no circle', () => {
    const graph = new Map(
      sourceFiles(SRC).map((file) => [relative(SRC, file), importedFiles(file, readFileSync(file, 'utf8')).map((target) => relative(SRC, target))]),
    );
    expect(graph.size).toBeGreaterThan(100);
    // Every import names a source file of src/ (or a data file): none is missed by a resolution this test does not know.
    const unresolved = [...graph].flatMap(([file, targets]) => targets.filter((target) => !graph.has(target)).map((target) => `${file} -> ${target}`));
    expect(unresolved).toEqual([]);
    expect(circles(graph)).toEqual([]);
  });

  it('should find a circle of two and of three files, a type-only one included, and none in a line', () => {
    const graphOf = (files: Record<string, string>): Map<string, string[]> =>
      new Map(Object.entries(files).map(([name, text]) => [name, importedFiles(join(SRC, name), text).map((target) => relative(SRC, target))]));
    // Real files of src/ stand in, with made-up texts: only the names must exist for an import to count.
    const [a, b, c] = ['core/triage.ts', 'core/report.ts', 'core/analyze.ts'];
    expect(circles(graphOf({ [a]: "import type { X } from './report.js';", [b]: "import { t } from './triage.js';" }))).toEqual([[b, a].sort()]);
    expect(circles(graphOf({ [a]: "export * from './report.js';", [b]: "const m = import('./analyze.js');", [c]: "import './triage.js';" }))).toEqual([
      [a, b, c].sort(),
    ]);
    expect(circles(graphOf({ [a]: "import './report.js';", [b]: "import './analyze.js';", [c]: '' }))).toEqual([]);
  });
});
