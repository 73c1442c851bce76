#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  decodeInputText
} from "./shared-cli-text-encoding.js";
import {
  renderErrorPage,
  resolveExplainQuery
} from "./shared-core-engine.js";
import {
  defaultCatalog
} from "./shared-core-analyze.js";
import "./shared-core-catalog-page-links.js";
import "./shared-runtime.js";

// src/cli/explain/explain-command.ts
import { readFileSync } from "node:fs";
var EXPLAIN_USAGE = `usage: vllm-triage explain <id | message | ->   print the explainer page of a known error
       vllm-triage explain --list              list the ids of the errors with a page

  <id>       a catalog id (mooncake-store/request-not-in-unfinished-requests) or its last words
  <message>  an error line or a log excerpt (quote it, or pass - to read it from standard input)
`;
function listLine(entry) {
  return `  ${entry.id.padEnd(52)} ${entry.title}`;
}
function readQuery(args, readStdin) {
  return args.length === 1 && args[0] === "-" ? readStdin() : args.join(" ");
}
function runExplain(args, io, readStdin = () => decodeInputText(readFileSync(0))) {
  const catalog = defaultCatalog();
  if (args.length === 0 || args[0] === "--help" || args[0] === "-h") {
    (args.length === 0 ? io.stderr : io.stdout)(EXPLAIN_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  if (args.length === 1 && args[0] === "--list") {
    io.stdout(
      `${[...catalog.entries].sort((a, b) => a.id < b.id ? -1 : 1).map(listLine).join("\n")}
`
    );
    return 0;
  }
  const unknown = args.find((arg) => /^--[A-Za-z][\w-]*$/.test(arg) && arg !== "--list" || args.length === 1 && /^-[A-Za-z][\w-]*$/.test(arg));
  if (unknown !== void 0) {
    io.stderr(`vllm-triage explain: unknown option ${unknown}

${EXPLAIN_USAGE}`);
    return 2;
  }
  const query = readQuery(args, readStdin);
  if (query.trim() === "") {
    io.stderr(`vllm-triage explain: nothing to explain: ${args[0] === "-" ? "standard input was empty" : "the query is empty"}

${EXPLAIN_USAGE}`);
    return 2;
  }
  const resolution = resolveExplainQuery(query, catalog);
  switch (resolution.kind) {
    case "entry":
      io.stdout(renderErrorPage(resolution.entry, { commit: catalog.commit, entries: new Map(catalog.entries.map((entry) => [entry.id, entry])) }));
      return 0;
    case "several": {
      const what = resolution.by === "id" ? "That names" : "That message matches";
      io.stdout(
        `${what} ${resolution.entries.length} known errors:
${resolution.entries.map(listLine).join("\n")}
Run the same explain command with one of these ids instead for its page.
`
      );
      return 0;
    }
    case "uncurated": {
      const rows = resolution.matches.slice(0, 10).map((match) => `  ${match.connector}: ${match.source.function} at ${match.source.path}${match.source.line > 0 ? `:${match.source.line}` : ""}`);
      io.stderr(
        `No explainer page: vllm-triage recognises this as raised in connector code, but nobody has written its explanation yet:
${rows.join("\n")}
`
      );
      return 1;
    }
    case "none":
      io.stderr(
        "No known error matches that id or message. The same explain command with --list instead lists the ids; paste the error line with its exception type (ValueError: \u2026) or the log lines around it.\n"
      );
      return 1;
  }
}
export {
  EXPLAIN_USAGE,
  runExplain
};
//# sourceMappingURL=cli-explain-explain-command.js.map
