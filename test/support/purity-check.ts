// What makes a file impure, read with TypeScript's parser and checker: an import the rule forbids (a Node module, a
// package of the edge, a file outside the places it may import), `process`, or the clock (Date.now, new Date,
// performance). Globals are told from locals of the same name by the checker.
import { builtinModules } from 'node:module';
import { dirname, join, posix, resolve } from 'node:path';
import ts from 'typescript';
import { isIn, ROOT, type Tree } from './house-tree.js';

/** A module a pure file may not import: a name (`ajv` and `ajv/…`), a prefix ending in `/` or `:`, or `Node built-ins`. */
export interface ForbiddenModule {
  module: string;
  why: string;
}

export interface PurityRule {
  /** The folder whose files must be pure, from the project's root (`src/core`). */
  folder: string;
  /** The places a relative import may name (`src/core/`, `src/generated/`). */
  mayImport: readonly string[];
  modules: readonly ForbiddenModule[];
}

const NODE_BUILTINS = new Set(builtinModules);

/** Why a module name may not be imported from `file`, or null when it may. */
function forbiddenImport(specifier: string, file: string, rule: PurityRule): string | null {
  if (specifier.startsWith('.')) {
    const target = posix.join(dirname(file), specifier);
    return rule.mayImport.some((place) => isIn(target, place)) ? null : `code outside ${rule.mayImport.join(' and ')} (an arrow back to the edge)`;
  }
  for (const { module, why } of rule.modules) {
    if (module === 'Node built-ins' ? specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0] ?? '') : matches(specifier, module))
      return why;
  }
  return null;
}

function matches(specifier: string, module: string): boolean {
  return /[/:]$/.test(module) ? specifier.startsWith(module) : specifier === module || specifier.startsWith(`${module}/`);
}

/**
 * Whether an identifier is a global (`process`, `Date`), not a local of that name. The program loads no library
 * and resolves no import (fast), so a global has no declaration at all; a local resolves to one in the file.
 */
function isGlobal(checker: ts.TypeChecker, identifier: ts.Identifier): boolean {
  const parent = identifier.parent;
  if (ts.isShorthandPropertyAssignment(parent)) return (checker.getShorthandAssignmentValueSymbol(parent)?.getDeclarations() ?? []).length === 0;
  // A property name (`line.process`, `{ process: null }`, `process: string`) or a declaration's own name is not a use.
  if (ts.isPropertyAccessExpression(parent) && parent.name === identifier) return false;
  if (ts.isQualifiedName(parent) && parent.right === identifier) return false;
  if (ts.isBindingElement(parent) && parent.propertyName === identifier) return false;
  if (
    (ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent)) &&
    parent.name === identifier
  )
    return false;
  const declares =
    ts.isVariableDeclaration(parent) ||
    ts.isParameter(parent) ||
    ts.isFunctionDeclaration(parent) ||
    ts.isBindingElement(parent) ||
    ts.isImportSpecifier(parent) ||
    ts.isImportClause(parent) ||
    ts.isNamespaceImport(parent) ||
    ts.isClassDeclaration(parent) ||
    ts.isInterfaceDeclaration(parent) ||
    ts.isTypeAliasDeclaration(parent) ||
    ts.isEnumDeclaration(parent);
  if (declares && parent.name === identifier) return false;
  return (checker.getSymbolAtLocation(identifier)?.getDeclarations() ?? []).length === 0;
}

/** The module a node names, for an import, an `export … from`, an `import()` or a `require()`; null for any other node. */
function moduleOf(node: ts.Node): string | null {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier))
    return node.moduleSpecifier.text;
  const isLoad =
    ts.isCallExpression(node) &&
    (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'));
  return isLoad && node.arguments[0] !== undefined && ts.isStringLiteralLike(node.arguments[0]) ? node.arguments[0].text : null;
}

/** What an identifier or expression does that reads the process or the clock, or null. */
function effectOf(checker: ts.TypeChecker, node: ts.Node): string | null {
  if (ts.isIdentifier(node) && node.text === 'process' && isGlobal(checker, node)) return 'uses process';
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date' && node.name.text === 'now')
    return isGlobal(checker, node.expression) ? 'reads the clock (Date.now)' : null;
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date')
    return isGlobal(checker, node.expression) ? 'reads the clock (new Date)' : null;
  if (ts.isIdentifier(node) && node.text === 'performance' && isGlobal(checker, node)) return 'reads the clock (performance)';
  return null;
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  noLib: true,
  noResolve: true,
  types: [],
  noEmit: true,
};

/** One program per tree and folder; a tree with a planted file reuses the parse of every file whose text it shares. */
const programs = new WeakMap<Tree, Map<string, ts.Program>>();
const parsed = new Map<string, ts.SourceFile>();

function programOf(tree: Tree, folder: string): ts.Program {
  const known = programs.get(tree)?.get(folder);
  if (known !== undefined) return known;
  const host = ts.createCompilerHost(OPTIONS);
  const pathOf = (name: string): string =>
    resolve(name)
      .slice(ROOT.length + 1)
      .split('\\')
      .join('/');
  host.readFile = (name) => tree.get(pathOf(name));
  host.fileExists = (name) => tree.has(pathOf(name));
  // Doc comments hold no imports and no code: the parse skips them (a third of its time), the checks read the same nodes.
  host.getSourceFile = (name, languageVersion) => {
    const text = tree.get(pathOf(name));
    if (text === undefined) return undefined;
    const known = parsed.get(name);
    if (known?.text === text) return known;
    const options = typeof languageVersion === 'object' ? languageVersion : { languageVersion };
    const source = ts.createSourceFile(name, text, { ...options, jsDocParsingMode: ts.JSDocParsingMode.ParseNone });
    parsed.set(name, source);
    return source;
  };
  const program = ts.createProgram(
    [...tree.keys()].filter((path) => isIn(path, `${folder}/`)).map((path) => join(ROOT, path)),
    OPTIONS,
    host,
  );
  programs.set(tree, (programs.get(tree) ?? new Map<string, ts.Program>()).set(folder, program));
  return program;
}

/**
 * Every impure thing one file of the tree does, as `path:line: what`.
 * @param tree the code
 * @param path the file, from the project's root
 * @param rule the folder that must be pure and what its files may import
 */
export function impurities(tree: Tree, path: string, rule: PurityRule): string[] {
  const program = programOf(tree, rule.folder);
  const source = program.getSourceFile(join(ROOT, path));
  if (source === undefined) return [`${path}: not in the program`];
  const checker = program.getTypeChecker();
  const found: string[] = [];
  const where = (node: ts.Node): string => `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    const specifier = moduleOf(node);
    const why = specifier === null ? null : forbiddenImport(specifier, path, rule);
    if (why !== null) found.push(`${where(node)}: imports "${specifier}", ${why}`);
    const effect = effectOf(checker, node);
    if (effect !== null) found.push(`${where(node)}: ${effect}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
