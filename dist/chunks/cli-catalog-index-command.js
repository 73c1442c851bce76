#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  readCheckoutCommit,
  runIndexer
} from "./shared-cli-catalog-run-indexer.js";
import {
  HELP_OPTION,
  readCommandArgs
} from "./shared-cli-command-args.js";
import {
  decodeInputText
} from "./shared-cli-text-encoding.js";
import {
  formatSourceIndexJson,
  parseIndexTsv
} from "./shared-core-catalog-source-index.js";
import "./shared-core-catalog-page-links.js";
import "./shared-runtime.js";

// src/cli/catalog/index-command.ts
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
var USAGE = `usage:
  vllm-triage catalog index --vllm-src DIR [--commit SHA] [--out FILE] [--python PYTHON]
  vllm-triage catalog index --from-tsv FILE --commit SHA [--out FILE]

Indexes every raise and logged error/warning under vllm/distributed/kv_transfer/ of DIR with
scripts/index_vllm.py (Python's own ast) and prints the source index JSON, or writes it to FILE.
The commit defaults to DIR's git HEAD. --from-tsv converts a raise-sites TSV instead.
`;
var OPTIONS = {
  "vllm-src": { type: "string" },
  "from-tsv": { type: "string" },
  commit: { type: "string" },
  out: { type: "string" },
  python: { type: "string" },
  ...HELP_OPTION
};
function checkIndexArgs(parsed) {
  if (parsed.vllmSrc === null === (parsed.fromTsv === null)) return "give exactly one of --vllm-src DIR or --from-tsv FILE";
  if (parsed.fromTsv !== null && parsed.commit === null) return "--from-tsv needs --commit SHA";
  return null;
}
async function runCatalogIndex(args, io) {
  const read = readCommandArgs(io, "catalog index", USAGE, () => parseArgs({ args, options: OPTIONS, allowPositionals: false }));
  if (typeof read === "number") return read;
  const { values } = read;
  const parsed = {
    vllmSrc: values["vllm-src"] ?? null,
    fromTsv: values["from-tsv"] ?? null,
    commit: values.commit ?? null,
    out: values.out ?? null,
    python: values.python ?? null
  };
  const problem = checkIndexArgs(parsed);
  if (problem !== null) {
    io.stderr(`catalog index: ${problem}
${USAGE}`);
    return 2;
  }
  let rows;
  let commit = parsed.commit;
  try {
    if (parsed.fromTsv !== null) {
      rows = parseIndexTsv(decodeInputText(readFileSync(parsed.fromTsv)));
    } else {
      const vllmSrc = parsed.vllmSrc ?? ".";
      rows = (await runIndexer({ vllmSrc, python: parsed.python ?? void 0 })).rows;
      commit ??= await readCheckoutCommit(vllmSrc);
    }
  } catch (error) {
    io.stderr(`catalog index: ${error instanceof Error ? error.message : String(error)}
`);
    return 1;
  }
  if (commit === null) {
    io.stderr("catalog index: DIR is not a git checkout; pass --commit SHA to record the commit it was read at\n");
    return 2;
  }
  const json = formatSourceIndexJson({ commit, rows });
  if (parsed.out === null) {
    io.stdout(json);
  } else {
    writeFileSync(parsed.out, json);
    io.stderr(`catalog index: ${rows.length} rows at ${commit} written to ${parsed.out}
`);
  }
  return 0;
}
export {
  runCatalogIndex
};
//# sourceMappingURL=cli-catalog-index-command.js.map
