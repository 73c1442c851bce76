// Side-by-side timing on a noisy machine: two functions interleaved call by call, order alternated, medians.
// Each call is timed in process CPU time (user + system, microseconds), which other processes on a busy machine move
// far less than wall time; the wall time is kept too.

import { performance } from 'node:perf_hooks';

/**
 * The median of a non-empty list of numbers.
 * @param values the numbers
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function sum(values) {
  return values.reduce((total, value) => total + value, 0);
}

function collectGarbage() {
  if (typeof globalThis.gc === 'function') globalThis.gc();
}

/** Runs `run(input)` once: its CPU and wall milliseconds. */
function timeCall(run, input) {
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  run(input);
  const wallMs = performance.now() - wallStart;
  const cpu = process.cpuUsage(cpuStart);
  return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs };
}

/**
 * Times `subject` against `baseline` over the same inputs, interleaved input by input (the one that goes first
 * alternates), for `repetitions` rounds after one untimed warm-up round.
 * The headline `ratio` is Σ per-input median subject CPU time / Σ per-input median baseline CPU time: a call that a
 * garbage collection or another process slowed down in one round does not move it. `roundRatios` shows the spread.
 * @param subject the function measured
 * @param baseline the function it is compared with
 * @param inputs the inputs both are called with
 * @param repetitions how many timed rounds
 */
export function timePaired(subject, baseline, inputs, repetitions) {
  for (const input of inputs) {
    subject(input);
    baseline(input);
  }
  const subjectCalls = inputs.map(() => []);
  const baselineCalls = inputs.map(() => []);
  for (let round = 0; round < repetitions; round++) {
    collectGarbage();
    inputs.forEach((input, index) => {
      if ((index + round) % 2 === 0) {
        subjectCalls[index].push(timeCall(subject, input));
        baselineCalls[index].push(timeCall(baseline, input));
      } else {
        baselineCalls[index].push(timeCall(baseline, input));
        subjectCalls[index].push(timeCall(subject, input));
      }
    });
  }
  const totalOfMedians = (calls, key) => sum(calls.map((perInput) => median(perInput.map((call) => call[key]))));
  const roundRatios = [];
  for (let round = 0; round < repetitions; round++) {
    roundRatios.push(sum(subjectCalls.map((perInput) => perInput[round].cpuMs)) / sum(baselineCalls.map((perInput) => perInput[round].cpuMs)));
  }
  const subjectMs = totalOfMedians(subjectCalls, 'cpuMs');
  const baselineMs = totalOfMedians(baselineCalls, 'cpuMs');
  const subjectWallMs = totalOfMedians(subjectCalls, 'wallMs');
  const baselineWallMs = totalOfMedians(baselineCalls, 'wallMs');
  return {
    ratio: subjectMs / baselineMs,
    wallRatio: subjectWallMs / baselineWallMs,
    roundRatios,
    subjectMs,
    baselineMs,
    subjectWallMs,
    baselineWallMs,
  };
}
