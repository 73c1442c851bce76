// How each kind of house rule (test/support/house-rules.ts) is checked: a rule and the tree in, the breaches out,
// one line each, naming the file and the import (or the folder) that breaks it.
import { circles, importsOf, isIn, isSource, roomOf, type Import, type Tree } from './house-tree.js';
import { impurities } from './purity-check.js';
import type { HouseRule } from './house-rules.js';

/** Every breach of a rule in a tree, as lines; [] when the tree keeps it. */
export function breaches(rule: HouseRule, tree: Tree): string[] {
  switch (rule.kind) {
    case 'no-file-circle':
      return fileCircles(tree, rule.folder);
    case 'imports-resolve':
      return importsOf(tree)
        .filter((entry) => isIn(entry.from, `${rule.folder}/`) && entry.target !== null && !tree.has(entry.target))
        .map((entry) => `${entry.from} imports ${entry.specifier}: no source file ${entry.target}`);
    case 'only-at-top':
      return onlyAtTop(tree, rule.folder, rule.files);
    case 'no-import':
      return forbiddenImports(tree, rule.from, rule.to, rule.except ?? []);
    case 'no-room-circle':
      return roomCircles(tree, rule.folder);
    case 'stage-table':
      return stageTable(tree, rule.folder, rule.table);
    case 'stage-order':
      return stageOrder(tree, rule.folder, rule.table);
    case 'pure':
      return [...tree.keys()].filter((path) => isSource(path) && isIn(path, `${rule.folder}/`)).flatMap((path) => impurities(tree, path, rule));
  }
}

/** The circles between files of a folder: `circle: a, b, c` with the imports that close it. */
function fileCircles(tree: Tree, folder: string): string[] {
  const inside = importsOf(tree).filter((entry) => isIn(entry.from, `${folder}/`) && entry.target !== null && tree.has(entry.target));
  const graph = new Map<string, string[]>([...tree.keys()].filter((path) => isSource(path) && isIn(path, `${folder}/`)).map((path) => [path, []]));
  for (const entry of inside) graph.get(entry.from)?.push(entry.target as string);
  return circles(graph).map((members) => `circle: ${members.join(', ')} (${ties(inside, (path) => (members.includes(path) ? path : null))})`);
}

/** The imports that tie the members of one circle, `file imports specifier; …`, given each path's node (null outside it). */
function ties(imports: Import[], nodeOf: (path: string) => string | null): string {
  return imports
    .filter((entry) => {
      const from = nodeOf(entry.from);
      const to = entry.target === null ? null : nodeOf(entry.target);
      return from !== null && to !== null && from !== to;
    })
    .map((entry) => `${entry.from} imports ${entry.specifier}`)
    .sort()
    .join('; ');
}

/** The files at a folder's top that the rule does not name, and the named ones that are missing. */
function onlyAtTop(tree: Tree, folder: string, files: readonly string[]): string[] {
  const top = [...tree.keys()].filter((path) => isSource(path) && isIn(path, `${folder}/*`)).map((path) => path.slice(folder.length + 1));
  return [
    ...top.filter((name) => !files.includes(name)).map((name) => `${folder}/${name} stands at the top of ${folder}`),
    ...files.filter((name) => !top.includes(name)).map((name) => `${folder}/${name} is missing from the top of ${folder}`),
  ];
}

/** Every import from a place in `from` into a place in `to` that names no place in `except`. */
function forbiddenImports(tree: Tree, from: readonly string[], to: readonly string[], except: readonly string[]): string[] {
  const within = (path: string, places: readonly string[]): boolean => places.some((place) => isIn(path, place));
  const found = importsOf(tree)
    .filter((entry) => within(entry.from, from) && entry.target !== null && within(entry.target, to) && !within(entry.target, except))
    .map((entry) => `${entry.from} imports ${entry.specifier}`);
  return [...new Set(found)];
}

/** The circles between the rooms (first subfolders) of a folder, its top left out; type-only and dynamic imports count. */
function roomCircles(tree: Tree, folder: string): string[] {
  const room = (path: string): string | null => {
    const found = roomOf(path, folder);
    return found === '.' ? null : found;
  };
  const imports = importsOf(tree);
  const graph = new Map<string, Set<string>>();
  for (const entry of imports) {
    const from = room(entry.from);
    const to = entry.target === null ? null : room(entry.target);
    if (from === null || to === null || from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)?.add(to);
  }
  return circles(graph).map(
    (members) => `circle of rooms ${members.join(', ')} (${ties(imports, (path) => (members.includes(room(path) ?? '') ? room(path) : null))})`,
  );
}

/** The stage order of a README's table (`| 0 | \`text/\` | …`): folder → order. */
export function stageNumbers(tree: Tree, table: string): Map<string, number> {
  const order = new Map<string, number>();
  for (const match of (tree.get(table) ?? '').matchAll(/^\| (\d+) \| `([a-z-]+)\/` \|/gm)) order.set(match[2] as string, Number(match[1]));
  return order;
}

/** The folders of a folder (those holding a source file) that its stage table does not list. */
function stageTable(tree: Tree, folder: string, table: string): string[] {
  const order = stageNumbers(tree, table);
  if (order.size === 0) return [`${table} holds no stage table`];
  const folders = new Set(
    [...tree.keys()]
      .filter(isSource)
      .map((path) => roomOf(path, folder))
      .filter((room) => room !== null && room !== '.'),
  );
  return [...folders].filter((room) => !order.has(room as string)).map((room) => `${folder}/${room}/ is not in the table of ${table}`);
}

/** Every import from a stage's folder into a later stage's, or into the top unless the stage runs after the pipeline. */
function stageOrder(tree: Tree, folder: string, table: string): string[] {
  const order = stageNumbers(tree, table);
  const afterPipeline = Math.max(...order.values());
  return importsOf(tree).flatMap((entry) => {
    const from = roomOf(entry.from, folder);
    const to = entry.target === null ? null : roomOf(entry.target, folder);
    if (from === null || from === '.' || to === null || to === from) return [];
    const stage = order.get(from) ?? Infinity;
    const wrong = to === '.' ? stage < afterPipeline : (order.get(to) ?? Infinity) > stage;
    return wrong ? [`${entry.from}: ${from} -> ${to === '.' ? '(top)' : to} (imports ${entry.specifier})`] : [];
  });
}
