// The action's steps: read inputs and the event, route, triage, apply, summarise. The one place that reads inputs and the event.
import { readFileSync } from 'node:fs';
import type { BackfillDependencies } from './backfill/backfill.js';
import { carryOutDecision } from './apply/carry-out.js';
import { routeEvent, type EventDecision } from './events.js';
import { createGitHubGateway } from './github/adapter.js';
import type { IssueGateway, IssueLister } from './github/gateway.js';
import { inputReaderFromEnv, readSettings, type ActionSettings } from './inputs.js';
import { createRunner, type Runner } from './runner.js';
import { computeOutputs, renderSummary } from './summary.js';
import type { IssueOutcome, TriageEngine } from './triage-issue.js';

/**
 * Runs the action; any failure ends in `runner.setFailed` (exit code 1) with a message a maintainer understands.
 * @param runner where logs, outputs and the summary go
 */
export async function run(runner: Runner = createRunner(process.env)): Promise<void> {
  try {
    const settings = readSettings(inputReaderFromEnv(process.env), process.env);
    const event = readEvent(process.env);
    const decision = routeEvent(event.name, event.payload, settings);
    runner.info(describeDecision(decision));
    if (decision.kind === 'backfill') {
      const { runBackfillJob } = await import('./backfill/job.js');
      return await runBackfillJob(runner, settings, dependencies(settings, runner), describeDecision(decision));
    }
    const outcomes = await carryOutDecision(decision, dependencies(settings, runner), settings);
    logOutcomes(runner, outcomes);
    runner.appendSummary(renderSummary(describeDecision(decision), outcomes, settings.dryRun));
    for (const [name, value] of Object.entries(computeOutputs(outcomes))) runner.setOutput(name, value);
    const failed = outcomes.filter((outcome) => outcome.status === 'failed');
    if (failed.length > 0) runner.setFailed(failed.map((outcome) => `#${outcome.issueNumber}: ${outcome.reason}`).join('\n'));
  } catch (error) {
    runner.setFailed(`vllm-triage stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The event name and payload the runner hands every action. */
function readEvent(env: Record<string, string | undefined>): { name: string; payload: unknown } {
  const name = env.GITHUB_EVENT_NAME ?? '';
  const path = env.GITHUB_EVENT_PATH ?? '';
  if (name === '' || path === '') {
    throw new Error('GITHUB_EVENT_NAME or GITHUB_EVENT_PATH is not set; the action must run inside a GitHub Actions job');
  }
  try {
    return { name, payload: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    throw new Error(`could not read the event payload at "${path}": ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function dependencies(settings: ActionSettings, runner: Runner): BackfillDependencies {
  let gateway: Promise<IssueGateway & IssueLister> | null = null;
  const sharedGateway = () =>
    (gateway ??= createGitHubGateway({
      token: settings.token,
      apiUrl: settings.apiUrl,
      owner: settings.owner,
      repo: settings.repo,
      log: (message) => runner.warning(message),
    }));
  return {
    gateway: sharedGateway,
    searchGateway: sharedGateway,
    engine: loadEngine,
    wait: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
    catalogVersion: async () => (await import('../core/catalog/default-catalog.js')).defaultCatalog().version,
  };
}

/** Loads the pure engine (the markdown stack) only when an issue is actually triaged. */
async function loadEngine(): Promise<TriageEngine> {
  const [{ triage }, { parseMarker }, { withEarlierReports }] = await Promise.all([
    import('../core/triage.js'),
    import('../core/plan/marker.js'),
    import('../core/plan/earlier-reports.js'),
  ]);
  return { triage, parseMarker, withEarlierReports };
}

function describeDecision(decision: EventDecision): string {
  switch (decision.kind) {
    case 'skip':
      return `Skipped${decision.issueNumber === null ? '' : ` #${decision.issueNumber}`}: ${decision.reason}`;
    case 'triage':
      return `Triaging #${decision.issue.number} (${decision.reason})`;
    case 'dispatch':
      return `Triaging ${decision.reason}`;
    case 'backfill':
      return `Backfill: ${decision.reason}`;
  }
}

function logOutcomes(runner: Runner, outcomes: IssueOutcome[]): void {
  for (const outcome of outcomes) {
    runner.info(
      `#${outcome.issueNumber}: ${outcome.status} — ${outcome.reason}; matches: ${outcome.matches.join(', ') || 'none'}; ` +
        `API requests: ${outcome.requests.total} (${outcome.requests.writes} writes)`,
    );
    for (const note of outcome.notes ?? []) runner.info(`#${outcome.issueNumber}: ${note}`);
    for (const note of outcome.apply?.notes ?? []) runner.warning(`#${outcome.issueNumber}: ${note}`);
    for (const skipped of outcome.apply?.labelsSkipped ?? []) runner.warning(`#${outcome.issueNumber}: label "${skipped.label}" ${skipped.why}`);
    if (outcome.status === 'planned' && outcome.plan !== null) {
      runner.info(`Dry run plan for #${outcome.issueNumber}: add labels [${outcome.plan.labelsToAdd.join(', ')}], remove [${outcome.plan.labelsToRemove.join(', ')}]`);
      runner.infoQuoted(outcome.plan.comment === null ? 'No comment would be posted.' : `Comment that would be posted:\n${outcome.plan.comment}`);
    }
  }
}
