#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/core/catalog/pull-requests.ts
function mergedPullRequest(table, pr) {
  const record = table.pull_requests[String(pr)];
  return record === void 0 || record.commit === null ? null : record;
}
var ISSUE_REFERENCE = /\bissues? #(\d{1,7})\b/gi;
var NUMBER_REFERENCE = /(?:^|[^\w&/[])#(\d{1,7})\b|\/pull\/(\d{1,7})\b/g;
function proseOf(entry) {
  const claims = (items) => items.map((item) => typeof item === "string" ? item : item.text);
  const explanation = typeof entry.explanation === "string" ? [entry.explanation] : claims(entry.explanation);
  return [
    entry.title,
    ...explanation,
    ...claims(entry.triggers),
    ...entry.workarounds.map((item) => item.text),
    ...entry.asks.flatMap((ask) => [ask.text, ask.how, ask.how_on_rocm ?? ""]),
    ...entry.source.note === void 0 ? [] : [entry.source.note]
  ];
}
function basisPrs(basis) {
  return (basis ?? []).flatMap((item) => "pr" in item ? [item.pr] : []);
}
function pullRequestsNamedBy(entry) {
  const found = /* @__PURE__ */ new Set();
  const claims = [...typeof entry.explanation === "string" ? [] : entry.explanation, ...entry.triggers.filter((item) => typeof item !== "string")];
  for (const claim of claims) for (const pr of basisPrs(claim.basis)) found.add(pr);
  for (const workaround of entry.workarounds) {
    for (const pr of basisPrs(workaround.basis)) found.add(pr);
    if (workaround.fixed_by_pr !== void 0) found.add(workaround.fixed_by_pr);
  }
  if (entry.fixed_in?.pr !== void 0) found.add(entry.fixed_in.pr);
  for (const pr of basisPrs(entry.fixed_in?.basis)) found.add(pr);
  for (const pr of entry.related?.prs ?? []) found.add(pr);
  const issues = new Set(entry.related?.issues ?? []);
  for (const text of proseOf(entry)) {
    for (const match of text.matchAll(ISSUE_REFERENCE)) issues.add(Number(match[1]));
    for (const match of text.matchAll(NUMBER_REFERENCE)) {
      const number = Number(match[1] ?? match[2]);
      if (!issues.has(number) || match[2] !== void 0) found.add(number);
    }
  }
  return [...found].sort((a, b) => a - b);
}
function pullRequestsNamed(entries) {
  const issues = new Set(entries.flatMap((entry) => entry.related?.issues ?? []));
  const named = /* @__PURE__ */ new Set();
  for (const entry of entries) {
    const explicit = /* @__PURE__ */ new Set([...entry.related?.prs ?? [], ...entry.fixed_in?.pr === void 0 ? [] : [entry.fixed_in.pr]]);
    for (const pr of pullRequestsNamedBy(entry)) if (!issues.has(pr) || explicit.has(pr)) named.add(pr);
  }
  return [...named].sort((a, b) => a - b);
}

// src/core/text/cut.ts
var graphemes = null;
var SINGLE_CHARACTER_CLUSTERS = /^[\t\n\x20-\x7e]*$/;
function isLoneCluster(code) {
  return code >= 32 && code <= 126 || code === 9 || code === 10 || code >= 160 && code <= 767 || code >= 880 && code <= 1154 || code >= 12288 && code <= 12329 || code >= 19968 && code <= 40959 || code >= 65281 && code <= 65376;
}
var CLUSTER_WINDOW = 64;
function isHighSurrogate(code) {
  return code >= 55296 && code <= 56319;
}
function isLowSurrogate(code) {
  return code >= 56320 && code <= 57343;
}
function codePointBoundary(text, at) {
  return at > 0 && at < text.length && isHighSurrogate(text.charCodeAt(at - 1)) && isLowSurrogate(text.charCodeAt(at)) ? at - 1 : at;
}
function boundariesAround(text, at) {
  if (isLoneCluster(text.charCodeAt(at - 1)) && isLoneCluster(text.charCodeAt(at))) return { before: at, after: at };
  const start = codePointBoundary(text, Math.max(0, at - CLUSTER_WINDOW));
  const end = codePointBoundary(text, Math.min(text.length, at + CLUSTER_WINDOW));
  const window = text.slice(start, end);
  if (SINGLE_CHARACTER_CLUSTERS.test(window)) return { before: at, after: at };
  let before = -1;
  let after = -1;
  graphemes ??= new Intl.Segmenter(void 0, { granularity: "grapheme" });
  for (const { index } of graphemes.segment(window)) {
    if (start + index >= at) {
      after = start + index;
      break;
    }
    before = start + index;
  }
  if (after === at) before = at;
  if (after === -1 && end === text.length) after = end;
  return { before: before > start || start === 0 ? Math.max(before, 0) : null, after: after === -1 ? null : after };
}
function graphemeBoundary(text, at) {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  return boundariesAround(text, at).before ?? codePointBoundary(text, at);
}
function graphemeBoundaryAfter(text, at) {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  const after = boundariesAround(text, at).after;
  if (after !== null) return after;
  return codePointBoundary(text, at) === at ? at : at + 1;
}
function cutText(text, maxLength, ellipsis = "\u2026", keep = "start") {
  if (text.length <= maxLength) return text;
  const room = Math.max(0, maxLength - ellipsis.length);
  if (keep === "end") return `${ellipsis}${text.slice(graphemeBoundaryAfter(text, text.length - room))}`;
  return `${text.slice(0, graphemeBoundary(text, room))}${ellipsis}`;
}
var LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function wholeCodePoints(text) {
  return text.replace(LONE_SURROGATE, "");
}

// src/core/plan/label-options.ts
var DEFAULT_LABELS = {
  connectorLabel: "kv-connector",
  perConnector: {},
  needsInfoLabel: null,
  rerunLabel: "vllm-triage:rerun",
  dismissLabel: "vllm-triage:dismiss",
  disabled: false
};
function resolveLabelOptions(given) {
  return { ...DEFAULT_LABELS, ...given ?? {} };
}
function maintainerLabelsKnown(options, inRepository) {
  const known = new Set(inRepository.map((name) => name.toLowerCase()));
  const ifKnown = (name) => known.has(name.toLowerCase()) ? name : null;
  return { dismiss: ifKnown(options.dismissLabel), rerun: ifKnown(options.rerunLabel) };
}

// src/core/memory/marker.ts
var MARKER_PREFIX = "<!-- vllm-triage";
var MARKER_END = "-->";
var MAX_MARKER_CANDIDATES = 20;
var MAX_RECORDED_LABELS = 20;
function renderMarker(marker) {
  const json = JSON.stringify(marker).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/--/g, "-\\u002d");
  return `${MARKER_PREFIX} ${json} ${MARKER_END}`;
}
function isStringArray(value) {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
function toMarkerData(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value;
  if (record.v !== 1 || typeof record.catalog !== "string" || typeof record.fingerprint !== "string") return null;
  if (!isStringArray(record.matches) || !isStringArray(record.botLabels)) return null;
  if (record.dismissedBy !== void 0 && typeof record.dismissedBy !== "string") return null;
  const marker = {
    v: 1,
    catalog: record.catalog,
    matches: record.matches,
    fingerprint: record.fingerprint,
    botLabels: record.botLabels
  };
  if (typeof record.dismissedBy === "string") marker.dismissedBy = record.dismissedBy;
  const routed = record.routedBy;
  if (typeof routed === "object" && routed !== null && !Array.isArray(routed)) {
    const { label, by } = routed;
    if (typeof label === "string" && typeof by === "string") marker.routedBy = { label: cutText(label, 50, ""), by: cutText(by, 100, "") };
  }
  if (isStringArray(record.added)) marker.added = record.added.slice(0, MAX_RECORDED_LABELS).map((label) => cutText(label, 50, ""));
  if (typeof record.body === "string" && /^[0-9a-f]{16}$/.test(record.body)) marker.body = record.body;
  const seen = readThreadState(record.seen);
  if (seen !== null) marker.seen = seen;
  const containment = readContainment(record.containment);
  if (containment !== null) marker.containment = containment;
  return marker;
}
function readThreadState(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { id, at } = value;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || typeof at !== "string" || !/^[0-9T:.+-]{10,40}Z?$/.test(at)) return null;
  return { id, at };
}
var MAX_MARKER_COMMITS = 16;
var SHA = /^[0-9a-f]{40}$/;
var REF = /^[0-9A-Za-z.+-]{1,64}$/;
function readContainment(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { ref, contained, notContained } = value;
  if (typeof ref !== "string" || !REF.test(ref) || !isStringArray(contained) || !isStringArray(notContained)) return null;
  const shas = (list) => list.filter((sha) => SHA.test(sha)).slice(0, MAX_MARKER_COMMITS);
  return { ref, contained: shas(contained), notContained: shas(notContained) };
}
function parseMarker(commentBody) {
  let from = 0;
  for (let attempt = 0; attempt < MAX_MARKER_CANDIDATES; attempt += 1) {
    const start = commentBody.indexOf(MARKER_PREFIX, from);
    if (start < 0) return null;
    const end = commentBody.indexOf(MARKER_END, start + MARKER_PREFIX.length);
    if (end < 0) return null;
    const json = commentBody.slice(start + MARKER_PREFIX.length, end).trim();
    try {
      const marker = toMarkerData(JSON.parse(json));
      if (marker !== null) return marker;
    } catch {
    }
    from = start + MARKER_PREFIX.length;
  }
  return null;
}

