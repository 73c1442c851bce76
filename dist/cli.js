#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  analyze
} from "./chunks/chunk-6JUOIQOW.js";
import {
  triage
} from "./chunks/chunk-JKEHGNZY.js";
import "./chunks/chunk-CLHZ5IK3.js";
import "./chunks/chunk-TQ7K3LZ7.js";
import "./chunks/chunk-WJJXS6X2.js";
import "./chunks/chunk-ZXK7OJ4P.js";
import "./chunks/chunk-VLV5W5E4.js";
import "./chunks/chunk-2TS74DQN.js";
import "./chunks/chunk-2RTYPDDP.js";
import "./chunks/chunk-SYSS5EKA.js";

// src/cli/analyze-command.ts
import { readFileSync } from "node:fs";
function readInput(path) {
  return readFileSync(path === "-" ? 0 : path, "utf8");
}
function formatReport(name, report) {
  const found = report.matches.map(
    (match) => `  - ${match.id} [${match.confidence}${match.curated ? "" : ", not curated"}] (${match.connector})`
  );
  const exceptions = report.tracebacks.filter((traceback) => traceback.exception).map((traceback) => `  - ${traceback.exception?.type}: ${traceback.exception?.message.split("\n")[0] ?? ""}`.slice(0, 160));
  return [
    `== ${name}`,
    `vLLM version: ${report.vllmVersion ?? "not found"}`,
    `connectors: ${report.connectors.map((connector) => connector.name).join(", ") || "none"}`,
    `tracebacks: ${report.tracebacks.length}, error lines: ${report.errorLines.length}`,
    ...exceptions,
    `matches: ${report.matches.length === 0 ? "none" : ""}`,
    ...found,
    `labels: ${report.labels.join(", ") || "none"}`,
    "",
    report.comment === null ? "comment: none (nothing recognised; the bot stays silent)" : `comment:

${report.comment}`,
    ""
  ].join("\n");
}
function runAnalyze(args, io) {
  const json = args.includes("--json");
  const paths = args.filter((arg) => arg !== "--json");
  if (paths.length === 0) {
    io.stderr("usage: vllm-triage analyze <file|->\u2026 [--json]\n");
    return 2;
  }
  const reports = paths.map((path) => ({ path, report: analyze(readInput(path)) }));
  if (json) {
    const value = reports.length === 1 ? reports[0]?.report : reports.map(({ path, report }) => ({ file: path, ...report }));
    io.stdout(`${JSON.stringify(value, null, 2)}
`);
  } else {
    for (const { path, report } of reports) io.stdout(formatReport(path, report));
  }
  return 0;
}

