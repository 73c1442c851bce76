// The house rules that read the code's imports, as data: what each rule says, the places it holds for, a planted
// breach that proves it can fail (files added to the real tree, and the breaches they must give), and, for a rule
// the code does not keep yet, the breaches known today (they pass; any other fails, and so does a known one that is
// gone, so the list only shrinks). test/house-rules.test.ts checks every row; test/support/house-checks.ts says how
// each kind is checked. Places: a file, `folder/` (all below it), `folder/*` (its top), `folder/*/` (its subfolders).
import type { PurityRule } from './purity-check.js';

export interface Planted {
  /** Path from the project's root → text, added to (or put over) the real tree. */
  files: Record<string, string>;
  /** The breaches the rule must then find, in any order. */
  breaches: string[];
}

export type HouseRule = { says: string; planted: Planted; known?: readonly string[] } & (
  | { kind: 'no-file-circle' | 'imports-resolve' | 'no-room-circle'; folder: string }
  | { kind: 'only-at-top'; folder: string; files: readonly string[] }
  | { kind: 'no-import'; from: readonly string[]; to: readonly string[]; except?: readonly string[] }
  | { kind: 'stage-table' | 'stage-order'; folder: string; table: string }
  | ({ kind: 'pure' } & PurityRule)
);

/** A file that does each forbidden thing once and shadows `process` harmlessly; its imports need not resolve. */
const PURITY_PROBE = [
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
  'export const started = performance.now();',
  'export const used = [readFileSync, path, getInput, Octokit, AjvModule, run];',
].join('\n');

