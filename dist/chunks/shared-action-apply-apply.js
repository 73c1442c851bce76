#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  GitHubApiError,
  asRecord,
  explainFailure,
  isBotUser,
  isIssueGone,
  isLockedRefusal,
  isTransientFailure,
  labelsTheActionUses,
  numberAt,
  readIssue,
  setUpLabels,
  stringAt
} from "./shared-action-apply-explain-failure.js";
import {
  RECORD_PREFIX,
  hasRecord,
  keepHumanDecisions,
  readWrittenComment,
  withRecord,
  withoutRecord
} from "./shared-core-catalog-source-index.js";
import {
  labelsNamedInFooter,
  parseMarker,
  renderTimelineDiagram
} from "./shared-core-catalog-page-links.js";

// src/action/github/bot-comment.ts
var MARKER_PREFIX = "<!-- vllm-triage";
var MARKER_END = "-->";
var DEFAULT_BOT_LOGIN = "github-actions[bot]";
function hasMarker(body) {
  return body.includes(MARKER_PREFIX);
}
function sameLogin(a, b) {
  return a !== null && a.toLowerCase() === b.toLowerCase();
}
function isOwnComment(comment, botLogin) {
  return sameLogin(comment.author, botLogin) && startsWithMarker(comment.body) && recordAgrees(comment.body);
}
function recordAgrees(body) {
  const recorded = readWrittenComment(body).marker?.body;
  if (recorded === void 0) return !hasRecord(body);
  return body.trimEnd().endsWith(`${RECORD_PREFIX}${recorded} -->`);
}
function startsWithMarker(body) {
  const head = body.trimStart();
  if (!head.startsWith(MARKER_PREFIX)) return false;
  const end = head.indexOf(MARKER_END);
  return end !== -1 && parseMarker(head.slice(0, end + MARKER_END.length)) !== null;
}
function findBotComments(comments, botLogin) {
  const own = /* @__PURE__ */ new Map();
  for (const comment of comments) if (!own.has(comment.id) && isOwnComment(comment, botLogin)) own.set(comment.id, comment);
  return [...own.values()].sort(compareAge);
}
function commentsMarkedByOthers(comments, botLogin) {
  return comments.filter((comment) => {
    if (sameLogin(comment.author, botLogin) || comment.author === null || !startsWithMarker(comment.body) || !hasRecord(comment.body)) return false;
    return !readWrittenComment(comment.body).edited;
  });
}
function findCommentWrittenAs(markedByOthers, tokenLogin) {
  if (tokenLogin === null) return null;
  return markedByOthers.filter((comment) => sameLogin(comment.author, tokenLogin)).sort(compareAge)[0] ?? null;
}
function findHumanComments(comments) {
  return comments.filter((comment) => !comment.authorIsBot && !hasMarker(comment.body));
}
function threadState(comments, own) {
  const ownIds = new Set(own.map((comment) => comment?.id));
  let newest = null;
  for (const comment of comments) if (!ownIds.has(comment.id) && (newest === null || compareAge(comment, newest) > 0)) newest = comment;
  return newest === null ? null : { id: newest.id, at: newest.createdAt };
}
function isNewerState(a, b) {
  if (a == null) return false;
  if (b == null) return true;
  return a.at !== b.at ? a.at > b.at : a.id > b.id;
}
function compareAge(a, b) {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id - b.id;
}

// src/action/issue/triggers.ts
var EVENT_TRIGGERS = [
  { event: "issues", action: "opened" },
  { event: "issues", action: "reopened" },
  { event: "issues", action: "edited" },
  { event: "issue_comment", action: "created" },
  { event: "issue_comment", action: "edited" },
  { event: "issues", action: "labeled", label: "rerun" },
  { event: "issues", action: "labeled", label: "dismiss" },
  { event: "issues", action: "labeled", label: "connector" },
  { event: "workflow_dispatch", action: null }
];
function triggerActions(event) {
  return new Set(EVENT_TRIGGERS.filter((trigger) => trigger.event === event && trigger.action !== null).map((trigger) => trigger.action));
}
function triggerLabelNames(labels) {
  return { rerun: labels.rerunLabel, dismiss: labels.dismissLabel, connector: labels.connectorLabel };
}

// src/action/issue/screen-event.ts
var ISSUE_ACTIONS = triggerActions("issues");
var COMMENT_ACTIONS = triggerActions("issue_comment");
var SCREENS = {
  issues: screenIssues,
  issue_comment: screenIssueComment,
  workflow_dispatch: () => null
};
function screenEvent(eventName, payload) {
  const screen = Object.hasOwn(SCREENS, eventName) ? SCREENS[eventName] : void 0;
  if (screen === void 0) return { issueNumber: null, reason: `the "${eventName}" event is not one the bot handles` };
  const record = asRecord(payload) ?? {};
  return screen(stringAt(record, "action") ?? "", record);
}
function screenIssues(action, payload) {
  const issue = readIssue(payload.issue);
  if (issue === null) return { issueNumber: null, reason: "the event payload has no issue" };
  const skip = (reason) => ({ issueNumber: issue.number, reason });
  if (!ISSUE_ACTIONS.has(action)) return skip(`issues.${action} is not an event the bot acts on`);
  if (action === "edited" && asRecord(asRecord(payload.changes)?.body) === null) return skip("the edit did not change the body");
  if (isBotUser(payload.sender)) return skip(`the event was sent by a bot (${stringAt(asRecord(payload.sender), "login") ?? "someone"})`);
  return null;
}
function screenIssueComment(action, payload) {
  const issue = readIssue(payload.issue);
  if (issue === null) return { issueNumber: null, reason: "the event payload has no issue" };
  const skip = (reason) => ({ issueNumber: issue.number, reason });
  if (!COMMENT_ACTIONS.has(action)) return skip(`issue_comment.${action} is not an event the bot acts on`);
  const comment = asRecord(payload.comment);
  if (issue.isPullRequest) return skip("the comment is on a pull request");
  if (isBotUser(comment?.user) || isBotUser(payload.sender)) return skip("the comment was written by a bot");
  if (hasMarker(stringAt(comment, "body") ?? "")) return skip("the comment is the bot's own (it carries the marker)");
  if (action === "edited" && asRecord(asRecord(payload.changes)?.body) === null) return skip("the edit did not change the comment");
  return null;
}

