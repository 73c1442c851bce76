// triageKeepingReading(): the action decides twice for one issue (before and after GitHub's answers), and the second
// decision reuses the first's reading of the thread. Reusing it must give what a fresh triage() gives with the same
// options, on every fixture issue: no stage after the reading may change what it read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCorpusIssue } from '../../src/cli/analyze/corpus-issue.js';
import { commitsToCheck } from '../../src/core/fixes/fixes-to-check.js';
import { defaultCatalog } from '../../src/core/catalog/default-catalog.js';
import { triage, triageKeepingReading } from '../../src/core/triage.js';
import type { TriageInput } from '../../src/core/report.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const files = ['corpus-realistic', 'corpus-recognition', 'corpus-negative'].flatMap((folder) =>
  readdirSync(join(FIXTURES, folder, 'issues'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(FIXTURES, folder, 'issues', name)),
);

/** The issue of a fixture file, with a maintainer's and another user's comment, as the action hands it in. */
function inputOf(file: string): TriageInput {
  const issue = readCorpusIssue(readFileSync(file, 'utf8'));
  return {
    body: issue.body,
    ...(issue.title === undefined ? {} : { title: issue.title }),
    author: 'reporter',
    comments: [
      { id: 1, author: 'someone', authorAssociation: 'NONE', body: 'Seeing this too on 0.9.2.' },
      { id: 2, author: 'reporter', authorAssociation: 'NONE', body: 'vllm 0.10.1, two nodes.' },
    ],
    labels: [],
  };
}

describe('triageKeepingReading', () => {
  it.each(files.map((file) => [file.slice(FIXTURES.length + 1), file]))('should decide %s again with other answers as a fresh triage() does', (_name, file) => {
    const input = inputOf(file);
    const asked = { issueNumber: 7, labelsInRepository: ['needs-info'] };
    const kept = triageKeepingReading(input, asked);
    expect(kept.plan).toEqual(triage(input, asked));
    const need = commitsToCheck(kept.plan.report, defaultCatalog());
    const containment = need === null ? null : { ref: need.ref, contained: need.checks.slice(0, 1).map((check) => check.commit), notContained: [] };
    const answered = { ...asked, labelsInRepository: ['needs-info', 'vllm-triage:rerun', 'vllm-triage:dismiss'], containment };
    expect(kept.again(answered)).toEqual(triage(input, answered));
    // Other options than the answers decide again on the same reading; those the reading depends on read it again.
    const renumbered = { ...answered, issueNumber: 8, docsBase: 'https://example.org/errors/' };
    expect(kept.again(renumbered)).toEqual(triage(input, renumbered));
    const routed = { ...answered, routedBy: { by: 'maintainer', label: 'kv-connector' } };
    expect(kept.again(routed)).toEqual(triage(input, routed));
  });
});
