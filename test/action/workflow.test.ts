// The shipped workflows and action.yml: the README's workflow is the repository's, it starts a runner only for events
// the action acts on, least privilege, one run per issue, no issue text in a shell.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { admits, interpolate, type Mapping } from '../support/workflow-expressions.js';

interface Step {
  uses?: string;
  run?: string;
  with?: Mapping;
  env?: Mapping;
}
interface Job {
  if?: string;
  'timeout-minutes'?: number | string;
  'runs-on'?: string;
  permissions?: unknown;
  concurrency?: Mapping;
  steps: Step[];
}
interface Workflow {
  on: Mapping;
  permissions?: unknown;
  concurrency?: unknown;
  jobs: Record<string, Job>;
}

/** The repository root: the nearest folder above this file that holds action.yml (the tests may move between folders). */
function findRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'action.yml'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('no action.yml above the test file');
    folder = parent;
  }
  return folder;
}

const root = findRoot();
const readText = (path: string): string => readFileSync(join(root, path), 'utf8');
const yamlFiles = (folder: string): string[] =>
  readdirSync(join(root, folder))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => `${folder}/${name}`);
// This repository's workflows and the ones users copy (examples/workflows/), by path.
const workflowFiles = [...yamlFiles('.github/workflows'), ...yamlFiles('examples/workflows')];
const workflows = Object.fromEntries(workflowFiles.map((path) => [path, parse(readText(path)) as Workflow]));
const triage = workflows['examples/workflows/triage.yml'] as Workflow;
const triageJobs = Object.values(triage.jobs);
const triageJob = triageJobs[0] as Job;
const ownTriage = workflows['.github/workflows/triage.yml'] as Workflow;
const ownTriageJob = Object.values(ownTriage.jobs)[0] as Job;
const backfill = workflows['examples/workflows/backfill.yml'] as Workflow;
const action = parse(readText('action.yml')) as { runs: unknown; inputs: Record<string, { description?: string; default?: string }> };
const allSteps = Object.values(workflows).flatMap((workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps));

// Sample events, shaped like GitHub's webhook payloads in the fields the workflow reads.
const human = { login: 'reporter', type: 'User' };
const bot = { login: 'dependabot[bot]', type: 'Bot' };
const issue = { number: 42, state: 'open', locked: false };
const pullRequest = { ...issue, number: 43, pull_request: { url: 'https://api.github.com/repos/o/r/pulls/43' } };
const event = (eventName: string, payload: Mapping, inputs: Mapping = {}): Mapping => ({
  github: { event_name: eventName, event: payload, run_id: 987654321 },
  inputs,
});
const defaultOf = (input: string): string => action.inputs[input]?.default ?? '';
const labeled = (name: string, sender: Mapping = human): Mapping => event('issues', { action: 'labeled', issue, label: { name }, sender });

const admitted: Record<string, Mapping> = {
  'a new issue': event('issues', { action: 'opened', issue, sender: human }),
  'a reopened issue': event('issues', { action: 'reopened', issue, sender: human }),
  'an edit of the body': event('issues', { action: 'edited', issue, changes: { body: { from: 'old' } }, sender: human }),
  'a human comment': event('issue_comment', { action: 'created', issue, comment: { id: 1, user: human }, sender: human }),
  'an edit of a human comment': event('issue_comment', {
    action: 'edited',
    issue,
    comment: { id: 1, user: human },
    changes: { body: { from: 'old' } },
    sender: human,
  }),
  'the rerun label': labeled(defaultOf('rerun-label')),
  'the dismiss label': labeled(defaultOf('dismiss-label')),
  "a maintainer's connector label (routing by a human)": labeled(defaultOf('connector-label'), { login: 'maintainer', type: 'User' }),
  'the rerun label in other case (GitHub compares label names without case)': labeled(defaultOf('rerun-label').toUpperCase()),
  'a dispatch with issue numbers': event('workflow_dispatch', { inputs: { 'issue-numbers': '12' }, sender: human }, { 'issue-numbers': '12', 'dry-run': true }),
  'a dispatched backfill': event('workflow_dispatch', { inputs: {}, sender: human }, { 'issue-numbers': '', 'dry-run': true }),
};

