// Runs `vllm-triage eval <dir> --json` in-process and returns the score, for the eval tests.
import { expect } from 'vitest';
import type { EvalScore } from '../../src/cli/eval-score.js';
import { runCli } from './build/cli.js';

/** The score of one corpus folder (`issues/*.md` + `truth.jsonl`). */
export async function evaluateCorpus(dir: string): Promise<EvalScore> {
  const { code, stdout } = await runCli(['eval', dir, '--json']);
  expect(code).toBe(0);
  return JSON.parse(stdout) as EvalScore;
}
