#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  parseMarker
} from "./shared-core-plan-marker.js";

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
  if (!sameLogin(comment.author, botLogin)) return false;
  const head = comment.body.trimStart();
  if (!head.startsWith(MARKER_PREFIX)) return false;
  const end = head.indexOf(MARKER_END);
  return end !== -1 && parseMarker(head.slice(0, end + MARKER_END.length)) !== null;
}
function findBotComments(comments, botLogin) {
  return comments.filter((comment) => isOwnComment(comment, botLogin)).sort(compareAge);
}
function findHumanComments(comments) {
  return comments.filter((comment) => !comment.authorIsBot && !hasMarker(comment.body));
}
function compareAge(a, b) {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id - b.id;
}

// src/action/github/issue-json.ts
function asRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
}
function stringAt(record, key) {
  const value = record?.[key];
  return typeof value === "string" ? value : null;
}
function numberAt(record, key) {
  const value = record?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
function isBotUser(user) {
  const record = asRecord(user);
  return stringAt(record, "type") === "Bot" || (stringAt(record, "login") ?? "").endsWith("[bot]");
}
function readIssue(value) {
  const issue = asRecord(value);
  const issueNumber = numberAt(issue, "number");
  if (issue === null || issueNumber === null) return null;
  const labels = [];
  for (const label of Array.isArray(issue.labels) ? issue.labels : []) {
    const name = typeof label === "string" ? label : stringAt(asRecord(label), "name");
    if (name !== null) labels.push(name);
  }
  return {
    number: issueNumber,
    title: stringAt(issue, "title") ?? "",
    body: stringAt(issue, "body") ?? "",
    state: stringAt(issue, "state") === "closed" ? "closed" : "open",
    locked: issue.locked === true,
    labels,
    isPullRequest: asRecord(issue.pull_request) !== null,
    commentCount: numberAt(issue, "comments") ?? 0
  };
}
function readComment(value) {
  const comment = asRecord(value);
  const id = numberAt(comment, "id");
  if (comment === null || id === null) return null;
  return {
    id,
    body: stringAt(comment, "body") ?? "",
    author: stringAt(asRecord(comment.user), "login"),
    authorIsBot: isBotUser(comment.user),
    createdAt: stringAt(comment, "created_at") ?? ""
  };
}

// src/action/screen-event.ts
var ISSUE_ACTIONS = /* @__PURE__ */ new Set(["opened", "reopened", "edited", "labeled"]);
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
  if (action !== "created" && action !== "edited") return skip(`issue_comment.${action} is not an event the bot acts on`);
  const comment = asRecord(payload.comment);
  if (issue.isPullRequest) return skip("the comment is on a pull request");
  if (isBotUser(comment?.user) || isBotUser(payload.sender)) return skip("the comment was written by a bot");
  if (hasMarker(stringAt(comment, "body") ?? "")) return skip("the comment is the bot's own (it carries the marker)");
  if (action === "edited" && asRecord(asRecord(payload.changes)?.body) === null) return skip("the edit did not change the comment");
  return null;
}

export {
  DEFAULT_BOT_LOGIN,
  sameLogin,
  isOwnComment,
  findBotComments,
  findHumanComments,
  asRecord,
  stringAt,
  numberAt,
  readIssue,
  readComment,
  screenEvent
};