// src/action/issue/events.ts
var ROUTES = {
  issues: routeIssues,
  issue_comment: routeIssueComment,
  workflow_dispatch: routeDispatch
};
function routeEvent(eventName, payload, settings) {
  const screened = screenEvent(eventName, payload);
  const route = Object.hasOwn(ROUTES, eventName) ? ROUTES[eventName] : void 0;
  if (screened !== null || route === void 0) {
    return { kind: "skip", issueNumber: screened?.issueNumber ?? null, reason: screened?.reason ?? `the "${eventName}" event is not one the bot handles` };
  }
  const record = asRecord(payload) ?? {};
  return route(stringAt(record, "action") ?? "", record, settings);
}
function routeIssues(action, payload, settings) {
  const issue = readIssue(payload.issue);
  if (issue === null) return { kind: "skip", issueNumber: null, reason: "the event payload has no issue" };
  const sender = stringAt(asRecord(payload.sender), "login") ?? "someone";
  if (sameLogin(sender, settings.botLogin))
    return { kind: "skip", issueNumber: issue.number, reason: `the event was sent by the bot itself (${sender}, the bot-login)` };
  let trigger;
  if (action === "labeled") {
    const label = stringAt(asRecord(payload.label), "name") ?? "";
    const names = triggerLabelNames(settings.labels);
    if (sameLabel(label, names.rerun)) trigger = { kind: "rerun", label };
    else if (sameLabel(label, names.dismiss)) trigger = { kind: "dismiss", by: sender };
    else if (isRoutingLabel(label, settings)) trigger = { kind: "routed", label, by: sender };
    else return { kind: "skip", issueNumber: issue.number, reason: `the label "${label}" is not a triage label` };
  } else {
    trigger = { kind: action === "reopened" ? "reopened" : action === "edited" ? "edited" : "opened" };
  }
  return decideForIssue(issue, trigger, settings, `issues.${action}`);
}
function routeIssueComment(action, payload, settings) {
  const issue = readIssue(payload.issue);
  if (issue === null) return { kind: "skip", issueNumber: null, reason: "the event payload has no issue" };
  const comment = asRecord(payload.comment);
  const author = stringAt(asRecord(comment?.user), "login");
  if (sameLogin(author, settings.botLogin) && isOwnComment({ id: 0, body: stringAt(comment, "body") ?? "", author, authorIsBot: false, createdAt: "" }, settings.botLogin)) {
    return { kind: "skip", issueNumber: issue.number, reason: "the comment is the bot's own" };
  }
  const commentId = typeof comment?.id === "number" ? comment.id : 0;
  return decideForIssue(issue, { kind: "comment", commentId }, settings, `issue_comment.${action}`);
}
function routeDispatch(_action, _payload, settings) {
  if (settings.setupLabels)
    return { kind: "setup-labels", reason: 'workflow_dispatch with "setup-labels": create the labels the action uses that the repository lacks' };
  if (settings.issueNumbers.length === 0) {
    const { since, state, shard, resumeAfter } = settings.backfill;
    const scope = `${state === "all" ? "all issues" : `the ${state} issues`}${since === null ? "" : ` updated since ${since}`}${shard === null ? "" : `, shard ${shard.index + 1}/${shard.count}`}` + (resumeAfter === null ? "" : `, resuming after #${resumeAfter}`);
    return { kind: "backfill", reason: `workflow_dispatch without "issue-numbers": backfill of ${scope}${settings.backfillDryRun ? " (dry run)" : ""}` };
  }
  const mode = settings.dryRun ? " (dry run)" : "";
  return { kind: "dispatch", numbers: settings.issueNumbers, reason: `workflow_dispatch for ${settings.issueNumbers.map((n) => `#${n}`).join(", ")}${mode}` };
}
function reasonToSkip(issue, trigger, settings) {
  if (issue.isPullRequest) return "it is a pull request";
  if (issue.locked) return "issue is locked; GitHub refuses comments";
  if (issue.state === "closed" && trigger.kind !== "dispatch" && trigger.kind !== "dismiss") {
    return "the issue is closed (dispatch it to triage a closed issue)";
  }
  const dismissed = issue.labels.some((label) => sameLabel(label, settings.labels.dismissLabel));
  if (dismissed && trigger.kind !== "dismiss") {
    return `a maintainer dismissed the bot on this issue (label "${settings.labels.dismissLabel}")`;
  }
  return null;
}
function decideForIssue(issue, trigger, settings, eventLabel) {
  const skipReason = reasonToSkip(issue, trigger, settings);
  if (skipReason !== null) return { kind: "skip", issueNumber: issue.number, reason: skipReason };
  return { kind: "triage", issue, trigger, reason: eventLabel };
}
function isRoutingLabel(label, settings) {
  if (settings.labels.disabled) return false;
  return sameLabel(label, triggerLabelNames(settings.labels).connector);
}
function sameLabel(a, b) {
  return a.toLowerCase() === b.toLowerCase();
}

// src/action/summary/outputs.ts
function commentActionOf(outcome) {
  return outcome.apply?.commentAction ?? (outcome.status === "skipped" || outcome.status === "failed" ? "skipped" : "none");
}
function commentIdOf(outcome) {
  return outcome.apply?.commentId ?? outcome.commentId ?? null;
}
function commentUrl(issueNumber, commentId, links) {
  return `${links.serverUrl}/${encodeURIComponent(links.owner)}/${encodeURIComponent(links.repo)}/issues/${issueNumber}#issuecomment-${commentId}`;
}
function plannedLabels(outcome) {
  return outcome.plan?.labelsToAdd ?? [];
}
function perIssue(outcomes, value) {
  if (outcomes.length === 1) return value(outcomes[0]);
  return outcomes.map((outcome) => [outcome.issueNumber, value(outcome)]).filter(([, text]) => text !== "").map(([issueNumber, text]) => `#${issueNumber}:${text}`).join(",");
}
function computeOutputs(outcomes, links) {
  const matched = [...new Set(outcomes.flatMap((outcome) => outcome.matches))];
  const labels = [...new Set(outcomes.flatMap((outcome) => outcome.apply?.labelsAdded ?? []))];
  const created = [...new Set(outcomes.flatMap((outcome) => outcome.apply?.labelsCreated ?? []))];
  const planned = [...new Set(outcomes.flatMap(plannedLabels))];
  const commentAction = outcomes.length === 0 ? "skipped" : perIssue(outcomes, commentActionOf);
  const url = (outcome) => {
    const id = commentIdOf(outcome);
    return id === null || links === void 0 ? "" : commentUrl(outcome.issueNumber, id, links);
  };
  return {
    "matched-ids": matched.join(","),
    "labels-added": labels.join(","),
    "labels-created": created.join(","),
    "labels-planned": planned.join(","),
    "comment-action": commentAction,
    "comment-url": outcomes.length === 0 ? "" : perIssue(outcomes, url),
    "issues-triaged": String(outcomes.filter((outcome) => outcome.status === "triaged" || outcome.status === "planned").length)
  };
}
function wouldDo(outcome, links) {
  const labels = plannedLabels(outcome);
  const labelWords = labels.length === 0 ? "add no label" : `add ${labels.map((label) => `"${label}"`).join(", ")}`;
  const id = outcome.commentId ?? null;
  const where = id === null || links === void 0 ? `comment ${id ?? ""}`.trim() : commentUrl(outcome.issueNumber, id, links);
  switch (outcome.plannedComment) {
    case "created":
      return `#${outcome.issueNumber}: post a new comment and ${labelWords}`;
    case "updated":
      return `#${outcome.issueNumber}: edit ${where} and ${labelWords}`;
    default:
      return `#${outcome.issueNumber}: leave the comment as it is and ${labelWords}`;
  }
}
function dryRunNotice(outcomes, links) {
  const planned = outcomes.filter((outcome) => outcome.status === "planned");
  if (planned.length === 0) return null;
  const named = planned.slice(0, 5).map((outcome) => wouldDo(outcome, links));
  const more = planned.length > named.length ? `; and ${planned.length - named.length} more issues (the job summary lists them)` : "";
  return `Dry run, nothing was written. It would have done this: ${named.join("; ")}${more}.`;
}

// src/action/summary/timeline-summary.ts
var MAX_DRAWN_TIMELINES = 20;
function renderSummaryTimelines(outcomes) {
  const drawn = outcomes.map((outcome) => ({ issue: outcome.issueNumber, diagram: renderTimelineDiagram(outcome.plan?.report?.timeline ?? []) })).filter((item) => item.diagram !== "").slice(0, MAX_DRAWN_TIMELINES);
  return drawn.map((item) => `
<details><summary>#${item.issue}: the failing request's timeline, drawn</summary>

${item.diagram}

</details>`).join("\n");
}

// src/action/summary/summary.ts
function escapeCell(text) {
  return text.replace(/[\r\n]+/g, " ").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "\\|").replace(/@/g, "@\u200B").replace(/`/g, "'");
}
function fenceFor(text) {
  let longest = 0;
  let run = 0;
  for (const ch of text) {
    run = ch === "`" ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return "`".repeat(Math.max(3, longest + 1));
}
var MAX_SUMMARY_BYTES = 1e6;
var bytesOf = (text) => Buffer.byteLength(text, "utf8");
function issueLink(issueNumber, links) {
  return `[#${issueNumber}](${links.serverUrl}/${encodeURIComponent(links.owner)}/${encodeURIComponent(links.repo)}/issues/${issueNumber})`;
}
function commentActionOf2(outcome) {
  return outcome.apply?.commentAction ?? (outcome.status === "skipped" || outcome.status === "failed" ? "skipped" : "none");
}
function commentCell(outcome) {
  if (outcome.status === "planned" && outcome.plannedComment !== void 0 && outcome.plannedComment !== "none") {
    return `would ${outcome.plannedComment === "created" ? "create" : "update"}`;
  }
  return commentActionOf2(outcome);
}
function labelsCell(apply, planned) {
  if (apply === null) return planned.length > 0 ? `would add ${planned.map(escapeCell).join(", ")}` : "\u2014";
  const parts = [];
  if (apply.labelsAdded.length > 0) parts.push(`added ${apply.labelsAdded.map(escapeCell).join(", ")}`);
  if (apply.labelsRemoved.length > 0) parts.push(`removed ${apply.labelsRemoved.map(escapeCell).join(", ")}`);
  for (const skipped of apply.labelsSkipped) parts.push(`skipped ${escapeCell(skipped.label)}: ${escapeCell(skipped.why)}`);
  return parts.length > 0 ? parts.join("<br>") : "\u2014";
}
function tableRow(outcome, links) {
  const matches = outcome.matches.length > 0 ? outcome.matches.map((id) => `\`${id.replace(/`/g, "")}\``).join("<br>") : "none";
  const cells = [
    issueLink(outcome.issueNumber, links),
    // A planned row's reason is always "dry run"; the heading says that once.
    outcome.status === "planned" ? "planned" : `${outcome.status}: ${escapeCell(outcome.reason)}`,
    matches,
    labelsCell(outcome.apply, outcome.plan?.labelsToAdd ?? []),
    commentCell(outcome),
    `${outcome.asks.open} / ${outcome.asks.answered}`,
    `${outcome.requests.total} (${outcome.requests.writes})`
  ];
  return `| ${cells.join(" | ")} |`;
}
function preview(outcome) {
  const body = outcome.plan?.comment;
  if (body === void 0) return null;
  const what = body === null ? "no comment would be posted" : `the comment that would be ${outcome.plannedComment === "updated" ? "updated" : "posted"}`;
  const lines = ["", `<details><summary>#${outcome.issueNumber}: ${what}</summary>`, ""];
  if (body !== null) {
    const fence = fenceFor(body);
    lines.push(`${fence}markdown`, body, fence);
  }
  lines.push("", "</details>");
  return lines.join("\n");
}
function renderSummary(headline, outcomes, options) {
  const maxBytes = options.maxBytes ?? MAX_SUMMARY_BYTES;
  const head = [`## vllm-triage${options.dryRun ? " (dry run: nothing was written)" : ""}`, "", escapeCell(headline), ""];
  const rows = outcomes.map((outcome) => tableRow(outcome, options.links));
  const notes = outcomes.flatMap(
    (outcome) => [...outcome.warnings ?? [], ...outcome.notes ?? [], ...outcome.apply?.notes ?? []].map((note) => `
- #${outcome.issueNumber}: ${escapeCell(note)}`)
  );
  const previews = options.dryRun ? outcomes.map(preview).filter((text) => text !== null) : [];
  const timelines = renderSummaryTimelines(outcomes);
  const assemble = (shownRows, shownPreviews) => {
    const lines = [...head];
    if (rows.length > 0) {
      lines.push(
        "| issue | result | matches | labels | comment | asks open / answered | API requests (writes) |",
        "| --- | --- | --- | --- | --- | --- | --- |",
        ...rows.slice(0, shownRows)
      );
    }
    if (shownRows < rows.length)
      lines.push("", `_${rows.length - shownRows} more issues are left out of this table to stay under GitHub's 1 MiB summary limit; the log has every one._`);
    lines.push(...notes);
    if (timelines !== "") lines.push(timelines);
    if (shownPreviews < previews.length) {
      lines.push(
        "",
        `_${previews.length - shownPreviews} planned comment(s) are left out to stay under GitHub's 1 MiB summary limit; the log has each one, folded under "Dry run plan for #\u2026"._`
      );
    }
    lines.push(...previews.slice(0, shownPreviews));
    return lines.join("\n") + "\n";
  };
  const full = assemble(rows.length, previews.length);
  if (bytesOf(full) <= maxBytes) return full;
  const fitting = (pieces, budget) => {
    let count = 0;
    for (let used = 0; count < pieces.length && used + bytesOf(pieces[count] ?? "") + 1 <= budget; count++) used += bytesOf(pieces[count] ?? "") + 1;
    return count;
  };
  const withoutPreviews = bytesOf(assemble(rows.length, 0));
  if (withoutPreviews <= maxBytes) return assemble(rows.length, fitting(previews, maxBytes - withoutPreviews));
  const withoutRows = bytesOf(assemble(0, 0));
  return assemble(fitting(rows, maxBytes - withoutRows), 0);
}
function renderFailureSummary(message) {
  return `## vllm-triage

**Stopped:** ${escapeCell(message)}
`;
}

