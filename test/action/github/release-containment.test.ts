// Fixes per release through the Action: GitHub's compare (the stand-in, checked against the OpenAPI description) tells
// whether the reporter's tag contains each fix; at most a few requests, remembered in the marker, "not determined" otherwise.
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubGateway } from '../../../src/action/github/adapter.js';
import { GitHubApiError } from '../../../src/action/github/gateway.js';
import { lookUpContainment, MAX_COMPARES_PER_ISSUE } from '../../../src/action/github/release-containment.js';
import { issueRequestCeiling } from '../../../src/action/backfill/select.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { triageIssue, type TriageEngine } from '../../../src/action/issue/triage-issue.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { commitsToCheck } from '../../../src/core/fixes/fixes-to-check.js';
import type { FixesToCheck } from '../../../src/core/fixes/types.js';
import { withEarlierReports } from '../../../src/core/comment/earlier-reports.js';
import { parseMarker } from '../../../src/core/memory/marker.js';
import { triage } from '../../../src/core/triage.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';
import { FAST_TIMINGS } from '../../support/gateway-timings.js';
import { startGitHubServer, type GitHubServer } from '../../support/github-server/server.js';
import { seedReport } from '../../support/version-fixtures.js';

const REPO = 'vllm-project/vllm';
const COMPARE = 'GET /repos/{owner}/{repo}/compare/{basehead}';
const catalog = defaultCatalog();
const commitOf = (pr: number): string => {
  const record = catalog.pullRequests?.pull_requests[String(pr)];
  if (record === undefined || record.commit === null) throw new Error(`no commit for #${pr}`);
  return record.commit;
};
const pull = (pr: number): string => `[vllm-project/vllm#${pr}](https://github.com/vllm-project/vllm/pull/${pr})`;
const engine: TriageEngine = { triage, parseMarker, withEarlierReports, commitsToCheck: (report) => commitsToCheck(report, catalog) };
const settings = {
  ...readSettings(
    fakeInputs(() => ''),
    VLLM_REPOSITORY,
  ),
  releaseLookups: true,
};
const servers: GitHubServer[] = [];

async function standIn(): Promise<GitHubServer> {
  const server = await startGitHubServer();
  servers.push(server);
  server.state.addRepo(REPO);
  // v0.26.1 (a tag the shipped history does not map, so the compare is asked) was cut after #43281 and #46595 and before #52372 and #52466; a later build has them all.
  server.state.setReleaseContents(REPO, 'v0.26.1', [commitOf(43281), commitOf(46595)]);
  server.state.setReleaseContents(REPO, 'v0.27.2', [43281, 46595, 52372, 52466].map(commitOf));
  return server;
}

async function gatewayFor(server: GitHubServer) {
  return await createGitHubGateway({ token: 'ghs_test', apiUrl: server.url, owner: 'vllm-project', repo: 'vllm', log: () => {}, timings: FAST_TIMINGS });
}

const compares = (server: GitHubServer) => server.requests.filter((request) => request.endpoint === COMPARE);

afterEach(async () => {
  for (const server of servers.splice(0)) {
    expect(server.violations).toEqual([]);
    await server.close();
  }
});

describe('compareCommits against the stand-in', () => {
  it('should read `behind` for a contained commit and `diverged` for a later one, one request each', async () => {
    const server = await standIn();
    const gateway = await gatewayFor(server);
    expect(await gateway.compareCommits?.('v0.26.1', commitOf(46595))).toBe('behind');
    expect(await gateway.compareCommits?.('v0.26.1', commitOf(52466))).toBe('diverged');
    expect(compares(server).map((request) => request.path)).toEqual([
      `/repos/vllm-project/vllm/compare/v0.26.1...${commitOf(46595)}`,
      `/repos/vllm-project/vllm/compare/v0.26.1...${commitOf(52466)}`,
    ]);
    await expect(gateway.compareCommits?.('v0.99.0', commitOf(46595))).rejects.toBeInstanceOf(GitHubApiError);
  });

  it('should not wait out a rate limit for a comparison, whose answer is optional', async () => {
    const server = await standIn();
    const retryAfter = 30;
    server.faults.add(COMPARE, { status: 403, secondaryRateLimit: true, retryAfter });
    const gateway = await createGitHubGateway({
      token: 'ghs_test',
      apiUrl: server.url,
      owner: 'vllm-project',
      repo: 'vllm',
      log: () => {},
      // A second of `retry-after` lasts a second, as on GitHub: waiting out what GitHub asked would be seen.
      timings: { ...FAST_TIMINGS, retryAfterUnitMs: 1000 },
    });
    const started = performance.now();
    await expect(gateway.compareCommits?.('v0.26.1', commitOf(46595))).rejects.toBeInstanceOf(GitHubApiError);
    expect(performance.now() - started).toBeLessThan(retryAfter * 1000);
    expect(compares(server)).toHaveLength(1);
  });
});

