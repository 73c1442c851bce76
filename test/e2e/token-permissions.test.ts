// Which `permissions:` the job needs, decided against a stand-in that refuses what GitHub's job token may not do
// (test/support/github-server/installation.ts): the example workflow grants `issues: write` and nothing else. With
// `release-lookups` the action reads vLLM's compare endpoint, which is another, public repository for every repository
// but vllm-project/vllm itself: there `issues: write` is enough. In vllm-project/vllm itself the compare endpoint is
// the token's own repository and needs `contents: read`; without it each comparison is refused and the comment says
// "not determined", and the run does not fail. The README's "Inputs and outputs" says so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { parse } from 'yaml';
import { defaultCatalog } from '../../src/core/catalog/default-catalog.js';
import { startGitHubServer } from '../support/github-server/server.js';
import type { PermissionLevel } from '../support/github-server/installation.js';
import { REPOSITORY_ROOT, webhookPayload } from '../support/run-action.js';
import { runInProcess } from '../support/run-in-process.js';
import { closeWhenFinished } from '../support/scenario-fixtures.js';

const VLLM = 'vllm-project/vllm';
const COMPARE = 'GET /repos/{owner}/{repo}/compare/{basehead}';
const README = readFileSync(join(REPOSITORY_ROOT, 'README.md'), 'utf8');
const EXAMPLE = parse(readFileSync(join(REPOSITORY_ROOT, 'examples', 'workflows', 'triage.yml'), 'utf8')) as { permissions: Record<string, PermissionLevel> };

const catalog = defaultCatalog();
const commitOf = (pr: number): string => catalog.pullRequests?.pull_requests[String(pr)]?.commit ?? '';
/** A report written for this test: collect_env's version line (a release the shipped history cannot place) and the store's error. */
const BODY = [
  'vLLM Version                 : 0.26.1',
  '',
  '```',
  'ERROR 11-03 08:41:52 [core.py:1346] ValueError: Request chatcmpl-91bc is not in _unfinished_requests',
  '```',
].join('\n');

/** The issue opened in `repository`, triaged with release-lookups by a token of that repository with `permissions`. */
async function openIssue(
  repository: string,
  permissions: Record<string, PermissionLevel>,
  expect: Parameters<typeof closeWhenFinished>[1],
  onTestFinished: Parameters<typeof closeWhenFinished>[2],
) {
  const server = await startGitHubServer({ installation: { repository, permissions } });
  closeWhenFinished(server, expect, onTestFinished);
  server.state.addRepo(VLLM);
  server.state.addLabel(repository, { name: 'kv-connector' });
  // v0.26.1 was cut after #43281 and #46595 and before #52372 and #52466; v0.27.2 has them all.
  server.state.setReleaseContents(VLLM, 'v0.26.1', [commitOf(43281), commitOf(46595)]);
  server.state.setReleaseContents(VLLM, 'v0.27.2', [43281, 46595, 52372, 52466].map(commitOf));
  server.state.addIssue(repository, { number: 1, title: '[Bug]: store crash', body: BODY });
  const result = await runInProcess({
    server,
    eventName: 'issues',
    payload: webhookPayload('issues.opened', { state: server.state, issue: 1, repo: repository }),
    inputs: { 'release-lookups': 'true' },
    repo: repository,
  });
  const comment = server.state.commentsOn(repository, 1)[0]?.body ?? '';
  return { result, comment, compares: result.requests.filter((request) => request.endpoint === COMPARE) };
}

describe.concurrent("the job token's permissions", { timeout: 60_000 }, () => {
  it('should need only issues: write, the example workflow grants, for release-lookups in any repository but vLLM itself', async ({
    expect,
    onTestFinished,
  }) => {
    expect(EXAMPLE.permissions).toEqual({ issues: 'write' });
    const { result, comment, compares } = await openIssue('acme/llm-serving', EXAMPLE.permissions, expect, onTestFinished);
    expect(result.code, result.stdout).toBe(0);
    expect(compares.length).toBeGreaterThan(0);
    expect(compares.map((request) => [request.path.split('/compare/')[0], request.status])).toEqual(compares.map(() => ['/repos/vllm-project/vllm', 200]));
    expect(result.requests.filter((request) => request.status === 403)).toEqual([]);
    expect(comment).toContain('your `0.26.1` contains [vllm-project/vllm#43281]');
  });

  it('should need contents: read as well in vllm-project/vllm itself, and without it only leave the versions not determined', async ({
    expect,
    onTestFinished,
  }) => {
    const refused = await openIssue(VLLM, EXAMPLE.permissions, expect, onTestFinished);
    expect(refused.result.code, refused.result.stdout).toBe(0);
    expect(refused.compares.length).toBeGreaterThan(0);
    expect(refused.compares.map((request) => request.status)).toEqual(refused.compares.map(() => 403));
    expect(refused.comment).toContain('is not determined');
    const granted = await openIssue(VLLM, { ...EXAMPLE.permissions, contents: 'read' }, expect, onTestFinished);
    expect(granted.compares.map((request) => request.status)).toEqual(granted.compares.map(() => 200));
    expect(granted.comment).toContain('your `0.26.1` contains [vllm-project/vllm#43281]');
    // What the README tells a maintainer who installs it there.
    expect(README.replace(/\s+/g, ' ')).toContain('in vllm-project/vllm itself, grant `contents: read` too');
  });

  it('should refuse what the token may not do, as GitHub does', async ({ expect, onTestFinished }) => {
    const server = await startGitHubServer({ installation: { repository: 'acme/llm-serving', permissions: { issues: 'read' } } });
    closeWhenFinished(server, expect, onTestFinished);
    server.state.addRepo('acme/llm-serving');
    server.state.addRepo(VLLM);
    server.state.addIssue('acme/llm-serving', { number: 1, body: 'x' });
    server.state.addIssue(VLLM, { number: 1, body: 'x' });
    const call = async (method: string, path: string, body?: object) =>
      (
        await fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: 'Bearer ghs_x', 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      ).status;
    expect(await call('GET', '/repos/acme/llm-serving/issues/1')).toBe(200);
    expect(await call('POST', '/repos/acme/llm-serving/issues/1/comments', { body: 'hi' })).toBe(403);
    expect(await call('GET', '/repos/acme/llm-serving/compare/a...b')).toBe(403);
    expect(await call('GET', '/repos/vllm-project/vllm/issues/1')).toBe(200);
    expect(await call('POST', '/repos/vllm-project/vllm/issues/1/comments', { body: 'hi' })).toBe(403);
  });
});
