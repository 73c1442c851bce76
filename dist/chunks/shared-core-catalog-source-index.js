#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  MARKER_PREFIX,
  MAX_COMMENT_LENGTH,
  MAX_RECORDED_LABELS,
  cutText,
  fingerprint,
  inlineCode,
  parseMarker,
  renderMarker
} from "./shared-core-catalog-page-links.js";

// src/core/catalog/source-index.ts
var INDEXED_FOLDER = "vllm/distributed/kv_transfer";
var INDEX_TSV_HEADER = "kind	class	message	args	path	line	function	connector";
var TSV_ESCAPES = { n: "\n", t: "	", r: "\r", "\\": "\\" };
function unescapeTsvCell(cell2) {
  if (!cell2.includes("\\")) return cell2;
  let out = "";
  for (let i = 0; i < cell2.length; i++) {
    const ch = cell2[i];
    const next = cell2[i + 1];
    if (ch === "\\" && next !== void 0 && TSV_ESCAPES[next] !== void 0) {
      out += TSV_ESCAPES[next];
      i++;
    } else {
      out += ch;
    }
  }
  return out;
}
function parseIndexTsv(tsv) {
  const lines = tsv.split("\n");
  const rows = [];
  lines.forEach((raw, i) => {
    const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (text === "" || i === 0 && text === INDEX_TSV_HEADER) return;
    const cells2 = text.split("	");
    if (cells2.length !== 8) throw new Error(`source index line ${i + 1}: expected 8 columns, got ${cells2.length}`);
    const [kind, cls, message, args, path, line, fn, connector] = cells2.map(unescapeTsvCell);
    const lineNumber = Number(line);
    if (kind !== "raise" && kind !== "log") throw new Error(`source index line ${i + 1}: kind "${kind}" is not raise or log`);
    if (!Number.isInteger(lineNumber) || lineNumber < 1) {
      throw new Error(`source index line ${i + 1}: line "${line}" is not a positive integer`);
    }
    rows.push({ kind, class: cls, message, args, path, line: lineNumber, function: fn, connector });
  });
  return rows;
}
function formatSourceIndexJson(index) {
  return JSON.stringify({ commit: index.commit, rows: index.rows }, null, 2) + "\n";
}

// src/core/shadow/ledger.ts
function shadowRow(issue, plan, botCommented) {
  const { report } = plan;
  const primary = report.matches[0];
  const comment = report.comment === null ? "none" : primary?.curated === true ? "full" : "short";
  return {
    issue: issue.number,
    bot: {
      routed: report.routing.routed,
      connectors: report.routing.routed ? report.routing.connectors : [],
      labels: report.labels,
      comment,
      matches: report.matches.map((match) => match.id)
    },
    labels: issue.labels,
    botCommented
  };
}

