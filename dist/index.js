#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  DEFAULT_LABELS
} from "./chunks/chunk-WJJXS6X2.js";
import {
  MAX_LABEL_LENGTH
} from "./chunks/chunk-ZXK7OJ4P.js";
import {
  GitHubApiError,
  asRecord,
  computeOutputs,
  explainFailure,
  numberAt,
  readComment,
  readIssue,
  reasonToSkip,
  renderSummary,
  routeEvent,
  stringAt,
  triageIssue
} from "./chunks/chunk-YUGADNIE.js";
import "./chunks/chunk-2TS74DQN.js";
import "./chunks/chunk-SYSS5EKA.js";

// src/action/main.ts
import { readFileSync } from "node:fs";

// src/action/apply/carry-out.ts
async function carryOutDecision(decision, deps, settings) {
  switch (decision.kind) {
    case "skip":
      return [];
    case "triage":
      return [await triageIssue(deps, decision.issue, decision.trigger, settings)];
    case "dispatch": {
      const outcomes = [];
      for (const issueNumber of decision.numbers) outcomes.push(await triageDispatched(deps, issueNumber, settings));
      return outcomes;
    }
  }
}
async function triageDispatched(deps, issueNumber, settings) {
  const skipped = (status, reason, requests = { total: 0, writes: 0 }) => ({
    issueNumber,
    status,
    reason,
    matches: [],
    asks: { open: 0, answered: 0 },
    plan: null,
    apply: null,
    requests
  });
  const gateway = await deps.gateway();
  const before = gateway.requests();
  const cost = () => {
    const after = gateway.requests();
    return { total: after.total - before.total, writes: after.writes - before.writes };
  };
  let issue;
  try {
    issue = await gateway.getIssue(issueNumber);
  } catch (error) {
    return skipped("failed", explainFailure(error), cost());
  }
  const trigger = { kind: "dispatch" };
  const skipReason = reasonToSkip(issue, trigger, settings);
  if (skipReason !== null) return skipped("skipped", skipReason, cost());
  const outcome = await triageIssue({ ...deps, gateway: async () => gateway }, issue, trigger, settings);
  return { ...outcome, requests: cost() };
}

