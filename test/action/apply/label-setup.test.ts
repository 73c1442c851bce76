// Labels exist before they are named: a dispatch with setup-labels creates the labels the action uses that the
// repository lacks (in process, against the GitHub stand-in), lists them in a dry run, and fails naming a refusal.
import { describe, it } from 'vitest';
import { labelsTheActionUses } from '../../../src/action/settings/label-set.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';
import { webhookPayload } from '../../support/run-action.js';
import { runInProcess } from '../../support/run-in-process.js';
import { REPO, startCheckedServer, UNRELATED_BODY } from '../../support/scenario-fixtures.js';

const CREATE_LABEL = 'POST /repos/{owner}/{repo}/labels';
const LIST_LABELS = 'GET /repos/{owner}/{repo}/labels';
const INPUTS = { 'setup-labels': 'true', 'connector-labels': 'MooncakeStoreConnector=mooncake-store', 'needs-info-label': 'needs-info' };

describe.concurrent('setup-labels', { timeout: 60_000 }, () => {
  it('should create the missing labels the action uses, once, and nothing else', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, UNRELATED_BODY);
    const dispatch = (inputs: Record<string, string>) =>
      runInProcess({ server, eventName: 'workflow_dispatch', payload: webhookPayload('workflow_dispatch', { state: server.state }), inputs });
    const preview = await dispatch({ ...INPUTS, 'dry-run': 'true' });
    expect(preview.code, preview.stdout).toBe(0);
    expect(preview.summary).toContain('would be created: `mooncake-store`, `needs-info`');
    expect(preview.requests.filter((request) => request.write)).toEqual([]);
    // Five labels are known from one page of the repository's labels, not from five look-ups.
    expect(preview.requests.map((request) => request.endpoint).filter((endpoint) => endpoint?.includes('/labels') === true)).toEqual([LIST_LABELS]);

    const first = await dispatch(INPUTS);
    expect(first.code, first.stdout).toBe(0);
    expect(first.requests.filter((request) => request.endpoint === CREATE_LABEL)).toHaveLength(2);
    expect(server.state.findRepo(REPO)?.labels.get('needs-info')?.color).toBe('fbca04');
    expect(first.summary).toContain('created: `mooncake-store`, `needs-info`');
    const second = await dispatch(INPUTS);
    expect(second.requests.filter((request) => request.write)).toEqual([]);
    expect(second.summary).toContain('created: none');
    expect(server.state.labelsOn(REPO, 1)).toEqual([]);
  });

  it('should fail naming each label the token may not create', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, UNRELATED_BODY);
    server.faults.add(CREATE_LABEL, { status: 403 }, { status: 403 });
    const result = await runInProcess({
      server,
      eventName: 'workflow_dispatch',
      payload: webhookPayload('workflow_dispatch', { state: server.state }),
      inputs: INPUTS,
    });
    expect(result.code).toBe(1);
    expect(
      result.annotations
        .filter((a) => a.level === 'error')
        .map((a) => a.message)
        .join('\n'),
    ).toContain('label "mooncake-store" was not created');
  });

  it('should read a repository of more than 100 labels page by page, and find a label on the second page', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, UNRELATED_BODY);
    for (let index = 0; index < 150; index++) server.state.addLabel(REPO, { name: `area-${index}` });
    server.state.addLabel(REPO, { name: 'needs-info', color: 'fbca04' });
    const preview = await runInProcess({
      server,
      eventName: 'workflow_dispatch',
      payload: webhookPayload('workflow_dispatch', { state: server.state }),
      inputs: { ...INPUTS, 'dry-run': 'true' },
    });
    expect(preview.code, preview.stdout).toBe(0);
    expect(preview.requests.filter((request) => request.endpoint === LIST_LABELS).length).toBeGreaterThanOrEqual(2);
    expect(preview.requests.filter((request) => request.endpoint === 'GET /repos/{owner}/{repo}/labels/{name}')).toEqual([]);
    expect(preview.summary).toContain('would be created: `mooncake-store`\n');
  });

  it('should read the listing, not a name at a time, when the action uses only two labels (add-labels off)', async ({ expect, onTestFinished }) => {
    const server = await startCheckedServer(expect, onTestFinished, UNRELATED_BODY);
    const preview = await runInProcess({
      server,
      eventName: 'workflow_dispatch',
      payload: webhookPayload('workflow_dispatch', { state: server.state }),
      inputs: { 'setup-labels': 'true', 'add-labels': 'false', 'dry-run': 'true' },
    });
    expect(preview.code, preview.stdout).toBe(0);
    expect(preview.requests.map((request) => request.endpoint).filter((endpoint) => endpoint?.includes('/labels') === true)).toEqual([LIST_LABELS]);
  });

  it("should name every label the action uses, the two maintainers' labels even with add-labels off", ({ expect }) => {
    const names = (inputs: Record<string, string>) => labelsTheActionUses(readSettings(fakeInputs(inputs), VLLM_REPOSITORY)).map((spec) => spec.name);
    expect(names(INPUTS)).toEqual(['kv-connector', 'mooncake-store', 'needs-info', 'vllm-triage:rerun', 'vllm-triage:dismiss']);
    expect(names({ 'add-labels': 'false' })).toEqual(['vllm-triage:rerun', 'vllm-triage:dismiss']);
  });
});