// src/action/apply/comment-writer.ts
var MAX_CREATE_ATTEMPTS = 3;
var NO_ANSWER_LOOKS_MS = [2e3, 8e3, 2e4];
function expectedAfterCreates(options) {
  return options.commentsBefore === void 0 ? void 0 : options.commentsBefore + MAX_CREATE_ATTEMPTS;
}
async function createSingleComment(gateway, issueNumber, body, options) {
  const notes = [];
  let created = null;
  let unanswered = 0;
  for (let attempt = 1; created === null; attempt++) {
    try {
      created = await gateway.createCommentOnce(issueNumber, body);
    } catch (error) {
      if (!isTransientFailure(error) || attempt >= MAX_CREATE_ATTEMPTS) throw error;
      const noAnswer = error instanceof GitHubApiError && (error.status === null || error.answerUnread);
      if (noAnswer) unanswered++;
      const pauses = noAnswer ? options.noAnswerLooksMs ?? NO_ANSWER_LOOKS_MS : [options.backoffMs * attempt * attempt];
      notes.push(
        `creating the comment failed (${error instanceof Error ? error.message : String(error)}); ` + (noAnswer ? `looked for it up to ${pauses.length} times before trying again` : "checked for it before trying again")
      );
      const existing = await lookForComment(gateway, issueNumber, pauses, options);
      if (existing !== null) {
        notes.push(`the comment had been created (comment ${existing.id}); not posting again`);
        return { comment: existing, kind: "adopted", deletedDuplicates: [], notes };
      }
    }
  }
  return removeNewerDuplicate(
    gateway,
    { issueNumber, expected: expectedAfterCreates(options) },
    created,
    options.botLogin,
    unanswered > 0 ? body : null,
    notes
  );
}
async function lookForComment(gateway, issueNumber, pauses, options) {
  for (const pause of pauses) {
    await options.wait(pause);
    const existing = findBotComments(await gateway.listComments(issueNumber, expectedAfterCreates(options)), options.botLogin)[0];
    if (existing !== void 0) return existing;
  }
  return null;
}
async function removeNewerDuplicate(gateway, issue, created, botLogin, lateBody, notes) {
  let botComments;
  try {
    botComments = findBotComments(await gateway.listComments(issue.issueNumber, issue.expected), botLogin);
  } catch (error) {
    notes.push(`could not look for a concurrent duplicate (${error instanceof Error ? error.message : String(error)})`);
    return { comment: created, kind: "created", deletedDuplicates: [], notes };
  }
  const oldest = botComments[0] ?? created;
  const ours = (comment) => comment.id === created.id || lateBody !== null && comment.body === lateBody;
  const duplicates = botComments.filter((comment) => comment.id !== oldest.id && ours(comment));
  if (oldest.id !== created.id && !duplicates.some((comment) => comment.id === created.id)) duplicates.push(created);
  for (const duplicate of duplicates) await gateway.deleteComment(duplicate.id);
  const deletedDuplicates = duplicates.map((comment) => comment.id);
  if (oldest.id !== created.id) {
    notes.push(`another comment of the bot's was already there (comment ${oldest.id}); deleted this run's duplicate ${deletedDuplicates.join(", ")}`);
    return { comment: oldest, kind: "adopted", deletedDuplicates, notes };
  }
  if (deletedDuplicates.length > 0) notes.push(`a create that got no answer landed late; deleted it (comment ${deletedDuplicates.join(", ")})`);
  return { comment: created, kind: "created", deletedDuplicates, notes };
}

