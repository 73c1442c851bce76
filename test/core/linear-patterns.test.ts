// Every regular expression in src/ reads text anyone can write. Each one is run on inputs built to be its worst case
// (for every unbounded quantifier: what the pattern needs before it, the quantifier's element repeated to 65,536
// characters, then a character that makes the match fail), and one run may cost at most what the whole analysis of
// benign text of the same size costs: an issue made of such a line then costs at most twice a benign one. The
// ratio is measured in this run (CPU time, the benign analysis the median of three), never against a fixed time.
// eslint-plugin-regexp checks the same patterns statically (eslint.config.js); this test runs them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RegExpParser, visitRegExpAST } from '@eslint-community/regexpp';
import type { Alternative, CharacterClass, CharacterSet, Element, Node, Quantifier } from '@eslint-community/regexpp/ast';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze.js';
import { benignWindow } from '../support/hostile-kinds.js';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const SIZE = 65_536;
/** Characters that end a worst-case input so the match fails after the run (or, for `$`, is not at the end). */
const TAILS = ['!', '\n', '\u0000', 'é'];

interface Pattern {
  where: string;
  regex: RegExp;
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'generated') found.push(...sourceFiles(path));
    } else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** Every regular-expression literal in src/, read with TypeScript's parser (not a pattern over the source). */
