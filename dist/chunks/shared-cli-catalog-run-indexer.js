#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  INDEXED_FOLDER,
  parseIndexTsv
} from "./shared-core-catalog-source-index.js";

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
  INDEXED_SUBDIR,
  runIndexer,
  readCheckoutCommit
};
//# sourceMappingURL=shared-cli-catalog-run-indexer.js.map
