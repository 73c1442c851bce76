// Runs the extraction stages (blocks → log lines → tracebacks and error lines) over the body and each human comment.
import { appendBlocks } from './markdown/blocks.js';
import { BlockStore } from './markdown/block-store.js';
import { appendLogLines } from './logs/log-lines.js';
import { LineStore } from './logs/line-store.js';
import { parseTracebacks } from './tracebacks/tracebacks.js';
import { roleOf } from './roles.js';
import type { Block, BlockList, ErrorLine, LineList, TextSource, Traceback, TriageInput } from './types.js';

/** Everything the extraction stages found in an issue thread. */
export interface Extraction {
  blocks: BlockList;
  lines: LineList;
  tracebacks: Traceback[];
  errorLines: ErrorLine[];
  notes: string[];
}

/** Line number given to what comes from the issue title (the body's lines start at 1). */
export const TITLE_LINE = 0;

/**
 * Appends every item to `target` one by one: `target.push(...items)` passes each item as an argument, and an array of
 * some hundred thousand (the lines of a large file) overflows the call stack.
 */
function append<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}

/** `target` with `items` after it: `items` itself when `target` is empty and `items` is the caller's own (no copy). */
function joined<T>(target: T[], items: T[]): T[] {
  if (target.length === 0) return items;
  append(target, items);
  return target;
}

/** One text of the thread: its words, whose they are, and whether it is the issue title. */
interface ThreadText {
  text: string;
  source: TextSource;
  title: boolean;
}

/**
 * The texts of a thread in order, each with whose words it is: the title (one line), the body, then the human comments.
 */
function threadTexts(input: TriageInput): ThreadText[] {
  const body = { text: input.body, source: { kind: 'body', id: 0, author: input.author ?? null, role: 'reporter' } satisfies TextSource, title: false };
  const comments = (input.comments ?? []).map((comment) => ({
    text: comment.body,
    source: { kind: 'comment', id: comment.id, author: comment.author, role: roleOf(comment, input) } satisfies TextSource,
    title: false,
  }));
  if (input.title === undefined || input.title.trim() === '') return [body, ...comments];
  const title = { text: input.title.replace(/[\r\n]+/g, ' '), source: { ...body.source }, title: true };
  return [title, body, ...comments];
}

/**
 * Extracts blocks, log lines, tracebacks and error lines from every text of the thread.
 * @param input the issue title, body and human comments
 * @param options `isKnownMessage`: whether a logged message is one the catalog names (an error line at any log level)
 */
export function extractThread(input: TriageInput, options: { isKnownMessage?: (message: string) => boolean } = {}): Extraction {
  const blocks = new BlockStore();
  const lines = new LineStore();
  const extraction: Extraction = { blocks, lines, tracebacks: [], errorLines: [], notes: [] };
  for (const { title, text, source } of threadTexts(input)) {
    const firstBlock = blocks.length;
    const notes = title ? appendTitleBlocks(text, source, blocks) : appendBlocks(text, source, blocks);
    // Block indexes in log lines refer to the thread-wide block list.
    const first = lines.length;
    appendLogLines(blocks.from(firstBlock), lines, firstBlock);
    const { tracebacks, errorLines } = parseTracebacks(lines.from(first), options.isKnownMessage);
    // The first text's lists are taken as they are: a copy of a text of one-line blocks was as large as its list.
    if (!title) extraction.tracebacks = joined(extraction.tracebacks, tracebacks);
    extraction.errorLines = joined(extraction.errorLines, errorLines);
    if (!title) append(extraction.notes, notes);
  }
  return extraction;
}

/**
 * The title is line 0 of the body (reporters often paste the error line there): only its error lines are read. It is
 * one line (its line breaks are spaces), so each of its lines is at its block's start, line 0 as well.
 */
function appendTitleBlocks(text: string, source: TextSource, store: BlockStore): string[] {
  const blocks: Block[] = [];
  const notes = appendBlocks(text, source, blocks);
  for (const block of blocks) store.push({ ...block, startLine: TITLE_LINE });
  return notes;
}
