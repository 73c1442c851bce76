// The core is pure: no file under src/core imports Node, the Actions toolkit, Octokit or Ajv, or reads process or the clock.
import { builtinModules } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CORE = join(ROOT, 'src', 'core');
const GENERATED = join(ROOT, 'src', 'generated');

const NODE_BUILTINS = new Set(builtinModules);

/** Why a module specifier may not be imported from the core, or null when it may. */
function forbiddenImport(specifier: string, file: string): string | null {
  if (specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0] ?? '')) return 'a Node module';
  if (specifier.startsWith('@actions/')) return 'the Actions toolkit';
  if (specifier.startsWith('@octokit/')) return 'Octokit';
  if (specifier === 'ajv' || specifier.startsWith('ajv/')) return 'Ajv (the catalog validator lives in src/cli/catalog)';
  if (specifier.startsWith('.')) {
    const target = resolve(file, '..', specifier);
    if (!target.startsWith(CORE + sep) && !target.startsWith(GENERATED + sep)) return 'code outside src/core (an arrow back to the edge)';
  }
  return null;
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

/** Every impure thing one file does, as `path:line: what`. */
function impurities(program: ts.Program, file: string): string[] {
  const source = program.getSourceFile(file);
  if (source === undefined) return [`${file}: not in the program`];
  const checker = program.getTypeChecker();
  const found: string[] = [];
  const where = (node: ts.Node): string => `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) &&
            (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
            node.arguments[0] !== undefined &&
            ts.isStringLiteralLike(node.arguments[0])
          ? node.arguments[0].text
          : null;
    if (specifier !== null) {
      const why = forbiddenImport(specifier, file);
      if (why !== null) found.push(`${where(node)}: imports "${specifier}", ${why}`);
    }
    if (ts.isIdentifier(node) && node.text === 'process' && isGlobal(checker, node)) found.push(`${where(node)}: uses process`);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      node.name.text === 'now' &&
      isGlobal(checker, node.expression)
    ) {
      found.push(`${where(node)}: reads the clock (Date.now)`);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date' && isGlobal(checker, node.expression)) {
      found.push(`${where(node)}: reads the clock (new Date)`);
    }
    if (ts.isIdentifier(node) && node.text === 'performance' && isGlobal(checker, node)) found.push(`${where(node)}: reads the clock (performance)`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(CORE, /\.(ts|mts|js|mjs)$/);

/** A file that does each forbidden thing once (and shadows `process` harmlessly), checked in the same program to prove the check; its imports need not resolve. */
const PROBE = join(CORE, 'catalog', '__purity-probe.ts');
const PROBE_TEXT = [
  "import { readFileSync } from 'node:fs';",
  "import path from 'path';",
  "import { getInput } from '@actions/core';",
  "import { Octokit } from '@octokit/__probe';",
  "import AjvModule from 'ajv/__probe';",
  "import { run } from '../../action/__probe.js';",
  'export const env = process.env;',
  'export const now = Date.now();',
  'export const today = new Date();',
  'export function shadowed(process: string): string { return process; }',
  'export const record = { process: null, title: 1 }.process;',
  'export const leaked = { process };',
  'export const used = [readFileSync, path, getInput, Octokit, AjvModule, run];',
].join('\n');

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  noLib: true,
  noResolve: true,
  types: [],
  noEmit: true,
};
const host = ts.createCompilerHost(options);
// Doc comments hold no imports and no code: the parse skips them (a third of its time), the checks read the same nodes.
host.jsDocParsingMode = ts.JSDocParsingMode.ParseNone;
const readFile = host.readFile.bind(host);
const fileExists = host.fileExists.bind(host);
host.readFile = (name) => (resolve(name) === PROBE ? PROBE_TEXT : readFile(name));
host.fileExists = (name) => resolve(name) === PROBE || fileExists(name);
const program = ts.createProgram([...files, PROBE], options, host);

describe('the pure core', () => {
  it('should hold source files to check', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('should import no Node module, Actions toolkit, Octokit, Ajv or edge code, and never read process or the clock', () => {
    expect(files.flatMap((file) => impurities(program, file))).toEqual([]);
  });
});

describe('the purity check itself', () => {
  it('should catch each kind of impurity, and not a local named process', () => {
    const found = impurities(program, PROBE).map((line) => line.replace(/^[^:]+:\d+: /, ''));
    expect(found).toEqual([
      'imports "node:fs", a Node module',
      'imports "path", a Node module',
      'imports "@actions/core", the Actions toolkit',
      'imports "@octokit/__probe", Octokit',
      'imports "ajv/__probe", Ajv (the catalog validator lives in src/cli/catalog)',
      'imports "../../action/__probe.js", code outside src/core (an arrow back to the edge)',
      'uses process',
      'reads the clock (Date.now)',
      'reads the clock (new Date)',
      'uses process',
    ]);
  });
});
