#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  MIN_TEMPLATE_LITERAL_LENGTH,
  compileTemplate,
  installedPackagePath,
  isMovingRef,
  looksLikePrintf,
  sourceLink,
  vllmPathOf,
  vllmThreadLink
} from "./shared-core-match-messages-placeholders.js";
import {
  HISTORY,
  PIN_RELEASE,
  buildCommit,
  commitAt,
  commitPosition,
  containsPr,
  isFixed,
  isRelease,
  parseVersion,
  prPosition,
  pullRequestsOfWorkaround,
  releasesIn,
  releasesWithMessage,
  upgradeWorkaround
} from "./shared-core-fixes-fixes-to-check.js";
import {
  MAX_COMMENT_LENGTH,
  fingerprint,
  readmeLabelsUrl,
  renderExplainerLink,
  renderFooter,
  renderTimelineDiagram
} from "./shared-core-catalog-page-links.js";
import {
  escapeText,
  fenceCode,
  inlineCode,
  neutraliseQuotedText
} from "./shared-core-text-safe-markdown.js";
import {
  cutText
} from "./shared-core-text-cut.js";
import {
  renderMarker
} from "./shared-core-plan-marker.js";

// src/core/vllm/releases.ts
function versionRef(version, commit) {
  if (version === null) return commit;
  const plain = version.startsWith("v") ? version.slice(1) : version;
  return isRelease(plain) ? `v${plain}` : commit;
}

// src/core/comment/assemble.ts
var MARKER_RESERVE = 4096;
var CUT_NOTE = "_The rest of this comment was cut to stay within GitHub's 65,536-character limit._";
function assemble(parts, footer) {
  const fixed = MARKER_RESERVE + footer.length + CUT_NOTE.length + 8;
  let budget = MAX_COMMENT_LENGTH - fixed;
  const kept = [];
  let cut = false;
  for (const part of parts) {
    const cost = part.text.length + 2;
    if (cost <= budget) {
      kept.push(part.text);
      budget -= cost;
    } else if (part.essential && budget > 200) {
      const slice = part.text.slice(0, budget - 2);
      const lineEnd = slice.lastIndexOf("\n");
      kept.push(lineEnd > 0 ? slice.slice(0, lineEnd) : slice);
      budget = 0;
      cut = true;
    } else {
      cut = true;
    }
  }
  if (cut) kept.push(CUT_NOTE);
  return [...kept, footer].join("\n\n");
}

// src/core/comment/sections.ts
function folded(summary, body) {
  return `<details><summary>${summary}</summary>

${body}

</details>`;
}
var READY_LINE = "**Ready for a maintainer:** everything this comment asked for is in the thread.";
function renderDismissedNote(login) {
  return `_vllm-triage was dismissed on this issue by ${inlineCode(login, 60)} and no longer updates this comment._`;
}

// src/core/extract/roles.ts
var MAINTAINER_ASSOCIATIONS = /* @__PURE__ */ new Set(["OWNER", "MEMBER", "COLLABORATOR"]);
var sameLogin = (a, b) => typeof a === "string" && typeof b === "string" && a !== "" && a.toLowerCase() === b.toLowerCase();
function roleOf(comment, input) {
  const association = comment.authorAssociation?.toUpperCase() ?? null;
  if (association !== null && MAINTAINER_ASSOCIATIONS.has(association)) return "maintainer";
  if (input.author === void 0 || input.author === null) return "reporter";
  return sameLogin(comment.author, input.author) ? "reporter" : "other";
}
var isEvidence = (source) => source.role !== "other";
var sameText = (a, b) => a.kind === b.kind && a.id === b.id;
function splitThreadByRole(input) {
  const comments = input.comments ?? [];
  const others = comments.filter((comment) => roleOf(comment, input) === "other");
  if (others.length === 0) return { evidence: input, others };
  return { evidence: { ...input, comments: comments.filter((comment) => roleOf(comment, input) !== "other") }, others };
}

