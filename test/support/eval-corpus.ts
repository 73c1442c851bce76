// Runs `vllm-triage eval <dir> --json` in-process and returns the score, for the eval tests.
import { expect } from 'vitest';
import { runCommand } from '../../src/cli/commands.js';
import type { CommandIO } from '../../src/cli/command-io.js';
import type { EvalScore } from '../../src/cli/eval-score.js';

/** The score of one corpus folder (`issues/*.md` + `truth.jsonl`). */
export async function evaluateCorpus(dir: string): Promise<EvalScore> {
  let stdout = '';
  const io: CommandIO = { stdout: (text) => void (stdout += text), stderr: () => undefined };
  const code = await runCommand(['eval', dir, '--json'], io);
  expect(code).toBe(0);
  return JSON.parse(stdout) as EvalScore;
}
