// The 2× invariant: triage() on every hostile kind, single 65,536-character bodies and 32-comment threads,
// costs at most twice the CPU time of benign text of the same shape (the realistic corpus written for the tests).
//
// How it is measured so that it cannot flake on a loaded two-core machine, in process with process.cpuUsage():
// - Screen: each kind runs once, and once more when that run is over; a kind whose cheaper run costs at most 1.5× the
//   cheapest of three benign runs passes. Noise (load, a collection) only makes a run slower, so a screened kind is at
//   most 1.5× in truth, a quarter below the limit (a second run is a third of the pairs a noisy first run cost before).
// - Paired: any other kind is timed in 3 pairs, hostile and benign back to back (the order alternating), and the
//   median of the 3 ratios must be ≤ 2. A kind over 2 is measured again (3 more pairs) and fails only when that
//   median is over 2 as well: one burst of load cannot fail it, a kind that costs over 2× always does.
// `npm test`: fixed seed, bodies of 8,192 characters, threads of 32 comments of 1,024 (an eighth of the body CPU of
// 65,536). That size still fails on a super-linear reading: a reader of Python warnings, `/(\w+(?:\.\w+)*Warning): /`
// run on each line in findErrorLines for the check, made `dotted-exception-type` 5.5× benign at 8,192 (10.3× at 16,384;
// paired twice), and the test failed. HOSTILE_COST=full: bodies of 65,536, threads of 32 comments of 65,536
// characters, three seeds, every kind paired (5 pairs, no screen); it prints every ratio.
import { describe, expect, it } from 'vitest';
import { triage } from '../../src/core/triage.js';
import type { TriageInput } from '../../src/core/report.js';
import { benignThread, benignWindow, HOSTILE_BODY_KINDS, HOSTILE_THREAD_KINDS, hostileBody, hostileThread, type Thread } from '../support/hostile-kinds.js';

const FULL = process.env['HOSTILE_COST'] === 'full';
const SEEDS = FULL ? [20_261_201, 7, 4242] : [20_261_201];
const BODY_SIZE = FULL ? 65_536 : 8_192;
const THREAD_SHAPE = { comments: 32, size: FULL ? 65_536 : 1_024 };
const LIMIT = 2;
const PAIRS = FULL ? 5 : 3;
const SCREEN = 1.5;

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of `pairs` hostile/benign ratios, each pair run back to back, who goes first alternating. */
function pairedRatio(hostile: () => void, benign: () => void, pairs: number): { ratio: number; ratios: number[] } {
  const ratios: number[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    let h: number;
    let b: number;
    if (pair % 2 === 0) {
      h = cpuMs(hostile);
      b = cpuMs(benign);
    } else {
      b = cpuMs(benign);
      h = cpuMs(hostile);
    }
    ratios.push(h / Math.max(b, 0.001));
  }
  return { ratio: median(ratios), ratios };
}

interface KindResult {
  kind: string;
  seed: number;
  how: 'screened' | 'paired' | 'paired twice';
  ratio: number;
  ratios: number[];
}

/**
 * Measures every kind against the benign input; returns the results, worst first.
 * @param kinds the hostile inputs by kind
 * @param benign the benign input of the same shape
 */
function measureKinds(kinds: { kind: string; seed: number; input: TriageInput }[], benign: TriageInput): KindResult[] {
  const runBenign = (): void => void triage(benign);
  runBenign();
  runBenign();
  const benignRuns = [cpuMs(runBenign), cpuMs(runBenign), cpuMs(runBenign)];
  const cheapestBenign = Math.min(...benignRuns);
  const results: KindResult[] = [];
  for (const { kind, seed, input } of kinds) {
    const runHostile = (): void => void triage(input);
    const screens = [cpuMs(runHostile) / cheapestBenign];
    if (!FULL && (screens[0] ?? 0) > SCREEN) screens.push(cpuMs(runHostile) / cheapestBenign);
    const screen = Math.min(...screens);
    if (!FULL && screen <= SCREEN) {
      results.push({ kind, seed, how: 'screened', ratio: screen, ratios: screens });
      continue;
    }
    const first = pairedRatio(runHostile, runBenign, PAIRS);
    if (first.ratio <= LIMIT) {
      results.push({ kind, seed, how: 'paired', ratio: first.ratio, ratios: first.ratios });
      continue;
    }
    const again = pairedRatio(runHostile, runBenign, PAIRS);
    results.push({ kind, seed, how: 'paired twice', ratio: Math.min(first.ratio, again.ratio), ratios: [...first.ratios, ...again.ratios] });
  }
  return results.sort((a, b) => b.ratio - a.ratio);
}

function report(title: string, results: KindResult[]): string {
  const shown = FULL ? results : results.slice(0, 5);
  const lines = shown.map(
    (result) =>
      `  ${result.kind} (seed ${result.seed}): ${result.ratio.toFixed(2)}× ${result.how} [${result.ratios.map((ratio) => ratio.toFixed(2)).join(' ')}]`,
  );
  return `${title}: ${results.length} measured, worst first\n${lines.join('\n')}`;
}

const asInput = (thread: Thread): TriageInput => ({ title: '[Bug]: the engine crashes', body: thread.body, comments: thread.comments });

describe('hostile text costs at most twice benign text of the same size', () => {
  it('should generate every kind at exactly the size asked for', () => {
    for (const kind of HOSTILE_BODY_KINDS) expect(hostileBody(kind, 4096, 3).length, kind).toBe(4096);
    for (const kind of HOSTILE_THREAD_KINDS) {
      const thread = hostileThread(kind, { comments: 3, size: 2048, seed: 3 });
      expect(
        [thread.body, ...thread.comments.map((comment) => comment.body)].map((text) => text.length),
        kind,
      ).toEqual([2048, 2048, 2048, 2048]);
    }
    expect(benignWindow(5000, 3)).toHaveLength(5000);
  });

  it(`should hold for ${HOSTILE_BODY_KINDS.length} kinds of single ${BODY_SIZE}-character bodies`, () => {
    const kinds = SEEDS.flatMap((seed) => HOSTILE_BODY_KINDS.map((kind) => ({ kind, seed, input: { body: hostileBody(kind, BODY_SIZE, seed) } })));
    const results = measureKinds(kinds, { body: benignWindow(BODY_SIZE, 0) });
    console.log(report(`hostile bodies of ${BODY_SIZE} characters vs benign`, results));
    expect(results.filter((result) => result.ratio > LIMIT).map((result) => `${result.kind} ${result.ratio.toFixed(2)}×`)).toEqual([]);
  }, 600_000);

  it(`should hold for ${HOSTILE_THREAD_KINDS.length} kinds of ${THREAD_SHAPE.comments}-comment threads (${THREAD_SHAPE.size} characters each)`, () => {
    const kinds = SEEDS.flatMap((seed) => HOSTILE_THREAD_KINDS.map((kind) => ({ kind, seed, input: asInput(hostileThread(kind, { ...THREAD_SHAPE, seed })) })));
    const results = measureKinds(kinds, asInput(benignThread(THREAD_SHAPE)));
    console.log(report(`hostile ${THREAD_SHAPE.comments}-comment threads vs benign`, results));
    expect(results.filter((result) => result.ratio > LIMIT).map((result) => `${result.kind} ${result.ratio.toFixed(2)}×`)).toEqual([]);
  }, 1_800_000);
});