// src/action/apply/labels.ts
var isRefusal = (error) => error instanceof GitHubApiError && error.status === 422;
async function addLabels(gateway, issue, labels, settings, result) {
  const onIssue = new Set(issue.labels.map((label) => label.toLowerCase()));
  let toAdd = labels.filter((label) => !onIssue.has(label.toLowerCase()));
  if (toAdd.length === 0) return;
  const connector = settings.connectorLabel.toLowerCase();
  const lostAs = (label, why) => {
    result.labelsSkipped.push({ label, why: `not applied: ${why}`, lost: true });
    if (label.toLowerCase() === connector) result.failures.push(`label "${label}" was not added to #${issue.number}: ${why}`);
  };
  const lose = (label, error) => lostAs(label, isRefusal(error) ? `GitHub refused it: ${error.detail}` : explainFailure(error));
  try {
    toAdd = await labelsThatExist(gateway, toAdd, settings, result, lostAs);
  } catch (error) {
    for (const label of toAdd) lose(label, error);
    return;
  }
  if (toAdd.length === 0) return;
  try {
    await gateway.addLabels(issue.number, toAdd);
    result.labelsAdded.push(...toAdd);
    return;
  } catch (error) {
    if (!isRefusal(error) || toAdd.length === 1) {
      for (const label of toAdd) lose(label, error);
      return;
    }
    result.notes.push(`GitHub refused the labels ${toAdd.map((label) => `"${label}"`).join(", ")} together (${error.detail}); adding them one by one`);
  }
  for (const label of toAdd) {
    try {
      await gateway.addLabels(issue.number, [label]);
      result.labelsAdded.push(label);
    } catch (error) {
      lose(label, error);
    }
  }
}
async function labelsThatExist(gateway, toAdd, settings, result, lostAs) {
  if (settings.createMissingLabels) {
    const specs = toAdd.map(
      (name) => settings.labelSpecs?.find((spec) => spec.name.toLowerCase() === name.toLowerCase()) ?? { name, color: "ededed", description: "" }
    );
    const setup = await setUpLabels(gateway, specs);
    for (const label of setup.created) result.notes.push(`created the repository label "${label}"`);
    (result.labelsCreated ??= []).push(...setup.created);
    const refused = new Set(setup.refused.map((refusal) => refusal.label.toLowerCase()));
    for (const refusal of setup.refused) lostAs(refusal.label, `the repository has no such label and it could not be created: ${refusal.why}`);
    return toAdd.filter((name) => !refused.has(name.toLowerCase()));
  }
  const unchecked = new Set((settings.labelsAddedUnchecked ?? []).map((label) => label.toLowerCase()));
  const toLookUp = toAdd.filter((name) => !unchecked.has(name.toLowerCase()));
  if (toLookUp.length === 0) return toAdd;
  const inRepository = await gateway.findRepoLabels(toLookUp);
  const missing = new Set(toLookUp.filter((name) => !inRepository.has(name.toLowerCase())));
  for (const label of missing) result.labelsSkipped.push({ label, why: "the repository has no such label (create-missing-labels is off)" });
  return toAdd.filter((name) => !missing.has(name));
}
async function removeLabels(gateway, issue, labels, result) {
  const onIssue = new Map(issue.labels.map((label) => [label.toLowerCase(), label]));
  const toRemove = [...new Set(labels.map((label) => onIssue.get(label.toLowerCase())).filter((label) => label !== void 0))];
  for (const label of toRemove) {
    try {
      await gateway.removeLabel(issue.number, label);
      result.labelsRemoved.push(label);
    } catch (error) {
      result.failures.push(`label "${label}" was not removed from #${issue.number}: ${explainFailure(error)}`);
    }
  }
}

