// The house rules that read the code's imports (test/support/house-rules.ts), each checked on src/ as it stands and
// on src/ with its planted breach: a rule that cannot fail is no rule.
import { describe, expect, it } from 'vitest';
import { breaches } from './support/house-checks.js';
import { HOUSE_RULES } from './support/house-rules.js';
import { importsOf, isSource, moduleNames, readTree } from './support/house-tree.js';

const tree = readTree('src');

describe('the tree the house rules read', () => {
  it('should hold the source files of src/ and the import between them', () => {
    const sources = [...tree.keys()].filter(isSource);
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((path) => path.startsWith('src/core/')).length).toBeGreaterThan(40);
    expect(importsOf(tree).filter((entry) => entry.target !== null).length).toBeGreaterThan(300);
    expect(tree.has('src/core/README.md')).toBe(true);
  });

  it('should read type-only, re-export and dynamic imports', () => {
    expect(moduleNames("import type { A } from './a.js';\nexport * from './b.js';\nconst c = await import('./c.js');")).toEqual(['./a.js', './b.js', './c.js']);
    // main.ts loads the backfill job and the core lazily, with import().
    const main = moduleNames(tree.get('src/action/main.ts') ?? '');
    expect(main).toContain('./backfill/job.js');
    expect(main.some((name) => name.startsWith('../core/'))).toBe(true);
  });
});

describe.each(HOUSE_RULES.map((rule) => [rule.says, rule] as const))('house rule: %s', (_says, rule) => {
  const known = rule.known ?? [];

  it('should hold on src/ (but for its known breaches)', () => {
    expect(breaches(rule, tree).filter((breach) => !known.includes(breach))).toEqual([]);
  });

  if (known.length > 0)
    it('should list only known breaches that are still there (the list only shrinks)', () => {
      const found = breaches(rule, tree);
      expect(known.filter((breach) => !found.includes(breach))).toEqual([]);
    });

  it('should find its planted breach, and only it', () => {
    const planted = new Map([...tree, ...Object.entries(rule.planted.files)]);
    const found = breaches(rule, planted).filter((breach) => !known.includes(breach));
    expect(found.sort()).toEqual([...rule.planted.breaches].sort());
  });
});
