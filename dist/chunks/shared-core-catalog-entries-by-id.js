#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  defaultCatalog
} from "./shared-core-catalog-default-catalog.js";
import {
  DEFAULT_ASKS,
  KV_TRANSFER_CONFIG_ASK,
  VLLM_VERSION_ASK,
  entriesForPlatform,
  evaluateAsks,
  eventsOfRequest,
  foldReproductions,
  forkNamesVersion,
  holdsWord,
  indexLifecycle,
  isElsewhere,
  isEvidence,
  otherCauseOf,
  ownerOfFrame,
  ownerOfTraceback,
  ownerWords,
  planComment,
  planEarlierReportsSearch,
  readFailure,
  readReportedCause,
  readThreadFacts,
  roleOf,
  saidCauseOf,
  sameText,
  splitThreadByRole,
  summariseThread,
  thirdProjectNearby
} from "./shared-core-catalog-claims.js";
import {
  MIN_TEMPLATE_LITERAL_LENGTH,
  captureName,
  compileTemplate,
  firstWordOf,
  installedPackagePath,
  looksLikePrintf,
  sourceCheckoutOf,
  topLevelIndex,
  vllmPathOf,
  vllmSourceUrl
} from "./shared-core-match-messages-placeholders.js";
import {
  fixesInVersion,
  parseVersion,
  rangeOfSightings,
  rangeOfVersion,
  unionRange
} from "./shared-core-fixes-fixes-to-check.js";
import {
  CLASS_NAMES,
  LOG_FILE_NAMES,
  MOONCAKE_ENGINE,
  MOONCAKE_ENGINE_FILES,
  PATH_RULES,
  STORE_BACKEND_LOG_FILES,
  connectorFamily,
  connectorIdentity,
  isEncoderCachePath,
  maintainerLabelsKnown,
  resolveLabelOptions
} from "./shared-core-options.js";
import {
  MAX_LABELS_PER_ISSUE,
  MAX_LABEL_LENGTH
} from "./shared-core-catalog-page-links.js";
import {
  inlineCode
} from "./shared-core-text-safe-markdown.js";
import {
  cutText
} from "./shared-core-text-cut.js";
import {
  __export
} from "./shared-runtime.js";

// src/core/connectors/recognisers/needle-anchors.ts
var NeedleAnchors = class {
  anchors = [];
  /** The order anchors are asked in; rebuilt after an anchor is added. */
  steps = null;
  /**
   * The number of an anchor, added when new.
   * @param anchor a text every occurrence of the needle holds
   */
  add(anchor) {
    const known = this.anchors.indexOf(anchor);
    if (known !== -1) return known;
    this.anchors.push(anchor);
    this.steps = null;
    return this.anchors.length - 1;
  }
  /**
   * Which anchors a text holds, by number. An anchor that holds a shorter one (`mooncakestore` holds `mooncake`) is
   * searched for only when the text holds the shorter one.
   * @param text the text to scan (as the needles are written: lower-cased for lower-case needles)
   */
  presentIn(text3) {
    const present = this.anchors.map(() => false);
    for (const { anchor, within } of this.plan()) {
      present[anchor] = (within === -1 || present[within] === true) && text3.includes(this.anchors[anchor]);
    }
    return present;
  }
  /** Anchors shortest first, each with the longest shorter anchor it holds. */
  plan() {
    if (this.steps !== null) return this.steps;
    const order = this.anchors.map((_, index2) => index2).sort((a, b) => this.anchors[a].length - this.anchors[b].length || a - b);
    this.steps = order.map((anchor, position2) => {
      const text3 = this.anchors[anchor];
      let within = -1;
      for (const shorter of order.slice(0, position2)) {
        const candidate = this.anchors[shorter];
        if (candidate.length < text3.length && text3.includes(candidate) && (within === -1 || candidate.length > this.anchors[within].length))
          within = shorter;
      }
      return { anchor, within };
    });
    return this.steps;
  }
};

// src/core/connectors/recognisers/product-words.ts
var UNNAMED = { name: "KV connector (not identified)", family: "other-connector" };
var SEPARATORS = [" ", "-", "_", ""];
var spelled = (first, second) => SEPARATORS.map((separator) => `${first}${separator}${second}`);
var KV_OFFLOAD = ["kv", "kv cache", "kv-cache", "kv_cache", "kvcache"].flatMap(
  (kv) => [" ", "-", "_", ""].flatMap((separator) => [`${kv}${separator}offload*`, `${kv}${separator}cpu offload*`, `${kv}${separator}cpu_offload*`])
);
var DISAGGREGATION = [
  "p/d",
  "pd disagg*",
  "pd-disagg*",
  "pd_disagg*",
  "disaggregated prefill*",
  "disaggregated serving",
  "prefill/decode",
  "prefiller",
  "1p1d",
  "xpyd"
];
var glued = (word) => `!${word}connector*`;
var WORDS = [
  [
    [...spelled("mooncake", "store"), "mooncake_master", "mooncakedistributedstore", glued("mooncakestore")],
    { name: "MooncakeStoreConnector", family: "mooncake-store" }
  ],
  [[...spelled("p2p", "nccl"), glued("p2pnccl")], { name: "P2pNcclConnector", family: "p2p-nccl" }],
  [[...spelled("offloading", "connector"), ...KV_OFFLOAD, "simplecpuoffload*", glued("offloading")], { name: "OffloadingConnector", family: "offloading" }],
  [[...spelled("multi", "connector"), glued("multi")], { name: "MultiConnector", family: "multi" }],
  [
    [...spelled("shared", "storage connector"), "shared_storage_connector", glued("sharedstorage")],
    { name: "SharedStorageConnector", family: "shared-storage" }
  ],
  [["lmcache", "lm cache", "lm-cache", glued("lmcache")], { name: "LMCacheConnectorV1", family: "lmcache" }],
  [["mooncake", glued("mooncake")], { name: "MooncakeConnector", family: "mooncake" }],
  [["nixl", glued("nixl")], { name: "NixlConnector", family: "nixl" }],
  [["hf3fs", "moriio", "flexkv", "kvbm"], { name: "KV connector (other)", family: "other-connector" }],
  [DISAGGREGATION, UNNAMED]
];
var TITLE_WORDS = [[["pd"], UNNAMED]];
var NEGATIONS = [
  "not enabled",
  "not configured",
  "no connector",
  "unused",
  "not used",
  "not using",
  "isn't used",
  "aren't used",
  "installed but",
  "not involved",
  "not in use",
  "don't use",
  "do not use",
  "is not the cause",
  "unrelated to"
];
function isCamelCaseClass(written) {
  const connector = written.toLowerCase().indexOf("connector");
  return /[A-Z]/.test(written[0] ?? "") && written[connector] === "C";
}
var NOT_THE_CONNECTOR_AFTER = ["trace", "traces", "paper", "dataset"];
function namesAnotherThing(lower, end) {
  let at = end;
  for (let word = 0; word < 2; word++) {
    if (!" _-".includes(lower[at] ?? ".")) return false;
    let stop = at + 1;
    while (stop < lower.length && stop - at < 16 && isWordChar(lower.charCodeAt(stop))) stop++;
    if (NOT_THE_CONNECTOR_AFTER.includes(lower.slice(at + 1, stop))) return true;
    at = stop;
  }
  return false;
}
function sentenceAround(lower, at, end) {
  let start = at;
  while (start > 0 && at - start < 300 && !".!?\n".includes(lower[start - 1] ?? "")) start--;
  let stop = end;
  while (stop < lower.length && stop - end < 300 && !".!?\n".includes(lower[stop] ?? "")) stop++;
  return lower.slice(start, stop);
}
var MAX_TRIES_PER_NEEDLE = 32;
var isWordChar = (code) => code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122;
function anchorOf(needle) {
  return needle.split(/[^a-z0-9]+/).reduce((longest, run) => run.length > longest.length ? run : longest, "");
}
var ANCHORS = new NeedleAnchors();
function compile(list2) {
  return list2.map(([patterns, identity]) => ({
    identity,
    needles: patterns.map((pattern) => {
      const lowerOnly = pattern.startsWith("!");
      const runsOn = pattern.endsWith("*");
      const needle = pattern.slice(lowerOnly ? 1 : 0, runsOn ? -1 : void 0);
      return { needle, runsOn, lowerOnly, anchor: ANCHORS.add(anchorOf(needle)) };
    })
  }));
}
var PROSE_NEEDLES = compile(WORDS);
var TITLE_NEEDLES = compile([...WORDS, ...TITLE_WORDS]);
function scanProductWords(text3, isTitle = false) {
  const lower = text3.toLowerCase();
  const claimed = [];
  const found = [];
  const present = ANCHORS.presentIn(lower);
  for (const { identity, needles } of isTitle ? TITLE_NEEDLES : PROSE_NEEDLES) {
    let best = null;
    for (const { needle, runsOn, lowerOnly, anchor } of needles) {
      if (present[anchor] !== true) continue;
      let tries = 0;
      for (let at = lower.indexOf(needle); at !== -1 && tries < MAX_TRIES_PER_NEEDLE; at = lower.indexOf(needle, at + 1), tries++) {
        let end = at + needle.length;
        if (runsOn) while (end < lower.length && end - at < 60 && isWordChar(lower.charCodeAt(end))) end++;
        const bounded = !isWordChar(lower.charCodeAt(at - 1)) && !isWordChar(lower.charCodeAt(end));
        if (!bounded || claimed.some(([start, stop]) => at < stop && start < end)) continue;
        if (lowerOnly && isCamelCaseClass(text3.slice(at, end))) continue;
        if (namesAnotherThing(lower, end)) continue;
        const sentence = sentenceAround(lower, at, end);
        if (NEGATIONS.some((phrase) => sentence.includes(phrase))) continue;
        if (best === null || at < best.offset) best = { identity, text: text3.slice(at, end), offset: at };
        break;
      }
    }
    if (best !== null) {
      claimed.push([best.offset, best.offset + best.text.length]);
      found.push(best);
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}

// src/core/connectors/evidence-kinds.ts
var EVIDENCE_KINDS = {
  "known-error": { tier: "implicated", rank: 6, routing: { implicates: true, prior: 5 } },
  "connector-code": { tier: "implicated", rank: 5, routing: { implicates: true, prior: 4 } },
  "library-code": { tier: "implicated", rank: 4, routing: { implicates: true, prior: 4 } },
  "connector-log": { tier: "implicated", rank: 4, routing: { implicates: true, prior: 4 } },
  "library-log": { tier: "implicated", rank: 4, routing: { implicates: true, prior: 3.5 } },
  hook: { tier: "implicated", rank: 4, routing: { implicates: true, prior: 3 } },
  "config-error": { tier: "implicated", rank: 4, routing: { implicates: true, prior: 3.5 } },
  "maintainer-label": { tier: "human", rank: 3, routing: { implicates: true, prior: 5 } },
  "class-name": { tier: "named", rank: 2, routing: "by-place" },
  "product-word": { tier: "named", rank: 2, routing: "by-place" },
  "setup-word": { tier: "named", rank: 1, routing: null },
  config: { tier: "configured", rank: 4, routing: { implicates: false, prior: 1 } },
  "running-log": { tier: "named", rank: 3, routing: { implicates: false, prior: 1, zeroElsewhere: true } },
  repository: { tier: "repository", rank: 1, routing: { implicates: false, prior: 0.5 } }
};
var NAME_BY_PLACE = {
  title: { kind: "title-name", prior: 2 },
  opening: { kind: "opening-name", prior: 1.5 },
  code: { kind: "pasted-name", prior: 1 },
  prose: { kind: "prose-name", prior: 0.5 }
};
var TIER_ORDER = ["implicated", "human", "named", "configured", "repository"];
var rankWeightOf = (kind) => EVIDENCE_KINDS[kind].rank;
function tierOf(kinds) {
  let best = TIER_ORDER.length - 1;
  for (const kind of kinds) best = Math.min(best, TIER_ORDER.indexOf(EVIDENCE_KINDS[kind].tier));
  return TIER_ORDER[best];
}

// src/core/connectors/evidence-book.ts
var MAX_EVIDENCE_PER_KIND = 3;
var MAX_EVIDENCE_TEXT = 160;
var MAX_BACKEND_EVIDENCE = 12;
var EvidenceBook = class _EvidenceBook {
  /** A book with the sightings entered in their order. */
  static of(sightings) {
    const book = new _EvidenceBook();
    for (const sighting of sightings) book.add(...sighting);
    return book;
  }
  byName = /* @__PURE__ */ new Map();
  /** The connectors recorded so far, in the order first seen. */
  identities() {
    return [...this.byName.values()].map((entry) => entry.identity);
  }
  /** The kinds of evidence recorded for a connector (empty when it has none). */
  kindsOf(name) {
    return (this.byName.get(name)?.evidence ?? []).map((item) => item.kind);
  }
  /** Record `backend` as what `connector` runs over, and drop it as a connector of its own. */
  moveToBackend(backend, connector) {
    const target = this.byName.get(connector);
    if (target === void 0 || !this.byName.has(backend)) return;
    if (!target.backends.includes(backend)) target.backends.push(backend);
    for (const item of this.byName.get(backend)?.evidence ?? []) if (target.backendEvidence.length < MAX_BACKEND_EVIDENCE) target.backendEvidence.push(item);
    this.byName.delete(backend);
  }
  add(identity, kind, text3, line, where) {
    let entry = this.byName.get(identity.name);
    if (entry === void 0) {
      entry = { identity, evidence: [], order: this.byName.size, backends: [], backendEvidence: [] };
      this.byName.set(identity.name, entry);
    }
    const sameKind = entry.evidence.filter((item) => item.kind === kind);
    const clipped = text3.length > MAX_EVIDENCE_TEXT ? `${text3.slice(0, MAX_EVIDENCE_TEXT - 1)}\u2026` : text3;
    if (sameKind.length >= MAX_EVIDENCE_PER_KIND || sameKind.some((item) => item.text === clipped)) return;
    entry.evidence.push(where === void 0 ? { kind, text: clipped, line } : { kind, text: clipped, line, where });
  }
  /** Move the evidence of `from` to the first of `targets` present, and drop `from`. */
  mergeInto(from, targets) {
    const source = this.byName.get(from);
    const target = targets.map((name) => this.byName.get(name)).find((entry) => entry !== void 0);
    if (source === void 0 || target === void 0) return;
    for (const item of source.evidence) this.add(target.identity, item.kind, item.text, item.line, item.where);
    for (const backend of source.backends) if (!target.backends.includes(backend)) target.backends.push(backend);
    this.byName.delete(from);
  }
  /** Connectors strongest first: by best evidence weight, then amount of evidence, then first seen. */
  ranked() {
    const strength = (evidence) => evidence.reduce((strongest, item) => Math.max(strongest, rankWeightOf(item.kind)), -Infinity);
    return [...this.byName.values()].sort((a, b) => strength(b.evidence) - strength(a.evidence) || b.evidence.length - a.evidence.length || a.order - b.order).map(({ identity, evidence, backends, backendEvidence }) => ({
      name: identity.name,
      family: identity.family,
      tier: tierOf(evidence.map((item) => item.kind)),
      evidence,
      ...backends.length > 0 ? { backends } : {},
      ...backendEvidence.length > 0 ? { backendEvidence } : {}
    }));
  }
};
var WEAK_KINDS = /* @__PURE__ */ new Set([
  "product-word",
  "setup-word",
  "class-name",
  "repository",
  "library-code",
  "library-log"
]);
var BACKEND_FAMILIES = /* @__PURE__ */ new Set(["mooncake", "mooncake-store", "nixl"]);
function settle(book, hookFrame, humanLabels) {
  book.mergeInto(MOONCAKE_ENGINE.name, ["MooncakeStoreConnector", "MooncakeConnector", "AscendStoreConnector", "Mooncake store backend (mooncake_backend.py)"]);
  if (book.kindsOf("MooncakeConnector").every((kind) => WEAK_KINDS.has(kind)))
    book.mergeInto("MooncakeConnector", ["MooncakeStoreConnector", "AscendStoreConnector"]);
  attributeBackends(book);
  book.mergeInto(
    UNNAMED.name,
    book.identities().filter((identity) => identity.name !== UNNAMED.name).map((identity) => identity.name)
  );
  if (hookFrame !== null) implicateThroughHook(book, hookFrame);
  for (const routed of humanLabels) addHumanRouting(book, routed);
}
function attributeBackends(book) {
  const library = book.identities().find((identity) => identity.family === "lmcache");
  if (library === void 0) return;
  for (const identity of book.identities()) {
    if (!BACKEND_FAMILIES.has(identity.family)) continue;
    if (book.kindsOf(identity.name).every((kind) => WEAK_KINDS.has(kind))) book.moveToBackend(identity.name, library.name);
  }
}
function addHumanRouting(book, routed) {
  const text3 = `label: ${routed.label}`;
  if (routed.connector !== null) {
    const named = routed.identity;
    const family = named === null ? null : named.family;
    const present = book.identities().find((identity) => identity.name === routed.connector || identity.family === routed.connector || identity.family === family);
    book.add(present ?? named ?? UNNAMED, "maintainer-label", text3, 0);
    return;
  }
  const strongest = book.ranked()[0];
  book.add(strongest === void 0 ? UNNAMED : { name: strongest.name, family: strongest.family }, "maintainer-label", text3, 0);
}
function implicateThroughHook(book, hook) {
  const identities = book.identities();
  const configured = identities.filter((identity) => book.kindsOf(identity.name).includes("config"));
  const named = identities.filter((identity) => book.kindsOf(identity.name).some((kind) => kind === "product-word" || kind === "class-name"));
  const ownProject = identities.filter((identity) => book.kindsOf(identity.name).includes("repository"));
  const targets = configured.length > 0 ? configured : named.length > 0 ? named : ownProject;
  for (const identity of targets) book.add(identity, "hook", hook.text, hook.line);
}

// src/core/signals/kv-config.ts
var MAX_RAW_LENGTH = 600;
var MAX_SPAN = 4e3;
var MAX_CONFIGS_PER_BLOCK = 10;
var MAX_OCCURRENCES = 200;
function cleanValue(raw) {
  const value = raw.trim();
  return /^[A-Za-z_][A-Za-z0-9_.]{0,99}$/.test(value) ? value : null;
}
function skipQuote(text3, index2) {
  let at = index2;
  if (text3[at] === "\\") at += 1;
  if (text3[at] === '"' || text3[at] === "'") return at + 1;
  return index2;
}
var INDEX_NAMES = /* @__PURE__ */ new Set([
  "mooncake",
  "mooncake_store",
  "nixl",
  "lmcache",
  "lmcache_mp",
  "offloading",
  "simple_cpu_offload",
  "multi",
  "p2p",
  "hf3fs",
  "moriio",
  "flexkv",
  "decode_bench",
  "example",
  "example_hidden_states"
]);
var CONNECTOR_CLASS = /^[A-Z][A-Za-z0-9_]{0,80}Connector[A-Za-z0-9_]{0,40}$/;
function looksLikeConnectorName(value) {
  return CONNECTOR_CLASS.test(value) || INDEX_NAMES.has(value);
}
function readConfigValue(text3, key, accept) {
  let from = 0;
  for (; ; ) {
    const at = text3.indexOf(key, from);
    if (at < 0) return null;
    from = at + key.length;
    const before = text3[at - 1];
    if (before !== void 0 && /[A-Za-z0-9_]/.test(before)) continue;
    let index2 = skipQuote(text3, from);
    while (text3[index2] === " " || text3[index2] === "	") index2 += 1;
    if (text3[index2] !== ":" && text3[index2] !== "=") continue;
    index2 += 1;
    while (text3[index2] === " " || text3[index2] === "	") index2 += 1;
    index2 = skipQuote(text3, index2);
    let end = index2;
    while (end < text3.length && end - index2 < 100 && /[A-Za-z0-9_.]/.test(text3[end])) end += 1;
    const value = cleanValue(text3.slice(index2, end));
    if (value !== null && (accept === void 0 || accept(value))) return value;
  }
}
function isTracebackLine(text3, lineStart) {
  const isFrame = (start) => {
    const end = text3.indexOf("\n", start);
    const line = text3.slice(start, end < 0 ? Math.min(text3.length, start + 2e3) : Math.min(end, start + 2e3));
    return line.includes('File "') && line.includes('", line ');
  };
  if (isFrame(lineStart)) return true;
  if (lineStart === 0) return false;
  const previousStart = text3.lastIndexOf("\n", lineStart - 2) + 1;
  return lineStart - previousStart <= 2e3 && isFrame(previousStart);
}
function lineOf(block, offset) {
  let line = block.startLine;
  for (let index2 = block.text.indexOf("\n"); index2 >= 0 && index2 < offset; index2 = block.text.indexOf("\n", index2 + 1)) line += 1;
  return line;
}
function spanEnd(text3, start, open, close) {
  let depth = 0;
  let quote = null;
  const limit = Math.min(text3.length, start + MAX_SPAN);
  for (let index2 = start; index2 < limit; index2 += 1) {
    const char = text3[index2];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === open) depth += 1;
    else if (char === close) {
      depth -= 1;
      if (depth === 0) return index2 + 1;
    }
  }
  return limit;
}
function cliSpan(text3, flagAt) {
  let index2 = flagAt + "--kv-transfer-config".length;
  while (index2 < text3.length && " 	=\\\n".includes(text3[index2])) index2 += 1;
  const quote = text3[index2];
  if (quote === "'" || quote === '"') {
    let close = text3.indexOf(quote, index2 + 1);
    while (quote === '"' && close > 0 && text3[close - 1] === "\\" && close - index2 < MAX_SPAN) close = text3.indexOf(quote, close + 1);
    return [index2 + 1, close < 0 ? Math.min(text3.length, index2 + MAX_SPAN) : Math.min(close, index2 + MAX_SPAN)];
  }
  if (quote === "{") return [index2, spanEnd(text3, index2, "{", "}")];
  const lineEnd2 = text3.indexOf("\n", index2);
  return [index2, lineEnd2 < 0 ? text3.length : lineEnd2];
}
function toConfig(block, raw, offset) {
  const compact2 = raw.replace(/\s+/g, " ").trim();
  return {
    kvConnector: readConfigValue(raw, "kv_connector", looksLikeConnectorName),
    kvRole: readConfigValue(raw, "kv_role"),
    raw: cutText(compact2, MAX_RAW_LENGTH),
    line: lineOf(block, offset),
    source: block.source
  };
}
var OFFLOADING_FLAG_STEMS = ["kv-offloading-", "kv_offloading_"];
var FLAG_VALUE_GAP = 24;
function flagValue(text3, at) {
  let index2 = at;
  let assigned = false;
  while (index2 < text3.length && index2 - at < FLAG_VALUE_GAP) {
    const char = text3[index2];
    if (char === "=" || char === ":") assigned = true;
    if (` 	\r
"'=:,`.includes(char) || char === "-" && text3[index2 + 1] === " " || char === "\\" && (text3[index2 + 1] === '"' || text3[index2 + 1] === "n")) {
      index2 += char === "\\" ? 2 : 1;
      continue;
    }
    break;
  }
  let end = index2;
  while (end < text3.length && end - index2 < 40 && /[A-Za-z0-9_.]/.test(text3[end])) end += 1;
  return end === index2 ? null : { value: text3.slice(index2, end), end, assigned };
}
function readOffloadingFlags(block) {
  const text3 = block.text;
  const flags = [];
  let first = -1;
  for (const stem of OFFLOADING_FLAG_STEMS) {
    let seen = 0;
    for (let at = text3.indexOf(stem); at >= 0 && seen < MAX_OCCURRENCES; at = text3.indexOf(stem, at + stem.length)) {
      seen += 1;
      const dashed = text3.startsWith("--", at - 2);
      const before = text3[dashed ? at - 3 : at - 1];
      if (before !== void 0 && /[A-Za-z0-9_.]/.test(before)) continue;
      const kind = text3.startsWith("size", at + stem.length) ? "size" : text3.startsWith("backend", at + stem.length) ? "backend" : null;
      if (kind === null) continue;
      const flagEnd = at + stem.length + kind.length;
      if (/[A-Za-z0-9_-]/.test(text3[flagEnd] ?? "")) continue;
      const lineStart = text3.lastIndexOf("\n", at) + 1;
      if (isTracebackLine(text3, lineStart)) continue;
      const found = flagValue(text3, flagEnd);
      if (found === null || !dashed && !found.assigned) continue;
      const valid = kind === "size" ? /^\d{1,7}(?:\.\d{1,3})?$/.test(found.value) : /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(found.value);
      if (!valid) continue;
      flags.push(`${dashed ? "--" : ""}${text3.slice(at, flagEnd)} ${found.value}`);
      if (first === -1 || (dashed ? at - 2 : at) < first) first = dashed ? at - 2 : at;
    }
  }
  if (flags.length === 0) return null;
  return {
    kvConnector: "OffloadingConnector",
    kvRole: null,
    raw: cutText(flags.join(" "), MAX_RAW_LENGTH, ""),
    line: lineOf(block, first),
    source: block.source
  };
}
function readKvTransferConfigs(blocks) {
  const configs = [];
  for (const block of blocks) {
    const text3 = block.text;
    const offloading = text3.includes("kv-offloading-") || text3.includes("kv_offloading_") ? readOffloadingFlags(block) : null;
    if (!text3.includes("kv_connector") && !text3.includes("--kv-transfer-config")) {
      if (offloading !== null) configs.push(offloading);
      continue;
    }
    const covered = [];
    const found = [];
    const occurrences = (needle) => {
      const offsets = [];
      for (let at = text3.indexOf(needle); at >= 0 && offsets.length < MAX_OCCURRENCES; at = text3.indexOf(needle, at + 1)) offsets.push(at);
      return offsets;
    };
    for (const at of occurrences("--kv-transfer-config")) {
      if (found.length >= MAX_CONFIGS_PER_BLOCK) break;
      const [start, end] = cliSpan(text3, at);
      covered.push([at, end]);
      found.push(toConfig(block, text3.slice(start, end), at));
    }
    for (const at of occurrences("KVTransferConfig(")) {
      if (found.length >= MAX_CONFIGS_PER_BLOCK) break;
      if (covered.some(([start, end2]) => at >= start && at < end2)) continue;
      const end = spanEnd(text3, at + "KVTransferConfig".length, "(", ")");
      covered.push([at, end]);
      found.push(toConfig(block, text3.slice(at, end), at));
    }
    let refusedLine = -1;
    for (const at of occurrences("kv_connector")) {
      if (found.length >= MAX_CONFIGS_PER_BLOCK) break;
      if (covered.some(([start, end]) => at >= start && at < end)) continue;
      const lineStart = text3.lastIndexOf("\n", at) + 1;
      if (lineStart === refusedLine) continue;
      const lineEnd2 = text3.indexOf("\n", at);
      const line = text3.slice(lineStart, lineEnd2 < 0 ? text3.length : lineEnd2);
      if (isTracebackLine(text3, lineStart) || readConfigValue(line, "kv_connector", looksLikeConnectorName) === null) {
        refusedLine = lineStart;
        continue;
      }
      const windowStart = Math.max(0, lineStart - 300);
      const windowEnd = Math.min(text3.length, (lineEnd2 < 0 ? text3.length : lineEnd2) + 300);
      const config = toConfig(block, line, lineStart);
      config.kvRole = readConfigValue(text3.slice(windowStart, windowEnd), "kv_role");
      covered.push([lineStart, lineEnd2 < 0 ? text3.length : lineEnd2]);
      found.push(config);
    }
    if (offloading !== null && !found.some((config) => config.kvConnector === "OffloadingConnector")) found.push(offloading);
    for (const config of found.sort((first, second) => first.line - second.line)) configs.push(config);
  }
  return configs;
}

// src/core/connectors/recognisers/path-patterns.ts
var PACKAGE_FOLDERS = {
  lmcache: { name: "LMCacheConnectorV1", family: "lmcache" },
  lmcache_ascend: { name: "LMCacheConnectorV1", family: "lmcache" },
  lmcache_vllm: { name: "LMCacheConnectorV1", family: "lmcache" },
  nixl: { name: "NixlConnector", family: "nixl" },
  nixl_cu12: { name: "NixlConnector", family: "nixl" },
  nixl_cu13: { name: "NixlConnector", family: "nixl" },
  mooncake: { name: "MooncakeConnector", family: "mooncake" },
  kvbm: { name: "KV connector (other)", family: "other-connector" }
};
var FILE_FAMILIES = [
  ["mooncake_store", { name: "MooncakeStoreConnector", family: "mooncake-store" }],
  ["mooncakestore", { name: "MooncakeStoreConnector", family: "mooncake-store" }],
  ["ascend_store", { name: "AscendStoreConnector", family: "mooncake-store" }],
  ["mooncake", { name: "MooncakeConnector", family: "mooncake" }],
  ["lmcache", { name: "LMCacheConnectorV1", family: "lmcache" }],
  ["nixl", { name: "NixlConnector", family: "nixl" }],
  ["p2p_nccl", { name: "P2pNcclConnector", family: "p2p-nccl" }],
  ["p2pnccl", { name: "P2pNcclConnector", family: "p2p-nccl" }],
  ["offloading", { name: "OffloadingConnector", family: "offloading" }],
  ["cpu_offload", { name: "OffloadingConnector", family: "offloading" }],
  ["multi", { name: "MultiConnector", family: "multi" }]
];
var KV_TRANSFER_FILE = /^(?:kv_transfer|kv_connector|kv_cache_transfer|kvcache_transfer)[a-z0-9_]{0,60}\.py$/;
var UNNAMED_CONNECTOR_FILE = /^[a-z0-9][a-z0-9_]{0,60}_connector(?:_v\d)?\.py$/;
var NOT_MODULE_FOLDERS = /* @__PURE__ */ new Set(["examples", "example", "docs", "doc", "tests", "test", "benchmarks", "benchmark"]);
function isOutsideConnectorModules(file) {
  const installed = installedPackagePath(file);
  const inTree = file.lastIndexOf("/vllm/");
  const path = installed ?? (inTree === -1 ? file : file.slice(inTree + 1));
  return path.split("/").some((part) => NOT_MODULE_FOLDERS.has(part.toLowerCase()));
}
var SOURCE_ROOTS = /* @__PURE__ */ new Set(["python", "src", "lib", "site-packages", "dist-packages"]);
function isPackageFolder(parts, index2, installed, relative) {
  if (installed || relative && index2 === 0) return true;
  const folder = parts[index2] ?? "";
  const parent = (parts[index2 - 1] ?? "").toLowerCase();
  if (parent.replaceAll("-", "_").startsWith(folder)) return true;
  return parts.slice(0, index2).some((part) => SOURCE_ROOTS.has(part.toLowerCase()));
}
function inConnectorFolder(parts) {
  const parent = (parts.at(-1) ?? "").toLowerCase();
  return parent === "distributed" || parts.some((part) => /^kv_?(?:transfer|connector|p2p|pool)/i.test(part));
}
function connectorOfPathShape(file) {
  const whole = file.replaceAll("\\", "/");
  const installed = installedPackagePath(whole);
  const path = installed ?? whole;
  if (path.startsWith("vllm/") || whole.includes("/vllm/distributed/") || whole.includes("/vllm/v1/")) return null;
  if (isOutsideConnectorModules(path)) return null;
  const parts = path.split("/");
  const base = (parts.pop() ?? "").toLowerCase();
  if (base.endsWith("connector.py") || base.endsWith("connector_v1.py")) {
    const family = FILE_FAMILIES.find(([word]) => base.startsWith(`${word}_`) || base.includes(`_${word}_`) || base.startsWith(word));
    if (family !== void 0) return { identity: family[1], kind: "connector-code" };
  }
  const relative = !path.startsWith("/") && !path.startsWith(".");
  for (let index2 = parts.length - 1; index2 >= 0; index2--) {
    const identity = PACKAGE_FOLDERS[parts[index2] ?? ""];
    if (identity !== void 0 && isPackageFolder(parts, index2, installed !== null, relative)) return { identity, kind: "library-code" };
  }
  if (KV_TRANSFER_FILE.test(base)) return { identity: UNNAMED, kind: "connector-code" };
  const encoderCache = base.startsWith("ec_") || base.startsWith("test_");
  return !encoderCache && UNNAMED_CONNECTOR_FILE.test(base) && inConnectorFolder(parts) ? { identity: UNNAMED, kind: "connector-code" } : null;
}

// src/core/connectors/recognisers/connector-paths.ts
function connectorOfPath(file) {
  const path = file.replaceAll("\\", "/");
  if (isEncoderCachePath(path) || isOutsideConnectorModules(path)) return null;
  for (const [fragment, name] of PATH_RULES) {
    if (path.includes(fragment)) return { identity: { name, family: connectorFamily(name) }, kind: "connector-code" };
  }
  const pkg = packageOfPath(path);
  return pkg === null ? connectorOfPathShape(path) : { identity: pkg, kind: "library-code" };
}
function packageOfPath(path) {
  const inPackage = (name, subfolders) => path.includes(`-packages/${name}/`) || path.startsWith(`${name}/`) || subfolders.some((folder) => path.includes(`/${name}/${folder}/`));
  if (inPackage("lmcache", ["integration"]) && path.endsWith("/vllm_multi_process_adapter.py")) return { name: "LMCacheMPConnector", family: "lmcache" };
  if (inPackage("lmcache", ["integration", "v1", "experimental"])) return { name: "LMCacheConnectorV1", family: "lmcache" };
  if (inPackage("nixl", []) || inPackage("nixl_cu12", []) || inPackage("nixl_cu13", [])) return { name: "NixlConnector", family: "nixl" };
  if (inPackage("mooncake", ["store", "engine"])) return { name: "Mooncake (package)", family: path.includes("store") ? "mooncake-store" : "mooncake" };
  if (path.includes("vllm_ascend/") && path.includes("ascend_store/")) return { name: "AscendStoreConnector", family: connectorFamily("AscendStoreConnector") };
  return null;
}
function connectorOfLogFile(logFile) {
  if (logFile.includes("/")) return connectorOfPath(logFile)?.identity ?? null;
  const backend = STORE_BACKEND_LOG_FILES[logFile];
  if (backend !== void 0) return backend;
  const name = LOG_FILE_NAMES[logFile];
  return name === void 0 ? connectorOfPathShape(logFile)?.identity ?? null : { name, family: connectorFamily(name) };
}
var FACTORY_LINE = "Creating v1 connector with name: ";
function createdConnector(text3) {
  const at = text3.indexOf(FACTORY_LINE);
  if (at === -1) return null;
  const name = text3.slice(at + FACTORY_LINE.length, at + FACTORY_LINE.length + 100).split(/[^A-Za-z0-9_]/)[0] ?? "";
  return looksLikeConnectorName(name) ? connectorIdentity(name) : null;
}

// src/core/connectors/finders/matches.ts
var findInMatches = (input, { see, pathOf }) => {
  for (const match of input.matches) {
    const identity = connectorIdentity(match.connector) ?? pathOf(match.source.path)?.identity;
    if (identity) see(identity, "known-error", match.id, match.evidence.line);
  }
};

// src/core/connectors/recognisers/hooks.ts
var HOOK_FUNCTIONS = /* @__PURE__ */ new Set([
  "maybe_setup_kv_connector",
  "maybe_get_kv_connector_output",
  "maybe_wait_for_kv_save",
  "get_kv_transfer_group",
  "ensure_kv_transfer_initialized",
  "kv_connector_prom_observe",
  "kv_connector_no_forward",
  "get_finished_kv_transfers",
  // The connector API (KVConnectorBase_V1) and the scheduler's calls into it: only the configured connector runs there.
  "build_connector_meta",
  "build_connector_worker_meta",
  "bind_connector_metadata",
  "clear_connector_metadata",
  "get_num_new_matched_tokens",
  "update_state_after_alloc",
  "start_load_kv",
  "wait_for_layer_load",
  "save_kv_layer",
  "wait_for_save",
  "update_connector_output",
  "get_block_ids_with_load_errors",
  "_build_kv_connector_meta",
  "_connector_finished",
  "_update_from_kv_xfer_finished",
  "_update_waiting_for_remote_kv"
]);
var HOOK_FILES = ["kv_connector_model_runner_mixin.py", "kv_transfer_state.py", "vllm/distributed/kv_transfer/"];
function isConnectorHookFrame(file, fn) {
  if (fn !== null && HOOK_FUNCTIONS.has(fn)) return true;
  const path = file.replaceAll("\\", "/");
  return HOOK_FILES.some((fragment) => path.includes(fragment));
}
function isSharedConnectorFrame(file, fn) {
  const path = file.replaceAll("\\", "/");
  if (path.includes("vllm/distributed/kv_transfer/")) return true;
  return path.endsWith("kv_connector_model_runner_mixin.py") && fn !== null && !fn.startsWith("maybe_");
}

// src/core/connectors/recognisers/config-errors.ts
var CONFIG_ERROR_TYPES = /* @__PURE__ */ new Set([
  "ValueError",
  "KeyError",
  "TypeError",
  "AttributeError",
  "ValidationError",
  "ArgumentError",
  "ArgumentTypeError",
  "ImportError",
  "ModuleNotFoundError",
  "NotImplementedError"
]);
var KV_CONTEXT = ["kv_connector", "kv_transfer", "kvtransferconfig", "kv-transfer-config", "connector type", "connector name", "connector class"];
var CONNECTOR_IDENTIFIER = /\b[A-Z][A-Za-z0-9]{0,60}Connector(?:V\d|_v\d)?\b/g;
function connectorOfConfigError(type, message) {
  const short = type === null ? null : type.slice(type.lastIndexOf(".") + 1);
  const argparse = message.includes("error: argument");
  if (!(short !== null && CONFIG_ERROR_TYPES.has(short)) && !argparse) return null;
  const text3 = message.slice(0, 2e3);
  const lower = text3.toLowerCase();
  const aboutKvConfig = KV_CONTEXT.some((word) => lower.includes(word));
  for (const found of text3.matchAll(CONNECTOR_IDENTIFIER)) {
    const name = found[0];
    const identity = connectorIdentity(name);
    if (identity === null) continue;
    if (aboutKvConfig || connectorFamily(name) !== "other-connector") return { identity, text: `${short ?? "error"}: ${name}` };
  }
  return null;
}

// src/core/connectors/recognisers/library-evidence.ts
var NATIVE_FILE_PREFIXES = [
  ["client_service", { name: "MooncakeStoreConnector", family: "mooncake-store" }],
  ["master_service", { name: "MooncakeStoreConnector", family: "mooncake-store" }],
  ["master_client", { name: "MooncakeStoreConnector", family: "mooncake-store" }],
  ["real_client", { name: "MooncakeStoreConnector", family: "mooncake-store" }],
  ["dummy_client", { name: "MooncakeStoreConnector", family: "mooncake-store" }],
  ["transfer_engine", MOONCAKE_ENGINE],
  ["transfer_metadata", MOONCAKE_ENGINE],
  ["transfer_task", MOONCAKE_ENGINE],
  ["rdma_", MOONCAKE_ENGINE],
  ["tcp_transport", MOONCAKE_ENGINE],
  ["nvlink_transport", MOONCAKE_ENGINE],
  ["ascend_direct_transport", MOONCAKE_ENGINE],
  // More of the transfer engine's transports (mooncake-transfer-engine/src/…): their glog lines name these files.
  ["multi_transport", MOONCAKE_ENGINE],
  ["efa_transport", MOONCAKE_ENGINE],
  ["efa_endpoint", MOONCAKE_ENGINE],
  ["hccl_transport", MOONCAKE_ENGINE],
  ["heterogeneous_rdma_transport", MOONCAKE_ENGINE],
  ["intranode_nvlink_transport", MOONCAKE_ENGINE],
  ["ubshmem_transport", MOONCAKE_ENGINE],
  ["ucx_utils", { name: "NixlConnector", family: "nixl" }],
  ["ucx_backend", { name: "NixlConnector", family: "nixl" }],
  ["nixl_", { name: "NixlConnector", family: "nixl" }],
  // NIXL's other transport plugins (src/plugins/…).
  ["libfabric_backend", { name: "NixlConnector", family: "nixl" }],
  ["gpunetio_backend", { name: "NixlConnector", family: "nixl" }]
];
function connectorOfDialect(module, file) {
  if (module === "LMCache" || module.includes("lmcache")) return { name: "LMCacheConnectorV1", family: "lmcache" };
  if (module === "ucx") return { name: "NixlConnector", family: "nixl" };
  if (module !== "glog" || file === null) return null;
  return NATIVE_FILE_PREFIXES.find(([prefix2]) => file.startsWith(prefix2))?.[1] ?? null;
}
function dialectEvidence(line) {
  const where = line.logFile === null ? "" : ` ${line.logFile}:${line.logLine ?? ""}`;
  return `${line.logModule ?? ""} ${line.level ?? ""}${where}`.trim();
}
function nixlLibraryEvidence(type, message) {
  if (type.startsWith("nixl.") || type.startsWith("nixl_") || type.startsWith("nixlBackend")) return type;
  const code = message.indexOf("NIXL_ERR_");
  return code === -1 ? null : message.slice(code, code + 40).split(/[^A-Z_]/)[0] ?? null;
}
function nativeLibraryFrame(text3) {
  const so = text3.indexOf(".so");
  if (so === -1 || text3.length > 2e3) return null;
  const start = text3.lastIndexOf(" ", so) + 1;
  const path = text3.slice(start, so + 3);
  if (!path.includes("/")) return null;
  const found = connectorOfPathShape(path);
  return found === null || found.kind !== "library-code" ? null : { identity: found.identity, text: path.slice(-MAX_NATIVE_TEXT) };
}
var MAX_NATIVE_TEXT = 120;
function mooncakeEngineFile(text3) {
  const at = text3.indexOf(".cpp:");
  if (at === -1) return null;
  const found = MOONCAKE_ENGINE_FILES.find((file) => text3.startsWith(file, at + 4 - file.length) && !/[A-Za-z0-9_]/.test(text3[at + 4 - file.length - 1] ?? ""));
  return found === void 0 ? null : `${found}:${text3.slice(at + 5, at + 12).split("]")[0] ?? ""}`;
}

// src/core/connectors/finders/tracebacks.ts
var findInTracebacks = (input, state) => {
  for (const traceback of input.tracebacks) {
    seeFrames(traceback, state);
    const nixl = traceback.exception && nixlLibraryEvidence(traceback.exception.type, traceback.exception.message);
    if (nixl) state.see({ name: "NixlConnector", family: "nixl" }, "library-code", nixl, traceback.line);
    const misconfigured = traceback.exception && connectorOfConfigError(traceback.exception.type, traceback.exception.message);
    if (misconfigured) state.see(misconfigured.identity, "config-error", misconfigured.text, traceback.line);
  }
};
function seeFrames(traceback, state) {
  for (const frame of traceback.frames) {
    const found = state.pathOf(frame.file);
    const text3 = `${frame.file}${frame.function === null ? "" : ` in ${frame.function}`}`;
    if (found !== null) state.see(found.identity, found.kind, text3, traceback.line);
    else if (state.sharedFrame === null && isSharedConnectorFrame(frame.file, frame.function)) state.sharedFrame = { text: text3, line: traceback.line };
    if (found === null && state.hookFrame === null && isConnectorHookFrame(frame.file, frame.function)) state.hookFrame = { text: text3, line: traceback.line };
  }
}

// src/core/connectors/finders/error-lines.ts
var findInErrorLines = (input, { see }) => {
  for (const errorLine of input.errorLines) {
    const nixl = nixlLibraryEvidence(errorLine.exception?.type ?? "", errorLine.message);
    if (nixl) see({ name: "NixlConnector", family: "nixl" }, "library-code", nixl, errorLine.line);
    const misconfigured = connectorOfConfigError(errorLine.exception?.type ?? null, errorLine.exception?.message ?? errorLine.message);
    if (misconfigured) see(misconfigured.identity, "config-error", misconfigured.text, errorLine.line);
  }
};

// src/core/connectors/finders/log-lines.ts
var prefix = (line, { logFileOf }) => {
  const failing = line.level === "ERROR" || line.level === "CRITICAL" || line.level === "WARNING";
  const dialect = line.logModule === void 0 ? null : connectorOfDialect(line.logModule, line.logFile);
  if (dialect !== null) return [dialect, failing ? "library-log" : "running-log", dialectEvidence(line), line.line];
  const identity = line.logFile === null ? null : logFileOf(line.logFile);
  if (identity === null) return null;
  return [identity, failing || line.level === null ? "connector-log" : "running-log", `[${line.logFile}:${line.logLine ?? ""}]`, line.line];
};
var LINE_READERS = [
  prefix,
  (line) => {
    const nixl = line.text.includes("NIXL_ERR_") ? nixlLibraryEvidence("", line.text) : null;
    return nixl ? [{ name: "NixlConnector", family: "nixl" }, "library-code", nixl, line.line] : null;
  },
  (line) => {
    const native = nativeLibraryFrame(line.text);
    return native === null ? null : [native.identity, "library-code", native.text, line.line];
  },
  (line) => {
    const engineFile = mooncakeEngineFile(line.text);
    return engineFile === null ? null : [MOONCAKE_ENGINE, "library-code", engineFile, line.line];
  },
  (line) => {
    const created = createdConnector(line.text);
    return created === null ? null : [created, "running-log", `Creating v1 connector with name: ${created.name}`, line.line];
  },
  (line) => {
    const argparse = line.text.includes("error: argument") ? connectorOfConfigError(null, line.text) : null;
    return argparse === null ? null : [argparse.identity, "config-error", argparse.text, line.line];
  }
];
var findInLogLines = (input, state) => {
  for (const line of input.lines) {
    for (const read of LINE_READERS) {
      const sighting = read(line, state);
      if (sighting !== null) state.see(...sighting);
    }
  }
};

// src/core/connectors/recognisers/mentions.ts
var FILE_STEMS = PATH_RULES.filter(([fragment]) => fragment.endsWith(".py") && !fragment.includes("/")).map(([fragment, name]) => [
  fragment.slice(0, -3),
  name
]);
var FOLDER_FRAGMENTS = [
  ["mooncake/store/", "MooncakeStoreConnector"],
  ["lmcache_integration/", "LMCacheConnectorV1"]
];
var PREFIXES = new NeedleAnchors();
var PREFIX_LENGTH = 7;
function compile2(needles) {
  return needles.map(([needle, name]) => ({ needle, name, family: connectorFamily(name), prefix: PREFIXES.add(needle.slice(0, PREFIX_LENGTH)) }));
}
var CLASS_NEEDLES = compile2(CLASS_NAMES);
var ALL_NEEDLES = compile2([...CLASS_NAMES, ...FILE_STEMS, ...FOLDER_FRAGMENTS]);
var COMMON_PARTS = ["onnector", "Mooncake", "P2pNccl", "p2p_nccl"];
var NEEDLE_GATES = [...new Set(ALL_NEEDLES.map(({ needle }) => COMMON_PARTS.find((part) => needle.includes(part)) ?? needle))];
var isIdentifierChar = (ch) => ch !== void 0 && /[A-Za-z0-9_]/.test(ch);
function identifierAt(text3, at) {
  let end = at;
  while (end < text3.length && end - at < 80 && isIdentifierChar(text3[end])) end++;
  return text3.slice(at, end);
}
function lineOffsetAt(text3, end) {
  let count = 0;
  for (let i = text3.indexOf("\n"); i !== -1 && i < end; i = text3.indexOf("\n", i + 1)) count++;
  return count;
}
function scanMentions(text3, classNamesOnly = false) {
  const claimed = [];
  const mentions = [];
  if (!NEEDLE_GATES.some((gate) => text3.includes(gate))) return mentions;
  const present = PREFIXES.presentIn(text3);
  for (const { needle, name, family, prefix: prefix2 } of classNamesOnly ? CLASS_NEEDLES : ALL_NEEDLES) {
    if (present[prefix2] !== true) continue;
    const isFolder = needle.endsWith("/");
    for (let at = text3.indexOf(needle); at !== -1; at = text3.indexOf(needle, at + needle.length)) {
      if (!isFolder && isIdentifierChar(text3[at - 1])) continue;
      if (claimed.some(([start, end]) => start <= at && at < end)) continue;
      if (!isFolder && isEncoderCachePath(text3.slice(Math.max(0, at - 40), at))) continue;
      const found = isFolder ? needle : identifierAt(text3, at);
      claimed.push([at, at + found.length]);
      mentions.push({ name, family, text: found, lineOffset: at });
      break;
    }
  }
  return mentions.sort((a, b) => a.lineOffset - b.lineOffset).map((mention) => ({ ...mention, lineOffset: lineOffsetAt(text3, mention.lineOffset) }));
}
var KV_NAME_WORDS = ["mooncake", "nixl", "lmcache", "p2p", "nccl", "offload", "kv", "cache", "store", "storage"];
var NOT_KV_CONNECTOR = /^(?:KVConnector(?:Base|Factory|Role|Logging|Stats|Metadata)|ClientConnector|TCPConnector|BaseConnector|UnixConnector|NamedPipeConnector)/;
var CLASS_LIKE = /\b[A-Z][A-Za-z0-9]{1,60}Connector(?:V\d)?\b/g;
var MAX_CLASS_LIKE = 3;
function scanUnregisteredClassNames(text3) {
  const found = [];
  for (const match of text3.matchAll(CLASS_LIKE)) {
    const name = match[0];
    if (NOT_KV_CONNECTOR.test(name) || CLASS_NAMES.some(([known]) => name.startsWith(known))) continue;
    const lower = name.toLowerCase();
    if (!KV_NAME_WORDS.some((word) => lower.includes(word)) || found.some((mention) => mention.name === name)) continue;
    found.push({ name, family: connectorFamily(name), text: name, lineOffset: lineOffsetAt(text3, match.index) });
    if (found.length >= MAX_CLASS_LIKE) break;
  }
  return found;
}

// src/core/connectors/finders/configs.ts
var findInConfigs = (input, { see }) => {
  for (const config of input.kvTransferConfigs) {
    const identity = config.kvConnector === null ? null : connectorIdentity(config.kvConnector);
    if (identity !== null) see(identity, "config", `kv_connector: ${config.kvConnector}`, config.line);
    for (const mention of scanMentions(config.raw, true)) {
      if (mention.name !== config.kvConnector) see({ name: mention.name, family: mention.family }, "config", mention.text, config.line);
    }
  }
};

// src/core/connectors/recognisers/encoder-cache.ts
var ENCODER_CACHE_WORDS = [
  "ec_transfer",
  "ec_connector",
  "ecconnector",
  "encoder cache",
  "encoder-cache",
  "encoder_cache",
  "epd disagg",
  "e-p disagg",
  "e/p disagg",
  "encoder disagg",
  "embedding transfer"
];
var MAX_READ = 4e3;
function speaksOfEncoderCache(blocks) {
  return blocks.some((block) => {
    if (block.kind !== "text" || block.quoted === true) return false;
    const lower = block.text.slice(0, MAX_READ).toLowerCase();
    return ENCODER_CACHE_WORDS.some((word) => lower.includes(word));
  });
}

// src/core/connectors/recognisers/library-config.ts
var LMCACHE = { name: "LMCacheConnectorV1", family: "lmcache" };
var MOONCAKE = { name: "MooncakeConnector", family: "mooncake" };
var NIXL = { name: "NixlConnector", family: "nixl" };
var KEYS = [
  ["LMCACHE_", LMCACHE],
  ["max_local_cpu_size", LMCACHE],
  ["max_local_disk_size", LMCACHE],
  ["lmcache_config_file", LMCACHE],
  ["MOONCAKE_CONFIG_PATH", MOONCAKE],
  ["MOONCAKE_MASTER", MOONCAKE],
  ["master_server_address", MOONCAKE],
  ["mooncake_protocol", MOONCAKE],
  ["VLLM_NIXL_SIDE_CHANNEL", NIXL]
];
function scanLibraryConfig(text3) {
  const found = [];
  if (!text3.includes("_")) return found;
  const head = text3.slice(0, 2e4);
  for (const [key, identity] of KEYS) {
    if (found.some((item) => item.identity.name === identity.name)) continue;
    const at = head.indexOf(key);
    const after = head[at + key.length] ?? "";
    if (at !== -1 && !/\w/.test(head[at - 1] ?? "") && (key.endsWith("_") || !/\w/.test(after))) found.push({ identity, key });
  }
  return found;
}

// src/core/connectors/recognisers/placement.ts
function openingBlock(blocks) {
  return blocks.find(
    (block) => block.startLine > 0 && block.source.kind === "body" && block.kind === "text" && block.quoted !== true && isParagraph(block.text) && !isEnvironmentBlock(block)
  ) ?? null;
}
var MIN_PARAGRAPH_WORDS = 6;
function isParagraph(text3) {
  const head = text3.slice(0, 400).trimStart();
  if (head.startsWith("#")) return false;
  return head.split(/\s+/).filter((word) => /[A-Za-z\u4e00-\u9fff]/.test(word)).length >= MIN_PARAGRAPH_WORDS;
}
function mentionPlace(block, opening) {
  if (block.startLine === 0) return "title";
  if (block.kind === "code" || block.kind === "inline-code") return "code";
  return block === opening ? "opening" : "prose";
}
function isEnvironmentBlock(block) {
  if (block.section !== null && block.section.toLowerCase().includes("environment")) return true;
  const head = block.text.slice(0, 4e3);
  return head.includes("Collecting environment information") || head.includes("Versions of relevant libraries") || head.includes("vLLM Version") && /^vLLM Version\s*:/m.test(head);
}

// src/core/connectors/finders/prose.ts
var MAX_PROSE_SCANNED = 2e4;
var MAX_SUBJECT_SCANNED = 4e3;
var findInProse = (input, state) => {
  const opening = openingBlock(input.blocks);
  const encoderCache = speaksOfEncoderCache(input.blocks);
  for (const block of input.blocks) {
    if (isEnvironmentBlock(block)) continue;
    const where = mentionPlace(block, opening);
    for (const { identity, key } of scanLibraryConfig(block.text)) state.see(identity, "config", `${key}\u2026`, block.startLine);
    for (const mention of scanMentions(block.text)) {
      state.see({ name: mention.name, family: mention.family }, "class-name", mention.text, block.startLine + mention.lineOffset, where);
    }
    if (block.kind === "code" || block.kind === "inline-code") continue;
    seeSubject(block, where, state);
    for (const word of encoderCache ? [] : scanProductWords(block.text.slice(0, MAX_PROSE_SCANNED), block.startLine === 0)) {
      const kind = word.identity.name === UNNAMED.name ? "setup-word" : "product-word";
      state.see(word.identity, kind, block.startLine === 0 ? `title: ${word.text}` : word.text, block.startLine, where);
    }
  }
};
function seeSubject(block, where, { see }) {
  if (where !== "title" && where !== "opening") return;
  for (const mention of scanUnregisteredClassNames(block.text.slice(0, MAX_SUBJECT_SCANNED))) {
    see({ name: mention.name, family: mention.family }, "class-name", mention.text, block.startLine + mention.lineOffset, where);
  }
}

// src/core/connectors/finders/repository.ts
var findInRepository = (input, { see }) => {
  if (input.project !== void 0) see(input.project.identity, "repository", `filed in ${input.project.repository}`, 0);
};

// src/core/connectors/finders/title.ts
var findInTitle = (input, { see }) => {
  if (input.title === void 0) return;
  for (const mention of scanMentions(input.title)) {
    see({ name: mention.name, family: mention.family }, "class-name", `title: ${mention.text}`, 0, "title");
  }
};

// src/core/connectors/connectors.ts
var FINDERS = [
  findInMatches,
  findInTracebacks,
  findInErrorLines,
  findInLogLines,
  findInConfigs,
  findInProse,
  findInRepository,
  findInTitle
];
var UNIDENTIFIED = { name: "KV connector (not identified)", family: "other-connector" };
function remembered(read) {
  const answers = /* @__PURE__ */ new Map();
  return (key) => {
    if (answers.has(key)) return answers.get(key);
    const answer = read(key);
    answers.set(key, answer);
    return answer;
  };
}
function identifyConnectors(input) {
  const sightings = [];
  const state = {
    see: (...sighting) => void sightings.push(sighting),
    pathOf: remembered(connectorOfPath),
    logFileOf: remembered(connectorOfLogFile),
    sharedFrame: null,
    hookFrame: null
  };
  for (const find of FINDERS) find(input, state);
  const book = EvidenceBook.of(sightings);
  settle(book, state.hookFrame !== null && input.failureExplained !== true ? state.hookFrame : null, input.humanLabels ?? []);
  const ranked = book.ranked();
  if (ranked.length === 0 && state.sharedFrame !== null) {
    return [{ name: UNIDENTIFIED.name, family: UNIDENTIFIED.family, tier: "implicated", evidence: [{ kind: "connector-code", ...state.sharedFrame }] }];
  }
  return ranked;
}

// src/core/connectors/human-labels.ts
function routingLabelsOn(labels, names) {
  const same = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const found = [];
  for (const label of labels) {
    if (same(label, names.connectorLabel)) found.push({ label, connector: null, identity: null });
    const connector = Object.entries(names.perConnector).find(([, name]) => same(name, label))?.[0];
    if (connector !== void 0) found.push({ label, connector, identity: connectorIdentity(connector) });
  }
  return found;
}

// src/core/connectors/repository.ts
var PROJECTS = [
  { owner: "lmcache", name: null, identity: { name: "LMCacheConnectorV1", family: "lmcache" } },
  { owner: "kvcache-ai", name: "mooncake", identity: { name: "MooncakeConnector", family: "mooncake" } },
  { owner: "ai-dynamo", name: "nixl", identity: { name: "NixlConnector", family: "nixl" } }
];
var NAME_WORDS = [
  { word: "lmcache", identity: { name: "LMCacheConnectorV1", family: "lmcache" } },
  { word: "mooncake", identity: { name: "MooncakeConnector", family: "mooncake" } },
  { word: "nixl", identity: { name: "NixlConnector", family: "nixl" } }
];
function connectorOfRepository(repository) {
  if (repository === void 0) return null;
  const [owner = "", name = ""] = repository.toLowerCase().split("/");
  const project = PROJECTS.find((candidate) => candidate.owner === owner && (candidate.name === null || candidate.name === name));
  return project?.identity ?? NAME_WORDS.find(({ word }) => name.includes(word))?.identity ?? null;
}

// node_modules/mdast-util-to-string/lib/index.js
var emptyOptions = {};
function toString(value, options) {
  const settings = options || emptyOptions;
  const includeImageAlt = typeof settings.includeImageAlt === "boolean" ? settings.includeImageAlt : true;
  const includeHtml = typeof settings.includeHtml === "boolean" ? settings.includeHtml : true;
  return one(value, includeImageAlt, includeHtml);
}
function one(value, includeImageAlt, includeHtml) {
  if (node(value)) {
    if ("value" in value) {
      return value.type === "html" && !includeHtml ? "" : value.value;
    }
    if (includeImageAlt && "alt" in value && value.alt) {
      return value.alt;
    }
    if ("children" in value) {
      return all(value.children, includeImageAlt, includeHtml);
    }
  }
  if (Array.isArray(value)) {
    return all(value, includeImageAlt, includeHtml);
  }
  return "";
}
function all(values, includeImageAlt, includeHtml) {
  const result = [];
  let index2 = -1;
  while (++index2 < values.length) {
    result[index2] = one(values[index2], includeImageAlt, includeHtml);
  }
  return result.join("");
}
function node(value) {
  return Boolean(value && typeof value === "object");
}

// node_modules/character-entities/index.js
var characterEntities = {
  AElig: "\xC6",
  AMP: "&",
  Aacute: "\xC1",
  Abreve: "\u0102",
  Acirc: "\xC2",
  Acy: "\u0410",
  Afr: "\u{1D504}",
  Agrave: "\xC0",
  Alpha: "\u0391",
  Amacr: "\u0100",
  And: "\u2A53",
  Aogon: "\u0104",
  Aopf: "\u{1D538}",
  ApplyFunction: "\u2061",
  Aring: "\xC5",
  Ascr: "\u{1D49C}",
  Assign: "\u2254",
  Atilde: "\xC3",
  Auml: "\xC4",
  Backslash: "\u2216",
  Barv: "\u2AE7",
  Barwed: "\u2306",
  Bcy: "\u0411",
  Because: "\u2235",
  Bernoullis: "\u212C",
  Beta: "\u0392",
  Bfr: "\u{1D505}",
  Bopf: "\u{1D539}",
  Breve: "\u02D8",
  Bscr: "\u212C",
  Bumpeq: "\u224E",
  CHcy: "\u0427",
  COPY: "\xA9",
  Cacute: "\u0106",
  Cap: "\u22D2",
  CapitalDifferentialD: "\u2145",
  Cayleys: "\u212D",
  Ccaron: "\u010C",
  Ccedil: "\xC7",
  Ccirc: "\u0108",
  Cconint: "\u2230",
  Cdot: "\u010A",
  Cedilla: "\xB8",
  CenterDot: "\xB7",
  Cfr: "\u212D",
  Chi: "\u03A7",
  CircleDot: "\u2299",
  CircleMinus: "\u2296",
  CirclePlus: "\u2295",
  CircleTimes: "\u2297",
  ClockwiseContourIntegral: "\u2232",
  CloseCurlyDoubleQuote: "\u201D",
  CloseCurlyQuote: "\u2019",
  Colon: "\u2237",
  Colone: "\u2A74",
  Congruent: "\u2261",
  Conint: "\u222F",
  ContourIntegral: "\u222E",
  Copf: "\u2102",
  Coproduct: "\u2210",
  CounterClockwiseContourIntegral: "\u2233",
  Cross: "\u2A2F",
  Cscr: "\u{1D49E}",
  Cup: "\u22D3",
  CupCap: "\u224D",
  DD: "\u2145",
  DDotrahd: "\u2911",
  DJcy: "\u0402",
  DScy: "\u0405",
  DZcy: "\u040F",
  Dagger: "\u2021",
  Darr: "\u21A1",
  Dashv: "\u2AE4",
  Dcaron: "\u010E",
  Dcy: "\u0414",
  Del: "\u2207",
  Delta: "\u0394",
  Dfr: "\u{1D507}",
  DiacriticalAcute: "\xB4",
  DiacriticalDot: "\u02D9",
  DiacriticalDoubleAcute: "\u02DD",
  DiacriticalGrave: "`",
  DiacriticalTilde: "\u02DC",
  Diamond: "\u22C4",
  DifferentialD: "\u2146",
  Dopf: "\u{1D53B}",
  Dot: "\xA8",
  DotDot: "\u20DC",
  DotEqual: "\u2250",
  DoubleContourIntegral: "\u222F",
  DoubleDot: "\xA8",
  DoubleDownArrow: "\u21D3",
  DoubleLeftArrow: "\u21D0",
  DoubleLeftRightArrow: "\u21D4",
  DoubleLeftTee: "\u2AE4",
  DoubleLongLeftArrow: "\u27F8",
  DoubleLongLeftRightArrow: "\u27FA",
  DoubleLongRightArrow: "\u27F9",
  DoubleRightArrow: "\u21D2",
  DoubleRightTee: "\u22A8",
  DoubleUpArrow: "\u21D1",
  DoubleUpDownArrow: "\u21D5",
  DoubleVerticalBar: "\u2225",
  DownArrow: "\u2193",
  DownArrowBar: "\u2913",
  DownArrowUpArrow: "\u21F5",
  DownBreve: "\u0311",
  DownLeftRightVector: "\u2950",
  DownLeftTeeVector: "\u295E",
  DownLeftVector: "\u21BD",
  DownLeftVectorBar: "\u2956",
  DownRightTeeVector: "\u295F",
  DownRightVector: "\u21C1",
  DownRightVectorBar: "\u2957",
  DownTee: "\u22A4",
  DownTeeArrow: "\u21A7",
  Downarrow: "\u21D3",
  Dscr: "\u{1D49F}",
  Dstrok: "\u0110",
  ENG: "\u014A",
  ETH: "\xD0",
  Eacute: "\xC9",
  Ecaron: "\u011A",
  Ecirc: "\xCA",
  Ecy: "\u042D",
  Edot: "\u0116",
  Efr: "\u{1D508}",
  Egrave: "\xC8",
  Element: "\u2208",
  Emacr: "\u0112",
  EmptySmallSquare: "\u25FB",
  EmptyVerySmallSquare: "\u25AB",
  Eogon: "\u0118",
  Eopf: "\u{1D53C}",
  Epsilon: "\u0395",
  Equal: "\u2A75",
  EqualTilde: "\u2242",
  Equilibrium: "\u21CC",
  Escr: "\u2130",
  Esim: "\u2A73",
  Eta: "\u0397",
  Euml: "\xCB",
  Exists: "\u2203",
  ExponentialE: "\u2147",
  Fcy: "\u0424",
  Ffr: "\u{1D509}",
  FilledSmallSquare: "\u25FC",
  FilledVerySmallSquare: "\u25AA",
  Fopf: "\u{1D53D}",
  ForAll: "\u2200",
  Fouriertrf: "\u2131",
  Fscr: "\u2131",
  GJcy: "\u0403",
  GT: ">",
  Gamma: "\u0393",
  Gammad: "\u03DC",
  Gbreve: "\u011E",
  Gcedil: "\u0122",
  Gcirc: "\u011C",
  Gcy: "\u0413",
  Gdot: "\u0120",
  Gfr: "\u{1D50A}",
  Gg: "\u22D9",
  Gopf: "\u{1D53E}",
  GreaterEqual: "\u2265",
  GreaterEqualLess: "\u22DB",
  GreaterFullEqual: "\u2267",
  GreaterGreater: "\u2AA2",
  GreaterLess: "\u2277",
  GreaterSlantEqual: "\u2A7E",
  GreaterTilde: "\u2273",
  Gscr: "\u{1D4A2}",
  Gt: "\u226B",
  HARDcy: "\u042A",
  Hacek: "\u02C7",
  Hat: "^",
  Hcirc: "\u0124",
  Hfr: "\u210C",
  HilbertSpace: "\u210B",
  Hopf: "\u210D",
  HorizontalLine: "\u2500",
  Hscr: "\u210B",
  Hstrok: "\u0126",
  HumpDownHump: "\u224E",
  HumpEqual: "\u224F",
  IEcy: "\u0415",
  IJlig: "\u0132",
  IOcy: "\u0401",
  Iacute: "\xCD",
  Icirc: "\xCE",
  Icy: "\u0418",
  Idot: "\u0130",
  Ifr: "\u2111",
  Igrave: "\xCC",
  Im: "\u2111",
  Imacr: "\u012A",
  ImaginaryI: "\u2148",
  Implies: "\u21D2",
  Int: "\u222C",
  Integral: "\u222B",
  Intersection: "\u22C2",
  InvisibleComma: "\u2063",
  InvisibleTimes: "\u2062",
  Iogon: "\u012E",
  Iopf: "\u{1D540}",
  Iota: "\u0399",
  Iscr: "\u2110",
  Itilde: "\u0128",
  Iukcy: "\u0406",
  Iuml: "\xCF",
  Jcirc: "\u0134",
  Jcy: "\u0419",
  Jfr: "\u{1D50D}",
  Jopf: "\u{1D541}",
  Jscr: "\u{1D4A5}",
  Jsercy: "\u0408",
  Jukcy: "\u0404",
  KHcy: "\u0425",
  KJcy: "\u040C",
  Kappa: "\u039A",
  Kcedil: "\u0136",
  Kcy: "\u041A",
  Kfr: "\u{1D50E}",
  Kopf: "\u{1D542}",
  Kscr: "\u{1D4A6}",
  LJcy: "\u0409",
  LT: "<",
  Lacute: "\u0139",
  Lambda: "\u039B",
  Lang: "\u27EA",
  Laplacetrf: "\u2112",
  Larr: "\u219E",
  Lcaron: "\u013D",
  Lcedil: "\u013B",
  Lcy: "\u041B",
  LeftAngleBracket: "\u27E8",
  LeftArrow: "\u2190",
  LeftArrowBar: "\u21E4",
  LeftArrowRightArrow: "\u21C6",
  LeftCeiling: "\u2308",
  LeftDoubleBracket: "\u27E6",
  LeftDownTeeVector: "\u2961",
  LeftDownVector: "\u21C3",
  LeftDownVectorBar: "\u2959",
  LeftFloor: "\u230A",
  LeftRightArrow: "\u2194",
  LeftRightVector: "\u294E",
  LeftTee: "\u22A3",
  LeftTeeArrow: "\u21A4",
  LeftTeeVector: "\u295A",
  LeftTriangle: "\u22B2",
  LeftTriangleBar: "\u29CF",
  LeftTriangleEqual: "\u22B4",
  LeftUpDownVector: "\u2951",
  LeftUpTeeVector: "\u2960",
  LeftUpVector: "\u21BF",
  LeftUpVectorBar: "\u2958",
  LeftVector: "\u21BC",
  LeftVectorBar: "\u2952",
  Leftarrow: "\u21D0",
  Leftrightarrow: "\u21D4",
  LessEqualGreater: "\u22DA",
  LessFullEqual: "\u2266",
  LessGreater: "\u2276",
  LessLess: "\u2AA1",
  LessSlantEqual: "\u2A7D",
  LessTilde: "\u2272",
  Lfr: "\u{1D50F}",
  Ll: "\u22D8",
  Lleftarrow: "\u21DA",
  Lmidot: "\u013F",
  LongLeftArrow: "\u27F5",
  LongLeftRightArrow: "\u27F7",
  LongRightArrow: "\u27F6",
  Longleftarrow: "\u27F8",
  Longleftrightarrow: "\u27FA",
  Longrightarrow: "\u27F9",
  Lopf: "\u{1D543}",
  LowerLeftArrow: "\u2199",
  LowerRightArrow: "\u2198",
  Lscr: "\u2112",
  Lsh: "\u21B0",
  Lstrok: "\u0141",
  Lt: "\u226A",
  Map: "\u2905",
  Mcy: "\u041C",
  MediumSpace: "\u205F",
  Mellintrf: "\u2133",
  Mfr: "\u{1D510}",
  MinusPlus: "\u2213",
  Mopf: "\u{1D544}",
  Mscr: "\u2133",
  Mu: "\u039C",
  NJcy: "\u040A",
  Nacute: "\u0143",
  Ncaron: "\u0147",
  Ncedil: "\u0145",
  Ncy: "\u041D",
  NegativeMediumSpace: "\u200B",
  NegativeThickSpace: "\u200B",
  NegativeThinSpace: "\u200B",
  NegativeVeryThinSpace: "\u200B",
  NestedGreaterGreater: "\u226B",
  NestedLessLess: "\u226A",
  NewLine: "\n",
  Nfr: "\u{1D511}",
  NoBreak: "\u2060",
  NonBreakingSpace: "\xA0",
  Nopf: "\u2115",
  Not: "\u2AEC",
  NotCongruent: "\u2262",
  NotCupCap: "\u226D",
  NotDoubleVerticalBar: "\u2226",
  NotElement: "\u2209",
  NotEqual: "\u2260",
  NotEqualTilde: "\u2242\u0338",
  NotExists: "\u2204",
  NotGreater: "\u226F",
  NotGreaterEqual: "\u2271",
  NotGreaterFullEqual: "\u2267\u0338",
  NotGreaterGreater: "\u226B\u0338",
  NotGreaterLess: "\u2279",
  NotGreaterSlantEqual: "\u2A7E\u0338",
  NotGreaterTilde: "\u2275",
  NotHumpDownHump: "\u224E\u0338",
  NotHumpEqual: "\u224F\u0338",
  NotLeftTriangle: "\u22EA",
  NotLeftTriangleBar: "\u29CF\u0338",
  NotLeftTriangleEqual: "\u22EC",
  NotLess: "\u226E",
  NotLessEqual: "\u2270",
  NotLessGreater: "\u2278",
  NotLessLess: "\u226A\u0338",
  NotLessSlantEqual: "\u2A7D\u0338",
  NotLessTilde: "\u2274",
  NotNestedGreaterGreater: "\u2AA2\u0338",
  NotNestedLessLess: "\u2AA1\u0338",
  NotPrecedes: "\u2280",
  NotPrecedesEqual: "\u2AAF\u0338",
  NotPrecedesSlantEqual: "\u22E0",
  NotReverseElement: "\u220C",
  NotRightTriangle: "\u22EB",
  NotRightTriangleBar: "\u29D0\u0338",
  NotRightTriangleEqual: "\u22ED",
  NotSquareSubset: "\u228F\u0338",
  NotSquareSubsetEqual: "\u22E2",
  NotSquareSuperset: "\u2290\u0338",
  NotSquareSupersetEqual: "\u22E3",
  NotSubset: "\u2282\u20D2",
  NotSubsetEqual: "\u2288",
  NotSucceeds: "\u2281",
  NotSucceedsEqual: "\u2AB0\u0338",
  NotSucceedsSlantEqual: "\u22E1",
  NotSucceedsTilde: "\u227F\u0338",
  NotSuperset: "\u2283\u20D2",
  NotSupersetEqual: "\u2289",
  NotTilde: "\u2241",
  NotTildeEqual: "\u2244",
  NotTildeFullEqual: "\u2247",
  NotTildeTilde: "\u2249",
  NotVerticalBar: "\u2224",
  Nscr: "\u{1D4A9}",
  Ntilde: "\xD1",
  Nu: "\u039D",
  OElig: "\u0152",
  Oacute: "\xD3",
  Ocirc: "\xD4",
  Ocy: "\u041E",
  Odblac: "\u0150",
  Ofr: "\u{1D512}",
  Ograve: "\xD2",
  Omacr: "\u014C",
  Omega: "\u03A9",
  Omicron: "\u039F",
  Oopf: "\u{1D546}",
  OpenCurlyDoubleQuote: "\u201C",
  OpenCurlyQuote: "\u2018",
  Or: "\u2A54",
  Oscr: "\u{1D4AA}",
  Oslash: "\xD8",
  Otilde: "\xD5",
  Otimes: "\u2A37",
  Ouml: "\xD6",
  OverBar: "\u203E",
  OverBrace: "\u23DE",
  OverBracket: "\u23B4",
  OverParenthesis: "\u23DC",
  PartialD: "\u2202",
  Pcy: "\u041F",
  Pfr: "\u{1D513}",
  Phi: "\u03A6",
  Pi: "\u03A0",
  PlusMinus: "\xB1",
  Poincareplane: "\u210C",
  Popf: "\u2119",
  Pr: "\u2ABB",
  Precedes: "\u227A",
  PrecedesEqual: "\u2AAF",
  PrecedesSlantEqual: "\u227C",
  PrecedesTilde: "\u227E",
  Prime: "\u2033",
  Product: "\u220F",
  Proportion: "\u2237",
  Proportional: "\u221D",
  Pscr: "\u{1D4AB}",
  Psi: "\u03A8",
  QUOT: '"',
  Qfr: "\u{1D514}",
  Qopf: "\u211A",
  Qscr: "\u{1D4AC}",
  RBarr: "\u2910",
  REG: "\xAE",
  Racute: "\u0154",
  Rang: "\u27EB",
  Rarr: "\u21A0",
  Rarrtl: "\u2916",
  Rcaron: "\u0158",
  Rcedil: "\u0156",
  Rcy: "\u0420",
  Re: "\u211C",
  ReverseElement: "\u220B",
  ReverseEquilibrium: "\u21CB",
  ReverseUpEquilibrium: "\u296F",
  Rfr: "\u211C",
  Rho: "\u03A1",
  RightAngleBracket: "\u27E9",
  RightArrow: "\u2192",
  RightArrowBar: "\u21E5",
  RightArrowLeftArrow: "\u21C4",
  RightCeiling: "\u2309",
  RightDoubleBracket: "\u27E7",
  RightDownTeeVector: "\u295D",
  RightDownVector: "\u21C2",
  RightDownVectorBar: "\u2955",
  RightFloor: "\u230B",
  RightTee: "\u22A2",
  RightTeeArrow: "\u21A6",
  RightTeeVector: "\u295B",
  RightTriangle: "\u22B3",
  RightTriangleBar: "\u29D0",
  RightTriangleEqual: "\u22B5",
  RightUpDownVector: "\u294F",
  RightUpTeeVector: "\u295C",
  RightUpVector: "\u21BE",
  RightUpVectorBar: "\u2954",
  RightVector: "\u21C0",
  RightVectorBar: "\u2953",
  Rightarrow: "\u21D2",
  Ropf: "\u211D",
  RoundImplies: "\u2970",
  Rrightarrow: "\u21DB",
  Rscr: "\u211B",
  Rsh: "\u21B1",
  RuleDelayed: "\u29F4",
  SHCHcy: "\u0429",
  SHcy: "\u0428",
  SOFTcy: "\u042C",
  Sacute: "\u015A",
  Sc: "\u2ABC",
  Scaron: "\u0160",
  Scedil: "\u015E",
  Scirc: "\u015C",
  Scy: "\u0421",
  Sfr: "\u{1D516}",
  ShortDownArrow: "\u2193",
  ShortLeftArrow: "\u2190",
  ShortRightArrow: "\u2192",
  ShortUpArrow: "\u2191",
  Sigma: "\u03A3",
  SmallCircle: "\u2218",
  Sopf: "\u{1D54A}",
  Sqrt: "\u221A",
  Square: "\u25A1",
  SquareIntersection: "\u2293",
  SquareSubset: "\u228F",
  SquareSubsetEqual: "\u2291",
  SquareSuperset: "\u2290",
  SquareSupersetEqual: "\u2292",
  SquareUnion: "\u2294",
  Sscr: "\u{1D4AE}",
  Star: "\u22C6",
  Sub: "\u22D0",
  Subset: "\u22D0",
  SubsetEqual: "\u2286",
  Succeeds: "\u227B",
  SucceedsEqual: "\u2AB0",
  SucceedsSlantEqual: "\u227D",
  SucceedsTilde: "\u227F",
  SuchThat: "\u220B",
  Sum: "\u2211",
  Sup: "\u22D1",
  Superset: "\u2283",
  SupersetEqual: "\u2287",
  Supset: "\u22D1",
  THORN: "\xDE",
  TRADE: "\u2122",
  TSHcy: "\u040B",
  TScy: "\u0426",
  Tab: "	",
  Tau: "\u03A4",
  Tcaron: "\u0164",
  Tcedil: "\u0162",
  Tcy: "\u0422",
  Tfr: "\u{1D517}",
  Therefore: "\u2234",
  Theta: "\u0398",
  ThickSpace: "\u205F\u200A",
  ThinSpace: "\u2009",
  Tilde: "\u223C",
  TildeEqual: "\u2243",
  TildeFullEqual: "\u2245",
  TildeTilde: "\u2248",
  Topf: "\u{1D54B}",
  TripleDot: "\u20DB",
  Tscr: "\u{1D4AF}",
  Tstrok: "\u0166",
  Uacute: "\xDA",
  Uarr: "\u219F",
  Uarrocir: "\u2949",
  Ubrcy: "\u040E",
  Ubreve: "\u016C",
  Ucirc: "\xDB",
  Ucy: "\u0423",
  Udblac: "\u0170",
  Ufr: "\u{1D518}",
  Ugrave: "\xD9",
  Umacr: "\u016A",
  UnderBar: "_",
  UnderBrace: "\u23DF",
  UnderBracket: "\u23B5",
  UnderParenthesis: "\u23DD",
  Union: "\u22C3",
  UnionPlus: "\u228E",
  Uogon: "\u0172",
  Uopf: "\u{1D54C}",
  UpArrow: "\u2191",
  UpArrowBar: "\u2912",
  UpArrowDownArrow: "\u21C5",
  UpDownArrow: "\u2195",
  UpEquilibrium: "\u296E",
  UpTee: "\u22A5",
  UpTeeArrow: "\u21A5",
  Uparrow: "\u21D1",
  Updownarrow: "\u21D5",
  UpperLeftArrow: "\u2196",
  UpperRightArrow: "\u2197",
  Upsi: "\u03D2",
  Upsilon: "\u03A5",
  Uring: "\u016E",
  Uscr: "\u{1D4B0}",
  Utilde: "\u0168",
  Uuml: "\xDC",
  VDash: "\u22AB",
  Vbar: "\u2AEB",
  Vcy: "\u0412",
  Vdash: "\u22A9",
  Vdashl: "\u2AE6",
  Vee: "\u22C1",
  Verbar: "\u2016",
  Vert: "\u2016",
  VerticalBar: "\u2223",
  VerticalLine: "|",
  VerticalSeparator: "\u2758",
  VerticalTilde: "\u2240",
  VeryThinSpace: "\u200A",
  Vfr: "\u{1D519}",
  Vopf: "\u{1D54D}",
  Vscr: "\u{1D4B1}",
  Vvdash: "\u22AA",
  Wcirc: "\u0174",
  Wedge: "\u22C0",
  Wfr: "\u{1D51A}",
  Wopf: "\u{1D54E}",
  Wscr: "\u{1D4B2}",
  Xfr: "\u{1D51B}",
  Xi: "\u039E",
  Xopf: "\u{1D54F}",
  Xscr: "\u{1D4B3}",
  YAcy: "\u042F",
  YIcy: "\u0407",
  YUcy: "\u042E",
  Yacute: "\xDD",
  Ycirc: "\u0176",
  Ycy: "\u042B",
  Yfr: "\u{1D51C}",
  Yopf: "\u{1D550}",
  Yscr: "\u{1D4B4}",
  Yuml: "\u0178",
  ZHcy: "\u0416",
  Zacute: "\u0179",
  Zcaron: "\u017D",
  Zcy: "\u0417",
  Zdot: "\u017B",
  ZeroWidthSpace: "\u200B",
  Zeta: "\u0396",
  Zfr: "\u2128",
  Zopf: "\u2124",
  Zscr: "\u{1D4B5}",
  aacute: "\xE1",
  abreve: "\u0103",
  ac: "\u223E",
  acE: "\u223E\u0333",
  acd: "\u223F",
  acirc: "\xE2",
  acute: "\xB4",
  acy: "\u0430",
  aelig: "\xE6",
  af: "\u2061",
  afr: "\u{1D51E}",
  agrave: "\xE0",
  alefsym: "\u2135",
  aleph: "\u2135",
  alpha: "\u03B1",
  amacr: "\u0101",
  amalg: "\u2A3F",
  amp: "&",
  and: "\u2227",
  andand: "\u2A55",
  andd: "\u2A5C",
  andslope: "\u2A58",
  andv: "\u2A5A",
  ang: "\u2220",
  ange: "\u29A4",
  angle: "\u2220",
  angmsd: "\u2221",
  angmsdaa: "\u29A8",
  angmsdab: "\u29A9",
  angmsdac: "\u29AA",
  angmsdad: "\u29AB",
  angmsdae: "\u29AC",
  angmsdaf: "\u29AD",
  angmsdag: "\u29AE",
  angmsdah: "\u29AF",
  angrt: "\u221F",
  angrtvb: "\u22BE",
  angrtvbd: "\u299D",
  angsph: "\u2222",
  angst: "\xC5",
  angzarr: "\u237C",
  aogon: "\u0105",
  aopf: "\u{1D552}",
  ap: "\u2248",
  apE: "\u2A70",
  apacir: "\u2A6F",
  ape: "\u224A",
  apid: "\u224B",
  apos: "'",
  approx: "\u2248",
  approxeq: "\u224A",
  aring: "\xE5",
  ascr: "\u{1D4B6}",
  ast: "*",
  asymp: "\u2248",
  asympeq: "\u224D",
  atilde: "\xE3",
  auml: "\xE4",
  awconint: "\u2233",
  awint: "\u2A11",
  bNot: "\u2AED",
  backcong: "\u224C",
  backepsilon: "\u03F6",
  backprime: "\u2035",
  backsim: "\u223D",
  backsimeq: "\u22CD",
  barvee: "\u22BD",
  barwed: "\u2305",
  barwedge: "\u2305",
  bbrk: "\u23B5",
  bbrktbrk: "\u23B6",
  bcong: "\u224C",
  bcy: "\u0431",
  bdquo: "\u201E",
  becaus: "\u2235",
  because: "\u2235",
  bemptyv: "\u29B0",
  bepsi: "\u03F6",
  bernou: "\u212C",
  beta: "\u03B2",
  beth: "\u2136",
  between: "\u226C",
  bfr: "\u{1D51F}",
  bigcap: "\u22C2",
  bigcirc: "\u25EF",
  bigcup: "\u22C3",
  bigodot: "\u2A00",
  bigoplus: "\u2A01",
  bigotimes: "\u2A02",
  bigsqcup: "\u2A06",
  bigstar: "\u2605",
  bigtriangledown: "\u25BD",
  bigtriangleup: "\u25B3",
  biguplus: "\u2A04",
  bigvee: "\u22C1",
  bigwedge: "\u22C0",
  bkarow: "\u290D",
  blacklozenge: "\u29EB",
  blacksquare: "\u25AA",
  blacktriangle: "\u25B4",
  blacktriangledown: "\u25BE",
  blacktriangleleft: "\u25C2",
  blacktriangleright: "\u25B8",
  blank: "\u2423",
  blk12: "\u2592",
  blk14: "\u2591",
  blk34: "\u2593",
  block: "\u2588",
  bne: "=\u20E5",
  bnequiv: "\u2261\u20E5",
  bnot: "\u2310",
  bopf: "\u{1D553}",
  bot: "\u22A5",
  bottom: "\u22A5",
  bowtie: "\u22C8",
  boxDL: "\u2557",
  boxDR: "\u2554",
  boxDl: "\u2556",
  boxDr: "\u2553",
  boxH: "\u2550",
  boxHD: "\u2566",
  boxHU: "\u2569",
  boxHd: "\u2564",
  boxHu: "\u2567",
  boxUL: "\u255D",
  boxUR: "\u255A",
  boxUl: "\u255C",
  boxUr: "\u2559",
  boxV: "\u2551",
  boxVH: "\u256C",
  boxVL: "\u2563",
  boxVR: "\u2560",
  boxVh: "\u256B",
  boxVl: "\u2562",
  boxVr: "\u255F",
  boxbox: "\u29C9",
  boxdL: "\u2555",
  boxdR: "\u2552",
  boxdl: "\u2510",
  boxdr: "\u250C",
  boxh: "\u2500",
  boxhD: "\u2565",
  boxhU: "\u2568",
  boxhd: "\u252C",
  boxhu: "\u2534",
  boxminus: "\u229F",
  boxplus: "\u229E",
  boxtimes: "\u22A0",
  boxuL: "\u255B",
  boxuR: "\u2558",
  boxul: "\u2518",
  boxur: "\u2514",
  boxv: "\u2502",
  boxvH: "\u256A",
  boxvL: "\u2561",
  boxvR: "\u255E",
  boxvh: "\u253C",
  boxvl: "\u2524",
  boxvr: "\u251C",
  bprime: "\u2035",
  breve: "\u02D8",
  brvbar: "\xA6",
  bscr: "\u{1D4B7}",
  bsemi: "\u204F",
  bsim: "\u223D",
  bsime: "\u22CD",
  bsol: "\\",
  bsolb: "\u29C5",
  bsolhsub: "\u27C8",
  bull: "\u2022",
  bullet: "\u2022",
  bump: "\u224E",
  bumpE: "\u2AAE",
  bumpe: "\u224F",
  bumpeq: "\u224F",
  cacute: "\u0107",
  cap: "\u2229",
  capand: "\u2A44",
  capbrcup: "\u2A49",
  capcap: "\u2A4B",
  capcup: "\u2A47",
  capdot: "\u2A40",
  caps: "\u2229\uFE00",
  caret: "\u2041",
  caron: "\u02C7",
  ccaps: "\u2A4D",
  ccaron: "\u010D",
  ccedil: "\xE7",
  ccirc: "\u0109",
  ccups: "\u2A4C",
  ccupssm: "\u2A50",
  cdot: "\u010B",
  cedil: "\xB8",
  cemptyv: "\u29B2",
  cent: "\xA2",
  centerdot: "\xB7",
  cfr: "\u{1D520}",
  chcy: "\u0447",
  check: "\u2713",
  checkmark: "\u2713",
  chi: "\u03C7",
  cir: "\u25CB",
  cirE: "\u29C3",
  circ: "\u02C6",
  circeq: "\u2257",
  circlearrowleft: "\u21BA",
  circlearrowright: "\u21BB",
  circledR: "\xAE",
  circledS: "\u24C8",
  circledast: "\u229B",
  circledcirc: "\u229A",
  circleddash: "\u229D",
  cire: "\u2257",
  cirfnint: "\u2A10",
  cirmid: "\u2AEF",
  cirscir: "\u29C2",
  clubs: "\u2663",
  clubsuit: "\u2663",
  colon: ":",
  colone: "\u2254",
  coloneq: "\u2254",
  comma: ",",
  commat: "@",
  comp: "\u2201",
  compfn: "\u2218",
  complement: "\u2201",
  complexes: "\u2102",
  cong: "\u2245",
  congdot: "\u2A6D",
  conint: "\u222E",
  copf: "\u{1D554}",
  coprod: "\u2210",
  copy: "\xA9",
  copysr: "\u2117",
  crarr: "\u21B5",
  cross: "\u2717",
  cscr: "\u{1D4B8}",
  csub: "\u2ACF",
  csube: "\u2AD1",
  csup: "\u2AD0",
  csupe: "\u2AD2",
  ctdot: "\u22EF",
  cudarrl: "\u2938",
  cudarrr: "\u2935",
  cuepr: "\u22DE",
  cuesc: "\u22DF",
  cularr: "\u21B6",
  cularrp: "\u293D",
  cup: "\u222A",
  cupbrcap: "\u2A48",
  cupcap: "\u2A46",
  cupcup: "\u2A4A",
  cupdot: "\u228D",
  cupor: "\u2A45",
  cups: "\u222A\uFE00",
  curarr: "\u21B7",
  curarrm: "\u293C",
  curlyeqprec: "\u22DE",
  curlyeqsucc: "\u22DF",
  curlyvee: "\u22CE",
  curlywedge: "\u22CF",
  curren: "\xA4",
  curvearrowleft: "\u21B6",
  curvearrowright: "\u21B7",
  cuvee: "\u22CE",
  cuwed: "\u22CF",
  cwconint: "\u2232",
  cwint: "\u2231",
  cylcty: "\u232D",
  dArr: "\u21D3",
  dHar: "\u2965",
  dagger: "\u2020",
  daleth: "\u2138",
  darr: "\u2193",
  dash: "\u2010",
  dashv: "\u22A3",
  dbkarow: "\u290F",
  dblac: "\u02DD",
  dcaron: "\u010F",
  dcy: "\u0434",
  dd: "\u2146",
  ddagger: "\u2021",
  ddarr: "\u21CA",
  ddotseq: "\u2A77",
  deg: "\xB0",
  delta: "\u03B4",
  demptyv: "\u29B1",
  dfisht: "\u297F",
  dfr: "\u{1D521}",
  dharl: "\u21C3",
  dharr: "\u21C2",
  diam: "\u22C4",
  diamond: "\u22C4",
  diamondsuit: "\u2666",
  diams: "\u2666",
  die: "\xA8",
  digamma: "\u03DD",
  disin: "\u22F2",
  div: "\xF7",
  divide: "\xF7",
  divideontimes: "\u22C7",
  divonx: "\u22C7",
  djcy: "\u0452",
  dlcorn: "\u231E",
  dlcrop: "\u230D",
  dollar: "$",
  dopf: "\u{1D555}",
  dot: "\u02D9",
  doteq: "\u2250",
  doteqdot: "\u2251",
  dotminus: "\u2238",
  dotplus: "\u2214",
  dotsquare: "\u22A1",
  doublebarwedge: "\u2306",
  downarrow: "\u2193",
  downdownarrows: "\u21CA",
  downharpoonleft: "\u21C3",
  downharpoonright: "\u21C2",
  drbkarow: "\u2910",
  drcorn: "\u231F",
  drcrop: "\u230C",
  dscr: "\u{1D4B9}",
  dscy: "\u0455",
  dsol: "\u29F6",
  dstrok: "\u0111",
  dtdot: "\u22F1",
  dtri: "\u25BF",
  dtrif: "\u25BE",
  duarr: "\u21F5",
  duhar: "\u296F",
  dwangle: "\u29A6",
  dzcy: "\u045F",
  dzigrarr: "\u27FF",
  eDDot: "\u2A77",
  eDot: "\u2251",
  eacute: "\xE9",
  easter: "\u2A6E",
  ecaron: "\u011B",
  ecir: "\u2256",
  ecirc: "\xEA",
  ecolon: "\u2255",
  ecy: "\u044D",
  edot: "\u0117",
  ee: "\u2147",
  efDot: "\u2252",
  efr: "\u{1D522}",
  eg: "\u2A9A",
  egrave: "\xE8",
  egs: "\u2A96",
  egsdot: "\u2A98",
  el: "\u2A99",
  elinters: "\u23E7",
  ell: "\u2113",
  els: "\u2A95",
  elsdot: "\u2A97",
  emacr: "\u0113",
  empty: "\u2205",
  emptyset: "\u2205",
  emptyv: "\u2205",
  emsp13: "\u2004",
  emsp14: "\u2005",
  emsp: "\u2003",
  eng: "\u014B",
  ensp: "\u2002",
  eogon: "\u0119",
  eopf: "\u{1D556}",
  epar: "\u22D5",
  eparsl: "\u29E3",
  eplus: "\u2A71",
  epsi: "\u03B5",
  epsilon: "\u03B5",
  epsiv: "\u03F5",
  eqcirc: "\u2256",
  eqcolon: "\u2255",
  eqsim: "\u2242",
  eqslantgtr: "\u2A96",
  eqslantless: "\u2A95",
  equals: "=",
  equest: "\u225F",
  equiv: "\u2261",
  equivDD: "\u2A78",
  eqvparsl: "\u29E5",
  erDot: "\u2253",
  erarr: "\u2971",
  escr: "\u212F",
  esdot: "\u2250",
  esim: "\u2242",
  eta: "\u03B7",
  eth: "\xF0",
  euml: "\xEB",
  euro: "\u20AC",
  excl: "!",
  exist: "\u2203",
  expectation: "\u2130",
  exponentiale: "\u2147",
  fallingdotseq: "\u2252",
  fcy: "\u0444",
  female: "\u2640",
  ffilig: "\uFB03",
  fflig: "\uFB00",
  ffllig: "\uFB04",
  ffr: "\u{1D523}",
  filig: "\uFB01",
  fjlig: "fj",
  flat: "\u266D",
  fllig: "\uFB02",
  fltns: "\u25B1",
  fnof: "\u0192",
  fopf: "\u{1D557}",
  forall: "\u2200",
  fork: "\u22D4",
  forkv: "\u2AD9",
  fpartint: "\u2A0D",
  frac12: "\xBD",
  frac13: "\u2153",
  frac14: "\xBC",
  frac15: "\u2155",
  frac16: "\u2159",
  frac18: "\u215B",
  frac23: "\u2154",
  frac25: "\u2156",
  frac34: "\xBE",
  frac35: "\u2157",
  frac38: "\u215C",
  frac45: "\u2158",
  frac56: "\u215A",
  frac58: "\u215D",
  frac78: "\u215E",
  frasl: "\u2044",
  frown: "\u2322",
  fscr: "\u{1D4BB}",
  gE: "\u2267",
  gEl: "\u2A8C",
  gacute: "\u01F5",
  gamma: "\u03B3",
  gammad: "\u03DD",
  gap: "\u2A86",
  gbreve: "\u011F",
  gcirc: "\u011D",
  gcy: "\u0433",
  gdot: "\u0121",
  ge: "\u2265",
  gel: "\u22DB",
  geq: "\u2265",
  geqq: "\u2267",
  geqslant: "\u2A7E",
  ges: "\u2A7E",
  gescc: "\u2AA9",
  gesdot: "\u2A80",
  gesdoto: "\u2A82",
  gesdotol: "\u2A84",
  gesl: "\u22DB\uFE00",
  gesles: "\u2A94",
  gfr: "\u{1D524}",
  gg: "\u226B",
  ggg: "\u22D9",
  gimel: "\u2137",
  gjcy: "\u0453",
  gl: "\u2277",
  glE: "\u2A92",
  gla: "\u2AA5",
  glj: "\u2AA4",
  gnE: "\u2269",
  gnap: "\u2A8A",
  gnapprox: "\u2A8A",
  gne: "\u2A88",
  gneq: "\u2A88",
  gneqq: "\u2269",
  gnsim: "\u22E7",
  gopf: "\u{1D558}",
  grave: "`",
  gscr: "\u210A",
  gsim: "\u2273",
  gsime: "\u2A8E",
  gsiml: "\u2A90",
  gt: ">",
  gtcc: "\u2AA7",
  gtcir: "\u2A7A",
  gtdot: "\u22D7",
  gtlPar: "\u2995",
  gtquest: "\u2A7C",
  gtrapprox: "\u2A86",
  gtrarr: "\u2978",
  gtrdot: "\u22D7",
  gtreqless: "\u22DB",
  gtreqqless: "\u2A8C",
  gtrless: "\u2277",
  gtrsim: "\u2273",
  gvertneqq: "\u2269\uFE00",
  gvnE: "\u2269\uFE00",
  hArr: "\u21D4",
  hairsp: "\u200A",
  half: "\xBD",
  hamilt: "\u210B",
  hardcy: "\u044A",
  harr: "\u2194",
  harrcir: "\u2948",
  harrw: "\u21AD",
  hbar: "\u210F",
  hcirc: "\u0125",
  hearts: "\u2665",
  heartsuit: "\u2665",
  hellip: "\u2026",
  hercon: "\u22B9",
  hfr: "\u{1D525}",
  hksearow: "\u2925",
  hkswarow: "\u2926",
  hoarr: "\u21FF",
  homtht: "\u223B",
  hookleftarrow: "\u21A9",
  hookrightarrow: "\u21AA",
  hopf: "\u{1D559}",
  horbar: "\u2015",
  hscr: "\u{1D4BD}",
  hslash: "\u210F",
  hstrok: "\u0127",
  hybull: "\u2043",
  hyphen: "\u2010",
  iacute: "\xED",
  ic: "\u2063",
  icirc: "\xEE",
  icy: "\u0438",
  iecy: "\u0435",
  iexcl: "\xA1",
  iff: "\u21D4",
  ifr: "\u{1D526}",
  igrave: "\xEC",
  ii: "\u2148",
  iiiint: "\u2A0C",
  iiint: "\u222D",
  iinfin: "\u29DC",
  iiota: "\u2129",
  ijlig: "\u0133",
  imacr: "\u012B",
  image: "\u2111",
  imagline: "\u2110",
  imagpart: "\u2111",
  imath: "\u0131",
  imof: "\u22B7",
  imped: "\u01B5",
  in: "\u2208",
  incare: "\u2105",
  infin: "\u221E",
  infintie: "\u29DD",
  inodot: "\u0131",
  int: "\u222B",
  intcal: "\u22BA",
  integers: "\u2124",
  intercal: "\u22BA",
  intlarhk: "\u2A17",
  intprod: "\u2A3C",
  iocy: "\u0451",
  iogon: "\u012F",
  iopf: "\u{1D55A}",
  iota: "\u03B9",
  iprod: "\u2A3C",
  iquest: "\xBF",
  iscr: "\u{1D4BE}",
  isin: "\u2208",
  isinE: "\u22F9",
  isindot: "\u22F5",
  isins: "\u22F4",
  isinsv: "\u22F3",
  isinv: "\u2208",
  it: "\u2062",
  itilde: "\u0129",
  iukcy: "\u0456",
  iuml: "\xEF",
  jcirc: "\u0135",
  jcy: "\u0439",
  jfr: "\u{1D527}",
  jmath: "\u0237",
  jopf: "\u{1D55B}",
  jscr: "\u{1D4BF}",
  jsercy: "\u0458",
  jukcy: "\u0454",
  kappa: "\u03BA",
  kappav: "\u03F0",
  kcedil: "\u0137",
  kcy: "\u043A",
  kfr: "\u{1D528}",
  kgreen: "\u0138",
  khcy: "\u0445",
  kjcy: "\u045C",
  kopf: "\u{1D55C}",
  kscr: "\u{1D4C0}",
  lAarr: "\u21DA",
  lArr: "\u21D0",
  lAtail: "\u291B",
  lBarr: "\u290E",
  lE: "\u2266",
  lEg: "\u2A8B",
  lHar: "\u2962",
  lacute: "\u013A",
  laemptyv: "\u29B4",
  lagran: "\u2112",
  lambda: "\u03BB",
  lang: "\u27E8",
  langd: "\u2991",
  langle: "\u27E8",
  lap: "\u2A85",
  laquo: "\xAB",
  larr: "\u2190",
  larrb: "\u21E4",
  larrbfs: "\u291F",
  larrfs: "\u291D",
  larrhk: "\u21A9",
  larrlp: "\u21AB",
  larrpl: "\u2939",
  larrsim: "\u2973",
  larrtl: "\u21A2",
  lat: "\u2AAB",
  latail: "\u2919",
  late: "\u2AAD",
  lates: "\u2AAD\uFE00",
  lbarr: "\u290C",
  lbbrk: "\u2772",
  lbrace: "{",
  lbrack: "[",
  lbrke: "\u298B",
  lbrksld: "\u298F",
  lbrkslu: "\u298D",
  lcaron: "\u013E",
  lcedil: "\u013C",
  lceil: "\u2308",
  lcub: "{",
  lcy: "\u043B",
  ldca: "\u2936",
  ldquo: "\u201C",
  ldquor: "\u201E",
  ldrdhar: "\u2967",
  ldrushar: "\u294B",
  ldsh: "\u21B2",
  le: "\u2264",
  leftarrow: "\u2190",
  leftarrowtail: "\u21A2",
  leftharpoondown: "\u21BD",
  leftharpoonup: "\u21BC",
  leftleftarrows: "\u21C7",
  leftrightarrow: "\u2194",
  leftrightarrows: "\u21C6",
  leftrightharpoons: "\u21CB",
  leftrightsquigarrow: "\u21AD",
  leftthreetimes: "\u22CB",
  leg: "\u22DA",
  leq: "\u2264",
  leqq: "\u2266",
  leqslant: "\u2A7D",
  les: "\u2A7D",
  lescc: "\u2AA8",
  lesdot: "\u2A7F",
  lesdoto: "\u2A81",
  lesdotor: "\u2A83",
  lesg: "\u22DA\uFE00",
  lesges: "\u2A93",
  lessapprox: "\u2A85",
  lessdot: "\u22D6",
  lesseqgtr: "\u22DA",
  lesseqqgtr: "\u2A8B",
  lessgtr: "\u2276",
  lesssim: "\u2272",
  lfisht: "\u297C",
  lfloor: "\u230A",
  lfr: "\u{1D529}",
  lg: "\u2276",
  lgE: "\u2A91",
  lhard: "\u21BD",
  lharu: "\u21BC",
  lharul: "\u296A",
  lhblk: "\u2584",
  ljcy: "\u0459",
  ll: "\u226A",
  llarr: "\u21C7",
  llcorner: "\u231E",
  llhard: "\u296B",
  lltri: "\u25FA",
  lmidot: "\u0140",
  lmoust: "\u23B0",
  lmoustache: "\u23B0",
  lnE: "\u2268",
  lnap: "\u2A89",
  lnapprox: "\u2A89",
  lne: "\u2A87",
  lneq: "\u2A87",
  lneqq: "\u2268",
  lnsim: "\u22E6",
  loang: "\u27EC",
  loarr: "\u21FD",
  lobrk: "\u27E6",
  longleftarrow: "\u27F5",
  longleftrightarrow: "\u27F7",
  longmapsto: "\u27FC",
  longrightarrow: "\u27F6",
  looparrowleft: "\u21AB",
  looparrowright: "\u21AC",
  lopar: "\u2985",
  lopf: "\u{1D55D}",
  loplus: "\u2A2D",
  lotimes: "\u2A34",
  lowast: "\u2217",
  lowbar: "_",
  loz: "\u25CA",
  lozenge: "\u25CA",
  lozf: "\u29EB",
  lpar: "(",
  lparlt: "\u2993",
  lrarr: "\u21C6",
  lrcorner: "\u231F",
  lrhar: "\u21CB",
  lrhard: "\u296D",
  lrm: "\u200E",
  lrtri: "\u22BF",
  lsaquo: "\u2039",
  lscr: "\u{1D4C1}",
  lsh: "\u21B0",
  lsim: "\u2272",
  lsime: "\u2A8D",
  lsimg: "\u2A8F",
  lsqb: "[",
  lsquo: "\u2018",
  lsquor: "\u201A",
  lstrok: "\u0142",
  lt: "<",
  ltcc: "\u2AA6",
  ltcir: "\u2A79",
  ltdot: "\u22D6",
  lthree: "\u22CB",
  ltimes: "\u22C9",
  ltlarr: "\u2976",
  ltquest: "\u2A7B",
  ltrPar: "\u2996",
  ltri: "\u25C3",
  ltrie: "\u22B4",
  ltrif: "\u25C2",
  lurdshar: "\u294A",
  luruhar: "\u2966",
  lvertneqq: "\u2268\uFE00",
  lvnE: "\u2268\uFE00",
  mDDot: "\u223A",
  macr: "\xAF",
  male: "\u2642",
  malt: "\u2720",
  maltese: "\u2720",
  map: "\u21A6",
  mapsto: "\u21A6",
  mapstodown: "\u21A7",
  mapstoleft: "\u21A4",
  mapstoup: "\u21A5",
  marker: "\u25AE",
  mcomma: "\u2A29",
  mcy: "\u043C",
  mdash: "\u2014",
  measuredangle: "\u2221",
  mfr: "\u{1D52A}",
  mho: "\u2127",
  micro: "\xB5",
  mid: "\u2223",
  midast: "*",
  midcir: "\u2AF0",
  middot: "\xB7",
  minus: "\u2212",
  minusb: "\u229F",
  minusd: "\u2238",
  minusdu: "\u2A2A",
  mlcp: "\u2ADB",
  mldr: "\u2026",
  mnplus: "\u2213",
  models: "\u22A7",
  mopf: "\u{1D55E}",
  mp: "\u2213",
  mscr: "\u{1D4C2}",
  mstpos: "\u223E",
  mu: "\u03BC",
  multimap: "\u22B8",
  mumap: "\u22B8",
  nGg: "\u22D9\u0338",
  nGt: "\u226B\u20D2",
  nGtv: "\u226B\u0338",
  nLeftarrow: "\u21CD",
  nLeftrightarrow: "\u21CE",
  nLl: "\u22D8\u0338",
  nLt: "\u226A\u20D2",
  nLtv: "\u226A\u0338",
  nRightarrow: "\u21CF",
  nVDash: "\u22AF",
  nVdash: "\u22AE",
  nabla: "\u2207",
  nacute: "\u0144",
  nang: "\u2220\u20D2",
  nap: "\u2249",
  napE: "\u2A70\u0338",
  napid: "\u224B\u0338",
  napos: "\u0149",
  napprox: "\u2249",
  natur: "\u266E",
  natural: "\u266E",
  naturals: "\u2115",
  nbsp: "\xA0",
  nbump: "\u224E\u0338",
  nbumpe: "\u224F\u0338",
  ncap: "\u2A43",
  ncaron: "\u0148",
  ncedil: "\u0146",
  ncong: "\u2247",
  ncongdot: "\u2A6D\u0338",
  ncup: "\u2A42",
  ncy: "\u043D",
  ndash: "\u2013",
  ne: "\u2260",
  neArr: "\u21D7",
  nearhk: "\u2924",
  nearr: "\u2197",
  nearrow: "\u2197",
  nedot: "\u2250\u0338",
  nequiv: "\u2262",
  nesear: "\u2928",
  nesim: "\u2242\u0338",
  nexist: "\u2204",
  nexists: "\u2204",
  nfr: "\u{1D52B}",
  ngE: "\u2267\u0338",
  nge: "\u2271",
  ngeq: "\u2271",
  ngeqq: "\u2267\u0338",
  ngeqslant: "\u2A7E\u0338",
  nges: "\u2A7E\u0338",
  ngsim: "\u2275",
  ngt: "\u226F",
  ngtr: "\u226F",
  nhArr: "\u21CE",
  nharr: "\u21AE",
  nhpar: "\u2AF2",
  ni: "\u220B",
  nis: "\u22FC",
  nisd: "\u22FA",
  niv: "\u220B",
  njcy: "\u045A",
  nlArr: "\u21CD",
  nlE: "\u2266\u0338",
  nlarr: "\u219A",
  nldr: "\u2025",
  nle: "\u2270",
  nleftarrow: "\u219A",
  nleftrightarrow: "\u21AE",
  nleq: "\u2270",
  nleqq: "\u2266\u0338",
  nleqslant: "\u2A7D\u0338",
  nles: "\u2A7D\u0338",
  nless: "\u226E",
  nlsim: "\u2274",
  nlt: "\u226E",
  nltri: "\u22EA",
  nltrie: "\u22EC",
  nmid: "\u2224",
  nopf: "\u{1D55F}",
  not: "\xAC",
  notin: "\u2209",
  notinE: "\u22F9\u0338",
  notindot: "\u22F5\u0338",
  notinva: "\u2209",
  notinvb: "\u22F7",
  notinvc: "\u22F6",
  notni: "\u220C",
  notniva: "\u220C",
  notnivb: "\u22FE",
  notnivc: "\u22FD",
  npar: "\u2226",
  nparallel: "\u2226",
  nparsl: "\u2AFD\u20E5",
  npart: "\u2202\u0338",
  npolint: "\u2A14",
  npr: "\u2280",
  nprcue: "\u22E0",
  npre: "\u2AAF\u0338",
  nprec: "\u2280",
  npreceq: "\u2AAF\u0338",
  nrArr: "\u21CF",
  nrarr: "\u219B",
  nrarrc: "\u2933\u0338",
  nrarrw: "\u219D\u0338",
  nrightarrow: "\u219B",
  nrtri: "\u22EB",
  nrtrie: "\u22ED",
  nsc: "\u2281",
  nsccue: "\u22E1",
  nsce: "\u2AB0\u0338",
  nscr: "\u{1D4C3}",
  nshortmid: "\u2224",
  nshortparallel: "\u2226",
  nsim: "\u2241",
  nsime: "\u2244",
  nsimeq: "\u2244",
  nsmid: "\u2224",
  nspar: "\u2226",
  nsqsube: "\u22E2",
  nsqsupe: "\u22E3",
  nsub: "\u2284",
  nsubE: "\u2AC5\u0338",
  nsube: "\u2288",
  nsubset: "\u2282\u20D2",
  nsubseteq: "\u2288",
  nsubseteqq: "\u2AC5\u0338",
  nsucc: "\u2281",
  nsucceq: "\u2AB0\u0338",
  nsup: "\u2285",
  nsupE: "\u2AC6\u0338",
  nsupe: "\u2289",
  nsupset: "\u2283\u20D2",
  nsupseteq: "\u2289",
  nsupseteqq: "\u2AC6\u0338",
  ntgl: "\u2279",
  ntilde: "\xF1",
  ntlg: "\u2278",
  ntriangleleft: "\u22EA",
  ntrianglelefteq: "\u22EC",
  ntriangleright: "\u22EB",
  ntrianglerighteq: "\u22ED",
  nu: "\u03BD",
  num: "#",
  numero: "\u2116",
  numsp: "\u2007",
  nvDash: "\u22AD",
  nvHarr: "\u2904",
  nvap: "\u224D\u20D2",
  nvdash: "\u22AC",
  nvge: "\u2265\u20D2",
  nvgt: ">\u20D2",
  nvinfin: "\u29DE",
  nvlArr: "\u2902",
  nvle: "\u2264\u20D2",
  nvlt: "<\u20D2",
  nvltrie: "\u22B4\u20D2",
  nvrArr: "\u2903",
  nvrtrie: "\u22B5\u20D2",
  nvsim: "\u223C\u20D2",
  nwArr: "\u21D6",
  nwarhk: "\u2923",
  nwarr: "\u2196",
  nwarrow: "\u2196",
  nwnear: "\u2927",
  oS: "\u24C8",
  oacute: "\xF3",
  oast: "\u229B",
  ocir: "\u229A",
  ocirc: "\xF4",
  ocy: "\u043E",
  odash: "\u229D",
  odblac: "\u0151",
  odiv: "\u2A38",
  odot: "\u2299",
  odsold: "\u29BC",
  oelig: "\u0153",
  ofcir: "\u29BF",
  ofr: "\u{1D52C}",
  ogon: "\u02DB",
  ograve: "\xF2",
  ogt: "\u29C1",
  ohbar: "\u29B5",
  ohm: "\u03A9",
  oint: "\u222E",
  olarr: "\u21BA",
  olcir: "\u29BE",
  olcross: "\u29BB",
  oline: "\u203E",
  olt: "\u29C0",
  omacr: "\u014D",
  omega: "\u03C9",
  omicron: "\u03BF",
  omid: "\u29B6",
  ominus: "\u2296",
  oopf: "\u{1D560}",
  opar: "\u29B7",
  operp: "\u29B9",
  oplus: "\u2295",
  or: "\u2228",
  orarr: "\u21BB",
  ord: "\u2A5D",
  order: "\u2134",
  orderof: "\u2134",
  ordf: "\xAA",
  ordm: "\xBA",
  origof: "\u22B6",
  oror: "\u2A56",
  orslope: "\u2A57",
  orv: "\u2A5B",
  oscr: "\u2134",
  oslash: "\xF8",
  osol: "\u2298",
  otilde: "\xF5",
  otimes: "\u2297",
  otimesas: "\u2A36",
  ouml: "\xF6",
  ovbar: "\u233D",
  par: "\u2225",
  para: "\xB6",
  parallel: "\u2225",
  parsim: "\u2AF3",
  parsl: "\u2AFD",
  part: "\u2202",
  pcy: "\u043F",
  percnt: "%",
  period: ".",
  permil: "\u2030",
  perp: "\u22A5",
  pertenk: "\u2031",
  pfr: "\u{1D52D}",
  phi: "\u03C6",
  phiv: "\u03D5",
  phmmat: "\u2133",
  phone: "\u260E",
  pi: "\u03C0",
  pitchfork: "\u22D4",
  piv: "\u03D6",
  planck: "\u210F",
  planckh: "\u210E",
  plankv: "\u210F",
  plus: "+",
  plusacir: "\u2A23",
  plusb: "\u229E",
  pluscir: "\u2A22",
  plusdo: "\u2214",
  plusdu: "\u2A25",
  pluse: "\u2A72",
  plusmn: "\xB1",
  plussim: "\u2A26",
  plustwo: "\u2A27",
  pm: "\xB1",
  pointint: "\u2A15",
  popf: "\u{1D561}",
  pound: "\xA3",
  pr: "\u227A",
  prE: "\u2AB3",
  prap: "\u2AB7",
  prcue: "\u227C",
  pre: "\u2AAF",
  prec: "\u227A",
  precapprox: "\u2AB7",
  preccurlyeq: "\u227C",
  preceq: "\u2AAF",
  precnapprox: "\u2AB9",
  precneqq: "\u2AB5",
  precnsim: "\u22E8",
  precsim: "\u227E",
  prime: "\u2032",
  primes: "\u2119",
  prnE: "\u2AB5",
  prnap: "\u2AB9",
  prnsim: "\u22E8",
  prod: "\u220F",
  profalar: "\u232E",
  profline: "\u2312",
  profsurf: "\u2313",
  prop: "\u221D",
  propto: "\u221D",
  prsim: "\u227E",
  prurel: "\u22B0",
  pscr: "\u{1D4C5}",
  psi: "\u03C8",
  puncsp: "\u2008",
  qfr: "\u{1D52E}",
  qint: "\u2A0C",
  qopf: "\u{1D562}",
  qprime: "\u2057",
  qscr: "\u{1D4C6}",
  quaternions: "\u210D",
  quatint: "\u2A16",
  quest: "?",
  questeq: "\u225F",
  quot: '"',
  rAarr: "\u21DB",
  rArr: "\u21D2",
  rAtail: "\u291C",
  rBarr: "\u290F",
  rHar: "\u2964",
  race: "\u223D\u0331",
  racute: "\u0155",
  radic: "\u221A",
  raemptyv: "\u29B3",
  rang: "\u27E9",
  rangd: "\u2992",
  range: "\u29A5",
  rangle: "\u27E9",
  raquo: "\xBB",
  rarr: "\u2192",
  rarrap: "\u2975",
  rarrb: "\u21E5",
  rarrbfs: "\u2920",
  rarrc: "\u2933",
  rarrfs: "\u291E",
  rarrhk: "\u21AA",
  rarrlp: "\u21AC",
  rarrpl: "\u2945",
  rarrsim: "\u2974",
  rarrtl: "\u21A3",
  rarrw: "\u219D",
  ratail: "\u291A",
  ratio: "\u2236",
  rationals: "\u211A",
  rbarr: "\u290D",
  rbbrk: "\u2773",
  rbrace: "}",
  rbrack: "]",
  rbrke: "\u298C",
  rbrksld: "\u298E",
  rbrkslu: "\u2990",
  rcaron: "\u0159",
  rcedil: "\u0157",
  rceil: "\u2309",
  rcub: "}",
  rcy: "\u0440",
  rdca: "\u2937",
  rdldhar: "\u2969",
  rdquo: "\u201D",
  rdquor: "\u201D",
  rdsh: "\u21B3",
  real: "\u211C",
  realine: "\u211B",
  realpart: "\u211C",
  reals: "\u211D",
  rect: "\u25AD",
  reg: "\xAE",
  rfisht: "\u297D",
  rfloor: "\u230B",
  rfr: "\u{1D52F}",
  rhard: "\u21C1",
  rharu: "\u21C0",
  rharul: "\u296C",
  rho: "\u03C1",
  rhov: "\u03F1",
  rightarrow: "\u2192",
  rightarrowtail: "\u21A3",
  rightharpoondown: "\u21C1",
  rightharpoonup: "\u21C0",
  rightleftarrows: "\u21C4",
  rightleftharpoons: "\u21CC",
  rightrightarrows: "\u21C9",
  rightsquigarrow: "\u219D",
  rightthreetimes: "\u22CC",
  ring: "\u02DA",
  risingdotseq: "\u2253",
  rlarr: "\u21C4",
  rlhar: "\u21CC",
  rlm: "\u200F",
  rmoust: "\u23B1",
  rmoustache: "\u23B1",
  rnmid: "\u2AEE",
  roang: "\u27ED",
  roarr: "\u21FE",
  robrk: "\u27E7",
  ropar: "\u2986",
  ropf: "\u{1D563}",
  roplus: "\u2A2E",
  rotimes: "\u2A35",
  rpar: ")",
  rpargt: "\u2994",
  rppolint: "\u2A12",
  rrarr: "\u21C9",
  rsaquo: "\u203A",
  rscr: "\u{1D4C7}",
  rsh: "\u21B1",
  rsqb: "]",
  rsquo: "\u2019",
  rsquor: "\u2019",
  rthree: "\u22CC",
  rtimes: "\u22CA",
  rtri: "\u25B9",
  rtrie: "\u22B5",
  rtrif: "\u25B8",
  rtriltri: "\u29CE",
  ruluhar: "\u2968",
  rx: "\u211E",
  sacute: "\u015B",
  sbquo: "\u201A",
  sc: "\u227B",
  scE: "\u2AB4",
  scap: "\u2AB8",
  scaron: "\u0161",
  sccue: "\u227D",
  sce: "\u2AB0",
  scedil: "\u015F",
  scirc: "\u015D",
  scnE: "\u2AB6",
  scnap: "\u2ABA",
  scnsim: "\u22E9",
  scpolint: "\u2A13",
  scsim: "\u227F",
  scy: "\u0441",
  sdot: "\u22C5",
  sdotb: "\u22A1",
  sdote: "\u2A66",
  seArr: "\u21D8",
  searhk: "\u2925",
  searr: "\u2198",
  searrow: "\u2198",
  sect: "\xA7",
  semi: ";",
  seswar: "\u2929",
  setminus: "\u2216",
  setmn: "\u2216",
  sext: "\u2736",
  sfr: "\u{1D530}",
  sfrown: "\u2322",
  sharp: "\u266F",
  shchcy: "\u0449",
  shcy: "\u0448",
  shortmid: "\u2223",
  shortparallel: "\u2225",
  shy: "\xAD",
  sigma: "\u03C3",
  sigmaf: "\u03C2",
  sigmav: "\u03C2",
  sim: "\u223C",
  simdot: "\u2A6A",
  sime: "\u2243",
  simeq: "\u2243",
  simg: "\u2A9E",
  simgE: "\u2AA0",
  siml: "\u2A9D",
  simlE: "\u2A9F",
  simne: "\u2246",
  simplus: "\u2A24",
  simrarr: "\u2972",
  slarr: "\u2190",
  smallsetminus: "\u2216",
  smashp: "\u2A33",
  smeparsl: "\u29E4",
  smid: "\u2223",
  smile: "\u2323",
  smt: "\u2AAA",
  smte: "\u2AAC",
  smtes: "\u2AAC\uFE00",
  softcy: "\u044C",
  sol: "/",
  solb: "\u29C4",
  solbar: "\u233F",
  sopf: "\u{1D564}",
  spades: "\u2660",
  spadesuit: "\u2660",
  spar: "\u2225",
  sqcap: "\u2293",
  sqcaps: "\u2293\uFE00",
  sqcup: "\u2294",
  sqcups: "\u2294\uFE00",
  sqsub: "\u228F",
  sqsube: "\u2291",
  sqsubset: "\u228F",
  sqsubseteq: "\u2291",
  sqsup: "\u2290",
  sqsupe: "\u2292",
  sqsupset: "\u2290",
  sqsupseteq: "\u2292",
  squ: "\u25A1",
  square: "\u25A1",
  squarf: "\u25AA",
  squf: "\u25AA",
  srarr: "\u2192",
  sscr: "\u{1D4C8}",
  ssetmn: "\u2216",
  ssmile: "\u2323",
  sstarf: "\u22C6",
  star: "\u2606",
  starf: "\u2605",
  straightepsilon: "\u03F5",
  straightphi: "\u03D5",
  strns: "\xAF",
  sub: "\u2282",
  subE: "\u2AC5",
  subdot: "\u2ABD",
  sube: "\u2286",
  subedot: "\u2AC3",
  submult: "\u2AC1",
  subnE: "\u2ACB",
  subne: "\u228A",
  subplus: "\u2ABF",
  subrarr: "\u2979",
  subset: "\u2282",
  subseteq: "\u2286",
  subseteqq: "\u2AC5",
  subsetneq: "\u228A",
  subsetneqq: "\u2ACB",
  subsim: "\u2AC7",
  subsub: "\u2AD5",
  subsup: "\u2AD3",
  succ: "\u227B",
  succapprox: "\u2AB8",
  succcurlyeq: "\u227D",
  succeq: "\u2AB0",
  succnapprox: "\u2ABA",
  succneqq: "\u2AB6",
  succnsim: "\u22E9",
  succsim: "\u227F",
  sum: "\u2211",
  sung: "\u266A",
  sup1: "\xB9",
  sup2: "\xB2",
  sup3: "\xB3",
  sup: "\u2283",
  supE: "\u2AC6",
  supdot: "\u2ABE",
  supdsub: "\u2AD8",
  supe: "\u2287",
  supedot: "\u2AC4",
  suphsol: "\u27C9",
  suphsub: "\u2AD7",
  suplarr: "\u297B",
  supmult: "\u2AC2",
  supnE: "\u2ACC",
  supne: "\u228B",
  supplus: "\u2AC0",
  supset: "\u2283",
  supseteq: "\u2287",
  supseteqq: "\u2AC6",
  supsetneq: "\u228B",
  supsetneqq: "\u2ACC",
  supsim: "\u2AC8",
  supsub: "\u2AD4",
  supsup: "\u2AD6",
  swArr: "\u21D9",
  swarhk: "\u2926",
  swarr: "\u2199",
  swarrow: "\u2199",
  swnwar: "\u292A",
  szlig: "\xDF",
  target: "\u2316",
  tau: "\u03C4",
  tbrk: "\u23B4",
  tcaron: "\u0165",
  tcedil: "\u0163",
  tcy: "\u0442",
  tdot: "\u20DB",
  telrec: "\u2315",
  tfr: "\u{1D531}",
  there4: "\u2234",
  therefore: "\u2234",
  theta: "\u03B8",
  thetasym: "\u03D1",
  thetav: "\u03D1",
  thickapprox: "\u2248",
  thicksim: "\u223C",
  thinsp: "\u2009",
  thkap: "\u2248",
  thksim: "\u223C",
  thorn: "\xFE",
  tilde: "\u02DC",
  times: "\xD7",
  timesb: "\u22A0",
  timesbar: "\u2A31",
  timesd: "\u2A30",
  tint: "\u222D",
  toea: "\u2928",
  top: "\u22A4",
  topbot: "\u2336",
  topcir: "\u2AF1",
  topf: "\u{1D565}",
  topfork: "\u2ADA",
  tosa: "\u2929",
  tprime: "\u2034",
  trade: "\u2122",
  triangle: "\u25B5",
  triangledown: "\u25BF",
  triangleleft: "\u25C3",
  trianglelefteq: "\u22B4",
  triangleq: "\u225C",
  triangleright: "\u25B9",
  trianglerighteq: "\u22B5",
  tridot: "\u25EC",
  trie: "\u225C",
  triminus: "\u2A3A",
  triplus: "\u2A39",
  trisb: "\u29CD",
  tritime: "\u2A3B",
  trpezium: "\u23E2",
  tscr: "\u{1D4C9}",
  tscy: "\u0446",
  tshcy: "\u045B",
  tstrok: "\u0167",
  twixt: "\u226C",
  twoheadleftarrow: "\u219E",
  twoheadrightarrow: "\u21A0",
  uArr: "\u21D1",
  uHar: "\u2963",
  uacute: "\xFA",
  uarr: "\u2191",
  ubrcy: "\u045E",
  ubreve: "\u016D",
  ucirc: "\xFB",
  ucy: "\u0443",
  udarr: "\u21C5",
  udblac: "\u0171",
  udhar: "\u296E",
  ufisht: "\u297E",
  ufr: "\u{1D532}",
  ugrave: "\xF9",
  uharl: "\u21BF",
  uharr: "\u21BE",
  uhblk: "\u2580",
  ulcorn: "\u231C",
  ulcorner: "\u231C",
  ulcrop: "\u230F",
  ultri: "\u25F8",
  umacr: "\u016B",
  uml: "\xA8",
  uogon: "\u0173",
  uopf: "\u{1D566}",
  uparrow: "\u2191",
  updownarrow: "\u2195",
  upharpoonleft: "\u21BF",
  upharpoonright: "\u21BE",
  uplus: "\u228E",
  upsi: "\u03C5",
  upsih: "\u03D2",
  upsilon: "\u03C5",
  upuparrows: "\u21C8",
  urcorn: "\u231D",
  urcorner: "\u231D",
  urcrop: "\u230E",
  uring: "\u016F",
  urtri: "\u25F9",
  uscr: "\u{1D4CA}",
  utdot: "\u22F0",
  utilde: "\u0169",
  utri: "\u25B5",
  utrif: "\u25B4",
  uuarr: "\u21C8",
  uuml: "\xFC",
  uwangle: "\u29A7",
  vArr: "\u21D5",
  vBar: "\u2AE8",
  vBarv: "\u2AE9",
  vDash: "\u22A8",
  vangrt: "\u299C",
  varepsilon: "\u03F5",
  varkappa: "\u03F0",
  varnothing: "\u2205",
  varphi: "\u03D5",
  varpi: "\u03D6",
  varpropto: "\u221D",
  varr: "\u2195",
  varrho: "\u03F1",
  varsigma: "\u03C2",
  varsubsetneq: "\u228A\uFE00",
  varsubsetneqq: "\u2ACB\uFE00",
  varsupsetneq: "\u228B\uFE00",
  varsupsetneqq: "\u2ACC\uFE00",
  vartheta: "\u03D1",
  vartriangleleft: "\u22B2",
  vartriangleright: "\u22B3",
  vcy: "\u0432",
  vdash: "\u22A2",
  vee: "\u2228",
  veebar: "\u22BB",
  veeeq: "\u225A",
  vellip: "\u22EE",
  verbar: "|",
  vert: "|",
  vfr: "\u{1D533}",
  vltri: "\u22B2",
  vnsub: "\u2282\u20D2",
  vnsup: "\u2283\u20D2",
  vopf: "\u{1D567}",
  vprop: "\u221D",
  vrtri: "\u22B3",
  vscr: "\u{1D4CB}",
  vsubnE: "\u2ACB\uFE00",
  vsubne: "\u228A\uFE00",
  vsupnE: "\u2ACC\uFE00",
  vsupne: "\u228B\uFE00",
  vzigzag: "\u299A",
  wcirc: "\u0175",
  wedbar: "\u2A5F",
  wedge: "\u2227",
  wedgeq: "\u2259",
  weierp: "\u2118",
  wfr: "\u{1D534}",
  wopf: "\u{1D568}",
  wp: "\u2118",
  wr: "\u2240",
  wreath: "\u2240",
  wscr: "\u{1D4CC}",
  xcap: "\u22C2",
  xcirc: "\u25EF",
  xcup: "\u22C3",
  xdtri: "\u25BD",
  xfr: "\u{1D535}",
  xhArr: "\u27FA",
  xharr: "\u27F7",
  xi: "\u03BE",
  xlArr: "\u27F8",
  xlarr: "\u27F5",
  xmap: "\u27FC",
  xnis: "\u22FB",
  xodot: "\u2A00",
  xopf: "\u{1D569}",
  xoplus: "\u2A01",
  xotime: "\u2A02",
  xrArr: "\u27F9",
  xrarr: "\u27F6",
  xscr: "\u{1D4CD}",
  xsqcup: "\u2A06",
  xuplus: "\u2A04",
  xutri: "\u25B3",
  xvee: "\u22C1",
  xwedge: "\u22C0",
  yacute: "\xFD",
  yacy: "\u044F",
  ycirc: "\u0177",
  ycy: "\u044B",
  yen: "\xA5",
  yfr: "\u{1D536}",
  yicy: "\u0457",
  yopf: "\u{1D56A}",
  yscr: "\u{1D4CE}",
  yucy: "\u044E",
  yuml: "\xFF",
  zacute: "\u017A",
  zcaron: "\u017E",
  zcy: "\u0437",
  zdot: "\u017C",
  zeetrf: "\u2128",
  zeta: "\u03B6",
  zfr: "\u{1D537}",
  zhcy: "\u0436",
  zigrarr: "\u21DD",
  zopf: "\u{1D56B}",
  zscr: "\u{1D4CF}",
  zwj: "\u200D",
  zwnj: "\u200C"
};

// node_modules/decode-named-character-reference/index.js
var own = {}.hasOwnProperty;
function decodeNamedCharacterReference(value) {
  return own.call(characterEntities, value) ? characterEntities[value] : false;
}

// node_modules/micromark-util-chunked/index.js
function splice(list2, start, remove, items) {
  const end = list2.length;
  let chunkStart = 0;
  let parameters;
  if (start < 0) {
    start = -start > end ? 0 : end + start;
  } else {
    start = start > end ? end : start;
  }
  remove = remove > 0 ? remove : 0;
  if (items.length < 1e4) {
    parameters = Array.from(items);
    parameters.unshift(start, remove);
    list2.splice(...parameters);
  } else {
    if (remove) list2.splice(start, remove);
    while (chunkStart < items.length) {
      parameters = items.slice(chunkStart, chunkStart + 1e4);
      parameters.unshift(start, 0);
      list2.splice(...parameters);
      chunkStart += 1e4;
      start += 1e4;
    }
  }
}
function push(list2, items) {
  if (list2.length > 0) {
    splice(list2, list2.length, 0, items);
    return list2;
  }
  return items;
}

// node_modules/micromark-util-combine-extensions/index.js
var hasOwnProperty = {}.hasOwnProperty;
function combineExtensions(extensions) {
  const all2 = {};
  let index2 = -1;
  while (++index2 < extensions.length) {
    syntaxExtension(all2, extensions[index2]);
  }
  return all2;
}
function syntaxExtension(all2, extension2) {
  let hook;
  for (hook in extension2) {
    const maybe = hasOwnProperty.call(all2, hook) ? all2[hook] : void 0;
    const left = maybe || (all2[hook] = {});
    const right = extension2[hook];
    let code;
    if (right) {
      for (code in right) {
        if (!hasOwnProperty.call(left, code)) left[code] = [];
        const value = right[code];
        constructs(
          // @ts-expect-error Looks like a list.
          left[code],
          Array.isArray(value) ? value : value ? [value] : []
        );
      }
    }
  }
}
function constructs(existing, list2) {
  let index2 = -1;
  const before = [];
  while (++index2 < list2.length) {
    ;
    (list2[index2].add === "after" ? existing : before).push(list2[index2]);
  }
  splice(existing, 0, 0, before);
}

// node_modules/micromark-util-decode-numeric-character-reference/index.js
function decodeNumericCharacterReference(value, base) {
  const code = Number.parseInt(value, base);
  if (
    // C0 except for HT, LF, FF, CR, space.
    code < 9 || code === 11 || code > 13 && code < 32 || // Control character (DEL) of C0, and C1 controls.
    code > 126 && code < 160 || // Lone high surrogates and low surrogates.
    code > 55295 && code < 57344 || // Noncharacters.
    code > 64975 && code < 65008 || /* eslint-disable no-bitwise */
    (code & 65535) === 65535 || (code & 65535) === 65534 || /* eslint-enable no-bitwise */
    // Out of range
    code > 1114111
  ) {
    return "\uFFFD";
  }
  return String.fromCodePoint(code);
}

// node_modules/micromark-util-normalize-identifier/index.js
function normalizeIdentifier(value) {
  return value.replace(/[\t\n\r ]+/g, " ").replace(/^ | $/g, "").toLowerCase().toUpperCase();
}

// node_modules/micromark-util-character/index.js
var asciiAlpha = regexCheck(/[A-Za-z]/);
var asciiAlphanumeric = regexCheck(/[\dA-Za-z]/);
var asciiAtext = regexCheck(/[#-'*+\--9=?A-Z^-~]/);
function asciiControl(code) {
  return (
    // Special whitespace codes (which have negative values), C0 and Control
    // character DEL
    code !== null && (code < 32 || code === 127)
  );
}
var asciiDigit = regexCheck(/\d/);
var asciiHexDigit = regexCheck(/[\dA-Fa-f]/);
var asciiPunctuation = regexCheck(/[!-/:-@[-`{-~]/);
function markdownLineEnding(code) {
  return code !== null && code < -2;
}
function markdownLineEndingOrSpace(code) {
  return code !== null && (code < 0 || code === 32);
}
function markdownSpace(code) {
  return code === -2 || code === -1 || code === 32;
}
var unicodePunctuation = regexCheck(new RegExp("\\p{P}|\\p{S}", "u"));
var unicodeWhitespace = regexCheck(/\s/);
function regexCheck(regex) {
  return check;
  function check(code) {
    return code !== null && code > -1 && regex.test(String.fromCharCode(code));
  }
}

// node_modules/micromark-factory-space/index.js
function factorySpace(effects, ok, type, max) {
  const limit = max ? max - 1 : Infinity;
  let size = 0;
  return start;
  function start(code) {
    if (markdownSpace(code)) {
      effects.enter(type);
      return prefix2(code);
    }
    return ok(code);
  }
  function prefix2(code) {
    if (markdownSpace(code) && size++ < limit) {
      effects.consume(code);
      return prefix2;
    }
    effects.exit(type);
    return ok(code);
  }
}
function factorySpaceMinMax(effects, ok, nok, type, min, max) {
  let size = 0;
  return start;
  function start(code) {
    if (max > 0 && markdownSpace(code)) {
      effects.enter(type);
      return prefix2(code);
    }
    return after(code);
  }
  function prefix2(code) {
    if (markdownSpace(code) && size < max) {
      effects.consume(code);
      size++;
      return prefix2;
    }
    effects.exit(type);
    return after(code);
  }
  function after(code) {
    return size >= min ? ok(code) : nok(code);
  }
}

// node_modules/micromark/lib/initialize/content.js
var content = {
  tokenize: initializeContent
};
function initializeContent(effects) {
  const contentStart = effects.attempt(this.parser.constructs.contentInitial, afterContentStartConstruct, paragraphInitial);
  let previous2;
  return contentStart;
  function afterContentStartConstruct(code) {
    if (code === null) {
      effects.consume(code);
      return;
    }
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return factorySpace(effects, contentStart, "linePrefix");
  }
  function paragraphInitial(code) {
    effects.enter("paragraph");
    return lineStart(code);
  }
  function lineStart(code) {
    const token = effects.enter("chunkText", {
      contentType: "text",
      previous: previous2
    });
    if (previous2) {
      previous2.next = token;
    }
    previous2 = token;
    return data(code);
  }
  function data(code) {
    if (code === null) {
      effects.exit("chunkText");
      effects.exit("paragraph");
      effects.consume(code);
      return;
    }
    if (markdownLineEnding(code)) {
      effects.consume(code);
      effects.exit("chunkText");
      return lineStart;
    }
    effects.consume(code);
    return data;
  }
}

// node_modules/micromark-util-edit-map/index.js
var EditMap = class {
  /**
   * Create a new edit map.
   *
   * @returns
   *   New instance.
   */
  constructor() {
    this.index = /* @__PURE__ */ new Map();
    this.map = [];
  }
  /**
   * Create an edit: a remove and/or add at a certain place.
   *
   * @param {number} index
   *   Index at which to apply the edit.
   * @param {number} remove
   *   Count of items to remove at the index.
   * @param {Array<Event>} add
   *   Items to add at the index.
   * @returns {undefined}
   *   Nothing.
   */
  add(index2, remove, add) {
    addImplementation(this, index2, remove, add, false);
  }
  /**
   * Create an edit: but insert `add` before existing additions, instead of
   * after them.
   *
   * @param {number} index
   *   Index at which to apply the edit.
   * @param {number} remove
   *   Count of items to remove at the index.
   * @param {Array<Event>} add
   *   Items to add at the index.
   * @returns {undefined}
   *   Nothing.
   */
  addBefore(index2, remove, add) {
    addImplementation(this, index2, remove, add, true);
  }
  /**
   * Done, change the events.
   *
   * @param {Array<Event>} events
   *   List of events to apply the edits to.
   * @returns {undefined}
   *   Nothing.
   */
  consume(events) {
    this.map.sort(function(a, b) {
      return a[0] - b[0];
    });
    if (this.map.length === 0) {
      return;
    }
    let index2 = this.map.length;
    const vecs = [];
    while (index2 > 0) {
      index2 -= 1;
      vecs.push(events.slice(this.map[index2][0] + this.map[index2][1]), this.map[index2][2]);
      events.length = this.map[index2][0];
    }
    vecs.push(events.slice());
    events.length = 0;
    let slice = vecs.pop();
    while (slice) {
      for (const element of slice) {
        events.push(element);
      }
      slice = vecs.pop();
    }
    this.map.length = 0;
    this.index.clear();
  }
};
function addImplementation(editMap, at, remove, add, before) {
  if (remove === 0 && add.length === 0) {
    return;
  }
  const existing = editMap.index.get(at);
  if (existing) {
    existing[1] += remove;
    if (before) {
      add.push(...existing[2]);
      existing[2] = add;
    } else {
      existing[2].push(...add);
    }
    return;
  }
  const change = [at, remove, add];
  editMap.map.push(change);
  editMap.index.set(at, change);
}

// node_modules/micromark/lib/initialize/document.js
var document = {
  tokenize: initializeDocument
};
var containerConstruct = {
  tokenize: tokenizeContainer
};
function initializeDocument(effects) {
  const self = this;
  const stack = [];
  let continued = 0;
  let childFlow;
  let childToken;
  let lineStartOffset;
  return start;
  function start(code) {
    if (continued < stack.length) {
      const item = stack[continued];
      self.containerState = item[1];
      return effects.attempt(item[0].continuation, documentContinue, checkNewContainers)(code);
    }
    return checkNewContainers(code);
  }
  function documentContinue(code) {
    continued++;
    if (self.containerState._closeFlow) {
      self.containerState._closeFlow = void 0;
      if (childFlow) {
        closeFlow();
      }
      const indexBeforeExits = self.events.length;
      let indexBeforeFlow = indexBeforeExits;
      let point3;
      while (indexBeforeFlow--) {
        if (self.events[indexBeforeFlow][0] === "exit" && self.events[indexBeforeFlow][1].type === "chunkFlow") {
          point3 = self.events[indexBeforeFlow][1].end;
          break;
        }
      }
      exitContainers(continued);
      let index2 = indexBeforeExits;
      while (index2 < self.events.length) {
        self.events[index2][1].end = {
          ...point3
        };
        index2++;
      }
      const editMap = new EditMap();
      editMap.add(indexBeforeFlow + 1, 0, self.events.slice(indexBeforeExits));
      editMap.add(indexBeforeExits, index2 - indexBeforeExits, []);
      editMap.consume(self.events);
      return checkNewContainers(code);
    }
    return start(code);
  }
  function checkNewContainers(code) {
    if (continued === stack.length) {
      if (!childFlow) {
        return documentContinued(code);
      }
      if (childFlow.currentConstruct && childFlow.currentConstruct.concrete) {
        return flowStart(code);
      }
      self.interrupt = Boolean(childFlow.currentConstruct && !childFlow._gfmTableDynamicInterruptHack);
    }
    self.containerState = {};
    return effects.check(containerConstruct, thereIsANewContainer, thereIsNoNewContainer)(code);
  }
  function thereIsANewContainer(code) {
    if (childFlow) {
      closeFlow();
    }
    exitContainers(continued);
    return documentContinued(code);
  }
  function thereIsNoNewContainer(code) {
    self.parser.lazy[self.now().line] = continued !== stack.length;
    lineStartOffset = self.now().offset;
    return flowStart(code);
  }
  function documentContinued(code) {
    self.containerState = {};
    return effects.attempt(containerConstruct, containerContinue, flowStart)(code);
  }
  function containerContinue(code) {
    continued++;
    stack.push([self.currentConstruct, self.containerState]);
    return documentContinued(code);
  }
  function flowStart(code) {
    if (code === null) {
      if (childFlow) {
        closeFlow();
      }
      exitContainers(0);
      effects.consume(code);
      return;
    }
    childFlow = childFlow || self.parser.flow(self.now());
    effects.enter("chunkFlow", {
      _tokenizer: childFlow,
      contentType: "flow",
      previous: childToken
    });
    return flowContinue(code);
  }
  function flowContinue(code) {
    if (code === null) {
      writeToChild(effects.exit("chunkFlow"), true);
      exitContainers(0);
      effects.consume(code);
      return;
    }
    if (markdownLineEnding(code)) {
      effects.consume(code);
      writeToChild(effects.exit("chunkFlow"));
      continued = 0;
      self.interrupt = void 0;
      return start;
    }
    effects.consume(code);
    return flowContinue;
  }
  function writeToChild(token, endOfFile) {
    const stream = self.sliceStream(token);
    if (endOfFile) {
      stream.push(null);
    }
    token.previous = childToken;
    if (childToken) {
      childToken.next = token;
    }
    childToken = token;
    childFlow.defineSkip(token.start);
    childFlow.write(stream);
    if (self.parser.lazy[token.start.line]) {
      let index2 = childFlow.events.length;
      while (index2--) {
        if (
          // The token starts before the line ending…
          childFlow.events[index2][1].start.offset < lineStartOffset && // …and either is not ended yet…
          (!childFlow.events[index2][1].end || // …or ends after it.
          childFlow.events[index2][1].end.offset > lineStartOffset)
        ) {
          return;
        }
      }
      const indexBeforeExits = self.events.length;
      let indexBeforeFlow = indexBeforeExits;
      let seen;
      let point3;
      while (indexBeforeFlow--) {
        if (self.events[indexBeforeFlow][0] === "exit" && self.events[indexBeforeFlow][1].type === "chunkFlow") {
          if (seen) {
            point3 = self.events[indexBeforeFlow][1].end;
            break;
          }
          seen = true;
        }
      }
      exitContainers(continued);
      index2 = indexBeforeExits;
      while (index2 < self.events.length) {
        self.events[index2][1].end = {
          ...point3
        };
        index2++;
      }
      const editMap = new EditMap();
      editMap.add(indexBeforeFlow + 1, 0, self.events.slice(indexBeforeExits));
      editMap.add(indexBeforeExits, index2 - indexBeforeExits, []);
      editMap.consume(self.events);
    }
  }
  function exitContainers(size) {
    let index2 = stack.length;
    while (index2-- > size) {
      const entry = stack[index2];
      self.containerState = entry[1];
      entry[0].exit.call(self, effects);
    }
    stack.length = size;
  }
  function closeFlow() {
    childFlow.write([null]);
    childToken = void 0;
    childFlow = void 0;
    self.containerState._closeFlow = void 0;
  }
}
function tokenizeContainer(effects, ok, nok) {
  return factorySpace(effects, effects.attempt(this.parser.constructs.document, ok, nok), "linePrefix", this.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4);
}

// node_modules/micromark-util-classify-character/index.js
function classifyCharacter(code) {
  if (code === null || markdownLineEndingOrSpace(code) || unicodeWhitespace(code)) {
    return 1;
  }
  if (unicodePunctuation(code)) {
    return 2;
  }
}

// node_modules/micromark-util-resolve-all/index.js
function resolveAll(constructs2, events, context) {
  const called = [];
  let index2 = -1;
  while (++index2 < constructs2.length) {
    const resolve = constructs2[index2].resolveAll;
    if (resolve && !called.includes(resolve)) {
      events = resolve(events, context);
      called.push(resolve);
    }
  }
  return events;
}

// node_modules/micromark-core-commonmark/lib/attention.js
var attention = {
  name: "attention",
  resolveAll: resolveAllAttention,
  tokenize: tokenizeAttention
};
function resolveAllAttention(events, context) {
  let index2 = -1;
  let nextEvents;
  while (++index2 < events.length) {
    if (events[index2][0] === "enter" && events[index2][1].type === "attentionSequence" && events[index2][1]._close) {
      let open = index2;
      while (open--) {
        if (events[open][0] === "exit" && events[open][1].type === "attentionSequence" && events[open][1]._open && // If the markers are the same:
        context.sliceSerialize(events[open][1]).charCodeAt(0) === context.sliceSerialize(events[index2][1]).charCodeAt(0)) {
          if ((events[open][1]._close || events[index2][1]._open) && (events[index2][1].end.offset - events[index2][1].start.offset) % 3 && !((events[open][1].end.offset - events[open][1].start.offset + events[index2][1].end.offset - events[index2][1].start.offset) % 3)) {
            continue;
          }
          const use = events[open][1].end.offset - events[open][1].start.offset > 1 && events[index2][1].end.offset - events[index2][1].start.offset > 1 ? 2 : 1;
          const start = {
            ...events[open][1].end
          };
          const end = {
            ...events[index2][1].start
          };
          movePoint(start, -use);
          movePoint(end, use);
          const openingSequence = {
            type: use > 1 ? "strongSequence" : "emphasisSequence",
            start,
            end: {
              ...events[open][1].end
            }
          };
          const closingSequence = {
            type: use > 1 ? "strongSequence" : "emphasisSequence",
            start: {
              ...events[index2][1].start
            },
            end
          };
          const text3 = {
            type: use > 1 ? "strongText" : "emphasisText",
            start: {
              ...events[open][1].end
            },
            end: {
              ...events[index2][1].start
            }
          };
          const group = {
            type: use > 1 ? "strong" : "emphasis",
            start: {
              ...openingSequence.start
            },
            end: {
              ...closingSequence.end
            }
          };
          events[open][1].end = {
            ...openingSequence.start
          };
          events[index2][1].start = {
            ...closingSequence.end
          };
          nextEvents = [];
          if (events[open][1].end.offset - events[open][1].start.offset) {
            nextEvents = push(nextEvents, [["enter", events[open][1], context], ["exit", events[open][1], context]]);
          }
          nextEvents = push(nextEvents, [["enter", group, context], ["enter", openingSequence, context], ["exit", openingSequence, context], ["enter", text3, context]]);
          nextEvents = push(nextEvents, resolveAll(context.parser.constructs.insideSpan.null, events.slice(open + 1, index2), context));
          nextEvents = push(nextEvents, [["exit", text3, context], ["enter", closingSequence, context], ["exit", closingSequence, context], ["exit", group, context]]);
          let offset = 0;
          if (events[index2][1].end.offset - events[index2][1].start.offset) {
            offset = 2;
            nextEvents = push(nextEvents, [["enter", events[index2][1], context], ["exit", events[index2][1], context]]);
          }
          splice(events, open - 1, index2 - open + 3, nextEvents);
          index2 = open + nextEvents.length - offset - 2;
          break;
        }
      }
    }
  }
  index2 = -1;
  while (++index2 < events.length) {
    if (events[index2][1].type === "attentionSequence") {
      events[index2][1].type = "data";
    }
  }
  return events;
}
function tokenizeAttention(effects, ok) {
  const attentionMarkers2 = this.parser.constructs.attentionMarkers.null;
  const previous2 = this.previous;
  const before = classifyCharacter(previous2);
  let marker;
  return start;
  function start(code) {
    marker = code;
    effects.enter("attentionSequence");
    return inside(code);
  }
  function inside(code) {
    if (code === marker) {
      effects.consume(code);
      return inside;
    }
    const token = effects.exit("attentionSequence");
    const after = classifyCharacter(code);
    const open = !after || after === 2 && before || attentionMarkers2.includes(code) && code !== 42 && code !== 95;
    const close = !before || before === 2 && after || attentionMarkers2.includes(previous2) && previous2 !== 42 && previous2 !== 95;
    token._open = Boolean(marker === 42 ? open : open && (before || !close));
    token._close = Boolean(marker === 42 ? close : close && (after || !open));
    return ok(code);
  }
}
function movePoint(point3, offset) {
  point3.column += offset;
  point3.offset += offset;
  point3._bufferIndex += offset;
}

// node_modules/micromark-core-commonmark/lib/autolink.js
var autolink = {
  name: "autolink",
  tokenize: tokenizeAutolink
};
function tokenizeAutolink(effects, ok, nok) {
  let size = 0;
  return start;
  function start(code) {
    effects.enter("autolink");
    effects.enter("autolinkMarker");
    effects.consume(code);
    effects.exit("autolinkMarker");
    effects.enter("autolinkProtocol");
    return open;
  }
  function open(code) {
    if (asciiAlpha(code)) {
      effects.consume(code);
      return schemeOrEmailAtext;
    }
    if (code === 64) {
      return nok(code);
    }
    return emailAtext(code);
  }
  function schemeOrEmailAtext(code) {
    if (code === 43 || code === 45 || code === 46 || asciiAlphanumeric(code)) {
      size = 1;
      return schemeInsideOrEmailAtext(code);
    }
    return emailAtext(code);
  }
  function schemeInsideOrEmailAtext(code) {
    if (code === 58) {
      effects.consume(code);
      size = 0;
      return urlInside;
    }
    if ((code === 43 || code === 45 || code === 46 || asciiAlphanumeric(code)) && size++ < 32) {
      effects.consume(code);
      return schemeInsideOrEmailAtext;
    }
    size = 0;
    return emailAtext(code);
  }
  function urlInside(code) {
    if (code === 62) {
      effects.exit("autolinkProtocol");
      effects.enter("autolinkMarker");
      effects.consume(code);
      effects.exit("autolinkMarker");
      effects.exit("autolink");
      return ok;
    }
    if (code === null || code === 32 || code === 60 || asciiControl(code)) {
      return nok(code);
    }
    effects.consume(code);
    return urlInside;
  }
  function emailAtext(code) {
    if (code === 64) {
      effects.consume(code);
      return emailAtSignOrDot;
    }
    if (asciiAtext(code)) {
      effects.consume(code);
      return emailAtext;
    }
    return nok(code);
  }
  function emailAtSignOrDot(code) {
    return asciiAlphanumeric(code) ? emailLabel(code) : nok(code);
  }
  function emailLabel(code) {
    if (code === 46) {
      effects.consume(code);
      size = 0;
      return emailAtSignOrDot;
    }
    if (code === 62) {
      effects.exit("autolinkProtocol").type = "autolinkEmail";
      effects.enter("autolinkMarker");
      effects.consume(code);
      effects.exit("autolinkMarker");
      effects.exit("autolink");
      return ok;
    }
    return emailValue(code);
  }
  function emailValue(code) {
    if ((code === 45 || asciiAlphanumeric(code)) && size++ < 63) {
      const next = code === 45 ? emailValue : emailLabel;
      effects.consume(code);
      return next;
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/blank-line.js
var blankLine = {
  partial: true,
  tokenize: tokenizeBlankLine
};
function tokenizeBlankLine(effects, ok, nok) {
  return start;
  function start(code) {
    return markdownSpace(code) ? factorySpace(effects, after, "linePrefix")(code) : after(code);
  }
  function after(code) {
    return code === null || markdownLineEnding(code) ? ok(code) : nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/block-quote.js
var blockQuote = {
  continuation: {
    tokenize: tokenizeBlockQuoteContinuation
  },
  exit,
  name: "blockQuote",
  tokenize: tokenizeBlockQuoteStart
};
function tokenizeBlockQuoteStart(effects, ok, nok) {
  const self = this;
  return start;
  function start(code) {
    if (code === 62) {
      const state = self.containerState;
      if (!state.open) {
        effects.enter("blockQuote", {
          _container: true
        });
        state.open = true;
      }
      effects.enter("blockQuotePrefix");
      effects.enter("blockQuoteMarker");
      effects.consume(code);
      effects.exit("blockQuoteMarker");
      return after;
    }
    return nok(code);
  }
  function after(code) {
    if (markdownSpace(code)) {
      effects.enter("blockQuotePrefixWhitespace");
      effects.consume(code);
      effects.exit("blockQuotePrefixWhitespace");
      effects.exit("blockQuotePrefix");
      return ok;
    }
    effects.exit("blockQuotePrefix");
    return ok(code);
  }
}
function tokenizeBlockQuoteContinuation(effects, ok, nok) {
  const self = this;
  return contStart;
  function contStart(code) {
    if (markdownSpace(code)) {
      return factorySpace(effects, contBefore, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code);
    }
    return contBefore(code);
  }
  function contBefore(code) {
    return effects.attempt(blockQuote, ok, nok)(code);
  }
}
function exit(effects) {
  effects.exit("blockQuote");
}

// node_modules/micromark-core-commonmark/lib/character-escape.js
var characterEscape = {
  name: "characterEscape",
  tokenize: tokenizeCharacterEscape
};
function tokenizeCharacterEscape(effects, ok, nok) {
  return start;
  function start(code) {
    effects.enter("characterEscape");
    effects.enter("escapeMarker");
    effects.consume(code);
    effects.exit("escapeMarker");
    return inside;
  }
  function inside(code) {
    if (asciiPunctuation(code)) {
      effects.enter("characterEscapeValue");
      effects.consume(code);
      effects.exit("characterEscapeValue");
      effects.exit("characterEscape");
      return ok;
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/character-reference.js
var characterReference = {
  name: "characterReference",
  tokenize: tokenizeCharacterReference
};
function tokenizeCharacterReference(effects, ok, nok) {
  const self = this;
  let size = 0;
  let max;
  let test;
  return start;
  function start(code) {
    effects.enter("characterReference");
    effects.enter("characterReferenceMarker");
    effects.consume(code);
    effects.exit("characterReferenceMarker");
    return open;
  }
  function open(code) {
    if (code === 35) {
      effects.enter("characterReferenceMarkerNumeric");
      effects.consume(code);
      effects.exit("characterReferenceMarkerNumeric");
      return numeric;
    }
    effects.enter("characterReferenceValue");
    max = 31;
    test = asciiAlphanumeric;
    return value(code);
  }
  function numeric(code) {
    if (code === 88 || code === 120) {
      effects.enter("characterReferenceMarkerHexadecimal");
      effects.consume(code);
      effects.exit("characterReferenceMarkerHexadecimal");
      effects.enter("characterReferenceValue");
      max = 6;
      test = asciiHexDigit;
      return value;
    }
    effects.enter("characterReferenceValue");
    max = 7;
    test = asciiDigit;
    return value(code);
  }
  function value(code) {
    if (code === 59 && size) {
      const token = effects.exit("characterReferenceValue");
      if (test === asciiAlphanumeric && !decodeNamedCharacterReference(self.sliceSerialize(token))) {
        return nok(code);
      }
      effects.enter("characterReferenceMarker");
      effects.consume(code);
      effects.exit("characterReferenceMarker");
      effects.exit("characterReference");
      return ok;
    }
    if (test(code) && size++ < max) {
      effects.consume(code);
      return value;
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/partial-non-lazy-continuation.js
var nonLazyContinuation = {
  partial: true,
  tokenize: tokenizeNonLazyContinuation
};
function tokenizeNonLazyContinuation(effects, ok, nok) {
  const self = this;
  return start;
  function start(code) {
    if (code === null) {
      return nok(code);
    }
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return after;
  }
  function after(code) {
    return self.parser.lazy[self.now().line] ? nok(code) : ok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/code-fenced.js
var codeFenced = {
  concrete: true,
  name: "codeFenced",
  tokenize: tokenizeCodeFenced
};
function tokenizeCodeFenced(effects, ok, nok) {
  const self = this;
  const closeStart = {
    partial: true,
    tokenize: tokenizeCloseStart
  };
  let initialPrefix = 0;
  let sizeOpen = 0;
  let marker;
  return start;
  function start(code) {
    return beforeSequenceOpen(code);
  }
  function beforeSequenceOpen(code) {
    const tail = self.events[self.events.length - 1];
    initialPrefix = tail && tail[1].type === "linePrefix" ? tail[2].sliceSerialize(tail[1], true).length : 0;
    marker = code;
    effects.enter("codeFenced");
    effects.enter("codeFencedFence");
    effects.enter("codeFencedFenceSequence");
    return sequenceOpen(code);
  }
  function sequenceOpen(code) {
    if (code === marker) {
      sizeOpen++;
      effects.consume(code);
      return sequenceOpen;
    }
    if (sizeOpen < 3) {
      return nok(code);
    }
    effects.exit("codeFencedFenceSequence");
    return markdownSpace(code) ? factorySpace(effects, infoBefore, "whitespace")(code) : infoBefore(code);
  }
  function infoBefore(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("codeFencedFence");
      return self.interrupt ? ok(code) : effects.check(nonLazyContinuation, atNonLazyBreak, after)(code);
    }
    effects.enter("codeFencedFenceInfo");
    effects.enter("chunkString", {
      contentType: "string"
    });
    return info(code);
  }
  function info(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceInfo");
      return infoBefore(code);
    }
    if (markdownSpace(code)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceInfo");
      return factorySpace(effects, metaBefore, "whitespace")(code);
    }
    if (code === 96 && code === marker) {
      return nok(code);
    }
    effects.consume(code);
    return info;
  }
  function metaBefore(code) {
    if (code === null || markdownLineEnding(code)) {
      return infoBefore(code);
    }
    effects.enter("codeFencedFenceMeta");
    effects.enter("chunkString", {
      contentType: "string"
    });
    return meta(code);
  }
  function meta(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceMeta");
      return infoBefore(code);
    }
    if (code === 96 && code === marker) {
      return nok(code);
    }
    effects.consume(code);
    return meta;
  }
  function atNonLazyBreak(code) {
    return effects.attempt(closeStart, after, contentBefore)(code);
  }
  function contentBefore(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return contentStart;
  }
  function contentStart(code) {
    return initialPrefix > 0 && markdownSpace(code) ? factorySpace(effects, beforeContentChunk, "linePrefix", initialPrefix + 1)(code) : beforeContentChunk(code);
  }
  function beforeContentChunk(code) {
    if (code === null || markdownLineEnding(code)) {
      return effects.check(nonLazyContinuation, atNonLazyBreak, after)(code);
    }
    effects.enter("codeFlowValue");
    return contentChunk(code);
  }
  function contentChunk(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("codeFlowValue");
      return beforeContentChunk(code);
    }
    effects.consume(code);
    return contentChunk;
  }
  function after(code) {
    effects.exit("codeFenced");
    return ok(code);
  }
  function tokenizeCloseStart(effects2, ok2, nok2) {
    let size = 0;
    return startBefore;
    function startBefore(code) {
      effects2.enter("lineEnding");
      effects2.consume(code);
      effects2.exit("lineEnding");
      return start2;
    }
    function start2(code) {
      effects2.enter("codeFencedFence");
      return markdownSpace(code) ? factorySpace(effects2, beforeSequenceClose, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code) : beforeSequenceClose(code);
    }
    function beforeSequenceClose(code) {
      if (code === marker) {
        effects2.enter("codeFencedFenceSequence");
        return sequenceClose(code);
      }
      return nok2(code);
    }
    function sequenceClose(code) {
      if (code === marker) {
        size++;
        effects2.consume(code);
        return sequenceClose;
      }
      if (size >= sizeOpen) {
        effects2.exit("codeFencedFenceSequence");
        return markdownSpace(code) ? factorySpace(effects2, sequenceCloseAfter, "whitespace")(code) : sequenceCloseAfter(code);
      }
      return nok2(code);
    }
    function sequenceCloseAfter(code) {
      if (code === null || markdownLineEnding(code)) {
        effects2.exit("codeFencedFence");
        return ok2(code);
      }
      return nok2(code);
    }
  }
}

// node_modules/micromark-core-commonmark/lib/code-indented.js
var codeIndented = {
  name: "codeIndented",
  tokenize: tokenizeCodeIndented
};
var furtherStart = {
  partial: true,
  tokenize: tokenizeFurtherStart
};
function tokenizeCodeIndented(effects, ok, nok) {
  return start;
  function start(code) {
    effects.enter("codeIndented");
    return factorySpaceMinMax(effects, atBreak, nok, "linePrefix", 4, 4)(code);
  }
  function atBreak(code) {
    if (code === null) {
      return after(code);
    }
    if (markdownLineEnding(code)) {
      return effects.attempt(furtherStart, atBreak, after)(code);
    }
    effects.enter("codeFlowValue");
    return inside(code);
  }
  function inside(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("codeFlowValue");
      return atBreak(code);
    }
    effects.consume(code);
    return inside;
  }
  function after(code) {
    effects.exit("codeIndented");
    return ok(code);
  }
}
function tokenizeFurtherStart(effects, ok, nok) {
  const self = this;
  return furtherStart2;
  function furtherStart2(code) {
    if (self.parser.lazy[self.now().line]) {
      return nok(code);
    }
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      return furtherStart2;
    }
    return factorySpaceMinMax(effects, ok, onNotEnoughPrefix, "linePrefix", 4, 4)(code);
  }
  function onNotEnoughPrefix(code) {
    return markdownLineEnding(code) ? furtherStart2(code) : nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/code-text.js
var codeText = {
  name: "codeText",
  previous,
  resolve: resolveCodeText,
  tokenize: tokenizeCodeText
};
function resolveCodeText(events) {
  let tailExitIndex = events.length - 4;
  let headEnterIndex = 3;
  let index2;
  let enter;
  if ((events[headEnterIndex][1].type === "lineEnding" || events[headEnterIndex][1].type === "space") && (events[tailExitIndex][1].type === "lineEnding" || events[tailExitIndex][1].type === "space")) {
    index2 = headEnterIndex;
    while (++index2 < tailExitIndex) {
      if (events[index2][1].type === "codeTextData") {
        events[headEnterIndex][1].type = "codeTextPadding";
        events[tailExitIndex][1].type = "codeTextPadding";
        headEnterIndex += 2;
        tailExitIndex -= 2;
        break;
      }
    }
  }
  index2 = headEnterIndex - 1;
  tailExitIndex++;
  while (++index2 <= tailExitIndex) {
    if (enter === void 0) {
      if (index2 !== tailExitIndex && events[index2][1].type !== "lineEnding") {
        enter = index2;
      }
    } else if (index2 === tailExitIndex || events[index2][1].type === "lineEnding") {
      events[enter][1].type = "codeTextData";
      if (index2 !== enter + 2) {
        events[enter][1].end = events[index2 - 1][1].end;
        events.splice(enter + 2, index2 - enter - 2);
        tailExitIndex -= index2 - enter - 2;
        index2 = enter + 2;
      }
      enter = void 0;
    }
  }
  return events;
}
function previous(code) {
  return code !== 96 || this.events[this.events.length - 1][1].type === "characterEscape";
}
function tokenizeCodeText(effects, ok, nok) {
  const self = this;
  let sizeOpen = 0;
  let size;
  let token;
  return start;
  function start(code) {
    effects.enter("codeText");
    effects.enter("codeTextSequence");
    return sequenceOpen(code);
  }
  function sequenceOpen(code) {
    if (code === 96) {
      effects.consume(code);
      sizeOpen++;
      return sequenceOpen;
    }
    effects.exit("codeTextSequence");
    return between(code);
  }
  function between(code) {
    if (code === null) {
      return nok(code);
    }
    if (code === 32) {
      effects.enter("space");
      effects.consume(code);
      effects.exit("space");
      return between;
    }
    if (code === 96) {
      token = effects.enter("codeTextSequence");
      size = 0;
      return sequenceClose(code);
    }
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      return between;
    }
    effects.enter("codeTextData");
    return data(code);
  }
  function data(code) {
    if (code === null || code === 32 || code === 96 || markdownLineEnding(code)) {
      effects.exit("codeTextData");
      return between(code);
    }
    effects.consume(code);
    return data;
  }
  function sequenceClose(code) {
    if (code === 96) {
      effects.consume(code);
      size++;
      return sequenceClose;
    }
    if (size === sizeOpen) {
      effects.exit("codeTextSequence");
      effects.exit("codeText");
      return ok(code);
    }
    token.type = "codeTextData";
    return data(code);
  }
}

// node_modules/micromark-util-subtokenize/lib/splice-buffer.js
var SpliceBuffer = class {
  /**
   * @param {ReadonlyArray<T> | null | undefined} [initial]
   *   Initial items (optional).
   * @returns
   *   Splice buffer.
   */
  constructor(initial) {
    this.left = initial ? [...initial] : [];
    this.right = [];
  }
  /**
   * Array access;
   * does not move the cursor.
   *
   * @param {number} index
   *   Index.
   * @return {T}
   *   Item.
   */
  get(index2) {
    if (index2 < 0 || index2 >= this.left.length + this.right.length) {
      throw new RangeError("Cannot access index `" + index2 + "` in a splice buffer of size `" + (this.left.length + this.right.length) + "`");
    }
    if (index2 < this.left.length) return this.left[index2];
    return this.right[this.right.length - index2 + this.left.length - 1];
  }
  /**
   * The length of the splice buffer, one greater than the largest index in the
   * array.
   */
  get length() {
    return this.left.length + this.right.length;
  }
  /**
   * Remove and return `list[0]`;
   * moves the cursor to `0`.
   *
   * @returns {T | undefined}
   *   Item, optional.
   */
  shift() {
    this.setCursor(0);
    return this.right.pop();
  }
  /**
   * Slice the buffer to get an array;
   * does not move the cursor.
   *
   * @param {number} start
   *   Start.
   * @param {number | null | undefined} [end]
   *   End (optional).
   * @returns {Array<T>}
   *   Array of items.
   */
  slice(start, end) {
    const stop = end === null || end === void 0 ? Number.POSITIVE_INFINITY : end;
    if (stop < this.left.length) {
      return this.left.slice(start, stop);
    }
    if (start > this.left.length) {
      return this.right.slice(this.right.length - stop + this.left.length, this.right.length - start + this.left.length).reverse();
    }
    return this.left.slice(start).concat(this.right.slice(this.right.length - stop + this.left.length).reverse());
  }
  /**
   * Mimics the behavior of Array.prototype.splice() except for the change of
   * interface necessary to avoid segfaults when patching in very large arrays.
   *
   * This operation moves cursor is moved to `start` and results in the cursor
   * placed after any inserted items.
   *
   * @param {number} start
   *   Start;
   *   zero-based index at which to start changing the array;
   *   negative numbers count backwards from the end of the array and values
   *   that are out-of bounds are clamped to the appropriate end of the array.
   * @param {number | null | undefined} [deleteCount=0]
   *   Delete count (default: `0`);
   *   maximum number of elements to delete, starting from start.
   * @param {Array<T> | null | undefined} [items=[]]
   *   Items to include in place of the deleted items (default: `[]`).
   * @return {Array<T>}
   *   Any removed items.
   */
  splice(start, deleteCount, items) {
    const count = deleteCount || 0;
    this.setCursor(Math.trunc(start));
    const removed = this.right.splice(this.right.length - count, Number.POSITIVE_INFINITY);
    if (items) chunkedPush(this.left, items);
    return removed.reverse();
  }
  /**
   * Remove and return the highest-numbered item in the array, so
   * `list[list.length - 1]`;
   * Moves the cursor to `length`.
   *
   * @returns {T | undefined}
   *   Item, optional.
   */
  pop() {
    this.setCursor(Number.POSITIVE_INFINITY);
    return this.left.pop();
  }
  /**
   * Inserts a single item to the high-numbered side of the array;
   * moves the cursor to `length`.
   *
   * @param {T} item
   *   Item.
   * @returns {undefined}
   *   Nothing.
   */
  push(item) {
    this.setCursor(Number.POSITIVE_INFINITY);
    this.left.push(item);
  }
  /**
   * Inserts many items to the high-numbered side of the array.
   * Moves the cursor to `length`.
   *
   * @param {Array<T>} items
   *   Items.
   * @returns {undefined}
   *   Nothing.
   */
  pushMany(items) {
    this.setCursor(Number.POSITIVE_INFINITY);
    chunkedPush(this.left, items);
  }
  /**
   * Inserts a single item to the low-numbered side of the array;
   * Moves the cursor to `0`.
   *
   * @param {T} item
   *   Item.
   * @returns {undefined}
   *   Nothing.
   */
  unshift(item) {
    this.setCursor(0);
    this.right.push(item);
  }
  /**
   * Inserts many items to the low-numbered side of the array;
   * moves the cursor to `0`.
   *
   * @param {Array<T>} items
   *   Items.
   * @returns {undefined}
   *   Nothing.
   */
  unshiftMany(items) {
    this.setCursor(0);
    chunkedPush(this.right, items.reverse());
  }
  /**
   * Move the cursor to a specific position in the array. Requires
   * time proportional to the distance moved.
   *
   * If `n < 0`, the cursor will end up at the beginning.
   * If `n > length`, the cursor will end up at the end.
   *
   * @param {number} n
   *   Position.
   * @return {undefined}
   *   Nothing.
   */
  setCursor(n) {
    if (n === this.left.length || n > this.left.length && this.right.length === 0 || n < 0 && this.left.length === 0) return;
    if (n < this.left.length) {
      const removed = this.left.splice(n, Number.POSITIVE_INFINITY);
      chunkedPush(this.right, removed.reverse());
    } else {
      const removed = this.right.splice(this.left.length + this.right.length - n, Number.POSITIVE_INFINITY);
      chunkedPush(this.left, removed.reverse());
    }
  }
};
function chunkedPush(list2, right) {
  let chunkStart = 0;
  if (right.length < 1e4) {
    list2.push(...right);
  } else {
    while (chunkStart < right.length) {
      list2.push(...right.slice(chunkStart, chunkStart + 1e4));
      chunkStart += 1e4;
    }
  }
}

// node_modules/micromark-util-subtokenize/index.js
function subtokenize(eventsArray) {
  const jumps = {};
  let index2 = -1;
  let event;
  let lineIndex;
  let otherIndex;
  let otherEvent;
  let parameters;
  let subevents;
  let more;
  const events = new SpliceBuffer(eventsArray);
  while (++index2 < events.length) {
    while (index2 in jumps) {
      index2 = jumps[index2];
    }
    event = events.get(index2);
    if (index2 && event[1].type === "chunkFlow" && events.get(index2 - 1)[1].type === "listItemPrefix") {
      subevents = event[1]._tokenizer.events;
      otherIndex = 0;
      if (otherIndex < subevents.length && subevents[otherIndex][1].type === "lineEndingBlank") {
        otherIndex += 2;
      }
      if (otherIndex < subevents.length && subevents[otherIndex][1].type === "content") {
        while (++otherIndex < subevents.length) {
          if (subevents[otherIndex][1].type === "content") {
            break;
          }
          if (subevents[otherIndex][1].type === "chunkText") {
            subevents[otherIndex][1]._isInFirstContentOfListItem = true;
            otherIndex++;
          }
        }
      }
    }
    if (event[0] === "enter") {
      if (event[1].contentType) {
        Object.assign(jumps, subcontent(events, index2));
        index2 = jumps[index2];
        more = true;
      }
    } else if (event[1]._container) {
      otherIndex = index2;
      lineIndex = void 0;
      while (otherIndex--) {
        otherEvent = events.get(otherIndex);
        if (otherEvent[1].type === "lineEnding" || otherEvent[1].type === "lineEndingBlank") {
          if (otherEvent[0] === "enter") {
            if (lineIndex) {
              events.get(lineIndex)[1].type = "lineEndingBlank";
            }
            otherEvent[1].type = "lineEnding";
            lineIndex = otherIndex;
          }
        } else if (otherEvent[1].type === "linePrefix" || otherEvent[1].type === "listItemIndent") {
        } else {
          break;
        }
      }
      if (lineIndex) {
        event[1].end = {
          ...events.get(lineIndex)[1].start
        };
        parameters = events.slice(lineIndex, index2);
        parameters.unshift(event);
        events.splice(lineIndex, index2 - lineIndex + 1, parameters);
      }
    }
  }
  splice(eventsArray, 0, Number.POSITIVE_INFINITY, events.slice(0));
  return !more;
}
function subcontent(events, eventIndex) {
  const token = events.get(eventIndex)[1];
  const context = events.get(eventIndex)[2];
  let startPosition = eventIndex - 1;
  const startPositions = [];
  let tokenizer = token._tokenizer;
  if (!tokenizer) {
    tokenizer = context.parser[token.contentType](token.start);
    if (token._contentTypeTextTrailing) {
      tokenizer._contentTypeTextTrailing = true;
    }
  }
  const childEvents = tokenizer.events;
  const jumps = [];
  const gaps = {};
  let stream;
  let previous2;
  let index2 = -1;
  let current = token;
  let adjust = 0;
  let start = 0;
  const breaks = [start];
  while (current) {
    while (events.get(++startPosition)[1] !== current) {
    }
    startPositions.push(startPosition);
    if (!current._tokenizer) {
      stream = context.sliceStream(current);
      if (!current.next) {
        stream.push(null);
      }
      if (previous2) {
        tokenizer.defineSkip(current.start);
      }
      if (current._isInFirstContentOfListItem) {
        tokenizer._gfmTasklistFirstContentOfListItem = true;
      }
      tokenizer.write(stream);
      if (current._isInFirstContentOfListItem) {
        tokenizer._gfmTasklistFirstContentOfListItem = void 0;
      }
    }
    previous2 = current;
    current = current.next;
  }
  current = token;
  while (++index2 < childEvents.length) {
    if (
      // Find a void token that includes a break.
      childEvents[index2][0] === "exit" && childEvents[index2 - 1][0] === "enter" && childEvents[index2][1].type === childEvents[index2 - 1][1].type && childEvents[index2][1].start.line !== childEvents[index2][1].end.line
    ) {
      start = index2 + 1;
      breaks.push(start);
      current._tokenizer = void 0;
      current.previous = void 0;
      current = current.next;
    }
  }
  tokenizer.events = [];
  if (current) {
    current._tokenizer = void 0;
    current.previous = void 0;
  } else {
    breaks.pop();
  }
  index2 = breaks.length;
  while (index2--) {
    const slice = childEvents.slice(breaks[index2], breaks[index2 + 1]);
    const start2 = startPositions.pop();
    jumps.push([start2, start2 + slice.length - 1]);
    events.splice(start2, 2, slice);
  }
  jumps.reverse();
  index2 = -1;
  while (++index2 < jumps.length) {
    gaps[adjust + jumps[index2][0]] = adjust + jumps[index2][1];
    adjust += jumps[index2][1] - jumps[index2][0] - 1;
  }
  return gaps;
}

// node_modules/micromark-core-commonmark/lib/content.js
var content2 = {
  resolve: resolveContent,
  tokenize: tokenizeContent
};
var continuationConstruct = {
  partial: true,
  tokenize: tokenizeContinuation
};
function resolveContent(events) {
  subtokenize(events);
  return events;
}
function tokenizeContent(effects, ok) {
  let previous2;
  return chunkStart;
  function chunkStart(code) {
    effects.enter("content");
    previous2 = effects.enter("chunkContent", {
      contentType: "content"
    });
    return chunkInside(code);
  }
  function chunkInside(code) {
    if (code === null) {
      return contentEnd(code);
    }
    if (markdownLineEnding(code)) {
      return effects.check(continuationConstruct, contentContinue, contentEnd)(code);
    }
    effects.consume(code);
    return chunkInside;
  }
  function contentEnd(code) {
    effects.exit("chunkContent");
    effects.exit("content");
    return ok(code);
  }
  function contentContinue(code) {
    effects.consume(code);
    effects.exit("chunkContent");
    previous2.next = effects.enter("chunkContent", {
      contentType: "content",
      previous: previous2
    });
    previous2 = previous2.next;
    return chunkInside;
  }
}
function tokenizeContinuation(effects, ok, nok) {
  const self = this;
  return startLookahead;
  function startLookahead(code) {
    effects.exit("chunkContent");
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return factorySpace(effects, prefixed, "linePrefix");
  }
  function prefixed(code) {
    if (code === null || markdownLineEnding(code)) {
      return nok(code);
    }
    const tail = self.events[self.events.length - 1];
    if (!self.parser.constructs.disable.null.includes("codeIndented") && tail && tail[1].type === "linePrefix" && tail[2].sliceSerialize(tail[1], true).length >= 4) {
      return ok(code);
    }
    return effects.interrupt(self.parser.constructs.flow, nok, ok)(code);
  }
}

// node_modules/micromark-factory-destination/index.js
function factoryDestination(effects, ok, nok, type, literalType, literalMarkerType, rawType, stringType, max) {
  const limit = max || Number.POSITIVE_INFINITY;
  let balance = 0;
  return start;
  function start(code) {
    if (code === 60) {
      effects.enter(type);
      effects.enter(literalType);
      effects.enter(literalMarkerType);
      effects.consume(code);
      effects.exit(literalMarkerType);
      return enclosedBefore;
    }
    if (code === null || code === 32 || code === 41 || asciiControl(code)) {
      return nok(code);
    }
    effects.enter(type);
    effects.enter(rawType);
    effects.enter(stringType);
    effects.enter("chunkString", {
      contentType: "string"
    });
    return raw(code);
  }
  function enclosedBefore(code) {
    if (code === 62) {
      effects.enter(literalMarkerType);
      effects.consume(code);
      effects.exit(literalMarkerType);
      effects.exit(literalType);
      effects.exit(type);
      return ok;
    }
    effects.enter(stringType);
    effects.enter("chunkString", {
      contentType: "string"
    });
    return enclosed(code);
  }
  function enclosed(code) {
    if (code === 62) {
      effects.exit("chunkString");
      effects.exit(stringType);
      return enclosedBefore(code);
    }
    if (code === null || code === 60 || markdownLineEnding(code)) {
      return nok(code);
    }
    effects.consume(code);
    return code === 92 ? enclosedEscape : enclosed;
  }
  function enclosedEscape(code) {
    if (code === 60 || code === 62 || code === 92) {
      effects.consume(code);
      return enclosed;
    }
    return enclosed(code);
  }
  function raw(code) {
    if (!balance && (code === null || code === 41 || markdownLineEndingOrSpace(code))) {
      effects.exit("chunkString");
      effects.exit(stringType);
      effects.exit(rawType);
      effects.exit(type);
      return ok(code);
    }
    if (balance < limit && code === 40) {
      effects.consume(code);
      balance++;
      return raw;
    }
    if (code === 41) {
      effects.consume(code);
      balance--;
      return raw;
    }
    if (code === null || code === 32 || code === 40 || asciiControl(code)) {
      return nok(code);
    }
    effects.consume(code);
    return code === 92 ? rawEscape : raw;
  }
  function rawEscape(code) {
    if (code === 40 || code === 41 || code === 92) {
      effects.consume(code);
      return raw;
    }
    return raw(code);
  }
}

// node_modules/micromark-factory-label/index.js
function factoryLabel(effects, ok, nok, type, markerType, stringType) {
  const self = this;
  let size = 0;
  let seen;
  return start;
  function start(code) {
    effects.enter(type);
    effects.enter(markerType);
    effects.consume(code);
    effects.exit(markerType);
    effects.enter(stringType);
    return atBreak;
  }
  function atBreak(code) {
    if (size > 999 || code === null || code === 91 || code === 93 && !seen || // To do: remove in the future once we’ve switched from
    // `micromark-extension-footnote` to `micromark-extension-gfm-footnote`,
    // which doesn’t need this.
    // Hidden footnotes hook.
    /* c8 ignore next 3 */
    code === 94 && !size && "_hiddenFootnoteSupport" in self.parser.constructs) {
      return nok(code);
    }
    if (code === 93) {
      effects.exit(stringType);
      effects.enter(markerType);
      effects.consume(code);
      effects.exit(markerType);
      effects.exit(type);
      return ok;
    }
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      return atBreak;
    }
    effects.enter("chunkString", {
      contentType: "string"
    });
    return labelInside(code);
  }
  function labelInside(code) {
    if (code === null || code === 91 || code === 93 || markdownLineEnding(code) || size++ > 999) {
      effects.exit("chunkString");
      return atBreak(code);
    }
    effects.consume(code);
    if (!seen) seen = !markdownSpace(code);
    return code === 92 ? labelEscape : labelInside;
  }
  function labelEscape(code) {
    if (code === 91 || code === 92 || code === 93) {
      effects.consume(code);
      size++;
      return labelInside;
    }
    return labelInside(code);
  }
}

// node_modules/micromark-factory-title/index.js
function factoryTitle(effects, ok, nok, type, markerType, stringType) {
  let marker;
  return start;
  function start(code) {
    if (code === 34 || code === 39 || code === 40) {
      effects.enter(type);
      effects.enter(markerType);
      effects.consume(code);
      effects.exit(markerType);
      marker = code === 40 ? 41 : code;
      return begin;
    }
    return nok(code);
  }
  function begin(code) {
    if (code === marker) {
      effects.enter(markerType);
      effects.consume(code);
      effects.exit(markerType);
      effects.exit(type);
      return ok;
    }
    effects.enter(stringType);
    return atBreak(code);
  }
  function atBreak(code) {
    if (code === marker) {
      effects.exit(stringType);
      return begin(marker);
    }
    if (code === null) {
      return nok(code);
    }
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      return factorySpace(effects, atBreak, "linePrefix");
    }
    effects.enter("chunkString", {
      contentType: "string"
    });
    return inside(code);
  }
  function inside(code) {
    if (code === marker || code === null || markdownLineEnding(code)) {
      effects.exit("chunkString");
      return atBreak(code);
    }
    effects.consume(code);
    return code === 92 ? escape : inside;
  }
  function escape(code) {
    if (code === marker || code === 92) {
      effects.consume(code);
      return inside;
    }
    return inside(code);
  }
}

// node_modules/micromark-factory-whitespace/index.js
function factoryWhitespace(effects, ok) {
  let seen;
  return start;
  function start(code) {
    if (markdownLineEnding(code)) {
      effects.enter("lineEnding");
      effects.consume(code);
      effects.exit("lineEnding");
      seen = true;
      return start;
    }
    if (markdownSpace(code)) {
      return factorySpace(effects, start, seen ? "linePrefix" : "lineSuffix")(code);
    }
    return ok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/definition.js
var definition = {
  name: "definition",
  tokenize: tokenizeDefinition
};
var titleBefore = {
  partial: true,
  tokenize: tokenizeTitleBefore
};
function tokenizeDefinition(effects, ok, nok) {
  const self = this;
  let identifier;
  return start;
  function start(code) {
    effects.enter("definition");
    return before(code);
  }
  function before(code) {
    return factoryLabel.call(
      self,
      effects,
      labelAfter,
      // Note: we don’t need to reset the way `markdown-rs` does.
      nok,
      "definitionLabel",
      "definitionLabelMarker",
      "definitionLabelString"
    )(code);
  }
  function labelAfter(code) {
    identifier = normalizeIdentifier(self.sliceSerialize(self.events[self.events.length - 1][1]).slice(1, -1));
    if (code === 58) {
      effects.enter("definitionMarker");
      effects.consume(code);
      effects.exit("definitionMarker");
      return markerAfter;
    }
    return nok(code);
  }
  function markerAfter(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, destinationBefore)(code) : destinationBefore(code);
  }
  function destinationBefore(code) {
    return factoryDestination(
      effects,
      destinationAfter,
      // Note: we don’t need to reset the way `markdown-rs` does.
      nok,
      "definitionDestination",
      "definitionDestinationLiteral",
      "definitionDestinationLiteralMarker",
      "definitionDestinationRaw",
      "definitionDestinationString"
    )(code);
  }
  function destinationAfter(code) {
    return effects.attempt(titleBefore, after, after)(code);
  }
  function after(code) {
    return markdownSpace(code) ? factorySpace(effects, afterWhitespace, "whitespace")(code) : afterWhitespace(code);
  }
  function afterWhitespace(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("definition");
      self.parser.defined.push(identifier);
      return ok(code);
    }
    return nok(code);
  }
}
function tokenizeTitleBefore(effects, ok, nok) {
  return titleBefore2;
  function titleBefore2(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, beforeMarker)(code) : nok(code);
  }
  function beforeMarker(code) {
    return factoryTitle(effects, titleAfter, nok, "definitionTitle", "definitionTitleMarker", "definitionTitleString")(code);
  }
  function titleAfter(code) {
    return markdownSpace(code) ? factorySpace(effects, titleAfterOptionalWhitespace, "whitespace")(code) : titleAfterOptionalWhitespace(code);
  }
  function titleAfterOptionalWhitespace(code) {
    return code === null || markdownLineEnding(code) ? ok(code) : nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/hard-break-escape.js
var hardBreakEscape = {
  name: "hardBreakEscape",
  tokenize: tokenizeHardBreakEscape
};
function tokenizeHardBreakEscape(effects, ok, nok) {
  return start;
  function start(code) {
    effects.enter("hardBreakEscape");
    effects.consume(code);
    return after;
  }
  function after(code) {
    if (markdownLineEnding(code)) {
      effects.exit("hardBreakEscape");
      return ok(code);
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/heading-atx.js
var headingAtx = {
  name: "headingAtx",
  resolve: resolveHeadingAtx,
  tokenize: tokenizeHeadingAtx
};
function resolveHeadingAtx(events, context) {
  let contentEnd = events.length - 2;
  let contentStart = 3;
  if (events[contentStart][1].type === "whitespace") {
    contentStart += 2;
  }
  if (contentEnd - 2 > contentStart && events[contentEnd][1].type === "whitespace") {
    contentEnd -= 2;
  }
  if (events[contentEnd][1].type === "atxHeadingSequence" && (contentStart === contentEnd - 1 || contentEnd - 4 > contentStart && events[contentEnd - 2][1].type === "whitespace")) {
    contentEnd -= contentStart + 1 === contentEnd ? 2 : 4;
  }
  if (contentEnd > contentStart) {
    const content3 = {
      type: "atxHeadingText",
      start: events[contentStart][1].start,
      end: events[contentEnd][1].end
    };
    const text3 = {
      type: "chunkText",
      start: events[contentStart][1].start,
      end: events[contentEnd][1].end,
      contentType: "text"
    };
    splice(events, contentStart, contentEnd - contentStart + 1, [["enter", content3, context], ["enter", text3, context], ["exit", text3, context], ["exit", content3, context]]);
  }
  return events;
}
function tokenizeHeadingAtx(effects, ok, nok) {
  let size = 0;
  return start;
  function start(code) {
    effects.enter("atxHeading");
    return before(code);
  }
  function before(code) {
    effects.enter("atxHeadingSequence");
    return sequenceOpen(code);
  }
  function sequenceOpen(code) {
    if (code === 35 && size++ < 6) {
      effects.consume(code);
      return sequenceOpen;
    }
    if (code === null || markdownLineEndingOrSpace(code)) {
      effects.exit("atxHeadingSequence");
      return atBreak(code);
    }
    return nok(code);
  }
  function atBreak(code) {
    if (code === 35) {
      effects.enter("atxHeadingSequence");
      return sequenceFurther(code);
    }
    if (code === null || markdownLineEnding(code)) {
      effects.exit("atxHeading");
      return ok(code);
    }
    if (markdownSpace(code)) {
      return factorySpace(effects, atBreak, "whitespace")(code);
    }
    effects.enter("atxHeadingText");
    return data(code);
  }
  function sequenceFurther(code) {
    if (code === 35) {
      effects.consume(code);
      return sequenceFurther;
    }
    effects.exit("atxHeadingSequence");
    return atBreak(code);
  }
  function data(code) {
    if (code === null || code === 35 || markdownLineEndingOrSpace(code)) {
      effects.exit("atxHeadingText");
      return atBreak(code);
    }
    effects.consume(code);
    return data;
  }
}

// node_modules/micromark-util-html-tag-name/index.js
var htmlBlockNames = [
  "address",
  "article",
  "aside",
  "base",
  "basefont",
  "blockquote",
  "body",
  "caption",
  "center",
  "col",
  "colgroup",
  "dd",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "frame",
  "frameset",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "head",
  "header",
  "hr",
  "html",
  "iframe",
  "legend",
  "li",
  "link",
  "main",
  "menu",
  "menuitem",
  "nav",
  "noframes",
  "ol",
  "optgroup",
  "option",
  "p",
  "param",
  "search",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "title",
  "tr",
  "track",
  "ul"
];
var htmlRawNames = ["pre", "script", "style", "textarea"];

// node_modules/micromark-core-commonmark/lib/html-flow.js
var htmlFlow = {
  concrete: true,
  name: "htmlFlow",
  resolveTo: resolveToHtmlFlow,
  tokenize: tokenizeHtmlFlow
};
var blankLineBefore = {
  partial: true,
  tokenize: tokenizeBlankLineBefore
};
function resolveToHtmlFlow(events) {
  let index2 = events.length;
  while (index2--) {
    if (events[index2][0] === "enter" && events[index2][1].type === "htmlFlow") {
      break;
    }
  }
  if (index2 > 1 && events[index2 - 2][1].type === "linePrefix") {
    events[index2][1].start = events[index2 - 2][1].start;
    events[index2 + 1][1].start = events[index2 - 2][1].start;
    events.splice(index2 - 2, 2);
  }
  return events;
}
function tokenizeHtmlFlow(effects, ok, nok) {
  const self = this;
  let marker;
  let closingTag;
  let buffer;
  let index2;
  let markerB;
  return start;
  function start(code) {
    return before(code);
  }
  function before(code) {
    effects.enter("htmlFlow");
    effects.enter("htmlFlowData");
    effects.consume(code);
    return open;
  }
  function open(code) {
    if (code === 33) {
      effects.consume(code);
      return declarationOpen;
    }
    if (code === 47) {
      effects.consume(code);
      closingTag = true;
      return tagCloseStart;
    }
    if (code === 63) {
      effects.consume(code);
      marker = 3;
      return self.interrupt ? ok : continuationDeclarationInside;
    }
    if (asciiAlpha(code)) {
      effects.consume(code);
      buffer = String.fromCharCode(code);
      return tagName;
    }
    return nok(code);
  }
  function declarationOpen(code) {
    if (code === 45) {
      effects.consume(code);
      marker = 2;
      return commentOpenInside;
    }
    if (code === 91) {
      effects.consume(code);
      marker = 5;
      index2 = 0;
      return cdataOpenInside;
    }
    if (asciiAlpha(code)) {
      effects.consume(code);
      marker = 4;
      return self.interrupt ? ok : continuationDeclarationInside;
    }
    return nok(code);
  }
  function commentOpenInside(code) {
    if (code === 45) {
      effects.consume(code);
      return self.interrupt ? ok : continuationDeclarationInside;
    }
    return nok(code);
  }
  function cdataOpenInside(code) {
    const value = "CDATA[";
    if (code === value.charCodeAt(index2++)) {
      effects.consume(code);
      if (index2 === value.length) {
        return self.interrupt ? ok : continuation;
      }
      return cdataOpenInside;
    }
    return nok(code);
  }
  function tagCloseStart(code) {
    if (asciiAlpha(code)) {
      effects.consume(code);
      buffer = String.fromCharCode(code);
      return tagName;
    }
    return nok(code);
  }
  function tagName(code) {
    if (code === null || code === 47 || code === 62 || markdownLineEndingOrSpace(code)) {
      const slash = code === 47;
      const name = buffer.toLowerCase();
      if (!slash && !closingTag && htmlRawNames.includes(name)) {
        marker = 1;
        return self.interrupt ? ok(code) : continuation(code);
      }
      if (htmlBlockNames.includes(buffer.toLowerCase())) {
        marker = 6;
        if (slash) {
          effects.consume(code);
          return basicSelfClosing;
        }
        return self.interrupt ? ok(code) : continuation(code);
      }
      marker = 7;
      return self.interrupt && !self.parser.lazy[self.now().line] ? nok(code) : closingTag ? completeClosingTagAfter(code) : completeAttributeNameBefore(code);
    }
    if (code === 45 || asciiAlphanumeric(code)) {
      effects.consume(code);
      buffer += String.fromCharCode(code);
      return tagName;
    }
    return nok(code);
  }
  function basicSelfClosing(code) {
    if (code === 62) {
      effects.consume(code);
      return self.interrupt ? ok : continuation;
    }
    return nok(code);
  }
  function completeClosingTagAfter(code) {
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeClosingTagAfter;
    }
    return completeEnd(code);
  }
  function completeAttributeNameBefore(code) {
    if (code === 47) {
      effects.consume(code);
      return completeEnd;
    }
    if (code === 58 || code === 95 || asciiAlpha(code)) {
      effects.consume(code);
      return completeAttributeName;
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeAttributeNameBefore;
    }
    return completeEnd(code);
  }
  function completeAttributeName(code) {
    if (code === 45 || code === 46 || code === 58 || code === 95 || asciiAlphanumeric(code)) {
      effects.consume(code);
      return completeAttributeName;
    }
    return completeAttributeNameAfter(code);
  }
  function completeAttributeNameAfter(code) {
    if (code === 61) {
      effects.consume(code);
      return completeAttributeValueBefore;
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeAttributeNameAfter;
    }
    return completeAttributeNameBefore(code);
  }
  function completeAttributeValueBefore(code) {
    if (code === null || code === 60 || code === 61 || code === 62 || code === 96) {
      return nok(code);
    }
    if (code === 34 || code === 39) {
      effects.consume(code);
      markerB = code;
      return completeAttributeValueQuoted;
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeAttributeValueBefore;
    }
    return completeAttributeValueUnquoted(code);
  }
  function completeAttributeValueQuoted(code) {
    if (code === markerB) {
      effects.consume(code);
      markerB = null;
      return completeAttributeValueQuotedAfter;
    }
    if (code === null || markdownLineEnding(code)) {
      return nok(code);
    }
    effects.consume(code);
    return completeAttributeValueQuoted;
  }
  function completeAttributeValueUnquoted(code) {
    if (code === null || code === 34 || code === 39 || code === 47 || code === 60 || code === 61 || code === 62 || code === 96 || markdownLineEndingOrSpace(code)) {
      return completeAttributeNameAfter(code);
    }
    effects.consume(code);
    return completeAttributeValueUnquoted;
  }
  function completeAttributeValueQuotedAfter(code) {
    if (code === 47 || code === 62 || markdownSpace(code)) {
      return completeAttributeNameBefore(code);
    }
    return nok(code);
  }
  function completeEnd(code) {
    if (code === 62) {
      effects.consume(code);
      return completeAfter;
    }
    return nok(code);
  }
  function completeAfter(code) {
    if (code === null || markdownLineEnding(code)) {
      return continuation(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return completeAfter;
    }
    return nok(code);
  }
  function continuation(code) {
    if (code === 45 && marker === 2) {
      effects.consume(code);
      return continuationCommentInside;
    }
    if (code === 60 && marker === 1) {
      effects.consume(code);
      return continuationRawTagOpen;
    }
    if (code === 62 && marker === 4) {
      effects.consume(code);
      return continuationClose;
    }
    if (code === 63 && marker === 3) {
      effects.consume(code);
      return continuationDeclarationInside;
    }
    if (code === 93 && marker === 5) {
      effects.consume(code);
      return continuationCdataInside;
    }
    if (markdownLineEnding(code) && (marker === 6 || marker === 7)) {
      effects.exit("htmlFlowData");
      return effects.check(blankLineBefore, continuationAfter, continuationStart)(code);
    }
    if (code === null || markdownLineEnding(code)) {
      effects.exit("htmlFlowData");
      return continuationStart(code);
    }
    effects.consume(code);
    return continuation;
  }
  function continuationStart(code) {
    return effects.check(nonLazyContinuation, continuationStartNonLazy, continuationAfter)(code);
  }
  function continuationStartNonLazy(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return continuationBefore;
  }
  function continuationBefore(code) {
    if (code === null || markdownLineEnding(code)) {
      return continuationStart(code);
    }
    effects.enter("htmlFlowData");
    return continuation(code);
  }
  function continuationCommentInside(code) {
    if (code === 45) {
      effects.consume(code);
      return continuationDeclarationInside;
    }
    return continuation(code);
  }
  function continuationRawTagOpen(code) {
    if (code === 47) {
      effects.consume(code);
      buffer = "";
      return continuationRawEndTag;
    }
    return continuation(code);
  }
  function continuationRawEndTag(code) {
    if (code === 62) {
      const name = buffer.toLowerCase();
      if (htmlRawNames.includes(name)) {
        effects.consume(code);
        return continuationClose;
      }
      return continuation(code);
    }
    if (asciiAlpha(code) && buffer.length < 8) {
      effects.consume(code);
      buffer += String.fromCharCode(code);
      return continuationRawEndTag;
    }
    return continuation(code);
  }
  function continuationCdataInside(code) {
    if (code === 93) {
      effects.consume(code);
      return continuationDeclarationInside;
    }
    return continuation(code);
  }
  function continuationDeclarationInside(code) {
    if (code === 62) {
      effects.consume(code);
      return continuationClose;
    }
    if (code === 45 && marker === 2) {
      effects.consume(code);
      return continuationDeclarationInside;
    }
    return continuation(code);
  }
  function continuationClose(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("htmlFlowData");
      return continuationAfter(code);
    }
    effects.consume(code);
    return continuationClose;
  }
  function continuationAfter(code) {
    effects.exit("htmlFlow");
    return ok(code);
  }
}
function tokenizeBlankLineBefore(effects, ok, nok) {
  return start;
  function start(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return effects.attempt(blankLine, ok, nok);
  }
}

// node_modules/micromark-core-commonmark/lib/html-text.js
var htmlText = {
  name: "htmlText",
  tokenize: tokenizeHtmlText
};
function tokenizeHtmlText(effects, ok, nok) {
  const self = this;
  let marker;
  let index2;
  let returnState;
  return start;
  function start(code) {
    effects.enter("htmlText");
    effects.enter("htmlTextData");
    effects.consume(code);
    return open;
  }
  function open(code) {
    if (code === 33) {
      effects.consume(code);
      return declarationOpen;
    }
    if (code === 47) {
      effects.consume(code);
      return tagCloseStart;
    }
    if (code === 63) {
      effects.consume(code);
      return instruction;
    }
    if (asciiAlpha(code)) {
      effects.consume(code);
      return tagOpen;
    }
    return nok(code);
  }
  function declarationOpen(code) {
    if (code === 45) {
      effects.consume(code);
      return commentOpenInside;
    }
    if (code === 91) {
      effects.consume(code);
      index2 = 0;
      return cdataOpenInside;
    }
    if (asciiAlpha(code)) {
      effects.consume(code);
      return declaration;
    }
    return nok(code);
  }
  function commentOpenInside(code) {
    if (code === 45) {
      effects.consume(code);
      return commentEnd;
    }
    return nok(code);
  }
  function comment(code) {
    if (code === null) {
      return nok(code);
    }
    if (code === 45) {
      effects.consume(code);
      return commentClose;
    }
    if (markdownLineEnding(code)) {
      returnState = comment;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return comment;
  }
  function commentClose(code) {
    if (code === 45) {
      effects.consume(code);
      return commentEnd;
    }
    return comment(code);
  }
  function commentEnd(code) {
    return code === 62 ? end(code) : code === 45 ? commentClose(code) : comment(code);
  }
  function cdataOpenInside(code) {
    const value = "CDATA[";
    if (code === value.charCodeAt(index2++)) {
      effects.consume(code);
      return index2 === value.length ? cdata : cdataOpenInside;
    }
    return nok(code);
  }
  function cdata(code) {
    if (code === null) {
      return nok(code);
    }
    if (code === 93) {
      effects.consume(code);
      return cdataClose;
    }
    if (markdownLineEnding(code)) {
      returnState = cdata;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return cdata;
  }
  function cdataClose(code) {
    if (code === 93) {
      effects.consume(code);
      return cdataEnd;
    }
    return cdata(code);
  }
  function cdataEnd(code) {
    if (code === 62) {
      return end(code);
    }
    if (code === 93) {
      effects.consume(code);
      return cdataEnd;
    }
    return cdata(code);
  }
  function declaration(code) {
    if (code === null || code === 62) {
      return end(code);
    }
    if (markdownLineEnding(code)) {
      returnState = declaration;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return declaration;
  }
  function instruction(code) {
    if (code === null) {
      return nok(code);
    }
    if (code === 63) {
      effects.consume(code);
      return instructionClose;
    }
    if (markdownLineEnding(code)) {
      returnState = instruction;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return instruction;
  }
  function instructionClose(code) {
    return code === 62 ? end(code) : instruction(code);
  }
  function tagCloseStart(code) {
    if (asciiAlpha(code)) {
      effects.consume(code);
      return tagClose;
    }
    return nok(code);
  }
  function tagClose(code) {
    if (code === 45 || asciiAlphanumeric(code)) {
      effects.consume(code);
      return tagClose;
    }
    return tagCloseBetween(code);
  }
  function tagCloseBetween(code) {
    if (markdownLineEnding(code)) {
      returnState = tagCloseBetween;
      return lineEndingBefore(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return tagCloseBetween;
    }
    return end(code);
  }
  function tagOpen(code) {
    if (code === 45 || asciiAlphanumeric(code)) {
      effects.consume(code);
      return tagOpen;
    }
    if (code === 47 || code === 62 || markdownLineEndingOrSpace(code)) {
      return tagOpenBetween(code);
    }
    return nok(code);
  }
  function tagOpenBetween(code) {
    if (code === 47) {
      effects.consume(code);
      return end;
    }
    if (code === 58 || code === 95 || asciiAlpha(code)) {
      effects.consume(code);
      return tagOpenAttributeName;
    }
    if (markdownLineEnding(code)) {
      returnState = tagOpenBetween;
      return lineEndingBefore(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return tagOpenBetween;
    }
    return end(code);
  }
  function tagOpenAttributeName(code) {
    if (code === 45 || code === 46 || code === 58 || code === 95 || asciiAlphanumeric(code)) {
      effects.consume(code);
      return tagOpenAttributeName;
    }
    return tagOpenAttributeNameAfter(code);
  }
  function tagOpenAttributeNameAfter(code) {
    if (code === 61) {
      effects.consume(code);
      return tagOpenAttributeValueBefore;
    }
    if (markdownLineEnding(code)) {
      returnState = tagOpenAttributeNameAfter;
      return lineEndingBefore(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return tagOpenAttributeNameAfter;
    }
    return tagOpenBetween(code);
  }
  function tagOpenAttributeValueBefore(code) {
    if (code === null || code === 60 || code === 61 || code === 62 || code === 96) {
      return nok(code);
    }
    if (code === 34 || code === 39) {
      effects.consume(code);
      marker = code;
      return tagOpenAttributeValueQuoted;
    }
    if (markdownLineEnding(code)) {
      returnState = tagOpenAttributeValueBefore;
      return lineEndingBefore(code);
    }
    if (markdownSpace(code)) {
      effects.consume(code);
      return tagOpenAttributeValueBefore;
    }
    effects.consume(code);
    return tagOpenAttributeValueUnquoted;
  }
  function tagOpenAttributeValueQuoted(code) {
    if (code === marker) {
      effects.consume(code);
      marker = void 0;
      return tagOpenAttributeValueQuotedAfter;
    }
    if (code === null) {
      return nok(code);
    }
    if (markdownLineEnding(code)) {
      returnState = tagOpenAttributeValueQuoted;
      return lineEndingBefore(code);
    }
    effects.consume(code);
    return tagOpenAttributeValueQuoted;
  }
  function tagOpenAttributeValueUnquoted(code) {
    if (code === null || code === 34 || code === 39 || code === 60 || code === 61 || code === 96) {
      return nok(code);
    }
    if (code === 47 || code === 62 || markdownLineEndingOrSpace(code)) {
      return tagOpenBetween(code);
    }
    effects.consume(code);
    return tagOpenAttributeValueUnquoted;
  }
  function tagOpenAttributeValueQuotedAfter(code) {
    if (code === 47 || code === 62 || markdownLineEndingOrSpace(code)) {
      return tagOpenBetween(code);
    }
    return nok(code);
  }
  function end(code) {
    if (code === 62) {
      effects.consume(code);
      effects.exit("htmlTextData");
      effects.exit("htmlText");
      return ok;
    }
    return nok(code);
  }
  function lineEndingBefore(code) {
    effects.exit("htmlTextData");
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return lineEndingAfter;
  }
  function lineEndingAfter(code) {
    return markdownSpace(code) ? factorySpace(effects, lineEndingAfterPrefix, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code) : lineEndingAfterPrefix(code);
  }
  function lineEndingAfterPrefix(code) {
    effects.enter("htmlTextData");
    return returnState(code);
  }
}

// node_modules/micromark-core-commonmark/lib/label-end.js
var labelEnd = {
  name: "labelEnd",
  resolveAll: resolveAllLabelEnd,
  resolveTo: resolveToLabelEnd,
  tokenize: tokenizeLabelEnd
};
var resourceConstruct = {
  tokenize: tokenizeResource
};
var referenceFullConstruct = {
  tokenize: tokenizeReferenceFull
};
var referenceCollapsedConstruct = {
  tokenize: tokenizeReferenceCollapsed
};
function resolveAllLabelEnd(events) {
  let index2 = -1;
  const newEvents = [];
  while (++index2 < events.length) {
    const token = events[index2][1];
    newEvents.push(events[index2]);
    if (token.type === "labelImage" || token.type === "labelLink" || token.type === "labelEnd") {
      const offset = token.type === "labelImage" ? 4 : 2;
      token.type = "data";
      index2 += offset;
    }
  }
  if (events.length !== newEvents.length) {
    splice(events, 0, events.length, newEvents);
  }
  return events;
}
function resolveToLabelEnd(events, context) {
  let index2 = events.length;
  let offset = 0;
  let open;
  let close;
  let media;
  while (index2--) {
    const token = events[index2][1];
    if (open) {
      if (token.type === "link" || token.type === "labelLink" && token._inactive) {
        break;
      }
      if (events[index2][0] === "enter" && token.type === "labelLink") {
        token._inactive = true;
      }
    } else if (close) {
      if (events[index2][0] === "enter" && (token.type === "labelImage" || token.type === "labelLink") && !token._balanced) {
        open = index2;
        if (token.type !== "labelLink") {
          offset = 2;
          break;
        }
      }
    } else if (token.type === "labelEnd") {
      close = index2;
    }
  }
  const group = {
    type: events[open][1].type === "labelLink" ? "link" : "image",
    start: {
      ...events[open][1].start
    },
    end: {
      ...events[events.length - 1][1].end
    }
  };
  const label = {
    type: "label",
    start: {
      ...events[open][1].start
    },
    end: {
      ...events[close][1].end
    }
  };
  const text3 = {
    type: "labelText",
    start: {
      ...events[open + offset + 2][1].end
    },
    end: {
      ...events[close - 2][1].start
    }
  };
  media = [["enter", group, context], ["enter", label, context]];
  media = push(media, events.slice(open + 1, open + offset + 3));
  media = push(media, [["enter", text3, context]]);
  media = push(media, resolveAll(context.parser.constructs.insideSpan.null, events.slice(open + offset + 4, close - 3), context));
  media = push(media, [["exit", text3, context], events[close - 2], events[close - 1], ["exit", label, context]]);
  media = push(media, events.slice(close + 1));
  media = push(media, [["exit", group, context]]);
  splice(events, open, events.length, media);
  return events;
}
function tokenizeLabelEnd(effects, ok, nok) {
  const self = this;
  const labelStarts = self._labelStarts;
  let labelStart;
  let defined;
  if (labelStarts) {
    while (labelStarts.length > 0 && labelStarts[labelStarts.length - 1]._balanced) {
      labelStarts.pop();
    }
    labelStart = labelStarts[labelStarts.length - 1];
  }
  return start;
  function start(code) {
    if (!labelStart) {
      return nok(code);
    }
    if (labelStart._inactive) {
      return labelEndNok(code);
    }
    defined = self.parser.defined.includes(normalizeIdentifier(self.sliceSerialize({
      start: labelStart.end,
      end: self.now()
    })));
    effects.enter("labelEnd");
    effects.enter("labelMarker");
    effects.consume(code);
    effects.exit("labelMarker");
    effects.exit("labelEnd");
    return after;
  }
  function after(code) {
    if (code === 40) {
      return effects.attempt(resourceConstruct, labelEndOk, defined ? labelEndOk : labelEndNok)(code);
    }
    if (code === 91) {
      return effects.attempt(referenceFullConstruct, labelEndOk, defined ? referenceNotFull : labelEndNok)(code);
    }
    return defined ? labelEndOk(code) : labelEndNok(code);
  }
  function referenceNotFull(code) {
    return effects.attempt(referenceCollapsedConstruct, labelEndOk, labelEndNok)(code);
  }
  function labelEndOk(code) {
    labelStarts.pop();
    return ok(code);
  }
  function labelEndNok(code) {
    labelStart._balanced = true;
    return nok(code);
  }
}
function tokenizeResource(effects, ok, nok) {
  return resourceStart;
  function resourceStart(code) {
    effects.enter("resource");
    effects.enter("resourceMarker");
    effects.consume(code);
    effects.exit("resourceMarker");
    return resourceBefore;
  }
  function resourceBefore(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, resourceOpen)(code) : resourceOpen(code);
  }
  function resourceOpen(code) {
    if (code === 41) {
      return resourceEnd(code);
    }
    return factoryDestination(effects, resourceDestinationAfter, resourceDestinationMissing, "resourceDestination", "resourceDestinationLiteral", "resourceDestinationLiteralMarker", "resourceDestinationRaw", "resourceDestinationString", 32)(code);
  }
  function resourceDestinationAfter(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, resourceBetween)(code) : resourceEnd(code);
  }
  function resourceDestinationMissing(code) {
    return nok(code);
  }
  function resourceBetween(code) {
    if (code === 34 || code === 39 || code === 40) {
      return factoryTitle(effects, resourceTitleAfter, nok, "resourceTitle", "resourceTitleMarker", "resourceTitleString")(code);
    }
    return resourceEnd(code);
  }
  function resourceTitleAfter(code) {
    return markdownLineEndingOrSpace(code) ? factoryWhitespace(effects, resourceEnd)(code) : resourceEnd(code);
  }
  function resourceEnd(code) {
    if (code === 41) {
      effects.enter("resourceMarker");
      effects.consume(code);
      effects.exit("resourceMarker");
      effects.exit("resource");
      return ok;
    }
    return nok(code);
  }
}
function tokenizeReferenceFull(effects, ok, nok) {
  const self = this;
  return referenceFull;
  function referenceFull(code) {
    return factoryLabel.call(self, effects, referenceFullAfter, referenceFullMissing, "reference", "referenceMarker", "referenceString")(code);
  }
  function referenceFullAfter(code) {
    return self.parser.defined.includes(normalizeIdentifier(self.sliceSerialize(self.events[self.events.length - 1][1]).slice(1, -1))) ? ok(code) : nok(code);
  }
  function referenceFullMissing(code) {
    return nok(code);
  }
}
function tokenizeReferenceCollapsed(effects, ok, nok) {
  return referenceCollapsedStart;
  function referenceCollapsedStart(code) {
    effects.enter("reference");
    effects.enter("referenceMarker");
    effects.consume(code);
    effects.exit("referenceMarker");
    return referenceCollapsedOpen;
  }
  function referenceCollapsedOpen(code) {
    if (code === 93) {
      effects.enter("referenceMarker");
      effects.consume(code);
      effects.exit("referenceMarker");
      effects.exit("reference");
      return ok;
    }
    return nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/label-start-image.js
var labelStartImage = {
  name: "labelStartImage",
  resolveAll: labelEnd.resolveAll,
  tokenize: tokenizeLabelStartImage
};
function tokenizeLabelStartImage(effects, ok, nok) {
  const self = this;
  let labelImage;
  return start;
  function start(code) {
    effects.enter("labelImage");
    effects.enter("labelImageMarker");
    effects.consume(code);
    effects.exit("labelImageMarker");
    return open;
  }
  function open(code) {
    if (code === 91) {
      effects.enter("labelMarker");
      effects.consume(code);
      effects.exit("labelMarker");
      labelImage = effects.exit("labelImage");
      return after;
    }
    return nok(code);
  }
  function after(code) {
    if (code === 94 && "_hiddenFootnoteSupport" in self.parser.constructs) {
      return nok(code);
    }
    self._labelStarts = self._labelStarts || [];
    self._labelStarts.push(labelImage);
    return ok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/label-start-link.js
var labelStartLink = {
  name: "labelStartLink",
  resolveAll: labelEnd.resolveAll,
  tokenize: tokenizeLabelStartLink
};
function tokenizeLabelStartLink(effects, ok, nok) {
  const self = this;
  let labelLink;
  return start;
  function start(code) {
    effects.enter("labelLink");
    effects.enter("labelMarker");
    effects.consume(code);
    effects.exit("labelMarker");
    labelLink = effects.exit("labelLink");
    return after;
  }
  function after(code) {
    if (code === 94 && "_hiddenFootnoteSupport" in self.parser.constructs) {
      return nok(code);
    }
    self._labelStarts = self._labelStarts || [];
    self._labelStarts.push(labelLink);
    return ok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/line-ending.js
var lineEnding = {
  name: "lineEnding",
  tokenize: tokenizeLineEnding
};
function tokenizeLineEnding(effects, ok) {
  return start;
  function start(code) {
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    return factorySpace(effects, ok, "linePrefix");
  }
}

// node_modules/micromark-core-commonmark/lib/thematic-break.js
var thematicBreak = {
  name: "thematicBreak",
  tokenize: tokenizeThematicBreak
};
function tokenizeThematicBreak(effects, ok, nok) {
  let size = 0;
  let marker;
  return start;
  function start(code) {
    effects.enter("thematicBreak");
    return before(code);
  }
  function before(code) {
    marker = code;
    return atBreak(code);
  }
  function atBreak(code) {
    if (code === marker) {
      effects.enter("thematicBreakSequence");
      return sequence(code);
    }
    if (size >= 3 && (code === null || markdownLineEnding(code))) {
      effects.exit("thematicBreak");
      return ok(code);
    }
    return nok(code);
  }
  function sequence(code) {
    if (code === marker) {
      effects.consume(code);
      size++;
      return sequence;
    }
    effects.exit("thematicBreakSequence");
    return markdownSpace(code) ? factorySpace(effects, atBreak, "whitespace")(code) : atBreak(code);
  }
}

// node_modules/micromark-core-commonmark/lib/list.js
var list = {
  continuation: {
    tokenize: tokenizeListContinuation
  },
  exit: tokenizeListEnd,
  name: "list",
  tokenize: tokenizeListStart
};
var listItemPrefixWhitespaceConstruct = {
  partial: true,
  tokenize: tokenizeListItemPrefixWhitespace
};
var indentConstruct = {
  partial: true,
  tokenize: tokenizeIndent
};
function tokenizeListStart(effects, ok, nok) {
  const self = this;
  const tail = self.events[self.events.length - 1];
  let initialSize = tail && tail[1].type === "linePrefix" ? tail[2].sliceSerialize(tail[1], true).length : 0;
  let size = 0;
  return start;
  function start(code) {
    const kind = self.containerState.type || (code === 42 || code === 43 || code === 45 ? "listUnordered" : "listOrdered");
    if (kind === "listUnordered" ? !self.containerState.marker || code === self.containerState.marker : asciiDigit(code)) {
      if (!self.containerState.type) {
        self.containerState.type = kind;
        effects.enter(kind, {
          _container: true
        });
      }
      if (kind === "listUnordered") {
        effects.enter("listItemPrefix");
        return code === 42 || code === 45 ? effects.check(thematicBreak, nok, atMarker)(code) : atMarker(code);
      }
      if (!self.interrupt || code === 49) {
        effects.enter("listItemPrefix");
        effects.enter("listItemValue");
        return inside(code);
      }
    }
    return nok(code);
  }
  function inside(code) {
    if (asciiDigit(code) && ++size < 10) {
      effects.consume(code);
      return inside;
    }
    if ((!self.interrupt || size < 2) && (self.containerState.marker ? code === self.containerState.marker : code === 41 || code === 46)) {
      effects.exit("listItemValue");
      return atMarker(code);
    }
    return nok(code);
  }
  function atMarker(code) {
    effects.enter("listItemMarker");
    effects.consume(code);
    effects.exit("listItemMarker");
    self.containerState.marker = self.containerState.marker || code;
    return effects.check(
      blankLine,
      // Can’t be empty when interrupting.
      self.interrupt ? nok : onBlank,
      effects.attempt(listItemPrefixWhitespaceConstruct, endOfPrefix, otherPrefix)
    );
  }
  function onBlank(code) {
    self.containerState.initialBlankLine = true;
    initialSize++;
    return endOfPrefix(code);
  }
  function otherPrefix(code) {
    if (markdownSpace(code)) {
      effects.enter("listItemPrefixWhitespace");
      effects.consume(code);
      effects.exit("listItemPrefixWhitespace");
      return endOfPrefix;
    }
    return nok(code);
  }
  function endOfPrefix(code) {
    self.containerState.size = initialSize + self.sliceSerialize(effects.exit("listItemPrefix"), true).length;
    return ok(code);
  }
}
function tokenizeListContinuation(effects, ok, nok) {
  const self = this;
  self.containerState._closeFlow = void 0;
  return effects.check(blankLine, onBlank, notBlank);
  function onBlank(code) {
    self.containerState.furtherBlankLines = self.containerState.furtherBlankLines || self.containerState.initialBlankLine;
    return factorySpace(effects, ok, "listItemIndent", self.containerState.size + 1)(code);
  }
  function notBlank(code) {
    if (self.containerState.furtherBlankLines || !markdownSpace(code)) {
      self.containerState.furtherBlankLines = void 0;
      self.containerState.initialBlankLine = void 0;
      return notInCurrentItem(code);
    }
    self.containerState.furtherBlankLines = void 0;
    self.containerState.initialBlankLine = void 0;
    return effects.attempt(indentConstruct, ok, notInCurrentItem)(code);
  }
  function notInCurrentItem(code) {
    self.containerState._closeFlow = true;
    self.interrupt = void 0;
    return factorySpace(effects, effects.attempt(list, ok, nok), "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code);
  }
}
function tokenizeIndent(effects, ok, nok) {
  const self = this;
  return factorySpace(effects, afterPrefix, "listItemIndent", self.containerState.size + 1);
  function afterPrefix(code) {
    const tail = self.events[self.events.length - 1];
    return tail && tail[1].type === "listItemIndent" && tail[2].sliceSerialize(tail[1], true).length === self.containerState.size ? ok(code) : nok(code);
  }
}
function tokenizeListEnd(effects) {
  effects.exit(this.containerState.type);
}
function tokenizeListItemPrefixWhitespace(effects, ok, nok) {
  const self = this;
  return factorySpace(effects, afterPrefix, "listItemPrefixWhitespace", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4 + 1);
  function afterPrefix(code) {
    const tail = self.events[self.events.length - 1];
    return !markdownSpace(code) && tail && tail[1].type === "listItemPrefixWhitespace" ? ok(code) : nok(code);
  }
}

// node_modules/micromark-core-commonmark/lib/setext-underline.js
var setextUnderline = {
  name: "setextUnderline",
  resolveTo: resolveToSetextUnderline,
  tokenize: tokenizeSetextUnderline
};
function resolveToSetextUnderline(events, context) {
  const editMap = new EditMap();
  let index2 = events.length;
  let content3;
  let text3;
  let definition2;
  while (index2--) {
    if (events[index2][0] === "enter") {
      if (events[index2][1].type === "content") {
        content3 = index2;
        break;
      }
      if (events[index2][1].type === "paragraph") {
        text3 = index2;
      }
    } else {
      if (events[index2][1].type === "content") {
        editMap.add(index2, 1, []);
      }
      if (!definition2 && events[index2][1].type === "definition") {
        definition2 = index2;
      }
    }
  }
  const heading = {
    type: "setextHeading",
    start: {
      ...events[content3][1].start
    },
    end: {
      ...events[events.length - 1][1].end
    }
  };
  events[text3][1].type = "setextHeadingText";
  if (definition2) {
    editMap.add(text3, 0, [["enter", heading, context]]);
    editMap.add(definition2 + 1, 0, [["exit", events[content3][1], context]]);
    events[content3][1].end = {
      ...events[definition2][1].end
    };
  } else {
    events[content3][1] = heading;
  }
  editMap.add(events.length, 0, [["exit", heading, context]]);
  editMap.consume(events);
  return events;
}
function tokenizeSetextUnderline(effects, ok, nok) {
  const self = this;
  let marker;
  return start;
  function start(code) {
    let index2 = self.events.length;
    let paragraph;
    while (index2--) {
      if (self.events[index2][1].type !== "lineEnding" && self.events[index2][1].type !== "linePrefix" && self.events[index2][1].type !== "content") {
        paragraph = self.events[index2][1].type === "paragraph";
        break;
      }
    }
    if (!self.parser.lazy[self.now().line] && (self.interrupt || paragraph)) {
      effects.enter("setextHeadingLine");
      marker = code;
      return before(code);
    }
    return nok(code);
  }
  function before(code) {
    effects.enter("setextHeadingLineSequence");
    return inside(code);
  }
  function inside(code) {
    if (code === marker) {
      effects.consume(code);
      return inside;
    }
    effects.exit("setextHeadingLineSequence");
    return markdownSpace(code) ? factorySpace(effects, after, "lineSuffix")(code) : after(code);
  }
  function after(code) {
    if (code === null || markdownLineEnding(code)) {
      effects.exit("setextHeadingLine");
      return ok(code);
    }
    return nok(code);
  }
}

// node_modules/micromark/lib/initialize/flow.js
var flow = {
  tokenize: initializeFlow
};
function initializeFlow(effects) {
  const self = this;
  const initial = effects.attempt(
    // Try to parse a blank line.
    blankLine,
    atBlankEnding,
    // Try to parse initial flow (essentially, only code).
    effects.attempt(this.parser.constructs.flowInitial, afterConstruct, factorySpace(effects, effects.attempt(this.parser.constructs.flow, afterConstruct, effects.attempt(content2, afterConstruct)), "linePrefix"))
  );
  return initial;
  function atBlankEnding(code) {
    if (code === null) {
      effects.consume(code);
      return;
    }
    effects.enter("lineEndingBlank");
    effects.consume(code);
    effects.exit("lineEndingBlank");
    self.currentConstruct = void 0;
    return initial;
  }
  function afterConstruct(code) {
    if (code === null) {
      effects.consume(code);
      return;
    }
    effects.enter("lineEnding");
    effects.consume(code);
    effects.exit("lineEnding");
    self.currentConstruct = void 0;
    return initial;
  }
}

// node_modules/micromark/lib/initialize/text.js
var resolver = {
  resolveAll: createResolver()
};
var string = initializeFactory("string");
var text = initializeFactory("text");
function initializeFactory(field) {
  return {
    resolveAll: createResolver(field === "text" ? resolveAllLineSuffixes : void 0),
    tokenize: initializeText
  };
  function initializeText(effects) {
    const self = this;
    const constructs2 = this.parser.constructs[field];
    const text3 = effects.attempt(constructs2, start, notText);
    return start;
    function start(code) {
      return atBreak(code) ? text3(code) : notText(code);
    }
    function notText(code) {
      if (code === null) {
        effects.consume(code);
        return;
      }
      effects.enter("data");
      effects.consume(code);
      return data;
    }
    function data(code) {
      if (atBreak(code)) {
        effects.exit("data");
        return text3(code);
      }
      effects.consume(code);
      return data;
    }
    function atBreak(code) {
      if (code === null) {
        return true;
      }
      const list2 = constructs2[code];
      let index2 = -1;
      if (list2) {
        while (++index2 < list2.length) {
          const item = list2[index2];
          if (!item.previous || item.previous.call(self, self.previous)) {
            return true;
          }
        }
      }
      return false;
    }
  }
}
function createResolver(extraResolver) {
  return resolveAllText;
  function resolveAllText(events, context) {
    let index2 = -1;
    let enter;
    while (++index2 <= events.length) {
      if (enter === void 0) {
        if (events[index2] && events[index2][1].type === "data") {
          enter = index2;
          index2++;
        }
      } else if (!events[index2] || events[index2][1].type !== "data") {
        if (index2 !== enter + 2) {
          events[enter][1].end = events[index2 - 1][1].end;
          events.splice(enter + 2, index2 - enter - 2);
          index2 = enter + 2;
        }
        enter = void 0;
      }
    }
    return extraResolver ? extraResolver(events, context) : events;
  }
}
function resolveAllLineSuffixes(events, context) {
  const editMap = new EditMap();
  let eventIndex = 0;
  while (++eventIndex <= events.length) {
    if ((eventIndex === events.length || events[eventIndex][1].type === "lineEnding") && events[eventIndex - 1][1].type === "data") {
      const data = events[eventIndex - 1][1];
      const chunks = context.sliceStream(data);
      let index2 = chunks.length;
      let bufferIndex = -1;
      let size = 0;
      let tabs;
      while (index2--) {
        const chunk = chunks[index2];
        if (typeof chunk === "string") {
          bufferIndex = chunk.length;
          while (chunk.charCodeAt(bufferIndex - 1) === 32) {
            size++;
            bufferIndex--;
          }
          if (bufferIndex) {
            break;
          }
          bufferIndex = -1;
        } else if (chunk === -2) {
          tabs = true;
          size++;
        } else if (chunk === -1) {
        } else {
          index2++;
          break;
        }
      }
      if (context._contentTypeTextTrailing && eventIndex === events.length) {
        size = 0;
      }
      if (size) {
        const token = {
          type: eventIndex === events.length || tabs || size < 2 ? "lineSuffix" : "hardBreakTrailing",
          start: {
            _bufferIndex: index2 ? bufferIndex : data.start._bufferIndex + bufferIndex,
            _index: data.start._index + index2,
            line: data.end.line,
            column: data.end.column - size,
            offset: data.end.offset - size
          },
          end: {
            ...data.end
          }
        };
        data.end = {
          ...token.start
        };
        if (data.start.offset === data.end.offset) {
          Object.assign(data, token);
        } else {
          editMap.add(eventIndex, 0, [["enter", token, context], ["exit", token, context]]);
        }
      }
      eventIndex++;
    }
  }
  editMap.consume(events);
  return events;
}

// node_modules/micromark/lib/constructs.js
var constructs_exports = {};
__export(constructs_exports, {
  attentionMarkers: () => attentionMarkers,
  contentInitial: () => contentInitial,
  disable: () => disable,
  document: () => document2,
  flow: () => flow2,
  flowInitial: () => flowInitial,
  insideSpan: () => insideSpan,
  string: () => string2,
  text: () => text2
});
var document2 = {
  [42]: list,
  [43]: list,
  [45]: list,
  [48]: list,
  [49]: list,
  [50]: list,
  [51]: list,
  [52]: list,
  [53]: list,
  [54]: list,
  [55]: list,
  [56]: list,
  [57]: list,
  [62]: blockQuote
};
var contentInitial = {
  [91]: definition
};
var flowInitial = {
  [-2]: codeIndented,
  [-1]: codeIndented,
  [32]: codeIndented
};
var flow2 = {
  [35]: headingAtx,
  [42]: thematicBreak,
  [45]: [setextUnderline, thematicBreak],
  [60]: htmlFlow,
  [61]: setextUnderline,
  [95]: thematicBreak,
  [96]: codeFenced,
  [126]: codeFenced
};
var string2 = {
  [38]: characterReference,
  [92]: characterEscape
};
var text2 = {
  [-5]: lineEnding,
  [-4]: lineEnding,
  [-3]: lineEnding,
  [33]: labelStartImage,
  [38]: characterReference,
  [42]: attention,
  [60]: [autolink, htmlText],
  [91]: labelStartLink,
  [92]: [hardBreakEscape, characterEscape],
  [93]: labelEnd,
  [95]: attention,
  [96]: codeText
};
var insideSpan = {
  null: [attention, resolver]
};
var attentionMarkers = {
  null: [42, 95]
};
var disable = {
  null: []
};

// node_modules/micromark/lib/create-tokenizer.js
function createTokenizer(parser, initialize, from) {
  let point3 = {
    _bufferIndex: -1,
    _index: 0,
    line: from && from.line || 1,
    column: from && from.column || 1,
    offset: from && from.offset || 0
  };
  const columnStart = {};
  const resolveAllConstructs = [];
  let chunks = [];
  let stack = [];
  let consumed = true;
  const effects = {
    attempt: constructFactory(onsuccessfulconstruct),
    check: constructFactory(onsuccessfulcheck),
    consume,
    enter,
    exit: exit2,
    interrupt: constructFactory(onsuccessfulcheck, {
      interrupt: true
    })
  };
  const context = {
    code: null,
    containerState: {},
    defineSkip,
    events: [],
    now,
    parser,
    previous: null,
    sliceSerialize,
    sliceStream,
    write
  };
  let state = initialize.tokenize.call(context, effects);
  let expectedCode;
  if (initialize.resolveAll) {
    resolveAllConstructs.push(initialize);
  }
  return context;
  function write(slice) {
    chunks = push(chunks, slice);
    main();
    if (chunks[chunks.length - 1] !== null) {
      return [];
    }
    addResult(initialize, 0);
    context.events = resolveAll(resolveAllConstructs, context.events, context);
    return context.events;
  }
  function sliceSerialize(token, expandTabs) {
    return serializeChunks(sliceStream(token), expandTabs);
  }
  function sliceStream(token) {
    return sliceChunks(chunks, token);
  }
  function now() {
    const {
      _bufferIndex,
      _index,
      line,
      column,
      offset
    } = point3;
    return {
      _bufferIndex,
      _index,
      line,
      column,
      offset
    };
  }
  function defineSkip(value) {
    columnStart[value.line] = value.column;
    accountForPotentialSkip();
  }
  function main() {
    while (point3._index < chunks.length) {
      const chunk = chunks[point3._index];
      if (typeof chunk === "string") {
        const chunkIndex = point3._index;
        if (point3._bufferIndex < 0) {
          point3._bufferIndex = 0;
        }
        while (point3._index === chunkIndex && point3._bufferIndex < chunk.length) {
          go(chunk.charCodeAt(point3._bufferIndex));
        }
      } else {
        go(chunk);
      }
    }
  }
  function go(code) {
    consumed = void 0;
    expectedCode = code;
    state = state(code);
  }
  function consume(code) {
    if (markdownLineEnding(code)) {
      point3.line++;
      point3.column = 1;
      point3.offset += code === -3 ? 2 : 1;
      accountForPotentialSkip();
    } else if (code !== -1) {
      point3.column++;
      point3.offset++;
    }
    if (point3._bufferIndex < 0) {
      point3._index++;
    } else {
      point3._bufferIndex++;
      if (point3._bufferIndex === // Points w/ non-negative `_bufferIndex` reference
      // strings.
      /** @type {string} */
      chunks[point3._index].length) {
        point3._bufferIndex = -1;
        point3._index++;
      }
    }
    context.previous = code;
    consumed = true;
  }
  function enter(type, fields) {
    const token = fields || {};
    token.type = type;
    token.start = now();
    context.events.push(["enter", token, context]);
    stack.push(token);
    return token;
  }
  function exit2(type) {
    const token = stack.pop();
    token.end = now();
    context.events.push(["exit", token, context]);
    return token;
  }
  function onsuccessfulconstruct(construct, info) {
    addResult(construct, info.from);
  }
  function onsuccessfulcheck(_, info) {
    info.restore();
  }
  function constructFactory(onreturn, fields) {
    return hook;
    function hook(constructs2, returnState, bogusState) {
      let listOfConstructs;
      let constructIndex;
      let currentConstruct;
      let info;
      return Array.isArray(constructs2) ? (
        /* c8 ignore next 1 */
        handleListOfConstructs(constructs2)
      ) : "tokenize" in constructs2 ? (
        // Looks like a construct.
        handleListOfConstructs([
          /** @type {Construct} */
          constructs2
        ])
      ) : handleMapOfConstructs(constructs2);
      function handleMapOfConstructs(map) {
        return start;
        function start(code) {
          const left = code !== null && map[code];
          const all2 = code !== null && map.null;
          const list2 = [
            // To do: add more extension tests.
            /* c8 ignore next 2 */
            ...Array.isArray(left) ? left : left ? [left] : [],
            ...Array.isArray(all2) ? all2 : all2 ? [all2] : []
          ];
          return handleListOfConstructs(list2)(code);
        }
      }
      function handleListOfConstructs(list2) {
        listOfConstructs = list2;
        constructIndex = 0;
        if (list2.length === 0) {
          return bogusState;
        }
        return handleConstruct(list2[constructIndex]);
      }
      function handleConstruct(construct) {
        return start;
        function start(code) {
          info = store();
          currentConstruct = construct;
          if (!construct.partial) {
            context.currentConstruct = construct;
          }
          if (construct.name && context.parser.constructs.disable.null.includes(construct.name)) {
            return nok(code);
          }
          return construct.tokenize.call(
            // If we do have fields, create an object w/ `context` as its
            // prototype.
            // This allows a “live binding”, which is needed for `interrupt`.
            fields ? Object.assign(Object.create(context), fields) : context,
            effects,
            ok,
            nok
          )(code);
        }
      }
      function ok(code) {
        consumed = true;
        onreturn(currentConstruct, info);
        return returnState;
      }
      function nok(code) {
        consumed = true;
        info.restore();
        if (++constructIndex < listOfConstructs.length) {
          return handleConstruct(listOfConstructs[constructIndex]);
        }
        return bogusState;
      }
    }
  }
  function addResult(construct, from2) {
    if (construct.resolveAll && !resolveAllConstructs.includes(construct)) {
      resolveAllConstructs.push(construct);
    }
    if (construct.resolve) {
      splice(context.events, from2, context.events.length - from2, construct.resolve(context.events.slice(from2), context));
    }
    if (construct.resolveTo) {
      context.events = construct.resolveTo(context.events, context);
    }
  }
  function store() {
    const startPoint = now();
    const startPrevious = context.previous;
    const startCurrentConstruct = context.currentConstruct;
    const startEventsIndex = context.events.length;
    const startStack = Array.from(stack);
    return {
      from: startEventsIndex,
      restore
    };
    function restore() {
      point3 = startPoint;
      context.previous = startPrevious;
      context.currentConstruct = startCurrentConstruct;
      context.events.length = startEventsIndex;
      stack = startStack;
      accountForPotentialSkip();
    }
  }
  function accountForPotentialSkip() {
    if (point3.line in columnStart && point3.column < 2) {
      point3.column = columnStart[point3.line];
      point3.offset += columnStart[point3.line] - 1;
    }
  }
}
function sliceChunks(chunks, token) {
  const startIndex = token.start._index;
  const startBufferIndex = token.start._bufferIndex;
  const endIndex = token.end._index;
  const endBufferIndex = token.end._bufferIndex;
  let view;
  if (startIndex === endIndex) {
    view = [chunks[startIndex].slice(startBufferIndex, endBufferIndex)];
  } else {
    view = chunks.slice(startIndex, endIndex);
    if (startBufferIndex > -1) {
      const head = view[0];
      if (typeof head === "string") {
        view[0] = head.slice(startBufferIndex);
      } else {
        view.shift();
      }
    }
    if (endBufferIndex > 0) {
      view.push(chunks[endIndex].slice(0, endBufferIndex));
    }
  }
  return view;
}
function serializeChunks(chunks, expandTabs) {
  let index2 = -1;
  const result = [];
  let atTab;
  while (++index2 < chunks.length) {
    const chunk = chunks[index2];
    let value;
    if (typeof chunk === "string") {
      value = chunk;
    } else {
      switch (chunk) {
        case -5: {
          value = "\r";
          break;
        }
        case -4: {
          value = "\n";
          break;
        }
        case -3: {
          value = "\r\n";
          break;
        }
        case -2: {
          value = expandTabs ? " " : "	";
          break;
        }
        case -1: {
          if (!expandTabs && atTab) {
            continue;
          }
          value = " ";
          break;
        }
        default: {
          value = String.fromCharCode(chunk);
        }
      }
    }
    atTab = chunk === -2;
    result.push(value);
  }
  return result.join("");
}

// node_modules/micromark/lib/parse.js
function parse(options) {
  const settings = options || {};
  const constructs2 = (
    /** @type {FullNormalizedExtension} */
    combineExtensions([constructs_exports, ...settings.extensions || []])
  );
  const parser = {
    constructs: constructs2,
    content: create(content),
    defined: [],
    document: create(document),
    flow: create(flow),
    lazy: {},
    string: create(string),
    text: create(text)
  };
  return parser;
  function create(initial) {
    return creator;
    function creator(from) {
      return createTokenizer(parser, initial, from);
    }
  }
}

// node_modules/micromark/lib/postprocess.js
function postprocess(events) {
  while (!subtokenize(events)) {
  }
  return events;
}

// node_modules/micromark/lib/preprocess.js
var search = /[\0\t\n\r]/g;
function preprocess() {
  let column = 1;
  let buffer = "";
  let start = true;
  let atCarriageReturn;
  return preprocessor;
  function preprocessor(value, encoding, end) {
    value = buffer + (typeof value === "string" ? value.toString() : new TextDecoder(encoding || void 0).decode(value));
    const chunks = [];
    let startPosition = 0;
    buffer = "";
    if (start) {
      if (value.charCodeAt(0) === 65279) {
        startPosition++;
      }
      start = void 0;
    }
    while (startPosition < value.length) {
      search.lastIndex = startPosition;
      const match = search.exec(value);
      const endPosition = match && match.index !== void 0 ? match.index : value.length;
      const code = value.charCodeAt(endPosition);
      if (!match) {
        buffer = value.slice(startPosition);
        break;
      }
      if (code === 10 && startPosition === endPosition && atCarriageReturn) {
        chunks.push(-3);
        atCarriageReturn = void 0;
      } else {
        if (atCarriageReturn) {
          chunks.push(-5);
          atCarriageReturn = void 0;
        }
        if (startPosition < endPosition) {
          chunks.push(value.slice(startPosition, endPosition));
          column += endPosition - startPosition;
        }
        switch (code) {
          case 0: {
            chunks.push(65533);
            column++;
            break;
          }
          case 9: {
            const next = Math.ceil(column / 4) * 4;
            chunks.push(-2);
            while (column++ < next) {
              chunks.push(-1);
            }
            break;
          }
          case 10: {
            chunks.push(-4);
            column = 1;
            break;
          }
          default: {
            atCarriageReturn = true;
            column = 1;
          }
        }
      }
      startPosition = endPosition + 1;
    }
    if (end) {
      if (atCarriageReturn) {
        chunks.push(-5);
      }
      if (buffer) {
        chunks.push(buffer);
      }
      chunks.push(null);
    }
    return chunks;
  }
}

// node_modules/micromark-util-decode-string/index.js
var characterEscapeOrReference = /\\([!-/:-@[-`{-~])|&(#(?:\d{1,7}|x[\da-f]{1,6})|[\da-z]{1,31});/gi;
function decodeString(value) {
  return value.replace(characterEscapeOrReference, decode);
}
function decode($0, $1, $2) {
  if ($1) {
    return $1;
  }
  const head = $2.charCodeAt(0);
  if (head === 35) {
    const head2 = $2.charCodeAt(1);
    const hex = head2 === 120 || head2 === 88;
    return decodeNumericCharacterReference($2.slice(hex ? 2 : 1), hex ? 16 : 10);
  }
  return decodeNamedCharacterReference($2) || $0;
}

// node_modules/unist-util-stringify-position/lib/index.js
function stringifyPosition(value) {
  if (!value || typeof value !== "object") {
    return "";
  }
  if ("position" in value || "type" in value) {
    return position(value.position);
  }
  if ("start" in value || "end" in value) {
    return position(value);
  }
  if ("line" in value || "column" in value) {
    return point(value);
  }
  return "";
}
function point(point3) {
  return index(point3 && point3.line) + ":" + index(point3 && point3.column);
}
function position(pos) {
  return point(pos && pos.start) + "-" + point(pos && pos.end);
}
function index(value) {
  return value && typeof value === "number" ? value : 1;
}

// node_modules/mdast-util-from-markdown/lib/index.js
var own2 = {}.hasOwnProperty;
function fromMarkdown(value, encoding, options) {
  if (encoding && typeof encoding === "object") {
    options = encoding;
    encoding = void 0;
  }
  return compiler(options)(postprocess(parse(options).document().write(preprocess()(value, encoding, true))));
}
function compiler(options) {
  const config = {
    afterExit: [],
    beforeEnter: [],
    transforms: [],
    canContainEols: ["emphasis", "fragment", "heading", "paragraph", "strong"],
    enter: {
      autolink: opener(link),
      autolinkProtocol: onenterdata,
      autolinkEmail: onenterdata,
      atxHeading: opener(heading),
      blockQuote: opener(blockQuote2),
      characterEscape: onenterdata,
      characterReference: onenterdata,
      codeFenced: opener(codeFlow),
      codeFencedFenceInfo: buffer,
      codeFencedFenceMeta: buffer,
      codeIndented: opener(codeFlow, buffer),
      codeText: opener(codeText2, buffer),
      codeTextData: onenterdata,
      data: onenterdata,
      codeFlowValue: onenterdata,
      definition: opener(definition2),
      definitionDestinationString: buffer,
      definitionLabelString: buffer,
      definitionTitleString: buffer,
      emphasis: opener(emphasis),
      hardBreakEscape: opener(hardBreak),
      hardBreakTrailing: opener(hardBreak),
      htmlFlow: opener(html, buffer),
      htmlFlowData: onenterdata,
      htmlText: opener(html, buffer),
      htmlTextData: onenterdata,
      image: opener(image),
      label: buffer,
      link: opener(link),
      listItem: opener(listItem),
      listItemValue: onenterlistitemvalue,
      listOrdered: opener(list2, onenterlistordered),
      listUnordered: opener(list2),
      paragraph: opener(paragraph),
      reference: onenterreference,
      referenceString: buffer,
      resourceDestinationString: buffer,
      resourceTitleString: buffer,
      setextHeading: opener(heading),
      strong: opener(strong),
      thematicBreak: opener(thematicBreak2)
    },
    exit: {
      atxHeading: closer(),
      atxHeadingSequence: onexitatxheadingsequence,
      autolink: closer(),
      autolinkEmail: onexitautolinkemail,
      autolinkProtocol: onexitautolinkprotocol,
      blockQuote: closer(),
      characterEscapeValue: onexitdata,
      characterReferenceMarkerHexadecimal: onexitcharacterreferencemarker,
      characterReferenceMarkerNumeric: onexitcharacterreferencemarker,
      characterReferenceValue: onexitcharacterreferencevalue,
      characterReference: onexitcharacterreference,
      codeFenced: closer(onexitcodefenced),
      codeFencedFence: onexitcodefencedfence,
      codeFencedFenceInfo: onexitcodefencedfenceinfo,
      codeFencedFenceMeta: onexitcodefencedfencemeta,
      codeFlowValue: onexitdata,
      codeIndented: closer(onexitcodeindented),
      codeText: closer(onexitcodetext),
      codeTextData: onexitdata,
      data: onexitdata,
      definition: closer(),
      definitionDestinationString: onexitdefinitiondestinationstring,
      definitionLabelString: onexitdefinitionlabelstring,
      definitionTitleString: onexitdefinitiontitlestring,
      emphasis: closer(),
      hardBreakEscape: closer(onexithardbreak),
      hardBreakTrailing: closer(onexithardbreak),
      htmlFlow: closer(onexithtmlflow),
      htmlFlowData: onexitdata,
      htmlText: closer(onexithtmltext),
      htmlTextData: onexitdata,
      image: closer(onexitimage),
      label: onexitlabel,
      labelText: onexitlabeltext,
      lineEnding: onexitlineending,
      link: closer(onexitlink),
      listItem: closer(),
      listOrdered: closer(),
      listUnordered: closer(),
      paragraph: closer(),
      referenceString: onexitreferencestring,
      resourceDestinationString: onexitresourcedestinationstring,
      resourceTitleString: onexitresourcetitlestring,
      resource: onexitresource,
      setextHeading: closer(onexitsetextheading),
      setextHeadingLineSequence: onexitsetextheadinglinesequence,
      setextHeadingText: onexitsetextheadingtext,
      strong: closer(),
      thematicBreak: closer()
    }
  };
  configure(config, (options || {}).mdastExtensions || []);
  const data = {};
  return compile3;
  function compile3(events) {
    let tree = {
      type: "root",
      children: [],
      position: void 0
    };
    const context = {
      stack: [tree],
      tokenStack: [],
      config,
      enter,
      exit: exit2,
      buffer,
      resume,
      data
    };
    const listStack = [];
    const prepared = [];
    let index2 = -1;
    while (++index2 < events.length) {
      prepared.push(events[index2]);
      if (events[index2][1].type === "listOrdered" || events[index2][1].type === "listUnordered") {
        if (events[index2][0] === "enter") {
          listStack.push(prepared.length - 1);
        } else {
          const tail = listStack.pop();
          prepareList(prepared, tail);
        }
      }
    }
    events = prepared;
    index2 = -1;
    while (++index2 < events.length) {
      const handler = config[events[index2][0]];
      if (events[index2][0] === "enter" && config.beforeEnter.length > 0) {
        callListeners(config.beforeEnter, {
          ...context,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
      if (own2.call(handler, events[index2][1].type)) {
        handler[events[index2][1].type].call({
          ...context,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
      if (events[index2][0] === "exit" && config.afterExit.length > 0) {
        callListeners(config.afterExit, {
          ...context,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
    }
    if (context.tokenStack.length > 0) {
      const tail = context.tokenStack[context.tokenStack.length - 1];
      const handler = tail[1] || defaultOnError;
      handler.call(context, void 0, tail[0]);
    }
    tree.position = {
      start: point2(events.length > 0 ? events[0][1].start : {
        line: 1,
        column: 1,
        offset: 0
      }),
      end: point2(events.length > 0 ? events[events.length - 2][1].end : {
        line: 1,
        column: 1,
        offset: 0
      })
    };
    index2 = -1;
    while (++index2 < config.transforms.length) {
      tree = config.transforms[index2](tree) || tree;
    }
    return tree;
  }
  function callListeners(listeners, context, token) {
    let index2 = -1;
    while (++index2 < listeners.length) {
      listeners[index2].call(context, token);
    }
  }
  function prepareList(events, start) {
    const end = events.length - 1;
    let index2 = start - 1;
    let containerBalance = -1;
    let listSpread = false;
    let listItem2;
    let lineIndex;
    let firstBlankLineIndex;
    let atMarker;
    const insertions = [];
    while (++index2 <= end) {
      const event = events[index2];
      switch (event[1].type) {
        case "listUnordered":
        case "listOrdered":
        case "blockQuote": {
          if (event[0] === "enter") {
            containerBalance++;
          } else {
            containerBalance--;
          }
          atMarker = void 0;
          break;
        }
        case "lineEndingBlank": {
          if (event[0] === "enter") {
            if (listItem2 && !atMarker && !containerBalance && !firstBlankLineIndex) {
              firstBlankLineIndex = index2;
            }
            atMarker = void 0;
          }
          break;
        }
        case "linePrefix":
        case "listItemValue":
        case "listItemMarker":
        case "listItemPrefix":
        case "listItemPrefixWhitespace": {
          break;
        }
        default: {
          atMarker = void 0;
        }
      }
      if (!containerBalance && event[0] === "enter" && event[1].type === "listItemPrefix" || containerBalance === -1 && event[0] === "exit" && (event[1].type === "listUnordered" || event[1].type === "listOrdered")) {
        if (listItem2) {
          let tailIndex = index2;
          lineIndex = void 0;
          while (tailIndex--) {
            const tailEvent = events[tailIndex];
            if (tailEvent[1].type === "lineEnding" || tailEvent[1].type === "lineEndingBlank") {
              if (tailEvent[0] === "exit") continue;
              if (lineIndex) {
                events[lineIndex][1].type = "lineEndingBlank";
                listSpread = true;
              }
              tailEvent[1].type = "lineEnding";
              lineIndex = tailIndex;
            } else if (tailEvent[1].type === "linePrefix" || tailEvent[1].type === "blockQuotePrefix" || tailEvent[1].type === "blockQuotePrefixWhitespace" || tailEvent[1].type === "blockQuoteMarker" || tailEvent[1].type === "listItemIndent") {
            } else {
              break;
            }
          }
          if (firstBlankLineIndex && (!lineIndex || firstBlankLineIndex < lineIndex)) {
            listItem2._spread = true;
          }
          listItem2.end = Object.assign({}, lineIndex ? events[lineIndex][1].start : event[1].end);
          insertions.push({
            at: lineIndex || index2,
            event: ["exit", listItem2, event[2]]
          });
        }
        if (event[1].type === "listItemPrefix") {
          const item = {
            type: "listItem",
            _spread: false,
            start: Object.assign({}, event[1].start),
            // @ts-expect-error: we’ll add `end` in a second.
            end: void 0
          };
          listItem2 = item;
          insertions.push({
            at: index2,
            event: ["enter", item, event[2]]
          });
          firstBlankLineIndex = void 0;
          atMarker = true;
        }
      }
    }
    const listEvents = events.splice(start);
    let insertion = 0;
    index2 = -1;
    while (++index2 < listEvents.length) {
      while (insertion < insertions.length && insertions[insertion].at === start + index2) {
        events.push(insertions[insertion++].event);
      }
      events.push(listEvents[index2]);
    }
    events[start][1]._spread = listSpread;
  }
  function opener(create, and) {
    return open;
    function open(token) {
      enter.call(this, create(token), token);
      if (and) and.call(this, token);
    }
  }
  function buffer() {
    this.stack.push({
      type: "fragment",
      children: []
    });
  }
  function enter(node2, token, errorHandler) {
    const parent = this.stack[this.stack.length - 1];
    const siblings = parent.children;
    siblings.push(node2);
    this.stack.push(node2);
    this.tokenStack.push([token, errorHandler || void 0]);
    node2.position = {
      start: point2(token.start),
      // @ts-expect-error: `end` will be patched later.
      end: void 0
    };
  }
  function closer(and) {
    return close;
    function close(token) {
      if (and) and.call(this, token);
      exit2.call(this, token);
    }
  }
  function exit2(token, onExitError) {
    const node2 = this.stack.pop();
    const open = this.tokenStack.pop();
    if (!open) {
      throw new Error("Cannot close `" + token.type + "` (" + stringifyPosition({
        start: token.start,
        end: token.end
      }) + "): it\u2019s not open");
    }
    if (open[0].type !== token.type) {
      if (onExitError) {
        onExitError.call(this, token, open[0]);
      } else {
        const handler = open[1] || defaultOnError;
        handler.call(this, token, open[0]);
      }
    }
    node2.position.end = point2(token.end);
  }
  function resume() {
    return toString(this.stack.pop());
  }
  function onenterlistordered() {
    this.data.expectingFirstListItemValue = true;
  }
  function onenterlistitemvalue(token) {
    if (this.data.expectingFirstListItemValue) {
      const ancestor = this.stack[this.stack.length - 2];
      ancestor.start = Number.parseInt(this.sliceSerialize(token), 10);
      this.data.expectingFirstListItemValue = void 0;
    }
  }
  function onexitcodefencedfenceinfo() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.lang = data2;
  }
  function onexitcodefencedfencemeta() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.meta = data2;
  }
  function onexitcodefencedfence() {
    if (this.data.flowCodeInside) return;
    this.buffer();
    this.data.flowCodeInside = true;
  }
  function onexitcodefenced() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2.replace(/^(\r?\n|\r)|(\r?\n|\r)$/g, "");
    this.data.flowCodeInside = void 0;
  }
  function onexitcodeindented() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2.replace(/(\r?\n|\r)$/g, "");
  }
  function onexitdefinitionlabelstring(token) {
    const label = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.label = label;
    node2.identifier = normalizeIdentifier(this.sliceSerialize(token)).toLowerCase();
  }
  function onexitdefinitiontitlestring() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.title = data2;
  }
  function onexitdefinitiondestinationstring() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.url = data2;
  }
  function onexitatxheadingsequence(token) {
    const node2 = this.stack[this.stack.length - 1];
    if (!node2.depth) {
      const depth = this.sliceSerialize(token).length;
      node2.depth = depth;
    }
  }
  function onexitsetextheadingtext() {
    this.data.setextHeadingSlurpLineEnding = true;
  }
  function onexitsetextheadinglinesequence(token) {
    const node2 = this.stack[this.stack.length - 1];
    node2.depth = this.sliceSerialize(token).codePointAt(0) === 61 ? 1 : 2;
  }
  function onexitsetextheading() {
    this.data.setextHeadingSlurpLineEnding = void 0;
  }
  function onenterdata(token) {
    const node2 = this.stack[this.stack.length - 1];
    const siblings = node2.children;
    let tail = siblings[siblings.length - 1];
    if (!tail || tail.type !== "text") {
      tail = text3();
      tail.position = {
        start: point2(token.start),
        // @ts-expect-error: we’ll add `end` later.
        end: void 0
      };
      siblings.push(tail);
    }
    this.stack.push(tail);
  }
  function onexitdata(token) {
    const tail = this.stack.pop();
    tail.value += this.sliceSerialize(token);
    tail.position.end = point2(token.end);
  }
  function onexitlineending(token) {
    const context = this.stack[this.stack.length - 1];
    if (this.data.atHardBreak) {
      const tail = context.children[context.children.length - 1];
      tail.position.end = point2(token.end);
      this.data.atHardBreak = void 0;
      return;
    }
    if (!this.data.setextHeadingSlurpLineEnding && config.canContainEols.includes(context.type)) {
      onenterdata.call(this, token);
      onexitdata.call(this, token);
    }
  }
  function onexithardbreak() {
    this.data.atHardBreak = true;
  }
  function onexithtmlflow() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2;
  }
  function onexithtmltext() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2;
  }
  function onexitcodetext() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data2;
  }
  function onexitlink() {
    const node2 = this.stack[this.stack.length - 1];
    if (this.data.inReference) {
      const referenceType = this.data.referenceType || "shortcut";
      node2.type += "Reference";
      node2.referenceType = referenceType;
      delete node2.url;
      delete node2.title;
    } else {
      delete node2.identifier;
      delete node2.label;
    }
    this.data.referenceType = void 0;
  }
  function onexitimage() {
    const node2 = this.stack[this.stack.length - 1];
    if (this.data.inReference) {
      const referenceType = this.data.referenceType || "shortcut";
      node2.type += "Reference";
      node2.referenceType = referenceType;
      delete node2.url;
      delete node2.title;
    } else {
      delete node2.identifier;
      delete node2.label;
    }
    this.data.referenceType = void 0;
  }
  function onexitlabeltext(token) {
    const string3 = this.sliceSerialize(token);
    const ancestor = this.stack[this.stack.length - 2];
    ancestor.label = decodeString(string3);
    ancestor.identifier = normalizeIdentifier(string3).toLowerCase();
  }
  function onexitlabel() {
    const fragment = this.stack[this.stack.length - 1];
    const value = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    this.data.inReference = true;
    if (node2.type === "link") {
      const children = fragment.children;
      node2.children = children;
    } else {
      node2.alt = value;
    }
  }
  function onexitresourcedestinationstring() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.url = data2;
  }
  function onexitresourcetitlestring() {
    const data2 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.title = data2;
  }
  function onexitresource() {
    this.data.inReference = void 0;
  }
  function onenterreference() {
    this.data.referenceType = "collapsed";
  }
  function onexitreferencestring(token) {
    const label = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.label = label;
    node2.identifier = normalizeIdentifier(this.sliceSerialize(token)).toLowerCase();
    this.data.referenceType = "full";
  }
  function onexitcharacterreferencemarker(token) {
    this.data.characterReferenceType = token.type;
  }
  function onexitcharacterreferencevalue(token) {
    const data2 = this.sliceSerialize(token);
    const type = this.data.characterReferenceType;
    let value;
    if (type) {
      value = decodeNumericCharacterReference(data2, type === "characterReferenceMarkerNumeric" ? 10 : 16);
      this.data.characterReferenceType = void 0;
    } else {
      const result = decodeNamedCharacterReference(data2);
      value = result;
    }
    const tail = this.stack[this.stack.length - 1];
    tail.value += value;
  }
  function onexitcharacterreference(token) {
    const tail = this.stack.pop();
    tail.position.end = point2(token.end);
  }
  function onexitautolinkprotocol(token) {
    onexitdata.call(this, token);
    const node2 = this.stack[this.stack.length - 1];
    node2.url = this.sliceSerialize(token);
  }
  function onexitautolinkemail(token) {
    onexitdata.call(this, token);
    const node2 = this.stack[this.stack.length - 1];
    node2.url = "mailto:" + this.sliceSerialize(token);
  }
  function blockQuote2() {
    return {
      type: "blockquote",
      children: [],
      position: void 0
    };
  }
  function codeFlow() {
    return {
      type: "code",
      lang: null,
      meta: null,
      value: "",
      position: void 0
    };
  }
  function codeText2() {
    return {
      type: "inlineCode",
      value: "",
      position: void 0
    };
  }
  function definition2() {
    return {
      type: "definition",
      identifier: "",
      label: null,
      title: null,
      url: "",
      position: void 0
    };
  }
  function emphasis() {
    return {
      type: "emphasis",
      children: [],
      position: void 0
    };
  }
  function heading() {
    return {
      type: "heading",
      // @ts-expect-error `depth` will be set later.
      depth: 0,
      children: [],
      position: void 0
    };
  }
  function hardBreak() {
    return {
      type: "break",
      position: void 0
    };
  }
  function html() {
    return {
      type: "html",
      value: "",
      position: void 0
    };
  }
  function image() {
    return {
      type: "image",
      title: null,
      url: "",
      alt: null,
      position: void 0
    };
  }
  function link() {
    return {
      type: "link",
      title: null,
      url: "",
      children: [],
      position: void 0
    };
  }
  function list2(token) {
    return {
      type: "list",
      ordered: token.type === "listOrdered",
      start: null,
      spread: token._spread,
      children: [],
      position: void 0
    };
  }
  function listItem(token) {
    return {
      type: "listItem",
      spread: token._spread,
      checked: null,
      children: [],
      position: void 0
    };
  }
  function paragraph() {
    return {
      type: "paragraph",
      children: [],
      position: void 0
    };
  }
  function strong() {
    return {
      type: "strong",
      children: [],
      position: void 0
    };
  }
  function text3() {
    return {
      type: "text",
      value: "",
      position: void 0
    };
  }
  function thematicBreak2() {
    return {
      type: "thematicBreak",
      position: void 0
    };
  }
}
function point2(d) {
  return {
    line: d.line,
    column: d.column,
    offset: d.offset
  };
}
function configure(combined, extensions) {
  let index2 = -1;
  while (++index2 < extensions.length) {
    const value = extensions[index2];
    if (Array.isArray(value)) {
      configure(combined, value);
    } else {
      extension(combined, value);
    }
  }
}
function extension(combined, extension2) {
  let key;
  for (key in extension2) {
    if (own2.call(extension2, key)) {
      switch (key) {
        case "canContainEols": {
          const right = extension2[key];
          if (right) {
            combined[key].push(...right);
          }
          break;
        }
        case "transforms": {
          const right = extension2[key];
          if (right) {
            combined[key].push(...right);
          }
          break;
        }
        case "afterExit":
        case "beforeEnter": {
          const right = extension2[key];
          if (right) {
            combined[key].push(right);
          }
          break;
        }
        case "enter":
        case "exit": {
          const right = extension2[key];
          if (right) {
            Object.assign(combined[key], right);
          }
          break;
        }
      }
    }
  }
}
function defaultOnError(left, right) {
  if (left) {
    throw new Error("Cannot close `" + left.type + "` (" + stringifyPosition({
      start: left.start,
      end: left.end
    }) + "): a different token (`" + right.type + "`, " + stringifyPosition({
      start: right.start,
      end: right.end
    }) + ") is open");
  }
  throw new Error("Cannot close document, a token (`" + right.type + "`, " + stringifyPosition({
    start: right.start,
    end: right.end
  }) + ") is still open");
}

// src/core/extract/exception-names.ts
var BARE_EXCEPTION_NAMES = /* @__PURE__ */ new Set([
  "KeyboardInterrupt",
  "SystemExit",
  "GeneratorExit",
  "StopIteration",
  "StopAsyncIteration",
  "Exception",
  "BaseException",
  "ExceptionGroup",
  "BaseExceptionGroup",
  "BackendCompilerFailed",
  "Unsupported",
  "OutOfResources",
  "DeadlineExceeded"
]);
var EXCEPTION_SUFFIXES = ["Error", "Exception", "Exit", "Interrupt", "Warning", "Failure", "Failed", "Fault", "Timeout", "Died"];
var NOT_EXCEPTIONS = /* @__PURE__ */ new Set(["Error", "Warning", "Failure", "Failed", "Timeout", "Fault", "Exit", "Interrupt"]);
var TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,120}(?:\.[A-Za-z_][A-Za-z0-9_]{0,120}){0,12}(?:\([A-Za-z_][A-Za-z0-9_.]{0,120}\))?$/;
function isExceptionTypeName(name) {
  if (name.length === 0 || name.length > 300 || !TYPE_NAME.test(name)) return false;
  const paren = name.indexOf("(");
  const base = paren === -1 ? name : name.slice(0, paren);
  const last = base.slice(base.lastIndexOf(".") + 1);
  if (BARE_EXCEPTION_NAMES.has(last)) return true;
  if (!base.includes(".") && NOT_EXCEPTIONS.has(last)) return false;
  if (EXCEPTION_SUFFIXES.some((suffix) => last.endsWith(suffix))) return true;
  return base.includes(".") && /^[A-Z]/.test(last) && /^[a-z_]/.test(base);
}
function readExceptionLine(text3, strict = true) {
  const trimmed2 = text3.trim();
  if (trimmed2.length === 0) return null;
  const colon = trimmed2.indexOf(":");
  const name = colon === -1 ? trimmed2 : trimmed2.slice(0, colon);
  if (colon !== -1 && colon + 1 < trimmed2.length && trimmed2.charCodeAt(colon + 1) !== 32) return null;
  const lenient = !strict && colon !== -1 && /^[A-Z][A-Za-z0-9]{0,120}$/.test(name) && /[a-z]/.test(name);
  const accepted = isExceptionTypeName(name) || lenient;
  if (!accepted) return null;
  return { type: name, message: colon === -1 ? "" : trimmed2.slice(colon + 1).trim() };
}

// src/core/extract/logs/dialects.ts
var LEVELS = { WARN: "WARNING", I: "INFO", W: "WARNING", E: "ERROR", F: "CRITICAL", FATAL: "CRITICAL", DIAG: "DEBUG" };
var level = (name) => LEVELS[name] ?? name;
var LMCACHE_HEAD = /^\[\d{4}-(\d\d)-(\d\d) (\d\d:\d\d:\d\d)(?:[,.]\d{1,6})?\] LMCache (DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) ?: ?/;
var LMCACHE_BARE = /^LMCache (DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) ?: ?/;
var LMCACHE_OLD_HEAD = /^(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) LMCache: ?/;
var LMCACHE_OLD_TAIL = / \[\d{4}-(\d\d)-(\d\d) (\d\d:\d\d:\d\d)(?:[,.]\d{1,6})?\] -- (\S{1,400}\.py):(\d{1,7})\s*$/;
var LMCACHE_TAIL = /^\(([\w.-]{1,200}\.py):(\d{1,7}):([A-Za-z_]\w{0,60}(?:\.\w{1,60}){0,14})\)/;
var GLOG = /^([IWEF])(?:\d{4}(\d\d)(\d\d)|(\d\d)(\d\d)) (\d\d:\d\d:\d\d)\.\d{1,9} {1,12}\d{1,20} {1,4}([\w.-]{1,120}\.(?:cpp|cc|cxx|c|h|hpp)):(\d{1,7})\] ?/;
var UCX = /^\[\d{1,12}\.\d{1,9}\] \[[^\]]{1,200}\] +([\w.-]{1,80}):(\d{1,7}) +UCX +(ERROR|WARN|DIAG|DEBUG|INFO) ?/;
function readDialectPrefix(text3) {
  const first = text3.charCodeAt(0);
  if (first === 91) {
    const lmcache = LMCACHE_HEAD.exec(text3);
    if (lmcache)
      return {
        length: lmcache[0].length,
        level: level(lmcache[4]),
        timestamp: `${lmcache[1]}-${lmcache[2]} ${lmcache[3]}`,
        logFile: null,
        logLine: null,
        logModule: "LMCache"
      };
    const ucx = UCX.exec(text3);
    if (ucx)
      return { length: ucx[0].length, level: level(ucx[3]), timestamp: null, logFile: ucx[1], logLine: Number(ucx[2]), logModule: "ucx" };
    return null;
  }
  if (first === 73 || first === 87 || first === 69 || first === 70) {
    const glog = GLOG.exec(text3);
    if (glog) {
      const month = glog[2] ?? glog[4];
      const day = glog[3] ?? glog[5];
      return {
        length: glog[0].length,
        level: level(glog[1]),
        timestamp: month ? `${month}-${day} ${glog[6]}` : null,
        logFile: glog[7],
        logLine: Number(glog[8]),
        logModule: "glog"
      };
    }
  }
  const bare = first === 76 ? LMCACHE_BARE.exec(text3) : null;
  if (bare) return { length: bare[0].length, level: level(bare[1]), timestamp: null, logFile: null, logLine: null, logModule: "LMCache" };
  const old = LMCACHE_OLD_HEAD.exec(text3);
  if (old) return { length: old[0].length, level: level(old[1]), timestamp: null, logFile: null, logLine: null, logModule: "LMCache" };
  return null;
}
function readDialectTail(text3) {
  const module = Math.max(text3.lastIndexOf(":lmcache"), text3.lastIndexOf(":vllm.distributed.kv_transfer.kv_connector.v1.lmcache"));
  if (module > 0) {
    const open = text3.lastIndexOf("(", module);
    if (open !== -1 && module - open < 220) {
      const tail = LMCACHE_TAIL.exec(text3.slice(open, open + 500));
      if (tail)
        return { start: open, end: open + tail[0].length, logFile: tail[1], logLine: Number(tail[2]), logModule: tail[3], timestamp: null };
    }
  }
  const dashes = text3.lastIndexOf("] -- ");
  if (dashes > 0 && text3.length - dashes < 460) {
    const bracket = text3.lastIndexOf(" [", dashes);
    const old = bracket === -1 ? null : LMCACHE_OLD_TAIL.exec(text3.slice(bracket));
    if (old) {
      const file = old[4];
      return {
        start: bracket,
        end: text3.length,
        logFile: file.slice(file.lastIndexOf("/") + 1),
        logLine: Number(old[5]),
        logModule: file.includes("lmcache") ? "lmcache" : "LMCache",
        timestamp: `${old[1]}-${old[2]} ${old[3]}`
      };
    }
  }
  return null;
}

// src/core/extract/markdown/inline-code.ts
function backtickRuns(text3) {
  const runs = [];
  let index2 = text3.indexOf("`");
  while (index2 !== -1) {
    let end = index2;
    while (end < text3.length && text3.charCodeAt(end) === 96) end += 1;
    if (index2 === 0 || text3.charCodeAt(index2 - 1) !== 92) runs.push({ start: index2, length: end - index2 });
    index2 = text3.indexOf("`", end);
  }
  return runs;
}
function spanContent(raw) {
  const flat = raw.replace(/\r\n|\r|\n/g, " ");
  const padded = flat.length > 2 && flat.startsWith(" ") && flat.endsWith(" ") && flat.trim() !== "";
  return padded ? flat.slice(1, -1) : flat;
}
function findInlineCodeSpans(text3) {
  const runs = backtickRuns(text3);
  const byLength = /* @__PURE__ */ new Map();
  runs.forEach((run, position3) => {
    const list2 = byLength.get(run.length) ?? [];
    list2.push(position3);
    byLength.set(run.length, list2);
  });
  const nextOfLength = /* @__PURE__ */ new Map();
  const spans = [];
  let position2 = 0;
  while (position2 < runs.length) {
    const run = runs[position2];
    const sameLength = byLength.get(run.length) ?? [];
    let pointer = nextOfLength.get(run.length) ?? 0;
    while (pointer < sameLength.length && sameLength[pointer] <= position2) pointer += 1;
    nextOfLength.set(run.length, pointer);
    if (pointer >= sameLength.length) {
      position2 += 1;
      continue;
    }
    const closing = runs[sameLength[pointer]];
    const contentStart = run.start + run.length;
    spans.push({ start: run.start, end: closing.start + closing.length, content: spanContent(text3.slice(contentStart, closing.start)) });
    position2 = sameLength[pointer] + 1;
  }
  return spans;
}

// src/core/extract/markdown/line-blocks.ts
function stripContainerPrefix(line) {
  let index2 = 0;
  for (; ; ) {
    const before = index2;
    while (index2 < line.length && (line[index2] === " " || line[index2] === "	") && index2 - before < 3) index2 += 1;
    const char = line[index2];
    if (char === ">") {
      index2 += 1;
      if (line[index2] === " ") index2 += 1;
    } else if ((char === "-" || char === "*" || char === "+") && line[index2 + 1] === " ") {
      index2 += 2;
    } else {
      return before === 0 ? line : line.slice(before);
    }
  }
}
function openingFence(line) {
  const trimmed2 = line.trimStart();
  const marker = trimmed2[0];
  if (marker !== "`" && marker !== "~") return null;
  let length = 0;
  while (trimmed2[length] === marker) length += 1;
  if (length < 3 || marker === "`" && trimmed2.indexOf("`", length) !== -1) return null;
  return { marker, length };
}
function closesFence(line, fence) {
  const trimmed2 = line.trim();
  if (trimmed2.length < fence.length) return false;
  for (let index2 = 0; index2 < trimmed2.length; index2 += 1) if (trimmed2[index2] !== fence.marker) return false;
  return true;
}
function headingText(line) {
  const match = /^ {0,3}#{1,6}(?:[ \t]|$)/.exec(line);
  if (!match) return null;
  let text3 = line.slice(match[0].length).trim();
  let end = text3.length;
  while (end > 0 && text3[end - 1] === "#") end -= 1;
  if (end === 0 || text3[end - 1] === " " || text3[end - 1] === "	") text3 = text3.slice(0, end).trim();
  return text3;
}
function splitBlocksByLines(markdown, source) {
  const lines = markdown.split(/\r\n|\r|\n/);
  const blocks = [];
  let section = null;
  let fence = null;
  let lang = null;
  let pending = [];
  let pendingStart = 0;
  const flush = (kind) => {
    if (pending.length > 0 && (kind === "code" || pending.some((line) => line.trim() !== ""))) {
      blocks.push({ kind, text: pending.join("\n"), startLine: pendingStart, section, lang: kind === "code" ? lang : null, source, quoted: void 0 });
    }
    pending = [];
  };
  lines.forEach((raw, index2) => {
    const line = stripContainerPrefix(raw);
    if (fence) {
      if (closesFence(line, fence)) {
        flush("code");
        fence = null;
      } else pending.push(line);
      return;
    }
    const opening = openingFence(line);
    if (opening) {
      flush("text");
      fence = opening;
      const info = line.trimStart().slice(opening.length).trim();
      lang = info === "" ? null : info.split(/\s/)[0];
      pendingStart = index2 + 2;
      return;
    }
    const heading = headingText(line);
    if (heading !== null) {
      flush("text");
      section = heading;
      blocks.push({ kind: "text", text: heading, startLine: index2 + 1, section, lang: null, source, quoted: void 0 });
      return;
    }
    if (line.trim() === "") {
      flush("text");
      return;
    }
    if (pending.length === 0) pendingStart = index2 + 1;
    pending.push(line);
  });
  flush(fence ? "code" : "text");
  return blocks;
}

// src/core/extract/markdown/block-builders.ts
var WRAPPER_TAG = /<\/?(?:details|summary|pre|code|br|p|div|span|b|i|em|strong|sub|sup|kbd|samp|blockquote)(?:\s[^<>]{0,200})?\/?>/gi;
var ENTITIES = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&apos;": "'", "&nbsp;": " ", "&amp;": "&" };
function paragraphSource(markdown, start, end, column) {
  const lines = markdown.slice(start, end).split(/\r\n|\r|\n/);
  return lines.map((line, index2) => {
    if (index2 === 0) return line;
    let cut2 = 0;
    while (cut2 < column - 1 && cut2 < line.length && (line[cut2] === " " || line[cut2] === ">" || line[cut2] === "	")) cut2 += 1;
    return line.slice(cut2);
  }).join("\n");
}
function spanHoldsError(content3) {
  if (content3.includes("Traceback (most recent call last)") || content3.includes('File "')) return true;
  if (readDialectPrefix(content3) !== null || content3.includes("lmcache") && readDialectTail(content3) !== null) return true;
  const colon = content3.indexOf(":");
  return colon > 0 && isExceptionTypeName(content3.slice(0, colon).trim());
}
var quotedAt = (walk) => walk.quoteDepth > 0 ? true : void 0;
function addParagraph(walk, position2) {
  const text3 = paragraphSource(walk.markdown, position2.start.offset, position2.end.offset, position2.start.column);
  const errorSpans = findInlineCodeSpans(text3).filter((span) => spanHoldsError(span.content));
  const kept = [];
  let line = position2.start.line;
  let cursor = 0;
  for (const span of errorSpans) {
    line += countLineBreaks(text3, cursor, span.start);
    walk.blocks.push({
      kind: "inline-code",
      text: span.content,
      startLine: line,
      section: walk.section,
      lang: null,
      source: walk.source,
      quoted: quotedAt(walk)
    });
    kept.push(text3.slice(cursor, span.start), text3.slice(span.start, span.end).replace(/[^\r\n]/g, " "));
    line += countLineBreaks(text3, span.start, span.end);
    cursor = span.end;
  }
  kept.push(text3.slice(cursor));
  const paragraph = kept.join("");
  if (paragraph.trim() !== "") {
    walk.blocks.push({
      kind: "text",
      text: paragraph,
      startLine: position2.start.line,
      section: walk.section,
      lang: null,
      source: walk.source,
      quoted: quotedAt(walk)
    });
  }
}
function countLineBreaks(text3, start, end) {
  let count = 0;
  for (let index2 = text3.indexOf("\n", start); index2 !== -1 && index2 < end; index2 = text3.indexOf("\n", index2 + 1)) count += 1;
  return count;
}
function addHtml(walk, value, line) {
  const trimmed2 = value.trim();
  if (trimmed2.startsWith("<!--") && trimmed2.endsWith("-->")) return;
  const text3 = value.replace(/\r\n?/g, "\n").replace(WRAPPER_TAG, "").replace(/&(?:lt|gt|quot|#39|apos|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);
  if (text3.trim() !== "") walk.blocks.push({ kind: "html", text: text3, startLine: line, section: walk.section, lang: null, source: walk.source, quoted: void 0 });
}
function addHeading(walk, start) {
  const offset = start.offset;
  const lineEnd2 = walk.markdown.indexOf("\n", offset);
  const title = headingText(walk.markdown.slice(offset, lineEnd2 === -1 ? void 0 : lineEnd2).trimStart()) ?? "";
  walk.section = title;
  if (title !== "") walk.blocks.push({ kind: "text", text: title, startLine: start.line, section: title, lang: null, source: walk.source, quoted: void 0 });
}
function addCode(walk, code) {
  if (code.value.trim() === "") return;
  walk.blocks.push({
    kind: "code",
    text: code.value.replace(/\r\n?/g, "\n"),
    startLine: code.fenced ? code.line + 1 : code.line,
    section: walk.section,
    lang: code.lang,
    source: walk.source,
    quoted: quotedAt(walk)
  });
}
function pointOf(point3) {
  return { line: point3.line, column: point3.column, offset: point3.offset ?? 0 };
}
function visit(walk, node2) {
  const position2 = node2.position;
  if (position2 === void 0) return null;
  switch (node2.type) {
    case "paragraph":
      addParagraph(walk, { start: pointOf(position2.start), end: pointOf(position2.end) });
      return null;
    case "code": {
      const opener = walk.markdown.charAt(position2.start.offset ?? 0);
      addCode(walk, { fenced: opener === "`" || opener === "~", value: node2.value, lang: node2.lang ?? null, line: position2.start.line });
      return null;
    }
    case "html":
      addHtml(walk, node2.value, position2.start.line);
      return null;
    case "heading":
      addHeading(walk, pointOf(position2.start));
      return null;
    default:
      return "children" in node2 ? node2 : null;
  }
}
function walkTree(walk, root) {
  const levels = [{ children: root.children, next: 0, quote: false }];
  while (levels.length > 0) {
    const level2 = levels[levels.length - 1];
    const node2 = level2.children[level2.next];
    if (node2 === void 0) {
      levels.pop();
      if (level2.quote) walk.quoteDepth -= 1;
      continue;
    }
    level2.next += 1;
    const parent = visit(walk, node2);
    if (parent === null) continue;
    const quote = parent.type === "blockquote";
    if (quote) walk.quoteDepth += 1;
    levels.push({ children: parent.children, next: 0, quote });
  }
}

// src/core/extract/markdown/plain-paragraphs.ts
var LETTER = new RegExp("^\\p{L}", "u");
function plainParagraphSpans(text3) {
  const spans = [];
  let open = null;
  let line = 0;
  let lineStart = 0;
  for (; ; ) {
    const lineEnd2 = nextLineEnd(text3, lineStart);
    line += 1;
    if (LETTER.test(text3.slice(lineStart, lineStart + 2))) {
      const end = { line, column: lineEnd2 - lineStart + 1, offset: lineEnd2 };
      if (open === null) {
        open = { start: { line, column: 1, offset: lineStart }, end };
        spans.push(open);
      } else {
        open.end = end;
      }
    } else if (isBlank(text3, lineStart, lineEnd2)) {
      open = null;
    } else {
      return null;
    }
    if (lineEnd2 === text3.length) return spans;
    lineStart = lineEnd2 + breakLength(text3, lineEnd2);
  }
}
function nextLineEnd(text3, from) {
  for (let index2 = from; index2 < text3.length; index2 += 1) {
    const code = text3.charCodeAt(index2);
    if (code === 10 || code === 13) return index2;
  }
  return text3.length;
}
function breakLength(text3, at) {
  if (at >= text3.length) return 0;
  return text3.charCodeAt(at) === 13 && text3.charCodeAt(at + 1) === 10 ? 2 : 1;
}
function isBlank(text3, start, end) {
  for (let index2 = start; index2 < end; index2 += 1) {
    const code = text3.charCodeAt(index2);
    if (code !== 32 && code !== 9) return false;
  }
  return true;
}

// src/core/extract/markdown/bounds.ts
var MAX_PARSED_CHARS = 131072;
var MAX_CONTAINER_DEPTH = 8;
var MIN_AVERAGE_LINE_LENGTH = 40;
var MAX_CONTAINER_LINE_SHARE = 0.25;
var MAX_WEIGHTED_LINES_PER_CHAR = 1 / 40;
var MAX_INLINE_MARK_SHARE = 0.2;
var MAX_LIST_INDENT = 4 * MAX_CONTAINER_DEPTH;
var ALWAYS_PARSED_CHARS = 4096;
var SPACE = 32;
var TAB = 9;
function listMarkerLength(line, start) {
  const first = line.charCodeAt(start);
  let end = start;
  if (first === 45 || first === 43 || first === 42) end = start + 1;
  else {
    while (end < line.length && end - start < 10 && line.charCodeAt(end) >= 48 && line.charCodeAt(end) <= 57) end += 1;
    if (end === start || end - start > 9) return 0;
    const delimiter = line.charCodeAt(end);
    if (delimiter !== 46 && delimiter !== 41) return 0;
    end += 1;
  }
  const after = line.charCodeAt(end);
  if (end === line.length) return end - start;
  return after === SPACE || after === TAB ? end - start + 1 : 0;
}
function countContainerDepth(line) {
  let depth = 0;
  let index2 = 0;
  while (index2 < line.length) {
    let spaces = 0;
    while (spaces < 4 && (line.charCodeAt(index2) === SPACE || line.charCodeAt(index2) === TAB)) {
      index2 += 1;
      spaces += 1;
    }
    if (spaces >= 4) break;
    if (line.charCodeAt(index2) === 62) {
      depth += 1;
      index2 += 1;
      continue;
    }
    const marker = listMarkerLength(line, index2);
    if (marker === 0) break;
    depth += 1;
    index2 += marker;
  }
  return depth;
}
function countInlineMarks(line) {
  let marks = 0;
  for (let index2 = 0; index2 < line.length; index2 += 1) {
    const code = line.charCodeAt(index2);
    if (code === 91 || code === 93 || code === 42 || code === 95 || code === 96 || code === 33 || code === 60 || code === 38 || code === 92 || code === 9)
      marks += 1;
  }
  return marks;
}
function fenceOpened(line) {
  let index2 = 0;
  while (index2 < line.length && (line[index2] === " " || line[index2] === ">" || line[index2] === "	")) index2 += 1;
  const marker = line.charCodeAt(index2);
  if (marker !== 96 && marker !== 126) return null;
  let end = index2;
  while (end < line.length && line.charCodeAt(end) === marker) end += 1;
  return end - index2 >= 3 ? { marker, length: end - index2 } : null;
}
function listItemIndent(line) {
  let index2 = 0;
  while (index2 < line.length && (line[index2] === " " || line[index2] === "	")) index2 += 1;
  return listMarkerLength(line, index2) > 0 ? index2 : -1;
}
function lineEnd(markdown, start) {
  for (let index2 = start; index2 < markdown.length; index2 += 1) {
    const code = markdown.charCodeAt(index2);
    if (code === 10 || code === 13) return index2;
  }
  return markdown.length;
}
function scanMarkdownBounds(markdown) {
  const bounds = {
    lineCount: 0,
    maxContainerDepth: 0,
    containerLines: 0,
    inlineMarks: 0,
    deepListItems: 0,
    headings: 0,
    containerContinuations: 0,
    hostileReason: null
  };
  const small = markdown.length <= ALWAYS_PARSED_CHARS;
  let inContainerParagraph = false;
  let fence = null;
  let start = 0;
  while (start <= markdown.length) {
    const end = lineEnd(markdown, start);
    const line = markdown.slice(start, end);
    const next = markdown.charCodeAt(end) === 13 && markdown.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    bounds.lineCount += 1;
    const depth = countContainerDepth(line.slice(0, 4 * (MAX_CONTAINER_DEPTH + 2) + 64));
    if (depth > 0) bounds.containerLines += 1;
    if (depth > bounds.maxContainerDepth) bounds.maxContainerDepth = depth;
    if (small) {
      start = next;
      continue;
    }
    const opened = fenceOpened(line);
    if (line.trim() === "" || opened || fence) inContainerParagraph = false;
    else if (depth > 0) inContainerParagraph = true;
    else if (inContainerParagraph) bounds.containerContinuations += 1;
    if (fence) {
      if (opened && opened.marker === fence.marker && opened.length >= fence.length) fence = null;
    } else if (opened) fence = opened;
    else {
      bounds.inlineMarks += countInlineMarks(line);
      if (listItemIndent(line) > MAX_LIST_INDENT) bounds.deepListItems += 1;
      if (/^ {0,3}#{1,6}(?:[ \t]|$)/.test(line)) bounds.headings += 1;
    }
    start = next;
  }
  bounds.hostileReason = hostileReason(markdown.length, bounds);
  return bounds;
}
function hostileReason(length, bounds) {
  if (length > MAX_PARSED_CHARS) return `body longer than ${MAX_PARSED_CHARS} characters`;
  if (bounds.maxContainerDepth > MAX_CONTAINER_DEPTH) return `containers nested ${bounds.maxContainerDepth} deep on one line (limit ${MAX_CONTAINER_DEPTH})`;
  if (length <= ALWAYS_PARSED_CHARS) return null;
  if (bounds.deepListItems > 0) return `${bounds.deepListItems} list items indented past ${MAX_LIST_INDENT} columns`;
  if (bounds.lineCount > length / MIN_AVERAGE_LINE_LENGTH) return `${bounds.lineCount} lines in ${length} characters`;
  const weightedLines = bounds.lineCount + 2 * bounds.headings + 4 * bounds.containerLines + 2 * bounds.containerContinuations;
  if (weightedLines > length * MAX_WEIGHTED_LINES_PER_CHAR) {
    return `${bounds.lineCount} lines (${bounds.headings} headings, ${bounds.containerLines + bounds.containerContinuations} in containers) in ${length} characters`;
  }
  if (bounds.containerLines > bounds.lineCount * MAX_CONTAINER_LINE_SHARE) return `${bounds.containerLines} of ${bounds.lineCount} lines open a container`;
  if (bounds.inlineMarks > length * MAX_INLINE_MARK_SHARE) return `${bounds.inlineMarks} inline markers in ${length} characters`;
  return null;
}

// src/core/extract/markdown/block-structure-only.json
var block_structure_only_default = {
  disable: {
    null: [
      "attention",
      "autolink",
      "characterEscape",
      "characterReference",
      "codeText",
      "definition",
      "hardBreakEscape",
      "htmlText",
      "labelEnd",
      "labelStartImage",
      "labelStartLink",
      "setextUnderline"
    ]
  }
};

// src/core/extract/markdown/blocks.ts
var blockStructureOnly = block_structure_only_default;
var PARSE_OPTIONS = { extensions: [blockStructureOnly] };
function blocksOfTree(markdown, source, tree) {
  const walk = { source, markdown, blocks: [], section: null, quoteDepth: 0 };
  walkTree(walk, tree);
  return walk.blocks;
}
function blocksOfParagraphs(markdown, source, spans) {
  const walk = { source, markdown, blocks: [], section: null, quoteDepth: 0 };
  for (const span of spans) addParagraph(walk, span);
  return walk.blocks;
}
function extractBlocks(markdown, source) {
  const text3 = typeof markdown === "string" ? markdown : "";
  const bounds = scanMarkdownBounds(text3);
  let note = bounds.hostileReason === null ? null : `markdown split by lines, not parsed: ${bounds.hostileReason}`;
  if (note === null) {
    const spans = plainParagraphSpans(text3);
    if (spans !== null) return { blocks: blocksOfParagraphs(text3, source, spans), notes: [] };
    try {
      return { blocks: blocksOfTree(text3, source, fromMarkdown(text3, PARSE_OPTIONS)), notes: [] };
    } catch (error) {
      const reason = error instanceof Error ? error.name : "unknown error";
      note = `markdown split by lines after the parser failed (${reason})`;
    }
  }
  return { blocks: splitBlocksByLines(text3, source), notes: [note] };
}

// src/core/extract/logs/inline-traceback.ts
var HEADER = "Traceback (most recent call last):";
var CHAIN_MARKERS = [
  "During handling of the above exception, another exception occurred:",
  "The above exception was the direct cause of the following exception:"
];
var FRAME_START = 'File "';
var FRAME = /^File "([^"]{1,1000})", line (\d{1,9})(?:, in ([^\s,]{1,300}))?/;
function sectionStarts(text3) {
  const starts = [];
  for (const marker of [HEADER, ...CHAIN_MARKERS]) {
    for (let index2 = text3.indexOf(marker); index2 !== -1; index2 = text3.indexOf(marker, index2 + marker.length)) starts.push(index2);
  }
  return starts.sort((left, right) => left - right);
}
function exceptionStart(rest) {
  let tokenStart = 0;
  while (tokenStart < rest.length) {
    let tokenEnd = rest.indexOf(" ", tokenStart);
    if (tokenEnd === -1) tokenEnd = rest.length;
    const token = rest.slice(tokenStart, tokenEnd);
    if (token.endsWith(":") && isExceptionTypeName(token.slice(0, -1))) return tokenStart;
    if (tokenEnd === rest.length && tokenStart > 0 && isExceptionTypeName(token)) return tokenStart;
    tokenStart = tokenEnd + 1;
  }
  return -1;
}
function splitSection(section, lines) {
  const frames = [];
  for (let index2 = section.indexOf(FRAME_START); index2 !== -1; index2 = section.indexOf(FRAME_START, index2 + FRAME_START.length)) frames.push(index2);
  const head = section.slice(0, frames[0] ?? section.length).trim();
  if (frames.length === 0) {
    const start = exceptionStart(head);
    if (start > 0) lines.push(head.slice(0, start).trim(), head.slice(start));
    else if (head !== "") lines.push(head);
    return;
  }
  if (head !== "") lines.push(head);
  frames.forEach((frameStart, position2) => {
    const segment = section.slice(frameStart, frames[position2 + 1] ?? section.length).trim();
    const frame = FRAME.exec(segment);
    const frameLine = frame ? frame[0] : segment;
    lines.push(`  ${frameLine}`);
    const rest = segment.slice(frameLine.length).trim();
    if (position2 < frames.length - 1) {
      if (rest !== "") lines.push(`    ${rest}`);
      return;
    }
    const start = exceptionStart(rest);
    if (start === -1) {
      if (rest !== "") lines.push(`    ${rest}`);
      return;
    }
    const code = rest.slice(0, start).trim();
    if (code !== "") lines.push(`    ${code}`);
    lines.push(rest.slice(start).trim());
  });
}
function splitFlattenedTraceback(text3) {
  const firstFrame = text3.indexOf(FRAME_START);
  if (firstFrame === -1) return null;
  const header = text3.indexOf(HEADER);
  const secondFrame = text3.indexOf(FRAME_START, firstFrame + FRAME_START.length);
  if (!(header !== -1 && header < firstFrame) && secondFrame === -1) return null;
  if (text3.trim() === HEADER) return null;
  const starts = sectionStarts(text3);
  const bounds = starts[0] === 0 ? starts : [0, ...starts];
  const lines = [];
  bounds.forEach((start, position2) => {
    const section = text3.slice(start, bounds[position2 + 1] ?? text3.length);
    const marker = [HEADER, ...CHAIN_MARKERS].find((candidate) => section.startsWith(candidate));
    if (marker) {
      lines.push(marker);
      splitSection(section.slice(marker.length), lines);
    } else splitSection(section, lines);
  });
  return lines.length > 1 ? lines : null;
}
var ESCAPED_HEADER = `${HEADER}\\n`;
var ESCAPED_FRAMES = ['\\n  File "', '\\n  File \\"'];
var UNESCAPED = { n: "\n", t: "    ", r: "", '"': '"', "'": "'", "\\": "\\" };
function escapedStringStart(text3, firstFrame, quote) {
  for (let index2 = firstFrame - 1; index2 >= 0; index2 -= 1) {
    if (text3[index2] !== quote) continue;
    let backslashes = 0;
    while (index2 - backslashes - 1 >= 0 && text3[index2 - backslashes - 1] === "\\") backslashes += 1;
    if (backslashes % 2 === 0) return index2 + 1;
  }
  return 0;
}
function escapedTraceback(text3) {
  const header = text3.indexOf(ESCAPED_HEADER);
  if (header !== -1) return { start: header, quote: text3.includes('\\"', header) ? '"' : "'" };
  for (const frame of ESCAPED_FRAMES) {
    const first = text3.indexOf(frame);
    if (first === -1 || text3.indexOf(frame, first + frame.length) === -1) continue;
    const quote = frame.endsWith('\\"') ? '"' : "'";
    return { start: escapedStringStart(text3, first, quote), quote };
  }
  return null;
}
function splitEscapedTraceback(text3) {
  const found = escapedTraceback(text3);
  if (found === null) return null;
  const { start, quote } = found;
  let decoded = "";
  let index2 = start;
  for (; index2 < text3.length; index2 += 1) {
    const char = text3[index2];
    if (char === quote) break;
    if (char !== "\\" || index2 + 1 >= text3.length) {
      decoded += char;
      continue;
    }
    const next = text3[index2 + 1];
    decoded += UNESCAPED[next] ?? `\\${next}`;
    index2 += 1;
  }
  const before = text3.slice(0, start).trim();
  const lines = decoded.split("\n").map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return before === "" ? lines : [before, ...lines];
}
var LOGGER_HEAD = /(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d(?:[.,]\d{1,6})? (?:\[[^\]\s]{1,300}:\d{1,7}\]|[^\]\s[]{1,300}:\d{1,7}\])/g;
var PROCESS_HEAD = /\((?:[^()]{0,80}? )?pid=\d{1,10}(?:, ?ip=[^()\s]{1,64})?\) ?(?=(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d)/y;
var MAX_PROCESS_NAME = 90;
var MAX_RECORDS = 2e3;
function mayHoldLoggerHead(text3) {
  return text3.includes("INFO ") || text3.includes("WARN") || text3.includes("ERROR ") || text3.includes("DEBUG ") || text3.includes("CRITICAL ");
}
function processHeads(text3) {
  const heads = [];
  for (let pid = text3.indexOf("pid="); pid !== -1 && heads.length < MAX_RECORDS; pid = text3.indexOf("pid=", pid + 4)) {
    let open = pid - 1;
    while (open >= 0 && pid - open <= MAX_PROCESS_NAME && text3[open] !== "(" && text3[open] !== ")") open -= 1;
    if (open < 0 || text3[open] !== "(") continue;
    PROCESS_HEAD.lastIndex = open;
    const head = PROCESS_HEAD.exec(text3);
    if (head) heads.push({ start: open, logger: open + head[0].length });
  }
  return heads;
}
function splitGluedRecords(text3) {
  if (text3.length < 40 || !mayHoldLoggerHead(text3)) return [text3];
  const starts = /* @__PURE__ */ new Set();
  const processes = processHeads(text3);
  const loggerStarts = new Set(processes.map((head) => head.logger));
  for (const head of processes) starts.add(head.start);
  LOGGER_HEAD.lastIndex = 0;
  for (let match = LOGGER_HEAD.exec(text3); match !== null && starts.size < MAX_RECORDS; match = LOGGER_HEAD.exec(text3)) {
    const before = match.index === 0 ? " " : text3[match.index - 1];
    if (!loggerStarts.has(match.index) && !/[A-Za-z0-9_]/.test(before)) starts.add(match.index);
  }
  if (starts.size < 2) return [text3];
  const cuts = [...starts].filter((start) => text3.slice(0, start).trim() !== "").sort((left, right) => left - right);
  const records = [];
  let from = 0;
  for (const cut2 of cuts) {
    records.push(text3.slice(from, cut2).trimEnd());
    from = cut2;
  }
  records.push(text3.slice(from));
  return records.filter((record) => record.trim() !== "");
}

// src/core/extract/logs/prefixes.ts
var ANSI = /\x1b\[[0-9;?]{0,32}[A-Za-z]|\^\[\[[0-9;?]{0,32}[A-Za-z]|\[[0-9]{1,3}(?:;[0-9]{1,3}){0,7}m/g;
var RAY_REPEATED = / ?\[repeated \d{1,9}x across cluster\]/g;
var CI_TIMESTAMP = /^(?:[ \t]{0,8}\|[ \t])?\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d| UTC)?\]?(?: |$)/;
var PROCESS = /^\(([^()]{0,80}?) ?pid=(\d{1,10})(?:, ?ip=[^()\s]{1,64})?\) ?/;
var RANK = /^\[rank\d{1,6}\]: ?/;
var GROUP_GUTTER = /^ {2,64}(?:\| ?|\+ Exception Group (?=Traceback)|\+(?:-\+)?-{4,80}(?: [^-\n][^\n]{0,80})?$)/;
var LOGGER = /^(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) (\d\d-\d\d \d\d:\d\d:\d\d)(?:[.,]\d{1,6})? (?:\[([^\]\s]{1,300}):(\d{1,7})\]|([^\]\s[]{1,300}):(\d{1,7})\]) ?/;
var KUBECTL_PREFIX = /^\[(pod\/[^\]\s]{1,300})\] ?/;
var JOURNAL_PREFIX = /^[A-Z][a-z]{2} {1,2}\d{1,2} \d\d:\d\d:\d\d \S{1,253} ([^\s[]{1,253})\[(\d{1,10})\]: ?/;
var COMPOSE_SERVICE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$/;
var COMPOSE_REPLICA = /[-_]\d{1,4}$/;
var GLUED_LOGGER = /(?:^|[\s\])])(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d/;
function emptyLine(text3) {
  return { text: text3, process: null, level: null, timestamp: null, logFile: null, logLine: null, logModule: null, noise: false };
}
function applyLogger(line, match) {
  line.level = match[1] === "WARN" ? "WARNING" : match[1];
  line.timestamp = match[2];
  line.logFile = match[3] ?? match[5] ?? null;
  line.logLine = Number(match[4] ?? match[6]);
  line.text = line.text.slice(match[0].length);
}
function applyProcess(line, match) {
  const name = match[1].trim();
  line.process ??= name === "" ? `pid=${match[2]}` : `${name} pid=${match[2]}`;
  line.text = line.text.slice(match[0].length);
}
function stripLeadingPrefix(line) {
  const dialect = line.level === null ? readDialectPrefix(line.text) : null;
  if (dialect) {
    line.level = dialect.level;
    line.timestamp = dialect.timestamp;
    line.logFile = dialect.logFile;
    line.logLine = dialect.logLine;
    line.logModule = dialect.logModule;
    line.text = line.text.slice(dialect.length);
    return true;
  }
  const ci = CI_TIMESTAMP.exec(line.text);
  if (ci) {
    line.text = line.text.slice(ci[0].length);
    return true;
  }
  const process = PROCESS.exec(line.text);
  if (process) {
    applyProcess(line, process);
    return true;
  }
  const gutter = GROUP_GUTTER.exec(line.text);
  if (gutter) {
    line.text = line.text.slice(gutter[0].length);
    return true;
  }
  const rank = RANK.exec(line.text);
  if (rank) {
    line.text = line.text.slice(rank[0].length);
    return true;
  }
  const logger = line.level === null ? LOGGER.exec(line.text) : null;
  if (logger) {
    applyLogger(line, logger);
    return true;
  }
  return false;
}
function cutGluedPrefix(line) {
  const pid = line.text.indexOf("pid=");
  if (pid > 0) {
    const open = line.text.lastIndexOf("(", pid);
    if (open > 0 && pid - open <= 90) {
      const match = PROCESS.exec(line.text.slice(open));
      const carriesText = match !== null && line.text.slice(open + match[0].length).trim() !== "";
      if (match && carriesText && readExceptionLine(line.text.slice(0, open)) === null && !line.text.slice(0, open).includes("Error")) {
        line.text = line.text.slice(open);
        return true;
      }
    }
  }
  const glued2 = GLUED_LOGGER.exec(line.text);
  if (glued2 && glued2.index + glued2[0].length > 0) {
    const start = glued2[0].search(/[A-Z]/) + glued2.index;
    if (start > 0 && LOGGER.exec(line.text.slice(start))) {
      line.text = line.text.slice(start);
      return true;
    }
  }
  return false;
}
function outerPrefix(text3) {
  const kubectl = KUBECTL_PREFIX.exec(text3);
  if (kubectl) return { stream: kubectl[1], length: kubectl[0].length };
  const journal = text3.length > 16 && text3.charCodeAt(3) === 32 ? JOURNAL_PREFIX.exec(text3) : null;
  if (journal) return { stream: `${journal[1]} pid=${journal[2]}`, length: journal[0].length };
  const bar = text3.indexOf(" | ");
  if (bar <= 0 || bar > 160) return null;
  const service = text3.slice(0, bar).trimEnd();
  if (!COMPOSE_SERVICE.test(service) || !COMPOSE_REPLICA.test(service)) return null;
  return { stream: service, length: bar + 3 };
}
function applyDialectTail(line) {
  const tail = line.text.includes("lmcache") || line.text.includes("] -- ") ? readDialectTail(line.text) : null;
  if (tail === null) return;
  line.logFile = tail.logFile;
  line.logLine = tail.logLine;
  line.logModule = tail.logModule;
  line.timestamp ??= tail.timestamp;
  if (line.text.slice(tail.end).trim() === "") line.text = line.text.slice(0, tail.start).trimEnd();
}
function cannotHavePrefix(raw) {
  const first = raw.trimStart().charCodeAt(0);
  const mayStartPrefix = first === 40 || first === 91 || first === 124 || first === 43 || first >= 48 && first <= 57 || first >= 65 && first <= 90 || first === 94;
  return !mayStartPrefix && !raw.includes(":") && !raw.includes("[") && !raw.includes("\x1B") && !raw.includes("pid=") && !raw.includes(" | ");
}
function stripLinePrefixes(raw) {
  if (cannotHavePrefix(raw)) return emptyLine(raw);
  const line = emptyLine(raw.includes("[") || raw.includes("\x1B") ? raw.replace(ANSI, "").replace(RAY_REPEATED, "") : raw);
  const hadText = line.text.trim() !== "";
  const outer = outerPrefix(line.text);
  if (outer) line.text = line.text.slice(outer.length);
  let glueTried = false;
  for (let round2 = 0; round2 < 12; round2 += 1) {
    if (stripLeadingPrefix(line)) continue;
    if (glueTried || !cutGluedPrefix(line)) break;
    glueTried = true;
  }
  if (line.logFile === null || line.logModule === "LMCache") applyDialectTail(line);
  if (outer) line.process = line.process === null ? outer.stream : `${outer.stream} ${line.process}`;
  line.noise = hadText && line.text.trim() === "" && line.process === null && line.level === null;
  return line;
}

// src/core/extract/logs/log-lines.ts
var HAS_WORD = /[A-Za-z0-9]/;
function withoutCaretM(text3) {
  let end = text3.length;
  while (end >= 2 && text3.charCodeAt(end - 1) === 77 && text3.charCodeAt(end - 2) === 94) end -= 2;
  return end === text3.length ? text3 : text3.slice(0, end);
}
function splitLines(text3) {
  return text3.includes("\r") ? text3.split(/\r\n|\r|\n/) : text3.split("\n");
}
function allQuoted(lines) {
  let quoted = 0;
  for (const line of lines) {
    const trimmed2 = line.trimStart();
    if (trimmed2 === "") continue;
    if (!trimmed2.startsWith(">")) return false;
    quoted += 1;
  }
  return quoted > 0;
}
function unquote(lines) {
  return lines.map((line) => {
    const marker = line.indexOf(">");
    if (marker === -1 || line.slice(0, marker).trim() !== "") return line;
    return line.charAt(marker + 1) === " " ? line.slice(marker + 2) : line.slice(marker + 1);
  });
}
function toLogLines(blocks, firstBlock = 0) {
  const logLines = [];
  for (let blockIndex = 0; blockIndex < blocks.length; blockIndex += 1) {
    const block = blocks[blockIndex];
    let lines = splitLines(block.text);
    let quoted = block.quoted === true;
    for (let depth = 0; depth < 3 && allQuoted(lines); depth += 1) {
      lines = unquote(lines);
      quoted = true;
    }
    const context = quoted ? "quote" : block.lang === "diff" || block.lang === "patch" ? "diff" : void 0;
    const push2 = (text3, line, stripped) => {
      logLines.push({
        text: text3,
        line,
        process: stripped.process,
        level: stripped.level,
        timestamp: stripped.timestamp,
        logFile: stripped.logFile,
        logLine: stripped.logLine,
        // Always present, undefined when absent: every log line has one shape, so the stages that read them stay monomorphic.
        logModule: stripped.logModule ?? void 0,
        context,
        block: firstBlock + blockIndex,
        blockKind: block.kind,
        source: block.source
      });
    };
    for (let offset = 0; offset < lines.length; offset += 1) {
      for (const raw of splitGluedRecords(lines[offset])) {
        const stripped = stripLinePrefixes(raw);
        if (stripped.noise || stripped.text.trim() !== "" && !HAS_WORD.test(stripped.text)) continue;
        const unflattened = splitEscapedTraceback(stripped.text) ?? splitFlattenedTraceback(stripped.text);
        if (unflattened !== null) for (const text3 of unflattened) push2(text3, block.startLine + offset, stripped);
        else push2(withoutCaretM(stripped.text.trimEnd()), block.startLine + offset, stripped);
      }
    }
  }
  return logLines;
}

// src/core/extract/tracebacks/normalised-view.ts
var ASCII_ONLY = /^[\x00-\x7f]*$/;
function normalisedView(original) {
  if (ASCII_ONLY.test(original)) return { original, text: original, origins: null };
  if (original.normalize("NFKC") === original) return { original, text: original, origins: identityOrigins(original) };
  let text3 = "";
  const origins = [];
  let offset = 0;
  for (const char of original) {
    const normal = char.charCodeAt(0) < 128 ? char : char.normalize("NFKC");
    text3 += normal;
    for (let index2 = 0; index2 < normal.length; index2 += 1) origins.push(offset);
    offset += char.length;
  }
  return { original, text: text3, origins: Uint32Array.from(origins) };
}
function identityOrigins(original) {
  const origins = new Uint32Array(original.length);
  for (let index2 = 0; index2 < original.length; index2 += 1) {
    const code = original.charCodeAt(index2);
    const pairEnd = code >= 56320 && code <= 57343 && index2 > 0 && isHighSurrogate(original.charCodeAt(index2 - 1)) && origins[index2 - 1] === index2 - 1;
    origins[index2] = pairEnd ? index2 - 1 : index2;
  }
  return origins;
}
var isHighSurrogate = (code) => code >= 55296 && code <= 56319;
function originalOffset(view, at) {
  if (view.origins === null) return at;
  if (at >= view.text.length) return view.original.length;
  return view.origins[at] ?? view.original.length;
}
function originalSlice(view, start, end = view.text.length) {
  return view.original.slice(originalOffset(view, start), originalOffset(view, end));
}
function fromWideCharacter(view, at) {
  if (view.origins === null || at < 0 || at >= view.text.length) return false;
  return view.original.charCodeAt(originalOffset(view, at)) > 127;
}

// src/core/extract/tracebacks/logged-repr.ts
var MAX_NAME = 300;
var MAX_ARGUMENT = 4e3;
var MAX_CANDIDATES = 200;
var NAME_CHAR = /[A-Za-z0-9_.]/;
var CODE_WORDS = /* @__PURE__ */ new Set(["raise", "return", "yield", "throw", "new", "except", "assert", "await", "lambda", "def", "class", "import", "from"]);
function isCodeContext(text3, nameStart) {
  let end = nameStart;
  while (end > 0 && (text3[end - 1] === " " || text3[end - 1] === "	")) end -= 1;
  if (end === 0) return false;
  if (text3[end - 1] === "=") return true;
  let wordStart = end;
  while (wordStart > 0 && end - wordStart < 8 && /[a-z]/.test(text3[wordStart - 1])) wordStart -= 1;
  return end > wordStart && CODE_WORDS.has(text3.slice(wordStart, end));
}
function quotedEnd(text3, open, budget) {
  const quote = text3[open];
  const limit = Math.min(text3.length, open + 1 + Math.min(MAX_ARGUMENT, budget.left));
  for (let index2 = open + 1; index2 < limit; index2 += 1) {
    budget.left -= 1;
    const char = text3[index2];
    if (char === "\\") index2 += 1;
    else if (char === quote) return index2 + 1;
  }
  return -1;
}
function unquote2(argument) {
  const quote = argument[0];
  const inner = argument.slice(1, -1);
  let out = "";
  for (let index2 = 0; index2 < inner.length; index2 += 1) {
    const char = inner[index2];
    const next = inner[index2 + 1];
    if (char === "\\" && (next === quote || next === "\\")) {
      out += next;
      index2 += 1;
    } else out += char;
  }
  return out;
}
function reprAt(view, open, budget) {
  const text3 = view.text;
  let nameStart = open;
  while (nameStart > 0 && open - nameStart <= MAX_NAME && NAME_CHAR.test(text3[nameStart - 1])) nameStart -= 1;
  if (nameStart === open || open - nameStart > MAX_NAME) return null;
  const name = text3.slice(nameStart, open);
  if (!/(?:Error|Exception)$/.test(name) || !isExceptionTypeName(name) || isCodeContext(text3, nameStart)) return null;
  const after = text3[open + 1];
  let message;
  if (after === ")") message = "";
  else if (after === "'" || after === '"') {
    const end = quotedEnd(text3, open + 1, budget);
    if (end === -1 || text3[end] !== ")") return null;
    message = unquote2(originalSlice(view, open + 1, end));
  } else return null;
  return { reading: { type: name, message }, start: originalOffset(view, nameStart) };
}
function readReprInLine(view) {
  const text3 = view.text;
  if (!text3.includes("Error(") && !text3.includes("Exception(")) return null;
  const budget = { left: 2 * text3.length + 1e3 };
  let candidates = 0;
  for (let open = text3.indexOf("("); open !== -1 && candidates < MAX_CANDIDATES; open = text3.indexOf("(", open + 1)) {
    if (open === 0 || !NAME_CHAR.test(text3[open - 1])) continue;
    candidates += 1;
    const found = reprAt(view, open, budget);
    if (found) return found;
  }
  return null;
}
function readTrailingRepr(view) {
  const text3 = view.text;
  if (!text3.endsWith(")")) return null;
  let depth = 0;
  let open = -1;
  for (let index2 = text3.length - 1; index2 >= 0 && open === -1; index2 -= 1) {
    const char = text3.charAt(index2);
    if (char === ")") depth += 1;
    else if (char === "(" && --depth === 0) open = index2;
  }
  let nameStart = open;
  while (nameStart > 0 && /[\w.]/.test(text3.charAt(nameStart - 1))) nameStart -= 1;
  const name = text3.slice(nameStart, open);
  if (open <= 0 || text3.slice(Math.max(0, nameStart - 2), nameStart) !== ": " || !/(?:Error|Exception)$/.test(name) || !isExceptionTypeName(name)) return null;
  const inner = originalSlice(view, open + 1, text3.length - 1).trim();
  const quoted = inner.length >= 2 && (inner[0] === "'" || inner[0] === '"') && inner.endsWith(inner[0]);
  return { reading: { type: name, message: quoted ? inner.slice(1, -1) : inner }, start: 0 };
}

// src/core/extract/tracebacks/lines.ts
var HEADER2 = "Traceback (most recent call last)";
var CAUSE = "The above exception was the direct cause of the following exception";
var CONTEXT = "During handling of the above exception, another exception occurred";
var PYTHON_FRAME = /^File "([^"]{1,1000})", line (\d{1,9})(?:,? in (.{1,300})|, in>)?$/;
var CALL_FIRST_HEADER = "(most recent call first):";
var JUPYTER_FILE_FRAME = /^File ([^\s,"][^,]{0,1000}?):(\d{1,9})(?:, in ([^\s(]{1,300})(?:\(.*)?)?$/;
var JUPYTER_CELL_FRAME = /^(Cell In ?\[\d{1,6}\]|Input In ?\[\d{1,6}\]), line (\d{1,9})$/;
var JUPYTER_ARROW = /^-*> ?(\d{1,9}) (.*)$/;
var PYTEST_LOCATION = /^([^\s:][^\s]{0,1000}\.py):(\d{1,9}):(?: (.{0,300}))?$/;
var PYTEST_ERROR = /^E {1,12}(\S.*)$/;
var PYTEST_CODE = /^> {3,}(\S.*)$/;
var OTHER = { kind: "other" };
var BLANK = { kind: "blank" };
var SKIP = { kind: "skip" };
var SKIPPED_TEXTS = /* @__PURE__ */ new Set(["...", "\u2026", "<truncated>", "[truncated]", "(truncated)"]);
function indentOf(text3) {
  let width = 0;
  for (const char of text3) {
    if (char === " ") width += 1;
    else if (char === "	") width += 4;
    else break;
  }
  return width;
}
function isCaretOrRule(trimmed2) {
  for (const char of trimmed2) if (char !== "^" && char !== "~" && char !== "-" && char !== "_" && char !== " " && char !== "=") return false;
  return true;
}
function frameOf(file, line, fn) {
  return { file, line: line === void 0 ? null : Number(line), function: fn === void 0 ? null : fn.trim(), code: null };
}
function pytestLine(trimmed2) {
  const location = PYTEST_LOCATION.exec(trimmed2);
  if (location) {
    const tail = (location[3] ?? "").trim();
    if (tail === "") return { kind: "frame", frame: frameOf(location[1], location[2], void 0), style: "pytest" };
    if (tail.startsWith("in ")) return { kind: "frame", frame: frameOf(location[1], location[2], tail.slice(3)), style: "pytest" };
    const reading = readExceptionLine(tail, false);
    if (reading && reading.message === "") return { kind: "pytest-final", frame: frameOf(location[1], location[2], void 0), type: reading.type };
    return null;
  }
  const error = PYTEST_ERROR.exec(trimmed2);
  if (error) return { kind: "pytest-error", text: error[1] };
  const code = PYTEST_CODE.exec(trimmed2);
  if (code) return { kind: "pytest-code", code: code[1] };
  return null;
}
function classifyTracebackLine(text3) {
  const trimmed2 = text3.trim();
  if (trimmed2 === "") return BLANK;
  const header = trimmed2.indexOf(HEADER2);
  if (header !== -1) {
    const before = trimmed2.slice(0, header).trim();
    const expected = before === "" ? null : readExceptionLine(before, false);
    return { kind: "header", expectedType: expected ? expected.type : null };
  }
  if (trimmed2.endsWith(CALL_FIRST_HEADER) && trimmed2.length < 120) return { kind: "header", expectedType: null, callFirst: true };
  if (trimmed2.startsWith(CAUSE)) return { kind: "chain", relation: "cause" };
  if (trimmed2.startsWith(CONTEXT)) return { kind: "chain", relation: "context" };
  if (trimmed2.startsWith("File ")) {
    const python = PYTHON_FRAME.exec(trimmed2);
    if (python) return { kind: "frame", frame: frameOf(python[1], python[2], python[3]), style: "python" };
    const jupyter = JUPYTER_FILE_FRAME.exec(trimmed2);
    if (jupyter) return { kind: "frame", frame: frameOf(jupyter[1], jupyter[2], jupyter[3]), style: "jupyter" };
  }
  const cell = trimmed2.startsWith("Cell In") || trimmed2.startsWith("Input In") ? JUPYTER_CELL_FRAME.exec(trimmed2) : null;
  if (cell) return { kind: "frame", frame: frameOf(cell[1], cell[2], void 0), style: "jupyter" };
  if (trimmed2.startsWith("-") || trimmed2.startsWith(">")) {
    const arrow = JUPYTER_ARROW.exec(trimmed2);
    if (arrow && trimmed2.includes(">")) return { kind: "jupyter-arrow", code: arrow[2].trim() };
  }
  if (SKIPPED_TEXTS.has(trimmed2) || isCaretOrRule(trimmed2) || trimmed2.startsWith("[Previous line repeated")) return SKIP;
  const pytest = trimmed2.includes(".py:") || trimmed2.startsWith("E ") || trimmed2.startsWith(">") ? pytestLine(trimmed2) : null;
  return pytest ?? OTHER;
}

// src/core/extract/tracebacks/sections.ts
var MAX_MESSAGE_LINES = 12;
function continuesMessage(line, next, inCode) {
  const kind = classifyTracebackLine(next.text).kind;
  if (kind !== "other") return false;
  if (readExceptionLine(next.text) !== null) return false;
  if (/^(?:\[?[IWEF]\d{4}(?:\d{4})? |INFO:|WARNING:|ERROR:|DEBUG:)/.test(next.text.trimStart())) return false;
  if (next.level !== null) return line.level !== null && next.timestamp === line.timestamp && next.logFile === line.logFile && next.logLine === line.logLine;
  if (inCode && line.level === null) return true;
  const startsLikePrefix = next.text.startsWith("(") || next.text.startsWith("[");
  return line.level !== null && line.text.length >= 40 && !startsLikePrefix && (inCode || line.blockKind === void 0);
}
function startSection(reader, index2, hasHeader) {
  const relation = reader.pendingRelation;
  const previous2 = reader.sections[reader.sections.length - 1];
  const chained = relation !== null && previous2 !== void 0 && previous2.group === reader.lastGroup;
  const section = {
    frames: [],
    exception: null,
    hasHeader,
    relation: chained ? relation : "first",
    group: chained ? reader.lastGroup : reader.nextGroup++,
    position: chained && previous2 ? previous2.position + 1 : 0,
    first: reader.lines[index2],
    consumed: [index2],
    finalLineRead: false,
    expectedType: null,
    frameIndents: [],
    lastFrameStyle: null,
    pytest: false,
    pytestCode: null,
    callFirst: false,
    cutAtHeader: false
  };
  reader.pendingRelation = null;
  reader.lastGroup = section.group;
  reader.sections.push(section);
  reader.current = section;
  return section;
}
function finishWithException(reader, section, index2, type, message) {
  const messageLines = [message];
  const line = reader.lines[index2];
  let last = index2;
  while (messageLines.length <= MAX_MESSAGE_LINES) {
    const next = reader.lines[last + 1];
    if (!next || !continuesMessage(line, next, reader.inCode)) break;
    messageLines.push(next.text.trim());
    last += 1;
    section.consumed.push(last);
  }
  section.exception = { type, message: messageLines.join("\n").trim() };
  section.finalLineRead = true;
  reader.current = null;
  return last;
}
function continueSection(reader, section, index2, kind) {
  const line = reader.lines[index2];
  const lastFrame = section.frames[section.frames.length - 1];
  const frameIndent = section.frameIndents[section.frameIndents.length - 1] ?? 0;
  switch (kind.kind) {
    case "frame":
      section.frames.push({ ...kind.frame, code: kind.style === "pytest" ? section.pytestCode : null });
      section.frameIndents.push(indentOf(line.text));
      section.lastFrameStyle = kind.style;
      section.pytestCode = null;
      section.consumed.push(index2);
      return index2;
    case "pytest-final":
      section.frames.push({ ...kind.frame, code: section.pytestCode });
      section.frameIndents.push(0);
      section.pytestCode = null;
      section.consumed.push(index2);
      if (!section.exception) section.exception = { type: kind.type, message: "" };
      section.finalLineRead = true;
      reader.current = null;
      return index2;
    case "pytest-error":
      section.consumed.push(index2);
      readPytestError(section, kind.text);
      return index2;
    case "pytest-code":
      section.consumed.push(index2);
      section.pytestCode = kind.code;
      return index2;
    case "jupyter-arrow":
      if (lastFrame && lastFrame.code === null) lastFrame.code = kind.code;
      section.consumed.push(index2);
      return index2;
    case "skip":
    case "blank":
      section.consumed.push(index2);
      return index2;
    case "header":
    case "chain":
      return false;
    case "other": {
      const indent = indentOf(line.text);
      const lenient = indent === 0 && frameIndent > 0;
      const reading = readExceptionLine(line.text, !lenient);
      if (reading && (indent <= frameIndent || (lastFrame?.code ?? null) !== null || !lastFrame)) {
        section.consumed.push(index2);
        return finishWithException(reader, section, index2, reading.type, reading.message);
      }
      if (section.lastFrameStyle === "jupyter" && /^\d/.test(line.text.trim())) {
        section.consumed.push(index2);
        return index2;
      }
      const takesCode = section.lastFrameStyle === "python" ? indent > frameIndent || frameIndent === 0 : section.lastFrameStyle === "pytest" && indent > 0;
      if (lastFrame && lastFrame.code === null && takesCode) {
        lastFrame.code = line.text.trim();
        section.consumed.push(index2);
        return index2;
      }
      if (lastFrame && indent > frameIndent) {
        section.consumed.push(index2);
        return index2;
      }
      if (section.pytest && (indent > 0 || line.text.includes(" = "))) {
        section.consumed.push(index2);
        return index2;
      }
      return false;
    }
  }
}
function readPytestError(section, text3) {
  if (section.exception === null) {
    const reading = readExceptionLine(text3, false);
    if (reading) section.exception = { type: reading.type, message: reading.message };
    else if (text3.startsWith("assert ")) section.exception = { type: "AssertionError", message: text3 };
    section.finalLineRead = section.exception !== null;
  } else if (section.exception.message.split("\n").length <= MAX_MESSAGE_LINES) {
    section.exception.message = section.exception.message === "" ? text3 : `${section.exception.message}
${text3}`;
  }
}
function openSection(reader, index2, kind) {
  switch (kind.kind) {
    case "header": {
      const section = startSection(reader, index2, true);
      section.expectedType = kind.expectedType;
      section.callFirst = kind.callFirst === true;
      return true;
    }
    case "chain":
      reader.pendingRelation = kind.relation;
      return false;
    case "frame":
    case "pytest-error":
    case "pytest-code":
    case "pytest-final": {
      const section = startSection(reader, index2, false);
      section.pytest = kind.kind !== "frame" || kind.style === "pytest";
      section.hasHeader = section.pytest;
      section.consumed.pop();
      continueSection(reader, section, index2, kind);
      return true;
    }
    default:
      return false;
  }
}
function openTail(reader, index2) {
  const line = reader.lines[index2];
  const previous2 = reader.lines[index2 - 1];
  if (!previous2 || indentOf(line.text) !== 0) return false;
  const sameGroup = previous2.level !== null && previous2.timestamp === line.timestamp && previous2.logLine === line.logLine;
  const trimmed2 = previous2.text.trim();
  const raiseLike = trimmed2.startsWith("raise ") || /^[~^]+$/.test(trimmed2) && sameGroup || sameGroup && indentOf(previous2.text) >= 4;
  const reading = raiseLike ? readExceptionLine(line.text) : null;
  if (!reading) return false;
  const section = startSection(reader, index2, false);
  section.consumed.unshift(index2 - 1);
  finishWithException(reader, section, index2, reading.type, reading.message);
  return true;
}
function joinWrappedFrame(lines, index2) {
  const text3 = lines[index2].text.trim();
  const next = lines[index2 + 1];
  if (!text3.startsWith('File "') || text3.includes('", line ') || !next) return null;
  const joined = classifyTracebackLine(`${text3}${next.text.trim()}`);
  return joined.kind === "frame" ? joined : null;
}
function isCutFrame(text3) {
  const trimmed2 = text3.trim();
  return trimmed2.startsWith('File "') && !trimmed2.includes('", line ');
}
function markCutHeaders(reader) {
  const last = reader.sections[reader.sections.length - 1];
  if (!last || !last.hasHeader || last.frames.length > 0 || last.exception !== null || last.expectedType !== null) return;
  const after = (last.consumed[last.consumed.length - 1] ?? 0) + 1;
  const rest = [];
  for (let index2 = after; index2 < reader.lines.length; index2 += 1) {
    const text3 = reader.lines[index2].text;
    if (text3.trim() === "") continue;
    if (rest.length > 0 || !isCutFrame(text3)) return;
    rest.push(index2);
  }
  for (const index2 of rest) last.consumed.push(index2);
  last.cutAtHeader = true;
}
function readSections(lines, inCode, firstGroup) {
  const reader = { lines, inCode, sections: [], current: null, pendingRelation: null, lastGroup: -1, nextGroup: firstGroup };
  for (let index2 = 0; index2 < lines.length; index2 += 1) {
    let kind = classifyTracebackLine(lines[index2].text);
    const wrapped = kind.kind === "other" ? joinWrappedFrame(lines, index2) : null;
    if (wrapped) {
      kind = wrapped;
      if (reader.current) reader.current.consumed.push(index2);
      index2 += 1;
    }
    if (reader.current) {
      const consumedUpTo = continueSection(reader, reader.current, index2, kind);
      if (consumedUpTo !== false) {
        index2 = consumedUpTo;
        continue;
      }
      reader.current = null;
    }
    if (!openSection(reader, index2, kind) && kind.kind === "other") openTail(reader, index2);
    if (reader.current === null && kind.kind === "other") reader.pendingRelation = null;
  }
  markCutHeaders(reader);
  for (const section of reader.sections) {
    if (section.exception === null && section.expectedType !== null) section.exception = { type: section.expectedType, message: "" };
    if (section.callFirst) section.frames.reverse();
  }
  return { sections: reader.sections, nextGroup: reader.nextGroup };
}

// src/core/extract/tracebacks/tool-errors.ts
var UCX_HEAD = /([\w.-]{1,80}\.(?:c|cc|cpp|h)):(\d{1,7}) {1,12}UCX {1,4}(ERROR|FATAL) {1,4}/;
var ARGPARSE = /^([\w./-]{1,120}(?: [\w.-]{1,40}){0,2}): error: ((?:unrecognized arguments|the following arguments are required|argument [-\w/ ]{1,80}|invalid choice|ambiguous option|expected one argument|too few arguments|unrecognized argument)[: ].{0,4000})$/;
var GLIBC_ASSERT = /^([A-Za-z_][\w.-]{0,60}): (\/?[^\s:]{1,1000}):(\d{1,9}): .{0,1000}Assertion [`'"‘].{0,2000}['"’] failed\.?$/;
var GLIBC_ASSERT_CUT = /^([A-Za-z_][\w.-]{0,60}): (\/[^\s:]{1,1000}\.(?:c|cc|cpp|cxx|cu))(?::(\d{1,9}):?)?$/;
var baseName = (path) => path.slice(path.lastIndexOf("/") + 1);
function readToolErrorLine(text3) {
  if (text3.includes("UCX ")) {
    const ucx = UCX_HEAD.exec(text3);
    if (ucx) {
      const message = text3.slice(ucx.index + ucx[0].length).trim();
      return { level: ucx[3] === "FATAL" ? "CRITICAL" : "ERROR", logFile: ucx[1], logLine: Number(ucx[2]), message: message === "" ? text3 : message };
    }
  }
  if (text3.includes(": error: ")) {
    const argparse = ARGPARSE.exec(text3);
    if (argparse) return { level: null, logFile: null, logLine: null, message: text3 };
  }
  if (text3.includes("Assertion ")) {
    const assertion = GLIBC_ASSERT.exec(text3);
    if (assertion) return { level: null, logFile: baseName(assertion[2]), logLine: Number(assertion[3]), message: text3 };
  }
  const cut2 = text3.length < 1100 && text3.includes(": /") ? GLIBC_ASSERT_CUT.exec(text3) : null;
  if (cut2) return { level: null, logFile: baseName(cut2[2]), logLine: cut2[3] === void 0 ? null : Number(cut2[3]), message: text3 };
  return null;
}

// src/core/extract/tracebacks/error-lines.ts
var ENV_DUMP_MARKERS = [
  "Collecting environment information",
  "PyTorch version",
  "Is CUDA available",
  "vLLM Version",
  "CUDA runtime version",
  "Versions of relevant libraries",
  "GPU models and configuration",
  "Python platform"
];
var CODE_STARTS = ["import ", "return ", "@", "if __name__", "self.", "raise ", "assert "];
var ENV_DUMP_FIRSTS = new Set(ENV_DUMP_MARKERS.map((marker) => marker.charCodeAt(0)));
var CODE_FIRSTS = new Set([...CODE_STARTS, "def", "async", "class"].map((start) => start.charCodeAt(0)));
var DEFINITION = /^(?:async\s+)?def\s+[A-Za-z_]\w*\s*\(|^class\s+[A-Za-z_]\w*\s*[(:]/;
var ERROR_WORDS = /Error|Exception|Traceback|failed|Failed|FAILED|failure|Failure|fatal|Fatal|expired|Expired|pressure/;
var NAME_CHAR2 = /[A-Za-z0-9_.]/;
var MAX_NAME2 = 300;
var NATIVE_LOG_FILE = /\.(?:c|cc|cpp|cxx|cu|h|hpp)$/;
function quietBlocks(lines) {
  const envMarkers = /* @__PURE__ */ new Map();
  const codeLines = /* @__PURE__ */ new Map();
  const withFrames = /* @__PURE__ */ new Set();
  for (const line of lines) {
    const text3 = line.text.trimStart();
    const first = text3.charCodeAt(0);
    if (ENV_DUMP_FIRSTS.has(first)) {
      for (const marker of ENV_DUMP_MARKERS) {
        if (text3.startsWith(marker)) (envMarkers.get(line.block) ?? envMarkers.set(line.block, /* @__PURE__ */ new Set()).get(line.block))?.add(marker);
      }
    }
    const weight = !CODE_FIRSTS.has(first) ? 0 : DEFINITION.test(text3) ? 2 : CODE_STARTS.some((start) => text3.startsWith(start)) ? 1 : 0;
    if (weight > 0) codeLines.set(line.block, (codeLines.get(line.block) ?? 0) + weight);
    if (text3.startsWith("File ") || text3.includes("Traceback (most recent call last)")) withFrames.add(line.block);
  }
  const quiet = /* @__PURE__ */ new Set();
  for (const [block, markers] of envMarkers) if (markers.size >= 2) quiet.add(block);
  for (const [block, count] of codeLines) if (count >= 2 && !withFrames.has(block)) quiet.add(block);
  return quiet;
}
function startsToken(view, at) {
  if (at === 0) return true;
  const before = view.text[at - 1];
  if (NAME_CHAR2.test(before)) return false;
  return before === " " || before === "	" || before === "|" || fromWideCharacter(view, at - 1);
}
function readErrorInLine(view) {
  const text3 = view.text;
  const atStart = readExceptionLine(text3);
  if (atStart) {
    const colon = text3.indexOf(":");
    return { reading: { type: atStart.type, message: colon === -1 ? "" : originalSlice(view, colon + 1).trim() }, start: 0 };
  }
  if (!text3.includes("Error:") && !text3.includes("Exception:")) return null;
  for (let at = 0; at < text3.length; at += 1) {
    if (!startsToken(view, at)) continue;
    let nameStart = at;
    while (nameStart < text3.length && nameStart - at < 4 && "`'\"([*|".includes(text3.charAt(nameStart))) nameStart += 1;
    let nameEnd = nameStart;
    while (nameEnd < text3.length && nameEnd - nameStart <= MAX_NAME2 && NAME_CHAR2.test(text3[nameEnd])) nameEnd += 1;
    if (nameEnd === nameStart || text3[nameEnd] !== ":" || nameEnd + 1 >= text3.length) continue;
    if (text3[nameEnd + 1] !== " " && !fromWideCharacter(view, nameEnd)) continue;
    const name = text3.slice(nameStart, nameEnd);
    if (!/(?:Error|Exception)$/.test(name) || !isExceptionTypeName(name)) continue;
    return {
      reading: {
        type: name,
        message: originalSlice(view, nameEnd + 1).trim().replace(/`$/, "")
      },
      start: originalOffset(view, nameStart)
    };
  }
  return null;
}
var CPP_THROW = "terminate called after throwing an instance of '";
function readCppThrow(text3, next) {
  if (!text3.startsWith(CPP_THROW)) return null;
  const close = text3.indexOf("'", CPP_THROW.length);
  const type = text3.slice(CPP_THROW.length, close);
  if (close === -1 || type === "" || type.length > 200 || type.includes(" ")) return null;
  const what = next?.text.trim() ?? "";
  const tookNext = what.startsWith("what():");
  return { reading: { type, message: tookNext ? what.slice("what():".length).trim() : "" }, tookNext };
}
function errorKey(exception, text3) {
  const normalise = (value) => value.replace(/\s+/g, " ").trim().replace(/\.$/, "");
  return exception ? `${exception.type}\0${normalise(exception.message)}` : `${normalise(text3)}`;
}
function findErrorLines(lines, consumed, tracebacks, isKnownMessage) {
  const quiet = quietBlocks(lines);
  const seen = new Set(tracebacks.flatMap((traceback) => traceback.exception ? [errorKey(traceback.exception, "")] : []));
  const errorLines = [];
  for (let index2 = 0; index2 < lines.length; index2 += 1) {
    const line = lines[index2];
    const text3 = withoutCaretM(line.text.trim()).trimEnd();
    if (consumed[index2] === 1 || text3 === "" || quiet.has(line.block)) continue;
    if (/^[\^~]+$/.test(text3) || text3.startsWith('File "')) continue;
    const native = line.logFile !== null && NATIVE_LOG_FILE.test(line.logFile);
    const tool = native ? null : readToolErrorLine(text3);
    const thrown = native || tool ? null : readCppThrow(text3, consumed[index2 + 1] === 1 ? void 0 : lines[index2 + 1]);
    const view = native || tool || thrown ? null : normalisedView(text3);
    const inLine = view === null ? null : readErrorInLine(view);
    const repr = view === null || inLine !== null ? null : readTrailingRepr(view) ?? readReprInLine(view);
    const found = thrown ? { reading: thrown.reading, start: 0 } : inLine ?? repr;
    if (!found && !tool && line.level !== null && line.text.startsWith("  ")) continue;
    const level2 = tool?.level ?? line.level;
    const isLoggedError = tool !== null || level2 === "ERROR" || level2 === "CRITICAL" || level2 === "WARNING" && ERROR_WORDS.test(text3);
    if (!found && !isLoggedError && !(level2 !== null && isKnownMessage !== void 0 && isKnownMessage(text3))) continue;
    const messageLines = [found ? text3.slice(found.start) : tool?.message ?? text3];
    if (thrown?.tookNext) {
      messageLines.push(lines[index2 + 1].text.trim());
      index2 += 1;
    }
    const inCode = line.blockKind === "code" || line.blockKind === "inline-code";
    while (found && !thrown && !repr && messageLines.length <= MAX_MESSAGE_LINES) {
      const next = lines[index2 + 1];
      if (!next || consumed[index2 + 1] === 1 || next.block !== line.block || next.process !== null && next.process !== line.process || !continuesMessage(line, next, inCode))
        break;
      messageLines.push(next.text.trim());
      index2 += 1;
    }
    const message = messageLines.join("\n");
    const messageTail = thrown ? [] : messageLines.slice(1);
    const exception = found ? { type: found.reading.type, message: [found.reading.message, ...messageTail].join("\n").trim() } : null;
    const key = errorKey(exception, text3);
    if (seen.has(key)) continue;
    seen.add(key);
    errorLines.push({
      exception,
      message,
      level: level2,
      logFile: tool ? tool.logFile : line.logFile,
      logLine: tool ? tool.logLine : line.logLine,
      timestamp: line.timestamp,
      process: line.process,
      line: line.line,
      source: line.source
    });
  }
  return errorLines;
}

// src/core/extract/tracebacks/tracebacks.ts
function splitStreams(lines) {
  const streams = /* @__PURE__ */ new Map();
  let previousKey = "";
  lines.forEach((line, index2) => {
    const samePreviousBlock = previousKey.startsWith(`${line.block}\0`);
    const key = line.process !== null ? `${line.block}\0${line.process}` : samePreviousBlock ? previousKey : `${line.block}\0`;
    let stream = streams.get(key);
    if (!stream) {
      stream = { indexes: [], inCode: line.blockKind === "code" || line.blockKind === "inline-code" };
      streams.set(key, stream);
    }
    stream.indexes.push(index2);
    previousKey = key;
  });
  return [...streams.values()];
}
function sectionKey(section) {
  const frames = section.frames.map((frame) => `${frame.file}:${frame.line ?? ""}:${frame.function ?? ""}`).join("");
  const exception = section.exception ? `${section.exception.type}${section.exception.message}` : "";
  return `${section.position}${section.relation}${exception}${frames}`;
}
function toTraceback(section, groupIds) {
  if (!groupIds.has(section.group)) groupIds.set(section.group, groupIds.size);
  return {
    exception: section.exception,
    frames: section.frames,
    truncated: !section.hasHeader || !section.finalLineRead,
    chain: { group: groupIds.get(section.group), position: section.position, relation: section.relation },
    line: section.first.line,
    processes: section.first.process === null ? [] : [section.first.process],
    occurrences: 1,
    timestamp: section.first.timestamp,
    source: section.first.source
  };
}
function parseTracebacks(lines, isKnownMessage) {
  const consumed = new Uint8Array(lines.length);
  const found = [];
  let nextGroup = 0;
  for (const stream of splitStreams(lines)) {
    const streamLines = stream.indexes.map((index2) => lines[index2]);
    const read = readSections(streamLines, stream.inCode, nextGroup);
    nextGroup = read.nextGroup;
    for (const section of read.sections) {
      for (const local of section.consumed) consumed[stream.indexes[local]] = 1;
      if (section.frames.length === 0 && section.exception === null && !section.cutAtHeader) continue;
      found.push({ section, order: stream.indexes[section.consumed[0] ?? 0] });
    }
  }
  found.sort((left, right) => left.order - right.order);
  const tracebacks = [];
  const byKey = /* @__PURE__ */ new Map();
  const groupIds = /* @__PURE__ */ new Map();
  for (const { section } of found) {
    const key = sectionKey(section);
    const earlier = byKey.get(key);
    if (earlier) {
      earlier.occurrences += 1;
      if (section.first.process !== null && !earlier.processes.includes(section.first.process)) earlier.processes.push(section.first.process);
      continue;
    }
    const traceback = toTraceback(section, groupIds);
    byKey.set(key, traceback);
    tracebacks.push(traceback);
  }
  return { tracebacks, errorLines: findErrorLines(lines, consumed, tracebacks, isKnownMessage) };
}

// src/core/extract/extract.ts
var TITLE_LINE = 0;
function append(target, items) {
  for (const item of items) target.push(item);
}
function threadTexts(input) {
  const body = { text: input.body, source: { kind: "body", id: 0, author: input.author ?? null, role: "reporter" }, title: false };
  const comments = (input.comments ?? []).map((comment) => ({
    text: comment.body,
    source: { kind: "comment", id: comment.id, author: comment.author, role: roleOf(comment, input) },
    title: false
  }));
  if (input.title === void 0 || input.title.trim() === "") return [body, ...comments];
  const title = { text: input.title.replace(/[\r\n]+/g, " "), source: { ...body.source }, title: true };
  return [title, body, ...comments];
}
function extractThread(input, options = {}) {
  const extraction = { blocks: [], lines: [], tracebacks: [], errorLines: [], notes: [] };
  for (const { title, text: text3, source } of threadTexts(input)) {
    const extracted = extractBlocks(text3, source);
    const blocks = title ? extracted.blocks.map((block) => ({ ...block, startLine: TITLE_LINE })) : extracted.blocks;
    const logLines = toLogLines(blocks, extraction.blocks.length);
    const lines = title ? logLines.map((line) => ({ ...line, line: TITLE_LINE })) : logLines;
    const { tracebacks, errorLines } = parseTracebacks(lines, options.isKnownMessage);
    append(extraction.blocks, blocks);
    append(extraction.lines, lines);
    if (!title) append(extraction.tracebacks, tracebacks);
    append(extraction.errorLines, errorLines);
    if (!title) append(extraction.notes, extracted.notes);
  }
  return extraction;
}

// src/core/match/catalog-match.ts
var compiledCatalogs = /* @__PURE__ */ new WeakMap();
function compiledCatalogFor(catalog) {
  let compiled = compiledCatalogs.get(catalog);
  if (compiled === void 0) {
    compiled = compileCatalogForMatching(catalog);
    compiledCatalogs.set(catalog, compiled);
  }
  return compiled;
}
function compileCatalogForMatching(catalog) {
  const curated = [];
  const frames = [];
  catalog.entries.forEach((entry) => {
    for (const signature of entry.signatures) {
      const order = curated.length + frames.length;
      if (signature.template === void 0) {
        frames.push({ entry, exception: signature.exception ?? null, frame: signature.frame ?? null, order });
        continue;
      }
      const printf = looksLikePrintf(signature.template);
      curated.push({
        template: compileTemplate(signature.template, { printf, fstring: !printf }),
        exception: signature.exception ?? null,
        frame: signature.frame ?? null,
        // A message two connectors log alike (`Handshake with %s failed`: NIXL's and MoRIIO's) names the file whose `[file.py:N]` prefix it needs.
        logOnly: signature.log_file !== void 0,
        logFile: signature.log_file ?? null,
        entry,
        row: null,
        order
      });
    }
  });
  const index2 = [];
  const indexConnectorByPath = /* @__PURE__ */ new Map();
  catalog.index.forEach((row, order) => {
    const candidate = indexCandidate(row, order);
    if (candidate !== null) index2.push(candidate);
    if (!indexConnectorByPath.has(row.path)) indexConnectorByPath.set(row.path, row.connector);
  });
  return { curated: bucketByFirstWord(curated), index: bucketByFirstWord(index2), frames, indexConnectorByPath };
}
function indexCandidate(row, order) {
  if (row.message.trim() === "") return null;
  const printf = row.kind === "log" && row.args.trim() !== "" && !row.args.startsWith("[");
  const template = compileTemplate(row.message, {
    printf,
    fstring: !printf,
    argNames: printf ? logArgumentNames(row.args) : []
  });
  if (template.literalLength < MIN_TEMPLATE_LITERAL_LENGTH) return null;
  return {
    template,
    exception: row.kind === "raise" ? row.class : null,
    frame: null,
    logOnly: row.kind === "log",
    logFile: row.kind === "log" ? basename(row.path) : null,
    entry: null,
    row,
    order
  };
}
function logArgumentNames(args) {
  const names = [];
  for (let start = 0; start <= args.length; ) {
    const comma = topLevelIndex(args, start, (char) => char === ",");
    const argument = args.slice(start, comma < 0 ? args.length : comma).trim();
    if (argument !== "" && !isKeywordArgument(argument)) names.push(captureName(argument));
    if (comma < 0) break;
    start = comma + 1;
  }
  return names;
}
function isKeywordArgument(argument) {
  const equals = argument.indexOf("=");
  if (equals <= 0 || argument[equals + 1] === "=") return false;
  const name = argument.slice(0, equals).trim();
  return name !== "" && [...name].every((char) => char === "_" || /[A-Za-z0-9]/.test(char));
}
function bucketByFirstWord(candidates) {
  const byWord = /* @__PURE__ */ new Map();
  const anyWord = [];
  for (const candidate of candidates) {
    const word = candidate.template.firstWord;
    if (word === null) {
      anyWord.push(candidate);
      continue;
    }
    const bucket = byWord.get(word);
    if (bucket === void 0) byWord.set(word, [candidate]);
    else bucket.push(candidate);
  }
  return { byWord, anyWord };
}
function basename(path) {
  const normalised = path.replaceAll("\\", "/");
  return normalised.slice(normalised.lastIndexOf("/") + 1);
}

// src/core/match/messages/message.ts
function prepareMessage(message, joinLines = false) {
  const trimmed2 = message.trim();
  if (isCollapsed(trimmed2)) {
    return { text: trimmed2, breaksBefore: null, hasBreak: false, joined: joinLines, unwrapped: null, original: message };
  }
  const pieces = [];
  const breakAt = [];
  let length = 0;
  let index2 = 0;
  while (index2 < trimmed2.length) {
    const start = index2;
    while (index2 < trimmed2.length && !isWhitespaceCode(trimmed2.charCodeAt(index2))) index2 += 1;
    pieces.push(trimmed2.slice(start, index2));
    length += index2 - start;
    if (index2 >= trimmed2.length) break;
    let sawBreak = false;
    while (index2 < trimmed2.length && isWhitespaceCode(trimmed2.charCodeAt(index2))) {
      const code = trimmed2.charCodeAt(index2);
      if (code === 10 || code === 13) sawBreak = true;
      index2 += 1;
    }
    if (sawBreak) breakAt.push(length);
    if (sawBreak && joinLines) continue;
    pieces.push(" ");
    length += 1;
  }
  const text3 = pieces.join("");
  if (breakAt.length === 0) {
    return { text: text3, breaksBefore: null, hasBreak: false, joined: joinLines, unwrapped: null, original: message };
  }
  const breaksBefore = new Uint32Array(text3.length + 1);
  let count = 0;
  for (let position2 = 0; position2 <= text3.length; position2 += 1) {
    while (count < breakAt.length && (breakAt[count] ?? 0) < position2) count += 1;
    breaksBefore[position2] = count;
  }
  return { text: text3, breaksBefore, hasBreak: true, joined: joinLines, unwrapped: null, original: message };
}
function isCollapsed(text3) {
  let previousSpace = false;
  for (let index2 = 0; index2 < text3.length; index2 += 1) {
    const code = text3.charCodeAt(index2);
    if (code === 32) {
      if (previousSpace) return false;
      previousSpace = true;
    } else if (isWhitespaceCode(code)) {
      return false;
    } else {
      previousSpace = false;
    }
  }
  return true;
}
function isWhitespaceCode(code) {
  return code === 32 || code >= 9 && code <= 13;
}
function matchTemplate(template, message) {
  const prepared = typeof message === "string" ? prepareMessage(message) : message;
  const captures = matchPrepared(template, prepared);
  if (captures !== null || !prepared.hasBreak || template.names.length === 0) return captures;
  prepared.unwrapped ??= prepareMessage(prepared.original, true);
  return matchPrepared(template, prepared.unwrapped);
}
function matchPrepared(template, flat) {
  const { literals, names } = template;
  const { text: text3 } = flat;
  const first = literals[0] ?? "";
  if (names.length === 0) return text3 === first ? {} : null;
  if (!text3.startsWith(first)) return null;
  const lastLiteral = literals[literals.length - 1] ?? "";
  const tailStart = text3.length - lastLiteral.length;
  if (!text3.endsWith(lastLiteral)) return null;
  const starts = [];
  let position2 = first.length;
  for (let piece = 1; piece < literals.length - 1; piece += 1) {
    const literal = literals[piece] ?? "";
    if (literal === "") {
      starts.push(position2);
      continue;
    }
    const found = text3.indexOf(literal, position2 + 1);
    if (found < 0 || found + literal.length > tailStart) return null;
    starts.push(found);
    position2 = found + literal.length;
  }
  starts.push(tailStart);
  return collectCaptures(template, flat, starts);
}
function collectCaptures(template, flat, starts) {
  const captures = {};
  let from = (template.literals[0] ?? "").length;
  for (let slot = 0; slot < template.names.length; slot += 1) {
    const to = starts[slot] ?? from;
    const nextLiteral = template.literals[slot + 1] ?? "";
    if (nextLiteral === "" && slot < template.names.length - 1) {
      captures[template.names[slot] ?? ""] = "";
      continue;
    }
    if (to <= from) return null;
    const value = flat.text.slice(from, to);
    const firstInside = flat.joined ? from + 1 : from;
    const breaks = flat.breaksBefore;
    const spansBreak = breaks !== null && (breaks[to] ?? 0) - (breaks[firstInside] ?? 0) > 0;
    if (spansBreak && (!flat.joined || value.includes(" "))) return null;
    captures[template.names[slot] ?? ""] = value;
    from = to + nextLiteral.length;
  }
  fillAdjacentPlaceholders(template, captures);
  return captures;
}
function fillAdjacentPlaceholders(template, captures) {
  for (let slot = template.names.length - 2; slot >= 0; slot -= 1) {
    const name = template.names[slot] ?? "";
    const nextName = template.names[slot + 1] ?? "";
    if ((template.literals[slot + 1] ?? "") === "" && captures[name] === "") {
      captures[name] = captures[nextName] ?? "";
      captures[nextName] = "";
    }
  }
}

// src/core/match/messages/quoting.ts
var MAX_QUOTED_MESSAGE = 4e3;
var QUOTE_PAIRS = [
  ['"', '"'],
  ["'", "'"],
  ["\u201C", "\u201D"],
  ["\u2018", "\u2019"],
  ["\u300C", "\u300D"],
  ["\u300E", "\u300F"]
];
function withoutMarkup(message, keepBackticks = false) {
  let text3 = (keepBackticks ? message : message.replaceAll("`", "")).replaceAll("**", "").trim();
  if (text3.length > 4 && text3.startsWith("__") && text3.endsWith("__")) text3 = text3.slice(2, -2).trim();
  text3 = stripTableCell(text3);
  for (let round2 = 0; round2 < 2; round2 += 1) {
    const unquoted = stripEnclosingQuotes(text3);
    if (unquoted === text3) break;
    text3 = unquoted;
  }
  return stripUnpairedClosingQuote(text3);
}
function stripUnpairedClosingQuote(text3) {
  for (const quote of ['"', "'", "\u201D"]) {
    if (text3.length > 1 && text3.endsWith(quote) && countOf(text3, quote) % 2 === 1) return text3.slice(0, -1).trimEnd();
  }
  return text3;
}
function countOf(text3, char) {
  let count = 0;
  for (let index2 = text3.indexOf(char); index2 >= 0; index2 = text3.indexOf(char, index2 + 1)) count += 1;
  return count;
}
function stripTableCell(text3) {
  let start = 0;
  let end = text3.length;
  if (text3.startsWith("|")) start = 1;
  if (end > start && text3.endsWith("|") && text3[end - 2] !== "\\") end -= 1;
  return start === 0 && end === text3.length ? text3 : text3.slice(start, end).trim();
}
function stripEnclosingQuotes(text3) {
  for (const [open, close] of QUOTE_PAIRS) {
    if (text3.length > 2 && text3.startsWith(open) && text3.endsWith(close)) {
      const inner = text3.slice(open.length, text3.length - close.length);
      if (!inner.includes(close)) return inner.trim();
    }
  }
  return text3;
}
function quotedVariants(message) {
  if (message.length > MAX_QUOTED_MESSAGE) return [];
  const base = withoutMarkup(message);
  const withTicks = withoutMarkup(message, true);
  const variants = [base, withTicks, withoutTrailingRemark(base), withoutTrailingRemark(withTicks), beforeOtherScript(base), beforeOtherScript(withTicks)];
  return [...new Set(variants.filter((variant) => variant !== "" && variant !== message.trim()))];
}
function withoutTrailingRemark(text3) {
  if (!text3.endsWith(")")) return text3;
  const open = text3.lastIndexOf(" (");
  if (open <= 0) return text3;
  const inner = text3.slice(open + 2, -1);
  if (!inner.includes(" ") || inner.includes("=")) return text3;
  return text3.slice(0, open).trimEnd();
}
function beforeOtherScript(text3) {
  if (text3 === "" || isWideCode(text3.charCodeAt(0))) return text3;
  for (let index2 = 0; index2 < text3.length; index2 += 1) {
    if (isWideCode(text3.charCodeAt(index2))) return trimTrailingPunctuation(text3.slice(0, index2));
  }
  return text3;
}
function trimTrailingPunctuation(text3) {
  let end = text3.length;
  while (end > 0 && " 	,;:".includes(text3[end - 1] ?? "")) end -= 1;
  return text3.slice(0, end);
}
function isWideCode(code) {
  return code >= 12288 && code <= 40959 || code >= 44032 && code <= 55215 || code >= 65280 && code <= 65519;
}
var MODULE_ALIASES = [
  ["nixl_cu12.", "nixl."],
  ["nixl_cu13.", "nixl."],
  ["nixl_rocm.", "nixl."],
  ["rixl.", "nixl."]
];
function canonicalExceptionType(printedType) {
  for (const [alias, canonical] of MODULE_ALIASES) {
    if (printedType.startsWith(alias)) return canonical + printedType.slice(alias.length);
  }
  return printedType;
}

// src/core/match/known-message.ts
var MAX_KNOWN_MESSAGE = 2e3;
var plain = (candidate) => candidate.entry !== null && candidate.exception === null && candidate.frame === null;
function knownMessageTest(catalog) {
  let test = tests.get(catalog);
  if (test === void 0) {
    test = buildKnownMessageTest(catalog);
    tests.set(catalog, test);
  }
  return test;
}
var tests = /* @__PURE__ */ new WeakMap();
function buildKnownMessageTest(catalog) {
  const { curated } = compiledCatalogFor(catalog);
  const byWord = /* @__PURE__ */ new Map();
  for (const [word, candidates] of curated.byWord) {
    const kept = candidates.filter(plain);
    if (kept.length > 0) byWord.set(word, kept);
  }
  const anyWord = curated.anyWord.filter(plain);
  return (message) => {
    if (message.length > MAX_KNOWN_MESSAGE) return false;
    const prepared = prepareMessage(message);
    if (prepared.text === "") return false;
    const known = (text3) => {
      const matches = (candidate) => matchTemplate(candidate.template, text3) !== null;
      return (byWord.get(firstWordOf(text3.text)) ?? []).some(matches) || anyWord.some(matches);
    };
    return known(prepared) || quotedVariants(message).some((variant) => known(prepareMessage(variant)));
  };
}

// src/core/match/evidence.ts
var MAX_EVIDENCE_TEXT2 = 500;
var HEADER_LINES = 20;
function exceptionLoggedAbove(traceback, errorLines) {
  let found = null;
  for (const line of errorLines) {
    if (line.exception === null || line.line === 0 || line.line > traceback.line || traceback.line - line.line > HEADER_LINES) continue;
    if (!sameText(line.source, traceback.source)) continue;
    found = line.exception;
  }
  return found;
}
function evidenceItemOf(match, extraction) {
  const { kind, index: index2 } = match.evidence;
  return kind === "traceback" ? extraction.tracebacks[index2] : extraction.errorLines[index2];
}
function collectEvidence(input) {
  const evidence = [];
  input.tracebacks.forEach((traceback, index2) => {
    const exception = traceback.exception;
    if (exception === null && traceback.frames.length === 0) return;
    evidence.push({
      kind: "traceback",
      index: index2,
      line: traceback.line,
      text: exception === null ? frameText(traceback.frames) : exceptionText(exception.type, exception.message),
      source: traceback.source,
      exceptionType: exception?.type ?? null,
      messages: exception === null ? [] : [{ prepared: prepareMessage(exception.message), isException: true }],
      logFile: null,
      frames: traceback.frames,
      level: null,
      ...exception === null ? headerOf(traceback, input.errorLines) : {}
    });
  });
  input.errorLines.forEach((errorLine, index2) => {
    const exception = errorLine.exception;
    const sameText2 = exception !== null && exception.message === errorLine.message;
    evidence.push({
      kind: "error-line",
      index: index2,
      line: errorLine.line,
      text: clip(errorLine.message === "" && exception !== null ? exceptionText(exception.type, exception.message) : errorLine.message),
      source: errorLine.source,
      exceptionType: exception?.type ?? null,
      messages: [
        ...exception === null ? [] : [{ prepared: prepareMessage(exception.message), isException: true }],
        ...sameText2 || errorLine.message === "" ? [] : [{ prepared: prepareMessage(errorLine.message), isException: false }]
      ],
      logFile: errorLine.logFile === null ? null : basename(errorLine.logFile),
      frames: [],
      level: errorLine.level
    });
  });
  const sourceOrder = /* @__PURE__ */ new Map();
  for (const item of evidence) {
    const key = sourceKey(item.source);
    if (!sourceOrder.has(key)) sourceOrder.set(key, item.source.kind === "body" ? -1 : sourceOrder.size);
  }
  return evidence.map((item, position2) => ({ item, position: position2 })).sort(
    (a, b) => (sourceOrder.get(sourceKey(a.item.source)) ?? 0) - (sourceOrder.get(sourceKey(b.item.source)) ?? 0) || a.item.line - b.item.line || a.position - b.position
  ).map(({ item }) => item);
}
function headerOf(traceback, errorLines) {
  const logged = exceptionLoggedAbove(traceback, errorLines);
  return logged === null ? {} : { headerExceptionType: logged.type };
}
function sourceKey(source) {
  return `${source.kind}:${source.id}`;
}
function exceptionText(type, message) {
  return clip(message === "" ? type : `${type}: ${message}`);
}
function frameText(frames) {
  const innermost = frames[frames.length - 1];
  if (innermost === void 0) return "";
  return clip(`File "${innermost.file}", line ${innermost.line ?? "?"}, in ${innermost.function ?? "?"}`);
}
function clip(text3) {
  return cutText(text3, MAX_EVIDENCE_TEXT2);
}
function firstLinesOf(evidence) {
  evidence.firstLines ??= evidence.messages.filter(({ prepared }) => prepared.hasBreak).map(({ prepared, isException }) => ({ prepared: prepareMessage(firstLine(prepared.original)), isException })).filter(({ prepared }) => prepared.text !== "");
  return evidence.firstLines;
}
function firstLine(text3) {
  const trimmed2 = text3.trimStart();
  const end = trimmed2.indexOf("\n");
  return end < 0 ? trimmed2 : trimmed2.slice(0, end);
}
function quotedMessagesOf(evidence, which) {
  const cached = which === "whole" ? evidence.quoted : evidence.quotedFirstLines;
  if (cached !== void 0) return cached;
  const written = which === "whole" ? evidence.messages : firstLinesOf(evidence);
  const variants = written.filter(({ prepared }) => prepared.text.length <= MAX_QUOTED_MESSAGE).flatMap(({ prepared, isException }) => quotedVariants(prepared.original).map((variant) => ({ prepared: prepareMessage(variant), isException })));
  const all2 = [...written, ...variants];
  if (which === "whole") evidence.quoted = all2;
  else evidence.quotedFirstLines = all2;
  return all2;
}

// src/core/match/index-names.ts
var KV_TRANSFER_DIR = "vllm/distributed/kv_transfer/";
var SHARED_INDEX_KEYS = {
  "kv_connector(factory)": "KVConnectorFactory",
  "v1(base)": "KVConnectorBase_V1"
};
function connectorNameForIndex(column) {
  const key = column.trim().replaceAll("-", "_");
  const shared = SHARED_INDEX_KEYS[key];
  if (shared !== void 0) return shared;
  return connectorIdentity(key)?.name ?? column;
}
function connectorNameForPath(path) {
  const normalised = path.replaceAll("\\", "/");
  if (isEncoderCachePath(normalised)) return null;
  for (const [fragment, name] of PATH_RULES) {
    if (normalised.includes(fragment)) return name;
  }
  if (normalised.includes(`${KV_TRANSFER_DIR}kv_connector/factory.py`)) return "KVConnectorFactory";
  return null;
}

// src/core/match/match-records.ts
var CONNECTOR_FRAME_DEPTH = 3;
function connectorFileMatch(evidence, commit, indexConnectorByPath) {
  if (evidence.kind !== "traceback") return null;
  const innermost = evidence.frames.slice(-CONNECTOR_FRAME_DEPTH).reverse();
  for (const frame of innermost) {
    const path = vllmPathOf(frame.file);
    if (path === null) continue;
    const indexKey = indexConnectorByPath.get(path);
    const connector = connectorNameForPath(frame.file) ?? (indexKey !== void 0 ? connectorNameForIndex(indexKey) : path.startsWith(KV_TRANSFER_DIR) ? "kv_transfer" : null);
    if (connector === null) continue;
    const shortPath = path.startsWith(KV_TRANSFER_DIR) ? path.slice(KV_TRANSFER_DIR.length) : path;
    const functionName = frame.function ?? "";
    const match = {
      id: functionName === "" ? `connector-file/${shortPath}` : `connector-file/${shortPath}:${functionName}`,
      connector,
      confidence: "connector-file",
      curated: false,
      title: `Error in ${connector} code (${basename(path)}${functionName === "" ? "" : `, ${functionName}`})`,
      template: null,
      captures: {},
      // The line is the reporter's, not necessarily the same at `commit`: link the file only.
      source: { path, function: functionName, line: frame.line ?? 0, commit, url: vllmSourceUrl(commit, path, null) },
      evidence: { kind: "traceback", index: 0, line: 0, text: "" }
    };
    return { match, rank: 3, evidence };
  }
  return null;
}
function curatedMatch(entry, template, captures, confidence) {
  const { path, function: functionName, line, commit } = entry.source;
  return {
    id: entry.id,
    connector: entry.connector,
    confidence,
    curated: true,
    title: entry.title,
    template,
    captures,
    source: {
      path,
      function: functionName,
      line,
      commit,
      url: vllmSourceUrl(entry.source.ref ?? commit, path, line > 0 ? line : null),
      ...entry.source.ref === void 0 ? {} : { ref: entry.source.ref }
    },
    evidence: { kind: "traceback", index: 0, line: 0, text: "" }
  };
}
function indexMatch(row, captures, commit) {
  const shortPath = row.path.startsWith(KV_TRANSFER_DIR) ? row.path.slice(KV_TRANSFER_DIR.length) : row.path;
  const what = row.kind === "raise" ? `${row.class} raised` : `${row.class.toUpperCase()} logged`;
  return {
    id: `index/${shortPath}:${row.function}:${row.line}`,
    connector: connectorNameForIndex(row.connector),
    confidence: "exact",
    curated: false,
    title: `${what} in ${row.function} (${basename(row.path)}:${row.line})`,
    template: row.message,
    captures,
    source: { path: row.path, function: row.function, line: row.line, commit, url: vllmSourceUrl(commit, row.path, row.line) },
    evidence: { kind: "traceback", index: 0, line: 0, text: "" }
  };
}

// src/core/match/messages/loose-match.ts
var MIN_CUT_LITERAL = 24;
var MIN_CUT_SHARE = 0.5;
var MIN_CUT_DISTINCTIVE = 40;
var MAX_CUT_LITERAL = 400;
var MIN_CUT_ANCHOR = 8;
var MAX_CUT_CAPTURE = 256;
var withoutPeriod = /* @__PURE__ */ new WeakMap();
function matchLoosely(template, message) {
  const periodless = periodlessOf(template);
  if (periodless !== null) {
    const captures = matchTemplate(periodless, message);
    if (captures !== null) return captures;
  }
  return matchCut(template, message.text);
}
function periodlessOf(template) {
  let derived = withoutPeriod.get(template);
  if (derived === void 0) {
    const last = template.literals[template.literals.length - 1] ?? "";
    derived = last.endsWith(".") && last.length > 1 ? { ...template, literals: [...template.literals.slice(0, -1), last.slice(0, -1)], literalLength: template.literalLength - 1 } : null;
    withoutPeriod.set(template, derived);
  }
  return derived;
}
function matchCut(template, text3) {
  const { literals, names } = template;
  const first = literals[0] ?? "";
  if (text3.length < first.length) return isLiteralCut(template, text3, first, 0, text3.length) ? {} : null;
  if (!text3.startsWith(first)) return null;
  const captures = {};
  let position2 = first.length;
  let shown = first.length;
  for (let slot = 0; slot < names.length; slot += 1) {
    const literal = literals[slot + 1] ?? "";
    const found = literal === "" ? position2 : text3.indexOf(literal, position2 + 1);
    if (found >= 0 && slot === names.length - 1) return null;
    if (found >= 0) {
      if (found - position2 > MAX_CUT_CAPTURE) return null;
      captures[names[slot] ?? ""] = text3.slice(position2, found);
      shown += literal.length;
      position2 = found + literal.length;
      continue;
    }
    const cutAt = cutStart(text3, position2 + 1, literal);
    const valueEnd = cutAt < 0 ? text3.length : cutAt;
    if (valueEnd - position2 > MAX_CUT_CAPTURE) return null;
    if (text3.length - valueEnd < MIN_CUT_ANCHOR && text3.slice(position2, valueEnd).includes(" ")) return null;
    if (cutAt >= 0) shown += text3.length - cutAt;
    return cutIsEnough(template, shown) ? captures : null;
  }
  return null;
}
function isLiteralCut(template, text3, literal, from, to) {
  return literal.startsWith(text3.slice(from, to)) && cutIsEnough(template, to - from);
}
function cutStart(text3, from, literal) {
  if (literal === "") return -1;
  const earliest = Math.max(from, text3.length - Math.min(literal.length - 1, MAX_CUT_LITERAL));
  for (let start = earliest; start < text3.length; start += 1) {
    if (text3.charCodeAt(start) === literal.charCodeAt(0) && literal.startsWith(text3.slice(start))) return start;
  }
  return -1;
}
function cutIsEnough(template, shown) {
  const enough = shown >= template.literalLength * MIN_CUT_SHARE || shown >= MIN_CUT_DISTINCTIVE;
  return shown >= MIN_CUT_LITERAL && enough && shown < template.literalLength;
}

// src/core/match/candidates.ts
function bestTemplateMatch(buckets, evidence, commit, loose = false) {
  const whole = loose ? quotedMessagesOf(evidence, "whole") : evidence.messages;
  const firstLines = loose ? quotedMessagesOf(evidence, "first-lines") : firstLinesOf(evidence);
  let best = bestCandidate(buckets, evidence, whole) ?? bestCandidate(buckets, evidence, firstLines);
  if (loose && (best === null || (best.candidate.template.literals.at(-1) ?? "") === "")) {
    const looser = bestCandidate(buckets, evidence, [...whole, ...firstLines], true);
    if (looser !== null && (best === null || isMoreSpecific(looser.candidate, best.candidate))) best = looser;
  }
  if (best === null) return null;
  const { candidate, captures } = best;
  if (candidate.entry !== null) {
    return { match: curatedMatch(candidate.entry, candidate.template.source, captures, "exact"), rank: candidate.entry.umbrella === true ? 1.5 : 0, evidence };
  }
  if (candidate.row === null) return null;
  return { match: indexMatch(candidate.row, captures, commit), rank: 2, evidence };
}
function bestCandidate(buckets, evidence, messages, loose = false) {
  let best = null;
  for (const { prepared, isException } of messages) {
    for (const candidate of candidatesFor(buckets, prepared)) {
      if (best !== null && !isMoreSpecific(candidate, best.candidate)) continue;
      if (!candidateApplies(candidate, evidence, isException)) continue;
      const captures = matchTemplate(candidate.template, prepared) ?? (loose ? matchLoosely(candidate.template, prepared) : null);
      if (captures !== null) best = { candidate, captures };
    }
  }
  return best;
}
function isMoreSpecific(candidate, than) {
  return candidate.template.literalLength > than.template.literalLength || candidate.template.literalLength === than.template.literalLength && candidate.order < than.order;
}
function candidatesFor(buckets, message) {
  const sameWord = buckets.byWord.get(firstWordOf(message.text)) ?? [];
  return sameWord.length === 0 ? buckets.anyWord : [...sameWord, ...buckets.anyWord];
}
var CANDIDATE_RULES = [
  // A log-only template: a log line, from its log file when both name one.
  (candidate, evidence) => !candidate.logOnly || evidence.kind === "error-line" && (candidate.logFile === null || evidence.logFile === null || candidate.logFile === evidence.logFile),
  // An exception class: the message is an exception's, and of that class.
  (candidate, evidence, isException) => candidate.exception === null || isException && evidence.exceptionType !== null && exceptionMatches(candidate.exception, evidence.exceptionType),
  // An uncurated raise row: frames that may hold its raise site, and words distinctive enough when no frame shows.
  (candidate, evidence) => candidate.row === null || candidate.row.kind !== "raise" || framesMayHoldRaiseSite(candidate.row.path, evidence.frames) && distinctiveWithoutFrames(candidate, evidence),
  // A raising frame: the innermost frame is it.
  (candidate, evidence) => candidate.frame === null || innermostFrameMatches(candidate.frame, evidence.frames)
];
var candidateApplies = (candidate, evidence, isException) => CANDIDATE_RULES.every((rule) => rule(candidate, evidence, isException));
var MIN_FRAMELESS_INDEX_LITERAL = 24;
var CONNECTOR_WORDS = ["mooncake", "nixl", "lmcache", "moriio", "hf3fs", "flexkv", "kv_transfer", "kv_connector", "connector"];
function distinctiveWithoutFrames(candidate, evidence) {
  if (evidence.frames.length > 0 || candidate.row === null) return true;
  if (candidate.template.literalLength >= MIN_FRAMELESS_INDEX_LITERAL) return true;
  const words = candidate.template.literals.join(" ").toLowerCase();
  if (CONNECTOR_WORDS.some((word) => words.includes(word))) return true;
  return evidence.logFile !== null && evidence.logFile === basename(candidate.row.path);
}
function framesMayHoldRaiseSite(rowPath, frames) {
  if (frames.length === 0) return true;
  return frames.some((frame) => {
    if (frame.file.replaceAll("\\", "/").endsWith(rowPath)) return true;
    if (connectorNameForPath(frame.file) !== null) return true;
    return vllmPathOf(frame.file)?.startsWith(KV_TRANSFER_DIR) ?? false;
  });
}
function bestFrameMatch(frames, evidence) {
  const type = evidence.exceptionType ?? evidence.headerExceptionType ?? null;
  if (type === null) return null;
  for (const candidate of frames) {
    if (evidence.exceptionType === null && candidate.frame?.code === void 0) continue;
    if (candidate.exception !== null && !exceptionMatches(candidate.exception, type)) continue;
    if (candidate.frame !== null && !innermostFrameMatches(candidate.frame, evidence.frames)) continue;
    return { match: curatedMatch(candidate.entry, null, {}, "frame"), rank: 1, evidence };
  }
  return null;
}
function exceptionMatches(signatureType, printedType) {
  const printed = canonicalExceptionType(printedType);
  const lastPart = printed.slice(printed.lastIndexOf(".") + 1);
  if (signatureType.includes(".")) return printed === signatureType || !printed.includes(".") && signatureType.endsWith(`.${printed}`);
  return lastPart === signatureType;
}
function innermostFrameMatches(frame, frames) {
  const innermost = frames[frames.length - 1];
  if (innermost === void 0) return false;
  if (!innermost.file.replaceAll("\\", "/").endsWith(frame.path_suffix)) return false;
  if (frame.function !== void 0) {
    const name = innermost.function ?? "";
    if (name !== frame.function && !name.endsWith(`.${frame.function}`)) return false;
  }
  return frame.code === void 0 || (innermost.code ?? "").trim() === frame.code.trim();
}

// src/core/match/context-matches.ts
function splitContextMatches(found, extraction) {
  const contextLines = new Set(extraction.lines.filter((line) => line.context !== void 0).map((line) => `${line.source.id}:${line.line}`));
  if (contextLines.size === 0) return { matches: found, inContext: [] };
  const withDiff = new Set(extraction.lines.filter((line) => line.context === "diff").map((line) => line.source.id));
  for (const line of extraction.lines) {
    if (withDiff.has(line.source.id) && line.blockKind !== "code") contextLines.add(`${line.source.id}:${line.line}`);
  }
  const where = (match) => {
    const item = evidenceItemOf(match, extraction);
    return item === void 0 ? null : `${item.source.id}:${match.evidence.line}`;
  };
  const inContext = found.filter((match) => {
    const key = where(match);
    return key !== null && contextLines.has(key);
  });
  const title = extraction.blocks.filter((block) => block.startLine === 0).map((block) => block.text).join(" ");
  const ownText = extraction.lines.filter((line) => !contextLines.has(`${line.source.id}:${line.line}`)).map((line) => line.text);
  const alsoOwn = (match) => {
    const message = evidenceItemOf(match, extraction)?.exception?.message ?? "";
    const head = message.split("\n")[0]?.trim().slice(0, 60) ?? "";
    return head.length >= 8 && (title.includes(head) || ownText.some((text3) => text3.includes(head)));
  };
  const checked = new Set(inContext.slice(0, 20));
  const own3 = new Set(found.filter((match) => !inContext.includes(match) || checked.has(match) && alsoOwn(match)).map((match) => match.id));
  return { matches: found.filter((match) => !inContext.includes(match) || own3.has(match.id)), inContext: inContext.filter((match) => !own3.has(match.id)) };
}

// src/core/match/match.ts
var MATCHERS = [
  (compiled, evidence, commit) => bestTemplateMatch(compiled.curated, evidence, commit, true),
  (compiled, evidence) => bestFrameMatch(compiled.frames, evidence),
  (compiled, evidence, commit) => bestTemplateMatch(compiled.index, evidence, commit),
  (compiled, evidence, commit) => connectorFileMatch(evidence, commit, compiled.indexConnectorByPath)
];
function matchKnownErrors(input, catalog) {
  const compiled = compiledCatalogFor(catalog);
  const found = [];
  for (const evidence of collectEvidence(input)) {
    for (const matcher of MATCHERS) {
      const match = matcher(compiled, evidence, catalog.commit);
      if (match === null) continue;
      found.push(match);
      break;
    }
  }
  return deduplicate(found.map(withEvidence));
}
var BELOW_ERROR = /* @__PURE__ */ new Set(["WARNING", "WARN", "INFO", "DEBUG"]);
function withEvidence(found) {
  const { evidence } = found;
  const below = evidence.level !== null && BELOW_ERROR.has(evidence.level) ? { level: evidence.level } : {};
  const match = { ...found.match, evidence: { kind: evidence.kind, index: evidence.index, line: evidence.line, text: evidence.text, ...below } };
  return { ...found, match };
}
function deduplicate(found) {
  const seen = /* @__PURE__ */ new Map();
  const kept = [];
  for (const item of found) {
    const key = `${item.match.id}\0${captureKey(item.match.captures)}`;
    const at = seen.get(key);
    if (at === void 0) {
      seen.set(key, kept.length);
      kept.push(item);
      continue;
    }
    const first = kept[at];
    if (first.evidence.line === 0 && first.evidence.kind === "error-line" && item.evidence.kind === "traceback" && item.rank === first.rank) kept[at] = item;
  }
  return kept.map((item, position2) => ({ item, position: position2 })).sort((a, b) => a.item.rank - b.item.rank || a.position - b.position).map(({ item }) => item.match);
}
function captureKey(captures) {
  return Object.keys(captures).sort().map((name) => `${name}=${captures[name] ?? ""}`).join("");
}
function matchThread(extraction, catalog) {
  const { matches, inContext } = splitContextMatches(matchKnownErrors(extraction, catalog), extraction);
  return { matches: foldReproductions(matches), inContext };
}

// src/core/catalog/entries-by-id.ts
var byCatalog = /* @__PURE__ */ new WeakMap();
function entriesById(catalog) {
  let entries = byCatalog.get(catalog);
  if (entries === void 0) {
    entries = new Map(catalog.entries.map((entry) => [entry.id, entry]));
    byCatalog.set(catalog, entries);
  }
  return entries;
}

// src/core/plan/short-asks.ts
var OWNER_PACKAGES = {
  lmcache: "lmcache",
  "lmcache-mp": "lmcache",
  // LMCache-Ascend's own distribution (its pyproject.toml names it `lmcache-ascend`), not the LMCache package.
  "lmcache-ascend": "lmcache-ascend",
  nixl: "nixl",
  mooncake: "mooncake-transfer-engine",
  "vllm-ascend": "vllm-ascend",
  "vllm-omni": "vllm-omni",
  dynamo: "ai-dynamo"
};
function uncuratedAsks(owner, connectorShown, vllmInvolved2 = true, caller, checkout, fork) {
  const asks = fork !== void 0 ? forkNamesVersion(fork) ? [] : [forkVersionAsk(fork)] : vllmInvolved2 ? [VLLM_VERSION_ASK] : [];
  const packageName = OWNER_PACKAGES[owner];
  if (packageName !== void 0) {
    asks.push(
      checkout == null ? connectorVersionAsk(packageName) : {
        ...connectorVersionAsk(packageName),
        text: `The commit of your ${packageName} checkout (your traceback runs it from ${inlineCode(checkout, 120)}).`,
        how: "`git rev-parse HEAD` in that checkout."
      }
    );
  }
  const callerPackage = caller === void 0 ? void 0 : OWNER_PACKAGES[caller];
  if (callerPackage !== void 0 && callerPackage !== packageName)
    asks.push({
      ...connectorVersionAsk(callerPackage),
      id: "caller-version",
      // Such a caller often runs from a source checkout (Dynamo's `lib/bindings/python/src`): its commit is the answer then.
      text: `The ${callerPackage} version, or the commit of its source checkout.`,
      how: `\`pip show ${callerPackage}\`, or \`git rev-parse HEAD\` in the checkout.`
    });
  if (!connectorShown) asks.push(KV_TRANSFER_CONFIG_ASK);
  return asks;
}
function forkVersionAsk(fork) {
  return {
    id: "vllm-version",
    text: `The version or commit of the fork your traceback runs (${inlineCode(fork, 80)}).`,
    how: "`git rev-parse HEAD` in that tree, or the release you downloaded.",
    satisfied_by: [{ kind: "vllm-version" }]
  };
}
function connectorVersionAsk(packageName) {
  return {
    id: "connector-version",
    text: `The ${packageName} version.`,
    how: `\`pip show ${packageName}\`.`,
    satisfied_by: [{ kind: "package-version", package: packageName }]
  };
}
var CONNECTOR_PACKAGES = {
  mooncake: "mooncake-transfer-engine",
  "mooncake-store": "mooncake-transfer-engine",
  lmcache: "lmcache",
  nixl: "nixl"
};
function routedAsks(family) {
  const asks = [
    {
      id: "vllm-version",
      text: "The vLLM version.",
      how: "Run `vllm --version` or `python collect_env.py` and paste the output.",
      satisfied_by: [{ kind: "vllm-version" }]
    },
    {
      id: "kv-transfer-config",
      text: "Your `kv_transfer_config`.",
      how: "The `--kv-transfer-config` JSON (or the `kv_transfer_config` you pass in Python).",
      satisfied_by: [{ kind: "kv-transfer-config" }]
    },
    {
      id: "full-log",
      text: "The log as text, from start-up to the failure.",
      how: "Paste it in a fenced code block; a screenshot cannot be searched or read by the bot.",
      satisfied_by: [{ kind: "traceback" }]
    }
  ];
  const packageName = family === null ? void 0 : CONNECTOR_PACKAGES[family];
  if (packageName !== void 0) {
    asks.push(connectorVersionAsk(packageName));
  }
  return asks;
}

// src/core/plan/thread-decision.ts
function withMessageFix(decision, setting) {
  if (setting === null || decision.askNothing) return decision;
  return { ...decision, says: { kind: "message-fix", setting }, askNothing: true };
}
function decideFromThread(facts) {
  const done = {
    installed: facts.verified.map((item) => item.package),
    worksWithout: facts.worksWithout !== null,
    // "No such problem in 0.3.1.post1": the reporter found a version that works.
    versionWorks: facts.tried !== null && /\d\.\d/.test(facts.tried.text)
  };
  let says = null;
  if (facts.resolution !== null) says = { kind: "resolved", fact: facts.resolution };
  else if (facts.statedCause !== null) says = { kind: "stated-cause", fact: facts.statedCause };
  else if (facts.worksWithout !== null) says = { kind: "works-without", fact: facts.worksWithout };
  else if (facts.tried !== null) says = { kind: "tried", fact: facts.tried };
  else if (facts.verified[0] !== void 0) says = { kind: "verified", package: facts.verified[0].package, fact: facts.verified[0].fact };
  return { says, askNothing: facts.resolution !== null || facts.statedCause !== null, done };
}

// src/core/plan/message-fix.ts
var SET_VARIABLE = /\b(?:[Ss]et|[Ee]xport|[Uu]se)\s+`?([A-Z][A-Z0-9_]{2,60})\s?=\s?([A-Za-z0-9_.:/-]{1,60})`?/;
function fixNamedByMessage(message) {
  const found = SET_VARIABLE.exec(message.slice(0, 2e3));
  if (found === null) return null;
  let value = found[2];
  while (value.endsWith(".") || value.endsWith(":")) value = value.slice(0, -1);
  return value === "" ? null : `${found[1]}=${value}`;
}

// src/core/plan/owner-decision.ts
var OWNER_REPOSITORIES = {
  vllm: "vllm-project/vllm",
  lmcache: "LMCache/LMCache",
  "lmcache-mp": "LMCache/LMCache",
  "lmcache-ascend": "LMCache/LMCache-Ascend",
  nixl: "ai-dynamo/nixl",
  mooncake: "kvcache-ai/Mooncake",
  dynamo: "ai-dynamo/dynamo",
  "vllm-ascend": "vllm-project/vllm-ascend",
  "vllm-omni": "vllm-project/vllm-omni"
};
var LOOKALIKE_OWNERS = /* @__PURE__ */ new Set(["dynamo", "fork"]);
function raisedByLookalike(primary, extraction, repository, libraryRaises = false) {
  if (primary === void 0 || !primary.curated) return null;
  const item = evidenceItemOf(primary, extraction);
  const own3 = item !== void 0 && "frames" in item ? ownerOfTraceback(item) : null;
  let owner = own3 !== null && LOOKALIKE_OWNERS.has(own3.kind) ? own3 : null;
  for (const traceback of owner === null ? extraction.tracebacks.slice(0, 50) : []) {
    if (!isEvidence(traceback.source)) continue;
    const candidate = ownerOfTraceback(traceback);
    if (LOOKALIKE_OWNERS.has(candidate.kind) || traceback.frames.some((frame) => LOOKALIKE_OWNERS.has(ownerOfFrame(frame) ?? "other"))) {
      const frame = traceback.frames.find((each) => LOOKALIKE_OWNERS.has(ownerOfFrame(each) ?? "other")) ?? null;
      owner = { ...candidate, kind: frame === null ? candidate.kind : ownerOfFrame(frame), frame: frame ?? candidate.frame };
      break;
    }
  }
  if (owner === null) return null;
  const home = OWNER_REPOSITORIES[owner.kind] ?? null;
  return {
    kind: owner.kind,
    words: ownerWords(owner),
    reportTo: home !== null && home.toLowerCase() !== repository?.toLowerCase() ? home : null,
    calledFrom: libraryRaises || owner !== own3
  };
}

// src/core/plan/contradiction.ts
var CLOCK = /(\d\d:\d\d:\d\d)$/;
var clock = (timestamp) => timestamp === null ? null : CLOCK.exec(timestamp)?.[1] ?? null;
function findContradiction(entry, requestId, lifecycle, crash) {
  if (requestId === null || crash === null) return null;
  for (const item of entry.contradicted_by ?? []) {
    if (item.evidence !== "abort-before-error") continue;
    const abort = eventsOfRequest(lifecycle, requestId).find((event) => {
      if (event.kind !== "aborted") return false;
      if (event.timestamp !== null && crash.timestamp !== null) return event.timestamp <= crash.timestamp;
      return crash.source !== void 0 && event.source.id === crash.source.id && event.line < crash.line;
    });
    if (abort !== void 0) return { text: item.text, check: item.check, requestId, abortedAt: clock(abort.timestamp), errorAt: clock(crash.timestamp) };
  }
  return null;
}

// src/core/plan/speak-policy.ts
var CI_TITLE = /^\s*\[\s*CI(?:\s*Failure|\s*\/\s*Build)?\s*\]/i;
var CI_FORM_HEADING = /^#{1,6}\s*(?:Name of failing test|🧪 Describe the failing test)/m;
var PYTEST_NODE = /\.py::(?:test_|Test[A-Z_])\w/;
var PYTEST_SECTION = /^={3,} (?:short test summary info|FAILURES|ERRORS|test session starts) ={3,}\s*$|^_{3,} (?:ERROR at (?:setup|teardown) of|test_\w)/m;
var RUNNER_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z ?/gm;
var PYTEST_FAILURE = /^>\s{3,}\S[^\n]*\n(?:[^\n]*\n){0,3}E\s{3,}\w/m;
function otherProjectsTestRun(body, repository) {
  if (repository === void 0 || repository.toLowerCase().startsWith("vllm-project/")) return false;
  const head = body.slice(0, 2e4).replace(RUNNER_STAMP, "");
  return PYTEST_NODE.test(head) || PYTEST_FAILURE.test(head) || PYTEST_SECTION.test(head);
}
function titleOf(input) {
  if (input.title !== void 0 && input.title.trim() !== "") return input.title;
  const head = input.body.slice(0, 2e3).split("\n");
  return head.find((line) => line.startsWith("# "))?.slice(2) ?? "";
}
function withheldBecause(input) {
  if (input.pullRequest === true) return "pull-request";
  if (CI_TITLE.test(titleOf(input))) return "ci-report";
  if (CI_FORM_HEADING.test(input.body.slice(0, 2e4))) return "ci-report";
  if (otherProjectsTestRun(input.body, input.repository)) return "test-suite";
  return null;
}
function speakPolicy(input) {
  if (input.dismissed) return { speaks: true, silence: null };
  if (input.withheld !== null) return { speaks: false, silence: input.withheld };
  if (input.leftOut) return { speaks: false, silence: "draft-only" };
  if (input.hadComment || input.spoken.some((match) => match.curated) || input.short !== null) return { speaks: true, silence: null };
  return { speaks: false, silence: input.matched ? "no-final-exception" : "nothing-recognised" };
}

// src/core/plan/speech.ts
var SHORT_ASKS = 3;
function speechOf(input) {
  const { speaks, short } = input;
  const kind = !speaks ? null : input.dismissed ? "dismissed" : short?.kind === "routed" && !input.matched ? "routed" : short?.kind === "uncurated" && !input.curatedHeadline ? "short" : "full";
  const open = input.asks.filter((ask) => !ask.satisfied).length;
  const shown = kind === null || kind === "dismissed" || input.askNothing ? 0 : kind === "short" ? Math.min(open, SHORT_ASKS) : open;
  return {
    withheld: input.withheld,
    owner: input.owner,
    asksAnswered: input.asks.filter((ask) => ask.satisfied).length,
    kind,
    asksKept: shown,
    asksDropped: kind === null ? 0 : open - shown,
    silence: input.silence
  };
}

// src/core/plan/unspoken.ts
var EXCEPTION_NAME = /\b[A-Z][A-Za-z]*(?:Error|Exception)\b/;
var BELOW_ERROR2 = /* @__PURE__ */ new Set(["WARNING", "INFO", "DEBUG"]);
var belowError = (match) => match.evidence.level !== void 0 && BELOW_ERROR2.has(match.evidence.level);
function isDraftMatch(match, entries) {
  return match.curated && entries.get(match.id)?.review === "draft";
}
var CODE_ERRORS = ["KeyError", "IndexError", "AttributeError", "TypeError"];
var bareName = (type) => type.slice(type.lastIndexOf(".") + 1);
function unreadCrash(extraction, matches) {
  const title = extraction.blocks.find((block) => block.startLine === TITLE_LINE)?.text.slice(0, 300) ?? "";
  const named = EXCEPTION_NAME.exec(title)?.[0];
  if (named !== void 0 && !matches.some((match) => match.evidence.text.includes(named))) return true;
  const read = (kind, index2) => matches.some((match) => match.evidence.kind === kind && match.evidence.index === index2);
  const codeError = (type) => type !== void 0 && CODE_ERRORS.includes(bareName(type));
  return extraction.tracebacks.some((traceback, index2) => codeError(traceback.exception?.type) && !read("traceback", index2)) || extraction.errorLines.some((line, index2) => codeError(line.exception?.type) && !read("error-line", index2));
}
function spokenMatches(matches, entries, extraction) {
  const reviewed = matches.filter((match) => !isDraftMatch(match, entries));
  if (!reviewed.some(belowError) || !unreadCrash(extraction, matches)) return reviewed;
  return reviewed.filter((match) => !belowError(match));
}

// src/core/connectors/routing-evidence.ts
var ROWS = Object.entries(EVIDENCE_KINDS);
var DIRECT = ROWS.flatMap(([kind, { routing }]) => routing === null || routing === "by-place" ? [] : [{ kind, ...routing }]);
var NAMES = Object.values(NAME_BY_PLACE).map(({ kind, prior }) => ({ kind, prior, implicates: false, zeroElsewhere: true }));
var ROUTING_ROWS = [...DIRECT.filter((row) => row.implicates), ...NAMES, ...DIRECT.filter((row) => !row.implicates)];
var ROUTING_KINDS = ROUTING_ROWS.map((row) => row.kind);
var ROUTING_PRIORS = Object.fromEntries(ROUTING_ROWS.map((row) => [row.kind, row.prior]));
var ZERO_ELSEWHERE = ROUTING_ROWS.filter((row) => row.zeroElsewhere === true).map((row) => row.kind);
var IMPLICATING = new Set(ROUTING_ROWS.filter((row) => row.implicates).map((row) => row.kind));
var isImplicating = (kind) => IMPLICATING.has(kind);
function routingKindOf(item) {
  const routing = EVIDENCE_KINDS[item.kind].routing;
  if (routing === null) return null;
  if (routing !== "by-place") return item.kind;
  const place = item.where === "title" || item.line === 0 ? "title" : item.where ?? "prose";
  return NAME_BY_PLACE[place].kind;
}
function routingEvidenceOf(matches, connectors) {
  const found = [];
  const seen = /* @__PURE__ */ new Set();
  const push2 = (item) => {
    const key = `${item.kind}\0${item.connector}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(item);
  };
  for (const match of matches) push2({ kind: "known-error", connector: match.connector, text: match.id, line: match.evidence.line });
  for (const connector of connectors) {
    for (const item of [...connector.evidence, ...connector.backendEvidence ?? []]) {
      const kind = routingKindOf(item);
      if (kind !== null) push2({ kind, connector: connector.name, text: item.text, line: item.line });
    }
  }
  return found;
}

// src/core/connectors/routing-model.ts
var FAILURE_PLACES = ["failure", "elsewhere", "none"];
var weightKey = (kind, place) => `${kind}@${place}`;
var FIXED_AT_ZERO = new Set(ZERO_ELSEWHERE.map((kind) => weightKey(kind, "elsewhere")));
function priorWeights() {
  const weights = {};
  for (const kind of ROUTING_KINDS) {
    for (const place of FAILURE_PLACES) weights[weightKey(kind, place)] = FIXED_AT_ZERO.has(weightKey(kind, place)) ? 0 : ROUTING_PRIORS[kind];
  }
  return { bias: { failure: -2, elsewhere: -2.5, none: -3 }, weights, threshold: ROUTING_THRESHOLD };
}
var FALSE_ALARM_COST = 3;
var ROUTING_THRESHOLD = Math.round(Math.log(FALSE_ALARM_COST) * 1e3) / 1e3;
function tierRule() {
  const weights = {};
  for (const kind of ROUTING_KINDS) {
    for (const place of FAILURE_PLACES) weights[weightKey(kind, place)] = isImplicating(kind) || place !== "elsewhere" ? 1 : 0;
  }
  return { bias: { failure: 0, elsewhere: 0, none: 0 }, weights, threshold: 1 };
}
var ROUTING_WEIGHTS = tierRule();
var kindsOf = (evidence) => [...new Set(evidence.map((item) => item.kind))];
function scoreOf(kinds, place, model = ROUTING_WEIGHTS) {
  let score = model.bias[place];
  for (const kind of new Set(kinds)) score += model.weights[weightKey(kind, place)] ?? 0;
  return score;
}
function routes(kinds, place, model = ROUTING_WEIGHTS) {
  if (kinds.length === 0) return false;
  if (place !== "failure" && kinds.every((kind) => kind === "repository")) return false;
  return scoreOf(kinds, place, model) >= model.threshold;
}

// src/core/plan/routing.ts
var round = (value) => Math.round(value * 100) / 100;
function decideRouting(matches, connectors, stage, model = ROUTING_WEIGHTS) {
  const all2 = routingEvidenceOf(matches, connectors);
  const weighed = all2.map((item) => ({ ...item, weight: round(model.weights[weightKey(item.kind, stage.place)] ?? 0) })).sort((a, b) => b.weight - a.weight);
  const kinds = kindsOf(all2);
  const score = round(scoreOf(kinds, stage.place, model));
  const decided = { score, threshold: model.threshold, place: stage.place, evidence: weighed };
  const elsewhere = stage.why === null ? "" : `; the failure is ${stage.place === "elsewhere" ? "elsewhere" : "read"}: ${stage.why}`;
  if (all2.length === 0) return { routed: false, connectors: [], reason: "not routed: no connector", ...decided };
  if (!routes(kinds, stage.place, model)) {
    const only = kinds.every((kind) => kind === "repository") ? " (only the repository speaks for a connector)" : "";
    return { routed: false, connectors: [], reason: `not routed: evidence weighs ${score} < ${model.threshold}${only}${elsewhere}`, ...decided };
  }
  const names = connectors.map((connector) => connector.name);
  const own3 = (name) => scoreOf(kindsOf(all2.filter((item) => item.connector === name)), stage.place, model);
  const strong = names.filter((name) => all2.some((item) => item.connector === name && isImplicating(item.kind)));
  const heaviest = [...names].sort((a, b) => own3(b) - own3(a))[0];
  const routedFor = [.../* @__PURE__ */ new Set([...matches.map((match) => match.connector), ...strong.length > 0 ? strong : heaviest === void 0 ? [] : [heaviest]])];
  const top = weighed.slice(0, 3).map((item) => `${item.kind} ${item.weight >= 0 ? "+" : ""}${item.weight} (${item.text.slice(0, 60)})`).join(", ");
  return { routed: true, connectors: routedFor, reason: `routed: evidence weighs ${score} \u2265 ${model.threshold}: ${top}${elsewhere}`, ...decided };
}

// src/core/plan/labels.ts
function validateLabel(name) {
  const label = name.trim();
  if (label === "") return { note: "an empty label name was dropped" };
  if (label.length > MAX_LABEL_LENGTH) return { note: `label "${label.slice(0, 60)}" was dropped: longer than ${MAX_LABEL_LENGTH} characters` };
  if (label.includes(",")) return { note: `label "${label}" was dropped: label names cannot contain commas` };
  return { label };
}
var NO_FAILURE = { place: "failure", why: null };
function planLabels(input) {
  const { config } = input;
  if (config.disabled) return { labels: [], labelsToAdd: [], botLabels: [], notes: [] };
  const routing = input.routing ?? decideRouting(input.matches, input.connectors, NO_FAILURE);
  const wanted = [];
  if (routing.routed) wanted.push(config.connectorLabel);
  const familyOf = new Map(input.connectors.map((connector) => [connector.name, connector.family]));
  for (const connector of routing.connectors) {
    const extra = config.perConnector[connector] ?? config.perConnector[familyOf.get(connector) ?? ""];
    if (extra !== void 0) wanted.push(extra);
  }
  const matchedIds = new Set(input.matches.filter((match) => match.curated).map((match) => match.id));
  for (const entry of input.entries) if (matchedIds.has(entry.id)) wanted.push(...entry.labels);
  const unanswered = (input.asks ?? []).some((ask) => !ask.satisfied);
  const needsInfo = config.needsInfoLabel !== null && unanswered && input.matches.length > 0 ? config.needsInfoLabel : null;
  if (needsInfo !== null) wanted.push(needsInfo);
  const notes = [];
  const labels = [];
  const seen = /* @__PURE__ */ new Set();
  for (const name of wanted) {
    const checked = validateLabel(name);
    if ("note" in checked) {
      notes.push(checked.note);
      continue;
    }
    if (seen.has(checked.label.toLowerCase())) continue;
    seen.add(checked.label.toLowerCase());
    labels.push(checked.label);
  }
  const existing = new Set(input.existing.map((label) => label.toLowerCase()));
  const room = Math.max(0, MAX_LABELS_PER_ISSUE - input.existing.length);
  const missing = labels.filter((label) => !existing.has(label.toLowerCase()));
  const labelsToAdd = missing.slice(0, room);
  if (missing.length > room) notes.push(`${missing.length - room} label(s) not added: the issue would pass ${MAX_LABELS_PER_ISSUE} labels`);
  const needsInfoName = needsInfo === null ? null : needsInfo.trim().toLowerCase();
  const previous2 = new Set((input.previousBotLabels ?? []).map((label) => label.toLowerCase()));
  const botLabels = labels.filter(
    (label) => label.toLowerCase() === needsInfoName && (labelsToAdd.includes(label) || previous2.has(label.toLowerCase()) && existing.has(label.toLowerCase()))
  );
  return { labels, labelsToAdd, botLabels, notes };
}
function planLabelRemovals(markerBotLabels, existing, stillNeeded) {
  const present = new Map(existing.map((label) => [label.toLowerCase(), label]));
  const needed = new Set(stillNeeded.map((label) => label.toLowerCase()));
  const removals = [];
  for (const label of markerBotLabels) {
    const current = present.get(label.toLowerCase());
    if (current !== void 0 && !needed.has(label.toLowerCase()) && !removals.includes(current)) removals.push(current);
  }
  return removals;
}

// src/core/connectors/failure-stage.ts
var ROUTER_FILE = /(?:^|[/_])(?:proxy|router)[a-z0-9_]{0,40}\.py$/;
var ROUTER_FOLDERS = ["/router/", "/routers/", "/vllm_router/", "/proxy/"];
var HTTP_ERROR_TYPES = /* @__PURE__ */ new Set(["HTTPStatusError", "ClientResponseError", "HTTPError", "HTTPException"]);
var TRANSLATED_FAILURE_WORDS = ["\u62A5\u9519", "\u9519\u8BEF", "\u5931\u8D25", "\u5F02\u5E38", "\u5D29\u6E83", "\u5361\u4F4F", "\u8D85\u65F6", "\u30A8\u30E9\u30FC", "\u5931\u6557", "\u4F8B\u5916", "\uC624\uB958", "\uC2E4\uD328"];
var QUIET_FAILURE_WORDS = ["corrupt", "corrupts", "corrupted", "corruption", "slow", "slower", "slowdown", "degraded", "degradation", "regression"];
var NCCL_FAMILIES = /* @__PURE__ */ new Set(["p2p-nccl"]);
var NCCL_CAUSE = "an NCCL / process-group failure";
function saysQuietFailure(blocks) {
  return blocks.some((block) => {
    if (block.kind === "code" || block.quoted === true) return false;
    const text3 = block.text.slice(0, 2e4);
    return TRANSLATED_FAILURE_WORDS.some((word) => text3.includes(word)) || holdsWord(text3.toLowerCase(), QUIET_FAILURE_WORDS);
  });
}
function isRouterFile(file) {
  const path = file.replaceAll("\\", "/").toLowerCase();
  return ROUTER_FILE.test(path) || ROUTER_FOLDERS.some((folder) => path.includes(folder));
}
function lastWholeChain(tracebacks) {
  const withFrames = tracebacks.filter((traceback) => traceback.frames.length > 0 || traceback.exception !== null);
  const last = withFrames.reduce((latest, traceback) => latest === null || traceback.line >= latest.line ? traceback : latest, null);
  if (last === null || last.exception === null || last.truncated || last.frames.length === 0) return null;
  return tracebacks.filter((traceback) => traceback.chain.group === last.chain.group);
}
function hasConnectorFrame(chain) {
  return chain.some((section) => section.frames.some((frame) => connectorOfPath(frame.file) !== null || isConnectorHookFrame(frame.file, frame.function)));
}
function ownCause(cause, connectors) {
  return cause === NCCL_CAUSE && connectors.some((connector) => NCCL_FAMILIES.has(connector.family)) ? null : cause;
}
function statedCause(failure, thread, connectors) {
  if (failure.finalException !== null) return ownCause(failure.explainedBy, connectors);
  if (thread.tracebacks.some((traceback) => traceback.exception !== null)) return null;
  const said = thread.blocks.filter((block) => block.kind === "text" && block.quoted !== true).map((block) => block.text.slice(0, 2e4)).join("\n").toLowerCase();
  const cause = ownCause(saidCauseOf(said), connectors);
  return cause === null ? null : `the reporter says: ${cause}`;
}
function elsewhereWhy(chain, connectors) {
  const last = chain.at(-1);
  const frames = chain.flatMap((section) => section.frames);
  const cause = ownCause(otherCauseOf(last.exception, frames), connectors);
  if (cause !== null) return cause;
  const innermost = last.frames.at(-1)?.file ?? "";
  if (isElsewhere(innermost)) return `the traceback ends in ${innermost.slice(-120)}, which is no connector's code`;
  if (isRouterFile(innermost)) return `a router or proxy: ${innermost.slice(-80)}`;
  const type = last.exception?.type ?? "";
  return HTTP_ERROR_TYPES.has(type.slice(type.lastIndexOf(".") + 1)) ? `an HTTP error (${type.slice(-60)})` : null;
}
function readFailureStage(failure, thread, connectors = []) {
  const chain = lastWholeChain(thread.tracebacks);
  const why = chain === null ? statedCause(failure, thread, connectors) : hasConnectorFrame(chain) ? null : elsewhereWhy(chain, connectors);
  if (why !== null) return { place: "elsewhere", why };
  return failure.shown || saysQuietFailure(thread.blocks) ? { place: "failure", why: null } : { place: "none", why: null };
}

// src/core/plan/short-comment.ts
function shortCommentOf(matches, connectors, extraction, routed) {
  const primary = matches[0];
  if (primary?.curated === true) return null;
  let traceback;
  let exception;
  let connector;
  if (primary !== void 0) {
    const item = evidenceItemOf(primary, extraction);
    traceback = item !== void 0 && "frames" in item ? item : void 0;
    exception = item?.exception ?? null;
    connector = primary.connector;
  } else {
    let owner2;
    for (const candidate of connectors) {
      if (candidate.tier !== "implicated") continue;
      const lines = new Set(candidate.evidence.filter((item) => item.kind === "connector-code" || item.kind === "library-code").map((item) => item.line));
      traceback = extraction.tracebacks.find((other) => lines.has(other.line) && other.exception !== null && other.frames.length > 0);
      if (traceback !== void 0) {
        owner2 = candidate;
        break;
      }
    }
    exception = traceback?.exception ?? null;
    connector = owner2?.name ?? null;
    if (exception === null) return routed === null ? null : { kind: "routed", connector: routed.connector?.name ?? null, label: routed.label };
  }
  if (exception === null && traceback !== void 0) exception = exceptionLoggedAbove(traceback, extraction.errorLines);
  if (exception === null || connector === null) return null;
  const innermost = traceback?.frames.at(-1);
  const owner = traceback === void 0 ? void 0 : ownerOfTraceback(traceback);
  if (owner?.kind === "sglang") return null;
  const nearby = owner === void 0 ? null : thirdProjectNearby(
    owner,
    extraction.tracebacks.filter((other) => other !== traceback && isEvidence(other.source)),
    traceback
  );
  const logged = traceback === void 0 ? void 0 : extraction.lines.find((line) => line.line === traceback.line && sameText(line.source, traceback.source));
  const level2 = logged?.level ?? null;
  const belowError2 = level2 === "WARNING" || level2 === "INFO" || level2 === "DEBUG";
  return {
    ...belowError2 && logged !== void 0 ? { loggedBelowError: { level: level2, logFile: logged.logFile, logLine: logged.logLine } } : {},
    ...nearby === null ? {} : { nearby },
    kind: "uncurated",
    connector,
    exception,
    innermost: innermost === void 0 ? null : { file: innermost.file, line: innermost.line },
    ...owner === void 0 ? {} : { owner }
  };
}

// src/core/plan/thread-asks.ts
var UPGRADE_ASK = {
  id: "previous-version",
  text: "Which vLLM version you upgraded from, and whether the same load ran there without this error.",
  how: "The version (and image tag, if you use one) you ran before the upgrade.",
  satisfied: false,
  satisfiedBy: null
};
var LOG_AS_TEXT_ASK = {
  id: "log-as-text",
  text: "The log as text: the error was recognised from the title only.",
  how: "Paste the server log from start-up to the error in a fenced code block (a screenshot cannot be searched).",
  satisfied: false,
  satisfiedBy: null
};
var TEXT_LOG_LINES = 3;
function hasTextLog(lines) {
  let count = 0;
  for (const line of lines) {
    if (line.line <= 0 || line.context !== void 0 || !isEvidence(line.source)) continue;
    if (line.level === null && line.timestamp === null) continue;
    count += 1;
    if (count >= TEXT_LOG_LINES) return true;
  }
  return false;
}
var VERSION_ASK = /(?:^|-)version$/;
function withImageTags(asks, images) {
  if (images.length === 0 || images.some((image) => image.tag !== null)) return asks;
  const open = asks.filter((ask) => !ask.satisfied && VERSION_ASK.test(ask.id) && ask.id !== "previous-version");
  if (open.length === 0) return asks;
  const names = images.map((image) => inlineCode(image.name, 80)).join(", ");
  const tags = {
    id: "image-tags",
    text: `The tags of the images you run (${names}): they give the versions.`,
    how: "`docker ps --format '{{.Image}}'` on the host, or the `image:` lines of your compose file or pod spec.",
    satisfied: false,
    satisfiedBy: null
  };
  const first = asks.indexOf(open[0]);
  return [...asks.slice(0, first), tags, ...asks.slice(first).filter((ask) => !open.includes(ask))];
}

// src/core/plan/timeline.ts
var MAX_TIMELINE_ENTRIES = 15;
var MAX_TIMELINE_TEXT = 200;
var MAX_TIMELINE_REQUESTS = 40;
var MAX_STATS_WITH_PREEMPTIONS = 3;
var BODY = { kind: "body", id: 0, author: null };
function cut(text3) {
  const single = text3.replace(/\s+/g, " ").trim();
  return cutText(single, MAX_TIMELINE_TEXT);
}
function compareSource(first, second) {
  const firstRank = first.source.kind === "body" ? -1 : first.source.id;
  const secondRank = second.source.kind === "body" ? -1 : second.source.id;
  return firstRank - secondRank || first.line - second.line;
}
function orderByTimestamp(entries) {
  const inSource = [...entries].sort(compareSource);
  let lastSeen = "";
  const keyed = inSource.map((entry, position2) => {
    if (entry.timestamp !== null) lastSeen = entry.timestamp;
    return { entry, key: entry.timestamp ?? lastSeen, position: position2 };
  });
  keyed.sort((first, second) => first.key < second.key ? -1 : first.key > second.key ? 1 : first.position - second.position);
  return keyed.map((item) => item.entry);
}
function fromEvent(event) {
  return {
    timestamp: event.timestamp,
    kind: event.kind,
    requestId: event.requestId === "" ? null : event.requestId,
    text: cut(event.text),
    line: event.line,
    source: event.source
  };
}
function fromStats(stats) {
  return { timestamp: stats.timestamp, kind: "stats", requestId: null, text: cut(stats.text), line: stats.line, source: stats.source };
}
function printedBefore(entry, than) {
  if (entry.timestamp !== null && than.timestamp !== null) return entry.timestamp <= than.timestamp;
  return compareSource(entry, than) < 0;
}
function inRun(stats, crash, since) {
  const entry = fromStats(stats);
  return (crash === null || printedBefore(entry, crash)) && (since === null || !printedBefore(entry, since));
}
function statsBeforeCrash(stats, crash, since) {
  const before = stats.filter((line) => inRun(line, crash, since));
  const ordered = orderByTimestamp(before.map(fromStats));
  const preempting = new Set(
    before.filter((line) => line.preemptions > 0).map(fromStats).map(entryKey)
  );
  const chosen = ordered.filter((entry) => preempting.has(entryKey(entry))).slice(-MAX_STATS_WITH_PREEMPTIONS);
  const last = ordered[ordered.length - 1];
  if (last !== void 0 && !chosen.includes(last)) chosen.push(last);
  return chosen;
}
function entryKey(entry) {
  return `${entry.timestamp ?? ""}\0${entry.text}`;
}
function crashEntryOf(crash) {
  return crash === null ? null : { timestamp: crash.timestamp, kind: "error", requestId: null, text: cut(crash.text), line: crash.line, source: crash.source ?? BODY };
}
function fatalFor(events, crash, since) {
  const fatals = events.filter((event) => event.kind === "crash");
  if (crash !== null) {
    const same = fatals.filter((event) => event.source.kind === crash.source.kind && event.source.id === crash.source.id);
    const near = same.filter((event) => event.line <= crash.line).pop() ?? same[0];
    if (near !== void 0) return near;
  }
  return fatals.find((event) => since === null || !printedBefore(fromEvent(event), since));
}
function buildTimeline(requestIds, signals, crash, index2, since = null) {
  const lifecycle = index2 ?? indexLifecycle(signals.lifecycle);
  const requestEntries = [...new Set(requestIds)].slice(0, MAX_TIMELINE_REQUESTS).flatMap((id) => eventsOfRequest(lifecycle, id)).map(fromEvent);
  const crashEntry = crashEntryOf(crash);
  const sinceEntry = crashEntryOf(since);
  const fatal = fatalFor(signals.lifecycle, crashEntry, sinceEntry);
  const anchor = crashEntry ?? (fatal === void 0 ? null : fromEvent(fatal));
  if (requestEntries.length === 0 && signals.stats.length === 0) return [];
  const entries = [...requestEntries, ...statsBeforeCrash(signals.stats, anchor, sinceEntry)];
  if (crashEntry !== null) entries.push(crashEntry);
  if (fatal !== void 0) entries.push(fromEvent(fatal));
  const seen = /* @__PURE__ */ new Set();
  const unique = orderByTimestamp(entries).filter((entry) => {
    const key = entryKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return compact(unique);
}
function buildRunTimelines(requestIds, signals, crash, earlier, index2) {
  const earlierRuns = earlier.map((run, at) => ({
    requestId: run.requestId,
    timeline: buildTimeline(run.requestId === null ? [] : [run.requestId], signals, run.crash, index2, earlier[at - 1]?.crash ?? null)
  }));
  const timeline = buildTimeline(requestIds, signals, crash, index2, earlier[earlier.length - 1]?.crash ?? null);
  return { timeline, earlierRuns: earlierRuns.filter((run) => run.timeline.length > 0) };
}
function compact(entries) {
  if (entries.length <= MAX_TIMELINE_ENTRIES) return entries;
  const crashAt = entries.findIndex((entry) => entry.kind === "error" || entry.kind === "crash");
  const center = crashAt < 0 ? entries.length - 1 : crashAt;
  const keep = /* @__PURE__ */ new Set();
  entries.forEach((entry, index2) => {
    if (entry.kind === "error" || entry.kind === "crash" || entry.kind === "stats") keep.add(index2);
  });
  const firstRequest = entries.findIndex((entry) => entry.requestId !== null);
  if (firstRequest >= 0) keep.add(firstRequest);
  const byDistance = entries.map((_, index2) => index2).sort((first, second) => Math.abs(first - center) - Math.abs(second - center) || first - second);
  for (const index2 of byDistance) {
    if (keep.size >= MAX_TIMELINE_ENTRIES) break;
    keep.add(index2);
  }
  return entries.filter((_, index2) => keep.has(index2)).slice(-MAX_TIMELINE_ENTRIES);
}

// src/core/plan/decide.ts
var isRequestIdCapture = (name) => name.includes("req_id") || name.includes("request_id");
function requestIdsOf(matches) {
  const ids = matches.flatMap(
    (match) => Object.entries(match.captures).filter(([name]) => isRequestIdCapture(name)).map(([, value]) => value)
  );
  return [...new Set(ids)];
}
function asksFor(matches, entries, context) {
  const statuses = [];
  const seen = /* @__PURE__ */ new Set();
  const addAll = (asks, captures, crashLine) => {
    for (const status of evaluateAsks(asks, { ...context, captures, ...crashLine === void 0 ? {} : { crashLine } })) {
      if (seen.has(status.id)) continue;
      seen.add(status.id);
      statuses.push(status);
    }
  };
  for (const match of matches) {
    const entry = match.curated ? entries.get(match.id) : void 0;
    if (entry !== void 0) addAll(entry.asks, match.captures, match.evidence.line);
  }
  if (statuses.length === 0 && matches.length > 0) addAll(DEFAULT_ASKS, {});
  return statuses;
}
function crashOf(primary, extraction) {
  if (primary === void 0) return null;
  const found = evidenceItemOf(primary, extraction);
  return { timestamp: found?.timestamp ?? null, line: primary.evidence.line, text: primary.evidence.text, ...found ? { source: found.source } : {} };
}
function vllmInvolved(extraction, repository) {
  if (repository === void 0 || repository.startsWith("vllm-project/")) return true;
  if (extraction.tracebacks.some((traceback) => traceback.frames.some((frame) => vllmPathOf(frame.file) !== null))) return true;
  return extraction.blocks.some((block) => isEvidence(block.source) && block.text.toLowerCase().includes("vllm"));
}
function decide(input) {
  const { extraction, reading, connectors, catalog, labelOptions, previous: previous2, dismissedBy, routedBy } = input;
  const { signals, failure, facts } = reading;
  const routing = decideRouting(input.matches, connectors, readFailureStage(failure, extraction, connectors));
  const matches = spokenMatches(input.matches, entriesById(catalog), extraction);
  const leftOut = matches.length === 0 && input.matches.length > 0;
  const thread = { signals, tracebacks: extraction.tracebacks, lines: extraction.lines, facts };
  const repository = input.repository?.toLowerCase();
  const selfIssue = repository === void 0 || repository === "vllm-project/vllm" ? input.issueNumber : null;
  const withheld = input.withheld ?? null;
  const summary = summariseThread(thread);
  const routedConnector = routedBy === null ? null : connectors.find((connector) => connector.tier === "human") ?? null;
  const short = leftOut ? null : shortCommentOf(matches, connectors, extraction, routedBy === null ? null : { connector: routedConnector, label: routedBy.label });
  const baseAsks = short?.kind === "routed" ? evaluateAsks(routedAsks(routedConnector?.family ?? null), { ...thread, summary, captures: {} }) : short?.kind === "uncurated" ? evaluateAsks(
    uncuratedAsks(
      short.owner?.kind ?? "other",
      short.owner?.vllmConnector != null || short.owner?.kind !== "vllm",
      vllmInvolved(extraction, repository),
      short.owner?.otherCaller?.kind ?? short.nearby?.kind,
      short.owner?.frame == null ? null : sourceCheckoutOf(short.owner.frame.file, short.owner.kind),
      short.owner?.fork
    ),
    {
      ...thread,
      summary,
      captures: {}
    }
  ) : asksFor(matches, entriesById(catalog), { ...thread, summary });
  const withUpgrade = withImageTags(
    matches.length > 0 && facts.afterUpgrade && !facts.previousVersionNamed && facts.versions.length < 2 ? [...baseAsks, UPGRADE_ASK] : baseAsks,
    facts.images
  );
  const bodyShowsFailure = extraction.tracebacks.some((traceback) => traceback.line > 0 && (traceback.frames.length > 0 || traceback.exception !== null)) || extraction.errorLines.some((line) => line.line > 0 && line.exception !== null);
  const titleOnly = matches[0] !== void 0 && matches.every((match) => match.evidence.line === 0) && summary.framesShown === null && !bodyShowsFailure;
  const logCut = titleOnly && hasTextLog(extraction.lines);
  const asks = titleOnly && !logCut ? [LOG_AS_TEXT_ASK, ...withUpgrade] : withUpgrade;
  const crash = crashOf(matches[0], extraction);
  const earlier = (matches[0]?.earlier ?? []).map((occurrence) => ({ requestId: occurrence.requestId, crash: crashOf(occurrence, extraction) }));
  const { timeline, earlierRuns } = matches.length === 0 ? { timeline: [], earlierRuns: [] } : buildRunTimelines(requestIdsOf(matches), signals, crash, earlier, summary.lifecycle);
  const primaryEntry = matches[0]?.curated === true ? entriesById(catalog).get(matches[0].id) : void 0;
  const contradiction = primaryEntry === void 0 ? null : findContradiction(primaryEntry, requestIdsOf(matches.slice(0, 1))[0] ?? null, summary.lifecycle, crash);
  const versionSaid = signals.vllmVersion === null ? evaluateAsks([VLLM_VERSION_ASK], { ...thread, summary, captures: {} })[0]?.satisfiedBy ?? null : null;
  const raisedBy = raisedByLookalike(matches[0], extraction, input.repository, primaryEntry?.raised_by !== void 0);
  const threadDecision = withMessageFix(
    decideFromThread(facts),
    fixNamedByMessage(short?.kind === "uncurated" ? short.exception.message : matches[0]?.evidence.text ?? "")
  );
  const policy = speakPolicy({
    withheld,
    dismissed: dismissedBy !== null,
    matched: input.matches.length > 0,
    leftOut,
    spoken: matches,
    short,
    hadComment: previous2 !== null
  });
  const speaksNow = policy.speaks;
  const existing = input.existingLabels;
  const labels = dismissedBy === null ? planLabels({
    matches: input.matches,
    connectors,
    entries: catalog.entries,
    existing,
    config: labelOptions,
    asks,
    previousBotLabels: previous2?.botLabels ?? [],
    routing
  }) : { labels: [], labelsToAdd: [], botLabels: [], notes: [] };
  const labelsToRemove = planLabelRemovals(previous2?.botLabels ?? [], existing, labels.labels);
  return {
    routing: { ...routing, routed: routing.routed && dismissedBy === null && !labelOptions.disabled },
    labels,
    labelsToRemove,
    asks,
    timeline,
    // One policy for every caller: no comment on a pull request or a CI-failure report (labels only).
    speaks: speaksNow,
    speech: speechOf({
      speaks: speaksNow,
      silence: policy.silence,
      withheld,
      dismissed: dismissedBy !== null,
      short,
      curatedHeadline: matches[0]?.curated === true,
      matched: input.matches.length > 0,
      owner: short?.kind === "uncurated" ? short.owner?.kind ?? null : raisedBy?.kind ?? null,
      asks,
      askNothing: threadDecision.askNothing
    }),
    comment: {
      matches,
      entries: entriesForPlatform(catalog.entries, facts.platform),
      asks,
      timeline,
      ...earlierRuns.length === 0 ? {} : { earlierRuns },
      signals,
      connectors,
      tracebacks: extraction.tracebacks,
      catalog: { version: catalog.version, commit: catalog.commit },
      botLabels: labels.botLabels,
      labels: maintainerLabelsKnown(labelOptions, [...input.labelsInRepository, ...existing]),
      ...dismissedBy === null ? {} : { dismissedBy },
      ...short === null ? {} : { short },
      ...routedBy === null ? {} : { routedBy },
      causeKnown: facts.worksWithout !== null,
      titleOnly,
      ...logCut ? { logCut } : {},
      thread: threadDecision,
      ...raisedBy === null ? {} : { raisedBy },
      ...versionSaid === null ? {} : { vllmVersionSaid: versionSaid },
      // Another project's build is the vLLM version only when no version is given.
      ...facts.titleCondition === null ? {} : { titleCondition: facts.titleCondition },
      ...facts.bundledBy === null || signals.vllmVersion !== null || facts.versions.length > 0 ? {} : { bundledBy: facts.bundledBy },
      ...contradiction === null ? {} : { contradiction },
      issueNumber: selfIssue,
      docsBase: input.docsBase
    }
  };
}

// src/core/match/other-reports.ts
var MAX_OTHER_REPORTS = 5;
function readOtherReports(others, catalog) {
  if (others.length === 0) return [];
  const extraction = extractThread({ body: "", comments: others }, { isKnownMessage: knownMessageTest(catalog) });
  const { matches } = matchThread(extraction, catalog);
  const reports = [];
  const seen = /* @__PURE__ */ new Set();
  for (const match of matches) {
    const source = evidenceItemOf(match, extraction)?.source;
    if (!match.curated || source?.kind !== "comment") continue;
    const key = `${source.id} ${match.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    reports.push({ commentId: source.id, id: match.id });
    if (reports.length === MAX_OTHER_REPORTS) break;
  }
  return reports;
}

// src/core/signals/lifecycle.ts
var NO_REQUEST_ID = "";
var MAX_REQUEST_ID_LENGTH = 200;
function cleanRequestId(raw) {
  let id = raw.trim();
  while (id.endsWith(".") || id.endsWith(",")) id = id.slice(0, -1);
  if (id.length === 0 || id.length > MAX_REQUEST_ID_LENGTH || /\s/.test(id)) return null;
  return id;
}
function tokenAfter(text3, prefix2, stop) {
  const at = text3.indexOf(prefix2);
  if (at < 0) return null;
  const rest = text3.slice(at + prefix2.length);
  const stopAt = stop === void 0 ? -1 : rest.indexOf(stop);
  const spaceAt = rest.search(/\s/);
  let end = rest.length;
  if (stopAt >= 0) end = stopAt;
  else if (spaceAt >= 0) end = spaceAt;
  return cleanRequestId(rest.slice(0, end));
}
function splitRequestIds(raw) {
  const ids = [];
  for (const part of raw.replace(/[[\]{}()'"]/g, " ").split(/[\s,]+/)) {
    const id = cleanRequestId(part);
    if (id !== null) ids.push(id);
  }
  return ids;
}
function readLifecycle(text3) {
  if (!text3.includes("equest") && !text3.includes("WAITING_FOR_REMOTE_KVS") && !text3.includes("EngineCore encountered")) return null;
  if (text3.includes("EngineCore encountered a fatal error.")) return { kind: "crash", ids: [NO_REQUEST_ID] };
  const single = (kind, id) => id === null ? null : { kind, ids: [id] };
  if (text3.includes("Added request ")) return single("added", tokenAfter(text3, "Added request "));
  if (text3.includes("Received request ") && text3.includes(": params:")) return single("received", tokenAfter(text3, "Received request ", ": params:"));
  if (text3.includes("Aborted request(s) ")) {
    const at = text3.indexOf("Aborted request(s) ") + "Aborted request(s) ".length;
    const ids = splitRequestIds(text3.slice(at).replace(/\.\s*$/, ""));
    return ids.length > 0 ? { kind: "aborted", ids } : null;
  }
  if (text3.includes("Finished recving KV transfer for request "))
    return single("finished-recving", tokenAfter(text3, "Finished recving KV transfer for request "));
  if (text3.includes("Finished sending KV transfer for request "))
    return single("finished-sending", tokenAfter(text3, "Finished sending KV transfer for request "));
  if (text3.includes(" is still in WAITING_FOR_REMOTE_KVS state.")) {
    const before = text3.slice(0, text3.indexOf(" is still in WAITING_FOR_REMOTE_KVS state."));
    return single("waiting-for-remote-kvs", cleanRequestId(before.slice(before.lastIndexOf(" ") + 1)));
  }
  if (text3.includes("due to KV load failure") && text3.includes("Request IDs:")) {
    const ids = splitRequestIds(text3.slice(text3.indexOf("Request IDs:") + "Request IDs:".length));
    return ids.length > 0 ? { kind: "kv-load-failure", ids } : null;
  }
  const requestAt = text3.indexOf("Request ");
  if (requestAt >= 0) {
    const rest = text3.slice(requestAt + "Request ".length);
    const spaceAt = rest.indexOf(" ");
    if (spaceAt > 0) {
      const after = rest.slice(spaceAt + 1);
      if (after.startsWith("aborted.")) return single("aborted", cleanRequestId(rest.slice(0, spaceAt)));
      if (after.startsWith("failed (") || after.startsWith("failed due to ") || after.startsWith("failed.")) {
        return single("failed", cleanRequestId(rest.slice(0, spaceAt)));
      }
    }
  }
  return null;
}
function parseLifecycleEvents(line) {
  const found = readLifecycle(line.text);
  if (found === null) return [];
  return found.ids.map((requestId) => ({
    requestId,
    kind: found.kind,
    text: line.text,
    timestamp: line.timestamp,
    line: line.line,
    source: line.source
  }));
}
function numberAfter(text3, label) {
  const at = text3.indexOf(label);
  if (at < 0) return null;
  const match = /^\s*(\d{1,9}(?:\.\d{1,4})?)/.exec(text3.slice(at + label.length, at + label.length + 20));
  return match === null ? null : Number(match[1]);
}
function parseStatsLine(line) {
  const text3 = line.text;
  if (!text3.includes("Avg prompt throughput:") || !text3.includes("Running: ")) return null;
  return {
    preemptions: numberAfter(text3, "Preemptions:") ?? 0,
    running: numberAfter(text3, "Running:"),
    waiting: numberAfter(text3, "Waiting:"),
    kvCacheUsage: numberAfter(text3, "GPU KV cache usage:"),
    text: text3,
    timestamp: line.timestamp,
    line: line.line,
    source: line.source
  };
}

// src/core/signals/packages.ts
var PACKAGE_PREFIXES = ["mooncake", "lmcache", "nixl"];
var VERSION = /^v?(\d[0-9A-Za-z.+_-]{0,40})/;
var NAMES_PREFIX = /mooncake|lmcache|nixl/iu;
function normaliseName(name) {
  return name.trim().toLowerCase().replace(/_/g, "-");
}
function isConnectorPackage(name) {
  return /^[a-z0-9][a-z0-9.-]{0,60}$/.test(name) && PACKAGE_PREFIXES.some((prefix2) => name.startsWith(prefix2));
}
function versionAt(text3) {
  const match = VERSION.exec(text3.trim());
  return match === null ? null : match[1].replace(/(?<![.,;])[.,;]+$/, "");
}
function readPins(text3, into) {
  for (let at = text3.indexOf("=="); at >= 0; at = text3.indexOf("==", at + 2)) {
    let start = at;
    while (start > 0 && /[A-Za-z0-9_.-]/.test(text3[start - 1]) && at - start < 60) start -= 1;
    const name = normaliseName(text3.slice(start, at));
    const version = versionAt(text3.slice(at + 2, at + 60));
    if (isConnectorPackage(name) && version !== null && into[name] === void 0) into[name] = version;
  }
}
function readListRow(text3, into) {
  const trimmed2 = text3.replace(/^\[(?:pip3?|conda)\]\s*/, "").trim();
  const space = trimmed2.search(/\s/);
  if (space <= 0) return;
  const name = normaliseName(trimmed2.slice(0, space));
  const version = versionAt(trimmed2.slice(space));
  if (isConnectorPackage(name) && version !== null && into[name] === void 0) into[name] = version;
}
function readConnectorPackageVersions(lines) {
  const versions = {};
  let pendingName = null;
  let pendingDistance = 0;
  for (const line of lines) {
    const text3 = line.text;
    const trimmed2 = text3.trim();
    if (trimmed2.startsWith("Name:")) {
      const name = normaliseName(trimmed2.slice("Name:".length));
      pendingName = isConnectorPackage(name) ? name : null;
      pendingDistance = 0;
      continue;
    }
    if (pendingName !== null) {
      pendingDistance += 1;
      if (trimmed2.startsWith("Version:")) {
        const version = versionAt(trimmed2.slice("Version:".length));
        if (version !== null && versions[pendingName] === void 0) versions[pendingName] = version;
        pendingName = null;
      } else if (pendingDistance > 3) pendingName = null;
    }
    if (text3.includes("==")) readPins(text3, versions);
    if (!NAMES_PREFIX.test(trimmed2)) continue;
    const lower = trimmed2.toLowerCase();
    if (PACKAGE_PREFIXES.some((prefix2) => lower.startsWith(prefix2) || lower.includes(`] ${prefix2}`))) readListRow(trimmed2, versions);
  }
  return versions;
}

// src/core/signals/prose-version.ts
var SERIES_VERSION = /^v?(0\.\d{1,4}\.\d{1,4}(?:rc\d{1,4})?(?:\.post\d{1,4})?)(?![\w+]|\.\d)/i;
function trimmed(word, leading, trailing) {
  let start = 0;
  let end = word.length;
  while (start < end && leading.includes(word[start])) start += 1;
  while (end > start && trailing.includes(word[end - 1])) end -= 1;
  return word.slice(start, end);
}
var PROSE_LOOKBACK = 3;
var OTHER_PROJECTS = [
  "lmcache",
  "mooncake",
  "nixl",
  "ucx",
  "dynamo",
  "aibrix",
  "llm-d",
  "sglang",
  "flashinfer",
  "triton",
  "ray",
  "deepep",
  "kserve",
  "gpustack",
  "torch",
  "transformers",
  "cann"
];
function namesOtherPackage(word) {
  const bare = trimmed(word, "(`'\"[", "`'\")]:,;=");
  if (bare.startsWith("vllm")) return false;
  return OTHER_PROJECTS.some((name) => bare.startsWith(name)) || /^[a-z][a-z0-9.]*[_-][a-z0-9._-]+$/.test(bare);
}
function proseReleaseIn(text3) {
  for (const line of text3.split("\n")) {
    if (!line.includes("v0.")) continue;
    const tokens = line.slice(0, 2048).split(/\s+/);
    for (let index2 = 0; index2 < tokens.length; index2 += 1) {
      const token = tokens[index2].replace(/^[(`'"]/, "");
      const found = token.startsWith("v0.") ? SERIES_VERSION.exec(trimmed(token, "", "`'\").,;:!?")) : null;
      if (found === null) continue;
      const before = tokens.slice(Math.max(0, index2 - PROSE_LOOKBACK), index2).map((word) => word.toLowerCase());
      if (before.some(namesOtherPackage)) continue;
      return found[1] ?? null;
    }
  }
  return null;
}

// src/core/signals/versions.ts
var SOURCE_RANK = ["collect_env", "pip", "dump", "text", "environment", "title", "prose"];
var COLLECT_ENV_LINE = /^vLLM Version\s*:\s*(\S+)/;
var PIP_LIST_LINE = /^(?:\[(?:pip3?|conda)\]\s+)?vllm\s+v?(\d+\.\d[0-9A-Za-z.+]*)\s*$/i;
var VERSION_CHARS = /^[0-9A-Za-z.+]+/;
var DUMP_MARKER = "Dumping input data for V1 LLM engine (v";
var BRIDGE_WORDS = ["version", "ver", "main", "-openai", "openai", "-ascend", "api", "server", "\u7248\u672C", "\u662F", "\u4E3A", "\u70BA", "\u30D0\u30FC\u30B8\u30E7\u30F3", "\uBC84\uC804"];
var PIP_SHOW_NAME = /^Name:\s*vllm\s*$/i;
var PIP_SHOW_VERSION = /^Version:\s*v?(\S+)/;
var VERSION_COMMANDS = ["vllm --version", "vllm -v", "vllm.__version__"];
var MAX_SCAN_CHARS = 65536;
function leadingVersion(text3) {
  const found = VERSION_CHARS.exec(text3.slice(0, 64));
  let candidate = found === null ? "" : found[0];
  const plus = candidate.indexOf("+");
  if (plus !== -1 && !/\d|^\+g[a-f]{7,40}(?![0-9A-Za-z])/i.test(candidate.slice(plus))) candidate = candidate.slice(0, plus);
  while (candidate !== "") {
    if (parseVersion(candidate) !== null) return candidate;
    const cut2 = candidate.lastIndexOf(".");
    candidate = cut2 === -1 ? "" : candidate.slice(0, cut2);
  }
  return null;
}
function startsName(lower, at) {
  const before = at === 0 ? "" : lower[at - 1];
  return !/[a-z0-9_-]/.test(before);
}
var CONNECTOR_IMAGE_NAMESPACES = ["lmcache/", "lmcache-ascend/", "mooncake/", "kvcache-ai/", "nixl/"];
function inConnectorImage(lower, at) {
  return CONNECTOR_IMAGE_NAMESPACES.some((namespace) => at >= namespace.length && lower.startsWith(namespace, at - namespace.length));
}
function proseVersion(line, lowered) {
  const lower = lowered ?? line.slice(0, MAX_SCAN_CHARS).toLowerCase();
  let at = lower.indexOf("vllm");
  while (at !== -1) {
    if (!startsName(lower, at) || inConnectorImage(lower, at)) {
      at = lower.indexOf("vllm", at + 4);
      continue;
    }
    let i = at + 4;
    for (let step = 0; step < 6; step++) {
      while (i < lower.length && " 	:=_/@(`\uFF1A\u3000".includes(lower[i] ?? "")) i++;
      const word = BRIDGE_WORDS.find((candidate) => lower.startsWith(candidate, i));
      if (word === void 0) break;
      i += word.length;
    }
    if (lower[i] === "-" && lower[i + 1] === "v" && /\d/.test(lower[i + 2] ?? "")) i += 2;
    else if (lower[i] === "v" || lower[i] === "-" && /\d/.test(lower[i + 1] ?? "")) i++;
    const version = /\d/.test(lower[i] ?? "") ? leadingVersion(line.slice(i)) : null;
    if (version !== null && version.includes(".")) return version;
    at = lower.indexOf("vllm", at + 4);
  }
  return null;
}
var NAMES_VLLM = /vllm/i;
function versionInLine(line) {
  if (!NAMES_VLLM.test(line) && !line.includes(DUMP_MARKER)) return null;
  const text3 = line.trim();
  const env = COLLECT_ENV_LINE.exec(text3);
  if (env !== null) {
    const version2 = leadingVersion(env[1] ?? "");
    return version2 === null ? null : { version: version2, source: "collect_env" };
  }
  const lower = text3.toLowerCase();
  const pinIndex = lower.indexOf("vllm==");
  if (pinIndex !== -1 && startsName(lower, pinIndex)) {
    const version2 = leadingVersion(text3.slice(pinIndex + 6));
    if (version2 !== null) return { version: version2, source: "pip" };
  }
  const listed = PIP_LIST_LINE.exec(text3.startsWith("|") ? text3.replaceAll("|", " ").trim() : text3);
  if (listed !== null && listed[1] !== void 0) return { version: listed[1], source: "pip" };
  const dumpIndex = text3.indexOf(DUMP_MARKER);
  if (dumpIndex !== -1) {
    const version2 = leadingVersion(text3.slice(dumpIndex + DUMP_MARKER.length));
    if (version2 !== null) return { version: version2, source: "dump" };
  }
  const version = proseVersion(text3, text3.length <= MAX_SCAN_CHARS ? lower : void 0);
  return version === null ? null : { version, source: "text" };
}
var isReportersOwn = (source) => source.role === void 0 || source.role === "reporter";
function readVllmVersion(lines, blocks, title, options = {}) {
  const bareVersions = options.connectorProject !== true;
  let best = null;
  let prose = null;
  const consider = (text3) => {
    const found = versionInLine(text3);
    if (found !== null && (best === null || SOURCE_RANK.indexOf(found.source) < SOURCE_RANK.indexOf(best.source))) {
      best = found;
    }
  };
  for (const line of lines) if (isReportersOwn(line.source) && line.context !== "quote") consider(line.text);
  const headings = [];
  for (const block of blocks) {
    if (!isReportersOwn(block.source) || block.quoted === true) continue;
    if (block.kind === "text" && block.section === block.text) headings.push(block.text);
    let previous2 = "";
    const environment = bareVersions && inEnvironmentSection(block);
    const text3 = block.text.slice(0, MAX_SCAN_CHARS);
    const statesVersion = NAMES_VLLM.test(text3) || text3.includes(DUMP_MARKER) || environment && text3.includes("v0.");
    if (bareVersions && block.kind === "text" && !inEnvironmentSection(block) && text3.includes("v0.")) prose ??= proseReleaseIn(text3);
    if (!statesVersion && !text3.includes("# ")) continue;
    for (const line of text3.split("\n")) {
      if (statesVersion) {
        consider(line);
        const bare = environment && (best === null || SOURCE_RANK.indexOf(best.source) > SOURCE_RANK.indexOf("environment")) ? environmentVersion(line) : null;
        if (bare !== null) best = { version: bare, source: "environment" };
        const shownVersion = versionAfterCommand(previous2, line);
        if (shownVersion !== null && (best === null || SOURCE_RANK.indexOf("pip") < SOURCE_RANK.indexOf(best.source))) {
          best = { version: shownVersion, source: "pip" };
        }
        previous2 = line;
      }
      if (line.startsWith("# ")) headings.push(line.slice(2));
    }
  }
  for (const heading of title === void 0 ? headings : [title, ...headings]) {
    const fromTitle = best === null ? proseVersion(heading) ?? (bareVersions ? titleVersion(heading) : null) : null;
    if (fromTitle !== null) best = { version: fromTitle, source: "title" };
  }
  if (best === null && prose !== null) best = { version: prose, source: "prose" };
  const chosen = best;
  return chosen === null ? { version: null, source: null } : { version: chosen.version, source: chosen.source };
}
function versionAfterCommand(previous2, line) {
  if (!NAMES_VLLM.test(previous2)) return null;
  const before = previous2.trim();
  const text3 = line.trim();
  if (PIP_SHOW_NAME.test(before)) {
    const shown = PIP_SHOW_VERSION.exec(text3);
    return shown === null ? null : leadingVersion(shown[1] ?? "");
  }
  if (text3.length > 80 || !VERSION_COMMANDS.some((command) => before.includes(command))) return null;
  const bare = text3.replace(/^['"]?v?/, "").replace(/['"]$/, "");
  const version = leadingVersion(bare);
  return version !== null && version === bare ? version : null;
}
var TITLE_VERSION_AFTER = /(?:^|[\s([])(?:on|in|with|at|for|since|after|from|using) (?=v?0\.\d)/gi;
var TITLE_TAGS = /^(?:\s*\[[^\]]{0,40}\])*\s*:?\s*/;
function titleVersion(title) {
  const text3 = title.slice(0, 512);
  const first = SERIES_VERSION.exec(text3.replace(TITLE_TAGS, ""));
  if (first !== null) return first[1] ?? null;
  TITLE_VERSION_AFTER.lastIndex = 0;
  for (let match = TITLE_VERSION_AFTER.exec(text3); match !== null; match = TITLE_VERSION_AFTER.exec(text3)) {
    const found = SERIES_VERSION.exec(text3.slice(match.index + match[0].length));
    if (found !== null) return found[1] ?? null;
  }
  return null;
}
var NOT_PACKAGE_WORDS = /* @__PURE__ */ new Set([
  "version",
  "versions",
  "ver",
  "vllm",
  "release",
  "tag",
  "image",
  "build",
  "using",
  "use",
  "on",
  "with",
  "and",
  "is",
  "at",
  "running",
  "run",
  "of",
  "from",
  "env",
  "environment"
]);
var SEPARATOR_TOKEN = /^[+,;:|/&=*•·-]{1,3}$/;
function isPackageWord(token) {
  const word = token.replace(/(?<![:,;=])[:,;=]+$/, "");
  if (!/^[A-Za-z][A-Za-z0-9._-]{0,80}$/.test(word) || NOT_PACKAGE_WORDS.has(word.toLowerCase())) return false;
  if (/^vllm[-_]/i.test(word)) return false;
  return /[_-]/.test(word) || /^[A-Za-z]{3,}$/.test(word);
}
function environmentVersion(line) {
  if (!line.includes("v0.")) return null;
  const tokens = line.slice(0, 2048).split(/\s+/);
  for (let index2 = 0; index2 < tokens.length; index2 += 1) {
    const token = tokens[index2];
    if (!token.startsWith("v0.") && !token.startsWith("(v0.")) continue;
    const found = SERIES_VERSION.exec(token.startsWith("(") ? token.slice(1) : token);
    if (found === null) continue;
    let before = index2 - 1;
    while (before >= 0 && SEPARATOR_TOKEN.test(tokens[before])) before -= 1;
    if (before >= 0 && isPackageWord(tokens[before])) continue;
    return found[1] ?? null;
  }
  return null;
}
function inEnvironmentSection(block) {
  return block.section !== null && /environment/i.test(block.section) && block.section !== block.text;
}

// src/core/signals/build-reading.ts
function sightingsOf(lines) {
  const sightings = [];
  for (const line of lines) {
    if (line.logFile === null || line.logLine === null || line.context !== void 0) continue;
    if (line.source.role !== void 0 && line.source.role !== "reporter") continue;
    sightings.push({ file: line.logFile, line: line.logLine, text: line.text });
  }
  return sightings;
}
function readBuildRange(version, sides, lines) {
  if (sides.length >= 2) {
    const ranges = sides.map((item) => rangeOfVersion(item.version));
    const placed = ranges.filter((range) => range !== null);
    if (placed.length === ranges.length) return unionRange(placed, sides.map((item) => `${item.side} ${item.version}`).join(", "));
  }
  const fromVersion = version.version === null ? null : rangeOfVersion(version.version);
  if (fromVersion !== null) return { ...fromVersion, evidence: `${fromVersion.evidence} (${version.source ?? "text"})` };
  return rangeOfSightings(sightingsOf(lines));
}

// src/core/signals/version-sides.ts
var SIDE_WORDS = [
  [/\b(?:prefill(?:er)?|kv_producer|producer|p[- ]?(?:node|instance|pod|side))\b/gi, "prefill"],
  [/\b(?:decode(?:r)?|kv_consumer|consumer|d[- ]?(?:node|instance|pod|side))\b/gi, "decode"],
  [/\b(?:node|host|machine)[- #_]?(\d{1,3})(?![\d.])/gi, "node"]
];
var SERIES = /(?<![\w.])v?(0\.\d{1,3}(?:\.\d{1,3}){0,2}(?:(?:rc|\.post|\.dev)\d{1,6}){0,2}(?:\+[0-9a-z.]{1,40})?)(?![\w])/i;
var MAY_GIVE = /prefill|decode|producer|consumer|\bp[- ]?node|\bd[- ]?node|node|host|machine/i;
var isReportersOwn2 = (source) => source.role === void 0 || source.role === "reporter";
function sidesInLine(line) {
  const text3 = line.slice(0, 1024);
  if (!text3.includes("0.") || !MAY_GIVE.test(text3)) return [];
  const marks = [];
  for (const [pattern, side] of SIDE_WORDS) {
    pattern.lastIndex = 0;
    for (let found = pattern.exec(text3); found !== null; found = pattern.exec(text3)) {
      marks.push({ at: found.index, end: found.index + found[0].length, side: side === "node" ? `node ${found[1] ?? ""}` : side });
    }
  }
  marks.sort((a, b) => a.at - b.at);
  const sides = [];
  marks.forEach((mark, index2) => {
    const stretch = text3.slice(mark.end, marks[index2 + 1]?.at ?? text3.length);
    const version = SERIES.exec(stretch)?.[1];
    const named = version !== void 0 && (/^v?0\.\d+\.\d/i.test(version) || /vllm/i.test(stretch));
    if (version !== void 0 && named && parseVersion(version.replace(/^v/i, "")) !== null)
      sides.push({ side: mark.side, version: version.replace(/^v/i, "") });
  });
  return sides;
}
function readVersionSides(lines, blocks) {
  const bySide = /* @__PURE__ */ new Map();
  const read = (text3) => {
    for (const found of sidesInLine(text3)) if (!bySide.has(found.side)) bySide.set(found.side, found.version);
  };
  for (const line of lines) if (isReportersOwn2(line.source) && line.context !== "quote" && line.level === null) read(line.text);
  for (const block of blocks) {
    if (!isReportersOwn2(block.source) || block.quoted === true || block.kind === "code") continue;
    for (const line of block.text.slice(0, 65536).split("\n")) read(line);
  }
  const sides = [...bySide].map(([side, version]) => ({ side, version }));
  return sides.length >= 2 && new Set(sides.map((item) => item.version)).size >= 2 ? sides.slice(0, 8) : [];
}

// src/core/signals/signals.ts
var CLIENT_ABORT_PHRASES = ["cancellederror", "client disconnected", "client disconnect", "clientdisconnect"];
var CLIENT_WORDS = ["cancel", "time out", "timed out", "timeout", "times out", "abort", "disconnect"];
var MAY_SAY_CLIENT_ABORT = /client|request|cancellederror/i;
var REQUEST_WORDS = ["cancel", "time out", "timed out", "timeout", "times out"];
function mentionsClientAbort(text3) {
  if (text3.length > 2e3 || !MAY_SAY_CLIENT_ABORT.test(text3)) return false;
  const lower = text3.toLowerCase();
  if (CLIENT_ABORT_PHRASES.some((phrase) => lower.includes(phrase))) return true;
  if (lower.trimStart().startsWith('file "')) return false;
  if (lower.includes("client")) return CLIENT_WORDS.some((word) => lower.includes(word));
  return lower.includes("request") && REQUEST_WORDS.some((word) => lower.includes(word));
}
function readSignals(lines, blocks, title, options = {}) {
  const version = readVllmVersion(lines, blocks, title, options);
  const signals = {
    vllmVersion: version.version,
    vllmVersionSource: version.source,
    kvTransferConfigs: readKvTransferConfigs(blocks),
    lifecycle: [],
    stats: [],
    mentionsClientAbort: false,
    connectorPackageVersions: readConnectorPackageVersions(lines)
  };
  const sides = readVersionSides(lines, blocks);
  if (sides.length > 0) signals.vllmVersions = sides;
  const build = readBuildRange(version, sides, lines);
  if (build !== null) signals.build = build;
  for (const line of lines) {
    const events = parseLifecycleEvents(line);
    for (const event of events) signals.lifecycle.push(event);
    const stats = parseStatsLine(line);
    if (stats !== null) signals.stats.push(stats);
    if (!signals.mentionsClientAbort && (events.some((event) => event.kind === "aborted") || mentionsClientAbort(line.text))) {
      signals.mentionsClientAbort = true;
    }
  }
  return signals;
}

// src/core/signals/thread-reading.ts
function readThread(extraction, thread) {
  const reported = readReportedCause(extraction.blocks);
  return {
    signals: readSignals(extraction.lines, extraction.blocks, thread.title, { connectorProject: thread.connectorProject }),
    failure: readFailure(extraction),
    reported,
    facts: readThreadFacts(extraction.blocks, extraction.tracebacks, extraction.errorLines, reported)
  };
}

// src/core/triage.ts
function triage(input, options = {}) {
  const catalog = options.catalog ?? defaultCatalog();
  const labelOptions = resolveLabelOptions(options.labels);
  const previous2 = options.previous ?? null;
  const routedBy = options.routedBy ?? previous2?.routedBy ?? null;
  const dismissedBy = options.dismissedBy ?? previous2?.dismissedBy ?? null;
  const thread = splitThreadByRole(input);
  const extraction = extractThread(thread.evidence, { isKnownMessage: knownMessageTest(catalog) });
  const project = connectorOfRepository(input.repository);
  const reading = readThread(extraction, {
    ...input.title === void 0 ? {} : { title: input.title },
    connectorProject: project !== null
  });
  const { matches, inContext } = matchThread(extraction, catalog);
  const connectors = identifyConnectors({
    lines: extraction.lines,
    tracebacks: extraction.tracebacks,
    errorLines: extraction.errorLines,
    matches,
    kvTransferConfigs: reading.signals.kvTransferConfigs,
    // The title is already among the blocks (extractThread reads it as line 0).
    blocks: extraction.blocks,
    ...project === null || input.repository === void 0 ? {} : { project: { repository: input.repository, identity: project } },
    failureExplained: reading.failure.explainedBy !== null,
    humanLabels: routedBy === null ? [] : routingLabelsOn([routedBy.label], labelOptions)
  });
  const otherReports = readOtherReports(thread.others, catalog);
  const decision = decide({
    extraction,
    reading,
    matches,
    connectors,
    catalog,
    labelOptions,
    existingLabels: input.labels ?? [],
    previous: previous2,
    dismissedBy,
    routedBy,
    issueNumber: options.issueNumber ?? null,
    docsBase: options.docsBase ?? null,
    labelsInRepository: options.labelsInRepository ?? [],
    withheld: withheldBecause(input),
    ...input.repository === void 0 ? {} : { repository: input.repository }
  });
  const fixes = fixesInVersion(
    decision.comment.matches,
    reading.signals.vllmVersion,
    catalog,
    options.containment ?? previous2?.containment ?? null,
    reading.signals.build ?? null
  );
  const pullRequests = catalog.pullRequests === void 0 ? {} : { pullRequests: catalog.pullRequests };
  const planned = planComment({ ...decision.comment, otherReports, fixes, ...pullRequests });
  const { search: search2, comment } = planEarlierReportsSearch(
    options.earlierReportsSearch ?? null,
    decision.comment.matches,
    planned,
    decision.speaks ? planned.comment : null,
    options.issueNumber ?? null
  );
  return {
    report: {
      tracebacks: extraction.tracebacks,
      errorLines: extraction.errorLines,
      matches,
      connectors,
      vllmVersion: reading.signals.vllmVersion,
      fixesInVersion: fixes,
      signals: reading.signals,
      asks: decision.asks,
      timeline: decision.timeline,
      labels: decision.labels.labels,
      routing: decision.routing,
      comment,
      fingerprint: planned.marker.fingerprint,
      catalogVersion: catalog.version,
      otherReports,
      speech: { ...decision.speech, commented: comment !== null },
      notes: [
        ...extraction.notes,
        ...decision.labels.notes,
        ...inContext.slice(0, 5).map((match) => `${match.id} is only quoted or in a proposed diff: taken as context, not this reporter's error`)
      ]
    },
    labelsToAdd: decision.labels.labelsToAdd,
    labelsToRemove: decision.labelsToRemove,
    comment,
    marker: planned.marker,
    earlierReportsSearch: search2
  };
}

export {
  compiledCatalogFor,
  prepareMessage,
  matchTemplate,
  ROUTING_KINDS,
  FAILURE_PLACES,
  weightKey,
  FIXED_AT_ZERO,
  priorWeights,
  FALSE_ALARM_COST,
  ROUTING_THRESHOLD,
  ROUTING_WEIGHTS,
  scoreOf,
  routes,
  triage
};
//# sourceMappingURL=shared-core-catalog-entries-by-id.js.map