// src/action/github/adapter.ts
var MAX_REQUEST_RETRIES = 2;
var RETRY_BASE_MS = 500;
var MAX_RATE_LIMIT_RETRIES = 2;
var MAX_RATE_LIMIT_WAIT_SECONDS = 60;
var REQUEST_TIMEOUT_MS = 2e4;
var PAGE_SIZE = 100;
async function createGitHubGateway(options) {
  if (options.token === "") {
    throw new Error('input "github-token" is empty; expected a token (the default `${{ github.token }}` works)');
  }
  const [{ Octokit }, { retry }, { throttling }] = await Promise.all([
    import("./chunks/dist-src-SZVCX3GN.js"),
    import("./chunks/dist-bundle-J3VQTJIW.js"),
    import("./chunks/dist-bundle-OF7QU6AT.js")
  ]);
  const count = { total: 0, writes: 0 };
  const countingFetch = (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    count.total++;
    if (method !== "GET" && method !== "HEAD") count.writes++;
    return fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  };
  const allowRetry = (kind) => (retryAfter, request, _octokit, retryCount) => {
    const target = `${request.method ?? ""} ${request.url ?? ""}`;
    if ((request.url ?? "").startsWith("/search/")) {
      options.log(`GitHub ${kind} on ${target}; not waiting (the search is optional)`);
      return false;
    }
    if (retryCount >= MAX_RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
      options.log(`GitHub ${kind} on ${target}; giving up after ${retryCount} retries (asked to wait ${retryAfter}s)`);
      return false;
    }
    options.log(`GitHub ${kind} on ${target}; waiting ${retryAfter}s as asked, then trying again`);
    return true;
  };
  const RetryingOctokit = Octokit.plugin(throttling, retry);
  const octokit = new RetryingOctokit({
    auth: options.token,
    baseUrl: options.apiUrl,
    userAgent: "vllm-triage",
    request: { fetch: countingFetch },
    log: { debug: () => {
    }, info: () => {
    }, warn: options.log, error: options.log },
    retry: {
      retries: MAX_REQUEST_RETRIES,
      retryAfterBaseValue: RETRY_BASE_MS,
      // 403/429 are the throttling plugin's business (it honours retry-after); the rest will not change on retry.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451]
    },
    throttle: {
      onRateLimit: allowRetry("rate limit"),
      onSecondaryRateLimit: allowRetry("secondary rate limit"),
      fallbackSecondaryRateRetryAfter: 10
    }
  });
  const repo = { owner: options.owner, repo: options.repo };
  const repoLabels = /* @__PURE__ */ new Map();
  let searchRefusal = null;
  const call = async (operation, run2) => {
    try {
      return await run2();
    } catch (error) {
      throw toApiError(operation, error);
    }
  };
  return {
    getIssue: (issueNumber) => call(`read issue #${issueNumber}`, async () => {
      const response = await octokit.rest.issues.get({ ...repo, issue_number: issueNumber });
      const issue = readIssue(response.data);
      if (issue === null) throw new Error("the response is not an issue");
      return issue;
    }),
    listComments: (issueNumber) => call(`list the comments of #${issueNumber}`, async () => {
      const raw = await octokit.paginate(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: issueNumber,
        per_page: PAGE_SIZE
      });
      return raw.map(readComment).filter((comment) => comment !== null);
    }),
    createCommentOnce: (issueNumber, body) => call(`create the comment on #${issueNumber}`, async () => {
      const response = await octokit.rest.issues.createComment({
        ...repo,
        issue_number: issueNumber,
        body,
        request: { retries: 0 }
      });
      const comment = readComment(response.data);
      if (comment === null) throw new Error("the response is not a comment");
      return comment;
    }),
    updateComment: (commentId, body) => call(`update comment ${commentId}`, async () => {
      await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
    }),
    deleteComment: (commentId) => call(`delete duplicate comment ${commentId}`, async () => {
      await ignoreStatus(404, octokit.rest.issues.deleteComment({ ...repo, comment_id: commentId }));
    }),
    addLabels: (issueNumber, labels) => call(`add labels ${labels.join(", ")} to #${issueNumber}`, async () => {
      const response = await octokit.rest.issues.addLabels({ ...repo, issue_number: issueNumber, labels });
      const data = response.data;
      return (Array.isArray(data) ? data : []).map((label) => stringAt(asRecord(label), "name") ?? "").filter(Boolean);
    }),
    removeLabel: (issueNumber, label) => call(`remove label ${label} from #${issueNumber}`, async () => {
      await ignoreStatus(404, octokit.rest.issues.removeLabel({ ...repo, issue_number: issueNumber, name: label }));
    }),
    findRepoLabels: async (names) => {
      const found = /* @__PURE__ */ new Set();
      for (const name of names) {
        const key = name.toLowerCase();
        let exists = repoLabels.get(key);
        if (exists === void 0) {
          exists = call(`look up the repository label ${name}`, async () => {
            try {
              await octokit.rest.issues.getLabel({ ...repo, name });
              return true;
            } catch (error) {
              if (error?.status === 404) return false;
              throw error;
            }
          });
          repoLabels.set(key, exists);
          exists.catch(() => repoLabels.delete(key));
        }
        if (await exists) found.add(key);
      }
      return found;
    },
    listIssuesPage: (query) => call(`list the issues (page ${query.page})`, async () => {
      const response = await octokit.rest.issues.listForRepo({
        ...repo,
        state: query.state,
        ...query.since === null ? {} : { since: query.since },
        sort: "created",
        direction: "asc",
        per_page: query.perPage,
        page: query.page
      });
      const data = response.data;
      const issues = (Array.isArray(data) ? data : []).map(readIssue).filter((issue) => issue !== null);
      return { issues, hasNextPage: /rel="next"/.test(response.headers.link ?? "") };
    }),
    searchIssues: async (query, perPage) => {
      const operation = "search for earlier reports";
      if (searchRefusal !== null) {
        throw new GitHubApiError(operation, searchRefusal.status, `not tried: search was rate-limited earlier in this run (${searchRefusal.detail})`);
      }
      try {
        return await call(operation, async () => {
          const response = await octokit.rest.search.issuesAndPullRequests({ q: query, per_page: perPage, request: { retries: 0 } });
          const items = asRecord(response.data)?.items;
          return (Array.isArray(items) ? items : []).map(readSearchHit).filter((hit) => hit !== null);
        });
      } catch (error) {
        if (error instanceof GitHubApiError && (error.status === 403 || error.status === 429)) searchRefusal = error;
        throw error;
      }
    },
    requests: () => ({ ...count })
  };
}
function readSearchHit(value) {
  const item = asRecord(value);
  const issueNumber = numberAt(item, "number");
  const title = stringAt(item, "title");
  const url = stringAt(item, "html_url");
  if (issueNumber === null || title === null || url === null) return null;
  return { number: issueNumber, title, url, state: stringAt(item, "state") ?? "open", isPullRequest: asRecord(item?.pull_request) !== null };
}
async function ignoreStatus(status, pending) {
  try {
    await pending;
  } catch (error) {
    if (error?.status !== status) throw error;
  }
}
function toApiError(operation, error) {
  if (error instanceof GitHubApiError) return error;
  const failure = typeof error === "object" && error !== null ? error : {};
  const response = failure.response;
  const status = typeof failure.status === "number" && response !== void 0 ? failure.status : null;
  const data = asRecord(response?.data);
  const detail = stringAt(data, "message") ?? (typeof failure.message === "string" ? failure.message : String(error));
  const retryAfter = Number(response?.headers?.["retry-after"]);
  const errors = Array.isArray(data?.errors) ? data.errors.map((entry) => stringAt(asRecord(entry), "message") ?? stringAt(asRecord(entry), "code")) : [];
  const fullDetail = [detail, ...errors.filter((text) => text !== null)].join("; ");
  return new GitHubApiError(operation, status, fullDetail, Number.isFinite(retryAfter) ? retryAfter : numberAt(data, "retry_after"));
}

