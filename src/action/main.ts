// The action's steps: read the context and inputs, route, triage, apply, summarise. The one place that reads inputs
// (@actions/core) and the run's context (@actions/github); everything further in gets plain values.
import * as core from '@actions/core';
import type { BackfillDependencies } from './backfill/backfill.js';
import { carryOutDecision } from './issue/carry-out.js';
import { routeEvent } from './issue/events.js';
import { createGitHubGateway } from './github/adapter.js';
import type { GatewayTimings } from './github/timings.js';
import type { IssueGateway, IssueLister } from './github/gateway.js';
import { readSettings, type ActionSettings, type InputSource, type RunFacts } from './settings/inputs.js';
import { createRunner, type Runner } from './runner.js';
import { describeDecision, failureLines, logOutcomes } from './summary/log-outcomes.js';
import { computeOutputs, renderFailureSummary, renderSummary } from './summary/summary.js';
import { dryRunNotice } from './summary/outputs.js';
import type { TriageEngine } from './issue/triage-issue.js';
import { parseMarker } from '../core/index.js';

/** The run's context as plain values: `github.context`, read once. */
export interface RunContext extends RunFacts {
  eventName: string;
  payload: unknown;
}

/** How long the run waits. The action runs with GitHub's timings; in-process tests pass shorter ones. */
export interface RunTimings {
  /** The gateway's spacing, retry back-off, `retry-after` unit and request timeout; default GATEWAY_TIMINGS. */
  gateway?: GatewayTimings;
  /** The pause before looking again for a create that got no answer; default a timer of that many milliseconds. */
  wait?: (milliseconds: number) => Promise<void>;
}

/**
 * Runs the action; any failure ends in `runner.setFailed` (exit code 1) with a message a maintainer understands, and a
 * job summary that says it.
 * @param runner where logs, outputs and the summary go (@actions/core)
 * @param inputs where inputs come from (@actions/core)
 * @param readContext reads the run's context (`github.context` of @actions/github); in-process tests pass their own
 * @param timings the run's waits; default GitHub's (in-process tests pass shorter ones)
 */
export async function run(
  runner: Runner = createRunner(),
  inputs: InputSource = core,
  readContext: () => Promise<RunContext> = readGitHubContext,
  timings: RunTimings = {},
): Promise<void> {
  try {
    const context = await readContext();
    const settings = readSettings(inputs, context);
    for (const warning of settings.inputWarnings ?? []) runner.warning(warning);
    const decision = routeEvent(context.eventName, context.payload, settings);
    const headline = describeDecision(decision);
    runner.info(headline);
    // The gateway is made on first use: a skipped event makes none.
    const deps = dependencies(settings, runner, timings);
    if (decision.kind === 'backfill') {
      const { runBackfillJob } = await import('./backfill/job.js');
      return await runBackfillJob(runner, settings, deps, headline);
    }
    if (decision.kind === 'setup-labels') {
      const { runLabelSetupJob } = await import('./summary/label-setup-job.js');
      return await runLabelSetupJob(runner, settings, deps.gateway, headline);
    }
    const outcomes = await carryOutDecision(decision, deps, settings);
    await logOutcomes(runner, outcomes);
    await runner.appendSummary(renderSummary(headline, outcomes, { dryRun: settings.dryRun, links: settings }));
    for (const [name, value] of Object.entries(computeOutputs(outcomes, settings))) runner.setOutput(name, value);
    const notice = settings.dryRun ? dryRunNotice(outcomes, settings) : null;
    if (notice !== null) runner.notice(notice);
    const failed = outcomes.filter((outcome) => outcome.status === 'failed');
    if (failed.length > 0) runner.setFailed(failureLines(failed));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await runner.appendSummary(renderFailureSummary(reason)).catch(() => undefined);
    runner.setFailed(`vllm-triage stopped: ${reason}`);
  }
}

/**
 * `github.context` as plain values. @actions/github reads GITHUB_EVENT_PATH when it is first imported, so it is
 * imported here, where a payload that is not JSON becomes a message instead of a crash.
 */
async function readGitHubContext(): Promise<RunContext> {
  let context: (typeof import('@actions/github'))['context'];
  try {
    ({ context } = await import('@actions/github'));
  } catch (error) {
    throw new Error(`could not read the event payload (GITHUB_EVENT_PATH): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!context.eventName || Object.keys(context.payload).length === 0) {
    throw new Error('GITHUB_EVENT_NAME or the GITHUB_EVENT_PATH payload is missing; the action must run inside a GitHub Actions job');
  }
  let repository = '';
  try {
    repository = `${context.repo.owner}/${context.repo.repo}`;
  } catch {
    // No GITHUB_REPOSITORY: readSettings says what is expected.
  }
  return {
    eventName: context.eventName,
    payload: context.payload,
    repository,
    apiUrl: context.apiUrl,
    serverUrl: context.serverUrl,
    runAttempt: context.runAttempt,
    actionRepository: process.env['GITHUB_ACTION_REPOSITORY'] ?? '',
    actionRef: process.env['GITHUB_ACTION_REF'] ?? '',
    sha: context.sha,
  };
}

function dependencies(settings: ActionSettings, runner: Runner, timings: RunTimings): BackfillDependencies {
  let gateway: Promise<IssueGateway & IssueLister> | null = null;
  const sharedGateway = () =>
    (gateway ??= createGitHubGateway({
      token: settings.token,
      apiUrl: settings.apiUrl,
      owner: settings.owner,
      repo: settings.repo,
      log: (message) => runner.warning(message),
      debug: (message) => runner.debug(message),
      ...(timings.gateway === undefined ? {} : { timings: timings.gateway }),
      // Every request counts, pages and retries too: the budget input bounds any run, not only a backfill.
      ...(settings.backfill.requestBudget === null ? {} : { requestLimit: settings.backfill.requestBudget }),
    }));
  return {
    gateway: sharedGateway,
    searchGateway: sharedGateway,
    engine: loadEngine,
    wait: timings.wait ?? ((milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds))),
    catalogVersion: async () => (await import('../core/engine.js')).defaultCatalog().version,
  };
}

/** Loads the pure engine (the markdown stack) only when an issue is actually triaged. */
async function loadEngine(): Promise<TriageEngine> {
  const { triage, triageKeepingReading, withEarlierReports, commitsToCheck, defaultCatalog } = await import('../core/engine.js');
  return { triage, triageKeepingReading, parseMarker, withEarlierReports, commitsToCheck: (report) => commitsToCheck(report, defaultCatalog()) };
}
