// Runs `vllm-triage eval <dir> --json` in-process and returns the score, for the eval tests.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { EvalScore } from '../../src/cli/eval/eval-score.js';
import { runCli, type CliResult } from './build/cli.js';

/**
 * The eval of each corpus folder, run once per worker: a folder's files and the build do not change during a run, so
 * every test that reads the same folder's score gets the same output (each test still checks the command's exit code
 * and parses its own copy of the score).
 */
const evaluations = new Map<string, Promise<CliResult>>();

/** The score of one corpus folder (`issues/*.md` + `truth.jsonl`). */
export async function evaluateCorpus(dir: string): Promise<EvalScore> {
  let evaluation = evaluations.get(dir);
  if (evaluation === undefined) {
    evaluation = runCli(['eval', dir, '--json']);
    evaluations.set(dir, evaluation);
  }
  const { code, stdout } = await evaluation;
  expect(code).toBe(0);
  return JSON.parse(stdout) as EvalScore;
}

/** How many issues a corpus folder's `truth.jsonl` describes (one line each). */
export function truthCount(dir: string): number {
  return readFileSync(`${dir}/truth.jsonl`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '').length;
}
