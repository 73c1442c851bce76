// Runs the extraction stages (blocks → log lines → tracebacks and error lines) over the body and each human comment.
import { extractBlocks } from './markdown/blocks.js';
import { toLogLines } from './logs/log-lines.js';
import { parseTracebacks } from './tracebacks/tracebacks.js';
import { roleOf } from './roles.js';
import type { Block, ErrorLine, LogLine, TextSource, Traceback, TriageInput } from './types.js';

/** Everything the extraction stages found in an issue thread. */
export interface Extraction {
  blocks: Block[];
  lines: LogLine[];
  tracebacks: Traceback[];
  errorLines: ErrorLine[];
  notes: string[];
}

/** Line number given to what comes from the issue title (the body's lines start at 1). */
export const TITLE_LINE = 0;

/** The title's blocks and log lines, numbered as line 0 of the body (reporters often paste the error line there). */
function extractTitle(title: string, source: TextSource): { blocks: Block[]; lines: LogLine[] } {
  const { blocks } = extractBlocks(title.replace(/[\r\n]+/g, ' '), source);
  const titleBlocks = blocks.map((block) => ({ ...block, startLine: TITLE_LINE }));
  return { blocks: titleBlocks, lines: toLogLines(titleBlocks).map((line) => ({ ...line, line: TITLE_LINE })) };
}

/**
 * Appends every item to `target` one by one: `target.push(...items)` passes each item as an argument, and an array of
 * some hundred thousand (the lines of a large file) overflows the call stack.
 */
function append<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}

/** The texts of a thread in order: the body first, then the human comments, each with whose words it is. */
function threadTexts(input: TriageInput): { text: string; source: TextSource }[] {
  const body = { text: input.body, source: { kind: 'body', id: 0, author: input.author ?? null, role: 'reporter' } satisfies TextSource };
  const comments = (input.comments ?? []).map((comment) => ({
    text: comment.body,
    source: { kind: 'comment', id: comment.id, author: comment.author, role: roleOf(comment, input) } satisfies TextSource,
  }));
  return [body, ...comments];
}

/**
 * Extracts blocks, log lines, tracebacks and error lines from every text of the thread.
 * @param input the issue title, body and human comments
 * @param options `isKnownMessage`: whether a logged message is one the catalog names (an error line at any log level)
 */
export function extractThread(input: TriageInput, options: { isKnownMessage?: (message: string) => boolean } = {}): Extraction {
  const extraction: Extraction = { blocks: [], lines: [], tracebacks: [], errorLines: [], notes: [] };
  if (input.title !== undefined && input.title.trim() !== '') {
    const title = extractTitle(input.title, { kind: 'body', id: 0, author: input.author ?? null, role: 'reporter' });
    append(extraction.blocks, title.blocks);
    append(extraction.lines, title.lines);
    append(extraction.errorLines, parseTracebacks(title.lines, options.isKnownMessage).errorLines);
  }
  for (const { text, source } of threadTexts(input)) {
    const { blocks, notes } = extractBlocks(text, source);
    // Block indexes in log lines refer to the thread-wide block list.
    const lines = toLogLines(blocks, extraction.blocks.length);
    const { tracebacks, errorLines } = parseTracebacks(lines, options.isKnownMessage);
    append(extraction.blocks, blocks);
    append(extraction.lines, lines);
    append(extraction.tracebacks, tracebacks);
    append(extraction.errorLines, errorLines);
    append(extraction.notes, notes);
  }
  return extraction;
}
