// What every request goes through, outside Octokit's retry and throttling: an answer to a read that is not JSON (a
// truncated body, an HTML page from a proxy) tried once more, then a one-line error. (The request budget is checked
// inside them, on every attempt: request-budget.ts.)
import { cutText } from '../../core/index.js';

/** Characters of a non-JSON body an error quotes. */
const BODY_PREVIEW = 80;

/** A read answered with something that is not JSON, twice. */
export class UnreadableAnswer extends Error {
  override name = 'UnreadableAnswer';
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * One line about a body that is not JSON: its content type, its length and its first characters (control characters
 * and runs of white space shown as one space), e.g. `text/html, 6,512 characters: "<!DOCTYPE html> <html> …"`.
 * @param contentType the answer's `content-type` header, if any
 * @param data what Octokit read from the body (a string, bytes, or nothing)
 */
export function describeBody(contentType: unknown, data: unknown): string {
  const type = typeof contentType === 'string' && contentType !== '' ? cutText(contentType.split(';')[0]!.trim(), 60) : 'no content type';
  if (typeof data !== 'string') return `${type}, ${data instanceof ArrayBuffer ? `${data.byteLength} bytes` : 'no body'}`;
  // eslint-disable-next-line no-control-regex -- control characters never reach a log line
  const flat = data.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  if (flat === '') return `${type}, an empty body`;
  return `${type}, ${data.length.toLocaleString('en-US')} characters: ${JSON.stringify(cutText(flat, BODY_PREVIEW))}`;
}

/** Whether Octokit read the body as JSON (an object or an array); a string or bytes means it could not. */
function isJson(data: unknown): boolean {
  return typeof data === 'object' && data !== null && !(data instanceof ArrayBuffer);
}

interface OctokitAnswer {
  status: number;
  headers: Record<string, unknown>;
  data: unknown;
}

/** The Octokit hook's shape: `request` is the rest of the chain (throttling, retry, fetch). */
type RequestChain = (options: RequestOptions) => Promise<OctokitAnswer>;

/** What the hook reads of a request: its method and address, and a GraphQL request's query text. */
interface RequestOptions {
  method?: string;
  url?: string;
  query?: unknown;
}

/** Whether a request only reads: a GET, or a GraphQL query (not a mutation) posted to `/graphql`. */
function isRead(options: RequestOptions): boolean {
  const method = (options.method ?? 'GET').toUpperCase();
  if (method === 'GET') return true;
  const graphql = method === 'POST' && typeof options.url === 'string' && /\/graphql$/.test(options.url);
  return graphql && typeof options.query === 'string' && /^\s*(?:query\b|\{)/.test(options.query);
}

/**
 * The hook every request goes through: a read (a GET or a GraphQL query) whose answer is not JSON is sent once more (the budget still checked on
 * it), and a second such answer is an UnreadableAnswer naming the status, the content type and the body's first
 * characters.
 */
export function checkedRequest() {
  return async (request: RequestChain, options: RequestOptions): Promise<OctokitAnswer> => {
    const answer = await request(options);
    if (!isRead(options) || answer.status === 204 || isJson(answer.data)) return answer;
    const again = await request(options);
    if (isJson(again.data)) return again;
    throw new UnreadableAnswer(again.status, `a ${again.status} answer that is not JSON, twice (${describeBody(again.headers['content-type'], again.data)})`);
  };
}