const dropped: Record<string, Mapping> = {
  'a comment on a pull request': event('issue_comment', { action: 'created', issue: pullRequest, comment: { id: 2, user: human }, sender: human }),
  'an edited comment on a pull request': event('issue_comment', {
    action: 'edited',
    issue: pullRequest,
    comment: { id: 2, user: human },
    changes: { body: { from: 'x' } },
    sender: human,
  }),
  'a comment by a bot': event('issue_comment', { action: 'created', issue, comment: { id: 3, user: bot }, sender: bot }),
  'an issue opened by a bot': event('issues', { action: 'opened', issue, sender: bot }),
  'the rerun label added by a bot': labeled(defaultOf('rerun-label'), bot),
  'an unrelated label': labeled('bug'),
  'the connector label added by the bot itself': labeled(defaultOf('connector-label'), { login: 'github-actions[bot]', type: 'Bot' }),
  // Per-connector labels are the repository's own choice (`connector-labels`); a repository that sets them adds them to the `if:`.
  'a per-connector label the workflow does not name': labeled('mooncake'),
  'a needs-info label': labeled('needs-info'),
  'a title-only edit': event('issues', { action: 'edited', issue, changes: { title: { from: 'old' } }, sender: human }),
  'a comment edit that left the body alone': event('issue_comment', { action: 'edited', issue, comment: { id: 1, user: human }, changes: {}, sender: human }),
};

describe('action.yml', () => {
  it('should run the committed bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('should give every input a description and read the token from github.token by default', () => {
    for (const [name, input] of Object.entries(action.inputs)) expect(input.description, name).toBeTruthy();
    expect(action.inputs['github-token']?.default).toBe('${{ github.token }}');
  });
});

/** The first ```yaml block after a heading of the README (or another document), with its final newline. */
function readmeBlockAfter(heading: string, document = 'README.md'): string | null {
  const readme = readText(document);
  const at = readme.indexOf(`\n${heading}\n`);
  if (at < 0) return null;
  const block = /\n```yaml\n([\s\S]*?)\n```\n/.exec(readme.slice(at));
  return block ? `${block[1] ?? ''}\n` : null;
}

describe('the README workflows', () => {
  it('should be byte for byte examples/workflows/triage.yml under "Use"', () => {
    expect(readmeBlockAfter('## Use')).toBe(readText('examples/workflows/triage.yml'));
  });

  it('should be byte for byte examples/workflows/backfill.yml under "Backfill" in docs/workflow.md', () => {
    expect(readmeBlockAfter('## Backfill: triage the existing backlog', 'docs/workflow.md')).toBe(readText('examples/workflows/backfill.yml'));
  });
});

