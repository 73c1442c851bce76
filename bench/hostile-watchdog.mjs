// Runs measure-hostile.mjs under a per-kind time limit: a kind that runs away is killed, recorded, and the rest go on.

import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from './engines.mjs';

const STARTUP_LIMIT_MS = 60_000;

/** Spawns one measure-hostile child for `kinds`; resolves with the lines it printed and the kind it was stuck on. */
function runChild(engine, kinds, reps, limitMs, onResult, extraArgs) {
  return new Promise((resolve, reject) => {
    const args = [
      '--expose-gc',
      '--stack-size=984',
      `${PROJECT_ROOT}bench/measure-hostile.mjs`,
      '--engine',
      engine,
      '--kinds',
      kinds.join(','),
      '--reps',
      String(reps),
      ...extraArgs,
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const done = new Set();
    let ready = false;
    let buffer = '';
    let stderr = '';
    let timedOut = false;
    let timer = null;
    // Starting (loading the engine, warming it up on the benign body) gets its own, longer allowance.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          timedOut = true;
          child.kill('SIGKILL');
        },
        ready ? limitMs : STARTUP_LIMIT_MS,
      );
    };
    arm();
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (!line.trim()) continue;
        const result = JSON.parse(line);
        if (result.ready) ready = true;
        else {
          done.add(result.kind);
          onResult(result);
        }
        arm();
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const stuck = kinds.find((kind) => !done.has(kind)) ?? null;
      resolve({ stuck, timedOut, code, stderr, ready });
    });
  });
}

/**
 * Measures every hostile kind against a benign body of the same size, restarting the child after a runaway kind.
 * A kind that does not finish within `limitMs` (or crashes the process) is reported with `timedOut` or `crashed`.
 * @param engine the engine name (`analyze`, or `commonmark` / `gfm` to check the harness)
 * @param kinds the hostile kinds to measure
 * @param options reps (timed rounds per kind), limitMs (per kind), onResult (called as each kind finishes), args (more
 *   arguments for measure-hostile.mjs: the generator bundle, body or thread mode, sizes)
 */
export async function measureHostileKinds(engine, kinds, { reps, limitMs, onResult = () => {}, args = [] }) {
  const results = [];
  const record = (result) => {
    results.push(result);
    onResult(result);
  };
  let remaining = [...kinds];
  while (remaining.length > 0) {
    const outcome = await runChild(engine, remaining, reps, limitMs, record, args);
    if (outcome.stuck === null) break;
    if (!outcome.ready) throw new Error(`measure-hostile.mjs did not start: ${outcome.timedOut ? 'timed out' : outcome.stderr.slice(0, 1500)}`);
    record({
      kind: outcome.stuck,
      timedOut: outcome.timedOut,
      crashed: !outcome.timedOut,
      ratio: Infinity,
      limitMs,
      error: outcome.timedOut ? null : outcome.stderr.slice(-300),
    });
    remaining = remaining.slice(remaining.indexOf(outcome.stuck) + 1);
  }
  return results;
}
