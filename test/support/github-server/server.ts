// A local stand-in for the GitHub REST API: stateful, checked against GitHub's OpenAPI description, with fault injection.
//
// Usage (see test/github-server.test.ts for more):
//
//   const server = await startGitHubServer();                 // http://127.0.0.1:<port>, accepts any token
//   server.state.addRepo('vllm-project/vllm', { labels: ['bug', 'kv-connector'] });
//   server.state.addIssue('vllm-project/vllm', { number: 7, title: '…', body: '…', labels: ['bug'] });
//   server.state.addComment('vllm-project/vllm', 7, { body: 'more logs', user: { login: 'reporter' } });
//   server.faults.add('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { status: 502 }, { lostResponse: true });
//   … run the action with GITHUB_API_URL = server.url (test/e2e/run-action.ts does this) …
//   expect(server.violations).toEqual([]);                    // every request fit GitHub's OpenAPI description
//   server.state.commentsOn('vllm-project/vllm', 7);          // what GitHub now holds
//   server.requests.filter((request) => request.write);      // every POST/PATCH/PUT/DELETE, with status and body
//   server.state.createdLabels;                               // labels the add-labels call created on the fly
//   const sha = server.state.git.addCommit('o/r', { branch: 'main' }); server.state.git.addTag('o/r', 'v1.0.0', sha);
//   server.state.git.of('o/r').releases;                      // git refs, tag objects and releases (scripts/release.mjs)
//   await server.close();
//
// Behaviour as on github.com: `Link` pagination (per_page 30, max 100); bodies ≤ 65,536 characters and label names
// ≤ 50 characters (422 "Validation Failed" with `errors`); ≤ 100 labels per issue; comment on a locked issue → 403;
// repository with issues off → 410; unknown issue/comment → 404; add-labels creates missing repository labels with
// colour `ededed`; removing a label that is not on the issue → 404; comments by the token's identity are
// `github-actions[bot]` (type Bot); `GET /user` with that token → 403; rate limits (core 1,000/hour, search 30) with
// `x-ratelimit-*` headers. Requests without `authorization: token X` / `Bearer X` → 401. A request whose method and
// path are not a GitHub operation, or whose query or JSON body does not validate, → 404/422 and an entry in
// `violations`; the stand-in's own 2xx responses are validated too (kind `response`). `pathPrefix: '/api/v3'` serves
// the API the way GitHub Enterprise Server does (`url` then ends with the prefix). Faults (see faults.ts) are queued
// per `METHOD /template`: `{status: 502}`, `{status: 429, secondaryRateLimit: true, retryAfter: 1}`, a plain
// `{status: 429, retryAfter: 1}`, `{status: 410, message: 'This issue was deleted'}`, `{reset: true}`,
// `{lostResponse: true}` (written, answer lost), `{delayMs: 500}`, `{landsAfterMs: 9000}` (written only after the client
// gave up, never answered), and `{barrier: 'creates', parties: 2}` (held until
// two requests reached the barrier: makes two concurrent runs overlap deterministically).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiError,
  badCredentials,
  errorBody,
  notFound,
  primaryRateLimitBody,
  requiresAuthentication,
  secondaryRateLimitBody,
  serverErrorBody,
  validationFailed,
} from './api-errors.js';
import { describeFault, FaultPlan, htmlErrorPage, pagingFaultLink, type Fault } from './faults.js';
import { answerGraphql } from './graphql.js';
import { OpenApiChecker, type Violation } from './openapi-check.js';
import { loadSpecIndex, RouteTable, type SpecIndex } from './openapi-spec.js';
import { RateLimits } from './rate-limits.js';
import type { RouteHandler, RouteResult } from './route-context.js';
import { commentRoutes } from './routes-comments.js';
import { compareRoutes } from './routes-compare.js';
import { gitRoutes } from './routes-git.js';
import { issueRoutes } from './routes-issues.js';
import { labelRoutes } from './routes-labels.js';
import { metaRoutes } from './routes-meta.js';
import { releaseRoutes } from './routes-releases.js';
import { searchRoutes } from './routes-search.js';
import { ACTIONS_BOT, GitHubState, type UserRecord } from './state.js';
import { installationRefusal, type Installation } from './installation.js';

export type { Fault } from './faults.js';
export type { Violation } from './openapi-check.js';

