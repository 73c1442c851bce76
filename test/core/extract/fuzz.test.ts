// The longer fuzz run of extraction: FUZZ_RUNS hostile 65,536-character bodies (default a few, so CI stays fast),
// each checked for shape and timed against a benign body; prints the count and the worst time ratio.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benignBody, extractAll, extractionMillis, hostileBody, MAX_BODY, shapeProblems } from '../../support/markdown-generators.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? '3');
/** `npm test` checks the same few bodies every time (a timing check must not flake in CI); a longer FUZZ_RUNS run explores. */
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS === undefined ? 20_261_130 : undefined;
const MAX_TIME_RATIO = 4;

describe('extraction fuzz', () => {
  it(`should hold shape and time on ${RUNS} random hostile bodies`, () => {
    const benign = benignBody(MAX_BODY);
    extractionMillis(benign, 2);
    const benignMillis = extractionMillis(benign, 5);
    let worst = { ratio: 0, sample: '' };
    let checked = 0;
    fc.assert(
      fc.property(hostileBody(MAX_BODY), (hostile) => {
        expect(shapeProblems(extractAll(hostile), hostile)).toEqual([]);
        const ratio = extractionMillis(hostile, 2) / benignMillis;
        checked += 1;
        if (ratio > worst.ratio) worst = { ratio, sample: JSON.stringify(hostile.slice(0, 60)) };
        expect(ratio).toBeLessThanOrEqual(MAX_TIME_RATIO);
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    console.log(
      `extraction fuzz: ${checked} bodies of ${MAX_BODY} characters; benign ${benignMillis.toFixed(1)} ms; worst ratio ${worst.ratio.toFixed(2)} on ${worst.sample}`,
    );
  }, 3_600_000);
});
