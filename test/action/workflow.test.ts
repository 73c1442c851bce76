// The shipped workflow and action.yml: triggers, least privilege, one run per issue, no issue text in a shell.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Mapping = Record<string, unknown>;
const read = (path: string): Mapping => parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Mapping;
const workflow = read('.github/workflows/triage.yml');
const action = read('action.yml');
const steps = Object.values(workflow.jobs as Record<string, { steps: Mapping[] }>).flatMap((job) => job.steps);

describe('action.yml', () => {
  it('should run the committed bundle on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('should give every input a description and read the token from github.token by default', () => {
    const inputs = action.inputs as Record<string, { description?: string; default?: string }>;
    for (const [name, input] of Object.entries(inputs)) expect(input.description, name).toBeTruthy();
    expect(inputs['github-token']?.default).toBe('${{ github.token }}');
  });
});

describe('.github/workflows/triage.yml', () => {
  it('should listen to the events the bot handles', () => {
    const on = workflow.on as Record<string, { types?: string[] } | null>;
    expect(on.issues?.types).toEqual(expect.arrayContaining(['opened', 'edited', 'reopened', 'labeled']));
    expect(on.issue_comment?.types).toEqual(expect.arrayContaining(['created', 'edited']));
    expect(on).toHaveProperty('workflow_dispatch');
  });

  it('should ask for issues: write and contents: read only', () => {
    expect(workflow.permissions).toEqual({ issues: 'write', contents: 'read' });
  });

  it('should queue runs per issue instead of cancelling them, so two events cannot race to two comments', () => {
    const concurrency = workflow.concurrency as { group: string; 'cancel-in-progress': boolean };
    expect(concurrency.group).toContain('github.event.issue.number');
    expect(concurrency['cancel-in-progress']).toBe(false);
  });

  it('should pass no issue or comment text to a shell', () => {
    for (const step of steps) {
      const run = typeof step.run === 'string' ? step.run : '';
      expect(run).not.toMatch(/github\.event\.(issue|comment)/);
    }
  });

  it('should only set inputs that action.yml declares', () => {
    const declared = Object.keys(action.inputs as Mapping);
    const used = steps.filter((step) => step.uses === './').flatMap((step) => Object.keys((step.with ?? {}) as Mapping));
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(declared).toContain(name);
  });
});
