#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  claimText,
  compiledCatalogFor,
  fillPlaceholders,
  firstReleaseWords,
  linkVllmReferences,
  matchTemplate,
  prepareMessage,
  rangeLead,
  triage
} from "./shared-core-analyze.js";
import {
  PAGES_DIR,
  cutText,
  errorPagePath,
  fenceCode,
  inlineCode,
  relativePagePath,
  sourceLink,
  vllmThreadLink
} from "./shared-core-catalog-page-links.js";

// src/core/explain/basis.ts
var DOCS_URL = /^https:\/\/docs\.vllm\.ai\/[A-Za-z0-9._~/#-]{1,300}$/;
function renderBasisItem(item, commit) {
  if ("source" in item) {
    const { path, line, expect } = item.source;
    const at = item.source.commit ?? commit;
    const pinned = item.source.commit === void 0 ? "" : ` (at vLLM commit ${inlineCode(at.slice(0, 10))})`;
    return `${sourceLink(at, path, line)}${pinned}: ${inlineCode(expect)}`;
  }
  if ("pr" in item) return `${vllmThreadLink("pull", item.pr)} (pull request)`;
  if ("project_source" in item) return projectSourceLine(item.project_source);
  if ("thread" in item) return threadLine(item.thread);
  if (DOCS_URL.test(item.docs)) return `[${item.docs.replace(/^https:\/\//, "")}](${item.docs}) (vLLM docs)`;
  return `${inlineCode(item.docs)} (vLLM docs; not linked: not a plain docs.vllm.ai address)`;
}
var REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
var REPO_PATH = /^[A-Za-z0-9_.-]{1,100}(?:\/[A-Za-z0-9_.-]{1,100}){0,20}$/;
var COMMIT = /^[0-9a-f]{40}$/;
var THREAD_URL = /^https:\/\/github\.com\/[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}\/(?:issues|pull)\/\d{1,7}$/;
function projectSourceLine(site) {
  const name = `${site.repository} ${site.path}:${site.line}`;
  const linked = REPOSITORY.test(site.repository) && REPO_PATH.test(site.path) && COMMIT.test(site.commit) ? `[${name}](https://github.com/${site.repository}/blob/${site.commit}/${site.path}#L${site.line})` : inlineCode(name);
  return `${linked} (at ${inlineCode(site.commit.slice(0, 10))}): ${inlineCode(site.expect)}`;
}
function threadLine(url) {
  return THREAD_URL.test(url) ? `[${url.replace(/^https:\/\/github\.com\//, "")}](${url}) (thread)` : `${inlineCode(url)} (thread; not linked)`;
}
var MAX_QUOTE = 90;
function claimOpening(text) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= MAX_QUOTE) return flat;
  const slice = cutText(flat, MAX_QUOTE, "");
  const wordEnd = slice.lastIndexOf(" ");
  let opening = wordEnd > MAX_QUOTE / 2 ? slice.slice(0, wordEnd) : slice;
  if ((opening.match(/`/g) ?? []).length % 2 === 1) opening = opening.replaceAll("`", "");
  return `${opening.replace(/[,;:.]$/, "")} \u2026`;
}
function renderClaimBasis(claim, position, commit, linkText) {
  const text = typeof claim === "string" ? claim : claim.text;
  const basis = typeof claim === "string" ? [] : claim.basis ?? [];
  const head = `${position}. \u201C${linkText(claimOpening(text))}\u201D`;
  if (basis.length === 0) return `${head}
   - no basis recorded in the catalog`;
  return [head, ...basis.map((item) => `   - ${renderBasisItem(item, commit)}`)].join("\n");
}

// src/core/explain/page.ts
function explanationClaims(entry) {
  if (typeof entry.explanation !== "string") return entry.explanation;
  return entry.explanation.trim().split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== "");
}
function renderSignature(signature) {
  if (signature.template !== void 0) {
    const printed = signature.exception === void 0 ? signature.template : `${signature.exception}: ${signature.template}`;
    const module = signature.module_capture;
    const which = module?.submodules_only === true ? "one of its modules" : "it or one of its modules";
    const ofPackage = module === void 0 ? "" : `, where the module named is ${inlineCode(module.package)}'s (${which})`;
    const raisedIn = `${ofPackage}${signature.frame === void 0 ? "" : `, raised in ${whereFrame(signature.frame)}`}`;
    return `- ${inlineCode(printed, 400)}${signature.exception === void 0 ? " (a log line)" : ""}${raisedIn}${callerNote(signature.caller)}`;
  }
  const frame = signature.frame;
  const exception = signature.exception === void 0 ? "an exception" : inlineCode(signature.exception);
  if (frame === void 0) return `- ${exception}, whatever its message`;
  const code = frame.code === void 0 ? "" : ` at ${inlineCode(frame.code)}`;
  const fn = frame.function === void 0 ? "" : ` in ${inlineCode(frame.function)}`;
  return `- ${exception} raised${code}${fn} in ${whereFrame(frame)}${callerNote(signature.caller)}`;
}
function whereFrame(frame) {
  const suffix = frame.path_suffix === void 0 ? "" : `a file ending ${inlineCode(frame.path_suffix)}`;
  const inPackage = frame.package === void 0 ? "" : `${suffix === "" ? "a file" : ""} of the ${inlineCode(frame.package)} package`;
  const importing = frame.code_contains === void 0 ? "" : ` at a line containing ${inlineCode(frame.code_contains)}`;
  return `${suffix}${inPackage}${importing}`;
}
function callerNote(caller) {
  if (caller === void 0) return "";
  const fn = caller.function === void 0 ? "" : ` ${inlineCode(caller.function)} in`;
  return `, when the traceback runs through${fn} ${whereFrame(caller)}`;
}
function fixNote(pr, release) {
  if (pr === void 0 && release === void 0) return "";
  const byPr = pr === void 0 ? "" : ` by ${vllmThreadLink("pull", pr)}`;
  const first = release === void 0 && pr !== void 0 ? firstReleaseWords(pr) : null;
  const inRelease = release === void 0 ? first ?? "; the first release with it is not determined" : ` in ${inlineCode(release.startsWith("v") ? release : `v${release}`)}`;
  return `Fixed${byPr}${inRelease}.`;
}
function renderWorkaround(workaround, position) {
  const fix = fixNote(workaround.fixed_by_pr, workaround.fixed_in_release);
  const saysSo = /^last resort/i.test(workaround.text.trim());
  const lead = workaround.last_resort === true && !saysSo ? "**Last resort, with a risk:** " : "";
  return `${position}. ${lead}${linkVllmReferences(`${rangeLead(workaround)}${workaround.text.trim()}`)}${fix === "" ? "" : ` ${fix}`}`;
}
function renderSource(entry) {
  const { source } = entry;
  const ref = source.ref ?? source.commit;
  const line = source.line > 0 ? source.line : null;
  const at = source.ref === void 0 ? `vLLM commit ${inlineCode(source.commit.slice(0, 10))}` : `vLLM ${inlineCode(ref.slice(0, 40))}`;
  const where = `${inlineCode(source.function)} in ${sourceLink(ref, source.path, line)} (${at}).`;
  const note = source.note === void 0 || source.note.trim() === "" ? "" : `

${linkVllmReferences(source.note.trim())}`;
  return `## Where vLLM raises it

${where}${note}`;
}
function renderRelated(entry, context) {
  const rows = [];
  for (const id of entry.related?.entries ?? []) {
    const other = context.entries.get(id);
    rows.push(other === void 0 ? `- ${inlineCode(id)}` : `- [${inlineCode(id)}](${relativePagePath(entry.id, id)}): ${linkVllmReferences(other.title)}`);
  }
  const threads = [
    ...(entry.related?.issues ?? []).map((number) => vllmThreadLink("issues", number)),
    ...(entry.related?.prs ?? []).map((number) => vllmThreadLink("pull", number))
  ];
  if (threads.length > 0) rows.push(`- vLLM issues and pull requests: ${threads.join(", ")}`);
  return `## Related errors

${rows.length > 0 ? rows.join("\n") : "None recorded in the catalog."}`;
}
function withPlaceholderNames(text) {
  const names = [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]{0,40})\}/g)].map((found) => found[1]);
  return fillPlaceholders(text, Object.fromEntries(names.map((name) => [name, `<${name}>`]))).trim();
}
function renderAsks(entry) {
  if (entry.asks.length === 0) return "";
  const rows = entry.asks.map(
    (ask) => `- **${withPlaceholderNames(ask.text)}** ${withPlaceholderNames(ask.how)}${ask.how_on_rocm === void 0 ? "" : ` ${ask.how_on_rocm}`}`
  );
  return `## What to send when you report it

vllm-triage asks for these in its comment, and ticks off what the thread already shows:

${rows.join("\n")}`;
}
function renderExample(entry) {
  const example = [...entry.examples].sort((first, second) => first.length - second.length)[0];
  if (example === void 0) return "";
  return `## What it looks like

An example (written for the catalog's tests, in the shape real logs have):

${fenceCode(example.trimEnd(), "text")}`;
}
function renderBasisSection(entry, context) {
  const groups = [
    ["What it means", explanationClaims(entry)],
    ["What to do", entry.workarounds],
    ["When it happens", entry.triggers]
  ];
  if (entry.fixed_in !== void 0) {
    const fix = fixNote(entry.fixed_in.pr, entry.fixed_in.release);
    groups.push([
      "Upstream fix",
      [{ text: fix === "" ? "Fixed upstream." : fix, ...entry.fixed_in.basis === void 0 ? {} : { basis: entry.fixed_in.basis } }]
    ]);
  }
  const parts = groups.filter(([, claims]) => claims.length > 0).map(
    ([name, claims]) => `**${name}**

${claims.map((claim, index) => renderClaimBasis(claim, index + 1, context.commit, linkVllmReferences)).join("\n")}`
  );
  const intro = "Each claim above rests on these: a line of vLLM's source (linked at the commit it was read at, with the text `vllm-triage catalog check` expects there), a vLLM pull request, or a page of vLLM's docs.";
  return `## The basis of each claim

${intro}

${parts.join("\n\n")}`;
}
function renderErrorPage(entry, context) {
  const depth = entry.id.split("/").length + 1;
  const yaml = `${"../".repeat(depth)}catalog/${entry.id}.yaml`;
  const header = [
    `# ${linkVllmReferences(entry.title)}`,
    `<!-- Generated from catalog/${entry.id}.yaml by npm run bundle: edit the YAML, not this page. -->`,
    `**Id:** ${inlineCode(entry.id)} \xB7 **Connector:** ${inlineCode(entry.connector)} \xB7 **Catalog entry:** [${inlineCode(`catalog/${entry.id}.yaml`)}](${yaml}) \xB7 **Explain it in a terminal:** ${inlineCode(`npx github:OWNER/vllm-triage#REF explain ${entry.id}`)}, with the OWNER and REF of this page's address (\`\u2026/OWNER/vllm-triage/blob/REF/docs/errors/\u2026\`; Node.js 20 or later)`,
    `**The message:**

${entry.signatures.map(renderSignature).join("\n")}`
  ];
  const explanation = explanationClaims(entry).map((claim) => linkVllmReferences(`${rangeLead(claim)}${claimText(claim).trim()}`));
  const sections = [header.join("\n\n"), `## What it means

${explanation.join("\n\n")}`, renderSource(entry)];
  if (entry.workarounds.length > 0)
    sections.push(`## What to do, in order

${entry.workarounds.map((item, index) => renderWorkaround(item, index + 1)).join("\n")}`);
  const fix = entry.fixed_in === void 0 ? "" : fixNote(entry.fixed_in.pr, entry.fixed_in.release);
  if (fix !== "") sections.push(`**Upstream fix:** ${fix}`);
  if (entry.triggers.length > 0)
    sections.push(
      `## When it happens

${entry.triggers.map((trigger) => `- ${linkVllmReferences(`${rangeLead(trigger)}${claimText(trigger).trim()}`)}`).join("\n")}`
    );
  sections.push(renderRelated(entry, context));
  const asks = renderAsks(entry);
  if (asks !== "") sections.push(asks);
  const example = renderExample(entry);
  if (example !== "") sections.push(example);
  sections.push(renderBasisSection(entry, context));
  return `${sections.join("\n\n")}
`;
}

