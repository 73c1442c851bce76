// Runs the action's steps (`run()` of src/action/main.ts) in this process, with the runner's environment and files that
// `runAction` gives the bundle, the real gateway (Octokit and its plugins) against the stand-in, and waits passed in
// as options a thousand times shorter than GitHub's: a fault's back-off runs here in milliseconds instead of seconds.
// The inputs, the context and the runner are handed in (not read from process.env), so concurrent runs do not mix.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, type RunContext, type RunTimings } from '../../src/action/main.js';
import { fakeInputs } from './action-inputs.js';
import { scaledRunTimings } from './gateway-timings.js';
import { recordingRunner, type Recording } from './recording-runner.js';
import { inputVariableName, whatTheRunLeft, prepareRunnerFiles, runnerEnvironment, type RunActionOptions, type RunActionResult } from './run-action.js';

/** Every wait of an in-process run unless a test asks for others: a second of GitHub's becomes a millisecond. */
export const THOUSANDFOLD = scaledRunTimings(0.001);

export interface RunInProcessOptions extends RunActionOptions {
  /** The run's waits; default THOUSANDFOLD. */
  timings?: RunTimings;
}

/** What github.context would read from this environment. */
function contextOf(env: Record<string, string | undefined>): RunContext {
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload: JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as unknown,
    repository: env.GITHUB_REPOSITORY ?? '',
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    runAttempt: Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10),
    actionRepository: env.GITHUB_ACTION_REPOSITORY ?? '',
    actionRef: env.GITHUB_ACTION_REF ?? '',
  };
}

/**
 * Runs the action in process and collects what it produced, as `runAction` does for the bundle (no stderr: the
 * recording runner writes everything to stdout).
 * @param options as for `runAction` (`script`, `node` and `timeoutMs` do not apply), and the run's waits
 */
export async function runInProcess(options: RunInProcessOptions): Promise<RunActionResult> {
  const runnerRoot = mkdtempSync(join(tmpdir(), 'vllm-triage-inproc-'));
  try {
    const files = prepareRunnerFiles(runnerRoot, options.payload);
    const env: Record<string, string | undefined> = runnerEnvironment(options, files, runnerRoot);
    const firstRequest = options.server.requests.length;
    const recording: Recording = { stdout: '', code: 0 };
    const started = performance.now();
    const inputs = fakeInputs((name) => env[inputVariableName(name)] ?? '');
    await run(recordingRunner(files, recording), inputs, () => Promise.resolve(contextOf(env)), options.timings ?? THOUSANDFOLD);
    return {
      code: recording.code,
      stdout: recording.stdout,
      stderr: '',
      ...whatTheRunLeft(files, recording.stdout, options.server.requests.slice(firstRequest), started),
    };
  } finally {
    rmSync(runnerRoot, { recursive: true, force: true });
  }
}