// src/action/apply/apply.ts
var CREATE_TIMINGS = { createBackoffMs: 500, noAnswerLooksMs: NO_ANSWER_LOOKS_MS };
function plannedCommentAction(botComment, body) {
  if (body === null || botComment?.body === body) return "none";
  return botComment === null ? "created" : "updated";
}
var LOCKED_NOTE = "issue is locked; GitHub refuses comments, so none was posted";
async function applyPlan(gateway, target, plan, settings) {
  const result = {
    commentAction: "none",
    commentId: target.botComment?.id ?? null,
    labelsAdded: [],
    labelsSkipped: [],
    labelsRemoved: [],
    notes: [],
    failures: [],
    writtenAs: null
  };
  const reached = await applyComment(gateway, target, plan.comment, settings, result);
  if (reached === "unreachable") {
    for (const label of plan.labelsToAdd) result.labelsSkipped.push({ label, why: "not applied: the issue could not be reached" });
    return result;
  }
  const stale = reached === "newer-comment";
  if (stale && plan.labelsToAdd.length + plan.labelsToRemove.length > 0) result.notes.push("labels left as the run that wrote that comment set them");
  await addLabels(gateway, target.issue, stale ? [] : plan.labelsToAdd, settings, result);
  await removeLabels(gateway, target.issue, [...stale ? [] : plan.labelsToRemove, ...settings.triggerLabelsToRemove], result);
  await correctRecord(gateway, plan, result);
  return result;
}
async function correctRecord(gateway, plan, result) {
  const lost = new Set(result.labelsSkipped.filter((skipped) => skipped.lost).map((skipped) => skipped.label.toLowerCase()));
  if (lost.size === 0 || plan.comment === null || result.commentId === null || result.commentAction === "skipped") return;
  if (!(result.commentAction === "created" || result.commentAction === "updated")) return;
  const added = (plan.marker.added ?? []).filter((label) => !lost.has(label.toLowerCase()));
  if (added.length === (plan.marker.added ?? []).length) return;
  const corrected = withRecord(plan.comment, plan.marker, added).comment;
  try {
    await gateway.updateComment(result.commentId, corrected);
    result.notes.push(`the comment's record was written again without the label(s) that did not land`);
  } catch (error) {
    result.failures.push(`the comment's record still counts labels that did not land: ${explainFailure(error)}`);
  }
}
async function applyComment(gateway, target, body, settings, result) {
  const issueNumber = target.issue.number;
  try {
    for (const duplicate of target.duplicateBotComments ?? []) {
      await gateway.deleteComment(duplicate.id);
      result.notes.push(`deleted comment ${duplicate.id}, a newer duplicate of the bot's comment ${target.botComment?.id ?? ""}`);
    }
    if (body === null || target.botComment?.body === body) return "reached";
    if (target.botComment !== null && await updateUnlessDeleted(gateway, target.botComment.id, body)) {
      result.commentAction = "updated";
      return "reached";
    }
    const timings = { ...CREATE_TIMINGS, ...settings.timings };
    const outcome = await createSingleComment(gateway, issueNumber, body, {
      wait: settings.wait,
      backoffMs: timings.createBackoffMs,
      noAnswerLooksMs: timings.noAnswerLooksMs,
      botLogin: settings.botLogin,
      commentsBefore: target.issue.commentCount
    });
    result.notes.push(...outcome.notes);
    result.commentId = outcome.comment.id;
    if (outcome.comment.author !== null && !sameLogin(outcome.comment.author, settings.botLogin)) result.writtenAs = outcome.comment.author;
    result.commentAction = "created";
    if (outcome.kind === "adopted" && outcome.comment.body !== body) {
      const written = parseMarker(outcome.comment.body)?.seen;
      if (isNewerState(written, parseMarker(body)?.seen)) {
        result.commentAction = "none";
        result.notes.push(`comment ${outcome.comment.id} was written from a newer state of the thread than this run read; left as it is`);
        return "newer-comment";
      }
      await gateway.updateComment(outcome.comment.id, body);
      result.commentAction = "updated";
    }
    return "reached";
  } catch (error) {
    result.commentAction = "skipped";
    if (isLockedRefusal(error)) {
      result.notes.push(LOCKED_NOTE);
      return "reached";
    }
    result.failures.push(explainFailure(error));
    return isIssueGone(error) ? "unreachable" : "reached";
  }
}
async function updateUnlessDeleted(gateway, commentId, body) {
  try {
    await gateway.updateComment(commentId, body);
    return true;
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404) return false;
    throw error;
  }
}

// src/action/issue/triage-input.ts
function triageInputOf({ issue, comments }, settings) {
  return {
    title: issue.title,
    body: issue.body,
    comments: findHumanComments(comments).map((comment) => ({
      id: comment.id,
      author: comment.author,
      body: comment.body,
      ...comment.authorAssociation == null ? {} : { authorAssociation: comment.authorAssociation }
    })),
    ...issue.author == null ? {} : { author: issue.author },
    ...issue.authorAssociation == null ? {} : { authorAssociation: issue.authorAssociation },
    labels: issue.labels,
    pullRequest: issue.isPullRequest,
    // An issue in a connector project's own repository is about that connector.
    ...settings.owner === "" ? {} : { repository: `${settings.owner}/${settings.repo}` }
  };
}
function triageOptionsOf({ issue, botComment, previous }, trigger, settings) {
  return {
    labels: settings.labels,
    previous,
    dismissedBy: trigger.kind === "dismiss" ? trigger.by : null,
    routedBy: trigger.kind === "routed" ? { label: trigger.label, by: trigger.by } : null,
    issueNumber: issue.number,
    docsBase: settings.docsBase,
    earlierReportsSearch: settings.earlierReports ? { postedComment: botComment === null ? null : withoutRecord(botComment.body), force: trigger.kind === "rerun" } : null
  };
}