// src/action/inputs.ts
var MAX_DISPATCH_ISSUES = 100;
var InputError = class extends Error {
  name = "InputError";
};
function inputReaderFromEnv(env) {
  return (name) => (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}
function readSettings(read, env) {
  const repository = env.GITHUB_REPOSITORY ?? "";
  const slash = repository.indexOf("/");
  if (slash <= 0 || slash === repository.length - 1 || repository.indexOf("/", slash + 1) !== -1) {
    throw new InputError(`GITHUB_REPOSITORY is "${repository}"; expected "owner/name" (the runner sets it)`);
  }
  const perConnector = parseConnectorLabels(read("connector-labels"));
  const connectorLabel = labelName("connector-label", read("connector-label") || DEFAULT_LABELS.connectorLabel);
  const needsInfo = read("needs-info-label");
  return {
    token: read("github-token"),
    owner: repository.slice(0, slash),
    repo: repository.slice(slash + 1),
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    dryRun: booleanInput(read, "dry-run", false),
    backfillDryRun: booleanInput(read, "dry-run", true),
    labels: {
      connectorLabel,
      perConnector,
      needsInfoLabel: needsInfo === "" ? DEFAULT_LABELS.needsInfoLabel : labelName("needs-info-label", needsInfo),
      rerunLabel: labelName("rerun-label", read("rerun-label") || DEFAULT_LABELS.rerunLabel),
      dismissLabel: labelName("dismiss-label", read("dismiss-label") || DEFAULT_LABELS.dismissLabel),
      disabled: !booleanInput(read, "add-labels", !DEFAULT_LABELS.disabled)
    },
    createMissingLabels: booleanInput(read, "create-missing-labels", false),
    issueNumbers: parseIssueNumbers(read("issue-numbers")),
    earlierReports: booleanInput(read, "earlier-reports", false),
    backfill: {
      since: parseSince(read("since")),
      state: parseState(read("state")),
      requestBudget: parseBudget(read("request-budget")),
      shard: parseShard(read("shard")),
      resumeAfter: parseResumeAfter(read("resume-after"))
    },
    runAttempt: Math.max(1, Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? "1", 10) || 1)
  };
}
function booleanInput(read, name, fallback) {
  const value = read(name);
  if (value === "") return fallback;
  if (value === "true" || value === "True" || value === "TRUE") return true;
  if (value === "false" || value === "False" || value === "FALSE") return false;
  throw new InputError(`input "${name}" is "${value}"; expected true or false`);
}
function labelName(input, name) {
  const trimmed = name.trim();
  if (trimmed === "" || trimmed.length > MAX_LABEL_LENGTH || trimmed.includes(",")) {
    throw new InputError(
      `input "${input}" has the label "${name}"; expected a label name of 1\u2013${MAX_LABEL_LENGTH} characters without commas`
    );
  }
  return trimmed;
}
function parseConnectorLabels(text) {
  const mapping = {};
  for (const rawLine of text.split("\n")) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith("#")) continue;
    const equals = line.indexOf("=");
    const connector = equals > 0 ? line.slice(0, equals).trim() : "";
    if (connector === "" || !/^[A-Za-z0-9_]+$/.test(connector)) {
      throw new InputError(
        `input "connector-labels" has the line "${line}"; expected ConnectorName=label (e.g. MooncakeStoreConnector=mooncake)`
      );
    }
    mapping[connector] = labelName("connector-labels", line.slice(equals + 1));
  }
  return mapping;
}
function parseIssueNumbers(text) {
  const numbers = [];
  for (const part of text.split(/[\s,]+/)) {
    if (part === "") continue;
    const digits = part.startsWith("#") ? part.slice(1) : part;
    const value = Number(digits);
    if (!/^[0-9]{1,9}$/.test(digits) || value < 1) {
      throw new InputError(`input "issue-numbers" has "${part}"; expected issue numbers such as "12, 345 #678"`);
    }
    if (!numbers.includes(value)) numbers.push(value);
  }
  if (numbers.length > MAX_DISPATCH_ISSUES) {
    throw new InputError(
      `input "issue-numbers" names ${numbers.length} issues; expected at most ${MAX_DISPATCH_ISSUES} (use a backfill for more)`
    );
  }
  return numbers;
}
function parseSince(text) {
  if (text === "") return null;
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9:.]+Z?)?$/.test(text) || Number.isNaN(Date.parse(text))) {
    throw new InputError(`input "since" is "${text}"; expected a date such as 2025-01-31 or 2025-01-31T00:00:00Z`);
  }
  return text;
}
function parseState(text) {
  if (text === "") return "open";
  if (text === "open" || text === "closed" || text === "all") return text;
  throw new InputError(`input "state" is "${text}"; expected open, closed or all`);
}
function parseBudget(text) {
  if (text === "") return null;
  if (!/^[0-9]{1,7}$/.test(text) || Number(text) < 1) {
    throw new InputError(`input "request-budget" is "${text}"; expected a positive whole number of API requests`);
  }
  return Number(text);
}
function parseShard(text) {
  if (text === "") return null;
  const match = /^([0-9]{1,4})\s*\/\s*([0-9]{1,4})$/.exec(text);
  const index = match ? Number(match[1]) : 0;
  const count = match ? Number(match[2]) : 0;
  if (!match || count < 1 || index < 1 || index > count) {
    throw new InputError(`input "shard" is "${text}"; expected i/n with 1 \u2264 i \u2264 n, e.g. 2/4`);
  }
  return { index: index - 1, count };
}
function parseResumeAfter(text) {
  if (text === "") return null;
  const digits = text.startsWith("#") ? text.slice(1) : text;
  if (!/^[0-9]{1,9}$/.test(digits) || Number(digits) < 1) {
    throw new InputError(`input "resume-after" is "${text}"; expected the issue number a previous backfill reported, e.g. 1234`);
  }
  return Number(digits);
}

