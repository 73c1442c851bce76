// Child process for the information row of (a): ONE engine alone in this process, passes over a corpus folder
// (`DIR/issues/*.md`), each pass timed as the whole process's CPU time (user + system, every thread). Nothing else
// runs here, so the CPU of V8's helper threads (concurrent marking and sweeping, parallel scavenges, the optimising
// compiler) is billed to the engine that caused it, which the interleaved per-call medians of measure-analyze.mjs
// cannot do: there a helper thread's work is billed to whichever call happens to run, and a call that a collection
// paused is dropped as an outlier. Prints one JSON object on stdout.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEngine } from './engines.mjs';
import { median } from './paired-timing.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'analyze' },
    corpus: { type: 'string' },
    warmup: { type: 'string', default: '5' },
    passes: { type: 'string', default: '15' },
  },
});
if (values.corpus === undefined) throw new Error('--corpus DIR is required');

const issues = readdirSync(values.corpus).includes('issues') ? join(values.corpus, 'issues') : values.corpus;
const bodies = readdirSync(issues)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => readFileSync(join(issues, name), 'utf8'));
const run = await loadEngine(values.engine);

for (let pass = 0; pass < Number(values.warmup); pass++) for (const body of bodies) run(body);
const passesMs = [];
for (let pass = 0; pass < Number(values.passes); pass++) {
  const start = process.cpuUsage();
  for (const body of bodies) run(body);
  const used = process.cpuUsage(start);
  passesMs.push((used.user + used.system) / 1000);
}
process.stdout.write(`${JSON.stringify({ engine: values.engine, bodies: bodies.length, passesMs, medianMs: median(passesMs) })}\n`);
