// End to end, in process (the real gateway against the local GitHub): how many API requests each kind of event costs (README, "Requests per event", the request table).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GitHubServer, RecordedRequest } from '../support/github-server/server.js';
import { webhookPayload, type WebhookKind } from '../support/run-action.js';
import { botComments, EVIDENCE_REPLY, REPO, SEED_BODY, serverWithIssue, UNRELATED_BODY } from '../support/scenario-fixtures.js';
import { runInProcess } from '../support/run-in-process.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../support/run-action.js';

/** The README's "Requests per event" table: event → requests and writes, as its rows say. */
function readmeRequestTable(): Map<string, { requests: number; writes: number }> {
  const readme = readFileSync(join(REPOSITORY_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Requests per event\n');
  const rows = readme
    .slice(start)
    .split('\n')
    .filter((line) => /^\| [^|-]/.test(line) && !line.startsWith('| event |'));
  const table = new Map<string, { requests: number; writes: number }>();
  for (const row of rows) {
    const [event = '', requests = '', writes = ''] = row
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    table.set(event, { requests: Number(requests), writes: Number(writes) });
  }
  return table;
}

const CREATE = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const LIST = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
const UPDATE = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';
const ADD_LABELS = 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels';
const GET_LABEL = 'GET /repos/{owner}/{repo}/labels/{name}';

/** The endpoints a run called, in order. */
function endpoints(requests: RecordedRequest[]): (string | null)[] {
  return requests.map((request) => request.endpoint);
}

describe('API requests per event kind', { timeout: 60_000 }, () => {
  let server: GitHubServer;
  const counts: string[] = [];
  const measured = new Map<string, { requests: number; writes: number }>();

  beforeAll(async () => {
    server = await serverWithIssue(SEED_BODY, { labels: ['bug'] });
    server.state.addIssue(REPO, { number: 2, title: '[Doc]: broken link on the --max-model-len page', body: UNRELATED_BODY, labels: ['documentation'] });
    server.state.addIssue(REPO, { number: 3, title: '[Bugfix] Keep request state until stores drain', body: 'Fixes a crash.', pullRequest: true });
    server.state.addIssue(REPO, { number: 4, title: '[Bug]: MooncakeStoreConnector crashes the engine', body: SEED_BODY, labels: ['bug'] });
  });
  afterAll(async () => {
    console.log(`requests per event kind: ${counts.join('; ')}`);
    await server.close();
    expect(server.violations).toEqual([]);
    expect(server.state.createdLabels).toEqual([]);
  });

  async function run(
    name: string,
    kind: WebhookKind,
    overrides: { issue: number; comment?: number; label?: string; changes?: { body: { from: string } } },
    inputs: Record<string, string> = {},
  ): Promise<RecordedRequest[]> {
    const eventName = kind.startsWith('issue_comment') ? 'issue_comment' : 'issues';
    const result = await runInProcess({ server, eventName, payload: webhookPayload(kind, { state: server.state, ...overrides }), inputs });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    counts.push(`${name} ${result.requests.length} (${result.requests.filter((request) => request.write).length} writes)`);
    if (!measured.has(name)) measured.set(name, { requests: result.requests.length, writes: result.requests.filter((request) => request.write).length });
    return result.requests;
  }

  it('should make 3 requests, 2 of them writes, for a new issue: create, look for a concurrent duplicate, add the connector label', async () => {
    const requests = await run('new issue', 'issues.opened', { issue: 1 });
    expect(endpoints(requests)).toEqual([CREATE, LIST, ADD_LABELS]);
    expect(botComments(server)).toHaveLength(1);
    expect(server.state.labelsOn(REPO, 1)).toEqual(['bug', 'kv-connector']);
  });

  it('should make 1 request, no write, for the same event again', async () => {
    expect(endpoints(await run('same event again', 'issues.opened', { issue: 1 }))).toEqual([LIST]);
  });

  it('should make 4 requests, 1 write, for a reply with the evidence asked for: the first change also looks up the two labels the footer names', async () => {
    const reply = server.state.addComment(REPO, 1, { body: EVIDENCE_REPLY, user: { login: 'reporter' } });
    expect(endpoints(await run('reply with evidence', 'issue_comment.created', { issue: 1, comment: reply.id }))).toEqual([LIST, GET_LABEL, GET_LABEL, UPDATE]);
    expect(botComments(server)).toHaveLength(1);
  });

  it('should make 2 requests, 1 write, for a later change: the labels the comment names are not asked about again', async () => {
    const issue = server.state.issue(REPO, 1);
    issue.body = (issue.body ?? '').replace('vLLM Version : 0.26.0', 'vLLM Version : 0.20.1');
    const edited = await run('body edited', 'issues.edited', { issue: 1, changes: { body: { from: SEED_BODY } } });
    expect(endpoints(edited)).toEqual([LIST, UPDATE]);
  });

  it('should make no request for a new unrelated issue (nothing to say, no comments to read)', async () => {
    expect(await run('unrelated issue', 'issues.opened', { issue: 2 })).toEqual([]);
    expect(botComments(server, 2)).toEqual([]);
  });

  it("should make no request for skipped events: a comment on a pull request, the bot's own comment, an unrelated label", async () => {
    const prComment = server.state.addComment(REPO, 3, { body: 'LGTM', user: { login: 'maintainer' } });
    expect(await run('skipped (pull request comment)', 'issue_comment.created', { issue: 3, comment: prComment.id })).toEqual([]);
    expect(await run('skipped (own comment)', 'issue_comment.created', { issue: 1, comment: botComments(server)[0]?.id ?? 0 })).toEqual([]);
    server.state.issue(REPO, 1).labels.push('needs-repro');
    expect(await run('skipped (unrelated label)', 'issues.labeled', { issue: 1, label: 'needs-repro' })).toEqual([]);
  });

  it('should look up a per-connector label on a new issue (a fourth request), never letting GitHub create a missing one', async () => {
    const requests = await run(
      'new issue with a per-connector label',
      'issues.opened',
      { issue: 4 },
      { 'connector-labels': 'MooncakeStoreConnector=mooncake-store' },
    );
    expect(endpoints(requests)).toEqual([CREATE, LIST, GET_LABEL, ADD_LABELS]);
    expect(server.state.labelsOn(REPO, 4)).toEqual(['bug', 'kv-connector']);
  });

  it("should be what the README's request table says, row for row", () => {
    const table = readmeRequestTable();
    expect([...table.keys()].sort()).toEqual([...measured.keys()].sort());
    for (const [event, counted] of measured) expect(table.get(event), event).toEqual(counted);
  });
});
