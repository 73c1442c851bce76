// What users see on real text and on our own recognition corpus: routing, connectors, exceptions, silence on negatives.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluateCorpus } from '../support/eval-corpus.js';

/** The development corpus of real issue text lives beside the repository (`../shared/corpus`), never inside it. */
const devCorpus = fileURLToPath(new URL('../../../shared/corpus', import.meta.url));
const ownCorpus = fileURLToPath(new URL('../fixtures/corpus-recognition', import.meta.url));

/** The thresholds of issue 15, held on every corpus that has connector-error issues. */
function holdsThresholds(dir: string, minimum: { routing: number; connectors: number; exceptions: number }): void {
  it('should route connector-error issues, name their connectors and read their exceptions at the thresholds', async () => {
    const score = await evaluateCorpus(dir);
    expect(score.routingRecall.expected).toBeGreaterThanOrEqual(20);
    expect({ routing: score.routingRecall.ratio >= minimum.routing, missed: score.routingRecall.missed }).toEqual({ routing: true, missed: expect.any(Array) });
    expect(score.connectorRecall.ratio).toBeGreaterThanOrEqual(minimum.connectors);
    expect(score.exceptionRecall.ratio).toBeGreaterThanOrEqual(minimum.exceptions);
  });

  it('should raise no visible false alarm (label, comment or match) on a negative issue', async () => {
    const score = await evaluateCorpus(dir);
    expect(score.falseAlarms.negatives).toBeGreaterThanOrEqual(10);
    expect(score.falseAlarms.files).toEqual([]);
  });
}

describe.skipIf(!existsSync(`${devCorpus}/truth.jsonl`))('eval on the development corpus of real issues (../shared/corpus)', () => {
  holdsThresholds(devCorpus, { routing: 0.95, connectors: 0.9, exceptions: 0.95 });
});

describe('eval on our own recognition corpus', () => {
  holdsThresholds(ownCorpus, { routing: 0.95, connectors: 0.9, exceptions: 0.95 });
});
