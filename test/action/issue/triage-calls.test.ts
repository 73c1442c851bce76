// How often the Action asks the core to decide for one issue: once to learn what to ask GitHub (which of the
// maintainers' labels exist, whether the reporter's release contains each fix), once more with the answers. The seed
// issue on a release the shipped history does not map, in a repository with the maintainers' labels, asks both.
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubGateway } from '../../../src/action/github/adapter.js';
import { triageIssue, type TriageEngine } from '../../../src/action/issue/triage-issue.js';
import type { Trigger } from '../../../src/action/issue/events.js';
import { readSettings } from '../../../src/action/settings/inputs.js';
import { commitsToCheck, defaultCatalog, triage, withEarlierReports } from '../../../src/core/engine.js';
import { parseMarker } from '../../../src/core/index.js';
import { fakeInputs, VLLM_REPOSITORY } from '../../support/action-inputs.js';
import { FAST_TIMINGS } from '../../support/gateway-timings.js';
import type { GitHubServer } from '../../support/github-server/server.js';
import { REPO, serverWithIssue } from '../../support/scenario-fixtures.js';
import { seedReport } from '../../support/version-fixtures.js';

const COMPARE = 'GET /repos/{owner}/{repo}/compare/{basehead}';
const GET_REPO_LABEL = 'GET /repos/{owner}/{repo}/labels/{name}';
const NAMED = 'Maintainers: add the label `vllm-triage:dismiss` to dismiss it, or `vllm-triage:rerun` to run it again._';
const catalog = defaultCatalog();
const settings = {
  ...readSettings(
    fakeInputs(() => ''),
    VLLM_REPOSITORY,
  ),
  releaseLookups: true,
};
const servers: GitHubServer[] = [];

const commitOf = (pr: number): string => {
  const commit = catalog.pullRequests?.pull_requests[String(pr)]?.commit;
  if (commit == null) throw new Error(`no commit for #${pr}`);
  return commit;
};

/** The engine, counting its triage() calls. */
function countingEngine(): { engine: TriageEngine; calls: () => number } {
  let calls = 0;
  const engine: TriageEngine = {
    triage: (input, options) => {
      calls += 1;
      return triage(input, options);
    },
    parseMarker,
    withEarlierReports,
    commitsToCheck: (report) => commitsToCheck(report, catalog),
  };
  return { engine, calls: () => calls };
}

/** The seed issue on 0.26.1 with a reporter's comment (so not brand new: the labels are looked up). */
async function seedServer(): Promise<GitHubServer> {
  const server = await serverWithIssue(seedReport('0.26.1'), { labels: ['bug'] });
  servers.push(server);
  server.state.setReleaseContents(REPO, 'v0.26.1', [commitOf(43281), commitOf(46595)]);
  server.state.addComment(REPO, 1, { body: 'Same crash here.', user: { login: 'reporter' } });
  return server;
}

async function triageOnce(server: GitHubServer, trigger: Trigger): Promise<{ calls: number; status: string; reason: string }> {
  const gateway = await createGitHubGateway({
    token: 'ghs_test',
    apiUrl: server.url,
    owner: 'vllm-project',
    repo: 'vllm',
    log: () => {},
    timings: FAST_TIMINGS,
  });
  const { engine, calls } = countingEngine();
  const outcome = await triageIssue(
    { gateway: async () => gateway, engine: async () => engine, wait: async () => {} },
    await gateway.getIssue(1),
    trigger,
    settings,
  );
  return { calls: calls(), status: outcome.status, reason: outcome.reason };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    expect(server.violations).toEqual([]);
    await server.close();
  }
});

describe('triage() calls per issue', () => {
  it('should decide at most twice on the seed issue that asks for the maintainers’ labels and a release look-up', async () => {
    const server = await seedServer();
    const first = await triageOnce(server, { kind: 'opened' });
    expect(first.status, first.reason).toBe('triaged');
    // Both questions were asked and answered in the comment.
    expect(server.requests.filter((request) => request.endpoint === GET_REPO_LABEL).length).toBeGreaterThan(0);
    expect(server.requests.filter((request) => request.endpoint === COMPARE).length).toBeGreaterThan(0);
    const body = server.state.commentsOn(REPO, 1).find((comment) => parseMarker(comment.body) !== null)?.body ?? '';
    expect(body).toContain(NAMED);
    expect(parseMarker(body)?.containment?.contained).toEqual([commitOf(43281), commitOf(46595)]);
    expect(first.calls).toBeLessThanOrEqual(2);
  });

  it('should decide at most twice again on a reply, with the bot’s comment and its marker on the issue', async () => {
    const server = await seedServer();
    await triageOnce(server, { kind: 'opened' });
    const reply = server.state.addComment(REPO, 1, { body: 'Here is more of the log.', user: { login: 'reporter' } });
    const again = await triageOnce(server, { kind: 'comment', commentId: reply.id });
    expect(again.status, again.reason).toBe('triaged');
    expect(again.calls).toBeLessThanOrEqual(2);
  });

  it('should decide at most twice on a rerun that asks for everything again', async () => {
    const server = await seedServer();
    await triageOnce(server, { kind: 'opened' });
    const rerun = await triageOnce(server, { kind: 'rerun', label: 'vllm-triage:rerun' });
    expect(rerun.status, rerun.reason).toBe('triaged');
    expect(rerun.calls).toBeLessThanOrEqual(2);
  });
});
