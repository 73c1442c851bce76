// The token's own login through the real gateway against the stand-in: `GET /user` answers a user's token and
// refuses an Actions token; asked once per run, never retried or waited for, and no failure is the run's.
import { describe, it, type ExpectStatic } from 'vitest';
import { createGitHubGateway } from '../../../src/action/github/adapter.js';
import { FAST_TIMINGS } from '../../support/gateway-timings.js';
import { startGitHubServer, type GitHubServer } from '../../support/github-server/server.js';
import { closeWhenFinished, type Cleanup } from '../../support/scenario-fixtures.js';

const USER = 'GET /user';
const TOKEN = 'ghp_test';

/** A stand-in whose token is a user's or the Actions token, closed after the test once every request was found valid. */
async function standIn(tokenUser: 'user' | 'actions', expect: ExpectStatic, onTestFinished: Cleanup): Promise<GitHubServer> {
  const server = await startGitHubServer(tokenUser === 'user' ? { tokens: { [TOKEN]: { login: 'Triage-Maintainer', type: 'User' } } } : {});
  closeWhenFinished(server, expect, onTestFinished);
  server.state.addRepo('vllm-project/vllm');
  return server;
}

function gatewayFor(server: GitHubServer, warnings: string[] = [], timings = FAST_TIMINGS) {
  return createGitHubGateway({ token: TOKEN, apiUrl: server.url, owner: 'vllm-project', repo: 'vllm', log: (message) => warnings.push(message), timings });
}

describe('authenticatedLogin against the stand-in', () => {
  it("should give a user token's login in one request for the whole run", async ({ expect, onTestFinished }) => {
    const server = await standIn('user', expect, onTestFinished);
    const gateway = await gatewayFor(server);
    expect(await gateway.authenticatedLogin?.()).toBe('Triage-Maintainer');
    expect(await gateway.authenticatedLogin?.()).toBe('Triage-Maintainer');
    expect(server.requests.map((request) => request.endpoint)).toEqual([USER]);
  });

  it('should give null for an Actions token, which GitHub refuses (403), without asking again', async ({ expect, onTestFinished }) => {
    const server = await standIn('actions', expect, onTestFinished);
    const gateway = await gatewayFor(server);
    expect(await gateway.authenticatedLogin?.()).toBeNull();
    expect(await gateway.authenticatedLogin?.()).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('should give null on a server error, without a retry', async ({ expect, onTestFinished }) => {
    const server = await standIn('user', expect, onTestFinished);
    server.faults.add(USER, { status: 503 });
    const gateway = await gatewayFor(server);
    expect(await gateway.authenticatedLogin?.()).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('should not wait out a rate limit for it', async ({ expect, onTestFinished }) => {
    const server = await standIn('user', expect, onTestFinished);
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
