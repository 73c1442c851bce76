// The README's install steps, followed literally against the local GitHub: copy the example workflow from the README,
// replace the owner and pin a commit of main (no release tag exists yet), dispatch it with setup-labels ticked and
// dry-run unticked, then open an issue. Each step's words are read from the README, so a README that drifts from what
// works fails here. The workflow's `if:` and `with:` are evaluated as the runner does (test/support/workflow-expressions.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parse } from 'yaml';
import { startGitHubServer } from '../support/github-server/server.js';
import { REPOSITORY_ROOT, webhookPayload } from '../support/run-action.js';
import { runInProcess } from '../support/run-in-process.js';
import { botComments, closeWhenFinished, REPO, SEED_BODY } from '../support/scenario-fixtures.js';
import { admits, interpolate, type Mapping } from '../support/workflow-expressions.js';

const README = readFileSync(join(REPOSITORY_ROOT, 'README.md'), 'utf8');
/** A full commit SHA of the action repository's main branch: what step 2 says to pin before a release tag exists. */
const MAIN_SHA = '3f6d2a9c81b04e7d5a1c0e9b8f7a6d5c4b3a2918';

interface Step {
  uses?: string;
  with?: Record<string, string | number | boolean>;
}
interface Workflow {
  on: { workflow_dispatch: { inputs: Record<string, { default?: unknown }> } };
  jobs: Record<string, { if?: string; steps: Step[] }>;
}

/** The README's "Use" section, up to the next `## ` heading. */
function useSection(): string {
  const start = README.indexOf('\n## Use\n');
  return README.slice(start, README.indexOf('\n## ', start + 1));
}

/** The action inputs a run gets: each `with:` value interpolated in the event's context, as the runner does. */
function actionInputs(step: Step, context: Mapping): Record<string, string> {
  return Object.fromEntries(Object.entries(step.with ?? {}).map(([name, value]) => [name, interpolate(String(value), context)]));
}

describe("the README's install steps, followed literally", { timeout: 60_000 }, () => {
  it('should create the labels with colours and descriptions from a dispatch, then triage the seed issue', async () => {
    const use = useSection();
    // Step 1: copy the example (the README shows it whole).
    expect(use).toContain('1. Copy [`examples/workflows/triage.yml`](examples/workflows/triage.yml)');
    const copied = /\n```yaml\n([\s\S]*?)\n```\n/.exec(use)?.[1] ?? '';
    expect(`${copied}\n`).toBe(readFileSync(join(REPOSITORY_ROOT, 'examples', 'workflows', 'triage.yml'), 'utf8'));
    // Step 2: replace the owner, and pin a full commit SHA of main while no release tag exists.
    expect(use).toContain('2. Replace `<owner>` in `uses:`');
    expect(use).toContain('before that repository has a release tag, pin a full commit SHA of its `main` branch');
    const edited = copied.replaceAll('<owner>', 'acme').replace('acme/vllm-triage@v1', `acme/vllm-triage@${MAIN_SHA}`);
    expect(edited).not.toContain('<owner>');
    const workflow = parse(edited) as Workflow;
    const job = Object.values(workflow.jobs)[0];
    const step = job?.steps[0] ?? {};
    expect(step.uses).toBe(`acme/vllm-triage@${MAIN_SHA}`);
    // The runner names the action's repository and the ref it was pinned at.
    const env = { GITHUB_ACTION_REPOSITORY: 'acme/vllm-triage', GITHUB_ACTION_REF: MAIN_SHA };

    // A scratch repository: only GitHub's default `bug` label, no issue yet.
    const server = await startGitHubServer();
    closeWhenFinished(server, expect, onTestFinished);
    server.state.addRepo(REPO, { labels: ['bug'] });

    // Step 3: dispatch with setup-labels ticked and dry-run unticked; the other dispatch inputs keep their defaults.
    expect(use).toContain('with\n   `setup-labels` ticked and `dry-run` unticked');
    const defaults = Object.fromEntries(Object.entries(workflow.on.workflow_dispatch.inputs).map(([name, input]) => [name, input.default ?? '']));
    const dispatched = { ...defaults, 'setup-labels': true, 'dry-run': false };
    const dispatch = { github: { event_name: 'workflow_dispatch', event: { inputs: dispatched }, run_id: 1 }, inputs: dispatched };
    expect(admits(job ?? { steps: [] }, dispatch)).toBe(true);
    const setup = await runInProcess({
      server,
      eventName: 'workflow_dispatch',
      payload: webhookPayload('workflow_dispatch', { state: server.state }),
      inputs: actionInputs(step, dispatch),
      env,
    });
    expect(setup.code, setup.stdout + setup.stderr).toBe(0);
    const labels = [...(server.state.findRepo(REPO)?.labels.values() ?? [])].map((label) => ({
      name: label.name,
      color: label.color,
      description: label.description,
    }));
    expect(labels.map((label) => label.name).sort()).toEqual(['bug', 'kv-connector', 'vllm-triage:dismiss', 'vllm-triage:rerun']);
    for (const label of labels.filter((item) => item.name !== 'bug')) {
      expect(label.color, label.name).toMatch(/^[0-9a-f]{6}$/);
      expect(label.description?.length ?? 0, label.name).toBeGreaterThan(10);
    }
    expect(setup.requests.filter((request) => request.endpoint === 'POST /repos/{owner}/{repo}/labels')).toHaveLength(3);

    // Step 4: open an issue with the seed error; the `opened` event passes the job's `if:` and the action triages it.
    expect(use).toContain('4. Open an issue with a KV-connector traceback');
    server.state.addIssue(REPO, { number: 1, title: '[Bug]: MooncakeStoreConnector crashes the engine', body: SEED_BODY, labels: ['bug'] });
    const payload = webhookPayload('issues.opened', { state: server.state, issue: 1 });
    const opened = { github: { event_name: 'issues', event: payload, run_id: 2 }, inputs: {} };
    expect(admits(job ?? { steps: [] }, opened)).toBe(true);
    const triaged = await runInProcess({ server, eventName: 'issues', payload, inputs: actionInputs(step, opened), env });
    expect(triaged.code, triaged.stdout + triaged.stderr).toBe(0);
    const comments = botComments(server);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('**vllm-triage recognised a known error: Mooncake store lost track of a running request');
    // The command the comment gives reporters names the pinned commit, which exists before any tag does.
    expect(comments[0]?.body).toContain(`\`npx github:acme/vllm-triage#${MAIN_SHA} explain mooncake-store/request-not-in-unfinished-requests\``);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug', 'kv-connector']);
    // GitHub never had to create a label as a side effect of adding one: they were all there.
    expect(server.state.createdLabels).toEqual([]);
  });
});
