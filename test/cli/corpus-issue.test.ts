import { describe, expect, it } from 'vitest';
import { readCorpusIssue } from '../../src/cli/analyze/corpus-issue.js';
import { scoreCorpus, scoreIssue, type TruthRecord } from '../../src/cli/eval/eval-score.js';
import { triage } from '../../src/core/triage.js';

describe('readCorpusIssue', () => {
  it('should split the source comment, the title and the thread, and read the repository from the source URL', () => {
    const issue = readCorpusIssue(
      '<!-- source: https://github.com/LMCache/LMCache/issues/12 -->\n# [Bug] lmcache crash\n\nuser · description · 2025-01-01\nbody text\n',
    );
    expect(issue).toEqual({
      title: '[Bug] lmcache crash',
      body: '\nuser · description · 2025-01-01\nbody text\n',
      repository: 'LMCache/LMCache',
      number: 12,
      pullRequest: false,
    });
  });

  it('should keep the whole text as the body when there is no title line', () => {
    expect(readCorpusIssue('just text\n# not a title')).toEqual({
      title: undefined,
      body: 'just text\n# not a title',
      repository: undefined,
      number: null,
      pullRequest: false,
    });
  });

  it('should read the number and whether the source is a pull request, from its address or a `-pr-` file name', () => {
    expect(readCorpusIssue('<!-- source: https://github.com/vllm-project/vllm/pull/901 -->\n# t\nx')).toMatchObject({ number: 901, pullRequest: true });
    expect(readCorpusIssue('<!-- source: written here; repository: a/b -->\n# t\nx', 'vllm-pr-77.md')).toMatchObject({ number: null, pullRequest: true });
    expect(readCorpusIssue('<!-- source: https://github.com/vllm-project/vllm/issues/5 -->\n# t\nx', 'vllm-5.md')).toMatchObject({
      number: 5,
      pullRequest: false,
    });
  });
});

describe('routing score', () => {
  const truth = (file: string, category: string): TruthRecord => ({ file, category, tracebacks: [], error_lines: [] });

  it('should count a connector-error issue as routed only when the connector label was added, and a comment on a negative as a visible false alarm', () => {
    const seed = triage({ body: 'ValueError: Request chatcmpl-1-abcdefgh is not in _unfinished_requests' }).report;
    const silent = triage({ body: 'The model loads fine, thanks.' }).report;
    const score = scoreCorpus([
      scoreIssue(truth('a.md', 'connector-error'), seed),
      scoreIssue(truth('b.md', 'connector-error'), silent),
      scoreIssue(truth('c.md', 'negative'), seed),
      scoreIssue(truth('d.md', 'negative'), silent),
    ]);
    expect(score.routingRecall).toEqual({ found: 1, expected: 2, ratio: 0.5, missed: ['b.md'] });
    expect(score.falseAlarms).toEqual({ count: 1, negatives: 2, files: ['c.md'] });
  });
});
