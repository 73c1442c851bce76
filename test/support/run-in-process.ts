// Runs the action's steps (`run()` of src/action/main.ts) in this process, with the runner's environment and files that
// `runAction` gives the bundle, and near-zero waits: the fault matrix runs here in milliseconds instead of GitHub's seconds.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, TEST_TIME_SCALE_VARIABLE } from '../../src/action/main.js';
import { createRunner } from '../../src/action/runner.js';
import { parseAnnotations, parseOutputFile, prepareRunnerFiles, runnerEnvironment, type RunActionOptions, type RunActionResult } from './run-action.js';

/** Every wait of the run (spacing, back-off, `retry-after`) multiplied by this: a second becomes a millisecond. */
const TIME_SCALE = '0.001';

/**
 * Runs the action in process and collects what it produced, as `runAction` does for the bundle.
 * @param options as for `runAction` (`script` and `timeoutMs` do not apply)
 */
export async function runInProcess(options: RunActionOptions): Promise<RunActionResult> {
  const runnerRoot = mkdtempSync(join(tmpdir(), 'vllm-triage-inproc-'));
  try {
    const files = prepareRunnerFiles(runnerRoot, options.payload);
    const env = { [TEST_TIME_SCALE_VARIABLE]: TIME_SCALE, ...runnerEnvironment(options, files, runnerRoot) };
    const firstRequest = options.server.requests.length;
    let stdout = '';
    let code = 0;
    const started = performance.now();
    await run(createRunner(env, (text) => void (stdout += text), (exitCode) => void (code = exitCode)), env);
    return {
      code,
      stdout,
      stderr: '',
      outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
      summary: readFileSync(files.summary, 'utf8'),
      annotations: parseAnnotations(stdout),
      requests: options.server.requests.slice(firstRequest),
      durationMs: performance.now() - started,
    };
  } finally {
    rmSync(runnerRoot, { recursive: true, force: true });
  }
}
