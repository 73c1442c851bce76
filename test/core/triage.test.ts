// The triage fixture loop: triage() of every realistic corpus issue against the labels, matches and comment stored beside
// it (triage.jsonl), and its whole comment and label set against the golden file next to the issue
// (`issues/<name>.golden.txt`). `npm test -- -u` rewrites the golden files; review what changed in the diff.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCorpusIssue } from '../../src/cli/analyze/corpus-issue.js';
import { defaultCatalog } from '../../src/core/catalog/default-catalog.js';
import { triage } from '../../src/core/triage.js';
import type { TriagePlan } from '../../src/core/report.js';
import { withGoldenPlaceholders } from '../support/golden-placeholders.js';

const CORPUS = join(import.meta.dirname, '..', 'fixtures', 'corpus-realistic');

/** What triage() should decide for one issue (`triage.jsonl`, one line per issue); `note` says why, where it is not obvious. */
interface Expected {
  file: string;
  labels: string[];
  matches: string[];
  comment: boolean;
  note?: string;
}

/** The corpus's own answer key (`truth.jsonl`), to check the expectations against. */
interface Truth {
  file: string;
  category: string;
}

const readJsonLines = <T>(name: string): T[] =>
  readFileSync(join(CORPUS, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);

const expectations = readJsonLines<Expected>('triage.jsonl');
const truth = new Map(readJsonLines<Truth>('truth.jsonl').map((record) => [record.file, record]));
const issues = readdirSync(join(CORPUS, 'issues'))
  .filter((name) => name.endsWith('.md'))
  .sort();

const list = (values: readonly string[]): string => (values.length === 0 ? '(none)' : values.join(', '));

/**
 * What a reviewer reads in a golden file: the label set, the matches and the whole comment as posted, but for the
 * catalog's version and the marker's fingerprint, printed as placeholders (one more catalog entry rewrites no golden).
 */
function golden(file: string, plan: TriagePlan): string {
  return [
    `triage() of ${file}: \`npm test -- -u\` rewrites this file from the code; review the change in the diff.`,
    '',
    `labels: ${list(plan.report.labels)}`,
    `labels to add: ${list(plan.labelsToAdd)}`,
    `labels to remove: ${list(plan.labelsToRemove)}`,
    `matches: ${list(plan.report.matches.map((match) => match.id))}`,
    '',
    plan.comment === null
      ? '(no comment)'
      : `comment (${plan.comment.length} characters):\n\n${withGoldenPlaceholders(plan.comment, defaultCatalog().version)}`,
    '',
  ].join('\n');
}

describe('triage() on the realistic corpus', () => {
  it('should have one expectation for every issue of the corpus', () => {
    expect(expectations.map((expected) => expected.file)).toEqual(issues.map((name) => `issues/${name}`));
  });

  it('should expect nothing for a negative issue, and the connector label with every comment', () => {
    for (const expected of expectations) {
      const category = truth.get(expected.file)?.category;
      expect(category, expected.file).toBeDefined();
      if (category === 'negative') expect([expected.labels, expected.matches, expected.comment], expected.file).toEqual([[], [], false]);
      if (expected.comment) expect(expected.labels, expected.file).toContain('kv-connector');
      if (expected.matches.length > 0) expect(expected.comment, expected.file).toBe(true);
    }
  });

  for (const expected of expectations) {
    it(`should decide for ${expected.file} the labels, matches and comment expected${expected.note ? ` (${expected.note})` : ''}`, async () => {
      // As the Action sees an issue: the title apart from the body.
      const issue = readCorpusIssue(readFileSync(join(CORPUS, expected.file), 'utf8'));
      const plan = triage({ body: issue.body, ...(issue.title === undefined ? {} : { title: issue.title }) });
      expect({
        labels: plan.report.labels,
        matches: plan.report.matches.map((match) => match.id),
        comment: plan.comment !== null,
      }).toEqual({ labels: expected.labels, matches: expected.matches, comment: expected.comment });
      expect(plan.labelsToAdd).toEqual(expected.labels);
      expect(plan.report.comment).toBe(plan.comment);
      expect(plan.earlierReportsSearch).toEqual({ kind: 'none', note: null });
      await expect(golden(expected.file, plan)).toMatchFileSnapshot(join(CORPUS, expected.file.replace(/\.md$/, '.golden.txt')));
    });
  }
});
