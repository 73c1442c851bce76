#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  cutText
} from "./shared-core-catalog-page-links.js";

// src/action/github/gateway.ts
var GitHubApiError = class extends Error {
  constructor(operation, status, detail, retryAfterSeconds = null) {
    super(`could not ${operation}: ${status === null ? "no response" : `HTTP ${status}`} (${detail})`);
    this.operation = operation;
    this.status = status;
    this.detail = detail;
    this.retryAfterSeconds = retryAfterSeconds;
  }
  operation;
  status;
  detail;
  retryAfterSeconds;
  name = "GitHubApiError";
  /** Seconds the run waited on this call's rate limits before it gave up (0: it did not wait). */
  waitedSeconds = 0;
  /** The run's request budget was spent: nothing was sent, and trying again will not help. */
  budgetSpent = false;
  /** GitHub (or a proxy) answered, but not with what was asked (a body that is not JSON): a write may have landed. */
  answerUnread = false;
  /** A primary rate limit without `retry-after`: seconds until the hourly window resets (`x-ratelimit-reset`), or null. */
  limitResetsInSeconds = null;
};
function isTransientFailure(error) {
  return error instanceof GitHubApiError && !error.budgetSpent && (error.status === null || error.status >= 500 || error.answerUnread);
}
function isIssueGone(error) {
  return error instanceof GitHubApiError && (error.status === 404 || error.status === 410);
}
function isLockedRefusal(error) {
  return error instanceof GitHubApiError && error.status === 403 && /locked/i.test(error.detail);
}