// src/action/issue/gather-thread.ts
async function gatherThread(loadEngine, useGateway, issue, trigger, settings) {
  const rerunOfJob = settings.runAttempt > 1 && trigger.kind !== "dispatch";
  if (typeof issue === "number" || rerunOfJob) {
    issue = await (await useGateway()).getIssue(typeof issue === "number" ? issue : issue.number);
    const skipReason = reasonToSkip(issue, trigger, settings);
    if (skipReason !== null) return { skip: skipReason, warnings: [] };
  }
  const brandNew = trigger.kind === "opened" && issue.commentCount === 0 && !rerunOfJob && isFresh(issue, Date.now());
  const comments = brandNew ? [] : await (await useGateway()).listComments(issue.number, issue.commentCount);
  const engine = await loadEngine();
  const [ownComment = null, ...duplicateBotComments] = findBotComments(comments, settings.botLogin);
  const markedByOthers = ownComment === null ? commentsMarkedByOthers(comments, settings.botLogin) : [];
  const tokenLogin = markedByOthers.length === 0 ? null : await (await useGateway()).authenticatedLogin?.() ?? null;
  const writtenAs = findCommentWrittenAs(markedByOthers, tokenLogin);
  const warnings = writtenAs === null ? [] : [identityWarning(writtenAs.author ?? "", settings.botLogin, true)];
  const botComment = ownComment ?? writtenAs;
  const previous = botComment === null ? null : engine.parseMarker(botComment.body);
  if (previous?.dismissedBy !== void 0) return { skip: `@${previous.dismissedBy} dismissed the bot on this issue; its comment is left alone`, warnings };
  if (trigger.kind === "dismiss" && botComment === null) return { skip: "dismissed before the bot commented; nothing to collapse", warnings };
  const gathered = { issue, comments, brandNew, botComment, duplicateBotComments, previous, warnings };
  return { ...gathered, engine, input: triageInputOf(gathered, settings), options: triageOptionsOf(gathered, trigger, settings) };
}
var FRESH_OPENED_EVENT_MS = 3 * 6e4;
function isFresh(issue, now) {
  const created = Date.parse(issue.createdAt ?? "");
  return !Number.isFinite(created) || now - created < FRESH_OPENED_EVENT_MS;
}
function identityWarning(login, botLogin, found) {
  const what = found ? "the bot found its comment by its marker and record, but" : "a personal access token's next event finds that comment again by asking GitHub who the token is, an app token's cannot and posts another:";
  return `the token writes as "${login}", not as the bot-login "${botLogin}"; ${what} set the input bot-login: ${login} so that it always knows its own comments and events`;
}

// src/action/issue/carry-out-plan.ts
async function carryOutPlan(deps, useGateway, { issue, botComment, duplicateBotComments, brandNew }, plan, trigger, settings, outcome) {
  outcome.plan = plan;
  outcome.matches = plan.report.matches.map((match) => match.id);
  outcome.asks = {
    open: plan.report.asks.filter((ask) => !ask.satisfied).length,
    answered: plan.report.asks.filter((ask) => ask.satisfied).length
  };
  if (settings.dryRun) {
    outcome.status = "planned";
    outcome.plannedComment = plannedCommentAction(botComment, plan.comment);
    outcome.commentId = botComment?.id ?? null;
    outcome.reason = "dry run: the plan was not applied";
    return;
  }
  const applied = await applyPlan(await useGateway(), { issue, botComment, duplicateBotComments }, plan, {
    createMissingLabels: settings.createMissingLabels,
    connectorLabel: settings.labels.connectorLabel,
    labelSpecs: labelsTheActionUses(settings),
    botLogin: settings.botLogin,
    // A brand-new issue costs three requests: the create, the look for a concurrent duplicate, the labels. The
    // connector label (the one label the setup is built around) is not looked up first there; see the README.
    labelsAddedUnchecked: brandNew ? [settings.labels.connectorLabel] : [],
    triggerLabelsToRemove: trigger.kind === "rerun" ? [trigger.label] : [],
    wait: deps.wait
  });
  if (applied.writtenAs != null && outcome.warnings === void 0) (outcome.warnings ??= []).push(identityWarning(applied.writtenAs, settings.botLogin, false));
  outcome.apply = applied;
  outcome.status = applied.failures.length > 0 ? "failed" : "triaged";
  outcome.reason = applied.failures.length > 0 ? applied.failures.join("; ") : describeApplied(applied, plan);
}
function describeApplied(applied, plan) {
  if (plan.comment === null && applied.labelsAdded.length === 0 && applied.labelsRemoved.length === 0) {
    return "nothing recognised; nothing to say";
  }
  return `comment ${applied.commentAction}`;
}