// examples/mooncake-store-unfinished-request.md
var mooncake_store_unfinished_request_default = '### Your current environment\n\n<details>\n<summary>The output of <code>python collect_env.py</code></summary>\n\n```text\nCollecting environment information...\n==============================\n        System Info\n==============================\nOS                           : Ubuntu 22.04.5 LTS (x86_64)\nGCC version                  : (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0\n==============================\n       PyTorch Info\n==============================\nPyTorch version              : 2.10.0+cu129\n==============================\n      Python Environment\n==============================\nPython version               : 3.12.11 (main, Jun  4 2025, 08:56:18) [GCC 11.4.0] (64-bit runtime)\n==============================\n         vLLM Info\n==============================\nROCM Version                 : Could not collect\nvLLM Version                 : 0.26.0\nvLLM Build Flags:\n  CUDA Archs: Not Set; ROCm: Disabled\nGPU Topology:\n        GPU0    GPU1    CPU Affinity\nGPU0     X      NV18    0-47\nGPU1    NV18     X      0-47\n```\n\n</details>\n\n### \u{1F41B} Describe the bug\n\nWe run a prefill node with the Mooncake store for KV offloading:\n\n```bash\nvllm serve Qwen/Qwen3-32B --tensor-parallel-size 2 --max-num-seqs 256 \\\n  --kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'\n```\n\nAfter about 40 minutes under a load test with many concurrent long prompts, the engine dies:\n\n```\n(EngineCore_DP0 pid=2817) INFO 09-02 14:10:57 [loggers.py:257] Engine 000: Avg prompt throughput: 41231.7 tokens/s, Avg generation throughput: 2210.4 tokens/s, Running: 212 reqs, Waiting: 37 reqs, Preemptions: 14, GPU KV cache usage: 99.1%, Prefix cache hit rate: 31.2%, External prefix cache hit rate: 12.0%\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346] EngineCore encountered a fatal error.\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346] Traceback (most recent call last):\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 1337, in run_engine_core\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     engine_core.run_busy_loop()\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 1372, in run_busy_loop\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     self._process_engine_step()\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 1405, in _process_engine_step\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     outputs, model_executed = self.step_fn()\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]                               ^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py", line 445, in step_with_batch_queue\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     scheduler_output = self.scheduler.schedule()\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]                        ^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 1298, in schedule\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     meta = self._build_kv_connector_meta(self.connector, scheduler_output)\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/v1/core/sched/scheduler.py", line 1317, in _build_kv_connector_meta\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     return connector.build_connector_meta(scheduler_output)\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/connector.py", line 207, in build_connector_meta\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     return self.connector_scheduler.build_connector_meta(scheduler_output)\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]   File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py", line 301, in build_connector_meta\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346]     raise ValueError(\n(EngineCore_DP0 pid=2817) ERROR 09-02 14:11:07 [core.py:1346] ValueError: Request chatcmpl-9f3a61c2e4b84d0f is not in _unfinished_requests\n(APIServer pid=2705) ERROR 09-02 14:11:07 [async_llm.py:693] AsyncLLM output_handler failed.\n(APIServer pid=2705) ERROR 09-02 14:11:07 [async_llm.py:693] vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.\n```\n\nWe did not see this with the same load before enabling the store connector. @someone-on-the-team can you take a look?\n\n### Before submitting a new issue...\n\n- [X] Make sure you already searched for relevant issues, and asked the chatbot living at the bottom right corner of the [documentation page](https://docs.vllm.ai/en/latest/), which can answer lots of frequently asked questions.\n';

// src/cli/demo-command.ts
function runDemo(io) {
  io.stdout(
    "vllm-triage demo: the example issue examples/mooncake-store-unfinished-request.md, triaged offline.\nTry your own: node dist/cli.js analyze <file.md> [--json]\n\n"
  );
  io.stdout(formatReport("examples/mooncake-store-unfinished-request.md", analyze(mooncake_store_unfinished_request_default)));
  return 0;
}

// src/cli/eval-command.ts
import { readFileSync as readFileSync2, readdirSync } from "node:fs";
import { join } from "node:path";

// src/cli/corpus-issue.ts
var REPOSITORY = /\brepository:\s*([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})\s*(?:-->|;)/;
var SOURCE = /^<!--\s*source:\s*https:\/\/github\.com\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})\/(?:issues|pull)\/\d+/;
function readCorpusIssue(text) {
  const lines = text.split("\n");
  let repository;
  let title;
  let at = 0;
  for (; at < lines.length && at < 5; at++) {
    const line = (lines[at] ?? "").trim();
    if (line === "") continue;
    if (line.startsWith("<!--")) {
      const source = SOURCE.exec(line) ?? REPOSITORY.exec(line);
      if (source) repository = `${source[1]}/${source[2]}`;
      continue;
    }
    if (line.startsWith("# ") && title === void 0) {
      title = line.slice(2).trim();
      at++;
    }
    break;
  }
  return { title, body: lines.slice(title === void 0 ? 0 : at).join("\n"), repository };
}

// src/cli/eval-score.ts
var normalise = (text) => text.replace(/\s+/g, " ").trim();
var shortType = (type) => type.slice(type.lastIndexOf(".") + 1);
function holdsException(report, expected) {
  const expectedType = shortType(expected.exception_type ?? "");
  const expectedMessage = normalise(expected.message ?? "");
  const seen = [
    ...report.tracebacks.map((traceback) => traceback.exception),
    ...report.errorLines.map((errorLine) => errorLine.exception)
  ];
  return seen.some((exception) => {
    if (!exception || shortType(exception.type) !== expectedType) return false;
    if (expectedMessage === "") return true;
    const message = normalise(exception.message);
    return message.length > 0 && (message.startsWith(expectedMessage) || expectedMessage.startsWith(message));
  });
}
function versionToken(text) {
  if (!text) return null;
  const found = /v?(\d+\.\d+(?:\.\d+)?(?:[.+-]?[a-z]+\d*)*)/i.exec(text);
  return found?.[1] ?? null;
}
function scoreIssue(truth, report, connectorLabel = "kv-connector") {
  const expectedErrors = [...truth.tracebacks, ...truth.error_lines].filter((error) => error.exception_type);
  const missed = expectedErrors.filter((error) => !holdsException(report, error));
  const connectorsExpected = [
    ...new Set([...truth.tracebacks, ...truth.error_lines].map((error) => error.connector).filter((name) => name !== "none"))
  ].sort();
  const connectorsFound = [...new Set(report.connectors.map((connector) => connector.family))].sort();
  const negative = truth.category === "negative";
  const falseAlarm = negative && (report.matches.length > 0 || report.labels.length > 0 || report.comment !== null);
  return {
    file: truth.file,
    category: truth.category,
    exceptionsExpected: expectedErrors.length,
    exceptionsFound: expectedErrors.length - missed.length,
    missedExceptions: missed.map((error) => `${error.exception_type}: ${error.message ?? ""}`.slice(0, 120)),
    connectorsExpected,
    connectorsFound,
    routed: report.labels.includes(connectorLabel),
    falseAlarm,
    connectorOnNegative: negative && report.connectors.length > 0,
    versionExpected: versionToken(truth.vllm_version),
    versionFound: versionToken(report.vllmVersion)
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

// src/cli/eval-command.ts
function readTruth(dir) {
  return readFileSync2(join(dir, "truth.jsonl"), "utf8").split("\n").filter((line) => line.trim() !== "").map((line) => JSON.parse(line));
}
var percent = (value) => `${(value * 100).toFixed(1)} %`;
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
    `routing (connector label) on connector-error issues: ${score.routingRecall.found}/${score.routingRecall.expected} = ${percent(score.routingRecall.ratio)}`,
    ...score.routingRecall.missed.length ? [`  not routed: ${score.routingRecall.missed.join(", ")}`] : [],
    `exception recall: ${score.exceptionRecall.found}/${score.exceptionRecall.expected} = ${percent(score.exceptionRecall.ratio)}`,
    `connector recall: ${score.connectorRecall.found}/${score.connectorRecall.expected} = ${percent(score.connectorRecall.ratio)}`,
    `  by family: ${families.join(", ") || "-"}`,
    `visible false alarms (label, comment or match) on negative issues: ${score.falseAlarms.count}/${score.falseAlarms.negatives}${score.falseAlarms.files.length ? ` (${score.falseAlarms.files.join(", ")})` : ""}`,
    `vLLM version: ${score.versionAccuracy.correct}/${score.versionAccuracy.expected} = ${percent(score.versionAccuracy.ratio)}`
  ].join("\n");
}
function runEval(args, io) {
  const dir = args.find((arg) => !arg.startsWith("--"));
  if (!dir) {
    io.stderr("usage: vllm-triage eval <dir> [--json]   (dir holds issues/*.md and truth.jsonl)\n");
    return 2;
  }
  const truth = readTruth(dir);
  const files = new Set(readdirSync(join(dir, "issues")).map((name) => `issues/${name}`));
  const scores = truth.filter((record) => files.has(record.file)).map((record) => {
    const issue = readCorpusIssue(readFileSync2(join(dir, record.file), "utf8"));
    const input = { body: issue.body, ...issue.title === void 0 ? {} : { title: issue.title }, ...issue.repository === void 0 ? {} : { repository: issue.repository } };
    return scoreIssue(record, triage(input).report);
  });
  const score = scoreCorpus(scores);
  io.stdout(args.includes("--json") ? `${JSON.stringify(score, null, 2)}
` : `${formatScore(score)}
`);
  return 0;
}

// src/cli/commands.ts
var USAGE = `usage:
  vllm-triage analyze <file|->\u2026 [--json]   triage issue markdown offline, print the plan (or the JSON report)
  vllm-triage eval <dir> [--json]          score against <dir>/truth.jsonl
  vllm-triage demo                         the example issue (npm start)
  vllm-triage explain <id | message | ->   print the explainer page of a known error (--list: the ids)
  vllm-triage shadow <dir> [--human-labels a,b] [--repo owner/name] [--ledger FILE]
                                           the bot's routing over saved gh issue JSON, against the maintainers' labels
  vllm-triage catalog index --vllm-src DIR [--out FILE]   regenerate the source index from a vLLM checkout
  vllm-triage catalog check --vllm-src DIR                is every catalog template still in vLLM's source?
`;
async function runCommand(argv, io) {
  const [command, ...rest] = argv;
  switch (command) {
    case "analyze":
      return runAnalyze(rest, io);
    case "eval":
      return runEval(rest, io);
    case "demo":
      return runDemo(io);
    case "explain":
      return (await import("./chunks/explain-command-6AFWLIMA.js")).runExplain(rest, io);
    case "shadow":
      return (await import("./chunks/shadow-command-ZO74ZFWA.js")).runShadow(rest, io);
    case "catalog": {
      const [sub, ...args] = rest;
      if (sub === "index") return (await import("./chunks/index-command-3GBTCWKU.js")).runCatalogIndex(args, io);
      if (sub === "check") return (await import("./chunks/check-command-PGZ6KSBE.js")).runCatalogCheck(args, io);
      io.stderr(USAGE);
      return 2;
    }
    case void 0:
    case "--help":
    case "-h":
      io.stdout(USAGE);
      return command === void 0 ? 2 : 0;
    default:
      io.stderr(`unknown command '${command}'
${USAGE}`);
      return 2;
  }
}

// src/cli/command-io.ts
var processIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text)
};

// src/cli/main.ts
try {
  process.exitCode = await runCommand(process.argv.slice(2), processIO);
} catch (error) {
  process.stderr.write(`vllm-triage: ${error instanceof Error ? error.message : String(error)}
`);
  process.exitCode = 1;
}