function patternsInSource(): Pattern[] {
  const patterns: Pattern[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    // Doc comments hold no code: left unparsed, which halves the parse (the same regular-expression literals either way).
    const source = ts.createSourceFile(file, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(source);
        const slash = literal.lastIndexOf('/');
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        patterns.push({ where: `${relative(SRC, file)}:${line + 1} ${literal}`, regex: new RegExp(literal.slice(1, slash), literal.slice(slash + 1)) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return patterns;
}

/** Characters to try where a pattern needs one of a set. */
const PROBES = ['a', 'Z', '1', ' ', '\t', '.', '-', '_', '/', ':', '[', '"', '`', '|', '^', 'M', 'é', '\n'];

/** Characters of a set the pattern matches, found by asking the set itself. */
function membersOf(node: CharacterClass | CharacterSet, flags: string): string[] {
  const single = new RegExp(`^${node.raw}$`, flags.replace(/[gy]/g, ''));
  return PROBES.filter((probe) => single.test(probe)).slice(0, 3);
}

/** The shortest text an element matches (the first alternative, each quantifier at its minimum); '' for assertions. */
function shortest(node: Node, flags: string): string {
  switch (node.type) {
    case 'Character':
      return String.fromCodePoint(node.value);
    case 'CharacterClass':
    case 'CharacterSet':
      return membersOf(node, flags)[0] ?? 'a';
    case 'Alternative':
      return node.elements.map((element) => shortest(element, flags)).join('');
    case 'Group':
    case 'CapturingGroup':
    case 'Pattern':
      return node.alternatives[0] === undefined ? '' : shortest(node.alternatives[0], flags);
    case 'Quantifier':
      return shortest(node.element, flags).repeat(node.min);
    default:
      return '';
  }
}

/** What the pattern needs before a node: the shortest text of every element before it, up through its parents. */
function prefixBefore(node: Element, flags: string): string {
  const parts: string[] = [];
  let child: Node = node;
  let parent = node.parent as Node | null;
  while (parent !== null) {
    if (parent.type === 'Alternative') {
      const alternative: Alternative = parent;
      const index = alternative.elements.indexOf(child as Element);
      parts.unshift(
        alternative.elements
          .slice(0, index)
          .map((element) => shortest(element, flags))
          .join(''),
      );
    }
    child = parent;
    parent = (parent as { parent?: Node | null }).parent ?? null;
  }
  return parts.join('');
}

/** The texts a quantifier's element is repeated as: its shortest text, and each member of a set. */
function unitsOf(quantifier: Quantifier, flags: string): string[] {
  const element = quantifier.element;
  const units = element.type === 'CharacterClass' || element.type === 'CharacterSet' ? membersOf(element, flags) : [shortest(element, flags)];
  return [...new Set(units.filter((unit) => unit !== ''))];
}

/** Inputs of `size` characters built to be the pattern's worst case, one per unbounded quantifier, unit and tail. */
function worstCases(regex: RegExp, size: number): string[] {
  const flags = regex.flags;
  const ast = new RegExpParser().parsePattern(regex.source, undefined, undefined, { unicode: flags.includes('u'), unicodeSets: flags.includes('v') });
  const inputs = new Set<string>();
  visitRegExpAST(ast, {
    onQuantifierEnter(quantifier) {
      if (quantifier.max !== Infinity) return;
      const prefix = prefixBefore(quantifier, flags);
      for (const unit of unitsOf(quantifier, flags)) {
        for (const lead of new Set([prefix, ''])) {
          const run = unit.repeat(Math.max(1, Math.floor((size - lead.length - 1) / unit.length)));
          for (const tail of TAILS) inputs.add(`${lead}${run}${tail}`.slice(0, size));
        }
      }
    },
  });
  return [...inputs];
}

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000;
}

/** Runs the pattern as the code does: every match of a global pattern, the first of any other. */
function runPattern(regex: RegExp, input: string): void {
  regex.lastIndex = 0;
  if (regex.global) input.replace(regex, '');
  else regex.exec(input);
}

describe('every regular expression in src/ on its worst case', () => {
  const patterns = patternsInSource();

  it('should find the patterns of src/', () => {
    expect(patterns.length).toBeGreaterThan(100);
  });

  it('should cost at most what the analysis of benign text of the same size costs, for every pattern', () => {
    const benignText = benignWindow(SIZE, 0);
    analyze(benignText);
    const benignRuns = [0, 1, 2].map(() => cpuMs(() => analyze(benignText))).sort((a, b) => a - b);
    const benignMs = benignRuns[1] as number;
    const over: string[] = [];
    let inputsRun = 0;
    for (const { where, regex } of patterns) {
      let worst = { ms: 0, input: '', limit: benignMs };
      // A sixteenth of the size first, against a sixteenth of the benign cost (the analysis is linear): a pattern
      // already over there is not run on the full size, where a square would cost minutes.
      for (const size of [SIZE / 16, SIZE]) {
        const limit = (benignMs * size) / SIZE;
        for (const input of worstCases(regex, size)) {
          const ms = cpuMs(() => runPattern(regex, input));
          inputsRun += 1;
          if (ms / limit > worst.ms / worst.limit) worst = { ms, input, limit };
        }
        if (worst.ms > worst.limit) break;
      }
      // One run over the limit is measured again: noise only makes a run slower.
      if (worst.ms > worst.limit) {
        const again = Math.min(...[0, 1].map(() => cpuMs(() => runPattern(regex, worst.input))));
        if (again > worst.limit) over.push(`${where}: ${(again / worst.limit).toFixed(2)}× the benign analysis of ${worst.input.length} characters`);
      }
    }
    expect(inputsRun).toBeGreaterThan(patterns.length);
    expect(over).toEqual([]);
  });

  it('should catch a pattern that is super-linear (the check can fail)', () => {
    // PIP_LIST_LINE as it was: `\d+` and `[0-9A-Za-z.+]*` share a run of digits. At 4,096 characters (the check's first
    // size) its worst case cost ~98 ms here against ~0.2 ms for the linear form.
    const quadratic = /^vllm\s+v?(\d+\.\d+[0-9A-Za-z.+]*)\s*$/i;
    const inputs = worstCases(quadratic, 4_096);
    const linear = /^vllm\s+v?(\d+\.\d[0-9A-Za-z.+]*)\s*$/i;
    const cost = (regex: RegExp): number => Math.max(...inputs.map((input) => cpuMs(() => runPattern(regex, input))));
    expect(inputs.some((input) => input.startsWith('vllm 1.1111'))).toBe(true);
    expect(cost(quadratic)).toBeGreaterThan(10 * cost(linear));
  });
});
