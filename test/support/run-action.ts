// Runs the bundled action (`dist/index.js`) as the Actions runner does, against the local GitHub stand-in.
//
//   const server = await startGitHubServer();
//   server.state.addIssue('vllm-project/vllm', { number: 1, body: seedBody });
//   const result = await runAction({
//     server, eventName: 'issues',
//     payload: webhookPayload('issues.opened', { state: server.state, issue: 1 }),
//     inputs: { 'dry-run': 'false' },
//   });
//   result.code; result.outputs['comment-action']; result.summary; result.annotations; result.requests;
//
// Environment as on a runner: INPUT_<NAME> (upper-cased, spaces → `_`, hyphens kept, e.g. INPUT_GITHUB-TOKEN), with the
// defaults of `action.yml` filled in for inputs not given (`${{ github.token }}` → the token); GITHUB_EVENT_NAME,
// GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_API_URL (= server.url), GITHUB_SERVER_URL, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY,
// GITHUB_ENV, GITHUB_STATE, GITHUB_PATH, GITHUB_ACTIONS=true, RUNNER_TEMP, GITHUB_WORKSPACE, GITHUB_RUN_ID, GITHUB_ACTOR,
// GITHUB_JOB, … The child gets only these plus PATH/HOME (no proxies, nothing from the test process), and runs with
// the workspace as its working directory, like the runner (so the bundle must not rely on the repository's files).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { GitHubServer, RecordedRequest } from './github-server/server.js';

export { eventNameOf, webhookPayload, type WebhookKind, type WebhookOverrides } from './github-server/webhook-payloads.js';
export { webhookSchemaErrors } from './github-server/webhook-schema.js';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The repository the e2e runs pretend the action was taken from (`uses: triage-bot/vllm-triage@v1`). */
export const ACTION_REPOSITORY = 'triage-bot/vllm-triage';
/** The token the runner passes by default (`${{ github.token }}`); the stand-in accepts any token. */
export const DEFAULT_TOKEN = 'ghs_e2eStandInToken000000000000000000';

export interface RunActionOptions {
  server: GitHubServer;
  /** `GITHUB_EVENT_NAME`: `issues`, `issue_comment`, `workflow_dispatch`. */
  eventName: string;
  /** The event payload written to `GITHUB_EVENT_PATH` (see `webhookPayload`). */
  payload: object;
  /** Inputs by their `action.yml` names (`github-token`, `dry-run`, …). */
  inputs?: Record<string, string>;
  /** `GITHUB_REPOSITORY`; default the payload's `repository.full_name`, else `vllm-project/vllm`. */
  repo?: string;
  /** Extra or overriding environment variables. */
  env?: Record<string, string>;
  /** Kill the action after this long (code null); default 30 s. */
  timeoutMs?: number;
  /** The script to run; default `<repo>/dist/index.js`. */
  script?: string;
  /** The action metadata whose input defaults are applied; default `<repo>/action.yml`; null for none. */
  actionFile?: string | null;
  /** The Node binary that runs the script; default the one running the tests. */
  node?: string;
}

/** A workflow command the action printed (`::warning::…`, `::error file=…::…`). */
export interface Annotation {
  level: 'error' | 'warning' | 'notice' | 'debug';
  message: string;
}

export interface RunActionResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Outputs from `GITHUB_OUTPUT` (heredoc and `name=value` forms). */
  outputs: Record<string, string>;
  /** What the action wrote to `GITHUB_STEP_SUMMARY`. */
  summary: string;
  annotations: Annotation[];
  /** The requests the stand-in received during this run. */
  requests: RecordedRequest[];
  durationMs: number;
}

/** Runs `node dist/index.js` in a child process with the runner's environment and collects what it produced. */
export async function runAction(options: RunActionOptions): Promise<RunActionResult> {
  const script = options.script ?? join(REPOSITORY_ROOT, 'dist', 'index.js');
  if (!existsSync(script)) throw new Error(`${script} does not exist: run "npm run bundle" first`);
  const runnerRoot = mkdtempSync(join(tmpdir(), 'vllm-triage-run-'));
  try {
    const files = prepareRunnerFiles(runnerRoot, options.payload);
    const env = runnerEnvironment(options, files, runnerRoot);
    const firstRequest = options.server.requests.length;
    const started = performance.now();
    const child = await runChild(options.node ?? process.execPath, script, env, files.workspace, options.timeoutMs ?? 30_000);
    return { ...child, ...whatTheRunLeft(files, child.stdout, options.server.requests.slice(firstRequest), started) };
  } finally {
    rmSync(runnerRoot, { recursive: true, force: true });
  }
}

/**
 * What a run left behind, beside its exit code and streams: the outputs and summary in the runner's files, the
 * annotations in its log, the requests it made, and how long it took.
 * @param files the runner's files
 * @param stdout the run's log
 * @param requests the requests the stand-in received during the run
 * @param started `performance.now()` when the run started
 */
export function whatTheRunLeft(
  files: RunnerFiles,
  stdout: string,
  requests: RecordedRequest[],
  started: number,
): Omit<RunActionResult, 'code' | 'stdout' | 'stderr'> {
  return {
    outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    annotations: parseAnnotations(stdout),
    requests,
    durationMs: performance.now() - started,
  };
}

/** Paths of the event payload, the file commands, the workspace and the runner's temp directory. */
export interface RunnerFiles {
  event: string;
  output: string;
  summary: string;
  env: string;
  state: string;
  path: string;
  workspace: string;
  temp: string;
}

