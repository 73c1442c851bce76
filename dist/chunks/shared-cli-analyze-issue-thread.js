#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);
import {
  decodeMarkedUtf16,
  withoutUtf8Bom
} from "./shared-cli-text-encoding.js";
import {
  MARKER_PREFIX
} from "./shared-core-catalog-page-links.js";

// src/cli/input-file.ts
import { readFileSync, statSync } from "node:fs";

// src/cli/bounded-stdin.ts
import { readSync } from "node:fs";
function readStdinUpTo(limit) {
  const buffer = Buffer.allocUnsafe(limit + 1);
  let total = 0;
  while (total <= limit) {
    let read;
    try {
      read = readSync(0, buffer, total, buffer.length - total, null);
    } catch (error) {
      if (error?.code !== "EAGAIN") throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      continue;
    }
    if (read === 0) break;
    total += read;
  }
  return buffer.subarray(0, total);
}

// src/cli/input-file.ts
var InputFileError = class extends Error {
  name = "InputFileError";
};
var READ_FAILURES = {
  ENOENT: "no such file",
  EISDIR: "is a directory, not a file",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOTDIR: "a part of the path is not a directory",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the name is too long"
};
var MAX_INPUT_BYTES = 16 * 1024 * 1024;
function tooLarge(name, bytes) {
  const limit = `the ${MAX_INPUT_BYTES / 1024 / 1024} MiB (${MAX_INPUT_BYTES.toLocaleString("en")} bytes) the command line reads`;
  return new InputFileError(
    name === STDIN_NAME ? `${name}: longer than ${limit}; reading stopped there` : `${name}: ${bytes.toLocaleString("en")} bytes, over ${limit}`
  );
}
var STDIN_NAME = "(standard input)";
function readInputFile(path, readStdin = () => readStdinUpTo(MAX_INPUT_BYTES)) {
  const name = path === "-" ? STDIN_NAME : path;
  let bytes;
  try {
    const size = path === "-" ? 0 : statSync(path).size;
    if (size > MAX_INPUT_BYTES) throw tooLarge(name, size);
    bytes = path === "-" ? readStdin() : readFileSync(path);
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    const code = error?.code;
    const reason = (typeof code === "string" ? READ_FAILURES[code] : void 0) ?? (error instanceof Error ? error.message : String(error));
    throw new InputFileError(`${name}: ${reason}`);
  }
  if (bytes.length > MAX_INPUT_BYTES) throw tooLarge(name, bytes.length);
  const utf16 = decodeMarkedUtf16(bytes);
  if (utf16 === null && bytes.includes(0)) throw new InputFileError(`${name}: a binary file (it holds NUL bytes), not issue text or JSON`);
  if (utf16?.includes("\0")) throw new InputFileError(`${name}: a binary file (UTF-16 that holds NUL characters), not issue text or JSON`);
  const text = withoutUtf8Bom(utf16 ?? bytes.toString("utf8"));
  if (text.trim() === "") throw new InputFileError(`${name}: empty${text === "" ? "" : " (only white space)"}; nothing to triage`);
  return text;
}

// src/cli/analyze/issue-thread.ts
var EXPECTED_ISSUE = "expected one issue as `gh issue view N --json number,title,author,body,labels,comments` or `gh api repos/O/R/issues/N` prints it";
var EXPECTED_COMMENTS = "expected a JSON array of comments as `gh api repos/O/R/issues/N/comments` prints it";
var asRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
var stringAt = (record, key) => {
  const value = record?.[key];
  return typeof value === "string" ? value : null;
};
function textField(record, key, where = "") {
  const value = record[key];
  if (value === void 0 || value === null || typeof value === "string") return value ?? null;
  throw new Error(`${where === "" ? "" : `${where}'s `}"${key}" is ${describeJson(value)}; expected text`);
}
function authorField(record, where = "") {
  for (const key of ["author", "user"]) {
    const value = record[key];
    if (value === void 0 || value === null) continue;
    const author = asRecord(value);
    if (author === null)
      throw new Error(`${where === "" ? "" : `${where}'s `}"${key}" is ${describeJson(value)}; expected an object such as {"login": "name"}`);
    textField(author, "login", where === "" ? key : `${where}'s ${key}`);
    return author;
  }
  return null;
}
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
    const where = `comment ${position + 1}`;
    const author = authorField(comment, where);
    if (body.includes(MARKER_PREFIX) || isBotAuthor(author)) {
      leftOut++;
      return;
    }
    const association = textField(comment, "authorAssociation", where) ?? textField(comment, "author_association", where);
    comments.push({ id: commentId(comment, position), author: stringAt(author, "login"), authorAssociation: association, body });
  });
  return { comments, leftOut };
}
function commentListOf(value) {
  const record = asRecord(value);
  if (record === null) return value;
  const inner = "comments" in record ? record.comments : value;
  const nodes = asRecord(inner)?.nodes;
  return Array.isArray(nodes) ? nodes : inner;
}
function readIssueThread(value) {
  const issue = asRecord(value);
  if (issue === null) throw new Error(`${EXPECTED_ISSUE}; got ${describeJson(value)}`);
  const body = issue.body;
  if (!("body" in issue) && !("title" in issue)) throw new Error(`the object has neither "title" nor "body"; ${EXPECTED_ISSUE}`);
  if (body !== void 0 && body !== null && typeof body !== "string") throw new Error(`"body" is ${describeJson(body)}; expected text`);
  const read = readCommentsField(issue.comments);
  const issueNumber = issue.number;
  if (issueNumber !== void 0 && issueNumber !== null && !(typeof issueNumber === "number" && Number.isSafeInteger(issueNumber) && issueNumber > 0)) {
    throw new Error(`"number" is ${describeJson(issueNumber)}; expected the issue's number`);
  }
  return {
    number: typeof issueNumber === "number" ? issueNumber : null,
    title: textField(issue, "title") ?? "",
    body: typeof body === "string" ? body : "",
    author: stringAt(authorField(issue), "login"),
    authorAssociation: textField(issue, "author_association") ?? textField(issue, "authorAssociation"),
    labels: readLabelsField(issue.labels),
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
function readLabelsField(value) {
  if (value === void 0 || value === null) return [];
  const items = Array.isArray(value) ? value : asRecord(value)?.nodes;
  if (!Array.isArray(items))
    throw new Error(`"labels" is ${describeJson(value)}; expected an array of labels (gh's or REST's form) or GraphQL's {"nodes": [\u2026]}`);
  return items.map((label, position) => {
    const name = typeof label === "string" ? label : stringAt(asRecord(label), "name");
    if (name === null) throw new Error(`label ${position + 1} is ${describeJson(label)}; expected a name or an object with a "name"`);
    return name;
  });
}
function describeJson(value) {
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

export {
  InputFileError,
  MAX_INPUT_BYTES,
  STDIN_NAME,
  readInputFile,
  parseJsonValues,
  readComments,
  commentListOf,
  readIssueThread
};
//# sourceMappingURL=shared-cli-analyze-issue-thread.js.map
