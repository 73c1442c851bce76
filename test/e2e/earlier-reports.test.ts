// End to end, in process: `earlier-reports: true` — one search on the local GitHub, the older issues linked, a refused search only noted.
import { describe, it, type ExpectStatic } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server/server.js';
import { webhookPayload, type RunActionResult } from '../support/run-action.js';
import { botComments, closeWhenFinished, type Cleanup, REPO, REPO_LABELS, SEED_BODY } from '../support/scenario-fixtures.js';
import { runInProcess } from '../support/run-in-process.js';

const SEARCH = 'GET /search/issues';
const NEW_ISSUE = 3;
const INPUTS = { 'earlier-reports': 'true' };

/** Two older reports of the same crash, written for this test, in the shapes reporters use. */
const OLDER_REPORTS = [
  {
    title: '[Bug]: engine core dies with the Mooncake store under load',
    body: 'After an hour of traffic:\n\n```\nValueError: Request cmpl-0a1b2c is not in _unfinished_requests\n```\n',
  },
  {
    title: '[Bug]: KV offload crash, @someone please look (see #1)',
    body: 'Same on 0.25.1.\n\n    ValueError: Request chatcmpl-ffee01 is not in _unfinished_requests\n',
  },
];

/** The repository with two older reports (1, 2), an unrelated issue (4) and the new report of the crash (3). */
async function startServer(expect: ExpectStatic, onTestFinished: Cleanup, options: Parameters<typeof startGitHubServer>[0] = {}): Promise<GitHubServer> {
  const server = await startGitHubServer(options);
  server.state.addRepo(REPO, { labels: REPO_LABELS });
  OLDER_REPORTS.forEach((report, index) => server.state.addIssue(REPO, { number: index + 1, ...report, createdAt: `2026-0${index + 1}-02T10:00:00Z` }));
  server.state.addIssue(REPO, { number: NEW_ISSUE, title: '[Bug]: MooncakeStoreConnector crashes the engine', body: SEED_BODY });
  server.state.addIssue(REPO, { number: 4, title: 'Docs typo', body: 'A broken link in the docs.' });
  closeWhenFinished(server, expect, onTestFinished, () => expect(server.faults.pending()).toEqual({}));
  return server;
}

function openNewIssue(server: GitHubServer): Promise<RunActionResult> {
  const payload = webhookPayload('issues.opened', { state: server.state, issue: NEW_ISSUE });
  return runInProcess({ server, eventName: 'issues', payload, inputs: INPUTS });
}

function searchesOf(result: RunActionResult) {
  return result.requests.filter((request) => request.endpoint === SEARCH);
}

describe.concurrent('earlier reports of the same error', { timeout: 60_000 }, () => {
  it('should link the two older issues with the same error, and not the new one', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    const result = await openNewIssue(server);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(searchesOf(result)).toHaveLength(1);
    expect(searchesOf(result)[0]?.query['q']).toBe('repo:vllm-project/vllm is:issue "is not in _unfinished_requests"');
    const [comment, ...others] = botComments(server, NEW_ISSUE);
    expect(others).toEqual([]);
    const body = comment?.body ?? '';
    expect(body).toContain('<details><summary>Earlier reports of the same error (2)</summary>');
    expect(body).toContain(`(https://github.com/${REPO}/issues/1)`);
    expect(body).toContain(`(https://github.com/${REPO}/issues/2)`);
    expect(body).not.toContain(`/issues/${NEW_ISSUE})`);
    expect(body).not.toContain('/issues/4)');
    expect(body).not.toMatch(/@[A-Za-z0-9_]/);
    expect(body).not.toMatch(/(^|[^\w/])#\d/);
    expect(result.stdout).toContain(`API requests: ${result.requests.length} `);
  });

  it('should not search again on an edit that leaves the comment as it is', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    await openNewIssue(server);
    const payload = webhookPayload('issues.edited', { state: server.state, issue: NEW_ISSUE, changes: { body: { from: 'a typo fixed' } } });
    const edited = await runInProcess({ server, eventName: 'issues', payload, inputs: INPUTS });
    expect(edited.code, edited.stdout).toBe(0);
    expect(edited.stdout).toContain(`#${NEW_ISSUE}: triaged`);
    expect(edited.requests.map((request) => request.endpoint)).toEqual(['GET /repos/{owner}/{repo}/issues/{issue_number}/comments']);
    expect(edited.requests.filter((request) => request.write)).toEqual([]);
    expect(botComments(server, NEW_ISSUE)[0]?.body).toContain('Earlier reports of the same error (2)');
  });

  it('should still post the comment, without the section, when search is rate-limited', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    server.faults.add(SEARCH, { status: 403, secondaryRateLimit: true, retryAfter: 30 });
    const result = await openNewIssue(server);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(searchesOf(result)).toHaveLength(1);
    const comments = botComments(server, NEW_ISSUE);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('is not in');
    expect(comments[0]?.body).not.toContain('Earlier reports');
    expect(result.outputs['comment-action']).toBe('created');
    expect(result.summary).toContain('earlier reports skipped');
    expect(result.annotations.filter((annotation) => annotation.level === 'error')).toEqual([]);
  });

  it('should still post the comment when the primary search limit is used up', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished, { rateLimit: { search: 0 } });
    const result = await openNewIssue(server);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(searchesOf(result)).toHaveLength(1);
    expect(botComments(server, NEW_ISSUE)).toHaveLength(1);
    expect(botComments(server, NEW_ISSUE)[0]?.body).not.toContain('Earlier reports');
    expect(result.summary).toContain('earlier reports skipped');
  });

  it('should make no search when the input is left at its default', async ({ expect, onTestFinished }) => {
    const server = await startServer(expect, onTestFinished);
    const payload = webhookPayload('issues.opened', { state: server.state, issue: NEW_ISSUE });
    const result = await runInProcess({ server, eventName: 'issues', payload });
    expect(result.code).toBe(0);
    expect(searchesOf(result)).toEqual([]);
    expect(botComments(server, NEW_ISSUE)[0]?.body).not.toContain('Earlier reports');
  });
});
