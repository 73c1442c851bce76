// Property tests: on any body, hostile ones up to 65,536 characters included, extraction never throws,
// its output keeps its shape, and it costs no more than a few times a benign body of the same size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyBody, benignBody, extractAll, extractionMillis, hostileBody, MAX_BODY, shapeProblems } from '../../support/markdown-generators.js';

/** Generous against a busy CI machine; the real ratios are far lower (see the fuzz runner's report). */
const MAX_TIME_RATIO = 4;

describe('extraction on any input', () => {
  it('should never throw and always return output of the declared shape', () => {
    fc.assert(
      fc.property(anyBody(), (markdown) => {
        expect(shapeProblems(extractAll(markdown), markdown)).toEqual([]);
      }),
      { numRuns: 25, seed: 20260814 },
    );
  });

  it('should find a traceback after a hostile prefix, whichever way the body was split', () => {
    fc.assert(
      fc.property(hostileBody(4096), (hostile) => {
        const traceback =
          '\n\n```\nTraceback (most recent call last):\n  File "s.py", line 301, in build_connector_meta\n    raise ValueError(x)\nValueError: Request r1 is not in _unfinished_requests\n```\n';
        const found = extractAll(`${hostile}${traceback}`)
          .tracebacks.concat()
          .map((each) => each.exception?.type);
        expect(found).toContain('ValueError');
      }),
      { numRuns: 20, seed: 7 },
    );
  });

  it('should take at most a few times as long on a hostile 65,536-character body as on a benign one', () => {
    const benign = benignBody(MAX_BODY);
    extractionMillis(benign, 2);
    const benignMillis = extractionMillis(benign);
    fc.assert(
      fc.property(hostileBody(MAX_BODY), (hostile) => {
        const ratio = extractionMillis(hostile, 2) / benignMillis;
        expect(ratio).toBeLessThanOrEqual(MAX_TIME_RATIO);
      }),
      { numRuns: 6, seed: 65536 },
    );
  });
});
