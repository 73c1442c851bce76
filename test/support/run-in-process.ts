// Runs the action's steps (`run()` of src/action/main.ts) in this process, with the runner's environment and files that
// `runAction` gives the bundle, and near-zero waits: the fault matrix runs here in milliseconds instead of GitHub's seconds.
// The inputs, the context and the runner are handed in (not read from process.env), so concurrent runs do not mix.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, TEST_TIME_SCALE_VARIABLE, type RunContext } from '../../src/action/main.js';
import { fakeInputs } from './action-inputs.js';
import { recordingRunner, type Recording } from './recording-runner.js';
import {
  inputVariableName,
  parseAnnotations,
  parseOutputFile,
  prepareRunnerFiles,
  runnerEnvironment,
  type RunActionOptions,
  type RunActionResult,
} from './run-action.js';

/** Every wait of the run (spacing, back-off, `retry-after`) multiplied by this: a second becomes a millisecond. */
const TIME_SCALE = '0.001';

/** What github.context would read from this environment. */
function contextOf(env: Record<string, string | undefined>): RunContext {
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload: JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as unknown,
    repository: env.GITHUB_REPOSITORY ?? '',
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    runAttempt: Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10),
    testTimeScale: env[TEST_TIME_SCALE_VARIABLE] ?? '',
  };
}

/**
 * Runs the action in process and collects what it produced, as `runAction` does for the bundle.
 * @param options as for `runAction` (`script` and `timeoutMs` do not apply)
 */
export async function runInProcess(options: RunActionOptions): Promise<RunActionResult> {
  const runnerRoot = mkdtempSync(join(tmpdir(), 'vllm-triage-inproc-'));
  try {
    const files = prepareRunnerFiles(runnerRoot, options.payload);
    const env: Record<string, string | undefined> = { [TEST_TIME_SCALE_VARIABLE]: TIME_SCALE, ...runnerEnvironment(options, files, runnerRoot) };
    const firstRequest = options.server.requests.length;
    const recording: Recording = { stdout: '', code: 0 };
    const started = performance.now();
    const inputs = fakeInputs((name) => env[inputVariableName(name)] ?? '');
    await run(recordingRunner(files, recording), inputs, () => Promise.resolve(contextOf(env)));
    return {
      code: recording.code,
      stdout: recording.stdout,
      stderr: '',
      outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
      summary: readFileSync(files.summary, 'utf8'),
      annotations: parseAnnotations(recording.stdout),
      requests: options.server.requests.slice(firstRequest),
      durationMs: performance.now() - started,
    };
  } finally {
    rmSync(runnerRoot, { recursive: true, force: true });
  }
}
