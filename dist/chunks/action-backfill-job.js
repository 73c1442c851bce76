#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  MAX_COMPARES_PER_ISSUE,
  MAX_SUMMARY_BYTES,
  THREADS_PER_QUERY,
  computeOutputs,
  dryRunNotice,
  escapeCell,
  fenceFor,
  findBotComments,
  reasonToSkip,
  renderSummary,
  sameLabel,
  triageIssue
} from "./shared-action-apply-apply.js";
import "./shared-action-apply-explain-failure.js";
import {
  renderShadowLedger,
  renderShadowReport,
  scoreShadow,
  shadowRow
} from "./shared-core-catalog-source-index.js";
import "./shared-core-catalog-page-links.js";
import "./shared-runtime.js";

// src/action/backfill/select.ts
var BACKFILL_SKIP_REASONS = [
  "resumed-past",
  "pull-request",
  "other-shard",
  "locked",
  "dismissed",
  "already-current",
  "refused"
];
var BACKFILL_PAGE_SIZE = 100;
var SUMMARY_ROWS = 100;
var DEFAULT_REQUEST_BUDGET = 900;
var APPLY_REQUEST_RESERVE = 7;
function inShard(issueNumber, shard) {
  return shard === null || issueNumber % shard.count === shard.index;
}
function reasonToSkipListed(issue, settings) {
  const { resumeAfter } = settings.backfill;
  if (resumeAfter !== null && issue.number <= resumeAfter) return "resumed-past";
  if (issue.isPullRequest) return "pull-request";
  if (!inShard(issue.number, settings.backfill.shard)) return "other-shard";
  if (issue.locked) return "locked";
  if (issue.labels.some((label) => sameLabel(label, settings.labels.dismissLabel))) return "dismissed";
  return reasonToSkip(issue, { kind: "dispatch" }, settings) === null ? null : "refused";
}
function commentReadCost(issue) {
  return issue.commentCount === 0 ? 0 : Math.ceil(issue.commentCount / BACKFILL_PAGE_SIZE);
}
function issueRequestCeiling(issue, dryRun, searches = false, compares = 0) {
  const reads = commentReadCost(issue) + (searches ? 1 : 0) + compares;
  if (dryRun) return reads;
  return reads + APPLY_REQUEST_RESERVE + Math.ceil((issue.commentCount + 1) / BACKFILL_PAGE_SIZE);
}
var SKIP_REASON_TEXT = {
  "resumed-past": "finished by an earlier run (resume-after)",
  "pull-request": "pull request",
  "other-shard": "another shard's issue",
  locked: "locked (GitHub refuses comments)",
  dismissed: "dismissed by a maintainer",
  "already-current": "bot comment already from the current catalog",
  refused: "refused by the per-issue checks"
};

// src/action/backfill/batched.ts
var POINTS_PER_PAGE = 2;
var POINTS_PER_MORE_COMMENTS = 1;
function affordable(reader, points, cost) {
  const spent = reader.graphqlSpent();
  return points.budget - (spent.points - points.startPoints) >= cost && (spent.remaining === null || spent.remaining >= cost);
}
async function completeThreads(reader, points, threads) {
  let open = threads.filter((entry) => entry.moreCommentsAfter !== null);
  while (open.length > 0) {
    if (!affordable(reader, points, POINTS_PER_MORE_COMMENTS)) return false;
    const batch = open.slice(0, THREADS_PER_QUERY);
    const answers = await reader.readMoreComments(batch.map((entry) => ({ nodeId: entry.nodeId, after: entry.moreCommentsAfter })));
    batch.forEach((entry, index) => {
      const answer = answers[index];
      entry.comments.push(...answer?.comments ?? []);
      entry.moreCommentsAfter = answer?.moreCommentsAfter ?? null;
    });
    open = open.filter((entry) => entry.moreCommentsAfter !== null);
  }
  return true;
}
async function readBatchedPage(reader, settings, after, points) {
  if (!affordable(reader, points, POINTS_PER_PAGE)) return { stop: { kind: "budget" } };
  let read;
  try {
    read = await reader.readIssuesBatch({ state: settings.backfill.state, since: settings.backfill.since, after, perPage: BACKFILL_PAGE_SIZE });
  } catch (error) {
    return { stop: { kind: "error", message: error instanceof Error ? error.message : String(error) } };
  }
  const wanted = read.issues.filter((entry) => reasonToSkipListed(entry.issue, settings) === null);
  const complete = await completeThreads(reader, points, wanted);
  return {
    threads: read.issues.map((entry) => ({ issue: entry.issue, comments: entry.comments, unread: !complete && entry.moreCommentsAfter !== null })),
    after: !read.hasNextPage || read.endCursor === null ? null : read.endCursor
  };
}