// src/core/catalog/page-links.ts
var PAGES_DIR = "docs/errors";
function idSegments(id) {
  return id.split("/").map((segment) => segment.toLowerCase().replace(/[^a-z0-9-]/g, "")).filter((segment) => segment !== "");
}
function errorPagePath(id) {
  return `${idSegments(id).join("/")}.md`;
}
function errorPageUrl(id, base = null) {
  return base === null ? `${PAGES_DIR}/${errorPagePath(id)}` : `${base.replace(/(?<!\/)\/+$/, "")}/${errorPagePath(id)}`;
}
function relativePagePath(fromId, toId) {
  const depth = idSegments(fromId).length - 1;
  return `${"../".repeat(depth)}${errorPagePath(toId)}`;
}

// src/core/text/safe-markdown.ts
var ZWSP = "\u200B";
function longestRun(text, char) {
  let longest = 0;
  let current = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === char) {
      current += 1;
      if (current > longest) longest = current;
    } else {
      current = 0;
    }
  }
  return longest;
}
var INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function withoutControls(text) {
  return text.replace(INVISIBLE_CONTROLS, "");
}
function normaliseLines(text) {
  return wholeCodePoints(withoutControls(text.replace(/\r\n?/g, "\n")));
}
function neutraliseMentions(text) {
  return text.replace(MENTION_OR_REFERENCE, (found) => `${found}${ZWSP}`);
}
var MENTION_OR_REFERENCE = /@(?=[A-Za-z0-9_])|#(?=[0-9])|(?<![A-Za-z0-9_])[Gg][Hh]-(?=[0-9])/g;
function neutraliseQuotedText(text) {
  return neutraliseMentions(normaliseLines(text)).split("<!--").join(`<!${ZWSP}--`);
}
function fenceCode(text, lang) {
  const body = neutraliseQuotedText(text).replace(/(?<!\n)\n+$/, "");
  const fence = "`".repeat(Math.max(3, longestRun(body, "`") + 1));
  const info = cutText((lang ?? "").replace(/[^A-Za-z0-9+_.-]/g, ""), 20, "");
  return `${fence}${info}
${body}
${fence}`;
}
function inlineCode(text, maxLength = 200) {
  let body = neutraliseQuotedText(text).replace(/\n/g, " ");
  body = cutText(body, Math.max(2, maxLength));
  if (body.trim() === "") return "` `";
  const ticks = "`".repeat(longestRun(body, "`") + 1);
  const pad = body.startsWith("`") || body.endsWith("`") || body.startsWith(" ") && body.endsWith(" ") ? " " : "";
  return `${ticks}${pad}${body}${pad}${ticks}`;
}
var MARKDOWN_PUNCTUATION = /* @__PURE__ */ new Set(["\\", "$", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "=", '"', "'", ":"]);
function escapeText(text, maxLength = 200) {
  let plain = normaliseLines(text).replace(/\s+/g, " ").trim();
  plain = cutText(plain, Math.max(2, maxLength));
  plain = neutraliseMentions(plain);
  let out = "";
  for (const char of plain) {
    if (char === "<") out += "&lt;";
    else if (char === ">") out += "&gt;";
    else if (char === "&") out += "&amp;";
    else if (MARKDOWN_PUNCTUATION.has(char)) out += `\\${char}`;
    else out += char;
  }
  return out;
}

