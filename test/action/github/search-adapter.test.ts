import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubGateway } from '../../../src/action/github/adapter.js';
import { FAST_TIMINGS } from '../../support/gateway-timings.js';
import { startGitHubServer, type GitHubServer } from '../../support/github-server/server.js';

const REPO = 'vllm-project/vllm';
const SEARCH = 'GET /search/issues';
const QUERY = 'repo:vllm-project/vllm is:issue "is not in _unfinished_requests"';
const servers: GitHubServer[] = [];

async function serverWithReports(options: Parameters<typeof startGitHubServer>[0] = {}): Promise<GitHubServer> {
  const server = await startGitHubServer(options);
  servers.push(server);
  server.state.addRepo(REPO);
  server.state.addIssue(REPO, { number: 3, title: 'Engine dies', body: 'ValueError: Request a is not in _unfinished_requests' });
  server.state.addIssue(REPO, { number: 4, title: 'Fix the scheduler', body: 'Request b is not in _unfinished_requests', pullRequest: true });
  server.state.addIssue(REPO, { number: 5, title: 'Docs', body: 'unrelated' });
  return server;
}

function gatewayFor(server: GitHubServer, warnings: string[] = [], timings = FAST_TIMINGS) {
  return createGitHubGateway({
    token: 'ghs_test',
    apiUrl: server.url,
    owner: 'vllm-project',
    repo: 'vllm',
    log: (message) => warnings.push(message),
    timings,
  });
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    expect(server.violations).toEqual([]);
    await server.close();
  }
});

describe('searchIssues against the local GitHub', () => {
  it('should find the issues with the phrase in one counted request, with their links', async () => {
    const server = await serverWithReports();
    const gateway = await gatewayFor(server);
    const hits = await gateway.searchIssues?.(QUERY, 6);
    expect(hits).toEqual([{ number: 3, title: 'Engine dies', url: 'https://github.com/vllm-project/vllm/issues/3', state: 'open', isPullRequest: false }]);
    expect(server.requests.map((request) => request.endpoint)).toEqual([SEARCH]);
    expect(server.requests[0]?.query).toMatchObject({ q: QUERY, per_page: '6' });
    expect(gateway.requests()).toEqual({ total: 1, writes: 0 });
  });

  it('should not wait or retry when search is rate-limited, and not search again in the same run', async () => {
    const server = await serverWithReports();
    const retryAfter = 30;
    server.faults.add(SEARCH, { status: 429, secondaryRateLimit: true, retryAfter });
    const warnings: string[] = [];
    // A second of `retry-after` lasts a second, as on GitHub: waiting out what GitHub asked would be seen.
    const timings = { ...FAST_TIMINGS, retryAfterUnitMs: 1000 };
    const gateway = await gatewayFor(server, warnings, timings);
    const started = performance.now();
    await expect(gateway.searchIssues?.(QUERY, 6)).rejects.toMatchObject({ status: 429 });
    await expect(gateway.searchIssues?.(QUERY, 6)).rejects.toMatchObject({ status: 429, detail: expect.stringContaining('not tried') });
    expect(performance.now() - started).toBeLessThan(retryAfter * timings.retryAfterUnitMs);
    expect(server.requests).toHaveLength(1);
    expect(warnings.some((warning) => warning.includes('not waiting'))).toBe(true);
  });

  it('should give up at once when the primary search limit is used up', async () => {
    const server = await serverWithReports({ rateLimit: { search: 0 } });
    const gateway = await gatewayFor(server);
    await expect(gateway.searchIssues?.(QUERY, 6)).rejects.toMatchObject({ status: 403 });
    expect(server.requests).toHaveLength(1);
  });

  it('should not retry a search that failed with a server error', async () => {
    const server = await serverWithReports();
    server.faults.add(SEARCH, { status: 503 });
    const gateway = await gatewayFor(server);
    await expect(gateway.searchIssues?.(QUERY, 6)).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });
});
