#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  INDEXED_FOLDER,
  INDEXED_SUBDIR,
  runIndexer
} from "./shared-cli-catalog-run-indexer.js";
import {
  HELP_OPTION,
  readCommandArgs
} from "./shared-cli-command-args.js";
import "./shared-runtime.js";

// src/cli/catalog/check-command.ts
import { parseArgs } from "node:util";

// src/cli/catalog/catalog-check.ts
var sameFunction = (rowFunction, expected) => rowFunction === expected || rowFunction.endsWith(`.${expected}`) || expected.endsWith(`.${rowFunction}`);
var sameShape = (row, expected) => (expected.rowKind === null || row.kind === expected.rowKind) && (expected.rowClass === null || row.class === expected.rowClass);
function nearest(candidates, expected) {
  let best = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const row of candidates) {
    const score = Math.abs(row.line - expected.line) + (sameFunction(row.function, expected.function) ? 0 : 1e6);
    if (score < bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}
function checkSite(expected, fresh, unused, claim) {
  const result = (status, row, newTemplate = null) => {
    if (claim && row !== null) unused.delete(row);
    return {
      kind: expected.kind,
      subject: expected.subject,
      status,
      path: expected.path,
      function: expected.function,
      template: expected.template,
      line: expected.line,
      newPath: row?.path ?? null,
      newLine: row?.line ?? null,
      newTemplate
    };
  };
  const pool = claim ? fresh.filter((row) => unused.has(row)) : fresh;
  const sameMessage = pool.filter((row) => row.message === expected.template && sameShape(row, expected));
  const inFile = nearest(sameMessage.filter((row) => row.path === expected.path), expected);
  if (inFile !== null) return result(inFile.line === expected.line ? "ok" : "moved", inFile);
  const elsewhere = nearest(sameMessage, expected);
  if (elsewhere !== null) return result("moved", elsewhere);
  const reworded = nearest(
    pool.filter((row) => row.path === expected.path && sameFunction(row.function, expected.function) && sameShape(row, expected)),
    expected
  );
  if (reworded !== null) return result("changed", reworded, reworded.message);
  return result("vanished", null);
}
function checkAgainstSource(shipped, entries, fresh) {
  const unused = new Set(fresh);
  const sites = [];
  const expectedRows = shipped.map((row) => ({
    kind: "index",
    subject: `${row.path}:${row.line}`,
    path: row.path,
    function: row.function,
    template: row.message,
    line: row.line,
    rowKind: row.kind,
    rowClass: row.class
  }));
  const exact = /* @__PURE__ */ new Map();
  for (const expected of expectedRows) {
    const row = fresh.find((candidate) => unused.has(candidate) && candidate.path === expected.path && candidate.line === expected.line && candidate.message === expected.template && sameShape(candidate, expected));
    if (row !== void 0) {
      unused.delete(row);
      exact.set(expected, row);
    }
  }
  for (const expected of expectedRows) {
    const row = exact.get(expected);
    sites.push(row !== void 0 ? { kind: "index", subject: expected.subject, status: "ok", path: expected.path, function: expected.function, template: expected.template, line: expected.line, newPath: row.path, newLine: row.line, newTemplate: null } : checkSite(expected, fresh, unused, true));
  }
  const added = fresh.filter((row) => unused.has(row) && row.path.startsWith(`${INDEXED_FOLDER}/`));
  for (const entry of entries) sites.push(...checkEntry(entry, fresh));
  const failing = (site) => (site.status === "changed" || site.status === "vanished") && !site.sourceRef;
  return { sites, added, failed: sites.some(failing) };
}
function checkEntry(entry, fresh) {
  const templates = entry.signatures.map((signature) => signature.template).filter((template) => typeof template === "string");
  const base = { kind: "entry", subject: entry.id, path: entry.source.path, function: entry.source.function, line: entry.source.line, rowKind: null, rowClass: null };
  const sourceRef = entry.source.ref ?? null;
  if (templates.length === 0 || entry.source.line <= 0) {
    const reason = templates.length === 0 ? "no message template to look for (frame signature)" : "no source line recorded for this message";
    return [{ ...base, template: templates[0] ?? "", status: "unchecked", newPath: null, newLine: null, newTemplate: null, sourceRef, note: reason }];
  }
  const checks = templates.map((template) => checkSite({ ...base, template }, fresh, new Set(fresh), false));
  const anchored = checks.some((site) => site.status === "ok");
  return checks.map((site) => ({
    ...site,
    status: anchored && site.status === "moved" && site.newPath === site.path ? "ok" : site.status,
    sourceRef
  }));
}
function entryFilesOutside(entries, indexedFolder) {
  const outside = entries.map((entry) => entry.source.path).filter((path) => !path.startsWith(`${indexedFolder}/`));
  return [...new Set(outside)].sort();
}

// src/cli/catalog/basis-check.ts
function claimsOf(entry) {
  const claims = [];
  const explanation = typeof entry.explanation === "string" ? [entry.explanation] : entry.explanation;
  explanation.forEach((paragraph, index) => claims.push({ field: `explanation[${index}]`, basis: basisOf(paragraph) }));
  entry.triggers.forEach((trigger, index) => claims.push({ field: `triggers[${index}]`, basis: basisOf(trigger) }));
  entry.workarounds.forEach((workaround, index) => claims.push({ field: `workarounds[${index}]`, basis: workaround.basis }));
  if (entry.fixed_in !== void 0) claims.push({ field: "fixed_in", basis: entry.fixed_in.basis });
  return claims;
}
function basisOf(claim) {
  return typeof claim === "string" ? void 0 : claim.basis;
}
function listBasis(entries) {
  return entries.flatMap(
    (entry) => claimsOf(entry).flatMap(({ field, basis }) => (basis ?? []).map((item) => ({ entry: entry.id, field, item })))
  );
}
function checkBasis(entries, readSourceLine) {
  const problems = [];
  for (const entry of entries) {
    for (const { field, basis } of claimsOf(entry)) {
      if (basis === void 0 || basis.length === 0) {
        problems.push({ entry: entry.id, field, location: "", expected: "a basis", found: null });
        continue;
      }
      for (const item of basis) {
        if (!("source" in item)) continue;
        const { path, line, expect, commit } = item.source;
        const found = readSourceLine(path, line, commit);
        if (found !== void 0 && found.includes(expect)) continue;
        const location = `${path}:${line}${commit === void 0 ? "" : `@${commit}`}`;
        problems.push({ entry: entry.id, field, location, expected: expect, found: found ?? null });
      }
    }
  }
  return problems;
}

// src/cli/catalog/check-command.ts
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
var USAGE = `usage: vllm-triage catalog check --vllm-src DIR [--all] [--python PYTHON]

Re-indexes DIR (a vLLM checkout) and checks each curated entry's template and each source-index
row: still at its line (ok), at another line or file (moved), reworded in the same function
(changed), or gone (vanished). Exits 1 when a message changed or vanished, 0 when lines only moved.
--all lists the sites that are ok too.
`;
var MAX_TEMPLATE_CHARS = 72;
var clip = (text) => {
  const oneLine = text.replaceAll("\n", "\\n");
  return oneLine.length > MAX_TEMPLATE_CHARS ? `${oneLine.slice(0, MAX_TEMPLATE_CHARS - 1)}\u2026` : oneLine;
};
function tableCells(site) {
  const shortPath = site.path.replace(`${INDEXED_SUBDIR}/`, "");
  const where = site.kind === "entry" ? `${site.subject} (${shortPath})` : `${shortPath} ${site.function}`;
  const movedFile = site.newPath !== null && site.newPath !== site.path ? ` in ${site.newPath.replace(`${INDEXED_SUBDIR}/`, "")}` : "";
  const line = site.newLine === null || site.newLine === site.line ? `${site.line}` : `${site.line} \u2192 ${site.newLine}${movedFile}`;
  const what = site.status === "changed" ? `"${clip(site.template)}" is now "${clip(site.newTemplate ?? "")}"` : site.status === "unchecked" ? site.note ?? "not checked" : `"${clip(site.template)}"`;
  const elsewhere = site.sourceRef ? ` (entry's code is at ${site.sourceRef}, not the catalog commit: not failing)` : "";
  return [site.status, where, line, what + elsewhere];
}
function renderCheckReport(report, vllmSrc, showAll) {
  const shown = report.sites.filter((site) => showAll || site.status !== "ok");
  const rows = [["STATUS", "SITE", "LINE", "MESSAGE"], ...shown.map(tableCells)];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const table = rows.map((row) => row.map((cell, column) => column < 3 ? cell.padEnd(widths[column] ?? 0) : cell).join("  ").trimEnd());
  const count = (kind, status) => report.sites.filter((site) => site.kind === kind && site.status === status).length;
  const summary = (kind) => ["ok", "moved", "changed", "vanished", "unchecked"].map((status) => [status, count(kind, status)]).filter(([, n]) => n > 0).map(([status, n]) => `${n} ${status}`).join(", ") || "none";
  const lines = [`catalog check against ${vllmSrc}`];
  if (shown.length > 0) lines.push("", ...table, "");
  lines.push(`index sites: ${summary("index")}`, `curated templates: ${summary("entry")}`);
  if (report.added.length > 0) {
    lines.push(`${report.added.length} site(s) in ${INDEXED_SUBDIR}/ are not in the shipped index: run \`vllm-triage catalog index\``);
  }
  lines.push(report.failed ? "FAILED: a message changed or vanished; update the catalog." : "OK: every message is still in the source.");
  return `${lines.join("\n")}
`;
}
async function shippedSources() {
  const { defaultCatalog } = await import("./core-catalog-default-catalog.js");
  const catalog = defaultCatalog();
  return { index: catalog.index, entries: catalog.entries };
}
async function runCatalogCheck(args, io, sources) {
  const parsed = readCommandArgs(
    io,
    "catalog check",
    USAGE,
    () => parseArgs({
      args,
      options: { "vllm-src": { type: "string" }, python: { type: "string" }, all: { type: "boolean" }, ...HELP_OPTION },
      allowPositionals: false
    })
  );
  if (typeof parsed === "number") return parsed;
  const vllmSrc = parsed.values["vllm-src"];
  const python = parsed.values.python;
  const showAll = parsed.values.all === true;
  if (vllmSrc === void 0) {
    io.stderr(`catalog check: --vllm-src DIR is required
${USAGE}`);
    return 2;
  }
  const { index, entries } = sources ?? await shippedSources();
  let fresh;
  try {
    fresh = (await runIndexer({ vllmSrc, python, extraFiles: entryFilesOutside(entries, INDEXED_SUBDIR) })).rows;
  } catch (error) {
    io.stderr(`catalog check: ${error instanceof Error ? error.message : String(error)}
`);
    return 1;
  }
  const report = checkAgainstSource(index, entries, fresh);
  io.stdout(renderCheckReport(report, vllmSrc, showAll));
  const reader = sourceLineReader(vllmSrc);
  const basis = checkBasis(entries, reader.line);
  const moved = basis.filter((problem) => problem.location !== "" && reader.fileHolds(problem.location, problem.expected));
  const failing = basis.filter((problem) => !moved.includes(problem));
  const sourceItems = listBasis(entries).filter((use) => "source" in use.item).length;
  io.stdout(`
basis: ${sourceItems} source lines cited; ${sourceItems - basis.filter((problem) => problem.location !== "").length} hold at their line, ${moved.length} moved, ${failing.length} failing
`);
  for (const problem of [...failing, ...moved].slice(0, 50)) {
    const state = moved.includes(problem) ? "moved" : "FAIL";
    io.stdout(`  ${state} ${problem.entry} ${problem.field}: ${problem.location || "(no basis)"} expects ${JSON.stringify(problem.expected)}, found ${problem.found === null ? "no such line" : JSON.stringify(problem.found.trim().slice(0, 120))}
`);
  }
  return report.failed || failing.length > 0 ? 1 : 0;
}
function sourceLineReader(vllmSrc) {
  const files = /* @__PURE__ */ new Map();
  const linesOf = (path, commit) => {
    const key = `${commit ?? ""}:${path}`;
    if (!files.has(key)) {
      try {
        const text = commit === void 0 ? readFileSync(join(vllmSrc, path), "utf8") : execFileSync("git", ["-C", vllmSrc, "show", `${commit}:${path}`], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
        files.set(key, text.split("\n"));
      } catch {
        files.set(key, null);
      }
    }
    return files.get(key) ?? null;
  };
  return {
    line: (path, line, commit) => linesOf(path, commit)?.[line - 1],
    // `path:line` or `path:line@commit`, as the basis check writes locations.
    fileHolds: (location, expected) => {
      const [where = "", commit] = location.split("@");
      const path = where.slice(0, where.lastIndexOf(":"));
      return (linesOf(path, commit) ?? []).some((text) => text.includes(expected));
    }
  };
}
export {
  renderCheckReport,
  runCatalogCheck
};