// src/core/shadow/report.ts
var DEFAULT_MAX_ROWS = 200;
var MAX_DISAGREEMENTS = 100;
function cell(text) {
  return inlineCode(text, 60).replaceAll("|", "\\|");
}
function cells(values) {
  return values.length === 0 ? "\u2014" : values.slice(0, 10).map(cell).join(", ") + (values.length > 10 ? ` \u2026 ${values.length - 10} more` : "");
}
function percent(value) {
  return value === null ? "n/a" : `${Math.round(value * 1e3) / 10} %`;
}
function issueRef(issue, options) {
  const number = Math.trunc(Math.abs(issue));
  const url = options.issueUrl?.(number) ?? null;
  return url === null ? `#${number}` : `[#${number}](${url})`;
}
function disagreementLine(row, kind, score, options) {
  if (kind === "bot-only") {
    const why = row.bot.matches.length > 0 ? `recognised ${cells(row.bot.matches.slice(0, 3))}` : `for ${cells(row.bot.connectors)}`;
    return `- ${issueRef(row.issue, options)}: the bot would route it (${why}; comment: ${row.bot.comment}); no maintainer label says so`;
  }
  const wanted = new Set(score.humanLabels.map((label) => label.trim().toLowerCase()));
  const human = row.labels.filter((label) => wanted.has(label.trim().toLowerCase()));
  return `- ${issueRef(row.issue, options)}: labelled ${cells(human)} by maintainers; the bot would not route it (comment: ${row.bot.comment})`;
}
function renderShadowReport(rows, score, options = {}) {
  const heading = options.heading ?? "##";
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const routedByBot = score.truePositives + score.falsePositives;
  const routedByHumans = score.truePositives + score.falseNegatives;
  const leftOut = score.leftOut === 0 ? "" : ` ${score.leftOut} more ${score.leftOut === 1 ? "is" : "are"} left out: the bot had already commented there, so a routing label on ${score.leftOut === 1 ? "it" : "them"} may be its own.`;
  const lines = [
    `${heading} Shadow report: the bot's routing against the maintainers' labels`,
    "",
    `Maintainers' routing labels: ${cells(score.humanLabels)}. ${score.scored} issue${score.scored === 1 ? "" : "s"} scored.${leftOut}`,
    "",
    "| | labelled by maintainers | not labelled |",
    "| --- | --- | --- |",
    `| **the bot routes** | ${score.truePositives} | ${score.falsePositives} |`,
    `| **the bot does not route** | ${score.falseNegatives} | ${score.trueNegatives} |`,
    "",
    `**Precision** ${percent(score.precision)} (${score.truePositives} of the ${routedByBot} issues the bot routes) \xB7 **Recall** ${percent(score.recall)} (${score.truePositives} of the ${routedByHumans} issues the maintainers labelled)`,
    ""
  ];
  if (score.disagreements.length === 0) lines.push("No disagreements.");
  else {
    lines.push(`**Disagreements** (${score.disagreements.length}):`);
    for (const item of score.disagreements.slice(0, MAX_DISAGREEMENTS)) lines.push(disagreementLine(item.row, item.kind, score, options));
    if (score.disagreements.length > MAX_DISAGREEMENTS) lines.push(`- \u2026 and ${score.disagreements.length - MAX_DISAGREEMENTS} more, in the ledger.`);
  }
  const shown = rows.slice(0, maxRows);
  const table = [
    "| issue | bot routes | for | bot labels | comment | labels on the issue |",
    "| --- | --- | --- | --- | --- | --- |",
    ...shown.map(
      (row) => `| ${issueRef(row.issue, options)} | ${row.bot.routed ? "yes" : "no"} | ${cells(row.bot.connectors)} | ${cells(row.bot.labels)} | ${row.bot.comment} | ${cells(row.labels)}${row.botCommented ? " (bot had commented)" : ""} |`
    )
  ];
  const more = rows.length > shown.length ? `

${rows.length - shown.length} more issues are in the JSON-lines ledger only.` : "";
  lines.push("", `<details><summary>Ledger (${rows.length} issue${rows.length === 1 ? "" : "s"})</summary>`, "", ...table, `${more}`, "", "</details>");
  return `${lines.join("\n")}
`;
}
function renderShadowLedger(rows) {
  return rows.map((row) => JSON.stringify(row)).join("\n") + (rows.length > 0 ? "\n" : "");
}

// src/core/shadow/score.ts
function humanRouted(row, humanLabels) {
  const wanted = new Set(humanLabels.map((label) => label.trim().toLowerCase()));
  return row.labels.some((label) => wanted.has(label.trim().toLowerCase()));
}
function scoreShadow(rows, humanLabels) {
  const score = {
    humanLabels,
    scored: 0,
    leftOut: 0,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    trueNegatives: 0,
    precision: null,
    recall: null,
    disagreements: []
  };
  for (const row of rows) {
    if (row.botCommented) {
      score.leftOut++;
      continue;
    }
    score.scored++;
    const human = humanRouted(row, humanLabels);
    if (row.bot.routed && human) score.truePositives++;
    else if (row.bot.routed) {
      score.falsePositives++;
      score.disagreements.push({ issue: row.issue, kind: "bot-only", row });
    } else if (human) {
      score.falseNegatives++;
      score.disagreements.push({ issue: row.issue, kind: "human-only", row });
    } else score.trueNegatives++;
  }
  const routedByBot = score.truePositives + score.falsePositives;
  const routedByHumans = score.truePositives + score.falseNegatives;
  score.precision = routedByBot === 0 ? null : score.truePositives / routedByBot;
  score.recall = routedByHumans === 0 ? null : score.truePositives / routedByHumans;
  return score;
}

