// The house's sizes against its limits (CONTRIBUTING: no function in src/core over 60 lines, no file over 300 lines,
// no folder over 15 files): `node scripts/house-size.mjs` prints the three counts and what makes them;
// test/scripts/house-size.test.ts holds today's counts as ceilings that may only go down.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const LIMITS = { functionLines: 60, fileLines: 300, folderFiles: 15 };

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The source files below a folder (TypeScript, declaration files left out), depth first. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((dirent) => {
    const path = join(dir, dirent.name);
    if (dirent.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(dirent.name) && !dirent.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A file's lines, as an editor numbers them (a final newline ends the last line, it opens none). */
function lineCount(text) {
  return text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The name a function is known by: its own, its variable's, its property's or its method's; `(anonymous)` else. */
function functionName(node, source) {
  if (node.name !== undefined) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name !== undefined) return parent.name.getText(source);
  return '(anonymous)';
}

/** Every function of a file (declarations, methods, accessors, arrows, expressions; nested ones too), with its lines, first to last. */
function functionsOf(path, root) {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ where: `${relative(root, path)}:${first + 1}`, name: functionName(node, source), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * What breaks each limit under src/: functions over the function limit (the limit binds src/core; the edge's are
 * told too), files over the file limit, folders holding more files than the folder limit (the files directly in
 * them, every kind).
 */
export function measureHouse(root = ROOT) {
  const src = join(root, 'src');
  const functions = sourceFiles(src)
    .flatMap((path) => functionsOf(path, root))
    .filter((fn) => fn.lines > LIMITS.functionLines)
    .sort((a, b) => b.lines - a.lines);
  const files = sourceFiles(src)
    .map((path) => ({ where: relative(root, path), lines: lineCount(readFileSync(path, 'utf8')) }))
    .filter((file) => file.lines > LIMITS.fileLines)
    .sort((a, b) => b.lines - a.lines);
  const folders = [];
  const visit = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const count = entries.filter((dirent) => dirent.isFile()).length;
    if (count > LIMITS.folderFiles) folders.push({ where: relative(root, dir), files: count });
    for (const dirent of entries) if (dirent.isDirectory()) visit(join(dir, dirent.name));
  };
  visit(src);
  return { functions, files, folders: folders.sort((a, b) => b.files - a.files) };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { functions, files, folders } = measureHouse();
  const core = functions.filter((fn) => fn.where.startsWith('src/core/'));
  console.log(`functions in src/core over ${LIMITS.functionLines} lines: ${core.length} (in all of src: ${functions.length})`);
  for (const fn of functions) console.log(`  ${fn.lines}  ${fn.name}  ${fn.where}`);
  console.log(`files in src over ${LIMITS.fileLines} lines: ${files.length}`);
  for (const file of files) console.log(`  ${file.lines}  ${file.where}`);
  console.log(`folders in src over ${LIMITS.folderFiles} files: ${folders.length}`);
  for (const folder of folders) console.log(`  ${folder.files}  ${folder.where}`);
}
