#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  MARKER_PREFIX
} from "./shared-core-catalog-page-links.js";

// src/cli/analyze/issue-thread.ts
var EXPECTED_ISSUE = "expected one issue as `gh issue view N --json number,title,author,body,labels,comments` or `gh api repos/O/R/issues/N` prints it";
var EXPECTED_COMMENTS = "expected a JSON array of comments as `gh api repos/O/R/issues/N/comments` prints it";
var asRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
var stringAt = (record, key) => {
  const value = record?.[key];
  return typeof value === "string" ? value : null;
};
function parseJsonValues(text) {
  try {
    return [JSON.parse(text)];
  } catch (error) {
    const pages = splitTopLevel(text);
    if (pages === null) throw error;
    return pages.map((page) => JSON.parse(page));
  }
}
function splitTopLevel(text) {
  const pages = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const ch = text[at] ?? "";
    if (inString) {
      if (ch === "\\") at++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      if (depth === 0) return null;
      inString = true;
    } else if (ch === "{" || ch === "[") {
      if (depth === 0) start = at;
      depth++;
    } else if (ch === "}" || ch === "]") {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) pages.push(text.slice(start, at + 1));
    } else if (depth === 0 && ch.trim() !== "") {
      return null;
    }
  }
  return depth === 0 && pages.length > 1 ? pages : null;
}
function repositoryFrom(issue) {
  const api = /\/repos\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})(?:\/issues\/\d+)?\/?$/;
  const web = /^https?:\/\/[^/]+\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})\/(?:issues|pull)\/\d+/;
  for (const key of ["repository_url", "url", "html_url"]) {
    const url = stringAt(issue, key);
    const found = url === null ? null : api.exec(url) ?? web.exec(url);
    if (found) return `${found[1]}/${found[2]}`;
  }
  return null;
}
function isBotAuthor(author) {
  return stringAt(author, "type") === "Bot" || author?.is_bot === true || (stringAt(author, "login") ?? "").endsWith("[bot]");
}
function commentId(comment, position) {
  const id = comment.id;
  if (typeof id === "number" && Number.isSafeInteger(id)) return id;
  const fromUrl = /#issuecomment-(\d{1,15})$/.exec(stringAt(comment, "url") ?? stringAt(comment, "html_url") ?? "");
  return fromUrl ? Number(fromUrl[1]) : position + 1;
}
function readComments(value) {
  if (!Array.isArray(value)) throw new Error(`${EXPECTED_COMMENTS}; got ${describeJson(value)}`);
  const items = value.flat();
  const comments = [];
  let leftOut = 0;
  items.forEach((item, position) => {
    const comment = asRecord(item);
    const body = stringAt(comment, "body");
    if (comment === null || body === null) throw new Error(`comment ${position + 1} has no "body" text; ${EXPECTED_COMMENTS}`);
    const author = asRecord(comment.author) ?? asRecord(comment.user);
    if (body.includes(MARKER_PREFIX) || isBotAuthor(author)) {
      leftOut++;
      return;
    }
    const association = stringAt(comment, "authorAssociation") ?? stringAt(comment, "author_association");
    comments.push({ id: commentId(comment, position), author: stringAt(author, "login"), authorAssociation: association, body });
  });
  return { comments, leftOut };
}
function readIssueThread(value) {
  const issue = asRecord(value);
  if (issue === null) throw new Error(`${EXPECTED_ISSUE}; got ${describeJson(value)}`);
  const body = issue.body;
  if (!("body" in issue) && !("title" in issue)) throw new Error(`the object has neither "title" nor "body"; ${EXPECTED_ISSUE}`);
  if (body !== void 0 && body !== null && typeof body !== "string") throw new Error(`"body" is ${describeJson(body)}; expected text`);
  const labels = [];
  for (const label of Array.isArray(issue.labels) ? issue.labels : []) {
    const name = typeof label === "string" ? label : stringAt(asRecord(label), "name");
    if (name !== null) labels.push(name);
  }
  const read = readCommentsField(issue.comments);
  const issueNumber = issue.number;
  return {
    number: typeof issueNumber === "number" && Number.isSafeInteger(issueNumber) ? issueNumber : null,
    title: stringAt(issue, "title") ?? "",
    body: typeof body === "string" ? body : "",
    author: stringAt(asRecord(issue.author) ?? asRecord(issue.user), "login"),
    authorAssociation: stringAt(issue, "author_association") ?? stringAt(issue, "authorAssociation"),
    labels,
    comments: read.comments,
    commentsLeftOut: read.leftOut,
    repository: repositoryFrom(issue),
    pullRequest: asRecord(issue.pull_request) !== null || /\/pull\/\d/.test(stringAt(issue, "html_url") ?? stringAt(issue, "url") ?? "")
  };
}
function readCommentsField(value) {
  if (value === void 0 || value === null || typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return { comments: [], leftOut: 0 };
  if (Array.isArray(value)) return readComments(value);
  const nodes = asRecord(value)?.nodes;
  if (Array.isArray(nodes)) return readComments(nodes);
  throw new Error(`"comments" is ${describeJson(value)}; expected an array of comments (gh's form), GraphQL's {"nodes": [\u2026]} or REST's count`);
}
function describeJson(value) {
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

export {
  parseJsonValues,
  readComments,
  readIssueThread
};
//# sourceMappingURL=shared-cli-analyze-issue-thread.js.map
