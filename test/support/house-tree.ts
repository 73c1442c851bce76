// The code as the house rules read it: every source file under src/ by its path from the project's root, and the
// relative imports each one makes, read by TypeScript's own pre-processor (type-only, re-export and dynamic included).
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';

/** Path from the project's root (with `/`) → the file's text. A test plants a file by adding it to a copy. */
export type Tree = ReadonlyMap<string, string>;

/** One import of one file: the module name as written and, for a relative one, the source file it names. */
export interface Import {
  from: string;
  specifier: string;
  /** `./x.js` read as `./x.ts`, from the root; null for a package, a Node module or a data file (JSON, markdown). */
  target: string | null;
}

export const ROOT = join(import.meta.dirname, '..', '..');

/** Whether a path of the tree is source code (the tree also holds the folders' README.md, for their tables). */
export function isSource(path: string): boolean {
  return /\.(ts|mts|js|mjs)$/.test(path);
}

/**
 * Every source file below `folder` (TypeScript and JavaScript, declaration files included) and every README.md,
 * depth first.
 * @param folder a folder from the project's root, `src` by default
 */
export function readTree(folder = 'src'): Map<string, string> {
  const tree = new Map<string, string>();
  const visit = (dir: string): void => {
    for (const dirent of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, dirent.name);
      if (dirent.isDirectory()) visit(path);
      else if (isSource(dirent.name) || dirent.name === 'README.md') tree.set(relative(ROOT, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  };
  visit(join(ROOT, folder));
  return tree;
}

/**
 * Every module a source text names: `import`, `import type`, `export … from`, `import()`.
 * @param text a TypeScript file's text
 */
export function moduleNames(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName);
}

const importsByTree = new WeakMap<Tree, Import[]>();

/** The imports of every file of the tree, in the tree's order (read once per tree). */
export function importsOf(tree: Tree): Import[] {
  const known = importsByTree.get(tree);
  if (known !== undefined) return known;
  const imports = [...tree].flatMap(([from, text]) =>
    (isSource(from) ? moduleNames(text) : []).map((specifier) => ({
      from,
      specifier,
      target: specifier.startsWith('.') && !/\.(json|md)$/.test(specifier) ? posix.join(posix.dirname(from), specifier.replace(/\.js$/, '.ts')) : null,
    })),
  );
  importsByTree.set(tree, imports);
  return imports;
}

/**
 * Whether a path stands in a place. A place is a file (`src/core/index.ts`), a folder and all below it
 * (`src/core/`), the files at a folder's top (`src/action/*`) or the files in its subfolders (`src/action/* /`,
 * written without the space).
 */
export function isIn(path: string, place: string): boolean {
  if (place.endsWith('/*/')) {
    const rest = under(path, place.slice(0, -3));
    return rest !== null && rest.includes('/');
  }
  if (place.endsWith('/*')) {
    const rest = under(path, place.slice(0, -2));
    return rest !== null && !rest.includes('/');
  }
  if (place.endsWith('/')) return under(path, place.slice(0, -1)) !== null;
  return path === place;
}

/** The part of a path below a folder, or null when it is not below it. */
export function under(path: string, folder: string): string | null {
  return path.startsWith(`${folder}/`) ? path.slice(folder.length + 1) : null;
}

/** The room of a path under a folder: its first subfolder, or '.' for the folder's top; null outside the folder. */
export function roomOf(path: string, folder: string): string | null {
  const rest = under(path, folder);
  if (rest === null) return null;
  const slash = rest.indexOf('/');
  return slash < 0 ? '.' : rest.slice(0, slash);
}

/** The circles of a graph: each strongly connected set of two or more nodes (Tarjan's algorithm), as sorted lists. */
export function circles(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
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