describe('the seed comment on 0.26.1 through the Action', () => {
  it('should name the PRs 0.26.1 contains and the ones after it, asking GitHub at most four times', async () => {
    const server = await standIn();
    server.state.addIssue(REPO, { number: 7, title: '[Bug]: store crash', body: seedReport('0.26.1') });
    const gateway = await gatewayFor(server);
    const issue = await gateway.getIssue(7);
    const outcome = await triageIssue({ gateway: async () => gateway, engine: async () => engine, wait: async () => {} }, issue, { kind: 'opened' }, settings);
    expect(outcome.status, outcome.reason).toBe('triaged');
    expect(compares(server)).toHaveLength(4);
    const body = server.state.commentsOn(REPO, 7)[0]?.body ?? '';
    expect(body).toContain(
      `your \`0.26.1\` contains ${pull(43281)} and ${pull(46595)}; ${pull(52372)} came later; ${pull(52466)} came later, and the code after it no longer reaches this check for a preempted request`,
    );
    expect(body).not.toContain('Upgrade to the newest vLLM release');
    expect(parseMarker(body)?.containment?.contained).toEqual([commitOf(43281), commitOf(46595)]);

    // A later run (a reply) reads the answers from the marker: no compare request again.
    const reply = server.state.addComment(REPO, 7, { body: 'Here is more of the log.' });
    const again = await triageIssue(
      { gateway: async () => gateway, engine: async () => engine, wait: async () => {} },
      await gateway.getIssue(7),
      { kind: 'comment', commentId: reply.id },
      settings,
    );
    expect(again.status, again.reason).toBe('triaged');
    expect(compares(server)).toHaveLength(4);
  });

  it('should say "not determined" when GitHub does not know the release, without guessing', async () => {
    const server = await standIn();
    server.state.addIssue(REPO, { number: 8, title: '[Bug]: store crash', body: seedReport('0.25.2') });
    const gateway = await gatewayFor(server);
    const outcome = await triageIssue(
      { gateway: async () => gateway, engine: async () => engine, wait: async () => {} },
      await gateway.getIssue(8),
      { kind: 'opened' },
      settings,
    );
    expect(outcome.status, outcome.reason).toBe('triaged');
    expect(compares(server)).toHaveLength(1);
    expect(outcome.notes?.some((note) => note.startsWith('release comparison: GitHub'))).toBe(true);
    const body = server.state.commentsOn(REPO, 8)[0]?.body ?? '';
    expect(body).toContain(
      `whether your \`0.25.2\` contains ${pull(43281)}, ${pull(46595)}, ${pull(52372)} and ${pull(52466)} is not determined (GitHub does not know this release)`,
    );
    expect(body).toContain('Upgrade to the newest vLLM release');
  });
});

describe('lookUpContainment', () => {
  const need = (): FixesToCheck => {
    const found = commitsToCheck(triage({ body: seedReport('0.26.1') }).report, catalog);
    if (found === null) throw new Error('nothing to check');
    return found;
  };

  it('should stop at the budget and leave the rest not determined, saying why', async () => {
    const server = await standIn();
    const found = await lookUpContainment(await gatewayFor(server), need(), null, 2);
    expect(found.asked).toBe(2);
    expect(compares(server)).toHaveLength(2);
    expect(found.answers).toEqual({
      ref: 'v0.26.1',
      contained: [commitOf(43281), commitOf(46595)],
      notContained: [],
      note: 'not asked: at most 2 release comparisons per issue',
    });
  });

  it('should not ask again what the marker already answered for the same tag, and ask again for another tag', async () => {
    const server = await standIn();
    const previous = {
      v: 1 as const,
      catalog: 'x',
      matches: [],
      fingerprint: 'f',
      botLabels: [],
      containment: { ref: 'v0.26.1', contained: [commitOf(43281)], notContained: [commitOf(52466)] },
    };
    const found = await lookUpContainment(await gatewayFor(server), need(), previous);
    expect(found.asked).toBe(2);
    expect(found.answers.contained).toEqual([commitOf(43281), commitOf(46595)]);
    expect(found.answers.notContained).toEqual([commitOf(52466), commitOf(52372)]);
    const other = await lookUpContainment(await gatewayFor(server), need(), { ...previous, containment: { ...previous.containment, ref: 'v0.25.0' } });
    expect(other.asked).toBe(4);
  });
});

describe('the backfill’s request ceiling', () => {
  it('should count the release comparisons an issue may cost when release-lookups is on', async () => {
    const server = await standIn();
    server.state.addIssue(REPO, { number: 9, body: seedReport('0.26.1') });
    const issue = await (await gatewayFor(server)).getIssue(9);
    expect(issueRequestCeiling(issue, true, false, MAX_COMPARES_PER_ISSUE) - issueRequestCeiling(issue, true)).toBe(MAX_COMPARES_PER_ISSUE);
  });
});
