#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/core/catalog/source-index.ts
var INDEXED_FOLDER = "vllm/distributed/kv_transfer";
var INDEX_TSV_HEADER = "kind	class	message	args	path	line	function	connector";
var TSV_ESCAPES = { n: "\n", t: "	", r: "\r", "\\": "\\" };
function unescapeTsvCell(cell) {
  if (!cell.includes("\\")) return cell;
  let out = "";
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i];
    const next = cell[i + 1];
    if (ch === "\\" && next !== void 0 && TSV_ESCAPES[next] !== void 0) {
      out += TSV_ESCAPES[next];
      i++;
    } else {
      out += ch;
    }
  }
  return out;
}
function parseIndexTsv(tsv) {
  const lines = tsv.split("\n");
  const rows = [];
  lines.forEach((raw, i) => {
    const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (text === "" || i === 0 && text === INDEX_TSV_HEADER) return;
    const cells = text.split("	");
    if (cells.length !== 8) throw new Error(`source index line ${i + 1}: expected 8 columns, got ${cells.length}`);
    const [kind, cls, message, args, path, line, fn, connector] = cells.map(unescapeTsvCell);
    const lineNumber = Number(line);
    if (kind !== "raise" && kind !== "log") throw new Error(`source index line ${i + 1}: kind "${kind}" is not raise or log`);
    if (!Number.isInteger(lineNumber) || lineNumber < 1) {
      throw new Error(`source index line ${i + 1}: line "${line}" is not a positive integer`);
    }
    rows.push({ kind, class: cls, message, args, path, line: lineNumber, function: fn, connector });
  });
  return rows;
}
function formatSourceIndexJson(index) {
  return JSON.stringify({ commit: index.commit, rows: index.rows }, null, 2) + "\n";
}

// src/cli/catalog/run-indexer.ts
import { execFile } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var INDEXED_SUBDIR = INDEXED_FOLDER;
var SCRIPT_NAME = join("scripts", "index_vllm.py");
var MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
function findIndexerScript(moduleUrl = import.meta.url) {
  let folder = dirname(fileURLToPath(moduleUrl));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = join(folder, SCRIPT_NAME);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return null;
}
async function runIndexer(options) {
  const script = findIndexerScript();
  if (script === null) throw new Error(`cannot find ${SCRIPT_NAME} next to the vllm-triage package`);
  const args = [script, resolve(options.vllmSrc), "--subdir", INDEXED_SUBDIR];
  for (const file of options.extraFiles ?? []) args.push("--extra", file);
  const tsv = await new Promise((done, fail) => {
    execFile(options.python ?? "python3", args, { maxBuffer: MAX_OUTPUT_BYTES, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error) fail(new Error(`the indexer failed: ${stderr.trim() || error.message}`));
      else done(stdout);
    });
  });
  return { rows: parseIndexTsv(tsv), tsv };
}
async function readCheckoutCommit(vllmSrc) {
  return new Promise((done) => {
    execFile("git", ["-C", vllmSrc, "rev-parse", "--show-toplevel", "HEAD"], { encoding: "utf8" }, (error, stdout) => {
      const [topLevel, commit] = stdout.trim().split("\n");
      const isTop = !error && topLevel !== void 0 && existsSync(topLevel) && realpathSync(topLevel) === realpathSync(vllmSrc);
      done(isTop && commit ? commit : null);
    });
  });
}

export {
  INDEXED_FOLDER,
  parseIndexTsv,
  formatSourceIndexJson,
  INDEXED_SUBDIR,
  runIndexer,
  readCheckoutCommit
};
//# sourceMappingURL=shared-cli-catalog-run-indexer.js.map