export function prepareRunnerFiles(root: string, payload: object): RunnerFiles {
  const files: RunnerFiles = {
    event: join(root, 'event.json'),
    output: join(root, 'file_commands', 'set_output'),
    summary: join(root, 'file_commands', 'step_summary'),
    env: join(root, 'file_commands', 'set_env'),
    state: join(root, 'file_commands', 'save_state'),
    path: join(root, 'file_commands', 'add_path'),
    workspace: join(root, 'workspace'),
    temp: join(root, 'temp'),
  };
  for (const directory of [join(root, 'file_commands'), files.workspace, files.temp]) mkdirSync(directory, { recursive: true });
  for (const file of [files.output, files.summary, files.env, files.state, files.path]) writeFileSync(file, '');
  writeFileSync(files.event, JSON.stringify(payload, null, 2));
  return files;
}

/** `INPUT_<NAME>` as the runner spells it: upper case, spaces to underscores, hyphens kept. */
export function inputVariableName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

type ActionMetadata = { inputs?: Record<string, { default?: string | number | boolean | null } | null> } | null;

/** Action metadata already read in this process, by its text: every run of a test file reads the same action.yml. */
const parsedActionFiles = new Map<string, ActionMetadata>();

/** Inputs declared in action.yml with their defaults (`${{ github.token }}` resolved to the token). */
function actionInputDefaults(actionFile: string | null, token: string): Record<string, string> {
  if (actionFile === null || !existsSync(actionFile)) return {};
  const text = readFileSync(actionFile, 'utf8');
  let action = parsedActionFiles.get(text);
  if (action === undefined) {
    try {
      action = parseYaml(text) as ActionMetadata;
    } catch (error) {
      throw new Error(`${actionFile} is not valid YAML (the runner would refuse it too): ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    parsedActionFiles.set(text, action);
  }
  const defaults: Record<string, string> = {};
  for (const [name, input] of Object.entries(action?.inputs ?? {})) {
    const value = input?.default;
    if (value === undefined || value === null) continue;
    defaults[name] = String(value).replace(/\$\{\{\s*github\.token\s*\}\}/g, token);
  }
  return defaults;
}

/** The child's whole environment: the runner's variables, the inputs, then `options.env`. */
export function runnerEnvironment(options: RunActionOptions, files: RunnerFiles, runnerRoot: string): Record<string, string> {
  const payloadRepo = (options.payload as { repository?: { full_name?: unknown } }).repository?.full_name;
  const repo = options.repo ?? (typeof payloadRepo === 'string' ? payloadRepo : 'vllm-project/vllm');
  const actionFile = options.actionFile === undefined ? join(REPOSITORY_ROOT, 'action.yml') : options.actionFile;
  const inputs = { ...actionInputDefaults(actionFile, DEFAULT_TOKEN), ...options.inputs };
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: runnerRoot,
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: repo,
    GITHUB_REPOSITORY_OWNER: repo.split('/')[0] ?? '',
    GITHUB_API_URL: options.server.url,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${options.server.url}/graphql`,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_STATE: files.state,
    GITHUB_PATH: files.path,
    GITHUB_WORKSPACE: files.workspace,
    RUNNER_TEMP: files.temp,
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'GitHub Actions 1',
    RUNNER_ENVIRONMENT: 'github-hosted',
    GITHUB_RUN_ID: '7000000001',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: 'maintainer',
    GITHUB_TRIGGERING_ACTOR: 'maintainer',
    GITHUB_JOB: 'triage',
    GITHUB_WORKFLOW: 'Triage',
    GITHUB_WORKFLOW_REF: `${repo}/.github/workflows/triage.yml@refs/heads/main`,
    GITHUB_ACTION: '__vllm-triage',
    // What the runner sets for a step with `uses: <owner>/vllm-triage@v1`: the comment links the explainer pages there.
    GITHUB_ACTION_REPOSITORY: ACTION_REPOSITORY,
    GITHUB_ACTION_REF: 'v1',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_SHA: '0'.repeat(40),
    GITHUB_RETENTION_DAYS: '90',
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
  for (const [name, value] of Object.entries(inputs)) env[inputVariableName(name)] = value;
  return { ...env, ...options.env };
}

function runChild(
  node: string,
  script: string,
  env: Record<string, string>,
  cwd: string,
  timeoutMs: number,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Parses `GITHUB_OUTPUT`: `name<<DELIMITER` … `DELIMITER` blocks (what @actions/core writes) and `name=value` lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const heredoc = line.indexOf('<<');
    const equals = line.indexOf('=');
    if (heredoc > 0 && (equals < 0 || heredoc < equals)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      const value: string[] = [];
      index++;
      while (index < lines.length && lines[index] !== delimiter) value.push(lines[index++] ?? '');
      outputs[name] = value.join('\n');
    } else if (equals > 0) {
      outputs[line.slice(0, equals)] = line.slice(equals + 1);
    }
  }
  return outputs;
}

/** Workflow commands for annotations in the action's stdout (`::warning title=x::message`), unescaped. */
export function parseAnnotations(stdout: string): Annotation[] {
  const annotations: Annotation[] = [];
  for (const line of stdout.split('\n')) {
    for (const level of ['error', 'warning', 'notice', 'debug'] as const) {
      if (!line.startsWith(`::${level}`)) continue;
      const end = line.indexOf('::', level.length + 2);
      if (end < 0) continue;
      const message = line
        .slice(end + 2)
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%');
      annotations.push({ level, message });
    }
  }
  return annotations;
}
