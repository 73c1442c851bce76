// A captured thread (one body whose later comments follow `user · comment · date` lines): a comment by someone who is
// not the reporter that pastes an error beside a reference to another issue is that issue's error, quoted here. It is
// taken out of the body as another person's comment (context only, never evidence), its lines left blank so every
// other line keeps its number.
import type { ThreadComment } from './types.js';

/** A capture's header line: the login and whether the description or a comment follows. */
const CAPTURE_HEADER = /^(\S{1,60}) · (description|comment) · \S/;
/** Where a captured excerpt starts again: the comment it was in ends there. */
const EXCERPT = /^<!--\s*excerpt\s*-->/;
/** A reference to an issue: `#123`, `owner/name#123`, or a link to `…/issues/123`. */
const ISSUE_REFERENCE = /(?:^|[\s(,;:])(?:[\w.-]{1,100}\/[\w.-]{1,100})?#\d{1,7}\b|github\.com\/[\w.-]{1,100}\/[\w.-]{1,100}\/issues\/\d{1,9}\b/m;
/** An error pasted: a traceback's header or a final exception line (`RuntimeError: …`). */
const ERROR_PASTED = /Traceback \(most recent call last\)|\w(?:Error|Exception): \S/;

/** One captured comment: its login and its lines (the header excluded), by index into the body's lines. */
interface CapturedComment {
  author: string;
  first: number;
  end: number;
}

/** The captured comments of a body, and the reporter's login (the description's header), when the body is a capture. */
function capturedComments(lines: string[]): { reporter: string | null; comments: CapturedComment[] } {
  let reporter: string | null = null;
  const comments: CapturedComment[] = [];
  let open: CapturedComment | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    const header = line.includes(' · ') ? CAPTURE_HEADER.exec(line) : null;
    if (header === null && !EXCERPT.test(line)) continue;
    if (open !== null) open.end = index;
    open = null;
    if (header === null) continue;
    const author = header[1] ?? '';
    if (header[2] === 'description') reporter ??= author;
    else open = { author, first: index + 1, end: lines.length };
    if (open !== null) comments.push(open);
  }
  return { reporter, comments };
}

/**
 * The body of a captured thread without the comments that quote another issue's error (someone other than the
 * reporter, whose description header names them, pasting an error beside a reference to another issue), and those
 * comments as other people's. A body that is not a capture, or names no reporter, is returned as it is.
 * @param body the issue's body
 */
export function withoutQuotedIssues(body: string): { body: string; quoted: ThreadComment[] } {
  if (!body.includes(' · comment · ')) return { body, quoted: [] };
  const lines = body.split('\n');
  const { reporter, comments } = capturedComments(lines);
  if (reporter === null) return { body, quoted: [] };
  const quoted: ThreadComment[] = [];
  for (const comment of comments) {
    if (comment.author.toLowerCase() === reporter.toLowerCase()) continue;
    const text = lines.slice(comment.first, comment.end).join('\n');
    if (!ISSUE_REFERENCE.test(text) || !ERROR_PASTED.test(text)) continue;
    quoted.push({ id: -(quoted.length + 1), author: comment.author, authorAssociation: null, body: text });
    for (let index = comment.first; index < comment.end; index++) lines[index] = '';
  }
  return quoted.length === 0 ? { body, quoted } : { body: lines.join('\n'), quoted };
}
