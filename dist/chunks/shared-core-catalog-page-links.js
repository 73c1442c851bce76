#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  inlineCode
} from "./shared-core-text-safe-markdown.js";

// src/core/text/limits.ts
var MAX_BODY_LENGTH = 65536;
var MAX_COMMENT_LENGTH = MAX_BODY_LENGTH;
var MAX_LABEL_LENGTH = 50;
var MAX_LABELS_PER_ISSUE = 100;

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

// src/core/comment/explainer-link.ts
function renderExplainerLink(entryId, docsBase = null) {
  const base = docsBase !== null && SAFE_DOCS_BASE.test(docsBase) ? docsBase.replace(/(?<!\/)\/+$/, "") : null;
  return `**Full explanation**, with the basis of each claim: [${inlineCode(entryId)}](${errorPageUrl(entryId, base)}) (or run ${runnable(`${cliOf(base)} explain ${entryId}`)}).`;
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

// src/core/plan/fingerprint.ts
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

// src/core/comment/timeline-diagram.ts
var MIN_DRAWN_ENTRIES = 2;
var MAX_LABEL = 72;
var MAX_ID = 18;
function diagramLabel(text, max = MAX_LABEL) {
  const safe = text.replace(/[^A-Za-z0-9 .:_%-]/g, " ").replace(/%+/g, "%").replace(/-+/g, "-").replace(/\.{3,}/g, "..").replace(/\s+/g, " ").trim();
  return safe.length > max ? `${safe.slice(0, max - 2).trimEnd()}..` : safe;
}
function shortRequestId(id) {
  const safe = diagramLabel(id, 200).replace(/ /g, "");
  return safe.length > MAX_ID ? `${safe.slice(0, MAX_ID - 6)}..${safe.slice(-4)}` : safe;
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

export {
  fingerprint,
  MAX_COMMENT_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_LABELS_PER_ISSUE,
  relativePagePath,
  renderExplainerLink,
  readmeLabelsUrl,
  renderFooter,
  labelsNamedInFooter,
  renderTimelineDiagram
};
//# sourceMappingURL=shared-core-catalog-page-links.js.map