/** One request as the server saw it. `status` is null when the connection was reset without an answer. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, the raw text when it was not JSON, or undefined when empty. */
  body: unknown;
  status: number | null;
  /** Epoch milliseconds when the request arrived. */
  at: number;
  /** `METHOD /template` of the matched GitHub operation, or null. */
  endpoint: string | null;
  operationId: string | null;
  /** True for POST, PATCH, PUT and DELETE. */
  write: boolean;
  /** The injected fault, e.g. `status 502`, `lost response`, or null. */
  fault: string | null;
  /** The token from the `authorization` header, or null. */
  token: string | null;
  /** Epoch milliseconds when a write whose response is lost or withheld happened (`lostResponse`, `landsAfter…`). */
  landedAt?: number;
}

export interface GitHubServerOptions {
  /** Accepted tokens and who they are. Default: any token acts as `github-actions[bot]`. */
  tokens?: Record<string, Partial<UserRecord> & { login: string }>;
  /** Base of `html_url` links. Default `https://github.com`. */
  htmlUrl?: string;
  /** Primary rate limits per window. Default core 1,000 (GITHUB_TOKEN per repository and hour), search 30, graphql 1,000 points. */
  rateLimit?: { core?: number; search?: number; graphql?: number };
  /** Validate the stand-in's own 2xx responses against GitHub's response schemas. Default true. */
  validateResponses?: boolean;
  /** Start from this state instead of an empty one. */
  state?: GitHubState;
  /** Serve the API under a path, like GitHub Enterprise Server's `/api/v3`; `url` then ends with it. Default none. */
  pathPrefix?: string;
  /** Tokens are the job's GITHUB_TOKEN of this repository, with these permissions (installation.ts); default all. */
  installation?: Installation;
}

export interface GitHubServer {
  /** `http://127.0.0.1:<port>`: use as `GITHUB_API_URL` / Octokit `baseUrl`. */
  url: string;
  state: GitHubState;
  requests: RecordedRequest[];
  violations: Violation[];
  faults: FaultPlan;
  close(): Promise<void>;
}

const ROUTES: Record<string, RouteHandler> = {
  ...issueRoutes,
  ...commentRoutes,
  ...labelRoutes,
  ...searchRoutes,
  ...metaRoutes,
  ...gitRoutes,
  ...compareRoutes,
  ...releaseRoutes,
};
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const MAX_REQUEST_BYTES = 5 * 1024 * 1024;
const checkers = new WeakMap<SpecIndex, OpenApiChecker>();
const routeTables = new WeakMap<SpecIndex, RouteTable>();

/** One checker per spec index and process, so compiled validators are shared by every server a test file starts. */
function checkerFor(spec: SpecIndex): OpenApiChecker {
  let checker = checkers.get(spec);
  if (!checker) {
    checker = new OpenApiChecker(spec.operations, spec.components);
    checkers.set(spec, checker);
  }
  return checker;
}

/** One route table per spec index and process (it only reads after it is built): every server of a worker shares it. */
function routeTableFor(spec: SpecIndex): RouteTable {
  let table = routeTables.get(spec);
  if (!table) {
    table = new RouteTable(spec.routes);
    routeTables.set(spec, table);
  }
  return table;
}

