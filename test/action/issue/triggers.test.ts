// One source for triggers: the code's list (src/action/issue/triggers.ts) derives the README's events table, the
// workflow's `on:` types and the job-level `if:` label names; this test fails when any of them disagrees with it.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { routeEvent } from '../../../src/action/issue/events.js';
import { EVENT_TRIGGERS, triggerLabelNames, type EventTrigger } from '../../../src/action/issue/triggers.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { DEFAULT_LABELS } from '../../../src/core/options.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** The events table moved with the workflow's details to docs/workflow.md (the README links it). */
const EVENTS_DOC = readFileSync(join(ROOT, 'docs', 'workflow.md'), 'utf8');

const keyOf = (trigger: EventTrigger): string =>
  `${trigger.event}${trigger.action === null ? '' : `.${trigger.action}`}${trigger.label === undefined ? '' : `:${trigger.label}`}`;

/** The keys the events table (docs/workflow.md) names, read from its first column: `issues.labeled` with the rerun label → `issues.labeled:rerun`. */
function readmeTableKeys(): string[] {
  const start = EVENTS_DOC.indexOf('| event | what the bot does |');
  expect(start, 'docs/workflow.md has its events table').toBeGreaterThan(0);
  const rows = EVENTS_DOC.slice(start).split('\n').slice(2);
  const keys: string[] = [];
  for (const row of rows) {
    if (!row.startsWith('|')) break;
    const cell = row.split('|')[1] ?? '';
    const label = /with the (\w+) label/.exec(cell)?.[1];
    let event = '';
    for (const [, token = ''] of cell.matchAll(/`([^`]+)`/g)) {
      const dot = token.indexOf('.');
      if (dot > 0) {
        event = token.slice(0, dot);
        keys.push(`${token}${label === undefined ? '' : `:${label}`}`);
      } else if (token === 'workflow_dispatch') keys.push(token);
      else if (event !== '') keys.push(`${event}.${token}`);
    }
  }
  return keys;
}

/** Every workflow a user copies or the project runs with the job-level `if:`: the README's block and any under examples/ or .github/workflows/triage.yml. */
function workflows(): { name: string; text: string }[] {
  const found: { name: string; text: string }[] = [];
  const block = /```yaml\n(# Triage vLLM issues[\s\S]*?)```/.exec(README)?.[1];
  if (block !== undefined) found.push({ name: 'README.md', text: block });
  for (const path of ['examples/triage.yml', 'examples/workflows/triage.yml', '.github/workflows/triage.yml']) {
    if (existsSync(join(ROOT, path))) found.push({ name: path, text: readFileSync(join(ROOT, path), 'utf8') });
  }
  return found;
}

interface Workflow {
  on: Record<string, { types?: string[] } | null>;
  jobs: Record<string, { if?: string }>;
}

describe('one source for triggers', () => {
  it("should have the README's events table name exactly the code's triggers", () => {
    expect(readmeTableKeys().sort()).toEqual(EVENT_TRIGGERS.map(keyOf).sort());
  });

  const found = workflows();
  it('should find the workflow a user copies', () => {
    expect(found.map((workflow) => workflow.name)).toContain('README.md');
  });

  for (const { name, text } of found) {
    it(`should start ${name} for the code's event actions and admit exactly its trigger labels in the job-level if:`, () => {
      const workflow = parse(text) as Workflow;
      for (const event of ['issues', 'issue_comment'] as const) {
        const actions = EVENT_TRIGGERS.filter((trigger) => trigger.event === event).map((trigger) => trigger.action);
        expect([...(workflow.on[event]?.types ?? [])].sort(), `${name}: on.${event}.types`).toEqual([...new Set(actions)].sort());
      }
      expect(Object.hasOwn(workflow.on, 'workflow_dispatch')).toBe(true);
      const condition = Object.values(workflow.jobs).find((job) => job.if !== undefined)?.if ?? '';
      const admitted = [...condition.matchAll(/github\.event\.label\.name == '([^']+)'/g)].map((match) => match[1]);
      const labels = triggerLabelNames(DEFAULT_LABELS);
      const expected = EVENT_TRIGGERS.flatMap((trigger) => (trigger.label === undefined ? [] : [labels[trigger.label]]));
      expect(admitted.sort(), `${name}: labels in the job-level if:`).toEqual(expected.sort());
    });
  }

  it('should route every trigger label to a triage and leave a per-connector label alone', () => {
    const settings = readSettings(fakeInputs({ 'connector-labels': 'NixlConnector=nixl' }), VLLM_REPOSITORY);
    const issue = { number: 7, title: 't', body: 'b', state: 'open', locked: false, labels: [], comments: 0, user: { login: 'reporter' } };
    const labeled = (name: string) => ({ action: 'labeled', label: { name }, issue, sender: { login: 'maintainer', type: 'User' } });
    for (const name of Object.values(triggerLabelNames(settings.labels))) expect(routeEvent('issues', labeled(name), settings).kind, name).toBe('triage');
    expect(routeEvent('issues', labeled('nixl'), settings).kind).toBe('skip');
  });
});
