// The action's steps: read inputs and the event, route, triage, apply, summarise. The one place that reads inputs and the event.
import * as core from '@actions/core';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { carryOutDecision } from './carry-out.js';
import { routeEvent, type EventDecision } from './events.js';
import { createGitHubGateway } from './github-adapter.js';
import type { IssueGateway } from './gateway.js';
import { readSettings, type ActionSettings } from './inputs.js';
import { computeOutputs, renderSummary } from './summary.js';
import type { IssueOutcome, TriageDependencies, TriageEngine } from './triage-issue.js';

/** Runs the action; sets the exit code through `core.setFailed` on any failure. */
export async function run(): Promise<void> {
  try {
    const settings = readSettings((name) => core.getInput(name), process.env);
    const event = readEvent(process.env);
    const decision = routeEvent(event.name, event.payload, settings);
    core.info(describeDecision(decision));
    const outcomes = await carryOutDecision(decision, dependencies(settings), settings);
    logOutcomes(outcomes);
    await writeSummary(describeDecision(decision), outcomes, settings.dryRun);
    for (const [name, value] of Object.entries(computeOutputs(outcomes))) core.setOutput(name, value);
    const failed = outcomes.filter((outcome) => outcome.status === 'failed');
    if (failed.length > 0) core.setFailed(failed.map((outcome) => `#${outcome.issueNumber}: ${outcome.reason}`).join('\n'));
  } catch (error) {
    core.setFailed(`vllm-triage stopped: ${error instanceof Error ? error.message : String(error)}`);
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
    throw new Error(`could not read the event payload at "${path}": ${error instanceof Error ? error.message : String(error)}`);
  }
}

function dependencies(settings: ActionSettings): TriageDependencies {
  let gateway: Promise<IssueGateway> | null = null;
  return {
    gateway: () =>
      (gateway ??= createGitHubGateway({
        token: settings.token,
        apiUrl: settings.apiUrl,
        owner: settings.owner,
        repo: settings.repo,
        log: (message) => core.warning(message),
      })),
    engine: loadEngine,
    wait: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
  };
}

/** Loads the pure engine (the markdown stack) only when an issue is actually triaged. */
async function loadEngine(): Promise<TriageEngine> {
  const [{ triage }, { parseMarker }] = await Promise.all([import('../core/triage.js'), import('../core/marker.js')]);
  return { triage, parseMarker };
}

function describeDecision(decision: EventDecision): string {
  switch (decision.kind) {
    case 'skip':
      return `Skipped${decision.issueNumber === null ? '' : ` #${decision.issueNumber}`}: ${decision.reason}`;
    case 'triage':
      return `Triaging #${decision.issue.number} (${decision.reason})`;
    case 'dispatch':
      return `Triaging ${decision.reason}`;
  }
}

function logOutcomes(outcomes: IssueOutcome[]): void {
  for (const outcome of outcomes) {
    core.info(
      `#${outcome.issueNumber}: ${outcome.status} — ${outcome.reason}; matches: ${outcome.matches.join(', ') || 'none'}; ` +
        `API requests: ${outcome.requests.total} (${outcome.requests.writes} writes)`,
    );
    for (const note of outcome.apply?.notes ?? []) core.warning(`#${outcome.issueNumber}: ${note}`);
    for (const skipped of outcome.apply?.labelsSkipped ?? []) core.warning(`#${outcome.issueNumber}: label "${skipped.label}" ${skipped.why}`);
    if (outcome.status === 'planned' && outcome.plan !== null) {
      core.info(`Dry run plan for #${outcome.issueNumber}: add labels [${outcome.plan.labelsToAdd.join(', ')}], remove [${outcome.plan.labelsToRemove.join(', ')}]`);
      logQuoted(outcome.plan.comment === null ? 'No comment would be posted.' : `Comment that would be posted:\n${outcome.plan.comment}`);
    }
  }
}

/** Prints text that quotes the issue with workflow commands (`::add-mask::`…) switched off around it. */
function logQuoted(text: string): void {
  const resume = randomUUID();
  core.info(`::stop-commands::${resume}`);
  core.info(text);
  core.info(`::${resume}::`);
}

async function writeSummary(headline: string, outcomes: IssueOutcome[], dryRun: boolean): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(renderSummary(headline, outcomes, dryRun)).write();
}
