// Child process for the hostile-input ratio: each hostile kind against benign text of the same shape, side by side.
// Bodies: `analyze()` on one 65,536-character body; threads: `triage()` on a body and 32 comments. The benign text is
// the realistic corpus written for the tests, as in `npm test`'s 2× invariant (test/core/hostile-cost.test.ts).
// Prints one JSON line per kind as soon as it is measured, so a parent watchdog can kill a kind that runs away and
// restart this process with the kinds that are left.

import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { loadEngine, loadTriage } from './engines.mjs';
import { importHostileKinds } from './hostile-kinds.mjs';
import { timePaired } from './paired-timing.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'analyze' },
    'kinds-module': { type: 'string' },
    mode: { type: 'string', default: 'body' },
    kinds: { type: 'string', default: '' },
    size: { type: 'string', default: '65536' },
    comments: { type: 'string', default: '32' },
    seed: { type: 'string', default: '20261201' },
    reps: { type: 'string', default: '7' },
    // A hostile input whose first run takes longer than this many times the benign one is not repeated.
    'probe-limit': { type: 'string', default: '20' },
  },
});

const generator = await importHostileKinds(values['kinds-module']);
const size = Number(values.size);
const seed = Number(values.seed);
const threads = values.mode === 'thread';
const shape = { comments: Number(values.comments), size, seed };
let run;
let benign;
let inputOf;
if (threads) {
  const triage = await loadTriage(values.engine);
  run = (thread) => triage({ title: '[Bug]: the engine crashes', body: thread.body, comments: thread.comments });
  benign = generator.benignThread(shape);
  inputOf = (kind) => generator.hostileThread(kind, shape);
} else {
  run = await loadEngine(values.engine);
  benign = generator.benignWindow(size, 0);
  inputOf = (kind) => generator.hostileBody(kind, size, seed);
}
const allKinds = threads ? generator.HOSTILE_THREAD_KINDS : generator.HOSTILE_BODY_KINDS;

/** Runs the engine, turning a throw into a recorded failure (the invariant is "never throws"). */
function guarded(input) {
  try {
    run(input);
    return null;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : String(error);
  }
}

function cpuMsOf(fn) {
  const start = process.cpuUsage();
  const wallStart = performance.now();
  fn();
  const cpu = process.cpuUsage(start);
  return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - wallStart };
}

for (let i = 0; i < 3; i++) guarded(benign);
const benignProbe = cpuMsOf(() => guarded(benign));
process.stdout.write(JSON.stringify({ ready: true, benignMs: benignProbe.cpuMs, kinds: allKinds }) + '\n');

for (const kind of (values.kinds === '' ? allKinds : values.kinds.split(',')).filter(Boolean)) {
  const hostile = inputOf(kind);
  let error = null;
  const probe = cpuMsOf(() => {
    error = guarded(hostile);
  });
  let result;
  if (probe.cpuMs > benignProbe.cpuMs * Number(values['probe-limit'])) {
    result = { ratio: probe.cpuMs / benignProbe.cpuMs, hostileMs: probe.cpuMs, benignMs: benignProbe.cpuMs, repeated: false };
  } else {
    const timing = timePaired(
      () => guarded(hostile),
      () => guarded(benign),
      [0],
      Number(values.reps),
    );
    result = { ratio: timing.ratio, hostileMs: timing.subjectMs, benignMs: timing.baselineMs, repeated: true };
  }
  process.stdout.write(JSON.stringify({ kind, size, error, ...result }) + '\n');
}
