// Scores the analyser on the negative corpus (unrelated vLLM failures with connector-like words), so a false alarm shows.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze.js';
import { evaluateCorpus, truthCount } from '../support/eval-corpus.js';

const corpus = fileURLToPath(new URL('../fixtures/corpus-negative', import.meta.url));

describe('eval on the negative corpus', () => {
  it('should score every issue of the corpus, all of them negative', async () => {
    const score = await evaluateCorpus(corpus);
    const issues = truthCount(corpus);
    expect(score.issues).toHaveLength(issues);
    expect(score.falseAlarms.negatives).toBe(issues);
    expect(score.falseAlarms.negatives).toBeGreaterThanOrEqual(25);
  });

  it('should raise no false alarm: no match, connector, label or comment', async () => {
    const score = await evaluateCorpus(corpus);
    expect(score.falseAlarms.files).toEqual([]);
    expect(score.falseAlarms.count).toBe(0);
    expect(score.issues.flatMap((entry) => entry.connectorsFound)).toEqual([]);
  });

  it('should still find at least 95 % of the final exceptions', async () => {
    const score = await evaluateCorpus(corpus);
    expect(score.exceptionRecall.expected).toBeGreaterThanOrEqual(20);
    expect(score.exceptionRecall.ratio).toBeGreaterThanOrEqual(0.95);
  });
});

/** A fenced traceback raised in the reporter's own code, with the given final line. */
function ownCodeTraceback(finalLine: string): string {
  return [
    '```',
    'Traceback (most recent call last):',
    '  File "/app/main.py", line 3, in <module>',
    '    run()',
    '  File "/usr/local/lib/python3.12/dist-packages/myapp/settings.py", line 10, in run',
    '    raise ValueError(value)',
    finalLine,
    '```',
  ].join('\n');
}

describe('source-index rows with generic words', () => {
  it('should not match a connector raise site when every frame is outside connector code', () => {
    for (const finalLine of ["ValueError: Invalid format: 'yaml'", 'RuntimeError: cpu is not supported.', 'ValueError: Size cannot be empty.']) {
      const report = analyze(ownCodeTraceback(finalLine));
      expect(report.matches).toEqual([]);
      expect(report.connectors).toEqual([]);
      expect(report.comment).toBeNull();
    }
  });

  it('should still match the raise site when the traceback runs through the connector file', () => {
    const body = ownCodeTraceback("ValueError: Invalid format: 'yaml'").replace(
      'myapp/settings.py',
      'vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py',
    );
    expect(analyze(body).matches.map((match) => match.connector)).toEqual(['MooncakeStoreConnector']);
  });
});