// src/core/memory/bot-record.ts
var RECORD_PREFIX = `${MARKER_PREFIX}:record `;
var COMMENT_END = "-->";
var HASH = /^[0-9a-f]{16}$/;
function trailerHash(body) {
  const trimmed = body.trimEnd();
  const start = trimmed.lastIndexOf(RECORD_PREFIX);
  if (start < 0 || !trimmed.endsWith(COMMENT_END)) return null;
  const hash = trimmed.slice(start + RECORD_PREFIX.length, trimmed.length - COMMENT_END.length).trim();
  return HASH.test(hash) ? hash : null;
}
function recordedText(body) {
  let text = body.trimStart();
  if (text.startsWith(MARKER_PREFIX) && !text.startsWith(RECORD_PREFIX)) {
    const end = text.indexOf(COMMENT_END);
    text = end < 0 ? text : text.slice(end + COMMENT_END.length);
  }
  const trimmed = text.trimEnd();
  const start = trimmed.lastIndexOf(RECORD_PREFIX);
  if (start >= 0 && trimmed.endsWith(COMMENT_END)) text = trimmed.slice(0, start);
  return text.trim();
}
function readWrittenComment(body) {
  const head = body.trimStart();
  const marker = head.startsWith(MARKER_PREFIX) && !head.startsWith(RECORD_PREFIX) ? parseMarker(head.slice(0, head.indexOf(COMMENT_END) + COMMENT_END.length)) : null;
  const recorded = marker?.body ?? trailerHash(body);
  return { marker, recorded, edited: recorded !== null && fingerprint(recordedText(body)) !== recorded };
}
function hasRecord(body) {
  return trailerHash(body) !== null;
}
function withRecord(comment, marker, added) {
  const text = recordedText(comment);
  const labels = [...new Map(added.map((label) => [label.toLowerCase(), cutText(label, 50, "")])).values()].slice(0, MAX_RECORDED_LABELS);
  const hash = fingerprint(text);
  const trailer = `${RECORD_PREFIX}${hash} ${COMMENT_END}`;
  for (let keep = labels.length; ; keep--) {
    const recorded = { ...marker, added: labels.slice(0, keep), body: hash };
    const full = `${renderMarker(recorded)}

${text}

${trailer}`;
    if (full.length <= MAX_COMMENT_LENGTH || keep === 0) return { comment: full, marker: recorded };
  }
}
function withoutRecord(body) {
  const { marker } = readWrittenComment(body);
  if (marker === null) return body;
  const { added: _added, body: _body, seen: _seen, ...planned } = marker;
  return `${renderMarker(planned)}

${recordedText(body)}`;
}

// src/core/memory/human-decisions.ts
var lower = (label) => label.toLowerCase();
function keepHumanDecisions(input) {
  const onIssue = new Set(input.labelsOnIssue.map(lower));
  const removing = new Set(input.labelsToRemove.map(lower));
  const recorded = input.previous?.added ?? [];
  const takenOff = input.rerunLabels ? [] : recorded.filter((label) => !onIssue.has(lower(label)) && input.repoHas.has(lower(label)));
  const takenOffSet = new Set(takenOff.map(lower));
  const keptOff = input.labelsToAdd.filter((label) => takenOffSet.has(lower(label)));
  const labelsToAdd = input.labelsToAdd.filter((label) => !takenOffSet.has(lower(label)));
  const kept = recorded.filter((label) => !removing.has(lower(label)) && (onIssue.has(lower(label)) || takenOffSet.has(lower(label))));
  const added = [...new Map([...kept, ...labelsToAdd].map((label) => [lower(label), label])).values()];
  const notes = keptOff.map(
    (label) => `label "${label}" was taken off by a human after the bot added it; not adding it again (add the rerun label to decide afresh)`
  );
  const keptEdit = input.comment !== null && !input.rerunComment && input.written?.edited === true;
  if (keptEdit) notes.push("the bot's comment was edited by a human; it is left as it is (add the rerun label to rewrite it)");
  return { labelsToAdd, comment: keptEdit ? null : input.comment, added, keptOff, keptEdit, notes };
}

export {
  INDEXED_FOLDER,
  parseIndexTsv,
  formatSourceIndexJson,
  RECORD_PREFIX,
  readWrittenComment,
  hasRecord,
  withRecord,
  withoutRecord,
  keepHumanDecisions,
  shadowRow,
  renderShadowReport,
  renderShadowLedger,
  scoreShadow
};
//# sourceMappingURL=shared-core-catalog-source-index.js.map