// src/action/runner.ts
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { EOL } from "node:os";
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function createRunner(env, write = (text) => void process.stdout.write(text)) {
  const line = (text) => write(text + EOL);
  return {
    info: line,
    warning: (message) => line(`::warning::${escapeData(message)}`),
    setFailed: (message) => {
      process.exitCode = 1;
      line(`::error::${escapeData(message)}`);
    },
    setOutput: (name, value) => {
      const file = env.GITHUB_OUTPUT;
      if (!file) {
        line(`::set-output name=${escapeProperty(name)}::${escapeData(value)}`);
        return;
      }
      const delimiter = `ghadelimiter_${randomUUID()}`;
      appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, "utf8");
    },
    appendSummary: (markdown) => {
      if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdown, "utf8");
    },
    infoQuoted: (text) => {
      const resume = randomUUID();
      line(`::stop-commands::${resume}`);
      line(text);
      line(`::${resume}::`);
    }
  };
}

// src/action/main.ts
async function run(runner = createRunner(process.env)) {
  try {
    const settings = readSettings(inputReaderFromEnv(process.env), process.env);
    const event = readEvent(process.env);
    const decision = routeEvent(event.name, event.payload, settings);
    runner.info(describeDecision(decision));
    if (decision.kind === "backfill") {
      const { runBackfillJob } = await import("./chunks/job-FKNLY6FL.js");
      return await runBackfillJob(runner, settings, dependencies(settings, runner), describeDecision(decision));
    }
    const outcomes = await carryOutDecision(decision, dependencies(settings, runner), settings);
    logOutcomes(runner, outcomes);
    runner.appendSummary(renderSummary(describeDecision(decision), outcomes, settings.dryRun));
    for (const [name, value] of Object.entries(computeOutputs(outcomes))) runner.setOutput(name, value);
    const failed = outcomes.filter((outcome) => outcome.status === "failed");
    if (failed.length > 0) runner.setFailed(failed.map((outcome) => `#${outcome.issueNumber}: ${outcome.reason}`).join("\n"));
  } catch (error) {
    runner.setFailed(`vllm-triage stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
}
function readEvent(env) {
  const name = env.GITHUB_EVENT_NAME ?? "";
  const path = env.GITHUB_EVENT_PATH ?? "";
  if (name === "" || path === "") {
    throw new Error("GITHUB_EVENT_NAME or GITHUB_EVENT_PATH is not set; the action must run inside a GitHub Actions job");
  }
  try {
    return { name, payload: JSON.parse(readFileSync(path, "utf8")) };
  } catch (error) {
    throw new Error(`could not read the event payload at "${path}": ${error instanceof Error ? error.message : String(error)}`);
  }
}
function dependencies(settings, runner) {
  let gateway = null;
  const sharedGateway = () => gateway ??= createGitHubGateway({
    token: settings.token,
    apiUrl: settings.apiUrl,
    owner: settings.owner,
    repo: settings.repo,
    log: (message) => runner.warning(message)
  });
  return {
    gateway: sharedGateway,
    searchGateway: sharedGateway,
    engine: loadEngine,
    wait: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
    catalogVersion: async () => (await import("./chunks/default-catalog-F5PAXEV6.js")).defaultCatalog().version
  };
}
async function loadEngine() {
  const [{ triage }, { parseMarker }, { withEarlierReports }] = await Promise.all([
    import("./chunks/triage-FXCDH62D.js"),
    import("./chunks/marker-6SPDDM4S.js"),
    import("./chunks/earlier-reports-UDOZ3F75.js")
  ]);
  return { triage, parseMarker, withEarlierReports };
}
function describeDecision(decision) {
  switch (decision.kind) {
    case "skip":
      return `Skipped${decision.issueNumber === null ? "" : ` #${decision.issueNumber}`}: ${decision.reason}`;
    case "triage":
      return `Triaging #${decision.issue.number} (${decision.reason})`;
    case "dispatch":
      return `Triaging ${decision.reason}`;
    case "backfill":
      return `Backfill: ${decision.reason}`;
  }
}
function logOutcomes(runner, outcomes) {
  for (const outcome of outcomes) {
    runner.info(
      `#${outcome.issueNumber}: ${outcome.status} \u2014 ${outcome.reason}; matches: ${outcome.matches.join(", ") || "none"}; API requests: ${outcome.requests.total} (${outcome.requests.writes} writes)`
    );
    for (const note of outcome.notes ?? []) runner.info(`#${outcome.issueNumber}: ${note}`);
    for (const note of outcome.apply?.notes ?? []) runner.warning(`#${outcome.issueNumber}: ${note}`);
    for (const skipped of outcome.apply?.labelsSkipped ?? []) runner.warning(`#${outcome.issueNumber}: label "${skipped.label}" ${skipped.why}`);
    if (outcome.status === "planned" && outcome.plan !== null) {
      runner.info(`Dry run plan for #${outcome.issueNumber}: add labels [${outcome.plan.labelsToAdd.join(", ")}], remove [${outcome.plan.labelsToRemove.join(", ")}]`);
      runner.infoQuoted(outcome.plan.comment === null ? "No comment would be posted." : `Comment that would be posted:
${outcome.plan.comment}`);
    }
  }
}

// src/action/index.ts
await run();
