// The YAML-cut check: prose YAML cut at ` #`, folded or retyped is found in the raw text; the shipped catalog has none.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogYamlBesideBuild } from '../../../src/cli/catalog/check-command.js';
import { listYamlFiles } from '../../../src/cli/catalog/compile-catalog.js';
import { checkCatalogScalars, checkPlainScalars, describeScalarProblems } from '../../../src/cli/catalog/yaml-scalars.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const OLD = fileURLToPath(new URL('../../fixtures/catalog-yaml/', import.meta.url));

describe('checkPlainScalars', () => {
  it('should find the five strings YAML cut at " #" in the catalog files as they were', () => {
    const files = readdirSync(OLD)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => ({ file: name, text: readFileSync(join(OLD, name), 'utf8') }));
    const { problems } = checkCatalogScalars(files);
    expect(problems.map((problem) => [problem.why, problem.read])).toEqual(
      expect.arrayContaining([
        ['cut at a comment', 'Upgrade to a release that contains PR'],
        ['cut at a comment', 'Mooncake store (before PR'],
        ['cut at a comment', 'Not known. Only a Mooncake store from before PR'],
        ['cut at a comment', 'With the Mooncake store before PR'],
        ['cut at a comment', 'Follow'],
      ]),
    );
    expect(problems).toHaveLength(5);
    expect(describeScalarProblems(problems)[0]).toMatch(/^\S+\.yaml:\d+: ".*#.*" reads as ".*" \(cut at a comment\); quote the string$/);
  });

  it('should pass quoted and block scalars, and numbers and flags written as YAML prints them', () => {
    const text = ['title: "PR #1 is quoted"', 'text: >-', '  folded #2 in a block', 'line: 301', 'last_resort: true', 'how: `a` b'].join('\n');
    expect(checkPlainScalars('ok.yaml', text.replace('how: `a` b', "how: 'fine #3'")).problems).toEqual([]);
  });

  it('should flag a plain scalar folded across lines and one YAML reads as another value', () => {
    const folded = checkPlainScalars('x.yaml', 'text: first line\n  second line\n').problems;
    expect(folded.map((problem) => problem.why)).toEqual(['folded across lines']);
    const retyped = checkPlainScalars('x.yaml', 'release: 0.10\nflag: yes\n').problems;
    expect(retyped.map((problem) => [problem.written, problem.read])).toEqual([['0.10', '0.1']]);
  });

  it('should find nothing in the shipped catalog', () => {
    // The entries, as the compile checks them: catalog/pull-requests.yaml is data (`commit: null` is meant as null).
    const files = listYamlFiles(root, 'catalog/')
      .filter((file) => file !== 'catalog/pull-requests.yaml')
      .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
    const check = checkCatalogScalars(files);
    expect(check.files).toBeGreaterThan(30);
    expect(check.plainScalars).toBeGreaterThan(1000);
    expect(check.problems).toEqual([]);
  });

  it('should check in `catalog check` the same files as the compile: every entry, not the PR table', () => {
    const files = catalogYamlBesideBuild();
    expect(files).not.toBeNull();
    const names = (files ?? []).map((file) => file.file);
    expect(names).not.toContain('catalog/pull-requests.yaml');
    expect(names).toContain('catalog/lmcache/mp-requires-disable-hma.yaml');
    expect(names).toEqual(listYamlFiles(root, 'catalog/').filter((file) => file !== 'catalog/pull-requests.yaml'));
    expect(checkCatalogScalars(files ?? []).problems).toEqual([]);
  });
});
