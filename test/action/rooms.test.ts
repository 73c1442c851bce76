// The action in rooms: only index.ts, main.ts and runner.ts at the top of src/action; no file in a room imports the
// top; no two rooms import each other, directly or round a longer circle. Type-only and dynamic imports count.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports } from '../support/relative-imports.js';
import { sourceFiles } from '../support/source-files.js';

const ACTION = resolve(import.meta.dirname, '..', '..', 'src', 'action');
const TOP_FILES = ['index.ts', 'main.ts', 'runner.ts'];

/** The room of a path under src/action: its first folder, or '.' for the top; null outside src/action. */
function roomOf(path: string): string | null {
  const rel = relative(ACTION, path);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length === 1 ? '.' : (parts[0] ?? null);
}

/** Room → rooms it imports (the top and outside left out), and each file of a room that imports the top. */
function readRooms(files: string[]): { edges: Map<string, Set<string>>; upward: string[] } {
  const edges = new Map<string, Set<string>>();
  const upward: string[] = [];
  for (const file of files) {
    const from = roomOf(file);
    if (from === null || from === '.') continue;
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const to = roomOf(resolve(dirname(file), specifier));
      if (to === '.') upward.push(`${relative(ACTION, file)} imports ${specifier}`);
      else if (to !== null && to !== from) {
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from)?.add(to);
      }
    }
  }
  return { edges, upward };
}

/** Each circle of the graph once, as `a → b → a` (depth-first, from every node). */
function findCycles(edges: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const walk = (start: string, node: string, path: string[]): void => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) {
        const min = [...path].sort()[0];
        if (min === start) cycles.add([...path, start].join(' → '));
      } else if (!path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const node of edges.keys()) walk(node, node, [node]);
  return [...cycles];
}

describe('the action in rooms', () => {
  const files = sourceFiles(ACTION);

  it('should keep only index.ts, main.ts and runner.ts at the top of src/action', () => {
    const top = files.filter((file) => roomOf(file) === '.').map((file) => relative(ACTION, file));
    expect(top.sort()).toEqual(TOP_FILES);
  });

  it('should have no file in a room import the top level', () => {
    expect(readRooms(files).upward).toEqual([]);
  });

  it('should have no circle between rooms, type-only imports included', () => {
    const { edges } = readRooms(files);
    expect(edges.size).toBeGreaterThan(3);
    expect(findCycles(edges)).toEqual([]);
  });

  it('should find a circle of two and of three rooms, and none in a line', () => {
    const graph = (pairs: [string, string][]) => {
      const edges = new Map<string, Set<string>>();
      for (const [a, b] of pairs) edges.set(a, new Set([...(edges.get(a) ?? []), b]));
      return edges;
    };
    expect(
      findCycles(
        graph([
          ['apply', 'issue'],
          ['issue', 'apply'],
        ]),
      ),
    ).toEqual(['apply → issue → apply']);
    expect(
      findCycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual(['a → b → c → a']);
    expect(
      findCycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
  });

  it('should read type-only, re-export and dynamic imports', () => {
    const names = relativeImports(readFileSync(join(ACTION, 'main.ts'), 'utf8'));
    // main.ts loads the backfill job and the core lazily, with import().
    expect(names).toContain('./backfill/job.js');
    expect(names.some((name) => name.startsWith('../core/'))).toBe(true);
    expect(relativeImports(readFileSync(join(ACTION, 'runner.ts'), 'utf8'))).toContain('./summary/runner-port.js');
  });
});