// src/action/github/issue-json.ts
function asRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
}
function stringAt(record, key) {
  const value = record?.[key];
  return typeof value === "string" ? value : null;
}
function numberAt(record, key) {
  const value = record?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
function isBotUser(user) {
  const record = asRecord(user);
  return stringAt(record, "type") === "Bot" || (stringAt(record, "login") ?? "").endsWith("[bot]");
}
function readIssue(value) {
  const issue = asRecord(value);
  const issueNumber = numberAt(issue, "number");
  if (issue === null || issueNumber === null) return null;
  const labels = [];
  for (const label of Array.isArray(issue.labels) ? issue.labels : []) {
    const name = typeof label === "string" ? label : stringAt(asRecord(label), "name");
    if (name !== null) labels.push(name);
  }
  return {
    number: issueNumber,
    title: stringAt(issue, "title") ?? "",
    body: stringAt(issue, "body") ?? "",
    state: stringAt(issue, "state") === "closed" ? "closed" : "open",
    locked: issue.locked === true,
    labels,
    isPullRequest: asRecord(issue.pull_request) !== null,
    commentCount: numberAt(issue, "comments") ?? 0,
    author: stringAt(asRecord(issue.user), "login"),
    authorAssociation: stringAt(issue, "author_association"),
    createdAt: stringAt(issue, "created_at")
  };
}
function readComment(value) {
  const comment = asRecord(value);
  const id = numberAt(comment, "id");
  if (comment === null || id === null) return null;
  return {
    id,
    body: stringAt(comment, "body") ?? "",
    author: stringAt(asRecord(comment.user), "login"),
    authorIsBot: isBotUser(comment.user),
    createdAt: stringAt(comment, "created_at") ?? "",
    authorAssociation: stringAt(comment, "author_association")
  };
}

// src/action/github/answer-check.ts
var BODY_PREVIEW = 80;
var UnreadableAnswer = class extends Error {
  constructor(status, detail) {
    super(detail);
    this.status = status;
    this.detail = detail;
  }
  status;
  detail;
  name = "UnreadableAnswer";
};
function describeBody(contentType, data) {
  const type = typeof contentType === "string" && contentType !== "" ? cutText(contentType.split(";")[0].trim(), 60) : "no content type";
  if (typeof data !== "string") return `${type}, ${data instanceof ArrayBuffer ? `${data.byteLength} bytes` : "no body"}`;
  const flat = data.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, " ").trim();
  if (flat === "") return `${type}, an empty body`;
  return `${type}, ${data.length.toLocaleString("en-US")} characters: ${JSON.stringify(cutText(flat, BODY_PREVIEW))}`;
}
function isJson(data) {
  return typeof data === "object" && data !== null && !(data instanceof ArrayBuffer);
}
function isRead(options) {
  const method = (options.method ?? "GET").toUpperCase();
  if (method === "GET") return true;
  const graphql = method === "POST" && typeof options.url === "string" && /\/graphql$/.test(options.url);
  return graphql && typeof options.query === "string" && /^\s*(?:query\b|\{)/.test(options.query);
}
function checkedRequest() {
  return async (request, options) => {
    const answer = await request(options);
    if (!isRead(options) || answer.status === 204 || isJson(answer.data)) return answer;
    const again = await request(options);
    if (isJson(again.data)) return again;
    throw new UnreadableAnswer(again.status, `a ${again.status} answer that is not JSON, twice (${describeBody(again.headers["content-type"], again.data)})`);
  };
}

// src/action/github/request-budget.ts
var RequestBudgetSpent = class extends Error {
  constructor(limit) {
    super(`the run's request budget of ${limit} API requests is spent; the request was not sent`);
    this.limit = limit;
  }
  limit;
  name = "RequestBudgetSpent";
};
function requestBudget(count, limit) {
  return (octokit) => {
    const checked = (request, options) => count.total >= limit ? Promise.reject(new RequestBudgetSpent(limit)) : request(options);
    octokit.hook.wrap("request", checked);
  };
}

// src/action/github/api-error.ts
var MAX_DETAIL_LENGTH = 160;
function statusOf(error) {
  const status = error?.status;
  return typeof status === "number" ? status : null;
}
async function ignoreStatus(status, pending) {
  try {
    await pending;
  } catch (error) {
    if (statusOf(error) !== status) throw error;
  }
}
function toApiError(operation, error) {
  if (error instanceof GitHubApiError) return error;
  if (error instanceof UnreadableAnswer) return Object.assign(new GitHubApiError(operation, error.status, error.detail), { answerUnread: true });
  if (error instanceof RequestBudgetSpent) return Object.assign(new GitHubApiError(operation, null, error.message), { budgetSpent: true });
  const failure = typeof error === "object" && error !== null ? error : {};
  const response = failure.response;
  const status = typeof failure.status === "number" && response !== void 0 ? failure.status : null;
  const data = asRecord(response?.data);
  const notJson = response !== void 0 && data === null && response.data !== void 0 && response.data !== "";
  const message = notJson ? describeBody(response.headers?.["content-type"], response.data) : typeof failure.message === "string" ? failure.message : String(error);
  const detail = stringAt(data, "message") ?? message;
  const retryAfter = Number(response?.headers?.["retry-after"]);
  const errors = Array.isArray(data?.errors) ? data.errors.map((entry) => stringAt(asRecord(entry), "message") ?? stringAt(asRecord(entry), "code")) : [];
  const fullDetail = [detail, ...errors.filter((text) => text !== null)].join("; ");
  const failed = new GitHubApiError(operation, status, oneLine(fullDetail), Number.isFinite(retryAfter) ? retryAfter : numberAt(data, "retry_after"));
  if (failed.retryAfterSeconds === null) failed.limitResetsInSeconds = secondsToReset(response?.headers);
  return failed;
}
function secondsToReset(headers) {
  const reset = Number(headers?.["x-ratelimit-reset"]);
  if (String(headers?.["x-ratelimit-remaining"]) !== "0" || !Number.isFinite(reset)) return null;
  return Math.max(0, Math.round(reset - Date.now() / 1e3));
}
var SUPPORT_SENTENCE = /If you reach out to GitHub Support for help, please include the request ID[^.]*\.?/i;
function oneLine(text) {
  return cutText(text.replace(SUPPORT_SENTENCE, "").replace(/\s+/g, " ").trim(), MAX_DETAIL_LENGTH);
}

// src/action/github/timings.ts
var GATEWAY_TIMINGS = {
  writeSpacingMs: 1e3,
  notificationSpacingMs: 3e3,
  searchSpacingMs: 2e3,
  retryBaseMs: 500,
  retryAfterUnitMs: 1e3,
  requestTimeoutMs: 2e4
};

// src/action/github/octokit-client.ts
var DEFAULT_REQUEST_LIMIT = 1e3;
var MAX_REQUEST_RETRIES = 2;
var MAX_RATE_LIMIT_RETRIES = 2;
var MAX_RATE_LIMIT_WAIT_SECONDS = 60;
var LIMITER_IDLE_MS = 12e4;
async function createOctokitClient(options) {
  if (options.token === "") {
    throw new Error('input "github-token" is empty; expected a token (the default `${{ github.token }}` works)');
  }
  const [{ Octokit }, { retry }, { throttling }, { default: Bottleneck }] = await Promise.all([
    import("./octokit-rest.js"),
    import("./octokit-plugin-retry.js"),
    import("./octokit-plugin-throttling.js"),
    import("./bottleneck.js")
  ]);
  const timings = { ...GATEWAY_TIMINGS, ...options.timings };
  const spaced = (id, minTime) => new Bottleneck.Group({ id, maxConcurrent: 1, minTime, timeout: LIMITER_IDLE_MS });
  const count = { total: 0, writes: 0 };
  const waited = { seconds: 0 };
  const graphql = { queries: 0, points: 0, remaining: null, resetAt: null };
  const countingFetch = fetchCounting(count, timings.requestTimeoutMs);
  const RetryingOctokit = Octokit.plugin(requestBudget(count, options.requestLimit ?? DEFAULT_REQUEST_LIMIT), throttling, retry);
  const octokit = new RetryingOctokit({
    auth: options.token,
    baseUrl: options.apiUrl,
    userAgent: "vllm-triage",
    request: { fetch: countingFetch },
    log: { debug: () => {
    }, info: () => {
    }, warn: options.log, error: options.debug ?? (() => {
    }) },
    retry: {
      retries: MAX_REQUEST_RETRIES,
      retryAfterBaseValue: timings.retryBaseMs,
      // 403/429 are the throttling plugin's business (it honours retry-after); the rest will not change on retry.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451]
    },
    throttle: {
      onRateLimit: allowRetry("rate limit", options.log, waited),
      onSecondaryRateLimit: allowRetry("secondary rate limit", options.log, waited),
      fallbackSecondaryRateRetryAfter: 10,
      retryAfterBaseValue: timings.retryAfterUnitMs,
      write: spaced("octokit-write", timings.writeSpacingMs),
      notifications: spaced("octokit-notifications", timings.notificationSpacingMs),
      search: spaced("octokit-search", timings.searchSpacingMs)
    }
  });
  octokit.hook.wrap("request", checkedRequest());
  return {
    octokit,
    repo: { owner: options.owner, repo: options.repo },
    count,
    waited,
    graphql,
    call: callWaitingAsTold(options.log, waited, timings.retryAfterUnitMs)
  };
}
function fetchCounting(count, timeoutMs) {
  return (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!/\/graphql$/.test(new URL(url).pathname)) {
      count.total++;
      if (method !== "GET" && method !== "HEAD") count.writes++;
    }
    return fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
  };
}
function callWaitingAsTold(log, waited, retryAfterUnitMs) {
  return async (operation, run, waitOnRateLimit = true) => {
    const waitedBefore = waited.seconds;
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await run();
        const spent = waited.seconds - waitedBefore;
        if (spent > 0) log(`GitHub's rate limit on "${operation}": waited ${spent}s in all as told; the request then went through`);
        return answer;
      } catch (error) {
        const failure = toApiError(operation, error);
        failure.waitedSeconds = waited.seconds - waitedBefore;
        const seconds = failure.retryAfterSeconds;
        const told = failure.status === 429 && seconds !== null && !/secondary rate/i.test(failure.detail);
        if (!waitOnRateLimit || !told || attempt >= MAX_RATE_LIMIT_RETRIES || seconds > MAX_RATE_LIMIT_WAIT_SECONDS) {
          if (told) log(`GitHub's rate limit on "${operation}": asked to wait ${seconds}s; giving up after ${attempt} retries`);
          throw failure;
        }
        log(`GitHub answered 429 (too many requests) to "${operation}"; waiting ${seconds}s as told, then trying again`);
        await new Promise((resolve) => setTimeout(resolve, seconds * retryAfterUnitMs));
        waited.seconds += seconds;
      }
    }
  };
}
var OPTIONAL_ROUTES = [/^\/search\//, /^\/user$/, /^\/repos\/[^/]+\/[^/]+\/compare\//];
function allowRetry(kind, log, waited) {
  return (retryAfter, request, _octokit, retryCount) => {
    const target = `${request.method ?? ""} ${request.url ?? ""}`;
    if (OPTIONAL_ROUTES.some((route) => route.test(request.url ?? ""))) {
      log(`GitHub ${kind} on ${target}; not waiting (the answer is optional)`);
      return false;
    }
    if (retryCount >= MAX_RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
      log(`GitHub ${kind} on ${target}; giving up after ${retryCount} retries (asked to wait ${retryAfter}s)`);
      return false;
    }
    log(`GitHub ${kind} on ${target}; waiting ${retryAfter}s as asked, then trying again`);
    waited.seconds += retryAfter;
    return true;
  };
}

// src/action/apply/explain-failure.ts
function explainFailure(error) {
  if (!(error instanceof GitHubApiError)) return error instanceof Error ? error.message : String(error);
  switch (error.status) {
    case 401:
      return `${error.message}: the token was refused; check the "github-token" input`;
    case 403:
      return /rate limit/i.test(error.detail) ? `${error.message}: GitHub's rate limit; ${howLongWaited(error)}, re-run it later` : `${error.message}: the token lacks permission; the workflow needs "permissions: issues: write"`;
    case 429:
      return `${error.message}: GitHub's rate limit (too many requests); ${howLongWaited(error)}, re-run it later`;
    case 404:
      return `${error.message}: the issue (or comment) was not found; it may have been deleted or transferred`;
    case 410:
      if (/disabled/i.test(error.detail)) return `${error.message}: issues are disabled in this repository`;
      return `${error.message}: the issue was deleted`;
    default:
      if (error.budgetSpent) return `${error.message}: raise the "request-budget" input, or re-run the job`;
      return error.status === null || error.status >= 500 ? `${error.message}: GitHub did not answer after bounded retries; re-run the job later` : error.message;
  }
}
function howLongWaited(error) {
  const asked = error.retryAfterSeconds !== null ? ` (retry-after ${error.retryAfterSeconds}s)` : error.limitResetsInSeconds !== null ? ` (the limit resets in ${error.limitResetsInSeconds}s)` : "";
  if (error.waitedSeconds > 0) return `the run waited as told${asked}, ${error.waitedSeconds}s in all, and gave up after bounded retries`;
  return `the run did not wait${asked}: it waits at most ${MAX_RATE_LIMIT_WAIT_SECONDS}s, ${MAX_RATE_LIMIT_RETRIES} times`;
}

// src/action/apply/label-setup.ts
async function setUpLabels(gateway, specs) {
  const setup = { created: [], existing: [], refused: [] };
  const present = await gateway.findRepoLabels(
    specs.map((spec) => spec.name),
    { listing: true }
  );
  for (const spec of specs) {
    if (present.has(spec.name.toLowerCase())) {
      setup.existing.push(spec.name);
      continue;
    }
    if (gateway.createRepoLabel === void 0) {
      setup.refused.push({ label: spec.name, why: "this run cannot create labels" });
      continue;
    }
    try {
      const answer = await gateway.createRepoLabel(spec.name, spec.color, spec.description);
      (answer === "created" ? setup.created : setup.existing).push(spec.name);
    } catch (error) {
      if (error instanceof GitHubApiError && error.status === 422) setup.refused.push({ label: spec.name, why: `GitHub refused it: ${error.detail}` });
      else if (error instanceof GitHubApiError && (error.status === 403 || error.status === 404))
        setup.refused.push({ label: spec.name, why: explainFailure(error) });
      else throw error;
    }
  }
  return setup;
}

// src/action/settings/label-set.ts
function labelsTheActionUses(settings) {
  const { labels } = settings;
  const specs = [];
  if (!labels.disabled) {
    specs.push({ name: labels.connectorLabel, color: "5319e7", description: "A KV-connector error (vllm-triage)" });
    for (const [connector, name] of Object.entries(labels.perConnector)) {
      specs.push({ name, color: "c5def5", description: cutText(`About ${connector} (vllm-triage)`, 100, "") });
    }
    if (labels.needsInfoLabel !== null)
      specs.push({ name: labels.needsInfoLabel, color: "fbca04", description: "Waiting for the details vllm-triage asked for" });
  }
  specs.push({ name: labels.rerunLabel, color: "0e8a16", description: "Maintainers: run vllm-triage on this issue again" });
  specs.push({ name: labels.dismissLabel, color: "b60205", description: "Maintainers: dismiss vllm-triage on this issue" });
  return [...new Map(specs.reverse().map((spec) => [spec.name.toLowerCase(), spec])).values()].reverse();
}

export {
  GitHubApiError,
  isTransientFailure,
  isIssueGone,
  isLockedRefusal,
  asRecord,
  stringAt,
  numberAt,
  isBotUser,
  readIssue,
  readComment,
  UnreadableAnswer,
  describeBody,
  statusOf,
  ignoreStatus,
  createOctokitClient,
  explainFailure,
  setUpLabels,
  labelsTheActionUses
};
//# sourceMappingURL=shared-action-apply-explain-failure.js.map
