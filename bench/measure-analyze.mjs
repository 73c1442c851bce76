// Child process for (a): `analyze()` over the generated corpus against plain CommonMark `fromMarkdown`, side by side.
// Prints one JSON object on stdout. Run with --expose-gc so each round starts from a collected heap.

import { parseArgs } from 'node:util';
import { generateCorpus } from './corpus.mjs';
import { loadEngine } from './engines.mjs';
import { timePaired } from './paired-timing.mjs';

const { values } = parseArgs({
  options: {
    subject: { type: 'string', default: 'analyze' },
    baseline: { type: 'string', default: 'commonmark' },
    reps: { type: 'string', default: '9' },
    count: { type: 'string', default: '48' },
  },
});

const subject = await loadEngine(values.subject);
const baseline = await loadEngine(values.baseline);
const bodies = generateCorpus({ count: Number(values.count) }).map((report) => report.body);
const chars = bodies.reduce((sum, body) => sum + body.length, 0);
const timing = timePaired(subject, baseline, bodies, Number(values.reps));

process.stdout.write(
  JSON.stringify({
    subject: values.subject,
    baseline: values.baseline,
    bodies: bodies.length,
    chars,
    ratio: timing.ratio,
    roundRatios: timing.roundRatios,
    wallRatio: timing.wallRatio,
    subjectMs: timing.subjectMs,
    baselineMs: timing.baselineMs,
    subjectWallMs: timing.subjectWallMs,
    baselineWallMs: timing.baselineWallMs,
    subjectMBps: chars / 1e6 / (timing.subjectMs / 1000),
    baselineMBps: chars / 1e6 / (timing.baselineMs / 1000),
  }) + '\n',
);
