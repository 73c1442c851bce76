#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

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
};
function isTransientFailure(error) {
  return error instanceof GitHubApiError && (error.status === null || error.status >= 500);
}
function isIssueGone(error) {
  return error instanceof GitHubApiError && (error.status === 404 || error.status === 410);
}
function isLockedRefusal(error) {
  return error instanceof GitHubApiError && error.status === 403 && /locked/i.test(error.detail);
}

// src/action/apply/explain-failure.ts
function explainFailure(error) {
  if (!(error instanceof GitHubApiError)) return error instanceof Error ? error.message : String(error);
  switch (error.status) {
    case 401:
      return `${error.message}: the token was refused; check the "github-token" input`;
    case 403:
      return /rate limit/i.test(error.detail) ? `${error.message}: GitHub's rate limit; the run waited as told and gave up after bounded retries, re-run it later` : `${error.message}: the token lacks permission; the workflow needs "permissions: issues: write"`;
    case 429:
      return `${error.message}: GitHub's rate limit (too many requests); the run waited as told${error.retryAfterSeconds === null ? "" : ` (retry-after ${error.retryAfterSeconds}s)`} and gave up after bounded retries, re-run it later`;
    case 404:
      return `${error.message}: the issue (or comment) was not found; it may have been deleted or transferred`;
    case 410:
      if (/disabled/i.test(error.detail)) return `${error.message}: issues are disabled in this repository`;
      return `${error.message}: the issue was deleted`;
    default:
      return error.status === null || error.status >= 500 ? `${error.message}: GitHub did not answer after bounded retries; re-run the job later` : error.message;
  }
}

// src/action/apply/label-setup.ts
async function setUpLabels(gateway, specs) {
  const setup = { created: [], existing: [], refused: [] };
  const present = await gateway.findRepoLabels(specs.map((spec) => spec.name));
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
      if (error instanceof GitHubApiError && (error.status === 403 || error.status === 404))
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
      specs.push({ name, color: "c5def5", description: `About ${connector} (vllm-triage)`.slice(0, 100) });
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
  explainFailure,
  setUpLabels,
  labelsTheActionUses
};
//# sourceMappingURL=shared-action-apply-explain-failure.js.map
