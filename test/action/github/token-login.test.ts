// The token's own login through the real gateway against the stand-in: `GET /user` answers a user's token and
// refuses an Actions token; asked once per run, never retried or waited for, and no failure is the run's.
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubGateway } from '../../../src/action/github/adapter.js';
import { FAST_TIMINGS } from '../../support/gateway-timings.js';
import { startGitHubServer, type GitHubServer } from '../../support/github-server/server.js';

const USER = 'GET /user';
const TOKEN = 'ghp_test';
const servers: GitHubServer[] = [];

async function standIn(tokenUser: 'user' | 'actions'): Promise<GitHubServer> {
  const server = await startGitHubServer(tokenUser === 'user' ? { tokens: { [TOKEN]: { login: 'Triage-Maintainer', type: 'User' } } } : {});
  servers.push(server);
  server.state.addRepo('vllm-project/vllm');
  return server;
}

function gatewayFor(server: GitHubServer, warnings: string[] = [], timings = FAST_TIMINGS) {
  return createGitHubGateway({ token: TOKEN, apiUrl: server.url, owner: 'vllm-project', repo: 'vllm', log: (message) => warnings.push(message), timings });
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    expect(server.violations).toEqual([]);
    await server.close();
  }
});

describe('authenticatedLogin against the stand-in', () => {
  it("should give a user token's login in one request for the whole run", async () => {
    const server = await standIn('user');
    const gateway = await gatewayFor(server);
    expect(await gateway.authenticatedLogin?.()).toBe('Triage-Maintainer');
    expect(await gateway.authenticatedLogin?.()).toBe('Triage-Maintainer');
    expect(server.requests.map((request) => request.endpoint)).toEqual([USER]);
  });

  it('should give null for an Actions token, which GitHub refuses (403), without asking again', async () => {
    const server = await standIn('actions');
    const gateway = await gatewayFor(server);
    expect(await gateway.authenticatedLogin?.()).toBeNull();
    expect(await gateway.authenticatedLogin?.()).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('should give null on a server error, without a retry', async () => {
    const server = await standIn('user');
    server.faults.add(USER, { status: 503 });
    const gateway = await gatewayFor(server);
    expect(await gateway.authenticatedLogin?.()).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('should not wait out a rate limit for it', async () => {
    const server = await standIn('user');
    const retryAfter = 30;
    server.faults.add(USER, { status: 403, secondaryRateLimit: true, retryAfter });
    const warnings: string[] = [];
    // A second of `retry-after` lasts a second, as on GitHub: waiting out what GitHub asked would be seen.
    const timings = { ...FAST_TIMINGS, retryAfterUnitMs: 1000 };
    const gateway = await gatewayFor(server, warnings, timings);
    const started = performance.now();
    expect(await gateway.authenticatedLogin?.()).toBeNull();
    expect(performance.now() - started).toBeLessThan(retryAfter * timings.retryAfterUnitMs);
    expect(server.requests).toHaveLength(1);
    expect(warnings.some((warning) => warning.includes('not waiting (the answer is optional)'))).toBe(true);
  });
});