// src/core/comment/entry/explainer-link.ts
function renderExplainerLink(entryId, docsBase = null) {
  const base = docsBase !== null && SAFE_DOCS_BASE.test(docsBase) ? docsBase.replace(/(?<!\/)\/+$/, "") : null;
  const command = runnable(`${cliOf(base)} explain ${entryId}`);
  if (base === null) return `**Full explanation**, with the basis of each claim: \`${errorPageUrl(entryId)}\` in vllm-triage's repository (or run ${command}).`;
  return `**Full explanation**, with the basis of each claim: [${inlineCode(entryId)}](${errorPageUrl(entryId, base)}) (or run ${command}).`;
}
function runnable(command) {
  return /^[A-Za-z0-9 ._/:#+-]{1,400}$/.test(command) ? `\`${command}\`` : inlineCode(command);
}
function cliOf(base) {
  const where = base === null ? null : REPOSITORY_DOCS.exec(base);
  if (!where) return "vllm-triage";
  const [, host = "", repository = "", ref = ""] = where;
  return host === "github.com" ? `npx github:${repository}#${ref}` : `npx git+https://${host}/${repository}.git#${ref}`;
}
var SAFE_DOCS_BASE = /^https:\/\/[A-Za-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[A-Za-z0-9._~%-]{1,200}){0,20}\/?$/;
var REPOSITORY_DOCS = /^https:\/\/([A-Za-z0-9.-]{1,253}(?::\d{1,5})?)\/([A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100})\/blob\/([A-Za-z0-9._-]{1,100}(?:\/[A-Za-z0-9._-]{1,100}){0,5})\/docs\/errors$/;

// src/core/comment/footer.ts
function readmeLabelsUrl(docsBase) {
  const where = docsBase === null ? null : REPOSITORY_DOCS.exec(docsBase.replace(/(?<!\/)\/+$/, ""));
  if (!where) return null;
  const [, host = "", repository = "", ref = ""] = where;
  return `https://${host}/${repository}/blob/${ref}/README.md#labels`;
}
function renderFooter(labels, catalogVersion, readmeUrl = null) {
  const readme = readmeUrl === null ? "vllm-triage's README" : `[vllm-triage's README](${readmeUrl})`;
  const { dismiss, rerun } = labels;
  let maintainers;
  if (dismiss !== null && rerun !== null) maintainers = `add the label ${inlineCode(dismiss)} to dismiss it, or ${inlineCode(rerun)} to run it again`;
  else if (dismiss !== null) maintainers = `add the label ${inlineCode(dismiss)} to dismiss it; the label that runs it again is listed in ${readme}`;
  else if (rerun !== null) maintainers = `add the label ${inlineCode(rerun)} to run it again; the label that dismisses it is listed in ${readme}`;
  else maintainers = `the labels that dismiss it or run it again are listed in ${readme}`;
  return `_This is an automated comment by vllm-triage (catalog ${inlineCode(catalogVersion.slice(0, 12))}); it updates itself when the issue or a comment changes. Maintainers: ${maintainers}._`;
}
function labelsNamedInFooter(body, labels) {
  const footer = body.split("\n").find((line) => line.startsWith("_This is an automated comment by vllm-triage ")) ?? "";
  const named = [];
  if (footer.includes(`Maintainers: add the label ${inlineCode(labels.dismiss)} to dismiss it`)) named.push(labels.dismiss);
  if (footer.includes(`or ${inlineCode(labels.rerun)} to run it again._`) || footer.includes(`Maintainers: add the label ${inlineCode(labels.rerun)} to run it again;`))
    named.push(labels.rerun);
  return named;
}

// src/core/comment/timeline/timeline-diagram.ts
var MIN_DRAWN_ENTRIES = 2;
var MAX_LABEL = 72;
var MAX_ID = 18;
function diagramLabel(text, max = MAX_LABEL) {
  const safe = text.replace(/[^A-Za-z0-9 .:_%-]/g, " ").replace(/%+/g, "%").replace(/-+/g, "-").replace(/\.{3,}/g, "..").replace(/\s+/g, " ").trim();
  return safe.length > max ? `${cutText(safe, max - 2, "").trimEnd()}..` : safe;
}
function shortRequestId(id) {
  const safe = diagramLabel(id, 200).replace(/ /g, "");
  return safe.length > MAX_ID ? `${cutText(safe, MAX_ID - 6, "")}..${cutText(safe, 4, "", "end")}` : safe;
}
var CLOCK = /(\d\d:\d\d:\d\d)$/;
function timeOf(entry) {
  return entry.timestamp === null ? "no time" : CLOCK.exec(entry.timestamp)?.[1] ?? "no time";
}
function statsLabel(text) {
  const number = (pattern) => pattern.exec(text)?.[1] ?? null;
  const parts = [
    ["running", number(/Running: (\d{1,7}) reqs/)],
    ["waiting", number(/Waiting: (\d{1,7}) reqs/)],
    ["preemptions", number(/Preemptions: (\d{1,7})/) ?? "0"]
  ].filter(([, value]) => value !== null).map(([name, value]) => `${name} ${value}`);
  const usage = number(/KV cache usage: (\d{1,3}(?:\.\d{1,2})?)%/);
  if (usage !== null) parts.push(`KV cache ${usage}%`);
  return `stats ${parts.join(" ")}`;
}
function errorLabel(text) {
  const type = /^([A-Za-z_][A-Za-z0-9_.]{0,100}):(?:\s|$)/.exec(text.trim())?.[1];
  if (type !== void 0) return `ERROR ${type.slice(type.lastIndexOf(".") + 1)}`;
  const words = text.trim().split(/\s+/).slice(0, 6).map((word) => word.length > MAX_ID ? shortRequestId(word) : word);
  return `ERROR ${words.join(" ")}`;
}
function statement(entry) {
  const at = timeOf(entry);
  const id = entry.requestId === null ? "" : ` ${shortRequestId(entry.requestId)}`;
  const label = (words) => diagramLabel(`${at} ${words}${id}`);
  switch (entry.kind) {
    case "received":
      return `C->>A: ${label("received")}`;
    case "added":
      return `A->>S: ${label("added")}`;
    case "aborted":
      return entry.text.includes("Aborted request(s)") ? `A-xS: ${label("aborted")}` : `C-xA: ${label("client aborted")}`;
    case "failed":
      return `S-xA: ${label("failed")}`;
    case "finished-sending":
      return `K->>S: ${label("finished sending KV")}`;
    case "finished-recving":
      return `K->>S: ${label("finished receiving KV")}`;
    case "waiting-for-remote-kvs":
      return `S->>K: ${label("waiting for remote KVs")}`;
    case "kv-load-failure":
      return `K-xS: ${label("KV load failure")}`;
    case "stats":
      return `Note over S: ${diagramLabel(`${at} ${statsLabel(entry.text)}`)}`;
    case "error":
      return `Note over S,K: ${diagramLabel(`${at} ${errorLabel(entry.text)}`)}`;
    case "crash":
      return `Note over A,S: ${diagramLabel(`${at} FATAL EngineCore died`)}`;
  }
}
var isFailure = (entry) => entry.kind === "error" || entry.kind === "crash";
function renderTimelineDiagram(timeline) {
  if (timeline.length < MIN_DRAWN_ENTRIES) return "";
  const lines = [
    "sequenceDiagram",
    "  participant C as client",
    "  participant A as API server",
    "  participant S as scheduler",
    "  participant K as connector"
  ];
  let inCrash = false;
  for (const entry of timeline) {
    if (isFailure(entry) && !inCrash) {
      lines.push("  rect rgb(255, 221, 221)");
      inCrash = true;
    } else if (!isFailure(entry) && inCrash) {
      lines.push("  end");
      inCrash = false;
    }
    lines.push(`  ${inCrash ? "  " : ""}${statement(entry)}`);
  }
  if (inCrash) lines.push("  end");
  return `\`\`\`mermaid
${lines.join("\n")}
\`\`\``;
}

// src/core/connectors/evidence-kinds.ts
var EVIDENCE_KINDS = {
  "known-error": { tier: "implicated", rank: 6, routing: { implicates: true, prior: 5 }, shows: null },
  "connector-code": { tier: "implicated", rank: 5, routing: { implicates: true, prior: 4 }, shows: "own" },
  "library-code": { tier: "implicated", rank: 4, routing: { implicates: true, prior: 4 }, shows: null },
  "connector-log": { tier: "implicated", rank: 4, routing: { implicates: true, prior: 4 }, shows: "own" },
  "library-log": { tier: "implicated", rank: 4, routing: { implicates: true, prior: 3.5 }, shows: null },
  hook: { tier: "implicated", rank: 4, routing: { implicates: true, prior: 3 }, shows: "own" },
  "config-error": { tier: "implicated", rank: 4, routing: { implicates: true, prior: 3.5 }, shows: "own" },
  "maintainer-label": { tier: "human", rank: 3, routing: { implicates: true, prior: 5 }, shows: "own" },
  "class-name": { tier: "named", rank: 2, routing: "by-place", shows: "own" },
  "product-word": { tier: "named", rank: 2, routing: "by-place", shows: null },
  "setup-word": { tier: "named", rank: 1, routing: null, shows: null },
  config: { tier: "configured", rank: 4, routing: { implicates: false, prior: 1 }, shows: "own" },
  "running-log": { tier: "named", rank: 3, routing: { implicates: false, prior: 1, zeroElsewhere: true }, shows: "running" },
  repository: { tier: "repository", rank: 1, routing: { implicates: false, prior: 0.5 }, shows: null }
};
var NAME_BY_PLACE = {
  title: { kind: "title-name", prior: 2 },
  opening: { kind: "opening-name", prior: 1.5 },
  code: { kind: "pasted-name", prior: 1 },
  prose: { kind: "prose-name", prior: 0.5 }
};
var TIER_ORDER = ["implicated", "human", "named", "configured", "repository"];
function showsConnector(kind, running = false) {
  const shows = EVIDENCE_KINDS[kind].shows;
  return shows === "own" || running && shows === "running";
}
var rankWeightOf = (kind) => EVIDENCE_KINDS[kind].rank;
function tierOf(kinds) {
  let best = TIER_ORDER.length - 1;
  for (const kind of kinds) best = Math.min(best, TIER_ORDER.indexOf(EVIDENCE_KINDS[kind].tier));
  return TIER_ORDER[best];
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
  const push = (item) => {
    const key = `${item.kind}\0${item.connector}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(item);
  };
  for (const match of matches) push({ kind: "known-error", connector: match.connector, text: match.id, line: match.evidence.line });
  for (const connector of connectors) {
    for (const item of [...connector.evidence, ...connector.backendEvidence ?? []]) {
      const kind = routingKindOf(item);
      if (kind !== null) push({ kind, connector: connector.name, text: item.text, line: item.line });
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

// src/core/match/messages/placeholders.ts
var PRINTF_FLAGS = "#0- +";
var PRINTF_CONVERSIONS = "diouxXeEfFgGcrsaRSUAV";
var NAME_PIECE = /[A-Za-z0-9]+/g;
function captureName(expression) {
  const name = expression.match(NAME_PIECE)?.join("_") ?? "";
  if (name === "") return "value";
  return name[0] !== void 0 && name[0] >= "0" && name[0] <= "9" ? `_${name}` : name;
}
function uniqueName(name, taken) {
  if (!taken.includes(name)) return name;
  let suffix = 2;
  while (taken.includes(`${name}_${suffix}`)) suffix += 1;
  return `${name}_${suffix}`;
}
function topLevelIndex(text, from, isStop) {
  let depth = 0;
  let quote = "";
  for (let index = from; index < text.length; index += 1) {
    const char = text[index] ?? "";
    if (quote !== "") {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (depth === 0 && isStop(char, index)) {
      return index;
    } else if (char === "(" || char === "[" || char === "{") {
      depth += 1;
    } else if (char === ")" || char === "]" || char === "}") {
      depth -= 1;
    }
  }
  return -1;
}
function placeholderEnd(template, from) {
  const close = template.indexOf("}", from);
  if (close === -1 || !NESTING.test(template.slice(from, close))) return close;
  return topLevelIndex(template, from, (char) => char === "}");
}
var NESTING = /["'()[\]{}]/;
function stripConversion(expression) {
  const end = topLevelIndex(expression, 0, (char, index) => char === ":" || char === "!" && expression[index + 1] !== "=");
  return end < 0 ? expression : expression.slice(0, end);
}
function printfEnd(template, from, allowSpaceFlag = true) {
  let index = from;
  if (template[index] === "(") {
    const close = template.indexOf(")", index);
    if (close < 0) return -1;
    index = close + 1;
  }
  while (index < template.length && PRINTF_FLAGS.includes(template[index] ?? "")) {
    if (!allowSpaceFlag && template[index] === " ") return -1;
    index += 1;
  }
  while (isDigit(template[index])) index += 1;
  if (template[index] === ".") {
    index += 1;
    while (isDigit(template[index])) index += 1;
  }
  const conversion = template[index] ?? "";
  return conversion !== "" && PRINTF_CONVERSIONS.includes(conversion) ? index : -1;
}
function isDigit(char) {
  return char !== void 0 && char >= "0" && char <= "9";
}

// src/core/match/templates.ts
var MIN_TEMPLATE_LITERAL_LENGTH = 8;
var SYNTAX_RULES = [
  // `{{` and `}}`: a brace written out.
  (template, index, { fstring }) => {
    const char = template[index] ?? "";
    return fstring && (char === "{" || char === "}") && template[index + 1] === char ? { literal: char, end: index + 2 } : null;
  },
  // `{expr}` (conversion and format spec dropped): an f-string placeholder; a `{` that never closes is text.
  (template, index, { fstring }) => {
    if (!fstring || template[index] !== "{") return null;
    const end = placeholderEnd(template, index + 1);
    return end < 0 ? { literal: "{", end: index + 1 } : { name: stripConversion(template.slice(index + 1, end)), end: end + 1 };
  },
  // The source index writes a message built from a non-literal expression as `<expr: …>`.
  (template, index) => {
    if (!template.startsWith("<expr: ", index)) return null;
    const end = template.indexOf(">", index);
    return end > index ? { name: template.slice(index + 7, end), end: end + 1 } : null;
  },
  // `%s`, `%d`, `%.1f` (`%%` a percent sign): a printf placeholder, named by the logger call's argument.
  (template, index, { printf, argNames }, placeholders) => {
    if (!printf || template[index] !== "%") return null;
    if (template[index + 1] === "%") return { literal: "%", end: index + 2 };
    const end = printfEnd(template, index + 1);
    return end < 0 ? { literal: "%", end: index + 1 } : { name: argNames?.[placeholders] ?? `arg${placeholders + 1}`, end: end + 1 };
  }
];
function readToken(template, index, syntax, placeholders) {
  for (const rule of SYNTAX_RULES) {
    const token = rule(template, index, syntax, placeholders);
    if (token !== null) return token;
  }
  return { literal: template[index] ?? "", end: index + 1 };
}
function compileTemplate(template, options = {}) {
  const syntax = { fstring: options.fstring ?? true, printf: options.printf ?? false, argNames: options.argNames };
  const literals = [];
  const names = [];
  let literal = "";
  for (let index = 0; index < template.length; ) {
    const plain = nextPlaceholderStart(template, index);
    if (plain > index) {
      literal += template.slice(index, plain);
      index = plain;
      continue;
    }
    const token = readToken(template, index, syntax, names.length);
    if ("name" in token) {
      literals.push(literal);
      literal = "";
      names.push(uniqueName(captureName(token.name), names));
    } else {
      literal += token.literal;
    }
    index = token.end;
  }
  literals.push(literal);
  const normalised = literals.map(collapseWhitespace);
  const last = normalised.length - 1;
  normalised[0] = (normalised[0] ?? "").trimStart();
  normalised[last] = (normalised[last] ?? "").trimEnd();
  return {
    source: template,
    literals: normalised,
    names,
    literalLength: normalised.reduce((sum, piece) => sum + piece.length, 0),
    firstWord: leadingWord(normalised[0] ?? "", names.length > 0)
  };
}
function looksLikePrintf(template) {
  if (template.includes("{") && template.includes("}")) return false;
  for (let index = template.indexOf("%"); index >= 0; index = template.indexOf("%", index + 1)) {
    if (template[index + 1] === "%") return true;
    if (printfEnd(template, index + 1, false) >= 0) return true;
  }
  return false;
}
function leadingWord(firstLiteral, hasPlaceholder) {
  const space = firstLiteral.indexOf(" ");
  if (space > 0) return firstLiteral.slice(0, space);
  if (firstLiteral === "" || hasPlaceholder) return null;
  return firstLiteral;
}
function firstWordOf(message) {
  const trimmed = message.trimStart();
  let end = 0;
  while (end < trimmed.length && !isWhitespace(trimmed[end] ?? "")) end += 1;
  return trimmed.slice(0, end);
}
var WHITESPACE_RUN = /[ \t\n\r\f\v]+/g;
function collapseWhitespace(text) {
  return text.replace(WHITESPACE_RUN, " ");
}
var PLACEHOLDER_START = /[{}<%]/g;
function nextPlaceholderStart(template, index) {
  PLACEHOLDER_START.lastIndex = index;
  return PLACEHOLDER_START.exec(template)?.index ?? template.length;
}
function isWhitespace(char) {
  return char === " " || char === "	" || char === "\n" || char === "\r" || char === "\f" || char === "\v";
}

// src/core/text/limits.ts
var MAX_BODY_LENGTH = 65536;
var MAX_COMMENT_LENGTH = MAX_BODY_LENGTH;
var MAX_LABEL_LENGTH = 50;
var MAX_LABELS_PER_ISSUE = 100;

// src/core/vllm/connector-names.ts
var FAMILY_OF_NAME = {
  MooncakeConnector: "mooncake",
  MooncakeStoreConnector: "mooncake-store",
  NixlConnector: "nixl",
  NixlPullConnector: "nixl",
  NixlPushConnector: "nixl",
  LMCacheConnectorV1: "lmcache",
  LMCacheMPConnector: "lmcache",
  LMCacheConnector: "lmcache",
  P2pNcclConnector: "p2p-nccl",
  SharedStorageConnector: "shared-storage",
  ExampleConnector: "shared-storage",
  OffloadingConnector: "offloading",
  MultiConnector: "multi",
  // vllm-ascend's pooled store connector; reports of it run Mooncake's store underneath.
  AscendStoreConnector: "mooncake-store",
  // vllm-ascend's P2P Mooncake connector that pushes KV layer by layer (kv_p2p/mooncake_layerwise_connector.py).
  MooncakeLayerwiseConnector: "mooncake"
};
var CLASS_NAMES = [
  // The 16 registered names (FACTS §g), plus the removed P2pNcclConnector and the renamed SharedStorageConnector.
  ["ExampleHiddenStatesConnector", "ExampleHiddenStatesConnector"],
  ["SimpleCPUOffloadConnector", "SimpleCPUOffloadConnector"],
  ["MooncakeStoreConnector", "MooncakeStoreConnector"],
  ["SharedStorageConnector", "SharedStorageConnector"],
  ["DecodeBenchConnector", "DecodeBenchConnector"],
  ["OffloadingConnector", "OffloadingConnector"],
  ["LMCacheConnectorV1", "LMCacheConnectorV1"],
  ["LMCacheMPConnector", "LMCacheMPConnector"],
  ["FlexKVConnectorV1", "FlexKVConnectorV1"],
  ["MooncakeConnector", "MooncakeConnector"],
  ["NixlPullConnector", "NixlPullConnector"],
  ["NixlPushConnector", "NixlPushConnector"],
  ["P2pNcclConnector", "P2pNcclConnector"],
  ["HF3FSKVConnector", "HF3FSKVConnector"],
  ["ExampleConnector", "ExampleConnector"],
  ["MoRIIOConnector", "MoRIIOConnector"],
  ["MultiConnector", "MultiConnector"],
  ["NixlConnector", "NixlConnector"],
  // Other classes that exist only inside one connector.
  ["MooncakeConnectorStoreV1", "MooncakeStoreConnector"],
  ["MooncakeDistributedStore", "MooncakeStoreConnector"],
  ["MooncakeStoreScheduler", "MooncakeStoreConnector"],
  ["MooncakeStoreWorker", "MooncakeStoreConnector"],
  ["LMCacheConnector", "LMCacheConnectorV1"],
  ["AscendStoreConnector", "AscendStoreConnector"],
  ["MooncakeLayerwiseConnector", "MooncakeLayerwiseConnector"],
  ["P2pNcclEngine", "P2pNcclConnector"],
  // LMCache's own engine and storage backends (lmcache/v1/storage_backend/__init__.py): LMCache runs under LMCacheConnectorV1.
  ["LMCacheEngine", "LMCacheConnectorV1"],
  ["LocalCPUBackend", "LMCacheConnectorV1"],
  ["LocalDiskBackend", "LMCacheConnectorV1"],
  ["WekaGdsBackend", "LMCacheConnectorV1"]
];
var PATH_RULES = [
  ["kv_connector/v1/mooncake/store/", "MooncakeStoreConnector"],
  ["mooncake_store_connector.py", "MooncakeStoreConnector"],
  // vLLM v0's Mooncake store lookup buffer and Mooncake pipe (v0 MooncakeStoreConnector / MooncakeConnector).
  ["kv_lookup_buffer/mooncake_store.py", "MooncakeStoreConnector"],
  ["kv_pipe/mooncake_pipe.py", "MooncakeConnector"],
  ["kv_connector/v1/mooncake/", "MooncakeConnector"],
  ["mooncake_layerwise_connector.py", "MooncakeLayerwiseConnector"],
  ["mooncake_connector.py", "MooncakeConnector"],
  ["kv_connector/v1/nixl/", "NixlConnector"],
  ["nixl_connector.py", "NixlConnector"],
  ["kv_connector/v1/lmcache_integration/", "LMCacheConnectorV1"],
  ["lmcache_mp_connector.py", "LMCacheMPConnector"],
  ["lmcache_connector.py", "LMCacheConnectorV1"],
  ["kv_connector/v1/offloading/", "OffloadingConnector"],
  ["offloading_connector.py", "OffloadingConnector"],
  ["vllm/v1/kv_offload/", "OffloadingConnector"],
  ["simple_cpu_offload_connector.py", "SimpleCPUOffloadConnector"],
  ["multi_connector.py", "MultiConnector"],
  ["kv_connector/v1/p2p/", "P2pNcclConnector"],
  ["p2p_nccl_connector.py", "P2pNcclConnector"],
  ["p2p_nccl_engine.py", "P2pNcclConnector"],
  ["shared_storage_connector.py", "SharedStorageConnector"],
  ["example_hidden_states_connector.py", "ExampleHiddenStatesConnector"],
  ["example_connector.py", "ExampleConnector"],
  ["decode_bench_connector.py", "DecodeBenchConnector"],
  ["flexkv_connector.py", "FlexKVConnectorV1"],
  ["kv_connector/v1/hf3fs/", "HF3FSKVConnector"],
  ["kv_connector/v1/moriio/", "MoRIIOConnector"]
];
function isEncoderCachePath(path) {
  return path.includes("ec_transfer/") || path.includes("ec_connector/");
}
var LOG_FILE_NAMES = {
  "nixl_connector.py": "NixlConnector",
  "base_worker.py": "NixlConnector",
  "base_scheduler.py": "NixlConnector",
  "pull_worker.py": "NixlPullConnector",
  "pull_scheduler.py": "NixlPullConnector",
  "push_worker.py": "NixlPushConnector",
  "push_scheduler.py": "NixlPushConnector",
  "lmcache_connector.py": "LMCacheConnectorV1",
  "vllm_v1_adapter.py": "LMCacheConnectorV1",
  "lmcache_mp_connector.py": "LMCacheMPConnector",
  "multi_process_adapter.py": "LMCacheMPConnector",
  "mooncake_connector.py": "MooncakeConnector",
  "mooncake_utils.py": "MooncakeConnector",
  "mooncake_pipe.py": "MooncakeConnector",
  "mooncake_store_connector.py": "MooncakeStoreConnector",
  "mooncake_layerwise_connector.py": "MooncakeLayerwiseConnector",
  "offloading_connector.py": "OffloadingConnector",
  "simple_cpu_offload_connector.py": "SimpleCPUOffloadConnector",
  "multi_connector.py": "MultiConnector",
  "p2p_nccl_connector.py": "P2pNcclConnector",
  "p2p_nccl_engine.py": "P2pNcclConnector",
  "shared_storage_connector.py": "SharedStorageConnector",
  "example_connector.py": "ExampleConnector",
  "example_hidden_states_connector.py": "ExampleHiddenStatesConnector",
  "decode_bench_connector.py": "DecodeBenchConnector",
  "flexkv_connector.py": "FlexKVConnectorV1",
  "hf3fs_connector.py": "HF3FSKVConnector",
  "hf3fs_client.py": "HF3FSKVConnector",
  "moriio_connector.py": "MoRIIOConnector",
  "moriio_engine.py": "MoRIIOConnector"
};
var STORE_BACKEND_LOG_FILES = {
  "mooncake_backend.py": { name: "Mooncake store backend (mooncake_backend.py)", family: "mooncake-store" }
};
var MOONCAKE_ENGINE_FILES = ["transfer_metadata.cpp", "transfer_engine_impl.cpp", "transfer_engine.cpp", "rdma_transport.cpp", "transfer_task.cpp"];
var MOONCAKE_ENGINE = { name: "Mooncake transfer engine", family: "mooncake" };
var INDEX_CONNECTOR_NAMES = {
  mooncake: "MooncakeConnector",
  mooncake_store: "MooncakeStoreConnector",
  nixl: "NixlConnector",
  lmcache: "LMCacheConnectorV1",
  lmcache_mp: "LMCacheMPConnector",
  offloading: "OffloadingConnector",
  simple_cpu_offload: "SimpleCPUOffloadConnector",
  multi: "MultiConnector",
  p2p: "P2pNcclConnector",
  hf3fs: "HF3FSKVConnector",
  moriio: "MoRIIOConnector",
  flexkv: "FlexKVConnectorV1",
  decode_bench: "DecodeBenchConnector",
  example: "ExampleConnector",
  example_hidden_states: "ExampleHiddenStatesConnector"
};
var SHARED_CODE = /* @__PURE__ */ new Set(["KVConnectorFactory", "KVConnectorBase_V1", "Scheduler", "none", ""]);
function connectorFamily(name) {
  const registered = INDEX_CONNECTOR_NAMES[name] ?? name;
  const family = FAMILY_OF_NAME[registered];
  if (family !== void 0) return family;
  if (Object.values(FAMILY_OF_NAME).includes(name)) return name;
  return familyInName(name) ?? "other-connector";
}
var FAMILY_WORDS = [
  ["mooncakestore", "mooncake-store"],
  ["mooncake", "mooncake"],
  ["lmcache", "lmcache"],
  ["nixl", "nixl"],
  ["p2pnccl", "p2p-nccl"]
];
function familyInName(name) {
  const lower = name.toLowerCase();
  if (!lower.includes("connector")) return null;
  return FAMILY_WORDS.find(([word]) => lower.includes(word))?.[1] ?? null;
}
function connectorIdentity(name) {
  const trimmed = name.trim();
  if (SHARED_CODE.has(trimmed) || trimmed.includes("(")) return null;
  const registered = INDEX_CONNECTOR_NAMES[trimmed] ?? namedClassPrefix(trimmed) ?? trimmed;
  return { name: registered, family: connectorFamily(registered) };
}
function namedClassPrefix(name) {
  if (FAMILY_OF_NAME[name] !== void 0) return null;
  let best = null;
  for (const entry of CLASS_NAMES) {
    if (name.startsWith(entry[0]) && (best === null || entry[0].length > best[0].length)) best = entry;
  }
  return best === null ? null : best[1];
}

// src/core/vllm/package-path.ts
function installedPackagePath(path) {
  const at = Math.max(path.lastIndexOf("site-packages/"), path.lastIndexOf("dist-packages/"));
  return at === -1 ? null : path.slice(at + "site-packages/".length);
}
var PACKAGE_DIRS = {
  lmcache: "lmcache",
  "lmcache-mp": "lmcache",
  "lmcache-ascend": "lmcache_ascend",
  nixl: "nixl",
  mooncake: "mooncake",
  "vllm-ascend": "vllm_ascend",
  "vllm-omni": "vllm_omni"
};
function sourceCheckoutOf(file, owner) {
  const dir = PACKAGE_DIRS[owner];
  if (dir === void 0) return null;
  const whole = file.replaceAll("\\", "/");
  if (installedPackagePath(whole) !== null) return null;
  const at = whole.lastIndexOf(`/${dir}/`);
  return at <= 0 ? null : whole.slice(0, at);
}

// src/core/vllm/links.ts
var VLLM_REPO = "https://github.com/vllm-project/vllm";
function safeRef(ref) {
  return ref.replace(/[^A-Za-z0-9._+-]/g, "");
}
var MAX_LINK_PATH = 200;
function encodePart(part) {
  return encodeURIComponent(part).replace(/[()*~!']/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
function safePath(path) {
  return cutText(path, MAX_LINK_PATH, "").split("/").filter((part) => part !== "" && part !== "." && part !== "..").map(encodePart).join("/");
}
function vllmSourceUrl(ref, path, line) {
  const anchor = line === null || line < 1 || isMovingRef(ref) ? "" : `#L${line}`;
  return `${VLLM_REPO}/blob/${safeRef(ref)}/${safePath(path)}${anchor}`;
}
var MOVING_REFS = /* @__PURE__ */ new Set(["main", "master", "HEAD"]);
function isMovingRef(ref) {
  return MOVING_REFS.has(ref);
}
function sourceLink(ref, path, line) {
  const shown = cutText(path, MAX_LINK_PATH);
  const label = line === null || isMovingRef(ref) ? shown : `${shown}:${line}`;
  return `[${inlineCode(label, MAX_LINK_PATH + 12)}](${vllmSourceUrl(ref, path, line)})`;
}
function vllmThreadLink(kind, number) {
  const safeNumber = Math.trunc(Math.abs(number));
  return `[vllm-project/vllm#${safeNumber}](${VLLM_REPO}/${kind}/${safeNumber})`;
}
function vllmPathOf(file) {
  const normalised = file.replaceAll("\\", "/");
  const inside = installedPackagePath(normalised);
  if (inside !== null) return inside.startsWith("vllm/") ? inside : null;
  if (normalised.startsWith("vllm/")) return isVllmTree(normalised) ? normalised : null;
  const distributedAt = normalised.lastIndexOf("/vllm/distributed/");
  if (distributedAt >= 0) return normalised.slice(distributedAt + 1);
  const packageAt = normalised.lastIndexOf("/vllm/");
  if (packageAt < 0) return null;
  const path = normalised.slice(packageAt + 1);
  return isVllmTree(path) && !OTHER_PROJECTS.some((project) => normalised.includes(project)) ? path : null;
}
var OTHER_PROJECTS = ["lmcache/", "lmcache_ascend/", "vllm_ascend/", "vllm_omni/", "dynamo/", "sglang/"];
var VLLM_TOP = /* @__PURE__ */ new Set([
  "v1",
  "distributed",
  "model_executor",
  "engine",
  "entrypoints",
  "worker",
  "executor",
  "core",
  "config",
  "attention",
  "lora",
  "multimodal",
  "transformers_utils",
  "platforms",
  "compilation",
  "inputs",
  "outputs.py",
  "utils",
  "sequence.py",
  "envs.py",
  "forward_context.py",
  "logger.py",
  "config.py",
  "sampling_params.py",
  "scripts.py",
  "usage",
  "reasoning",
  "tokenizers",
  "third_party",
  "spec_decode",
  "plugins",
  "profiler",
  "ray",
  "device_allocator",
  "assets",
  "benchmarks",
  "model_loader",
  "logging_utils",
  "_custom_ops.py"
]);
function isVllmTree(path) {
  const second = path.split("/")[1] ?? "";
  return VLLM_TOP.has(second);
}

// src/core/memory/fingerprint.ts
var UTF8 = new TextEncoder();
var hex16 = (limb) => limb.toString(16).padStart(4, "0");
function fingerprint(text) {
  let h0 = 8997;
  let h1 = 33826;
  let h2 = 40164;
  let h3 = 52210;
  for (const byte of UTF8.encode(text)) {
    h0 ^= byte;
    const t0 = h0 * 435;
    let t1 = h1 * 435;
    let t2 = h2 * 435 + (h0 << 8);
    const t3 = h3 * 435 + (h1 << 8);
    t1 += t0 >>> 16;
    h0 = t0 & 65535;
    t2 += t1 >>> 16;
    h1 = t1 & 65535;
    h3 = t3 + (t2 >>> 16) & 65535;
    h2 = t2 & 65535;
  }
  return hex16(h3) + hex16(h2) + hex16(h1) + hex16(h0);
}

export {
  PAGES_DIR,
  errorPagePath,
  relativePagePath,
  mergedPullRequest,
  pullRequestsNamedBy,
  pullRequestsNamed,
  cutText,
  neutraliseQuotedText,
  fenceCode,
  inlineCode,
  escapeText,
  renderExplainerLink,
  readmeLabelsUrl,
  renderFooter,
  labelsNamedInFooter,
  renderTimelineDiagram,
  showsConnector,
  rankWeightOf,
  tierOf,
  ROUTING_KINDS,
  isImplicating,
  routingEvidenceOf,
  FAILURE_PLACES,
  weightKey,
  FIXED_AT_ZERO,
  priorWeights,
  FALSE_ALARM_COST,
  ROUTING_THRESHOLD,
  ROUTING_WEIGHTS,
  kindsOf,
  scoreOf,
  routes,
  captureName,
  topLevelIndex,
  MIN_TEMPLATE_LITERAL_LENGTH,
  compileTemplate,
  looksLikePrintf,
  firstWordOf,
  DEFAULT_LABELS,
  resolveLabelOptions,
  maintainerLabelsKnown,
  fingerprint,
  MARKER_PREFIX,
  MAX_RECORDED_LABELS,
  renderMarker,
  parseMarker,
  MAX_COMMENT_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_LABELS_PER_ISSUE,
  CLASS_NAMES,
  PATH_RULES,
  isEncoderCachePath,
  LOG_FILE_NAMES,
  STORE_BACKEND_LOG_FILES,
  MOONCAKE_ENGINE_FILES,
  MOONCAKE_ENGINE,
  connectorFamily,
  connectorIdentity,
  installedPackagePath,
  sourceCheckoutOf,
  vllmSourceUrl,
  isMovingRef,
  sourceLink,
  vllmThreadLink,
  vllmPathOf
};
//# sourceMappingURL=shared-core-catalog-page-links.js.map
