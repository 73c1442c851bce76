// The fixture loop: every issue body under test/fixtures/extract/ against its expected salient output.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractSalient } from '../../support/extract-projection.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'extract');
const bodies = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.md'))
  .sort();

describe('extraction fixtures', () => {
  it('should have an expected output for every fixture body', () => {
    const expected = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));
    expect(expected.sort()).toEqual(bodies.map((name) => name.replace(/\.md$/, '.json')));
  });

  for (const name of bodies) {
    it(`should extract the expected tracebacks and error lines from ${name}`, () => {
      const markdown = readFileSync(join(FIXTURES, name), 'utf8');
      const expected: unknown = JSON.parse(readFileSync(join(FIXTURES, name.replace(/\.md$/, '.json')), 'utf8'));
      expect(extractSalient(markdown)).toEqual(expected);
    });
  }
});