describe('examples/workflows/triage.yml', () => {
  it('should listen to the events the bot handles', () => {
    const on = triage.on as Record<string, { types?: string[] } | null>;
    expect(on.issues?.types).toEqual(expect.arrayContaining(['opened', 'edited', 'reopened', 'labeled']));
    expect(on.issue_comment?.types).toEqual(expect.arrayContaining(['created', 'edited']));
    expect(on).toHaveProperty('workflow_dispatch');
  });

  it('should run the published action by its major tag, without a checkout', () => {
    expect(triageJobs).toHaveLength(1);
    expect(triageJob.steps).toHaveLength(1);
    expect(triageJob.steps[0]?.uses).toMatch(/^<owner>\/vllm-triage@v[0-9]+$/);
  });

  it('should ask for issues: write only, for the whole workflow (the action reads no repository contents)', () => {
    expect(triage.permissions).toEqual({ issues: 'write' });
    expect(triageJob.permissions).toBeUndefined();
  });

  it('should end a stuck event run within minutes, and give a backfill the hour its budget refills in', () => {
    const timeout = (context: Mapping): number => Number(interpolate(String(triageJob['timeout-minutes']), context));
    for (const name of ['a new issue', 'a human comment', 'the rerun label', 'a dispatch with issue numbers']) {
      expect(timeout(admitted[name] as Mapping), name).toBeGreaterThan(0);
      expect(timeout(admitted[name] as Mapping), name).toBeLessThanOrEqual(15);
    }
    expect(timeout(admitted['a dispatched backfill'] as Mapping)).toBe(60);
  });

  for (const [name, context] of Object.entries(admitted)) {
    it(`should start a runner for ${name}`, () => {
      expect(admits(triageJob, context)).toBe(true);
    });
  }

  for (const [name, context] of Object.entries(dropped)) {
    it(`should not start a runner for ${name}`, () => {
      expect(admits(triageJob, context)).toBe(false);
    });
  }

  it('should queue runs per issue on the job, after its if:, and never cancel a running one', () => {
    // Workflow-level concurrency is claimed before any job's `if:` is evaluated, so a dropped event would still
    // cancel the group's pending run; at job level a skipped job never enters the group.
    expect(triage.concurrency).toBeUndefined();
    const concurrency = triageJob.concurrency as { group: string; 'cancel-in-progress': boolean };
    expect(concurrency['cancel-in-progress']).toBe(false);
    const newIssue = admitted['a new issue'] as Mapping;
    const commentOnIt = admitted['a human comment'] as Mapping;
    const otherIssue = event('issues', { action: 'opened', issue: { ...issue, number: 7 }, sender: human });
    expect(interpolate(concurrency.group, newIssue)).toBe(interpolate(concurrency.group, commentOnIt));
    expect(interpolate(concurrency.group, newIssue)).not.toBe(interpolate(concurrency.group, otherIssue));
    expect(interpolate(concurrency.group, newIssue)).toContain('42');
    const backfill = admitted['a dispatched backfill'] as Mapping;
    expect(interpolate(concurrency.group, backfill)).toContain('987654321');
  });

  it('should write on events and leave dispatched runs to the dry-run input', () => {
    const dryRun = String(triageJob.steps[0]?.with?.['dry-run']);
    expect(interpolate(dryRun, admitted['a new issue'] as Mapping)).toBe('false');
    expect(interpolate(dryRun, admitted['a dispatched backfill'] as Mapping)).toBe('true');
    expect(interpolate(dryRun, event('workflow_dispatch', {}, { 'dry-run': false }))).toBe('false');
  });

  it("should pass every dispatch input to the action input of the same name, with the action's defaults", () => {
    const inputs = (triage.on.workflow_dispatch as { inputs: Record<string, { default?: unknown }> }).inputs;
    expect(Object.keys(inputs)).toEqual(
      expect.arrayContaining(['issue-numbers', 'dry-run', 'since', 'state', 'request-budget', 'shard', 'resume-after', 'setup-labels']),
    );
    const passed = triageJob.steps[0]?.with ?? {};
    for (const name of Object.keys(inputs)) expect(String(passed[name]), name).toContain(`inputs.${name}`);
    for (const name of ['request-budget', 'state']) expect(String(inputs[name]?.default), name).toBe(defaultOf(name));
  });
});

describe(".github/workflows/triage.yml (this repository's own issues)", () => {
  it("should listen and filter as the example does, so the code users run is the code tried on this repository's issues", () => {
    const { 'dry-run': _dryRun, ...exampleInputs } = (triage.on.workflow_dispatch as { inputs: Mapping }).inputs;
    expect(ownTriage.on).toEqual({ ...triage.on, workflow_dispatch: { inputs: exampleInputs } });
    for (const key of ['if', 'concurrency', 'timeout-minutes', 'runs-on'] as const) expect(ownTriageJob[key], key).toEqual(triageJob[key]);
  });

  it('should run the checked-out action, always as a dry run, with read permissions and a checkout that keeps no token', () => {
    expect(ownTriage.permissions).toEqual({ issues: 'read', contents: 'read' });
    const [checkout, own, ...rest] = ownTriageJob.steps;
    expect(rest).toEqual([]);
    expect(checkout?.uses).toMatch(/^actions\/checkout@[0-9a-f]{40}$/);
    expect(checkout?.with?.['persist-credentials']).toBe(false);
    expect(own?.uses).toBe('./');
    expect(own?.with?.['dry-run']).toBe(true);
    expect(Object.keys(own?.with ?? {}).sort()).toEqual(Object.keys(triageJob.steps[0]?.with ?? {}).sort());
  });
});

