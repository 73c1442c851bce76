#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  findMergeCommit,
  resolveCommit
} from "./shared-cli-catalog-pull-request-history.js";
import {
  HELP_OPTION,
  readCommandArgs
} from "./shared-cli-command-args.js";
import "./shared-core-engine.js";
import {
  defaultCatalog
} from "./shared-core-analyze.js";
import "./shared-core-catalog-source-index.js";
import {
  pullRequestsNamed
} from "./shared-core-catalog-page-links.js";
import "./shared-runtime.js";

// src/cli/catalog/pull-requests-command.ts
import { parseArgs } from "node:util";
var USAGE = `usage: vllm-triage catalog pull-requests --vllm-src DIR [--upto REF]

For every pull request the catalog names (and every row of catalog/pull-requests.yaml), reads its merge commit
from DIR (a vLLM checkout or mirror with upstream history): the commit whose subject ends in (#N) among the
ancestors of REF (default: the table's history.upto). Prints one line per PR (ok, differs, missing, not found)
and the YAML rows to paste for the PRs whose row is missing or differs. Exits 1 when any row is missing or differs.
`;
var OPTIONS = { "vllm-src": { type: "string" }, upto: { type: "string" }, ...HELP_OPTION };
function pullRequestRow(pr, record) {
  if (record.commit === null) return `  ${pr}: { commit: null, note: ${JSON.stringify(record.note)} }`;
  return [`  ${pr}:`, `    commit: ${record.commit}`, `    merged: "${record.merged}"`, `    subject: ${JSON.stringify(record.subject)}`].join("\n");
}
function checkPullRequests(dir, upto, sources) {
  const numbers = [.../* @__PURE__ */ new Set([...pullRequestsNamed(sources.entries), ...Object.keys(sources.table.pull_requests).map(Number)])].sort((a, b) => a - b);
  const lines = [];
  const rows = [];
  let failed = false;
  for (const pr of numbers) {
    const read = findMergeCommit(dir, upto, pr);
    const listed = sources.table.pull_requests[String(pr)];
    const status = listed === void 0 ? "missing" : listed.commit !== read.commit ? "differs" : read.commit === null ? "not found" : "ok";
    lines.push(`${status.padEnd(9)}  #${pr}  ${read.commit === null ? read.note : `${read.commit.slice(0, 10)} ${read.merged} ${read.subject}`}`);
    if (status === "missing" || status === "differs") {
      failed = true;
      rows.push(pullRequestRow(pr, read));
    }
  }
  return { lines, rows, failed };
}
function runCatalogPullRequests(args, io) {
  const parsed = readCommandArgs(io, "catalog pull-requests", USAGE, () => parseArgs({ args, options: OPTIONS }));
  if (typeof parsed === "number") return parsed;
  const dir = parsed.values["vllm-src"];
  const catalog = defaultCatalog();
  const table = catalog.pullRequests;
  const upto = parsed.values.upto ?? table?.history.upto ?? "HEAD";
  if (dir === void 0 || table === void 0 || resolveCommit(dir, upto) === null) {
    io.stderr(`catalog pull-requests: ${dir === void 0 ? "--vllm-src DIR is needed" : `${upto} is not a commit in ${dir}`}
${USAGE}`);
    return 2;
  }
  const { lines, rows, failed } = checkPullRequests(dir, upto, { entries: catalog.entries, table });
  const found = lines.filter((line) => !line.includes("no commit whose subject")).length;
  io.stdout(`${lines.join("\n")}

${lines.length} pull requests: ${found} with a merge commit, ${lines.length - found} not found in ${upto.slice(0, 10)}'s history
`);
  if (rows.length > 0) io.stdout(`
Rows for catalog/pull-requests.yaml (pull_requests:):
${rows.join("\n")}
`);
  return failed ? 1 : 0;
}
export {
  checkPullRequests,
  pullRequestRow,
  runCatalogPullRequests
};
//# sourceMappingURL=cli-catalog-pull-requests-command.js.map
