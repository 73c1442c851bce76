// Child process for the hostile-input ratio: each hostile body against a benign report of the same size, side by side.
// Prints one JSON line per kind as soon as it is measured, so a parent watchdog can kill a kind that runs away and
// restart this process with the kinds that are left.

import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { benignBodyOfSize } from './corpus.mjs';
import { hostileBody, HOSTILE_KINDS } from './hostile.mjs';
import { loadEngine } from './engines.mjs';
import { timePaired } from './paired-timing.mjs';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'analyze' },
    kinds: { type: 'string', default: HOSTILE_KINDS.join(',') },
    size: { type: 'string', default: '65536' },
    reps: { type: 'string', default: '7' },
    // A hostile body whose first run takes longer than this many times the benign one is not repeated.
    'probe-limit': { type: 'string', default: '20' },
  },
});

const size = Number(values.size);
const engine = await loadEngine(values.engine);
const benign = benignBodyOfSize(9001, size);

/** Runs the engine, turning a throw into a recorded failure (the invariant is "never throws"). */
function guarded(body) {
  try {
    engine(body);
    return null;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : String(error);
  }
}

function cpuMsOf(run) {
  const start = process.cpuUsage();
  const wallStart = performance.now();
  run();
  const cpu = process.cpuUsage(start);
  return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - wallStart };
}

for (let i = 0; i < 3; i++) guarded(benign);
const benignProbe = cpuMsOf(() => guarded(benign));
process.stdout.write(JSON.stringify({ ready: true, benignMs: benignProbe.cpuMs }) + '\n');

for (const kind of values.kinds.split(',').filter(Boolean)) {
  const hostile = hostileBody(kind, size);
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
