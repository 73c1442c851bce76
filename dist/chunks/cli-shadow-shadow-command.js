#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  parseJsonValues,
  readInputFile,
  readIssueThread
} from "./shared-cli-analyze-issue-thread.js";
import "./shared-cli-text-encoding.js";
import "./shared-core-engine.js";
import {
  triage
} from "./shared-core-analyze.js";
import {
  renderShadowLedger,
  renderShadowReport,
  scoreShadow,
  shadowRow
} from "./shared-core-catalog-source-index.js";
import {
  DEFAULT_LABELS,
  MARKER_PREFIX
} from "./shared-core-catalog-page-links.js";
import "./shared-runtime.js";

// src/cli/shadow/shadow-command.ts
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
var SHADOW_USAGE = `usage: vllm-triage shadow <dir> [--human-labels a,b] [--repo owner/name] [--ledger FILE] [--jsonl]

  Triages each <dir>/*.json, saved as gh issue view N --json number,title,author,body,labels,comments prints it, and
  compares the bot's routing with the maintainers' labels on those issues (precision, recall, disagreements).

  --human-labels a,b   the labels that mean "a maintainer routed this to the connector owners" (default: ${DEFAULT_LABELS.connectorLabel})
  --repo owner/name    the repository: links the issues in the report, and is passed to triage
  --ledger FILE        also write the ledger, one JSON object per issue, to FILE
  --jsonl              print the ledger instead of the report
`;
function hasBotComment(value) {
  const comments = typeof value === "object" && value !== null ? value.comments : void 0;
  return Array.isArray(comments) && comments.some((comment) => typeof comment?.body === "string" && comment.body.includes(MARKER_PREFIX));
}
function rowOf(path, text, repository) {
  const values = parseJsonValues(text);
  if (values.length !== 1) throw new Error(`expected one issue, found ${values.length} JSON documents`);
  const raw = values[0];
  const thread = readIssueThread(raw);
  const issueNumber = thread.number ?? Number(/(\d{1,9})[^/\d]*$/.exec(path)?.[1] ?? 0);
  const repo = repository ?? thread.repository;
  const plan = triage(
    {
      title: thread.title,
      body: thread.body,
      comments: thread.comments,
      labels: thread.labels,
      ...repo === null ? {} : { repository: repo },
      ...thread.pullRequest ? { pullRequest: true } : {}
    },
    { issueNumber }
  );
  return shadowRow({ number: issueNumber, labels: thread.labels }, plan, hasBotComment(raw));
}
function savedIssueFiles(dir, io) {
  let files;
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(".json")).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  } catch (error) {
    io.stderr(`shadow: cannot read the folder ${dir}: ${folderProblem(error)}
`);
    return null;
  }
  if (files.length === 0) {
    io.stderr(
      `shadow: no .json files in ${dir}; save each issue there with gh issue view N --json number,title,body,labels,comments > ${join(dir, "N.json")}
`
    );
    return null;
  }
  return files;
}
function readRows(dir, files, repository, io) {
  const rows = [];
  let failed = 0;
  for (const name of files) {
    const path = join(dir, name);
    try {
      rows.push(rowOf(path, readInputFile(path), repository));
    } catch (error) {
      failed++;
      io.stderr(`shadow: ${path}: ${error instanceof Error ? error.message : String(error)}
`);
    }
  }
  return { rows, failed };
}
function runShadow(args, io) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        "human-labels": { type: "string" },
        repo: { type: "string" },
        ledger: { type: "string" },
        jsonl: { type: "boolean" },
        help: { type: "boolean", short: "h" }
      }
    });
  } catch (error) {
    io.stderr(`shadow: ${error instanceof Error ? error.message : String(error)}
${SHADOW_USAGE}`);
    return 2;
  }
  if (parsed.values.help === true) {
    io.stdout(SHADOW_USAGE);
    return 0;
  }
  const [dir, ...extra] = parsed.positionals;
  if (dir === void 0 || extra.length > 0) {
    io.stderr(SHADOW_USAGE);
    return 2;
  }
  const repository = parsed.values.repo ?? null;
  if (repository !== null && !/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(repository)) {
    io.stderr(`shadow: --repo is "${repository}"; expected owner/name
`);
    return 2;
  }
  const humanLabels = (parsed.values["human-labels"] ?? DEFAULT_LABELS.connectorLabel).split(",").map((label) => label.trim()).filter((label) => label !== "");
  const files = savedIssueFiles(dir, io);
  if (files === null) return 1;
  const { rows, failed } = readRows(dir, files, repository, io);
  rows.sort((first, second) => first.issue - second.issue);
  const ledger = renderShadowLedger(rows);
  if (parsed.values.ledger !== void 0) writeFileSync(parsed.values.ledger, ledger);
  if (parsed.values.jsonl === true) io.stdout(ledger);
  else {
    const issueUrl = repository === null ? null : (issue) => `https://github.com/${repository}/issues/${issue}`;
    io.stdout(renderShadowReport(rows, scoreShadow(rows, humanLabels), { issueUrl }));
  }
  return failed > 0 ? 1 : 0;
}
function folderProblem(error) {
  const code = error?.code;
  if (code === "ENOENT") return "there is no such folder";
  if (code === "ENOTDIR") return "it is a file, not a folder";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return error instanceof Error ? error.message : String(error);
}
export {
  SHADOW_USAGE,
  runShadow
};
//# sourceMappingURL=cli-shadow-shadow-command.js.map
