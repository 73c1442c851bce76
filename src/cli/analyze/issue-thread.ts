// Reads an issue with its comments from the JSON that `gh issue view N --json number,title,author,body,labels,comments` or
// `gh api repos/O/R/issues/N` (and `…/comments`) prints, into what `triage()` takes.
import { MARKER_PREFIX, type ThreadComment } from '../../core/index.js';

export type { ThreadComment } from '../../core/index.js';

/** An issue thread read from JSON. */
export interface IssueThread {
  number: number | null;
  title: string;
  body: string;
  /** The issue's author (`author.login` or `user.login`): their comments are the reporter's words. */
  author: string | null;
  /** The issue author's `author_association` (REST) or `authorAssociation` (gh), when given. */
  authorAssociation: string | null;
  labels: string[];
  /** The comments triage reads: not the bot's (they carry its marker), not other bots'. */
  comments: ThreadComment[];
  /** How many comments were left out as the bot's own or another bot's. */
  commentsLeftOut: number;
  /** `owner/name` from `repository_url` or `url`, when the JSON has one. */
  repository: string | null;
  /** The JSON is a pull request's (REST's `pull_request` object, or a `/pull/` address). */
  pullRequest: boolean;
}

/** The shape expected, quoted in every refusal. */
const EXPECTED_ISSUE = 'expected one issue as `gh issue view N --json number,title,author,body,labels,comments` or `gh api repos/O/R/issues/N` prints it';
const EXPECTED_COMMENTS = 'expected a JSON array of comments as `gh api repos/O/R/issues/N/comments` prints it';

type JsonRecord = Record<string, unknown>;

const asRecord = (value: unknown): JsonRecord | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : null);
const stringAt = (record: JsonRecord | null, key: string): string | null => {
  const value = record?.[key];
  return typeof value === 'string' ? value : null;
};

/**
 * A field that is text when given: its value, or null when absent or null.
 * @throws Error naming the field, its type and `where` (`comment 3`) when it is there with another type
 */
function textField(record: JsonRecord, key: string, where = ''): string | null {
  const value = record[key];
  if (value === undefined || value === null || typeof value === 'string') return value ?? null;
  throw new Error(`${where === '' ? '' : `${where}'s `}"${key}" is ${describeJson(value)}; expected text`);
}

/**
 * The author object (gh's `author`, REST's `user`), or null when neither is given.
 * @throws Error when one is there but not an object with a text `login`
 */
function authorField(record: JsonRecord, where = ''): JsonRecord | null {
  for (const key of ['author', 'user']) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    const author = asRecord(value);
    if (author === null)
      throw new Error(`${where === '' ? '' : `${where}'s `}"${key}" is ${describeJson(value)}; expected an object such as {"login": "name"}`);
    textField(author, 'login', where === '' ? key : `${where}'s ${key}`);
    return author;
  }
  return null;
}

/**
 * Parses JSON text: one document, or pages printed one after another (`gh api --paginate` prints `[…][…]` for a list
 * of several pages), returned as one value each.
 * @param text the JSON text
 * @throws SyntaxError (JSON.parse's, for the whole text) when it is neither
 */
export function parseJsonValues(text: string): unknown[] {
  try {
    return [JSON.parse(text)];
  } catch (error) {
    const pages = splitTopLevel(text);
    if (pages === null) throw error;
    return pages.map((page) => JSON.parse(page) as unknown);
  }
}

/** Cuts text into its top-level `{…}`/`[…]` values; null when anything but white space lies between or around them. */
function splitTopLevel(text: string): string[] | null {
  const pages: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const ch = text[at] ?? '';
    if (inString) {
      if (ch === '\\') at++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      if (depth === 0) return null;
      inString = true;
    } else if (ch === '{' || ch === '[') {
      if (depth === 0) start = at;
      depth++;
    } else if (ch === '}' || ch === ']') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) pages.push(text.slice(start, at + 1));
    } else if (depth === 0 && ch.trim() !== '') {
      return null;
    }
  }
  return depth === 0 && pages.length > 1 ? pages : null;
}

/** `owner/name` from a REST `repository_url` (`…/repos/O/R`), a REST `url` (`…/repos/O/R/issues/N`) or a web URL. */
function repositoryFrom(issue: JsonRecord): string | null {
  const api = /\/repos\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})(?:\/issues\/\d+)?\/?$/;
  const web = /^https?:\/\/[^/]+\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})\/(?:issues|pull)\/\d+/;
  for (const key of ['repository_url', 'url', 'html_url']) {
    const url = stringAt(issue, key);
    const found = url === null ? null : (api.exec(url) ?? web.exec(url));
    if (found) return `${found[1]}/${found[2]}`;
  }
  return null;
}

/** Whether the author is a bot: REST `user.type: "Bot"`, gh's `author.is_bot`, or a login ending in `[bot]`. */
function isBotAuthor(author: JsonRecord | null): boolean {
  return stringAt(author, 'type') === 'Bot' || author?.is_bot === true || (stringAt(author, 'login') ?? '').endsWith('[bot]');
}

/** A comment's number: REST's `id`, else the one in gh's `url` (`#issuecomment-123`), else its place in the thread. */
function commentId(comment: JsonRecord, position: number): number {
  const id = comment.id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  const fromUrl = /#issuecomment-(\d{1,15})$/.exec(stringAt(comment, 'url') ?? stringAt(comment, 'html_url') ?? '');
  return fromUrl ? Number(fromUrl[1]) : position + 1;
}

