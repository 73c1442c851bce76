// action.yml's input descriptions survive YAML parsing whole, and no input is declared as a placeholder.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const raw = readFileSync(new URL('../../../action.yml', import.meta.url), 'utf8');
const inputs = (parse(raw) as { inputs: Record<string, { description: string }> }).inputs;

describe('action.yml input descriptions', () => {
  it('should quote a one-line description that holds " #", which YAML would otherwise read as a comment', () => {
    const plain = raw.split('\n').filter((line) => /^\s+description: [^'">|]/.test(line));
    for (const line of plain) expect(line).not.toContain(' #');
    expect(inputs['issue-numbers']?.description).toContain('(`12, 345 #678`). Closed issues are triaged when named here.');
  });

  it('should describe earlier-reports as what it does, not as reserved', () => {
    const description = inputs['earlier-reports']?.description ?? '';
    expect(description).toContain('one search request');
    expect(description).toContain('up to 5');
    expect(description.toLowerCase()).not.toContain('reserved');
    expect(description.toLowerCase()).not.toContain('no effect');
  });
});
