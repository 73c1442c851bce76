#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  inlineCode
} from "./shared-core-text-safe-markdown.js";

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

export {
  shadowRow,
  renderShadowReport,
  renderShadowLedger,
  scoreShadow
};
//# sourceMappingURL=shared-core-shadow-ledger.js.map