describe('examples/workflows/backfill.yml', () => {
  const job = Object.values(backfill.jobs)[0] as Job & { strategy: { matrix: { shard: string[] } } };
  const step = job.steps[0] as Step;

  it('should be a dispatched workflow that is a dry run unless the box is unticked, on the published action', () => {
    const inputs = (backfill.on as { workflow_dispatch: { inputs: Record<string, { type?: string; default?: unknown }> } }).workflow_dispatch.inputs;
    expect(Object.keys(backfill.on)).toEqual(['workflow_dispatch']);
    expect(inputs['dry-run']).toMatchObject({ type: 'boolean', default: true });
    expect(step.uses).toMatch(/^<owner>\/vllm-triage@v[0-9]+$/);
    expect(interpolate(String(step.with?.['dry-run']), event('workflow_dispatch', {}, { 'dry-run': true }))).toBe('true');
    expect(interpolate(String(step.with?.['dry-run']), event('workflow_dispatch', {}, { 'dry-run': false }))).toBe('false');
  });

  it("should split the issues into shards 1/n … n/n whose budgets together stay within the hour's 1,000 requests", () => {
    const shards = job.strategy.matrix.shard;
    expect(shards.map((shard) => shard.split('/').map(Number))).toEqual(shards.map((_, index) => [index + 1, shards.length]));
    expect(interpolate(String(step.with?.['shard']), { matrix: { shard: shards[1] } })).toBe(shards[1]);
    const budget = Number(step.with?.['request-budget']);
    expect(budget).toBeGreaterThan(0);
    expect(shards.length * budget).toBeLessThanOrEqual(1000);
  });

  it('should give each shard its own timeout and its own concurrency group', () => {
    expect(job['timeout-minutes']).toBe(60);
    const group = String(job.concurrency?.['group']);
    expect(interpolate(group, { matrix: { shard: '1/4' } })).not.toBe(interpolate(group, { matrix: { shard: '2/4' } }));
  });
});

describe('.github/workflows/self-test.yml', () => {
  const selfTest = workflows['.github/workflows/self-test.yml'] as Workflow;
  const steps = Object.values(selfTest.jobs).flatMap((job) => job.steps);

  it('should run the checked-out action as a dry run, with a checkout that keeps no token', () => {
    const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['persist-credentials']).toBe(false);
    const own = steps.find((step) => step.uses === './');
    expect(own?.with?.['dry-run']).toBe(true);
  });

  it('should only read', () => {
    expect(selfTest.permissions).toEqual({ contents: 'read', issues: 'read' });
  });
});

describe('every workflow', () => {
  it('should pass no expression, and so no issue or comment text, to a shell', () => {
    for (const step of allSteps) expect(step.run ?? '').not.toContain('${{');
  });

  it('should give every job a timeout', () => {
    for (const [file, workflow] of Object.entries(workflows)) {
      // An expression's value is checked per event in the triage tests; here only that there is one.
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const timeout = job['timeout-minutes'];
        if (typeof timeout === 'string') expect(timeout, `${file} ${name}`).toMatch(/^\$\{\{.+\}\}$/);
        else expect(timeout, `${file} ${name}`).toBeGreaterThan(0);
      }
    }
  });

  it("should pin this repository's actions by commit SHA, with the release named beside it", () => {
    for (const path of yamlFiles('.github/workflows')) {
      const uses = [...readText(path).matchAll(/^\s*(?:- )?uses: (.*)$/gm)].map((match) => match[1] ?? '');
      for (const line of uses) if (line !== './') expect(line, path).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v[0-9]+\.[0-9]+\.[0-9]+$/);
    }
  });

  it('should let users pin this action by its major tag in the examples (or by a SHA, as the README says)', () => {
    for (const path of yamlFiles('examples/workflows')) {
      for (const step of Object.values(workflows[path]?.jobs ?? {}).flatMap((job) => job.steps)) expect(step.uses, path).toMatch(/\/vllm-triage@v[0-9]+$/);
    }
  });

  it('should be kept current by Dependabot', () => {
    const dependabot = parse(readText('.github/dependabot.yml')) as { updates: Array<{ 'package-ecosystem': string }> };
    expect(dependabot.updates.map((update) => update['package-ecosystem'])).toEqual(expect.arrayContaining(['github-actions', 'npm']));
  });

  it('should only set inputs that action.yml declares on this action', () => {
    const ours = allSteps.filter((step) => step.uses === './' || /\/vllm-triage@/.test(step.uses ?? ''));
    expect(ours.length).toBeGreaterThan(1);
    for (const name of ours.flatMap((step) => Object.keys(step.with ?? {}))) expect(Object.keys(action.inputs)).toContain(name);
  });
});