// src/action/github/search-earlier-reports.ts
var SEARCH_PAGE_SIZE = 6;
var MAX_REPORTS = 5;
async function searchEarlierReports(request) {
  const gateway = await request.gateway();
  if (gateway.searchIssues === void 0) return { reports: null, note: "earlier reports: not looked up (this run cannot search)" };
  const query2 = `repo:${request.owner}/${request.repo} is:issue "${request.phrase}"`;
  let hits;
  try {
    hits = await gateway.searchIssues(query2, SEARCH_PAGE_SIZE);
  } catch (error) {
    return { reports: null, note: `earlier reports skipped: ${explainSearchFailure(error)}` };
  }
  const reports = hits.filter((hit) => !hit.isPullRequest && hit.number !== request.exclude).slice(0, MAX_REPORTS).map((hit) => ({ number: hit.number, title: hit.title, url: hit.url, state: hit.state }));
  return { reports, note: null };
}
function explainSearchFailure(error) {
  if (!(error instanceof GitHubApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 403 || error.status === 429) return `${error.message}; GitHub allows 30 searches a minute, the comment was written without them`;
  return error.message;
}

// src/action/issue/earlier-reports-step.ts
async function withSearchDone(deps, engine, useGateway, plan, settings, notes) {
  const search = plan.earlierReportsSearch;
  if (search.kind === "none" && search.note !== null) notes.push(search.note);
  if (search.kind !== "search") return plan;
  const found = await searchEarlierReports({
    gateway: async () => {
      const gateway = await useGateway();
      return gateway.searchIssues === void 0 && deps.searchGateway !== void 0 ? deps.searchGateway() : gateway;
    },
    owner: settings.owner,
    repo: settings.repo,
    phrase: search.phrase,
    exclude: search.exclude
  });
  if (found.note !== null) notes.push(found.note);
  return engine.withEarlierReports(plan, found.reports ?? []);
}

// src/action/issue/keep-decisions.ts
async function keepDecisions(gateway, plan, context) {
  const onIssue = new Set(context.issue.labels.map((label) => label.toLowerCase()));
  const missing = (context.previous?.added ?? []).filter((label) => !onIssue.has(label.toLowerCase()));
  const repoHas = missing.length === 0 || context.rerunLabels ? /* @__PURE__ */ new Set() : await (await gateway()).findRepoLabels(missing);
  const written = context.botComment === null ? null : readWrittenComment(context.botComment.body);
  const decisions = keepHumanDecisions({
    labelsToAdd: plan.labelsToAdd,
    labelsToRemove: plan.labelsToRemove,
    comment: plan.comment,
    previous: context.previous,
    written,
    labelsOnIssue: context.issue.labels,
    repoHas,
    rerunLabels: context.rerunLabels,
    rerunComment: context.rerunComment
  });
  let comment = decisions.comment;
  let marker = plan.marker;
  if (comment !== null) ({ comment, marker } = recordedComment(comment, plan.marker, decisions.added, context));
  return { plan: { ...plan, labelsToAdd: decisions.labelsToAdd, comment, marker }, notes: decisions.notes, keptEdit: decisions.keptEdit };
}
function recordedComment(comment, planned, added, context) {
  const withSeen = (seen) => {
    const { seen: _seen, ...rest } = planned;
    return seen == null ? rest : { ...rest, seen };
  };
  if (context.botComment !== null) {
    const unchanged = withRecord(comment, withSeen(context.previous?.seen), added);
    if (unchanged.comment === context.botComment.body) return unchanged;
  }
  return withRecord(comment, withSeen(context.seen), added);
}

// src/action/github/release-containment.ts
var MAX_COMPARES_PER_ISSUE = 4;
async function lookUpContainment(gateway, need, previous, budget = MAX_COMPARES_PER_ISSUE) {
  const known = previous?.containment?.ref === need.ref ? previous.containment : null;
  const contained = need.checks.map((check) => check.commit).filter((commit) => known?.contained.includes(commit) === true);
  const notContained = need.checks.map((check) => check.commit).filter((commit) => known?.notContained.includes(commit) === true);
  const open = need.checks.filter((check) => !contained.includes(check.commit) && !notContained.includes(check.commit));
  let asked = 0;
  let note = null;
  for (const check of open) {
    if (gateway.compareCommits === void 0) {
      note = "this run cannot compare releases";
      break;
    }
    if (asked >= budget) {
      note = `not asked: at most ${budget} release comparisons per issue`;
      break;
    }
    asked += 1;
    try {
      const status = await gateway.compareCommits(need.ref, check.commit);
      (status === "behind" || status === "identical" ? contained : notContained).push(check.commit);
    } catch (error) {
      note = `GitHub's compare of ${need.ref} failed: ${error instanceof Error ? error.message : String(error)}`;
      const answers = {
        ref: need.ref,
        contained,
        notContained,
        note: error instanceof GitHubApiError && error.status === 404 ? "GitHub does not know this release" : "GitHub could not compare the release"
      };
      return { answers, asked, note };
    }
  }
  return { answers: { ref: need.ref, contained, notContained, note }, asked, note };
}

// src/action/issue/maintainer-labels.ts
async function findMaintainerLabels(gateway, context) {
  const { labels, createMissingLabels, dryRun } = context.settings;
  const names = [labels.rerunLabel, labels.dismissLabel];
  const onIssue = new Set([...context.issue.labels, ...context.namedBefore].map((label) => label.toLowerCase()));
  const present = names.filter((name) => onIssue.has(name.toLowerCase()));
  const unknown = names.filter((name) => !onIssue.has(name.toLowerCase()));
  if (unknown.length === 0 || context.brandNew && !createMissingLabels) return { present, notes: [] };
  if (createMissingLabels && dryRun) return { present: names, notes: [] };
  try {
    const api = await gateway();
    if (createMissingLabels) {
      const specs = unknown.map(
        (name) => context.specs.find((spec) => spec.name.toLowerCase() === name.toLowerCase()) ?? { name, color: "ededed", description: "" }
      );
      const setup = await setUpLabels(api, specs);
      return {
        present: [...present, ...setup.existing, ...setup.created],
        notes: [
          ...setup.created.map((label) => `created the repository label "${label}"`),
          ...setup.refused.map((refusal) => `the comment does not name the label "${refusal.label}": it could not be created (${refusal.why})`)
        ]
      };
    }
    const found = await api.findRepoLabels(unknown);
    return { present: [...present, ...unknown.filter((name) => found.has(name.toLowerCase()))], notes: [] };
  } catch (error) {
    return { present, notes: [`the comment names only the maintainers' labels on the issue: looking the others up failed (${explainFailure(error)})`] };
  }
}

// src/action/issue/plan-with-answers.ts
async function planWithAnswers(engine, useGateway, input, options, context) {
  const { settings, previous } = context;
  const speaking = options.dismissedBy === null;
  const names = { dismiss: settings.labels.dismissLabel, rerun: settings.labels.rerunLabel };
  const namedBefore = !speaking || context.botComment === null ? [] : labelsNamedInFooter(context.botComment.body, names);
  const asBefore = namedBefore.length === 0 ? options : { ...options, labelsInRepository: namedBefore };
  const reusable = engine.triageKeepingReading?.(input, asBefore) ?? null;
  const first = reusable?.plan ?? engine.triage(input, asBefore);
  let answered = options;
  if (first.comment !== null && speaking) {
    if (previous !== null && first.marker.fingerprint === previous.fingerprint) answered = asBefore;
    else answered = await withLabelsFound(useGateway, options, { ...context, namedBefore });
  }
  const need = settings.releaseLookups === true ? engine.commitsToCheck?.(first.report) ?? null : null;
  if (need !== null) {
    const found = await lookUpContainment(await useGateway(), need, previous);
    if (found.note !== null) context.notes.push(`release comparison: ${found.note}`);
    answered = { ...answered, containment: found.answers };
  }
  if (answered === asBefore) return first;
  return reusable === null ? engine.triage(input, answered) : reusable.again(answered);
}
async function withLabelsFound(useGateway, options, context) {
  const { issue, settings } = context;
  const known = await findMaintainerLabels(useGateway, {
    issue,
    brandNew: context.brandNew,
    settings,
    specs: labelsTheActionUses(settings),
    namedBefore: context.namedBefore
  });
  context.notes.push(...known.notes);
  const onIssue = new Set(issue.labels.map((label) => label.toLowerCase()));
  if (!known.present.some((label) => !onIssue.has(label.toLowerCase()))) return options;
  return { ...options, labelsInRepository: known.present };
}

// src/action/issue/triage-issue.ts
async function triageIssue(deps, issue, trigger, settings, held) {
  const outcome = await triageLazily(held === void 0 ? deps : { ...deps, gateway: () => Promise.resolve(held.gateway) }, issue, trigger, settings);
  if (held === void 0) return outcome;
  const after = held.gateway.requests();
  return { ...outcome, requests: { total: after.total - held.before.total, writes: after.writes - held.before.writes } };
}
async function triageLazily(deps, issue, trigger, settings) {
  const outcome = {
    issueNumber: typeof issue === "number" ? issue : issue.number,
    status: "skipped",
    reason: "",
    matches: [],
    asks: { open: 0, answered: 0 },
    plan: null,
    apply: null,
    requests: { total: 0, writes: 0 }
  };
  let gateway = null;
  const before = { total: 0, writes: 0 };
  const useGateway = async () => {
    if (gateway === null) {
      gateway = await deps.gateway();
      Object.assign(before, gateway.requests());
    }
    return gateway;
  };
  try {
    await decideAndApply(deps, useGateway, issue, trigger, settings, outcome);
  } catch (error) {
    outcome.status = "failed";
    outcome.reason = explainFailure(error);
  }
  if (gateway !== null) {
    const after = gateway.requests();
    outcome.requests = { total: after.total - before.total, writes: after.writes - before.writes };
  }
  return outcome;
}
async function decideAndApply(deps, useGateway, toRead, trigger, settings, outcome) {
  const thread = await gatherThread(deps.engine, useGateway, toRead, trigger, settings);
  if (thread.warnings.length > 0) (outcome.warnings ??= []).push(...thread.warnings);
  if ("skip" in thread) {
    outcome.reason = thread.skip;
    return;
  }
  const { engine, issue, botComment, duplicateBotComments, previous, brandNew } = thread;
  if (typeof toRead === "number") outcome.issueNumber = issue.number;
  const addNotes = (notes2) => {
    if (notes2.length > 0) (outcome.notes ??= []).push(...notes2);
  };
  const notes = [];
  const answered = await planWithAnswers(engine, useGateway, thread.input, thread.options, {
    issue,
    brandNew,
    previous,
    botComment,
    settings,
    notes
  });
  addNotes(notes);
  const searchNotes = [];
  const searched = await withSearchDone(deps, engine, useGateway, answered, settings, searchNotes);
  addNotes(searchNotes);
  const kept = await keepDecisions(useGateway, searched, {
    issue,
    botComment,
    previous,
    rerunLabels: trigger.kind === "rerun",
    rerunComment: trigger.kind === "rerun" || trigger.kind === "dismiss",
    seen: threadState(thread.comments, [botComment, ...duplicateBotComments])
  });
  const plan = kept.plan;
  addNotes(kept.notes);
  await carryOutPlan(deps, useGateway, thread, plan, trigger, settings, outcome);
}

// src/action/github/calls/issues-graphql.ts
var GRAPHQL_PAGE_SIZE = 100;
var THREADS_PER_QUERY = 50;
var COMMENT_FIELDS = "totalCount pageInfo { hasNextPage endCursor } nodes { databaseId body createdAt authorAssociation author { __typename login } }";
var ISSUES_QUERY = `query backfillIssues($owner: String!, $name: String!, $first: Int!, $after: String, $states: [IssueState!], $since: DateTime) {
  rateLimit { cost remaining resetAt }
  repository(owner: $owner, name: $name) {
    issues(first: $first, after: $after, states: $states, orderBy: { field: CREATED_AT, direction: ASC }, filterBy: { since: $since }) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id number title body state locked
        author { __typename login }
        labels(first: 100) { nodes { name } }
        comments(first: 100) { ${COMMENT_FIELDS} }
      }
    }
  }
}`;
function moreCommentsQuery(count) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  const variables = indexes.map((index) => `$id${index}: ID!, $after${index}: String`).join(", ");
  const threads = indexes.map(
    (index) => `t${index}: node(id: $id${index}) { ... on Issue { comments(first: 100, after: $after${index}) { ${COMMENT_FIELDS} } } }`
  );
  return `query backfillMoreComments(${variables}) {
  rateLimit { cost remaining resetAt }
  ${threads.join("\n  ")}
}`;
}
function loginOf(author) {
  const login = stringAt(author, "login");
  if (login === null) return null;
  return stringAt(author, "__typename") === "Bot" && !login.endsWith("[bot]") ? `${login}[bot]` : login;
}
function readGraphqlComment(value) {
  const node = asRecord(value);
  const id = numberAt(node, "databaseId");
  if (node === null || id === null) return null;
  const author = asRecord(node["author"]);
  return {
    id,
    body: stringAt(node, "body") ?? "",
    author: loginOf(author),
    authorIsBot: stringAt(author, "__typename") === "Bot",
    createdAt: stringAt(node, "createdAt") ?? "",
    authorAssociation: stringAt(node, "authorAssociation")
  };
}
function readComments(value) {
  const connection = asRecord(value);
  const nodes = connection?.["nodes"];
  const comments = (Array.isArray(nodes) ? nodes : []).map(readGraphqlComment).filter((comment) => comment !== null);
  const pageInfo = asRecord(connection?.["pageInfo"]);
  return {
    comments,
    total: numberAt(connection, "totalCount") ?? comments.length,
    after: pageInfo?.["hasNextPage"] === true ? stringAt(pageInfo, "endCursor") : null
  };
}
function readGraphqlIssue(value) {
  const node = asRecord(value);
  const number = numberAt(node, "number");
  const nodeId = stringAt(node, "id");
  if (node === null || number === null || nodeId === null) return null;
  const labels = asRecord(node["labels"])?.["nodes"];
  const thread = readComments(node["comments"]);
  const issue = {
    number,
    title: stringAt(node, "title") ?? "",
    body: stringAt(node, "body") ?? "",
    state: stringAt(node, "state") === "CLOSED" ? "closed" : "open",
    locked: node["locked"] === true,
    labels: (Array.isArray(labels) ? labels : []).map((label) => stringAt(asRecord(label), "name")).filter((name) => name !== null),
    isPullRequest: false,
    commentCount: thread.total,
    author: loginOf(asRecord(node["author"]))
  };
  return { issue, nodeId, comments: thread.comments, moreCommentsAfter: thread.after };
}
async function query(client, operation, text, variables) {
  return client.call(operation, async () => {
    const data = asRecord(await client.octokit.graphql(text, variables));
    const rateLimit = asRecord(data?.["rateLimit"]);
    client.graphql.queries++;
    client.graphql.points += numberAt(rateLimit, "cost") ?? 1;
    client.graphql.remaining = numberAt(rateLimit, "remaining");
    client.graphql.resetAt = stringAt(rateLimit, "resetAt");
    return data;
  });
}
async function readIssuesBatch(client, batch) {
  const data = await query(client, `read the issues (GraphQL page after ${batch.after ?? "the start"})`, ISSUES_QUERY, {
    owner: client.repo.owner,
    name: client.repo.repo,
    first: Math.min(batch.perPage, GRAPHQL_PAGE_SIZE),
    after: batch.after,
    states: batch.state === "all" ? null : [batch.state.toUpperCase()],
    since: batch.since
  });
  const issues = asRecord(asRecord(data?.["repository"])?.["issues"]);
  const nodes = issues?.["nodes"];
  const pageInfo = asRecord(issues?.["pageInfo"]);
  return {
    issues: (Array.isArray(nodes) ? nodes : []).map(readGraphqlIssue).filter((issue) => issue !== null),
    endCursor: stringAt(pageInfo, "endCursor"),
    hasNextPage: pageInfo?.["hasNextPage"] === true
  };
}
async function readMoreComments(client, threads) {
  if (threads.length === 0) return [];
  if (threads.length > THREADS_PER_QUERY) throw new Error(`at most ${THREADS_PER_QUERY} threads a query`);
  const variables = Object.fromEntries(
    threads.flatMap((thread, index) => [
      [`id${index}`, thread.nodeId],
      [`after${index}`, thread.after]
    ])
  );
  const data = await query(client, `read further comments of ${threads.length} threads (GraphQL)`, moreCommentsQuery(threads.length), variables);
  return threads.map((thread, index) => {
    const read = readComments(asRecord(data?.[`t${index}`])?.["comments"]);
    return { nodeId: thread.nodeId, comments: read.comments, moreCommentsAfter: read.after };
  });
}

export {
  DEFAULT_BOT_LOGIN,
  findBotComments,
  routeEvent,
  reasonToSkip,
  sameLabel,
  MAX_COMPARES_PER_ISSUE,
  triageIssue,
  THREADS_PER_QUERY,
  readIssuesBatch,
  readMoreComments,
  computeOutputs,
  dryRunNotice,
  escapeCell,
  fenceFor,
  MAX_SUMMARY_BYTES,
  renderSummary,
  renderFailureSummary
};
//# sourceMappingURL=shared-action-apply-apply.js.map