export const HOUSE_RULES: readonly HouseRule[] = [
  {
    says: 'no file of src/ imports itself round a circle of files (type-only, re-export and dynamic imports count)',
    kind: 'no-file-circle',
    folder: 'src',
    planted: {
      files: {
        'src/core/__a.ts': "import type { X } from './__b.js';",
        'src/core/__b.ts': "import { a } from './__a.js';",
        'src/core/__c.ts': "export * from './__d.js';",
        'src/core/__d.ts': "const m = import('./__e.js');",
        'src/core/__e.ts': "import './__c.js';",
        'src/core/__f.ts': "import './__g.js';",
        'src/core/__g.ts': '',
      },
      breaches: [
        'circle: src/core/__a.ts, src/core/__b.ts (src/core/__a.ts imports ./__b.js; src/core/__b.ts imports ./__a.js)',
        'circle: src/core/__c.ts, src/core/__d.ts, src/core/__e.ts (src/core/__c.ts imports ./__d.js; src/core/__d.ts imports ./__e.js; src/core/__e.ts imports ./__c.js)',
      ],
    },
  },
  {
    says: 'every relative import in src/ names a source file of src/ or a data file (no import the other rules cannot follow)',
    kind: 'imports-resolve',
    folder: 'src',
    planted: {
      files: { 'src/core/__probe.ts': "import { x } from './__nowhere.js';\nimport data from '../generated/catalog.json';" },
      breaches: ['src/core/__probe.ts imports ./__nowhere.js: no source file src/core/__nowhere.ts'],
    },
  },
  {
    says: 'only index.ts, main.ts and runner.ts stand at the top of src/action; the rest lives in rooms',
    kind: 'only-at-top',
    folder: 'src/action',
    files: ['index.ts', 'main.ts', 'runner.ts'],
    planted: { files: { 'src/action/__helper.ts': '' }, breaches: ['src/action/__helper.ts stands at the top of src/action'] },
  },
  {
    says: "no file in a room of src/action imports the action's top level",
    kind: 'no-import',
    from: ['src/action/*/'],
    to: ['src/action/*'],
    planted: {
      files: { 'src/action/apply/__probe.ts': "import type { Runner } from '../runner.js';\nimport { x } from './types.js';" },
      breaches: ['src/action/apply/__probe.ts imports ../runner.js'],
    },
  },
  {
    says: 'no two rooms of src/action import each other, directly or round a longer circle',
    kind: 'no-room-circle',
    folder: 'src/action',
    planted: {
      files: {
        'src/action/__r1/a.ts': "import '../__r2/b.js';",
        'src/action/__r2/b.ts': "const m = import('../__r1/a.js');",
        'src/action/__r3/c.ts': "import type { D } from '../__r4/d.js';",
        'src/action/__r4/d.ts': "export * from '../__r5/e.js';",
        'src/action/__r5/e.ts': "import '../__r3/c.js';",
        'src/action/__r6/f.ts': "import '../__r7/g.js';",
        'src/action/__r7/g.ts': '',
      },
      breaches: [
        'circle of rooms __r1, __r2 (src/action/__r1/a.ts imports ../__r2/b.js; src/action/__r2/b.ts imports ../__r1/a.js)',
        'circle of rooms __r3, __r4, __r5 (src/action/__r3/c.ts imports ../__r4/d.js; src/action/__r4/d.ts imports ../__r5/e.js; src/action/__r5/e.ts imports ../__r3/c.js)',
      ],
    },
  },
  {
    says: "every folder of src/core has its stage in src/core/README.md's table",
    kind: 'stage-table',
    folder: 'src/core',
    table: 'src/core/README.md',
    planted: { files: { 'src/core/__stage/x.ts': '' }, breaches: ['src/core/__stage/ is not in the table of src/core/README.md'] },
  },
  {
    says: "no folder of src/core imports a later stage's folder, nor the top level unless it runs after the pipeline",
    kind: 'stage-order',
    folder: 'src/core',
    table: 'src/core/README.md',
    planted: {
      files: {
        'src/core/text/__probe.ts': "import type { Decision } from '../plan/types.js';",
        'src/core/plan/__probe.ts': "import { triage } from '../triage.js';",
        'src/core/shadow/__probe.ts': "import { triage } from '../triage.js';\nimport { x } from '../plan/types.js';",
      },
      breaches: ['src/core/text/__probe.ts: text -> plan (imports ../plan/types.js)', 'src/core/plan/__probe.ts: plan -> (top) (imports ../triage.js)'],
    },
  },
  {
    says: 'no two folders of src/core import each other, even of one stage',
    kind: 'no-room-circle',
    folder: 'src/core',
    planted: {
      files: {
        'src/core/text/__probe.ts': "import { x } from '../catalog/types.js';",
        'src/core/catalog/__probe.ts': "import { y } from '../text/limits.js';",
      },
      breaches: ['circle of rooms catalog, text (src/core/catalog/__probe.ts imports ../text/limits.js; src/core/text/__probe.ts imports ../catalog/types.js)'],
    },
  },
  {
    says: 'the core is pure: no file of src/core imports Node, the Actions toolkit, Octokit, Ajv or edge code, or reads process or the clock',
    kind: 'pure',
    folder: 'src/core',
    mayImport: ['src/core/', 'src/generated/'],
    modules: [
      { module: 'Node built-ins', why: 'a Node module' },
      { module: '@actions/', why: 'the Actions toolkit' },
      { module: '@octokit/', why: 'Octokit' },
      { module: 'ajv', why: 'Ajv (the catalog validator lives in src/cli/catalog)' },
    ],
    planted: {
      files: { 'src/core/catalog/__purity-probe.ts': PURITY_PROBE },
      breaches: [
        'src/core/catalog/__purity-probe.ts:1: imports "node:fs", a Node module',
        'src/core/catalog/__purity-probe.ts:2: imports "path", a Node module',
        'src/core/catalog/__purity-probe.ts:3: imports "@actions/core", the Actions toolkit',
        'src/core/catalog/__purity-probe.ts:4: imports "@octokit/__probe", Octokit',
        'src/core/catalog/__purity-probe.ts:5: imports "ajv/__probe", Ajv (the catalog validator lives in src/cli/catalog)',
        'src/core/catalog/__purity-probe.ts:6: imports "../../action/__probe.js", code outside src/core/ and src/generated/ (an arrow back to the edge)',
        'src/core/catalog/__purity-probe.ts:7: uses process',
        'src/core/catalog/__purity-probe.ts:8: reads the clock (Date.now)',
        'src/core/catalog/__purity-probe.ts:9: reads the clock (new Date)',
        'src/core/catalog/__purity-probe.ts:12: uses process',
        'src/core/catalog/__purity-probe.ts:13: reads the clock (performance)',
      ],
    },
  },
  {
    says: 'no file in src/action or src/cli imports from src/core but its face, src/core/index.ts (and the engine behind it, src/core/engine.ts, loaded lazily)',
    kind: 'no-import',
    from: ['src/action/', 'src/cli/'],
    to: ['src/core/'],
    except: ['src/core/index.ts', 'src/core/engine.ts'],
    planted: {
      files: {
        'src/cli/__probe.ts': "import { triage } from '../core/triage.js';\nimport type { Plan } from '../core/index.js';",
        'src/action/__probe/probe.ts': "const engine = await import('../../core/engine.js');\nimport type { X } from '../../core/plan/types.js';",
      },
      breaches: ['src/cli/__probe.ts imports ../core/triage.js', 'src/action/__probe/probe.ts imports ../../core/plan/types.js'],
    },
  },
];