// src/action/backfill/comments.ts
function withKnownComments(gateway, issueNumber, comments) {
  let known = comments;
  const listComments = async (number, expected) => {
    if (number !== issueNumber || known === null) return gateway.listComments(number, expected);
    const answer = known.map((comment) => ({ ...comment }));
    known = null;
    return answer;
  };
  return new Proxy(gateway, {
    get(target, property) {
      if (property === "listComments") return listComments;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    }
  });
}

// src/action/backfill/listed.ts
function requestsLeft(run) {
  return run.report.budget - run.spent().total;
}
function issueCeiling(run, issue) {
  const { settings } = run;
  return issueRequestCeiling(issue, run.report.dryRun, settings.earlierReports, settings.releaseLookups === true ? MAX_COMPARES_PER_ISSUE : 0);
}
function skipListed(run, issue, reason) {
  run.report.skipped[reason]++;
  run.report.lastIssueDone = issue.number;
  if (reason !== "other-shard" && reason !== "pull-request" && reason !== "resumed-past") run.log(`#${issue.number}: skipped \u2014 ${SKIP_REASON_TEXT[reason]}`);
}
async function commentsOf(run, issue, known) {
  try {
    return known ?? (issue.commentCount === 0 ? [] : await run.gateway.listComments(issue.number, issue.commentCount));
  } catch {
    return [];
  }
}
function record(run, issue, outcome, marked) {
  const { report } = run;
  run.log(
    `#${issue.number}: ${outcome.status} \u2014 ${outcome.reason}; matches: ${outcome.matches.join(", ") || "none"}; API requests: ${outcome.requests.total} (${outcome.requests.writes} writes)`
  );
  if (report.dryRun && outcome.plan !== null) report.ledger.push(shadowRow(issue, outcome.plan, marked));
  const worthARow = outcome.status !== "planned" || outcome.matches.length > 0 || (outcome.plan?.comment ?? null) !== null;
  if (worthARow && run.rowsWithPlans < SUMMARY_ROWS) run.rowsWithPlans++;
  else if (outcome.status === "planned" || outcome.status === "triaged") outcome.plan = null;
  report.outcomes.push(outcome);
  report.lastIssueDone = issue.number;
}
async function triageListed(run, issue, known) {
  const { gateway, report } = run;
  report.seen++;
  const before = gateway.requests();
  const comments = await commentsOf(run, issue, known);
  const botComment = findBotComments(comments, run.settings.botLogin)[0];
  const marker = botComment === void 0 ? null : run.engine.parseMarker(botComment.body);
  if (marker?.dismissedBy !== void 0) return skipListed(run, issue, "dismissed");
  if (marker !== null && marker.catalog === report.catalogVersion) return skipListed(run, issue, "already-current");
  const knownGateway = comments.length > 0 || issue.commentCount === 0 ? withKnownComments(gateway, issue.number, comments) : gateway;
  const outcome = await triageIssue(run.deps, issue, { kind: "dispatch" }, run.issueSettings, { gateway: knownGateway, before });
  record(run, issue, outcome, marker !== null);
}
async function backfillBatched(run, reader) {
  const { report, settings } = run;
  const points = { budget: report.budget, startPoints: reader.graphqlSpent().points };
  let after = null;
  for (let page = 1; ; page++) {
    const read = await readBatchedPage(reader, settings, after, points);
    if ("stop" in read) {
      report.stop = read.stop.kind === "error" ? { kind: "error", page, message: read.stop.message } : { kind: "budget", page, nextIssue: null };
      break;
    }
    report.pagesRead++;
    const stoppedAt = await backfillPage(run, read.threads);
    if (stoppedAt !== null) {
      report.stop = { kind: "budget", page, nextIssue: stoppedAt.number };
      break;
    }
    if (read.after === null) break;
    after = read.after;
  }
  const used = reader.graphqlSpent();
  report.graphql = { ...used, queries: used.queries, points: used.points - points.startPoints };
}
async function backfillPage(run, threads) {
  for (const { issue, comments, unread } of threads) {
    const listedSkip = reasonToSkipListed(issue, run.settings);
    if (listedSkip !== null) {
      run.report.seen++;
      skipListed(run, issue, listedSkip);
      continue;
    }
    if (unread || issueCeiling(run, comments === null ? issue : { ...issue, commentCount: 0 }) > requestsLeft(run)) return issue;
    await triageListed(run, issue, comments);
  }
  return null;
}
async function backfillPages(run) {
  const { report, settings } = run;
  for (let page = 1; ; page++) {
    if (requestsLeft(run) < 1) {
      report.stop = { kind: "budget", page, nextIssue: null };
      return;
    }
    let listed;
    try {
      listed = await run.gateway.listIssuesPage({ state: settings.backfill.state, since: settings.backfill.since, page, perPage: BACKFILL_PAGE_SIZE });
    } catch (error) {
      report.stop = { kind: "error", page, message: error instanceof Error ? error.message : String(error) };
      return;
    }
    report.pagesRead++;
    const stoppedAt = await backfillPage(
      run,
      listed.issues.map((issue) => ({ issue, comments: null, unread: false }))
    );
    if (stoppedAt !== null) {
      report.stop = { kind: "budget", page, nextIssue: stoppedAt.number };
      return;
    }
    if (!listed.hasNextPage) return;
  }
}