/**
 * Reads comments in gh's form (`author.login`) or REST's (`user.login`), leaving out the bot's own (its marker) and bots'.
 * @param value an array of comments (nested arrays, as pages, are flattened)
 * @throws Error when it is not an array of comment objects with a body
 */
export function readComments(value: unknown): { comments: ThreadComment[]; leftOut: number } {
  if (!Array.isArray(value)) throw new Error(`${EXPECTED_COMMENTS}; got ${describeJson(value)}`);
  const items = value.flat();
  const comments: ThreadComment[] = [];
  let leftOut = 0;
  items.forEach((item, position) => {
    const comment = asRecord(item);
    const body = stringAt(comment, 'body');
    if (comment === null || body === null) throw new Error(`comment ${position + 1} has no "body" text; ${EXPECTED_COMMENTS}`);
    const where = `comment ${position + 1}`;
    const author = authorField(comment, where);
    if (body.includes(MARKER_PREFIX) || isBotAuthor(author)) {
      leftOut++;
      return;
    }
    // gh prints `authorAssociation`, the REST API `author_association`: it says who maintains the repository.
    const association = textField(comment, 'authorAssociation', where) ?? textField(comment, 'author_association', where);
    comments.push({ id: commentId(comment, position), author: stringAt(author, 'login'), authorAssociation: association, body });
  });
  return { comments, leftOut };
}

/**
 * The comment list in a `--comments` document: an array (REST, gh), GraphQL's `{ "nodes": […] }`, or either as an
 * issue's `comments`; anything else as it is, for readComments to refuse.
 * @param value one parsed JSON document
 */
export function commentListOf(value: unknown): unknown {
  const record = asRecord(value);
  if (record === null) return value;
  const inner = 'comments' in record ? record.comments : value;
  const nodes = asRecord(inner)?.nodes;
  return Array.isArray(nodes) ? nodes : inner;
}

/**
 * Reads an issue object; its `comments` are read when they are an array (gh's form) or GraphQL's `{ nodes }` (REST gives
 * only a count).
 * @param value the parsed JSON
 * @throws Error naming what is missing and the form expected
 */
export function readIssueThread(value: unknown): IssueThread {
  const issue = asRecord(value);
  if (issue === null) throw new Error(`${EXPECTED_ISSUE}; got ${describeJson(value)}`);
  const body = issue.body;
  if (!('body' in issue) && !('title' in issue)) throw new Error(`the object has neither "title" nor "body"; ${EXPECTED_ISSUE}`);
  if (body !== undefined && body !== null && typeof body !== 'string') throw new Error(`"body" is ${describeJson(body)}; expected text`);
  const read = readCommentsField(issue.comments);
  const issueNumber = issue.number;
  if (issueNumber !== undefined && issueNumber !== null && !(typeof issueNumber === 'number' && Number.isSafeInteger(issueNumber) && issueNumber > 0)) {
    throw new Error(`"number" is ${describeJson(issueNumber)}; expected the issue's number`);
  }
  return {
    number: typeof issueNumber === 'number' ? issueNumber : null,
    title: textField(issue, 'title') ?? '',
    body: typeof body === 'string' ? body : '',
    author: stringAt(authorField(issue), 'login'),
    authorAssociation: textField(issue, 'author_association') ?? textField(issue, 'authorAssociation'),
    labels: readLabelsField(issue.labels),
    comments: read.comments,
    commentsLeftOut: read.leftOut,
    repository: repositoryFrom(issue),
    pullRequest: asRecord(issue.pull_request) !== null || /\/pull\/\d/.test(stringAt(issue, 'html_url') ?? stringAt(issue, 'url') ?? ''),
  };
}

/**
 * An issue's `comments`: gh's array, GraphQL's `{ "nodes": […] }`, or REST's count (then none are read); anything
 * else is an error, never "0 comments".
 * @param value the issue's `comments` field
 */
function readCommentsField(value: unknown): { comments: ThreadComment[]; leftOut: number } {
  if (value === undefined || value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)) return { comments: [], leftOut: 0 };
  if (Array.isArray(value)) return readComments(value);
  const nodes = asRecord(value)?.nodes;
  if (Array.isArray(nodes)) return readComments(nodes);
  throw new Error(`"comments" is ${describeJson(value)}; expected an array of comments (gh's form), GraphQL's {"nodes": […]} or REST's count`);
}

/**
 * An issue's label names: gh's and REST's array (of names or of `{ "name" }` objects) or GraphQL's `{ "nodes": […] }`.
 * @throws Error when `labels` has another type, or a label is neither a name nor an object with one
 */
function readLabelsField(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : asRecord(value)?.nodes;
  if (!Array.isArray(items))
    throw new Error(`"labels" is ${describeJson(value)}; expected an array of labels (gh's or REST's form) or GraphQL's {"nodes": […]}`);
  return items.map((label: unknown, position) => {
    const name = typeof label === 'string' ? label : stringAt(asRecord(label), 'name');
    if (name === null) throw new Error(`label ${position + 1} is ${describeJson(label)}; expected a name or an object with a "name"`);
    return name;
  });
}

/** A few words on what a JSON value is, for messages. */
function describeJson(value: unknown): string {
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