// src/core/explain/index-page.ts
function messageOf(entry) {
  const signature = entry.signatures.find((candidate) => candidate.template !== void 0) ?? entry.signatures[0];
  if (signature === void 0) return "";
  if (signature.template !== void 0) return inlineCode(signature.template, 120);
  return signature.exception === void 0 ? "" : inlineCode(signature.exception);
}
function renderErrorIndex(entries) {
  const byConnector = /* @__PURE__ */ new Map();
  for (const entry of [...entries].sort((first, second) => first.id < second.id ? -1 : first.id > second.id ? 1 : 0)) {
    const list = byConnector.get(entry.connector) ?? [];
    list.push(entry);
    byConnector.set(entry.connector, list);
  }
  const connectors = [...byConnector.keys()].sort();
  const sections = connectors.map((connector) => {
    const rows = (byConnector.get(connector) ?? []).map(
      (entry) => `| [${inlineCode(entry.id)}](${errorPagePath(entry.id)}) | ${linkVllmReferences(entry.title).replaceAll("|", "\\|")} | ${messageOf(entry).replaceAll("|", "\\|")} |`
    );
    return `## ${connector}

| page | what happened | message |
| --- | --- | --- |
${rows.join("\n")}`;
  });
  const intro = [
    "# Known KV-connector errors",
    "<!-- Generated from catalog/ by npm run bundle: edit the YAML, not these pages. -->",
    `One page for each of the ${entries.length} errors vllm-triage can explain: what the message means, where vLLM raises it (linked at the vLLM commit the catalog was read at), what to do in order, when it happens, related errors, what to send in a report, and the basis of every claim. The bot's comment links the page of the error it recognised; \`npx github:OWNER/vllm-triage#REF explain <id | message>\`, with the OWNER and REF of this page's address (Node.js 20 or later), prints a page in a terminal.`,
    `Connectors: ${connectors.map((connector) => `[${inlineCode(connector)}](#${connector.toLowerCase().replace(/[^a-z0-9-]/g, "")})`).join(", ")}.`
  ];
  return `${[...intro, ...sections].join("\n\n")}
`;
}

// src/core/explain/pages.ts
function renderErrorPages(catalog) {
  const entries = new Map(catalog.entries.map((entry) => [entry.id, entry]));
  const context = { commit: catalog.commit, entries };
  const pages = [...catalog.entries].sort((first, second) => first.id < second.id ? -1 : 1).map((entry) => ({ path: `${PAGES_DIR}/${errorPagePath(entry.id)}`, text: renderErrorPage(entry, context) }));
  return [{ path: `${PAGES_DIR}/README.md`, text: renderErrorIndex(catalog.entries) }, ...pages];
}

// src/core/explain/resolve.ts
var ID_LIKE = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;
var MAX_BARE_LINES = 50;
function oneOrSeveral(entries, by) {
  const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()];
  if (unique.length === 0) return { kind: "none" };
  return unique.length === 1 ? { kind: "entry", entry: unique[0], by } : { kind: "several", entries: unique, by };
}
function entriesById(query, entries) {
  const exact = entries.filter((entry) => entry.id === query);
  if (exact.length > 0) return exact;
  return entries.filter((entry) => entry.id.endsWith(`/${query}`) || entry.id.endsWith(`-${query}`) || entry.id.startsWith(`${query}/`));
}
function entriesByBareMessage(query, catalog) {
  const { curated } = compiledCatalogFor(catalog);
  const candidates = [...[...curated.byWord.values()].flat(), ...curated.anyWord].sort((first, second) => first.order - second.order);
  const found = [];
  for (const line of query.split("\n").slice(0, MAX_BARE_LINES)) {
    const variants = punctuationVariants(line).map((variant) => prepareMessage(variant)).filter((prepared) => prepared.text !== "");
    for (const candidate of candidates) {
      if (candidate.entry !== null && variants.some((prepared) => matchTemplate(candidate.template, prepared) !== null)) found.push(candidate.entry);
    }
  }
  return found;
}
var MIN_TEMPLATE_START = 12;
function entriesByTemplateStart(query, entries) {
  const line = query.split("\n")[0]?.trim() ?? "";
  let end = line.length;
  while (end > 0 && FINAL_PUNCTUATION.includes(line.charAt(end - 1))) end -= 1;
  const typed = line.slice(0, end);
  if (typed.length < MIN_TEMPLATE_START || typed.includes("%") || typed.includes("{")) return [];
  return entries.filter((entry) => entry.signatures.some((signature) => signature.template?.startsWith(typed) === true));
}
var FINAL_PUNCTUATION = ".!?:;,";
function punctuationVariants(line) {
  const trimmed = line.trim();
  let end = trimmed.length;
  while (end > 0 && FINAL_PUNCTUATION.includes(trimmed.charAt(end - 1))) end -= 1;
  const bare = trimmed.slice(0, end);
  return [.../* @__PURE__ */ new Set([trimmed, bare, `${bare}.`, `${bare}?`])].filter((variant) => variant !== "" && variant !== "." && variant !== "?");
}
function resolveExplainQuery(query, catalog) {
  const text = query.trim();
  if (text === "") return { kind: "none" };
  if (ID_LIKE.test(text)) {
    const byId = oneOrSeveral(entriesById(text, catalog.entries), "id");
    if (byId.kind !== "none") return byId;
  }
  const entries = new Map(catalog.entries.map((entry) => [entry.id, entry]));
  const matches = triage({ body: text }, { catalog }).report.matches;
  const curated = matches.filter((match) => match.curated).map((match) => entries.get(match.id)).filter((entry) => entry !== void 0);
  const byMessage = oneOrSeveral(curated, "message");
  if (byMessage.kind !== "none") return byMessage;
  const bare = oneOrSeveral(entriesByBareMessage(text, catalog), "message");
  if (bare.kind !== "none") return bare;
  const start = oneOrSeveral(entriesByTemplateStart(text, catalog.entries), "message");
  if (start.kind !== "none") return start;
  return matches.length > 0 ? { kind: "uncurated", matches } : { kind: "none" };
}

export {
  renderErrorPage,
  renderErrorPages,
  resolveExplainQuery
};
//# sourceMappingURL=shared-core-engine.js.map