/** Starts the stand-in on 127.0.0.1 with a free port. Loads the OpenAPI index first (cached per process and on disk). */
export async function startGitHubServer(options: GitHubServerOptions = {}): Promise<GitHubServer> {
  const spec = loadSpecIndex(Object.keys(ROUTES));
  const routes = routeTableFor(spec);
  const checker = checkerFor(spec);
  const state = options.state ?? new GitHubState();
  if (options.rateLimit) state.rateLimits = new RateLimits(options.rateLimit, state.now());
  const requests: RecordedRequest[] = [];
  const violations: Violation[] = [];
  const faults = new FaultPlan((endpoint) => routes.has(endpoint));
  const pathPrefix = (options.pathPrefix ?? '').replace(/\/+$/, '');
  const requestPrefix = randomBytes(2).toString('hex').toUpperCase();
  let requestCount = 0;
  let url = '';

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const raw = await readBody(request);
    const method = (request.method ?? 'GET').toUpperCase();
    const requestUrl = new URL(request.url ?? '/', url);
    const underPrefix = requestUrl.pathname.startsWith(`${pathPrefix}/`);
    const path = underPrefix ? requestUrl.pathname.slice(pathPrefix.length) : requestUrl.pathname;
    const query = Object.fromEntries(requestUrl.searchParams);
    const parsed = parseJson(raw);
    const record: RecordedRequest = {
      method,
      path,
      query,
      body: parsed.value,
      status: null,
      at: Date.now(),
      endpoint: null,
      operationId: null,
      write: WRITE_METHODS.has(method),
      fault: null,
      token: tokenOf(request.headers.authorization),
    };
    requests.push(record);
    const requestId = `${requestPrefix}:${(++requestCount).toString(16).toUpperCase().padStart(4, '0')}:${randomBytes(3).toString('hex').toUpperCase()}`;
    const resource = path.startsWith('/search/') ? 'search' : path === '/graphql' ? 'graphql' : 'core';
    const send: Send = (status, body, headers = {}, raw?: string) => {
      record.status = status;
      response.writeHead(status, {
        ...(status === 204 ? {} : { 'content-type': raw === undefined ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8' }),
        'x-github-request-id': requestId,
        'x-github-api-version-selected': '2022-11-28',
        'x-github-media-type': 'github.v3; format=json',
        ...state.rateLimits.headers(resource),
        ...headers,
      });
      response.end(status === 204 ? undefined : (raw ?? JSON.stringify(body)));
      if (record.endpoint !== null) faults.answered(record.endpoint);
    };

    // 0. GraphQL: a token, a query that validates against GitHub's schema (else a violation), points left.
    if (method === 'POST' && underPrefix && path === '/graphql') {
      // A query reads (the action sends no mutation).
      Object.assign(record, { endpoint: 'POST /graphql', operationId: 'graphql', write: false });
      const actor = authenticate(request.headers.authorization, options.tokens, state);
      if (actor instanceof ApiError) return send(actor.status, actor.body);
      const bucket = state.rateLimits.buckets.graphql;
      if (bucket.used >= bucket.limit) return send(200, { errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded for this token.' }] });
      const answer = await answerGraphql(state, parsed.value, { ...bucket, resetAt: new Date(bucket.reset * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') });
      for (const message of answer.invalid) violations.push({ kind: 'graphql', method, path, operationId: null, message });
      bucket.used += answer.cost;
      return send(200, answer.body);
    }

    // 1. Admission: a GitHub operation, a token, a JSON body that fits the operation, an emulated route, rate limit left.
    const matched = underPrefix ? routes.match(method, path) : { methodMismatch: false };
    const violation = (kind: Violation['kind'], message: string): Violation => ({
      kind,
      method,
      path,
      operationId: 'key' in matched ? matched.operationId : null,
      message,
    });
    if (!('key' in matched)) {
      violations.push(
        violation('unknown-route', matched.methodMismatch ? `${method} is not an operation on ${path}` : `no GitHub operation matches ${method} ${path}`),
      );
      return send(404, errorBody(404, 'Not Found'));
    }
    Object.assign(record, { endpoint: matched.key, operationId: matched.operationId });
    const actor = authenticate(request.headers.authorization, options.tokens, state);
    if (actor instanceof ApiError) return send(actor.status, actor.body);
    const refusal = options.installation === undefined ? null : installationRefusal(options.installation, method, path);
    if (refusal !== null) return send(403, errorBody(403, 'Resource not accessible by integration'), { 'x-accepted-github-permissions': refusal.accepted });
    if (!parsed.ok) {
      violations.push(violation('body', 'request body is not JSON'));
      return send(400, errorBody(400, 'Problems parsing JSON'));
    }
    const found = checker.checkRequest(matched, path, query, parsed.value, raw.length > 0);
    if (found.length > 0) {
      violations.push(...found);
      return send(422, errorBody(422, `Invalid request.\n\n${found.map((entry) => entry.message).join('\n')}`));
    }
    const handler = ROUTES[matched.key];
    if (!handler) {
      violations.push(violation('not-emulated', `the stand-in does not emulate ${matched.key} (${matched.operationId})`));
      return send(404, errorBody(404, 'Not Found'));
    }
    if (matched.key !== 'GET /rate_limit' && !state.rateLimits.spend(resource)) return send(403, primaryRateLimitBody());

    // 2. The next injected fault for this endpoint, if any.
    const fault = faults.take(matched.key, path);
    if (fault) {
      record.fault = describeFault(fault);
      if ('barrier' in fault) await faults.arrive(fault.barrier, fault.parties, fault.timeoutMs);
      if ('delayMs' in fault && fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if ('landsAfterMs' in fault) await new Promise((resolve) => setTimeout(resolve, fault.landsAfterMs));
      if ('landsAfterAnswers' in fault) await faults.afterAnswers(fault.landsAfterAnswers.endpoint, fault.landsAfterAnswers.count, fault.timeoutMs);
      if ('reset' in fault) return void request.socket.destroy();
      if ('html' in fault && fault.html === true) return send(fault.status, null, {}, htmlErrorPage(fault.status));
      if ('status' in fault) return sendFault(fault, requestId, send);
    }

    // 3. The route itself; a lost response is written but never answered.
    const urls = { api: url, html: options.htmlUrl ?? 'https://github.com' };
    const result = runHandler(handler, { state, params: matched.params, query, body: parsed.value, url: requestUrl, urls, actor });
    if (fault && ('lostResponse' in fault || 'landsAfterMs' in fault || 'landsAfterAnswers' in fault)) {
      record.status = result.status;
      record.landedAt = Date.now();
      return void request.socket.destroy();
    }
    if (options.validateResponses !== false && result.status < 300) {
      const wrong = checker.checkResponse(matched, path, result.status, result.body);
      if (wrong) violations.push(wrong);
    }
    if (fault && 'truncated' in fault) {
      const whole = JSON.stringify(result.body);
      return send(result.status, null, { ...result.headers, 'content-type': 'application/json; charset=utf-8' }, whole.slice(0, Math.floor(whole.length / 2)));
    }
    const body = fault && 'repeatedItems' in fault && Array.isArray(result.body) ? [...(result.body as unknown[]), ...(result.body as unknown[])] : result.body;
    send(result.status, body, { ...result.headers, ...pagingFaultLink(fault, requestUrl) });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = `stand-in failure: ${error instanceof Error ? error.message : String(error)}`;
      violations.push({ kind: 'response', method: request.method ?? '', path: request.url ?? '', operationId: null, message });
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(errorBody(500, message)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${pathPrefix}`;
  return {
    url,
    state,
    requests,
    violations,
    faults,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function runHandler(handler: RouteHandler, context: Parameters<RouteHandler>[0]): RouteResult {
  try {
    return handler(context);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body, headers: error.headers };
    throw error;
  }
}

/** Answers: `body` as JSON, or `raw` as it is (an HTML page, a truncated body). */
type Send = (status: number, body: unknown, headers?: Record<string, string>, raw?: string) => void;

/** Answers with the fault's status and the body GitHub sends with it. */
function sendFault(fault: Exclude<Extract<Fault, { status: number }>, { html: true }>, requestId: string, send: Send): void {
  if ('secondaryRateLimit' in fault && fault.secondaryRateLimit === true) {
    send(fault.status, { ...secondaryRateLimitBody(requestId), status: String(fault.status) }, { 'retry-after': String(fault.retryAfter ?? 60) });
  } else if (fault.status === 429) {
    send(429, errorBody(429, 'Too Many Requests'), { 'retry-after': String(fault.retryAfter ?? 1) });
  } else if (fault.status === 403) {
    send(403, errorBody(403, fault.message ?? 'Resource not accessible by integration'));
  } else if (fault.status === 404) {
    send(404, notFound().body);
  } else if (fault.status === 410) {
    send(410, errorBody(410, fault.message ?? 'Issues are disabled for this repo'));
  } else if (fault.status === 422) {
    send(422, validationFailed([{ resource: 'Issue', code: 'unprocessable', field: 'data', message: fault.message ?? 'injected validation failure' }]).body);
  } else {
    send(fault.status, fault.message ? errorBody(fault.status, fault.message) : serverErrorBody(fault.status));
  }
}

/** The token of `authorization: token X` / `Bearer X`, or null. */
function tokenOf(header: string | undefined): string | null {
  const space = header?.indexOf(' ') ?? -1;
  if (!header || space <= 0) return null;
  const scheme = header.slice(0, space).toLowerCase();
  const token = header.slice(space + 1).trim();
  return (scheme === 'token' || scheme === 'bearer') && token !== '' ? token : null;
}

/** The identity behind the request's token, or GitHub's 401. */
function authenticate(header: string | undefined, tokens: GitHubServerOptions['tokens'], state: GitHubState): UserRecord | ApiError {
  const token = tokenOf(header);
  if (token === null) return requiresAuthentication();
  if (!tokens) return ACTIONS_BOT;
  const user = tokens[token];
  return user ? state.userOf(user) : badCredentials();
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(raw: string): { ok: boolean; value: unknown } {
  if (raw.length === 0) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, value: raw };
  }
}