// src/core/signals/code-owner.ts
function thirdProjectNearby(owner, others, failing) {
  if (owner.vllmCaller !== null || owner.otherCaller !== null || owner.kind === "vllm" || owner.kind === "fork") return null;
  for (const traceback of others.slice(0, 200)) {
    for (const frame of traceback.frames) {
      const kind = ownerOfFrame(frame);
      if (kind === null || kind === "vllm" || kind === owner.kind) continue;
      const cleanup = traceback.frames[0]?.function === "__del__";
      const missingAttribute = traceback.exception?.type === "AttributeError" && traceback.exception.message.includes("has no attribute");
      const after = failing !== void 0 && sameText(traceback.source, failing.source) && traceback.line > failing.line;
      return { kind, frame, cleanup, missingAttribute, after };
    }
  }
  return null;
}
var OWNER_WORDS = {
  vllm: "vLLM's code",
  lmcache: "the LMCache package's code",
  "lmcache-mp": "LMCache's multi-process adapter (used by `LMCacheMPConnector`)",
  "lmcache-ascend": "LMCache-Ascend's code (its own package, `lmcache_ascend`, not the LMCache package)",
  nixl: "NIXL's own library code",
  mooncake: "Mooncake's own library code",
  dynamo: "Dynamo's `nixl_connect` code",
  "vllm-ascend": "vllm-ascend's code",
  "vllm-omni": "vllm-omni's own connector code",
  sglang: "SGLang's code, not vLLM's",
  fork: "a fork's copy of vLLM's code",
  other: "code outside vLLM"
};
var DYNAMO_PATCHED_FILES = /vllm\/distributed\/device_communicators\/(?:nixl|kv_rearrange)\.py$/;
var DYNAMO_PATCHED_FUNCTIONS = /* @__PURE__ */ new Set(["_initialize_nixl", "add_remote_nixl_metadata"]);
var DYNAMO_PATCHED_CALL = /\.(?:add_remote_nixl_metadata|_initialize_nixl)\(/;
var OWNER_PATHS = [
  [(path) => path.includes("nixl_connect/"), "dynamo"],
  [(path) => DYNAMO_PATCHED_FILES.test(path), "dynamo"],
  [(path) => path.includes("vllm_ascend/"), "vllm-ascend"],
  [(path) => path.includes("vllm_omni/"), "vllm-omni"],
  [(path) => path.includes("sglang/"), "sglang"],
  [(path) => path.endsWith("vllm_multi_process_adapter.py"), "lmcache-mp"],
  [(path) => /(?:^|\/)lmcache_ascend\//.test(path), "lmcache-ascend"],
  [(path) => /(?:^|\/)lmcache(?:_vllm)?\//.test(path), "lmcache"],
  [(_, file) => vllmPathOf(file) !== null && forkOf(file) !== null, "fork"],
  [(_, file) => vllmPathOf(file) !== null, "vllm"],
  [(path) => /(?:^|\/)nixl(?:_cu1\d|_rocm)?\//.test(path), "nixl"],
  [(path) => /(?:^|\/)mooncake\//.test(path), "mooncake"]
];
function ownerOfFile(file) {
  const path = file.replaceAll("\\", "/").toLowerCase();
  return OWNER_PATHS.find(([holds2]) => holds2(path, file))?.[1] ?? null;
}
function ownerOfFrame(frame) {
  const kind = ownerOfFile(frame.file);
  if (kind !== "vllm" && kind !== "fork") return kind;
  if (frame.function !== null && DYNAMO_PATCHED_FUNCTIONS.has(frame.function)) return "dynamo";
  if (frame.code !== null && DYNAMO_PATCHED_CALL.test(frame.code.slice(0, 400))) return "dynamo";
  return kind;
}
var GENERIC_DIR_WORDS = new Set(
  "vllm src source sources main master repo repos code git upstream latest build dev local project workspace workspaces ws home app apps opt clone checkout release official orig original new old tmp test tests venv env envs conda docker py cuda rocm xpu cpu tpu nightly stable ascend omni dynamo plugin plugins serve server serving".split(" ")
);
var VERSION_WORD = /^(?:v?\d+|rc\d*|post\d*|dev\d*|\d+(?:rc|post|dev|a|b)\d*|py\d+|cu\d+)$/;
function namesAFork(dir) {
  if (dir === "" || dir.length > 80 || !dir.toLowerCase().includes("vllm")) return false;
  return dir.toLowerCase().split(/[-_.+\s]+/).some((word) => word !== "" && !GENERIC_DIR_WORDS.has(word) && !VERSION_WORD.test(word));
}
function forkOf(file) {
  const whole = file.replaceAll("\\", "/");
  const installedAt = Math.max(whole.lastIndexOf("/site-packages/"), whole.lastIndexOf("/dist-packages/"));
  const root = installedAt >= 0 ? installedAt : whole.lastIndexOf("/vllm/");
  if (root <= 0) return null;
  const dirs = whole.slice(0, root).split("/");
  if (installedAt >= 0) {
    while (dirs.length > 0 && /^(?:lib|lib64|python3(?:\.\d+)?|local|usr)$/.test(dirs.at(-1) ?? "")) dirs.pop();
  }
  const dir = dirs.at(-1) ?? "";
  return namesAFork(dir) ? dir : null;
}
function forkNamesVersion(dir) {
  return /\d\.\d/.test(dir);
}
function ownerWords(owner) {
  const path = owner.frame?.file.replaceAll("\\", "/").toLowerCase() ?? "";
  if (owner.kind === "vllm-ascend" && path.includes("vllm_ascend/distributed/")) return "vllm-ascend's own connector code";
  if (owner.kind === "dynamo" && !path.includes("nixl_connect/"))
    return "Dynamo's patched vLLM engine \u2014 code upstream vLLM does not have, not vLLM's `NixlConnector`";
  if (owner.kind === "fork" && owner.fork !== void 0) {
    const connector = owner.vllmConnector == null ? "" : `${inlineCode(owner.vllmConnector, 60)} `;
    return `the copy of vLLM's ${connector}code in ${inlineCode(owner.fork, 80)} (a fork; its code may differ from vLLM's)`;
  }
  return OWNER_WORDS[owner.kind];
}
var VLLM_CONNECTOR_FILES = [
  [/kv_connector\/v1\/mooncake\/store\/|mooncake_store_connector\.py$/, "MooncakeStoreConnector"],
  [/kv_connector\/v1\/mooncake\/|mooncake_connector\.py$/, "MooncakeConnector"],
  [/kv_connector\/v1\/nixl\/|nixl_connector\.py$/, "NixlConnector"],
  [/lmcache_mp_connector\.py$/, "LMCacheMPConnector"],
  [/kv_connector\/v1\/(?:lmcache_integration\/|lmcache_connector\.py$)/, "LMCacheConnectorV1"],
  // The V0 connector (`kv_connector/lmcache_connector.py`, before the v1/ folder) is another class.
  [/kv_connector\/lmcache_connector\.py$/, "LMCacheConnector (V0)"],
  [/offloading_connector\.py$|kv_connector\/v1\/offloading\/|vllm\/v1\/kv_offload\//, "OffloadingConnector"],
  [/p2p_nccl_connector\.py$|kv_connector\/v1\/p2p\//, "P2pNcclConnector"],
  [/multi_connector\.py$/, "MultiConnector"],
  [/shared_storage_connector\.py$|example_connector\.py$/, "SharedStorageConnector"]
];
function vllmConnectorOf(frame) {
  const path = vllmPathOf(frame.file);
  if (path === null) return null;
  return VLLM_CONNECTOR_FILES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
var STAGE_WORDS = [
  ["handshake", "handshake"],
  ["add_remote_agent", "handshake"],
  ["register", "registration"],
  ["prep_xfer", "registration"],
  ["build_connector_meta", "scheduling"],
  ["get_num_new_matched_tokens", "scheduling"],
  ["update_state_after_alloc", "scheduling"],
  ["request_finished", "scheduling"],
  ["schedule", "scheduling"],
  ["transfer", "transfer"],
  ["send", "transfer"],
  ["recv", "transfer"],
  // The connector's save and load hooks (`wait_for_save`, `save_kv_layer`, `start_load_kv`, `retrieve`) say which way.
  ["save", "save"],
  ["start_load_kv", "load"],
  ["wait_for_layer_load", "load"],
  ["load", "transfer"],
  ["retrieve", "load"],
  ["store", "transfer"],
  ["xfer", "transfer"],
  ["__init__", "start-up"],
  ["init", "start-up"],
  ["create", "start-up"],
  ["start", "start-up"]
];
function stageOf(frames) {
  for (let index = frames.length - 1; index >= 0; index -= 1) {
    const name = (frames[index]?.function ?? "").toLowerCase();
    const found = STAGE_WORDS.find(([word]) => name.includes(word));
    if (found !== void 0) return found[1];
  }
  return null;
}
function ownerOfTraceback(traceback) {
  const frames = traceback.frames;
  let owner = "other";
  let frame = null;
  let otherCaller = null;
  for (let index = frames.length - 1; index >= 0; index -= 1) {
    const candidate = frames[index];
    const kind = ownerOfFrame(candidate);
    if (kind === null) continue;
    if (frame === null) {
      owner = kind;
      frame = candidate;
    } else if (kind !== owner && kind !== "vllm") {
      otherCaller = { kind, frame: candidate };
      break;
    }
  }
  let vllmConnector = null;
  let vllmCaller = null;
  for (let index = frames.length - 1; index >= 0; index -= 1) {
    const candidate = frames[index];
    const name = vllmConnectorOf(candidate);
    if (name === null) continue;
    vllmConnector = name;
    if (owner !== "vllm" && owner !== "fork") vllmCaller = candidate;
    break;
  }
  const fork = owner === "fork" && frame !== null ? forkOf(frame.file) : null;
  return { kind: owner, frame, vllmConnector, vllmCaller, otherCaller, stage: stageOf(frames), ...fork === null ? {} : { fork } };
}

// src/core/signals/failure.ts
var FAILURE_WORDS = [
  "error",
  "errors",
  "exception",
  "crash",
  "crashes",
  "crashed",
  "crashing",
  "fail",
  "fails",
  "failed",
  "failure",
  "failing",
  "hang",
  "hangs",
  "hanging",
  "stuck",
  "segfault",
  "segmentation fault",
  "core dumped",
  "timeout",
  "timed out",
  "deadlock",
  "traceback",
  "broken",
  "not working",
  "does not work",
  "doesn't work",
  "cannot",
  "can not",
  "can't",
  "unable",
  "garbled",
  "wrong output",
  "incorrect",
  "mismatch",
  "assertion",
  "oom",
  "leak"
];
var OTHER_CAUSES = [
  {
    cause: "out of memory at model load",
    words: [
      "outofmemoryerror",
      "cuda out of memory",
      "out of memory",
      "no available memory for the cache blocks",
      "available kv cache memory",
      "not enough kv cache"
    ]
  },
  {
    cause: "an NCCL / process-group failure",
    words: [
      "nccl error",
      "ncclsystemerror",
      "ncclinternalerror",
      "nccl",
      "processgroupnccl",
      "watchdog caught collective operation timeout",
      "distbackenderror"
    ]
  },
  { cause: "a tokenizer error", words: ["tokenizer", "tokenization", "chat template", "chat_template"] }
];
var NO_FAILURE = [
  "no error",
  "no errors",
  "without error",
  "without errors",
  "without any error",
  "nothing crashes",
  "no crash",
  "does not crash",
  "doesn't crash",
  "never crashes",
  "not crashing",
  "no exception"
];
function saysFailure(lower) {
  if (!FAILURE_WORDS.some((word) => lower.includes(word))) return false;
  for (const sentence of lower.split(/[!?\n]|\.\s/)) {
    if (sentence.length > 2e3 || !holdsWord(sentence, FAILURE_WORDS)) continue;
    if (!NO_FAILURE.some((phrase) => sentence.includes(phrase))) return true;
  }
  return false;
}
function saysGpuOutOfMemory(lower) {
  if (!lower.includes("oom") && !lower.includes("out of memory")) return false;
  for (const sentence of lower.split(/[.!?\n]/)) {
    if (sentence.length > 600 || !holdsWord(sentence, ["oom", "out of memory"])) continue;
    if (holdsWord(sentence, ["gpu", "cuda", "vram", "hbm"])) return true;
  }
  return false;
}
var ELSEWHERE = [
  "vllm/lora/",
  "vllm/distributed/ec_transfer/",
  "vllm/v1/structured_output/",
  "vllm/model_executor/",
  "vllm/entrypoints/",
  "vllm/transformers_utils/",
  "vllm/multimodal/",
  "vllm/v1/sample/",
  "vllm/tokenizers/",
  "vllm/reasoning/",
  "vllm/tool_parsers/",
  "vllm/config/",
  "vllm/engine/arg_utils.py",
  "/transformers/",
  "/tokenizers/",
  "/xgrammar/",
  "/outlines/",
  "/huggingface_hub/",
  "/safetensors/",
  "/fastapi/",
  "/starlette/",
  "/uvicorn/",
  "/aiohttp/",
  "/pydantic/",
  "/compressed_tensors/",
  "/bitsandbytes/"
];
function isElsewhere(file) {
  const path = file.replaceAll("\\", "/");
  return ELSEWHERE.some((fragment) => path.includes(fragment));
}
var isWordChar = (code) => code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122 || code === 95;
function holdsWord(lower, words) {
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (!isWordChar(lower.charCodeAt(at - 1)) && !isWordChar(lower.charCodeAt(at + word.length))) return true;
    }
  }
  return false;
}
function errorText(exception, frames) {
  const parts = [
    exception?.type ?? "",
    (exception?.message ?? "").slice(0, 2e3),
    ...frames.slice(-40).map((frame) => `${frame.file} ${frame.function ?? ""}`)
  ];
  return parts.join("\n").toLowerCase();
}
var SAID_CAUSES = OTHER_CAUSES.map((other) => ({ ...other, words: other.words.filter((word) => word !== "out of memory") }));
function saidCauseOf(lower) {
  return SAID_CAUSES.find((other) => holdsWord(lower, other.words))?.cause ?? (saysGpuOutOfMemory(lower) ? "out of memory at model load" : null);
}
function otherCauseOf(exception, frames) {
  const text = errorText(exception, frames);
  return OTHER_CAUSES.find((other) => holdsWord(text, other.words))?.cause ?? null;
}
function readFailure(input) {
  const finals = [
    ...input.tracebacks.filter((traceback) => traceback.exception !== null).map((traceback) => ({ exception: traceback.exception, frames: traceback.frames, line: traceback.line })),
    ...input.errorLines.filter((errorLine) => errorLine.exception !== null).map((errorLine) => ({ exception: errorLine.exception, frames: [], line: errorLine.line }))
  ].sort((a, b) => a.line - b.line);
  const last = finals.at(-1);
  const shown = finals.length > 0 || input.tracebacks.length > 0 || input.errorLines.length > 0 || input.lines.some((line) => line.level === "ERROR" || line.level === "CRITICAL") || input.blocks.some((block) => block.kind !== "code" && saysFailure(block.text.slice(0, 2e4).toLowerCase()));
  let explainedBy = null;
  if (finals.length > 0) {
    const causes = finals.map((final) => otherCauseOf(final.exception, final.frames));
    if (causes.every((cause) => cause !== null)) explainedBy = causes[causes.length - 1] ?? null;
  } else {
    const said = [
      ...input.blocks.filter((block) => block.kind !== "code").map((block) => block.text.slice(0, 2e4)),
      ...input.lines.filter((line) => line.level === "ERROR" || line.level === "CRITICAL").map((line) => line.text.slice(0, 2e3))
    ].join("\n").toLowerCase();
    explainedBy = saidCauseOf(said);
  }
  const whole = input.tracebacks.filter((traceback) => traceback.exception !== null && !traceback.truncated && traceback.frames.length >= 2).at(-1);
  const innermost = whole?.frames.at(-1)?.file ?? null;
  return {
    locatedIn: innermost !== null && isElsewhere(innermost) ? innermost : null,
    shown,
    finalException: last?.exception ? { type: last.exception.type, message: last.exception.message, line: last.line } : null,
    explainedBy
  };
}

// src/core/signals/reported-cause.ts
var WITHOUT = [
  "without",
  "disable",
  "disabled",
  "disabling",
  "before enabling",
  "before we enabled",
  "before i enabled",
  "turning off",
  "turn off",
  "removing",
  "remove the",
  "drop the"
];
var FINE = [
  "works",
  "worked",
  "working",
  "fine",
  "no crash",
  "no error",
  "goes away",
  "went away",
  "does not happen",
  "doesn't happen",
  "no problem",
  "stable",
  "ran fine",
  "runs fine"
];
var CONNECTOR_WORDS = ["connector", "store", "mooncake", "lmcache", "nixl", "offload", "kv transfer", "kv_transfer", "p2p"];
var UPGRADE = [
  "after upgrading",
  "after the upgrade",
  "since upgrading",
  "upgraded to",
  "after updating",
  "since the upgrade",
  "after we upgraded",
  "after i upgraded",
  "upgrading to"
];
var PREVIOUS = /\b(?:from|on|with)\s+v?0\.\d{1,3}(?:\.\d{1,3})?\b|\bworked (?:fine )?(?:on|in|with) v?\d/;
function readReportedCause(blocks) {
  const cause = { worksWithout: null, afterUpgrade: false, previousVersionNamed: false };
  for (const block of blocks) {
    if (block.kind === "code" || block.quoted === true || (block.section ?? "").toLowerCase().includes("environment")) continue;
    const text = block.text.slice(0, 2e4);
    const blockLower = text.toLowerCase();
    const mayWorkWithout = cause.worksWithout === null && WITHOUT.some((word) => blockLower.includes(word)) && FINE.some((word) => blockLower.includes(word)) && CONNECTOR_WORDS.some((word) => blockLower.includes(word));
    if (!mayWorkWithout && (cause.afterUpgrade || !UPGRADE.some((word) => blockLower.includes(word))) && (cause.previousVersionNamed || !PREVIOUS.test(blockLower)))
      continue;
    for (const sentence of text.split(/[!?\n]|\.\s/)) {
      if (sentence.length > 600) continue;
      const lower = sentence.toLowerCase();
      if (cause.worksWithout === null && holdsWord(lower, WITHOUT) && holdsWord(lower, FINE) && CONNECTOR_WORDS.some((word) => lower.includes(word))) {
        cause.worksWithout = cutText(sentence.trim(), 200, "");
      }
      if (UPGRADE.some((word) => lower.includes(word))) cause.afterUpgrade = true;
      if (PREVIOUS.test(lower)) cause.previousVersionNamed = true;
    }
  }
  return cause;
}

// src/core/signals/thread-facts.ts
function whereSaid(fact2) {
  if (fact2.line === 0) return "the title";
  return fact2.later === true ? "a later comment" : "the description";
}
var MAX_QUOTE = 200;
function clipQuote(text, max = MAX_QUOTE) {
  if (text.length <= max) return text;
  const cut = cutText(text, max - 1, "");
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space).replace(/[,;:]$/, "") : cut}\u2026`;
}
var MAX_SENTENCE = 600;
var MAX_BLOCK = 2e4;
var CAUSE_WORDS = [
  "root cause",
  "the cause is",
  "the cause was",
  "this is because",
  "it is because",
  "this happens because",
  "is caused by",
  "was caused by",
  "the reason is",
  "miscalculated",
  "mis-calculated",
  "possible fix is",
  "proposed fix is",
  "the fix would be",
  "a fix would be"
];
var RESOLUTION_WORDS = [
  "it was because",
  "was fixed by",
  "fixed by #",
  "fixed in #",
  "fixed it",
  "the fix was",
  "the fix is",
  "solved by",
  "solved it",
  "resolved by",
  "resolved it",
  "the workaround is",
  "workaround:",
  "as a workaround",
  "a workaround is",
  "workaround for now",
  "you can work around",
  "works now",
  "working now",
  "turned out",
  "the problem was",
  // The reporter's own mistake, found later ("sorry, it was a typo in my script").
  "a typo in my",
  "was a typo",
  "my mistake",
  "my bad",
  "my own code"
];
var MAINTAINER_DIAGNOSIS_WORDS = [
  "is triggered by",
  "is due to",
  "comes from",
  "the issue is that",
  "the problem is that",
  "this is a known issue",
  "is a bug in"
];
var INSTALLED_WORDS = [
  "is installed",
  "are installed",
  "was installed",
  "installed correctly",
  "already installed",
  "confirms its presence",
  "pip list shows",
  "pip list confirms",
  "is present"
];
var NOT_INSTALLED = [
  "not installed",
  "isn't installed",
  "is not present",
  "how to install",
  "failed to install",
  "cannot install",
  "can't install",
  "install fails"
];
var PACKAGE_WORDS = [
  ["nixl", "nixl"],
  ["lmcache", "lmcache"],
  ["mooncake", "mooncake"]
];
var TRIED_WORDS = [
  "disappear",
  "goes away",
  "went away",
  "no such problem",
  "does not happen with",
  "doesn't happen with",
  "works fine with",
  "worked fine with"
];
var PACKAGE_VERSION = /^(?:[ :=]{1,4}|\s+version[ :]{1,3})(?:v?\d{1,3}\.\d|(?:dev )?commit(?: id)?[ :]{1,3}[0-9a-f]{7})/;
var CONFIG_WORDS = ["kv_role", "kv_producer", "kv_consumer", "kv_both", "policy", "kv_load_failure", "as the connector", "connector with", "with async"];
var CONNECTOR_CLASSES = /\b(?:MooncakeStoreConnector|MooncakeConnector|NixlConnector|LMCacheConnectorV1|LMCacheMPConnector|OffloadingConnector|P2pNcclConnector|MultiConnector|SharedStorageConnector|ExampleConnector)\b/;
var VERSION_TOKEN = /(?<![\w.])v?(\d{1,3}\.\d{1,4}(?:\.\d{1,4})?(?:rc\d{1,3})?(?:\.post\d{1,3})?(?:\.dev\d{0,6})?(?:\+g[0-9a-f]{6,40})?)(?![\w+]|\.(?:md|txt|html|rst|py|ya?ml|json)\b)/g;
var PINNED_BEFORE = /([A-Za-z][\w.-]{0,60})(?:\[[\w,.-]{0,60}\])?\s{0,2}(?:===?|>=|~=)\s{0,2}$/;
var NAMED_BEFORE = /([A-Za-z][\w-]{0,30})\s{1,2}$/;
var OTHER_PRODUCTS = /* @__PURE__ */ new Set([
  "dynamo",
  "ai-dynamo",
  "lmcache",
  "nixl",
  "mooncake",
  "sglang",
  "ucx",
  "cuda",
  "torch",
  "pytorch",
  "python",
  "ray",
  "cann",
  "vllm-ascend",
  "transformers",
  "triton",
  "nccl",
  "flashinfer",
  "kvcached",
  "llm-d",
  "kserve",
  "gpustack",
  "aibrix",
  "docker"
]);
var BUNDLED_BUILD = /\b(?:[a-z][\w.-]{0,40}\[(?:[\w.-]{1,20},)*vllm(?:,[\w.-]{1,20})*\]\s?(?:===?|~=)\s?v?\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?:\.post\d{1,3})?|(?:ai-)?dynamo(?:\s(?:v|version\s)?\d{1,3}\.\d{1,3}(?:\.\d{1,3})?|\s?@\s?[0-9a-f]{6,40}\b|\s(?:at\s)?commit\s[0-9a-f]{6,40}\b))/i;
var CONDITION_WORDS = [" under ", " when ", " if ", " after ", " during ", " while ", " with high ", " at high "];
function readTitleCondition(blocks) {
  const title = blocks.find((block) => block.startLine === 0 && block.kind === "text" && block.source.kind === "body");
  if (title === void 0) return null;
  const text = ` ${title.text.replace(/\s+/g, " ").trim()}`;
  const lower = text.toLowerCase();
  let at = -1;
  for (const word of CONDITION_WORDS) {
    const found = lower.indexOf(word);
    if (found !== -1 && (at === -1 || found < at)) at = found;
  }
  if (at === -1) return null;
  let condition = text.slice(at + 1, at + 81).trim();
  while (/[.!?,;:]$/.test(condition)) condition = condition.slice(0, -1);
  return condition.split(" ").length >= 2 ? condition : null;
}
var NVIDIA_MARKS = /\b(?:nvidia|nvidia-smi|cuda_visible_devices|a10g?|a30|a40|a100|a800|h20|h100|h200|h800|b100|b200|gb200|gh200|l20|l40s?|v100|rtx\s?\d{4})\b/i;
var ROCM_MARKS = /\b(?:rocm(?! used to build pytorch: n\/a)|rocm-smi|hip_visible_devices|amd instinct|mi2[05]0x?|mi3[0-5]\dx?)\b/i;
function readPlatform(blocks) {
  let nvidia = false;
  let rocm = false;
  for (const block of blocks) {
    const text = block.text.slice(0, MAX_BLOCK);
    nvidia ||= NVIDIA_MARKS.test(text);
    rocm ||= ROCM_MARKS.test(text);
    if (nvidia && rocm) return null;
  }
  return nvidia ? "nvidia" : rocm ? "rocm" : null;
}
var IMAGE_NAME = /(?<![\w./-])([a-z0-9][a-z0-9_-]{0,38}\/[a-z0-9][a-z0-9_.-]{0,60})(?::(\w[\w.-]{0,60}))?(?![\w/:-])/g;
var FILE_SUFFIX = /\.(?:py|md|txt|ya?ml|json|sh|html|rst|log|cpp|h)$/;
var VERSION_CONTEXT = ["vllm", "prefill", "decode", "version", "upgrad", "release", "build"];
var CAPTURE_COMMENT = /^\S{1,60} · comment · /;
var CAPTURE_MARK = " \xB7 comment \xB7 ";
var mayTellInstalled = (lower) => lower.includes("install") || lower.includes("presen") || lower.includes("pip list");
function fact(sentence, block, offset, later = false) {
  const text = sentence.trim().replace(/\s+/g, " ");
  return {
    text: clipQuote(text),
    line: block.startLine + offset,
    source: block.source,
    ...later || block.source.kind === "comment" ? { later: true } : {}
  };
}
function joinQuote(lead, next) {
  const text = `${lead} ${next.trim().replace(/\s+/g, " ").replace(/\*\*/g, "")}`;
  return clipQuote(text);
}
function sentencesOf(text) {
  const out = [];
  let start = 0;
  let line = 0;
  let startLine = 0;
  for (let index = 0; index <= text.length; index += 1) {
    const char = text[index];
    const end = index === text.length || char === "\n" || char === "!" || char === "?" || char === "." && /\s/.test(text[index + 1] ?? " ");
    if (end) {
      const sentence = text.slice(start, index + (char === "." ? 1 : 0));
      if (sentence.trim() !== "" && sentence.length <= MAX_SENTENCE) out.push({ sentence, offset: startLine });
      start = index + 1;
      if (char === "\n") line += 1;
      startLine = line;
    }
  }
  return out;
}
function versionsIn(sentence, lower) {
  if (!VERSION_CONTEXT.some((word) => lower.includes(word))) return [];
  const found = [];
  for (const match of sentence.matchAll(VERSION_TOKEN)) {
    const version = match[1] ?? "";
    const pinned = PINNED_BEFORE.exec(sentence.slice(Math.max(0, (match.index ?? 0) - 80), match.index ?? 0));
    if (pinned !== null && (pinned[1] ?? "").toLowerCase() !== "vllm") continue;
    const named = NAMED_BEFORE.exec(sentence.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0));
    if (named !== null && OTHER_PRODUCTS.has((named[1] ?? "").toLowerCase())) continue;
    if (version.startsWith("0.") && parseVersion(version.replace(/\.dev$/, "")) !== null) found.push(version);
    if (found.length >= 4) break;
  }
  return found;
}
function readThreadFacts(blocks, tracebacks, errorLines, reportedOfAll) {
  const trusted = blocks.filter((block) => isEvidence(block.source));
  const reported = reportedOfAll !== void 0 && trusted.length === blocks.length ? reportedOfAll : readReportedCause(trusted);
  const facts = {
    statedCause: null,
    resolution: null,
    verified: [],
    packageVersions: [],
    tried: null,
    worksWithout: null,
    afterUpgrade: reported.afterUpgrade,
    previousVersionNamed: reported.previousVersionNamed,
    versions: [],
    configInWords: null,
    finalExceptionVisible: tracebacks.some((traceback) => traceback.exception !== null && isEvidence(traceback.source)) || errorLines.some((line) => line.exception !== null && isEvidence(line.source)),
    bundledBy: null,
    platform: readPlatform(trusted),
    titleCondition: readTitleCondition(trusted),
    images: []
  };
  const seenVersions = /* @__PURE__ */ new Set();
  let laterComment = false;
  let causeHeading = false;
  let causeLeadIn = false;
  for (const block of trusted) {
    const text = block.text.slice(0, MAX_BLOCK);
    if (block.kind === "text" && block.source.kind === "body" && text.includes(CAPTURE_MARK) && text.split("\n").some((line) => CAPTURE_COMMENT.test(line.trim())))
      laterComment = true;
    if (block.kind !== "text" || block.quoted === true) continue;
    const inComment = block.source.kind === "comment" || laterComment;
    const section = (block.section ?? "").toLowerCase();
    const environment = !inComment && section.includes("environment");
    if (!inComment && section.includes("before submitting")) continue;
    for (const { sentence, offset } of sentencesOf(text)) {
      const lower = sentence.toLowerCase();
      if (sentence.includes(CAPTURE_MARK) && CAPTURE_COMMENT.test(sentence.trim())) continue;
      if (facts.configInWords === null && CONNECTOR_CLASSES.test(sentence) && CONFIG_WORDS.some((word) => lower.includes(word)))
        facts.configInWords = fact(sentence, block, offset, inComment);
      for (const version of versionsIn(sentence, lower)) {
        if (seenVersions.has(version) || facts.versions.length >= 8) continue;
        seenVersions.add(version);
        facts.versions.push({ version, fact: fact(sentence, block, offset, inComment) });
      }
      if (facts.bundledBy === null) {
        const plain = lower.includes("`") ? lower.replace(/`/g, "") : lower;
        const build = plain.includes("dynamo") || plain.includes("[vllm") || plain.includes(",vllm") ? BUNDLED_BUILD.exec(sentence.replace(/`/g, "")) : null;
        if (build !== null) facts.bundledBy = { ...fact(sentence, block, offset, inComment), build: cutText(build[0], 60, "") };
      }
      if (facts.images.length < 4 && (lower.includes("image") || lower.includes("docker"))) {
        for (const image of sentence.replace(/`/g, " ").matchAll(IMAGE_NAME)) {
          let name = image[1] ?? "";
          while (name.endsWith(".") || name.endsWith("-")) name = name.slice(0, -1);
          if (FILE_SUFFIX.test(name) || facts.images.some((item) => item.name === name) || facts.images.length >= 4) continue;
          facts.images.push({ name, tag: image[2] ?? null });
        }
      }
      for (const [word, name] of PACKAGE_WORDS) {
        if (facts.packageVersions.some((item) => item.package === name)) continue;
        const at = lower.indexOf(word);
        if (at !== -1 && PACKAGE_VERSION.test(lower.slice(at + word.length, at + word.length + 40)))
          facts.packageVersions.push({ package: name, fact: fact(sentence, block, offset, inComment) });
      }
      if (environment) continue;
      if (facts.tried === null && TRIED_WORDS.some((word) => lower.includes(word))) facts.tried = fact(sentence, block, offset, inComment);
      if (causeLeadIn && facts.statedCause !== null) {
        facts.statedCause = { ...facts.statedCause, text: joinQuote(facts.statedCause.text, sentence) };
        causeLeadIn = false;
      } else if (facts.statedCause === null && (causeHeading || CAUSE_WORDS.some((word) => lower.includes(word)))) {
        causeHeading = !causeHeading && lower.replace(/[#*_:\s]/g, "").length <= 20;
        if (!causeHeading) {
          facts.statedCause = fact(sentence, block, offset, inComment);
          causeLeadIn = facts.statedCause.text.endsWith(":");
        }
      }
      if (facts.resolution === null && inComment && RESOLUTION_WORDS.some((word) => lower.includes(word)))
        facts.resolution = fact(sentence, block, offset, inComment);
      if (facts.resolution === null && block.source.role === "maintainer" && MAINTAINER_DIAGNOSIS_WORDS.some((word) => lower.includes(word)))
        facts.resolution = fact(sentence, block, offset, inComment);
      if (facts.worksWithout === null && reported.worksWithout !== null && sentence.includes(reported.worksWithout.slice(0, 60)))
        facts.worksWithout = fact(sentence, block, offset, inComment);
      if (mayTellInstalled(lower) && INSTALLED_WORDS.some((word) => lower.includes(word)) && !NOT_INSTALLED.some((word) => lower.includes(word))) {
        for (const [word, name] of PACKAGE_WORDS) {
          if (holdsWord(lower, [word]) && !facts.verified.some((item) => item.package === name))
            facts.verified.push({ package: name, fact: fact(sentence, block, offset, inComment) });
        }
      }
    }
  }
  if (facts.worksWithout === null && reported.worksWithout !== null) {
    const block = trusted.find((candidate) => candidate.text.includes(reported.worksWithout));
    if (block !== void 0) facts.worksWithout = fact(reported.worksWithout, block, 0);
  }
  return facts;
}

// src/core/comment/short.ts
var MAX_SHORT_ASKS = 3;
function connectorDisplayName(name) {
  if (name.includes("(") || name === "kv_transfer" || name === "KVConnectorFactory" || name === "KVConnectorBase_V1" || name === "") {
    return "vLLM's shared KV-transfer code";
  }
  return `${inlineCode(name, 60)}'s code`;
}
function whereRaised(file, line, releaseRef, fork = false) {
  if (file === null) return "";
  const path = vllmPathOf(file);
  if (path !== null && releaseRef !== null && !fork) return ` in ${sourceLink(releaseRef, path, line)}`;
  const whole = file.replaceAll("\\", "/");
  const shown = path ?? installedPackagePath(whole) ?? whole.split("/").slice(-4).join("/");
  const why = path === null ? "outside vLLM, not linked" : fork ? "the fork's file, not linked to vLLM's" : "your vLLM release is not known, not linked";
  return ` in ${inlineCode(shown, 160)} (${why})`;
}
function shortAsks(asks, lead, most = MAX_SHORT_ASKS) {
  const open = asks.filter((ask) => !ask.satisfied).slice(0, most);
  if (open.length === 0) return "";
  return `${lead}
${open.map((ask) => `- ${ask.text} ${ask.how}`).join("\n")}`;
}
var STAGE_WORDS2 = {
  "start-up": "start-up",
  registration: "the registration of the KV caches (start-up)",
  handshake: "the handshake with the other instance",
  transfer: "a KV transfer",
  save: "the saving of KV caches (a KV transfer)",
  load: "the loading of KV caches (a KV transfer)",
  scheduling: "scheduling (inside the scheduler step)"
};
function framesFact(owner, releaseRef) {
  const fn = owner.frame?.function;
  const where = owner.frame === null ? "" : whereRaised(owner.frame.file, owner.frame.line, releaseRef, owner.kind === "fork");
  const failing = fn === null || fn === void 0 ? "" : ` ${inlineCode(fn, 80)}`;
  const other = owner.otherCaller;
  const caller = owner.vllmCaller !== null && owner.vllmConnector !== null ? `, called from vLLM's ${inlineCode(owner.vllmConnector, 60)}${owner.vllmCaller.function === null ? "" : ` in ${inlineCode(owner.vllmCaller.function, 80)}`}` : other !== null ? `, called from ${ownerWords(other)}${other.frame.function === null ? "" : ` in ${inlineCode(other.frame.function, 80)}`}` : "";
  const stage = owner.stage === null ? "" : `, during ${STAGE_WORDS2[owner.stage]}`;
  const code = owner.frame?.code?.trim() ?? "";
  const partial = /[-+*/%=<>&|^,([{\\]$/.test(code) || /\b(?:and|or|not|in)$/.test(code) || /^[)\]}]/.test(code);
  const line = code === "" || partial || code.startsWith("raise") || code.length > 120 ? "" : `, on the line ${inlineCode(code, 120)}`;
  const whose = owner.kind === "vllm" && owner.vllmConnector !== null ? `vLLM's ${inlineCode(owner.vllmConnector, 60)} code` : ownerWords(owner);
  return `${whose}${failing}${where}${line}${caller}${stage}`;
}
function renderUncuratedShort(connector, exception, innermost, releaseRef, asks, extra = {}) {
  const requests = shortAsks(asks, "**What would help the maintainers of that code:**");
  const owner = extra.owner;
  const raisedIn = owner === void 0 || owner.frame === null ? `${connectorDisplayName(connector)}${innermost === null ? "" : whereRaised(innermost.file, innermost.line, releaseRef)}` : framesFact(owner, releaseRef);
  const message = exception.message.split("\n")[0] ?? "";
  const shown = inlineCode(message === "" ? exception.type : `${exception.type}: ${message}`, 200);
  const nearby = extra.nearby;
  const noConnector = nearby !== void 0 && owner?.vllmConnector == null ? " No vLLM connector's code is in its frames." : "";
  const seen = nearby === void 0 ? "" : nearby.cleanup && nearby.missingAttribute && nearby.after ? (
    // Python's `Exception ignored in … __del__` reports after the error: objects cleaned up half made.
    ` The tracebacks after it are Python's reports of errors while cleaning up objects (\`__del__\`) in ${OWNER_WORDS[nearby.kind]}; an \`AttributeError\` for an attribute the object never got fits an object whose set-up stopped at this error, so they are most likely a consequence of it, not a second failure.`
  ) : ` The thread's other tracebacks run through ${OWNER_WORDS[nearby.kind]}${nearby.frame.function === null ? "" : ` (${inlineCode(nearby.frame.function, 80)})`}.`;
  const logged = extra.loggedBelowError;
  const at = logged?.logFile == null ? "" : ` (${inlineCode(logged.logLine === null ? logged.logFile : `${logged.logFile}:${logged.logLine}`, 80)})`;
  const caught = logged === void 0 ? "" : ` vLLM caught it and logged it at ${logged.level}${at}.`;
  const pinned = /pin_memory\s?=\s?True/.test(owner?.frame?.code ?? "") && message.startsWith("CUDA error") ? " That line allocates page-locked (pinned) host memory: the CUDA error comes from that host allocation, not from GPU memory." : "";
  const when = extra.titleCondition === void 0 ? "" : ` The title says when: ${inlineCode(extra.titleCondition, 80)}.`;
  const lines = [
    `**vllm-triage:** ${shown} was raised in ${raisedIn}.${when}${pinned}${noConnector}${seen}${caught} It is not one of the connector errors vllm-triage can explain yet.`
  ];
  if (extra.says !== void 0 && extra.says !== "") lines.push(extra.says);
  const bundled = extra.bundledBy;
  const vllmAsked = asks.some((ask) => ask.id === "vllm-version");
  if (bundled !== void 0 && vllmAsked)
    lines.push(`Your vLLM is the one ${inlineCode(bundled.build, 60)} brings (in ${whereSaid(bundled)}): that build sets its version.`);
  if (requests !== "") lines.push(requests);
  return lines.join("\n\n");
}
function renderRoutedShort(connector, label, asks) {
  const to = connector === null ? "the KV-connector maintainers" : `the ${inlineCode(connector, 60)} maintainers`;
  const lines = [`**vllm-triage:** this issue was routed to ${to} (label ${inlineCode(label, 50)}). No known connector error is recognised in it yet.`];
  const requests = shortAsks(asks, "**To help them, please add:**", asks.length);
  lines.push(requests === "" ? "Everything they usually need first is already here." : requests);
  return lines.join("\n\n");
}

// src/core/comment/thread-line.ts
function quote(fact2) {
  return `${inlineCode(clipQuote(fact2.text, 160), 160)} (in ${whereSaid(fact2)})`;
}
function renderThreadSays(says, connector, curated = true) {
  if (says === null) return "";
  switch (says.kind) {
    case "resolved": {
      const found = /\bwork ?around/i.test(says.fact.text) ? "a workaround" : "the cause";
      return curated ? `**This thread already found ${found}:** ${quote(says.fact)}. That fits this error, so nothing more is asked here.` : `**This thread already found ${found}:** ${quote(says.fact)}. Nothing more is asked here.`;
    }
    case "stated-cause":
      return curated ? `**Your diagnosis:** ${quote(says.fact)}. Nothing more is asked here; the details below add what vLLM's source says.` : `**Your diagnosis:** ${quote(says.fact)}. Nothing more is asked here.`;
    case "works-without":
      return `**You already found** that the failure goes away without ${inlineCode(connector, 60)}: ${quote(says.fact)}. That points at the connector${curated ? ", and the steps below leave that check out" : ""}.`;
    case "tried":
      return `**You found:** ${quote(says.fact)}.`;
    case "message-fix":
      return `**The error message names its own fix:** set ${inlineCode(says.setting, 130)}, as it says, and start again. Nothing more is asked here unless it still fails with that set.`;
    case "verified":
      return `**You verified that ${inlineCode(says.package, 20)} is installed:** ${quote(says.fact)}. Installing it again is not suggested here.`;
  }
}
function renderContradiction(contradiction) {
  if (contradiction === void 0) return "";
  const at = contradiction.abortedAt === null ? "" : ` at ${contradiction.abortedAt}`;
  const error = contradiction.errorAt === null ? "before the error" : `before the error at ${contradiction.errorAt}`;
  return `**This does not fit the known cause:** your log shows request ${inlineCode(contradiction.requestId, 120)} aborted${at}, ${error}. ${contradiction.text.trim()} Check ${contradiction.check.trim()}`;
}

// src/core/comment/asks.ts
var MAX_ASKS_ON_SCREEN = 5;
function renderAsks(asks) {
  const open = asks.filter((ask) => !ask.satisfied);
  if (open.length === 0) return "";
  const shown = open.slice(0, MAX_ASKS_ON_SCREEN);
  const items = shown.map((ask) => `- ${ask.text}`);
  if (open.length > MAX_ASKS_ON_SCREEN) items.push(`- \u2026 and ${open.length - MAX_ASKS_ON_SCREEN} more, in the details below.`);
  const have = asks.length - open.length;
  const already = have === 0 ? "" : ` (${have} more ${have === 1 ? "is" : "are"} already here)`;
  const how = folded("How to get each", shown.map((ask) => `- **${ask.text}** ${ask.how}`).join("\n"));
  return `**Please add**${already}; a reply is enough, this comment updates itself:
${items.join("\n")}

${how}`;
}
function renderSatisfiedAsks(asks) {
  const parts = [];
  const later = asks.filter((ask) => !ask.satisfied).slice(MAX_ASKS_ON_SCREEN);
  if (later.length > 0) parts.push(`**Also useful:**
${later.map((ask) => `- ${ask.text} ${ask.how}`).join("\n")}`);
  const done = asks.filter((ask) => ask.satisfied);
  if (done.length > 0)
    parts.push(`**Already in this thread:**
${done.map((ask) => `- \u2713 ${ask.text} \u2014 ${ask.satisfiedBy ?? "found in this thread"}.`).join("\n")}`);
  return parts.join("\n\n");
}

// src/core/plan/request-index.ts
function clientIdOf(engineId) {
  const dash = engineId.length - 9;
  if (dash <= 0 || engineId[dash] !== "-") return null;
  return /^[A-Za-z0-9]{8}$/.test(engineId.slice(dash + 1)) ? engineId.slice(0, dash) : null;
}
function indexLifecycle(events) {
  const index = /* @__PURE__ */ new Map();
  for (const event of events) {
    if (event.kind === "crash" || event.requestId === "") continue;
    const list = index.get(event.requestId);
    if (list === void 0) index.set(event.requestId, [event]);
    else list.push(event);
  }
  return index;
}
function eventsOfRequest(index, requestId) {
  const own = index.get(requestId) ?? [];
  const client = clientIdOf(requestId);
  if (client === null) return own;
  const byClient = (index.get(client) ?? []).filter((event) => event.kind === "aborted");
  return byClient.length === 0 ? own : [...own, ...byClient];
}

// src/core/plan/whole-evidence.ts
function wholeTraceback(tracebacks) {
  return tracebacks.find((traceback) => traceback.exception !== null && traceback.frames.length > 0 && isEvidence(traceback.source)) ?? null;
}
function wherePasteStops(tracebacks) {
  const cut = tracebacks.find((traceback) => traceback.exception === null && traceback.frames.length > 0 && isEvidence(traceback.source));
  const last = cut?.frames.at(-1);
  if (cut === void 0 || last === void 0) return null;
  const file = last.file.replaceAll("\\", "/").split("/").slice(-3).join("/");
  const fn = last.function === null ? "" : ` (${inlineCode(last.function, 80)})`;
  return `The traceback you pasted stops at the frame in ${inlineCode(file, 120)}${fn}, before its final exception line.`;
}
var NATIVE_LINES = [
  // UCX's and other native crash handlers: `[host:2231 :0:2290] Caught signal 11 (Segmentation fault: …)`.
  [/\bCaught signal \d{1,2} \(/, "a native crash (`Caught signal \u2026`)"],
  [/^={2,} backtrace \(tid:/, "a native backtrace"],
  // CANN and HCCL on Ascend: `[ERROR] HCCL(1234,python):…`, `EI0006: …`, `EE9999: Inner Error!`.
  [/^\[(?:ERROR|WARNING|INFO|EVENT)\] (?:HCCL|HCCP|ASCENDCL|RUNTIME|GE|DRV|TBE|APP)\(/, "CANN/HCCL"],
  [/^E[A-Z]\d{4}: /, "a CANN error code"]
];
function dialectName(module) {
  if (module === "ucx") return "UCX";
  if (module === "glog") return "glog (native library)";
  return "LMCache";
}
function libraryLogLines(lines, crashLine) {
  const kinds = /* @__PURE__ */ new Set();
  let first = null;
  let count = 0;
  for (const line of lines) {
    if (!isEvidence(line.source) || line.context !== void 0 || line.line === crashLine) continue;
    const native = line.logModule === void 0 ? NATIVE_LINES.find(([pattern]) => pattern.test(line.text.trimStart())) : void 0;
    if (line.logModule === void 0 && native === void 0) continue;
    kinds.add(line.logModule === void 0 ? native[1] : dialectName(line.logModule));
    count += 1;
    if (first === null || first.level !== "ERROR" && (line.level === "ERROR" || line.level === "CRITICAL")) first = line;
  }
  if (first === null) return null;
  const from = [...kinds].slice(0, 3).join(", ");
  return `${count} line${count === 1 ? "" : "s"} from ${from}, e.g. ${inlineCode(first.text.trim(), 120)}`;
}
var IMPORT_FAILURE = /^(?:[\w.]{1,80}\.)?(?:ImportError|ModuleNotFoundError): \S/;
function importFailure(tracebacks, lines) {
  for (const traceback of tracebacks) {
    const exception = traceback.exception;
    if (exception === null || !isEvidence(traceback.source) || !/(?:ImportError|ModuleNotFoundError)$/.test(exception.type)) continue;
    return `the import fails with ${inlineCode(`${exception.type}: ${exception.message.split("\n")[0] ?? ""}`, 140)}`;
  }
  const line = lines.find((candidate) => isEvidence(candidate.source) && candidate.context === void 0 && IMPORT_FAILURE.test(candidate.text.trim()));
  return line === void 0 ? null : `the import fails with ${inlineCode(line.text.trim(), 140)}`;
}

// src/core/plan/asks.ts
function summariseThread(context) {
  let mostPreemptions = 0;
  for (const stats of context.signals.stats) mostPreemptions = Math.max(mostPreemptions, stats.preemptions);
  let debugLines = 0;
  for (const line of context.lines) if (line.level === "DEBUG") debugLines += 1;
  let aborts = 0;
  for (const event of context.signals.lifecycle) if (event.kind === "aborted") aborts += 1;
  const framed = context.tracebacks.find((candidate) => candidate.frames.length > 0 && candidate.exception !== null && !candidate.truncated);
  return {
    lifecycle: indexLifecycle(context.signals.lifecycle),
    mostPreemptions,
    debugLines,
    aborts,
    framesShown: framed === void 0 ? null : framed.frames.length
  };
}
var VLLM_VERSION_ASK = {
  id: "vllm-version",
  text: "The vLLM version.",
  how: "Run `python collect_env.py` (or `pip show vllm`) and paste the output.",
  satisfied_by: [{ kind: "vllm-version" }]
};
var KV_TRANSFER_CONFIG_ASK = {
  id: "kv-transfer-config",
  text: "The `kv_transfer_config` the server runs with.",
  how: "Paste the `--kv-transfer-config` argument (or the `kv_transfer_config` line of the startup log).",
  satisfied_by: [{ kind: "kv-transfer-config" }]
};
var DEFAULT_ASKS = [
  {
    id: "full-traceback",
    text: "The full traceback of the crash, from the first `Traceback (most recent call last):` line to the final exception line.",
    how: "Copy it from the server log (the `EngineCore` process) into a fenced code block.",
    satisfied_by: [{ kind: "traceback" }]
  },
  VLLM_VERSION_ASK,
  KV_TRANSFER_CONFIG_ASK
];
function bundledVllmWords(bundled) {
  return `the vLLM that ${inlineCode(bundled.build, 60)} brings (in ${whereSaid(bundled)})`;
}
var MAX_CAPTURE_LENGTH = 120;
function fillPlaceholders(template, captures) {
  if (!template.includes("{")) return template;
  let out = "";
  let inCode = false;
  let copied = 0;
  for (let index = 0; index < template.length; index += 1) {
    const code = template.charCodeAt(index);
    if (code === 96) inCode = !inCode;
    if (code !== 123) continue;
    const close = template.indexOf("}", index);
    const name = close > index ? template.slice(index + 1, close) : "";
    if (!PLACEHOLDER_NAME.test(name)) continue;
    out += template.slice(copied, index);
    const value = Object.hasOwn(captures, name) ? captures[name] : null;
    if (inCode) {
      const plain = neutraliseQuotedText(cutText((value ?? name).replace(/[`\r\n]/g, ""), MAX_CAPTURE_LENGTH, ""));
      out += plain === "" ? name : plain;
    } else {
      out += value === null ? inlineCode(name) : inlineCode(value, MAX_CAPTURE_LENGTH);
    }
    index = close;
    copied = close + 1;
  }
  return out + template.slice(copied);
}
var PLACEHOLDER_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,40}$/;
function requestIdNote(engineId) {
  const client = clientIdOf(engineId);
  if (client !== null)
    return `That line logs the client's id, without the engine's suffix: for this log's crash, search for ${inlineCode(`Request ${cutText(client, MAX_CAPTURE_LENGTH, "")} aborted.`, MAX_CAPTURE_LENGTH + 20)}.`;
  return `This id has no \`-\` and 8-character suffix, so it is the client's id too: every one of these lines carries the error's id (${inlineCode(engineId, MAX_CAPTURE_LENGTH)} in this log).`;
}
function quoteOf(text) {
  return inlineCode(text, 120);
}
function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
function detect(detector, context, summary) {
  const { signals } = context;
  switch (detector.kind) {
    case "lifecycle": {
      const requestId = context.captures[detector.capture];
      if (requestId === void 0) return null;
      const events = eventsOfRequest(summary.lifecycle, requestId);
      return events.length === 0 ? null : `${plural(events.length, "lifecycle line")} for ${inlineCode(requestId, MAX_CAPTURE_LENGTH)}`;
    }
    case "stats": {
      if (signals.stats.length === 0) return null;
      return `${plural(signals.stats.length, "stats line")}, at most ${plural(summary.mostPreemptions, "preemption")} per interval`;
    }
    case "kv-transfer-config": {
      const described = context.facts?.configInWords;
      const named = signals.kvTransferConfigs.filter((candidate) => candidate.kvConnector !== null || candidate.kvRole !== null);
      const config = named.find((candidate) => candidate.kvConnector !== null) ?? named[0];
      if (config === void 0) return described == null ? null : `the configuration described in words (${quoteOf(described.text)})`;
      return config.kvConnector === null ? "a `kv_transfer_config`" : `a \`kv_transfer_config\` with ${inlineCode(config.kvConnector)}`;
    }
    case "vllm-version": {
      if (signals.vllmVersion !== null) return `vLLM ${inlineCode(signals.vllmVersion, 60)} (${signals.vllmVersionSource ?? "text"})`;
      const given = context.facts?.versions ?? [];
      if (given.length > 0) return `${given.map((item) => inlineCode(item.version, 60)).join(" and ")} in the thread's text`;
      const bundled = context.facts?.bundledBy;
      return bundled == null ? null : bundledVllmWords(bundled);
    }
    case "client-abort": {
      if (!signals.mentionsClientAbort) return null;
      const aborts = summary.aborts;
      return aborts > 0 ? plural(aborts, "abort line") : "the thread says whether clients cancel or time out";
    }
    case "package-version": {
      const wanted = detector.package.toLowerCase().replace(/_/g, "-");
      const name = Object.keys(signals.connectorPackageVersions).find((candidate) => candidate === wanted || candidate.startsWith(`${wanted}-`));
      const stated = context.facts?.packageVersions.find((item) => wanted === item.package || wanted.startsWith(`${item.package}-`));
      if (name === void 0 && stated !== void 0) return `the ${inlineCode(stated.package)} version given in the thread (${quoteOf(stated.fact.text)})`;
      return name === void 0 ? null : `${inlineCode(name)} ${inlineCode(signals.connectorPackageVersions[name] ?? "", 60)}`;
    }
    case "debug-logs": {
      const count = summary.debugLines;
      return count === 0 ? null : `${plural(count, "DEBUG log line")}`;
    }
    case "traceback": {
      const whole = wholeTraceback(context.tracebacks);
      if (whole === null) return null;
      const frames = plural(whole.frames.length, "frame");
      return whole.truncated ? `the final exception and the ${frames} before it` : `a traceback with ${frames}`;
    }
    case "library-log":
      return libraryLogLines(context.lines, context.crashLine);
    case "import-error":
      return importFailure(context.tracebacks, context.lines);
  }
}
function evaluateAsks(asks, context) {
  const summary = context.summary ?? summariseThread(context);
  return asks.map((ask) => {
    let satisfiedBy = null;
    for (const detector of ask.satisfied_by) {
      satisfiedBy = detect(detector, context, summary);
      if (satisfiedBy !== null) break;
    }
    const lifecycle = ask.satisfied_by.find((detector) => detector.kind === "lifecycle");
    const stops = satisfiedBy === null && ask.satisfied_by.some((detector) => detector.kind === "traceback") ? wherePasteStops(context.tracebacks) : null;
    const requestId = lifecycle?.kind === "lifecycle" ? context.captures[lifecycle.capture] : void 0;
    const rocm = ask.how_on_rocm === void 0 || context.facts?.platform === "nvidia" ? "" : ` ${ask.how_on_rocm}`;
    return {
      id: ask.id,
      text: fillPlaceholders(ask.text, context.captures),
      how: `${fillPlaceholders(ask.how, context.captures)}${rocm}${requestId === void 0 ? "" : ` ${requestIdNote(requestId)}`}${stops === null ? "" : ` ${stops}`}`,
      satisfied: satisfiedBy !== null,
      satisfiedBy
    };
  });
}

// src/core/comment/entry-at-build.ts
function holds(claim, range) {
  const since = claim.since_pr === void 0 ? "yes" : containsPr(range, claim.since_pr);
  const until = claim.until_pr === void 0 ? "no" : containsPr(range, claim.until_pr);
  if (since === "no" || until === "yes") return "no";
  return since === "yes" && until === "no" ? "yes" : "unknown";
}
function firstReleaseWith(pr) {
  const at = prPosition(pr);
  if (at === null) return null;
  const after = HISTORY.releases.filter((release) => release.name !== PIN_RELEASE && release.patch_of === void 0 && release.lo >= at);
  return after.sort((a, b) => a.lo - b.lo)[0]?.name ?? null;
}
function prWords(pr, side) {
  const first = firstReleaseWith(pr);
  if (first === null) return `PR #${pr}`;
  return side === "since" ? `PR #${pr} (${first} and later)` : `PR #${pr} (releases before ${first})`;
}
function buildsWords(claim) {
  const parts = [
    ...claim.since_pr === void 0 ? [] : [`that contain ${prWords(claim.since_pr, "since")}`],
    ...claim.until_pr === void 0 ? [] : [`without ${prWords(claim.until_pr, "until")}`]
  ];
  return `In builds ${parts.join(" and ")}`;
}
function pinRange() {
  const pin = HISTORY.releases.find((release) => release.name === PIN_RELEASE);
  return pin === void 0 ? null : { lo: pin.lo, hi: pin.hi, label: "the pin", evidence: "the commit the catalog was read at", exact: true };
}
function verdictFor(claim, range) {
  if (claim.since_pr === void 0 && claim.until_pr === void 0) return { keep: true, note: "" };
  const answer = holds(claim, range ?? pinRange());
  if (answer === "no" || range === null && answer !== "yes") return { keep: false };
  return { keep: true, note: answer === "yes" && range !== null ? "" : `${buildsWords(claim)}: ` };
}
function claimAt(claim, range) {
  if (typeof claim === "string") return claim;
  const verdict = verdictFor(claim, range);
  if (!verdict.keep) return null;
  if (verdict.note === "") return claim;
  const text = claim.text.trim();
  const lead = /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() : text.charAt(0);
  return { ...claim, text: `${verdict.note}${lead}${text.slice(1)}` };
}
var present = (item) => item !== null;
function hadOlderHome(entry, since) {
  const arrived = prPosition(since);
  if (arrived === null) return true;
  return entry.signatures.some((signature) => signature.ref !== void 0 && (commitPosition(signature.ref) ?? arrived) < arrived);
}
function predatesEntryCode(entry, range) {
  if (range === null) return false;
  const templates = entry.signatures.flatMap((signature) => signature.template === void 0 ? [] : [signature.template]);
  const known = templates.map((template) => releasesWithMessage(template)).filter((found) => found !== null);
  const since = entry.source.line > 0 ? entry.source.path_since_pr : void 0;
  const beforeFile = since !== void 0 && containsPr(range, since) === "no";
  if (known.length === 0) return beforeFile && !hadOlderHome(entry, since);
  const inRange = releasesIn(range.lo, range.hi);
  if (inRange.some((release) => known.some((found) => found.has(release)))) return false;
  if (!beforeFile) return true;
  const first = Math.min(...known.flatMap((found) => [...found]));
  return inRange.every((release) => release > first) || !hadOlderHome(entry, since);
}
function entryAtBuild(entry, dated, wholeMessage = true) {
  const range = wholeMessage && predatesEntryCode(entry, dated) ? null : dated;
  const explanation = typeof entry.explanation === "string" ? entry.explanation : entry.explanation.map((claim) => claimAt(claim, range)).filter(present);
  return {
    ...entry,
    explanation,
    triggers: entry.triggers.map((claim) => claimAt(claim, range)).filter(present),
    workarounds: entry.workarounds.map((item) => claimAt(item, range)).filter(present)
  };
}

// src/core/match/reproductions.ts
var REQUEST_ID_CAPTURES = ["req_id", "request_id", "req_meta.req_id", "requestId"];
var isRequestIdCapture = (name) => name.includes("req");
function isPlaceholderId(id) {
  const lower = id.toLowerCase();
  if (lower.endsWith("xxx") || lower.endsWith("...") || lower.endsWith("\u2026")) return true;
  return lower.endsWith(">") && lower.lastIndexOf("<") >= Math.max(0, lower.length - 42);
}
function requestIdOfCaptures(captures) {
  let found = null;
  for (const name of REQUEST_ID_CAPTURES) {
    const value = captures[name];
    if (value !== void 0 && value !== "") {
      found = value;
      break;
    }
  }
  if (found === null) {
    const key = Object.keys(captures).find(isRequestIdCapture);
    found = key === void 0 ? null : captures[key] ?? null;
  }
  return found === null || isPlaceholderId(found) ? null : found;
}
function errorKey(match) {
  const rest = Object.keys(match.captures).filter((name) => !isRequestIdCapture(name)).sort().map((name) => `${name}=${match.captures[name] ?? ""}`);
  return `${match.id}\0${rest.join("")}`;
}
var MAX_EARLIER = 5;
function foldReproductions(matches) {
  const groups = /* @__PURE__ */ new Map();
  const order = [];
  for (const match of matches) {
    const requestId = requestIdOfCaptures(match.captures);
    const withId = requestId === null ? match : { ...match, requestId };
    const key = requestId === null ? null : errorKey(match);
    const group = key === null ? void 0 : groups.get(key);
    if (group !== void 0) {
      group.push(withId);
      continue;
    }
    const fresh = [withId];
    if (key !== null) groups.set(key, fresh);
    order.push(fresh);
  }
  return order.map((group) => {
    const newest = group[group.length - 1];
    if (group.length === 1) return newest;
    const earlier = group.slice(0, -1).slice(-MAX_EARLIER).map((match) => ({ requestId: match.requestId ?? null, evidence: match.evidence }));
    return { ...newest, earlier };
  });
}

// src/core/catalog/claims.ts
function claimText(claim) {
  return typeof claim === "string" ? claim : claim.text;
}
function explanationText(entry) {
  const { explanation } = entry;
  return typeof explanation === "string" ? explanation : explanation.map((paragraph) => paragraph.text.trim()).join("\n\n");
}
function hasPlatformClaims(entry) {
  const isPlatformClaim = (claim) => typeof claim !== "string" && claim.platform !== void 0;
  return typeof entry.explanation !== "string" && entry.explanation.some(isPlatformClaim) || entry.triggers.some(isPlatformClaim);
}
function entriesForPlatform(entries, platform) {
  if (platform !== "nvidia" || !entries.some(hasPlatformClaims)) return entries;
  const keep = (claim) => typeof claim === "string" || claim.platform === void 0;
  return entries.map(
    (entry) => hasPlatformClaims(entry) ? {
      ...entry,
      explanation: typeof entry.explanation === "string" ? entry.explanation : entry.explanation.filter(keep),
      triggers: entry.triggers.filter(keep)
    } : entry
  );
}
function rangeLead(claim) {
  if (typeof claim === "string" || claim.since_pr === void 0 && claim.until_pr === void 0) return "";
  const parts = [
    ...claim.since_pr === void 0 ? [] : [`that contain PR #${claim.since_pr}`],
    ...claim.until_pr === void 0 ? [] : [`without PR #${claim.until_pr}`]
  ];
  return `_In builds ${parts.join(" and ")}:_ `;
}

// src/core/comment/entry.ts
function requestIdOf(match) {
  return match.requestId ?? requestIdOfCaptures(match.captures);
}
function confidenceWords(match, entry, titleOnly = true) {
  if (titleOnly !== false && match.evidence.line === 0 && match.evidence.kind === "error-line")
    return titleOnly === "log-cut" ? "it appears only in the title: the exception line is not in the pasted log, so this is a likely match until the traceback is posted" : "it appears only in the title, so this is a likely match until the log is posted as text";
  switch (match.confidence) {
    case "exact":
      if (entry !== void 0 && entry.source.line === 0) return "the exception and its code match the library's own error";
      if (entry?.source.ref !== void 0)
        return isMovingRef(entry.source.ref) ? `the whole message matches the message as reported from vLLM ${inlineCode(entry.source.ref, 40)} (it is not in the source vllm-triage pins)` : (
          // A fixed commit: code read there (older code gone at the pin, or newer code), not a report.
          `the whole message matches vLLM's source at commit ${inlineCode(entry.source.ref.slice(0, 10))} (not in the source vllm-triage pins)`
        );
      return "the whole message matches vLLM's source";
    case "frame":
      return "only the exception type and the raising line match";
    case "connector-file":
      return "only a frame in the connector's code matches";
  }
}
function sentenceEnds(text) {
  const ends = [];
  let inCode = false;
  for (let index = 0; index < text.length - 2; index += 1) {
    const char = text[index];
    if (char === "`") inCode = !inCode;
    else if (!inCode && char === "." && text[index + 1] === " " && /[A-Z]/.test(text[index + 2])) ends.push(index + 1);
  }
  return ends;
}
function linkVllmReferences(text, selfIssue = null) {
  let out = "";
  let inCode = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === "`") inCode = !inCode;
    const before = text[index - 1];
    if (!inCode && char === "#" && (before === void 0 || !/[\w&/[]/.test(before))) {
      const digits = /^\d{1,7}/.exec(text.slice(index + 1, index + 8));
      if (digits !== null && !/\w/.test(text[index + 1 + digits[0].length] ?? "")) {
        const kind = /\bPRs? $/i.test(text.slice(Math.max(0, index - 4), index)) ? "pull" : "issues";
        if (kind === "issues" && Number(digits[0]) === selfIssue) {
          const named = /\b([Ii])ssue $/.exec(out.slice(-6));
          out = named === null ? `${out}this issue` : `${out.slice(0, -6)}${named[1] === "I" ? "This" : "this"} issue`;
        } else out += vllmThreadLink(kind, Number(digits[0]));
        index += digits[0].length;
        continue;
      }
    }
    out += char;
  }
  return out;
}
function renderEntryHeadline(entry, match, selfIssue = null, titleOnly = true, raisedIn) {
  const requestId = requestIdOf(match);
  const forRequest = requestId === null ? "" : `, request ${inlineCode(requestId)}`;
  const what = match.evidence.level === void 0 ? "a known error" : `a known ${match.evidence.level === "INFO" || match.evidence.level === "DEBUG" ? "log message" : "warning"} (logged at ${match.evidence.level})`;
  const whose = raisedIn !== void 0 ? `raised in ${raisedIn}` : entry.raised_by === void 0 ? inlineCode(entry.connector) : `raised by ${entry.raised_by}`;
  return `**vllm-triage recognised ${what}: ${linkVllmReferences(entry.title, selfIssue)}** (${whose}${forRequest}) \u2014 ${confidenceWords(match, entry, titleOnly)}.`;
}
function fixSentence(pr, release, version) {
  const byPr = pr === void 0 ? "" : ` by ${vllmThreadLink("pull", pr)}`;
  if (release === void 0) return pr === void 0 ? "" : `Fixed${byPr}; the first release with it is not determined.`;
  const fixedIn = `Fixed${byPr} in ${inlineCode(release.startsWith("v") ? release : `v${release}`)}`;
  switch (isFixed(version, release)) {
    case "yes":
      return `${fixedIn}: your version ${inlineCode(version ?? "")} already contains the fix.`;
    case "no":
      return `${fixedIn}: your version ${inlineCode(version ?? "")} does not have it yet.`;
    case "unknown":
      return version === null ? `${fixedIn}.` : `${fixedIn}: whether your build ${inlineCode(version)} has it depends on when it was cut.`;
  }
}
var ON_SCREEN_ACTION = 240;
function actionLead(text) {
  if (text.length <= ON_SCREEN_ACTION) return { lead: text, cut: false };
  const ends = sentenceEnds(text);
  const fits = ends.filter((end2) => end2 <= ON_SCREEN_ACTION);
  const end = fits.at(-1) ?? ends[0];
  if (end === void 0 || end >= text.length - 1) return { lead: text, cut: false };
  return { lead: text.slice(0, end), cut: true };
}
function renderWorkaround(workaround, position, version, brief = false, selfIssue = null) {
  const fix = fixSentence(workaround.fixed_by_pr, workaround.fixed_in_release, version);
  const whole = workaround.text.trim();
  const { lead, cut } = brief ? actionLead(whole) : { lead: whole, cut: false };
  return `${position}. ${linkVllmReferences(lead, selfIssue)}${cut ? " _(more below)_" : ""}${fix === "" ? "" : ` ${fix}`}`;
}
function numberedAsWritten(rows) {
  const first = Number(/^(\d{1,3})\. /.exec(rows[0] ?? "")?.[1] ?? "1");
  const counted = rows.every((row, index) => row.startsWith(`${first + index}. `));
  return counted ? rows : rows.map((row) => row.replace(/^(\d{1,3})\. /, "- **$1.** "));
}
var MAX_ACTIONS = 3;
function followsOnly(text, selfIssue) {
  return selfIssue !== null && new RegExp(`^\\s*(?:Follow|Watch|Subscribe to|See) #${selfIssue}\\b`).test(text);
}
function onIssue(item, selfIssue) {
  if (selfIssue === null || !followsOnly(item.text, selfIssue)) return item;
  const rest = item.text.replace(/^\s*[^.]{0,120}\.\s*/, "").trim();
  return rest === "" ? null : { ...item, text: rest };
}
var NOTHING_DONE = { worksWithout: false, installed: [] };
var CODE_SPAN = /\x60([^\x60\n]{1,120})\x60/g;
function codeSpans(text) {
  return [...text.matchAll(CODE_SPAN)].slice(0, 40).map((match) => match[1] ?? "");
}
function answeredBy(item, answer) {
  if (answer === void 0) return false;
  if (item.investigates === true) return true;
  const named = new Set(codeSpans(answer));
  return codeSpans(item.text).some((span) => named.has(span));
}
function openWorkarounds(entry, done) {
  return entry.workarounds.map((item) => onIssue(item, done.selfIssue ?? null)).filter(
    (item) => item !== null && !(done.worksWithout && item.confirms_cause === true) && !(item.installs !== void 0 && done.installed.includes(item.installs)) && !answeredBy(item, done.answer) && !(done.versionWorks === true && item.pins_versions === true)
  );
}
function firstActions(open, most = MAX_ACTIONS) {
  return open.filter((item) => item.last_resort !== true).slice(0, Math.min(MAX_ACTIONS, most));
}
function splitWorkarounds(entry, done = NOTHING_DONE) {
  const open = openWorkarounds(entry, done);
  const actions = firstActions(open, done.most);
  return { actions, rest: open.filter((item) => !actions.includes(item)) };
}
function renderEntryEssentials(entry, match, version, logShows = "", done = NOTHING_DONE, threadSays = "") {
  const titleOnly = done.logCut === true ? "log-cut" : done.titleOnly ?? true;
  const parts = [renderEntryHeadline(entry, match, done.selfIssue ?? null, titleOnly, done.raisedIn)];
  if (threadSays !== "") parts.push(threadSays);
  if (logShows !== "") parts.push(logShows);
  const { actions } = splitWorkarounds(entry, done);
  if (actions.length > 0) {
    const lead = done.most === 1 ? "**One more thing:**" : version === null ? "**What you can do, in order:**" : `**What you can do on ${inlineCode(version, 60)}, in order:**`;
    parts.push(`${lead}
${actions.map((item, index) => renderWorkaround(item, index + 1, version, true, done.selfIssue ?? null)).join("\n")}`);
  }
  const fix = entry.fixed_in === void 0 ? "" : fixSentence(entry.fixed_in.pr, entry.fixed_in.release, version);
  if (fix !== "") parts.push(`**Upstream fix:** ${fix}`);
  return parts.join("\n\n");
}
function renderEntryDetails(entry, version, issueNumber = null, done = NOTHING_DONE, releaseRef = null, reporterFrame = null) {
  const parts = [`**What it means:** ${linkVllmReferences(explanationText(entry).trim(), issueNumber)}`];
  const open = openWorkarounds(entry, { ...done, selfIssue: issueNumber });
  const onScreen = firstActions(open, done.most);
  const three = firstActions(open);
  const all = [...three, ...open.filter((item) => !three.includes(item))];
  const moreActions = all.filter((item) => !onScreen.includes(item));
  const rows = numberedAsWritten(
    all.map(
      (item, index) => onScreen.includes(item) && !actionLead(item.text.trim()).cut ? "" : renderWorkaround(item, index + 1, version, false, issueNumber)
    ).filter((row) => row !== "")
  );
  if (rows.length > 0) {
    const risk = moreActions.some((item) => item.last_resort === true) ? " (a last resort has a risk: read it before you patch)" : "";
    parts.push(`**What you can do, in full**${risk}:
${rows.join("\n")}`);
  }
  if (entry.triggers.length > 0)
    parts.push(`**When it happens:**
${entry.triggers.map((trigger) => `- ${linkVllmReferences(claimText(trigger).trim(), issueNumber)}`).join("\n")}`);
  parts.push(sourceWhere(entry, issueNumber, releaseRef, reporterFrame, done.calledBy));
  const related = [
    // The issue never cites itself.
    ...(entry.related?.issues ?? []).filter((number) => number !== issueNumber).map((number) => vllmThreadLink("issues", number)),
    ...(entry.related?.prs ?? []).map((number) => vllmThreadLink("pull", number))
  ];
  if (related.length > 0) parts.push(`Related: ${related.join(", ")}.`);
  return parts.join("\n\n");
}
function sourceWhere(entry, issueNumber, releaseRef, reporterFrame, lookalike) {
  const { commit } = entry.source;
  const linkRef = entry.source.ref ?? commit;
  const line = entry.source.line > 0 ? entry.source.line : null;
  if (line === null && lookalike !== void 0)
    return `Not a vLLM raise site, and no vLLM code called it here: the calling frames are ${lookalike}. No vLLM file is linked.`;
  const at = entry.source.ref === void 0 ? `vLLM commit ${inlineCode(commit.slice(0, 10))}` : `vLLM ${inlineCode(linkRef)}`;
  let where = line === null ? `vLLM's side of it: ${inlineCode(entry.source.function)} in ${sourceLink(linkRef, entry.source.path, null)} (${at}).` : `Raised in ${inlineCode(entry.source.function)} at ${sourceLink(linkRef, entry.source.path, line)} (${at}).`;
  if (entry.source.note !== void 0 && entry.source.note.trim() !== "") where += ` ${linkVllmReferences(entry.source.note.trim(), issueNumber)}`;
  const since = entry.source.path_since_pr;
  const olderLayout = reporterFrame !== null && since !== void 0 && line !== null && reporterFrame.path !== entry.source.path;
  if (olderLayout) {
    const at2 = reporterFrame.line === null ? "" : ` line ${reporterFrame.line}`;
    where += ` Your traceback raises it from ${inlineCode(reporterFrame.path, 160)}${at2}: a build from before ${vllmThreadLink("pull", since)}, which created the file linked here.`;
  } else if (releaseRef !== null && entry.source.ref === void 0) {
    where += since === void 0 ? ` The same file in your release: ${sourceLink(releaseRef, entry.source.path, null)}.` : ` This file exists since ${vllmThreadLink("pull", since)}; a release without that pull request has this code elsewhere or not at all.`;
  }
  return where;
}

// src/core/comment/version-line.ts
function buildWords(version) {
  const parsed = parseVersion(version);
  const commit = parsed === null ? null : buildCommit(parsed.local);
  return commit === null ? null : `a development build of commit ${inlineCode(commit.slice(0, 12))}`;
}
function plainEvidence(evidence) {
  return evidence.replace(/[^\w .:+()/,;-]/g, "").slice(0, 240);
}
function renderVersionLine(signals, unknown) {
  const { vllmVersion: version, build } = signals;
  const sides = signals.vllmVersions ?? [];
  let line = sides.length >= 2 ? `vLLM versions: ${sides.map((item) => `${item.side} ${inlineCode(item.version, 60)}`).join(", ")}: the sides run different versions.` : version === null ? `vLLM version: ${unknown}.` : `vLLM version: ${inlineCode(version, 60)} (from ${signals.vllmVersionSource ?? "the text"}).`;
  const commit = version === null || sides.length >= 2 ? null : buildWords(version);
  if (commit !== null) line += ` It is ${commit}.`;
  if (build !== void 0 && build !== null) {
    line += ` Dated to ${inlineCode(build.label, 80)}, from ${plainEvidence(build.evidence)}.`;
  } else if (commit !== null) {
    line += " That commit is not in the history this bot ships, so what it contains is not determined here.";
  }
  return line;
}

// src/core/comment/details.ts
var MAX_FRAMES = 12;
var NOT_A_CONNECTOR = /* @__PURE__ */ new Set(["product-word", "repository", "running-log", "library-code"]);
var DYNAMO_IGNORED = /* @__PURE__ */ new Set([...NOT_A_CONNECTOR, "known-error"]);
function renderFrames(traceback, ref) {
  if (traceback === void 0) return "";
  const frames = traceback.frames.filter((frame) => frame.line !== null && vllmPathOf(frame.file) !== null).slice(-MAX_FRAMES);
  if (frames.length === 0) return "";
  const rows = frames.map((frame) => {
    const path = vllmPathOf(frame.file);
    const fn = frame.function === null ? "" : ` in ${inlineCode(frame.function)}`;
    return ref === null ? `- ${inlineCode(`${path}:${frame.line ?? ""}`, 220)}${fn}` : `- ${sourceLink(ref, path, frame.line)}${fn}`;
  });
  const lead = ref === null ? "Frames of the traceback in vLLM (innermost last; not linked, as your vLLM release is not known):" : "Frames of the traceback in vLLM (innermost last):";
  return `${lead}
${rows.join("\n")}`;
}
function renderDetails(context, primary, parts) {
  const { entry, done, satisfied, releaseRef } = parts;
  const version = context.signals.vllmVersion;
  const traceback = primary.evidence.kind === "traceback" ? context.tracebacks?.[primary.evidence.index] : void 0;
  const frames = renderFrames(traceback, releaseRef);
  const sections = [];
  const innermost = traceback?.frames.at(-1);
  const innermostPath = innermost === void 0 ? null : vllmPathOf(innermost.file);
  const reporterFrame = innermostPath === null || innermost === void 0 ? null : { path: innermostPath, line: innermost.line };
  if (entry !== void 0) sections.push(renderEntryDetails(entry, version, context.issueNumber ?? null, done, releaseRef, reporterFrame));
  if (entry !== void 0) sections.push(renderExplainerLink(entry.id, context.docsBase ?? null));
  if (satisfied !== "") sections.push(satisfied);
  if (frames !== "") sections.push(frames);
  const ignored = context.raisedBy?.kind === "dynamo" ? DYNAMO_IGNORED : NOT_A_CONNECTOR;
  const connectors = context.connectors.filter((connector) => connector.evidence.some((item) => !ignored.has(item.kind))).map((connector) => inlineCode(connector.name));
  if (connectors.length > 0) sections.push(`Connectors seen in this issue: ${connectors.join(", ")}.`);
  const others = [...new Set((context.otherReports ?? []).map((report) => inlineCode(report.id)))];
  if (others.length > 0)
    sections.push(
      `Another user reports ${others.join(", ")} in a comment: that is context, not evidence about this report, and it changes nothing asked here.`
    );
  const bundled = context.bundledBy;
  const said = context.vllmVersionSaid;
  const unknown = said !== void 0 && bundled == null ? said : bundled == null ? "not found in this issue" : `not given as a number; it is ${bundledVllmWords(bundled)}`;
  const build = context.signals.build ?? null;
  const since = entry?.source.path_since_pr;
  const predates = entry !== void 0 && primary.confidence === "exact" && predatesEntryCode(entry, build) ? ` ${since === void 0 ? "That build has no code that raises this message" : `That build has no code that raises this message (the file linked here came with ${vllmThreadLink("pull", since)})`}: the version read is not the code that ran, so this comment describes the code the catalog was read at.` : "";
  sections.push(`${renderVersionLine(context.signals, unknown)}${predates}`);
  return folded("More about this error", sections.join("\n\n"));
}

// src/core/comment/fixes-in-version.ts
function listed(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}
var link = (fix) => vllmThreadLink("pull", fix.pr);
var withStatus = (fixes, status) => fixes.fixes.filter((fix) => fix.status === status);
function renderFixesInVersion(fixes, table) {
  if (fixes === null || fixes.fixes.length === 0 || !fixes.answered) return "";
  const version = fixes.version === null ? "your version" : `your ${inlineCode(fixes.version, 60)}`;
  const notes = (table?.version_notes ?? []).filter((note) => note.entry === fixes.entry);
  const noted = (fix) => notes.some((note) => note.pr === fix.pr && (fix.status === "contained" ? note.contained : note.missing) !== void 0);
  if (fixes.fromIndexOnly === true && !fixes.fixes.some(noted)) return "";
  const clauses = [];
  const contained = withStatus(fixes, "contained");
  if (contained.length > 0) {
    clauses.push(`${version} contains ${listed(contained.map(link))}`);
    for (const fix of contained) {
      for (const note of notes.filter((item) => item.pr === fix.pr && item.contained !== void 0))
        clauses.push(`since ${link(fix)}, ${note.contained?.text.trim() ?? ""}`);
    }
  }
  const later = withStatus(fixes, "not-contained");
  const plain = later.filter((fix) => !notes.some((note) => note.pr === fix.pr && note.missing !== void 0));
  if (plain.length > 0) clauses.push(`${listed(plain.map(link))} came later`);
  for (const fix of later.filter((item) => !plain.includes(item))) {
    for (const note of notes.filter((item) => item.pr === fix.pr && item.missing !== void 0))
      clauses.push(`${link(fix)} came later, and ${note.missing?.text.trim() ?? ""}`);
  }
  const open = withStatus(fixes, "not-determined");
  if (open.length > 0) {
    const whether = `whether ${clauses.length === 0 ? version : "it"} contains ${listed(open.map(link))} is not determined`;
    clauses.push(fixes.note === null ? whether : `${whether} (${fixes.note})`);
  }
  return `**Changes named here, at your version:** ${clauses.join("; ")}.`;
}
function missingSettings(workaround, fixes, table) {
  return withStatus(fixes, "not-contained").flatMap((fix) => {
    const record = table.pull_requests[String(fix.pr)];
    const names = record === void 0 || record.commit === null ? [] : (record.introduces?.names ?? []).filter((name) => workaround.text.includes(name));
    return names.length === 0 ? [] : [{ names, fix }];
  });
}
function entryAtVersion(entry, fixes, table) {
  if (fixes === null || table === void 0 || fixes.entry !== entry.id) return entry;
  const upgrade = upgradeWorkaround(entry);
  const version = fixes.version === null ? "your version" : `your ${inlineCode(fixes.version, 60)}`;
  const workarounds = entry.workarounds.flatMap((workaround) => {
    if (workaround === upgrade) {
      const named = new Set(pullRequestsOfWorkaround(entry, workaround));
      const checked = fixes.fixes;
      if (!checked.some((fix) => named.has(fix.pr)) || checked.some((fix) => fix.status === "not-determined")) return [workaround];
      const lacking = checked.filter((fix) => fix.status === "not-contained");
      if (lacking.length === 0) return [];
      const has = checked.filter((fix) => fix.status === "contained");
      const already = has.length === 0 ? "" : ` (it already has ${listed(has.map((fix) => `PR #${fix.pr}`))})`;
      const text = `Upgrade to a vLLM release that contains ${listed(lacking.map((fix) => `PR #${fix.pr}`))}, the changes named here that ${version} lacks${already}, and report the version you run.`;
      return [{ text, basis: workaround.basis ?? [] }];
    }
    const missing = missingSettings(workaround, fixes, table);
    if (missing.length === 0) return [workaround];
    const names = missing.flatMap((item) => item.names.map((name) => inlineCode(name)));
    const prs = missing.map((item) => `PR #${item.fix.pr}`);
    return [
      {
        text: `${listed(names)} came with ${listed(prs)}, which ${version} does not contain: the advice to set it applies only after an upgrade.`,
        basis: workaround.basis ?? []
      }
    ];
  });
  return { ...entry, workarounds };
}

// src/core/comment/uncurated-headline.ts
function renderIndexHeadline(match) {
  const link2 = sourceLink(match.source.commit, match.source.path, match.source.line);
  const message = match.template === null ? "" : ` The message there: ${inlineCode(match.template)}.`;
  return `**vllm-triage recognised an error raised in ${connectorDisplayName(match.connector)}**: ${inlineCode(match.source.function)} at ${link2}. ${confidenceWords(match)}.${message}

It is not one of the connector errors vllm-triage can explain yet; the details below help a maintainer of this connector.`;
}
function renderConnectorFileHeadline(match, reporterRef) {
  const link2 = reporterRef === null ? `${inlineCode(match.source.path, 220)} (your vLLM release is not known, not linked)` : sourceLink(reporterRef, match.source.path, match.source.line);
  return `**The error was raised inside ${connectorDisplayName(match.connector)}** (${inlineCode(match.source.function)} at ${link2}) \u2014 ${confidenceWords(match)}.

It is not one of the connector errors vllm-triage can explain yet; the details below help a maintainer of this connector.`;
}

// src/core/comment/headline.ts
var STATS_PREEMPTIONS = /Preemptions: (\d{1,7})/;
var STATS_USAGE = /KV cache usage: (\d{1,3}(?:\.\d{1,2})?)%/;
var CLOCK = /(\d\d:\d\d:\d\d)$/;
function clock(entry) {
  return entry.timestamp === null ? null : CLOCK.exec(entry.timestamp)?.[1] ?? null;
}
function renderLogShows(timeline) {
  const pieces = [];
  const at = (entry) => {
    const time = clock(entry);
    return time === null ? "" : ` at ${time}`;
  };
  const added = timeline.find((entry) => entry.kind === "added" || entry.kind === "received");
  if (added !== void 0) pieces.push(`the request was added${at(added)}`);
  const stats = timeline.filter((entry) => entry.kind === "stats");
  const busiest = stats.reduce((best, entry) => {
    const count = Number(STATS_PREEMPTIONS.exec(entry.text)?.[1] ?? "0");
    return best === null || count > best.count ? { entry, count } : best;
  }, null);
  if (busiest !== null && busiest.count > 0) {
    const usage = STATS_USAGE.exec(busiest.entry.text)?.[1];
    pieces.push(
      `the stats${at(busiest.entry)} show ${busiest.count} preemption${busiest.count === 1 ? "" : "s"}${usage === void 0 ? "" : ` at ${usage} % KV-cache usage`}`
    );
  } else if (stats.length > 0) pieces.push("the stats lines show no preemptions");
  const aborted = timeline.find((entry) => entry.kind === "aborted");
  if (aborted !== void 0) pieces.push(`it was aborted${at(aborted)}`);
  const failed = timeline.find((entry) => entry.kind === "crash") ?? timeline.find((entry) => entry.kind === "error");
  if (failed !== void 0) pieces.push(`${failed.kind === "crash" ? "the engine died" : "the error came"}${at(failed)}`);
  if (pieces.length <= 1) return "";
  return `**Your log shows:** ${pieces.join("; ")}.`;
}
function renderRaisedBy(context) {
  const raised = context.raisedBy;
  if (raised === void 0) return "";
  const report = raised.reportTo === null ? "" : ` Report it to its maintainers at \`${raised.reportTo}\`.`;
  if (raised.calledFrom) return `**Whose code:** the frames of your traceback are ${raised.words}.${report}`;
  return `**Whose code:** what follows describes vLLM's own connector, which raises the same message; check it against the code your traceback runs.${report}`;
}
function withVersionFinding(says, entry, versionWorks, selfIssue) {
  if (says === "" || !versionWorks) return says;
  const fits = entry.workarounds.find((item) => item.pins_versions === true && item.when_version_works !== void 0)?.when_version_works;
  return fits === void 0 ? says : `${says} ${linkVllmReferences(fits.trim(), selfIssue)}`;
}
function renderHeadline(context, primary, entry, done, inVersion, releaseRef) {
  if (entry !== void 0) {
    const logShows = renderLogShows(context.timeline);
    const says = renderThreadSays(context.thread?.says ?? null, entry.connector, entry.source.ref === void 0);
    const threadSays = [
      renderRaisedBy(context),
      renderContradiction(context.contradiction),
      withVersionFinding(says, entry, done.versionWorks === true, context.issueNumber ?? null)
    ].filter((line) => line !== "").join("\n\n");
    const essentials = renderEntryEssentials(entry, primary, context.signals.vllmVersion, logShows, done, threadSays);
    return inVersion === "" ? essentials : `${essentials}

${inVersion}`;
  }
  if (primary.confidence !== "connector-file") return renderIndexHeadline(primary);
  return renderConnectorFileHeadline(primary, releaseRef);
}

// src/core/comment/other-matches.ts
var MAX_OTHER_MATCHES = 10;
function renderOtherMatches(matches) {
  if (matches.length === 0) return "";
  const rows = matches.slice(0, MAX_OTHER_MATCHES).map((match) => {
    const requestId = requestIdOf(match);
    const forRequest = requestId === null ? "" : `, request ${inlineCode(requestId)}`;
    const kind = match.curated ? linkVllmReferences(match.title) : "not one vllm-triage can explain yet";
    const where = match.confidence === "connector-file" ? inlineCode(match.source.path, 220) : (
      // An entry read at another commit (a file gone at the pin) is linked where it was read, never as a dead link at the pin.
      sourceLink(match.source.ref ?? match.source.commit, match.source.path, match.source.line)
    );
    return `- ${inlineCode(match.id)}: ${kind} (${inlineCode(match.connector)}${forRequest}; ${confidenceWords(match)}) \u2014 ${where}`;
  });
  const more = matches.length > MAX_OTHER_MATCHES ? `
- \u2026 and ${matches.length - MAX_OTHER_MATCHES} more.` : "";
  return folded(`Other errors recognised in this issue (${matches.length})`, `${rows.join("\n")}${more}`);
}

// src/core/comment/timeline.ts
function timelineRow(entry) {
  const time = (entry.timestamp ?? "(no time)").padEnd(14);
  const mark = entry.kind === "crash" ? ">> FATAL  " : entry.kind === "error" ? ">> ERROR  " : entry.kind === "stats" ? "   stats  " : "          ";
  const where = entry.source.kind !== "body" ? `comment L${entry.line}` : entry.line === 0 ? "title" : `body L${entry.line}`;
  return `${time} ${mark}${entry.text}   [${where}]`;
}
function renderTimeline(timeline, requestId) {
  if (timeline.length === 0) return "";
  const about = requestId === null ? "the failing request" : `request ${inlineCode(requestId)}`;
  const intro = `Lines about ${about} already in this thread, ordered by log time (\`>> ERROR\` marks the recognised error, \`>> FATAL\` the engine's death; stats lines show the preemptions before it):`;
  const drawn = renderTimelineDiagram(timeline);
  return folded(
    `What this thread already shows (${timeline.length} lines)`,
    `${drawn === "" ? "" : `${drawn}

`}${intro}

${fenceCode(timeline.map(timelineRow).join("\n"), "text")}`
  );
}
var LOG_TIME = /^\d\d-\d\d \d\d:\d\d:\d\d$/;
function runDates(timeline) {
  const times = timeline.map((entry) => entry.timestamp).filter((time) => time !== null && LOG_TIME.test(time));
  const first = times[0];
  const last = times[times.length - 1];
  if (first === void 0 || last === void 0) return "";
  if (first === last) return `, ${first}`;
  return `, ${first} to ${first.slice(0, 5) === last.slice(0, 5) ? last.slice(6) : last}`;
}
function renderEarlierRuns(runs) {
  return runs.map((run) => {
    const about = run.requestId === null ? "another request" : `request ${inlineCode(run.requestId)}`;
    const intro = `The same error in an earlier run, under ${about}; the lines above are the newest run's only. This run's lines, ordered by log time:`;
    return folded(
      `An earlier run of the same error (${run.timeline.length} line${run.timeline.length === 1 ? "" : "s"}${runDates(run.timeline)})`,
      `${intro}

${fenceCode(run.timeline.map(timelineRow).join("\n"), "text")}`
    );
  }).join("\n\n");
}

// src/core/comment/full.ts
function actionsDone(context) {
  const done = context.thread?.done;
  const says = context.thread?.says;
  const answered = context.thread?.askNothing === true && says !== void 0 && says !== null;
  return {
    ...answered ? { answer: says.kind === "message-fix" ? says.setting : says.fact.text } : {},
    selfIssue: context.issueNumber ?? null,
    titleOnly: context.titleOnly ?? true,
    ...context.logCut === true ? { logCut: true } : {},
    worksWithout: context.causeKnown === true || done?.worksWithout === true,
    installed: done?.installed ?? [],
    ...done?.versionWorks === true ? { versionWorks: true } : {},
    ...context.raisedBy === void 0 || context.raisedBy.calledFrom ? {} : { raisedIn: context.raisedBy.words },
    // Dynamo's code is not a copy of vLLM's (a fork's is): the fold links no vLLM function as its side.
    ...context.raisedBy?.kind === "dynamo" ? { calledBy: context.raisedBy.words } : {},
    ...context.thread?.askNothing === true ? { most: 1 } : {}
  };
}
function entryOf(context, match) {
  const entry = match.curated ? context.entries.find((candidate) => candidate.id === match.id) : void 0;
  return entry === void 0 ? void 0 : entryAtVersion(entryAtBuild(entry, context.signals.build ?? null, match.confidence === "exact"), context.fixes ?? null, context.pullRequests);
}
function matchParts(context, primary, releaseRef) {
  const done = actionsDone(context);
  const entry = entryOf(context, primary);
  const inVersion = entry === void 0 ? "" : renderFixesInVersion(context.fixes ?? null, context.pullRequests);
  const askNothing = context.thread?.askNothing === true;
  const asks = askNothing ? "" : renderAsks(context.asks);
  const satisfied = renderSatisfiedAsks(context.asks);
  const parts = [{ text: renderHeadline(context, primary, entry, done, inVersion, releaseRef), essential: true }];
  if (asks !== "") parts.push({ text: asks, essential: true });
  const ready = !askNothing && (context.readyForMaintainer ?? (context.asks.length > 0 && context.asks.every((ask) => ask.satisfied)));
  if (ready) parts.push({ text: READY_LINE, essential: true });
  parts.push({ text: renderDetails(context, primary, { entry, done, satisfied, releaseRef }), essential: false });
  const timeline = renderTimeline(context.timeline, requestIdOf(primary));
  if (timeline !== "") parts.push({ text: timeline, essential: false });
  const earlierRuns = renderEarlierRuns(context.earlierRuns ?? []);
  if (earlierRuns !== "") parts.push({ text: earlierRuns, essential: false });
  const others = renderOtherMatches(context.matches.slice(1));
  if (others !== "") parts.push({ text: others, essential: false });
  return parts;
}

// src/core/comment/marker-data.ts
var MAX_MARKER_MATCHES = 40;
var MAX_MARKER_ID = 120;
function markerText(text, most) {
  return text.replace(/[^\x20-\x7e]|[<>&\\"]/g, "").slice(0, most);
}
function markerFor(context, body) {
  const marker = {
    v: 1,
    catalog: markerText(context.catalog.version, 100),
    matches: context.matches.slice(0, MAX_MARKER_MATCHES).map((match) => markerText(match.id, MAX_MARKER_ID)),
    fingerprint: fingerprint(body),
    botLabels: context.botLabels.slice(0, 100).map((label) => markerText(label, 50))
  };
  if (context.dismissedBy !== void 0) marker.dismissedBy = markerText(context.dismissedBy, 100);
  if (context.routedBy !== void 0) marker.routedBy = { label: markerText(context.routedBy.label, 50), by: markerText(context.routedBy.by, 100) };
  const known = context.fixes?.ref == null ? [] : context.fixes.fixes.filter((fix) => fix.status !== "not-determined");
  if (context.fixes?.ref != null && known.length > 0) {
    const shas = (status) => known.filter((fix) => fix.status === status).map((fix) => fix.commit);
    marker.containment = { ref: markerText(context.fixes.ref, 64), contained: shas("contained"), notContained: shas("not-contained") };
  }
  while (renderMarker(marker).length > MARKER_RESERVE && marker.matches.length > 0) marker.matches.pop();
  return marker;
}

// src/core/comment/comment.ts
function planComment(context) {
  const release = versionRef(context.signals.vllmVersion, context.catalog.commit);
  const build = context.signals.build ?? null;
  const exact = build?.exact === true ? commitAt(build.lo) : null;
  const releaseRef = exact ?? (release === context.catalog.commit ? null : release);
  const footer = renderFooter(context.labels, context.catalog.version, readmeLabelsUrl(context.docsBase ?? null));
  const primary = context.matches[0];
  let parts;
  if (context.dismissedBy !== void 0) parts = [{ text: renderDismissedNote(context.dismissedBy), essential: true }];
  else if (context.short?.kind === "routed" && primary === void 0) {
    parts = [{ text: renderRoutedShort(context.short.connector, context.short.label, context.asks), essential: true }];
  } else if (context.short?.kind === "uncurated" && (primary === void 0 || !primary.curated)) {
    parts = [
      {
        text: renderUncuratedShort(
          context.short.connector,
          context.short.exception,
          context.short.innermost,
          releaseRef,
          context.thread?.askNothing === true ? [] : context.asks,
          {
            ...context.short.owner === void 0 ? {} : { owner: context.short.owner },
            ...context.short.nearby === void 0 ? {} : { nearby: context.short.nearby },
            ...context.short.loggedBelowError === void 0 ? {} : { loggedBelowError: context.short.loggedBelowError },
            ...context.bundledBy === void 0 ? {} : { bundledBy: context.bundledBy },
            ...context.titleCondition === void 0 ? {} : { titleCondition: context.titleCondition },
            says: renderThreadSays(context.thread?.says ?? null, context.short.connector, false)
          }
        ),
        essential: true
      }
    ];
  } else if (primary === void 0) parts = [{ text: "vllm-triage no longer finds a known KV-connector error in this issue.", essential: true }];
  else parts = matchParts(context, primary, releaseRef);
  const body = context.dismissedBy === void 0 ? assemble(parts, footer) : parts[0].text;
  const marker = markerFor(context, body);
  const draft = context.dismissedBy === void 0 ? { parts, footer } : null;
  return { comment: `${renderMarker(marker)}

${body}`, marker, draft };
}
function withSearchPart(draft, marker, text) {
  const parts = text === "" ? draft.parts : [...draft.parts, { text, essential: false }];
  return `${renderMarker(marker)}

${assemble(parts, draft.footer)}`;
}

// src/core/comment/earlier-reports.ts
var MAX_EARLIER_REPORTS = 5;
var MAX_PHRASE_LENGTH = 120;
var MAX_TITLE_LENGTH = 120;
var NO_SEARCH = { kind: "none", note: null };
var NOT_CURATED_NOTE = "earlier reports: not looked up (only for an exact match of a curated error)";
function isSafeUrl(url) {
  if (!url.startsWith("https://") || url.length > 500) return false;
  for (const char of url) {
    const code = char.charCodeAt(0);
    const plain = code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122;
    if (!plain && !"/:.-_~%".includes(char)) return false;
  }
  return true;
}
var EDGE_PUNCTUATION = " :;,.'`";
function trimPunctuation(piece) {
  let start = 0;
  let end = piece.length;
  while (start < end && EDGE_PUNCTUATION.includes(piece[start])) start++;
  while (end > start && EDGE_PUNCTUATION.includes(piece[end - 1])) end--;
  return piece.slice(start, end);
}
function earlierReportsSearchPhrase(matches) {
  const primary = matches[0];
  if (primary === void 0 || !primary.curated || primary.confidence !== "exact" || primary.template === null) return null;
  const printf = looksLikePrintf(primary.template);
  const compiled = compileTemplate(primary.template, { printf, fstring: !printf });
  let best = "";
  for (const literal of compiled.literals) {
    for (const piece of literal.split(/["\\]/)) {
      const trimmed = trimPunctuation(piece);
      if (trimmed.length > best.length) best = trimmed;
    }
  }
  if (best.length > MAX_PHRASE_LENGTH) {
    const cut = best.slice(0, MAX_PHRASE_LENGTH);
    const space = cut.lastIndexOf(" ");
    best = (space >= MIN_TEMPLATE_LITERAL_LENGTH ? cut.slice(0, space) : cut).trim();
  }
  return best.length >= MIN_TEMPLATE_LITERAL_LENGTH ? best : null;
}
function selectEarlierReports(reports, currentIssue) {
  const seen = /* @__PURE__ */ new Set();
  const kept = [];
  for (const report of reports) {
    if (report.number === currentIssue || seen.has(report.number) || !isSafeUrl(report.url)) continue;
    seen.add(report.number);
    kept.push(report);
    if (kept.length === MAX_EARLIER_REPORTS) break;
  }
  return kept;
}
var SECTION_START = "\n\n<details><summary>Earlier reports of the same error (";
var SECTION_END = "\n\n</details>";
function withoutEarlierReports(comment) {
  const start = comment.indexOf(SECTION_START);
  if (start < 0) return comment;
  const end = comment.indexOf(SECTION_END, start + SECTION_START.length);
  return end < 0 ? comment : comment.slice(0, start) + comment.slice(end + SECTION_END.length);
}
function renderEarlierReports(reports, phrase = null) {
  if (reports.length === 0) return "";
  const rows = reports.map((report) => {
    const title = escapeText(report.title, MAX_TITLE_LENGTH) || "untitled issue";
    const state = report.state === "closed" ? "closed" : "open";
    return `- [${title}](${report.url}) (${state})`;
  });
  const found = phrase === null ? "" : ` with the message text ${inlineCode(phrase)}`;
  const intro = `Other issues in this repository found by GitHub's search${found} (they may or may not be the same case):`;
  return folded(`Earlier reports of the same error (${reports.length})`, `${intro}

${rows.join("\n")}`);
}
function planEarlierReportsSearch(asked, matches, planned, comment, issueNumber) {
  if (asked === null || comment === null || planned.draft === null) return { search: NO_SEARCH, comment };
  const phrase = earlierReportsSearchPhrase(matches);
  if (phrase === null) return { search: { kind: "none", note: NOT_CURATED_NOTE }, comment };
  if (asked.force !== true && asked.postedComment !== null && withoutEarlierReports(asked.postedComment) === comment) {
    return { search: NO_SEARCH, comment: asked.postedComment };
  }
  return { search: { kind: "search", phrase, exclude: issueNumber, draft: planned.draft }, comment };
}
function withEarlierReports(plan, reports) {
  const search = plan.earlierReportsSearch;
  if (search.kind !== "search") return plan;
  const section = renderEarlierReports(selectEarlierReports(reports, search.exclude), search.phrase);
  const comment = section === "" ? plan.comment : withSearchPart(search.draft, plan.marker, section);
  return { ...plan, comment, report: { ...plan.report, comment }, earlierReportsSearch: NO_SEARCH };
}

export {
  roleOf,
  isEvidence,
  sameText,
  splitThreadByRole,
  thirdProjectNearby,
  ownerOfFrame,
  forkNamesVersion,
  ownerWords,
  ownerOfTraceback,
  isElsewhere,
  holdsWord,
  saidCauseOf,
  otherCauseOf,
  readFailure,
  readReportedCause,
  readThreadFacts,
  indexLifecycle,
  eventsOfRequest,
  summariseThread,
  VLLM_VERSION_ASK,
  KV_TRANSFER_CONFIG_ASK,
  DEFAULT_ASKS,
  fillPlaceholders,
  evaluateAsks,
  foldReproductions,
  claimText,
  entriesForPlatform,
  rangeLead,
  linkVllmReferences,
  planComment,
  MAX_EARLIER_REPORTS,
  earlierReportsSearchPhrase,
  selectEarlierReports,
  withoutEarlierReports,
  renderEarlierReports,
  planEarlierReportsSearch,
  withEarlierReports
};
//# sourceMappingURL=shared-core-catalog-claims.js.map