// src/action/backfill/run.ts
async function startRun(deps, settings, log) {
  const gateway = await deps.gateway();
  const [engine, catalogVersion] = await Promise.all([deps.engine(), deps.catalogVersion()]);
  const dryRun = settings.backfillDryRun;
  const start = gateway.requests();
  const spent = () => {
    const now = gateway.requests();
    return { total: now.total - start.total, writes: now.writes - start.writes };
  };
  const report = {
    seen: 0,
    pagesRead: 0,
    outcomes: [],
    skipped: Object.fromEntries(BACKFILL_SKIP_REASONS.map((reason) => [reason, 0])),
    stop: { kind: "end" },
    lastIssueDone: null,
    requests: { total: 0, writes: 0 },
    graphql: null,
    budget: settings.backfill.requestBudget ?? DEFAULT_REQUEST_BUDGET,
    dryRun,
    catalogVersion,
    ledger: []
  };
  return { deps, gateway, engine, settings, issueSettings: { ...settings, dryRun }, report, spent, log, rowsWithPlans: 0 };
}

// src/action/backfill/backfill.ts
async function runBackfill(deps, settings, log) {
  const run = await startRun(deps, settings, log);
  const { gateway } = run;
  if (gateway.readIssuesBatch !== void 0 && gateway.readMoreComments !== void 0 && gateway.graphqlSpent !== void 0) {
    await backfillBatched(run, { readIssuesBatch: gateway.readIssuesBatch, readMoreComments: gateway.readMoreComments, graphqlSpent: gateway.graphqlSpent });
  } else {
    await backfillPages(run);
  }
  run.report.requests = run.spent();
  return run.report;
}

// src/action/backfill/summary.ts
var MAX_SUMMARY_ROWS = SUMMARY_ROWS;
function describeStop(report, backfill) {
  const last = report.lastIssueDone === null ? "no issue was finished" : `the last issue finished was #${report.lastIssueDone}`;
  const points = report.graphql === null ? "" : ` and ${report.graphql.points} of ${report.budget} GraphQL points (${report.graphql.queries} queries)`;
  const spent = `${report.requests.total} of ${report.budget} API requests${points} used`;
  switch (report.stop.kind) {
    case "end":
      return `Stopped at the end of the issue list (${report.pagesRead} ${report.pagesRead === 1 ? "page" : "pages"}; ${spent}).`;
    case "budget": {
      const next = report.stop.nextIssue === null ? `page ${report.stop.page} of the list` : `#${report.stop.nextIssue} (page ${report.stop.page} of the list)`;
      const resume = report.lastIssueDone === null ? backfill : { ...backfill, resumeAfter: report.lastIssueDone };
      const skipsAhead = resume.resumeAfter === null ? "no issue was finished, so it starts from the beginning" : `it skips the issues up to #${resume.resumeAfter} without reading them`;
      return `Stopped by the request budget before ${next}; ${last} (${spent}). To resume, once the hourly limit has recovered, run the workflow again with ${quoteInputs(resume)}: ${skipsAhead}. Without resume-after it starts over but still skips, at one comments read each, the issues whose bot comment is already from catalog ${report.catalogVersion}.`;
    }
    case "error":
      return `Stopped because page ${report.stop.page} of the issue list could not be read: ${report.stop.message}; ${last} (${spent}). Run it again to resume.`;
  }
}
function quoteInputs(backfill) {
  const parts = [`state: ${backfill.state}`];
  if (backfill.since !== null) parts.push(`since: ${backfill.since}`);
  if (backfill.shard !== null) parts.push(`shard: ${backfill.shard.index + 1}/${backfill.shard.count}`);
  if (backfill.resumeAfter !== null) parts.push(`resume-after: ${backfill.resumeAfter}`);
  return parts.join(", ");
}
function renderBackfillSummary(headline, report, settings) {
  const backfill = settings.backfill;
  const count = (status) => report.outcomes.filter((outcome) => outcome.status === status).length;
  const rows = [
    ["issues and pull requests seen", report.seen],
    [report.dryRun ? "planned (dry run)" : "triaged", count(report.dryRun ? "planned" : "triaged")],
    ["\u2026 of which with a recognised error", report.outcomes.filter((outcome) => outcome.matches.length > 0).length],
    ["failed", count("failed")],
    ["left alone by triage (see the table)", count("skipped")],
    ...BACKFILL_SKIP_REASONS.map((reason) => [`skipped: ${SKIP_REASON_TEXT[reason]}`, report.skipped[reason]])
  ];
  const worthARow = report.outcomes.filter(
    (outcome) => outcome.status === "failed" || outcome.status === "skipped" || outcome.matches.length > 0 || (outcome.plan?.comment ?? null) !== null
  );
  const shown = worthARow.slice(0, MAX_SUMMARY_ROWS);
  const lines = [
    "## vllm-triage backfill",
    "",
    escapeCell(headline),
    "",
    "| count | issues |",
    "| --- | --- |",
    ...rows.filter(([, value], index) => value > 0 || index < 3).map(([label, value]) => `| ${label} | ${value} |`),
    "",
    escapeCell(describeStop(report, backfill)),
    ""
  ];
  if (report.outcomes.length > shown.length) {
    lines.push(
      `The table lists ${shown.length} of the ${report.outcomes.length} issues handed to triage (those with a recognised error, a failure or a skip, at most ${MAX_SUMMARY_ROWS}); the log has every one.`,
      ""
    );
  }
  const counts = lines.join("\n") + "\n";
  if (shown.length === 0) return counts;
  const table = renderSummary(`Issues ${report.dryRun ? "planned" : "triaged"} by this backfill`, shown, {
    dryRun: report.dryRun,
    links: settings,
    maxBytes: MAX_SUMMARY_BYTES - Buffer.byteLength(counts, "utf8")
  });
  return counts + table;
}

