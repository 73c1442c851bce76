// src/action/github/bot-comment.ts
var MARKER_PREFIX = "<!-- vllm-triage";
function hasMarker(body) {
  return body.includes(MARKER_PREFIX);
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
    commentCount: numberAt(issue, "comments") ?? 0,
    author: stringAt(asRecord(issue.user), "login"),
    authorAssociation: stringAt(issue, "author_association"),
    createdAt: stringAt(issue, "created_at")
  };
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
function triggerActions(event2) {
  return new Set(EVENT_TRIGGERS.filter((trigger) => trigger.event === event2 && trigger.action !== null).map((trigger) => trigger.action));
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
  const skip2 = (reason) => ({ issueNumber: issue.number, reason });
  if (!ISSUE_ACTIONS.has(action)) return skip2(`issues.${action} is not an event the bot acts on`);
  if (action === "edited" && asRecord(asRecord(payload.changes)?.body) === null) return skip2("the edit did not change the body");
  if (isBotUser(payload.sender)) return skip2(`the event was sent by a bot (${stringAt(asRecord(payload.sender), "login") ?? "someone"})`);
  return null;
}
function screenIssueComment(action, payload) {
  const issue = readIssue(payload.issue);
  if (issue === null) return { issueNumber: null, reason: "the event payload has no issue" };
  const skip2 = (reason) => ({ issueNumber: issue.number, reason });
  if (!COMMENT_ACTIONS.has(action)) return skip2(`issue_comment.${action} is not an event the bot acts on`);
  const comment = asRecord(payload.comment);
  if (issue.isPullRequest) return skip2("the comment is on a pull request");
  if (isBotUser(comment?.user) || isBotUser(payload.sender)) return skip2("the comment was written by a bot");
  if (hasMarker(stringAt(comment, "body") ?? "")) return skip2("the comment is the bot's own (it carries the marker)");
  if (action === "edited" && asRecord(asRecord(payload.changes)?.body) === null) return skip2("the edit did not change the comment");
  return null;
}

// src/action/index.ts
async function loadReadFile() {
  return (process.getBuiltinModule?.("node:fs") ?? await import("node:fs")).readFileSync;
}
async function readEvent() {
  const name = process.env.GITHUB_EVENT_NAME;
  const path = process.env.GITHUB_EVENT_PATH;
  if (!name || !path) return null;
  try {
    return { name, payload: JSON.parse((await loadReadFile())(path, "utf8")) };
  } catch {
    return null;
  }
}
var event = await readEvent();
var skip = event === null ? null : screenEvent(event.name, event.payload);
if (skip === null) {
  const { run } = await import("./chunks/action-main.js");
  await run();
} else {
  process.stdout.write(`Skipped${skip.issueNumber === null ? "" : ` #${skip.issueNumber}`}: ${skip.reason}
`);
}
//# sourceMappingURL=index.js.map
