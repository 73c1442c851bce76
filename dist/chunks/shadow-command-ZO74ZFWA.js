#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  triage
} from "./chunk-JKEHGNZY.js";
import "./chunk-CLHZ5IK3.js";
import {
  MARKER_PREFIX
} from "./chunk-TQ7K3LZ7.js";
import {
  DEFAULT_LABELS
} from "./chunk-WJJXS6X2.js";
import "./chunk-ZXK7OJ4P.js";
import {
  renderShadowLedger,
  renderShadowReport,
  scoreShadow,
  shadowRow
} from "./chunk-ZIIKOHSE.js";
import "./chunk-VLV5W5E4.js";
import "./chunk-2TS74DQN.js";
import "./chunk-2RTYPDDP.js";
import "./chunk-SYSS5EKA.js";

// src/cli/shadow/shadow-command.ts
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

// src/cli/issue-thread.ts
var EXPECTED_ISSUE = "expected one issue as `gh issue view N --json number,title,body,labels,comments` or `gh api repos/O/R/issues/N` prints it";
var EXPECTED_COMMENTS = "expected a JSON array of comments as `gh api repos/O/R/issues/N/comments` prints it";
var asRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
var stringAt = (record, key) => {
  const value = record?.[key];
  return typeof value === "string" ? value : null;
};
function parseJsonValues(text) {
  try {
    return [JSON.parse(text)];
  } catch (error) {
    const pages = splitTopLevel(text);
    if (pages === null) throw error;
    return pages.map((page) => JSON.parse(page));
  }
}
function splitTopLevel(text) {
  const pages = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const ch = text[at] ?? "";
    if (inString) {
      if (ch === "\\") at++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      if (depth === 0) return null;
      inString = true;
    } else if (ch === "{" || ch === "[") {
      if (depth === 0) start = at;
      depth++;
    } else if (ch === "}" || ch === "]") {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) pages.push(text.slice(start, at + 1));
    } else if (depth === 0 && ch.trim() !== "") {
      return null;
    }
  }
  return depth === 0 && pages.length > 1 ? pages : null;
}
function repositoryFrom(issue) {
  const api = /\/repos\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})(?:\/issues\/\d+)?\/?$/;
  const web = /^https?:\/\/[^/]+\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})\/(?:issues|pull)\/\d+/;
  for (const key of ["repository_url", "url", "html_url"]) {
    const url = stringAt(issue, key);
    const found = url === null ? null : api.exec(url) ?? web.exec(url);
    if (found) return `${found[1]}/${found[2]}`;
  }
  return null;
}
function isBotAuthor(author) {
  return stringAt(author, "type") === "Bot" || author?.is_bot === true || (stringAt(author, "login") ?? "").endsWith("[bot]");
}
function commentId(comment, position) {
  const id = comment.id;
  if (typeof id === "number" && Number.isSafeInteger(id)) return id;
  const fromUrl = /#issuecomment-(\d{1,15})$/.exec(stringAt(comment, "url") ?? stringAt(comment, "html_url") ?? "");
  return fromUrl ? Number(fromUrl[1]) : position + 1;
}
function readComments(value) {
  if (!Array.isArray(value)) throw new Error(`${EXPECTED_COMMENTS}; got ${describeJson(value)}`);
  const items = value.flat();
  const comments = [];
  let leftOut = 0;
  items.forEach((item, position) => {
    const comment = asRecord(item);
    const body = stringAt(comment, "body");
    if (comment === null || body === null) throw new Error(`comment ${position + 1} has no "body" text; ${EXPECTED_COMMENTS}`);
    const author = asRecord(comment.author) ?? asRecord(comment.user);
    if (body.includes(MARKER_PREFIX) || isBotAuthor(author)) {
      leftOut++;
      return;
    }
    comments.push({ id: commentId(comment, position), author: stringAt(author, "login"), body });
  });
  return { comments, leftOut };
}
function readIssueThread(value) {
  const issue = asRecord(value);
  if (issue === null) throw new Error(`${EXPECTED_ISSUE}; got ${describeJson(value)}`);
  const body = issue.body;
  if (!("body" in issue) && !("title" in issue)) throw new Error(`the object has neither "title" nor "body"; ${EXPECTED_ISSUE}`);
  if (body !== void 0 && body !== null && typeof body !== "string") throw new Error(`"body" is ${describeJson(body)}; expected text`);
  const labels = [];
  for (const label of Array.isArray(issue.labels) ? issue.labels : []) {
    const name = typeof label === "string" ? label : stringAt(asRecord(label), "name");
    if (name !== null) labels.push(name);
  }
  const read = Array.isArray(issue.comments) ? readComments(issue.comments) : { comments: [], leftOut: 0 };
  const issueNumber = issue.number;
  return {
    number: typeof issueNumber === "number" && Number.isSafeInteger(issueNumber) ? issueNumber : null,
    title: stringAt(issue, "title") ?? "",
    body: typeof body === "string" ? body : "",
    labels,
    comments: read.comments,
    commentsLeftOut: read.leftOut,
    repository: repositoryFrom(issue)
  };
}
function describeJson(value) {
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

// src/cli/shadow/shadow-command.ts
var SHADOW_USAGE = `usage: vllm-triage shadow <dir> [--human-labels a,b] [--repo owner/name] [--ledger FILE] [--jsonl]

  Triages each <dir>/*.json, saved as gh issue view N --json number,title,body,labels,comments prints it, and
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
    { title: thread.title, body: thread.body, comments: thread.comments, labels: thread.labels, ...repo === null ? {} : { repository: repo } },
    { issueNumber }
  );
  return shadowRow({ number: issueNumber, labels: thread.labels }, plan, hasBotComment(raw));
}
function runShadow(args, io) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { "human-labels": { type: "string" }, repo: { type: "string" }, ledger: { type: "string" }, jsonl: { type: "boolean" }, help: { type: "boolean", short: "h" } }
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
  let files;
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(".json")).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  } catch (error) {
    io.stderr(`shadow: cannot read the folder ${dir}: ${error instanceof Error ? error.message : String(error)}
`);
    return 1;
  }
  const rows = [];
  let failed = 0;
  for (const name of files) {
    const path = join(dir, name);
    try {
      rows.push(rowOf(path, readFileSync(path, "utf8"), repository));
    } catch (error) {
      failed++;
      io.stderr(`shadow: ${path}: ${error instanceof Error ? error.message : String(error)}
`);
    }
  }
  rows.sort((first, second) => first.issue - second.issue);
  const ledger = renderShadowLedger(rows);
  if (parsed.values.ledger !== void 0) writeFileSync(parsed.values.ledger, ledger);
  if (parsed.values.jsonl === true) io.stdout(ledger);
  else {
    const issueUrl = repository === null ? null : (issue) => `https://github.com/${repository}/issues/${issue}`;
    io.stdout(renderShadowReport(rows, scoreShadow(rows, humanLabels), { issueUrl }));
  }
  if (files.length === 0) io.stderr(`shadow: no .json files in ${dir}
`);
  return failed > 0 ? 1 : 0;
}
export {
  SHADOW_USAGE,
  runShadow
};