// src/action/backfill/shadow-summary.ts
var MAX_LEDGER_LINES = 500;
function issueWebUrl(apiUrl, owner, repo) {
  const root = apiUrl.replace(/(?<!\/)\/+$/, "").replace(/^https:\/\/api\.github\.com$/, "https://github.com").replace(/\/api\/v3$/, "");
  const path = `${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  return (issue) => `${root}/${path}/issues/${issue}`;
}
function renderBackfillShadow(report, settings) {
  if (!report.dryRun || report.ledger.length === 0) return "";
  const humanLabels = [.../* @__PURE__ */ new Set([settings.labels.connectorLabel, ...Object.values(settings.labels.perConnector)])];
  const score = scoreShadow(report.ledger, humanLabels);
  const table = renderShadowReport(report.ledger, score, {
    heading: "###",
    issueUrl: issueWebUrl(settings.apiUrl, settings.owner, settings.repo),
    maxRows: MAX_SUMMARY_ROWS
  });
  const lines = renderShadowLedger(report.ledger.slice(0, MAX_LEDGER_LINES)).trimEnd();
  const fence = fenceFor(lines);
  const cut = report.ledger.length > MAX_LEDGER_LINES ? ` (the first ${MAX_LEDGER_LINES} of ${report.ledger.length})` : "";
  return `
${table}
<details><summary>The ledger as JSON lines${cut}</summary>

${fence}jsonl
${lines}
${fence}

</details>
`;
}

// src/action/backfill/job.ts
async function runBackfillJob(runner, settings, deps, headline) {
  const report = await runBackfill(deps, settings, (line) => runner.info(line));
  for (const outcome of report.outcomes) {
    for (const note of outcome.apply?.notes ?? []) runner.warning(`#${outcome.issueNumber}: ${note}`);
  }
  const stop = describeStop(report, settings.backfill);
  if (report.stop.kind === "budget") runner.warning(stop);
  else runner.info(stop);
  await runner.appendSummary(renderBackfillSummary(headline, report, settings));
  const shadow = renderBackfillShadow(report, settings);
  if (shadow !== "") await runner.appendSummary(shadow);
  for (const [name, value] of Object.entries(computeOutputs(report.outcomes, settings))) runner.setOutput(name, value);
  const notice = settings.dryRun ? dryRunNotice(report.outcomes, settings) : null;
  if (notice !== null) runner.notice(notice);
  const failed = report.outcomes.filter((outcome) => outcome.status === "failed");
  const problems = failed.map((outcome) => `#${outcome.issueNumber}: ${outcome.reason}`);
  if (report.stop.kind === "error") problems.push(stop);
  if (problems.length > 0) runner.setFailed(problems.join("\n"));
}
export {
  runBackfillJob
};
//# sourceMappingURL=action-backfill-job.js.map
