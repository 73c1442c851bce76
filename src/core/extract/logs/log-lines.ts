// Stage 2: blocks → log lines, each with the vLLM / Ray / logger / CI prefixes taken off and recorded.
import { splitEscapedTraceback, splitFlattenedTraceback, splitGluedRecords } from './inline-traceback.js';
import { stripLinePrefixes, type StrippedLine } from './prefixes.js';
import { LineStore, type LinePrefix } from './line-store.js';
import { forEachLine } from '../../text/lines.js';
import type { Block, BlockList, LogLine } from '../types.js';

const HAS_WORD = /[A-Za-z0-9]/;
const WHITESPACE = /\s/;

/**
 * A line without the `^M` a terminal's carriage returns leave at its end when pasted (the two characters, as often as
 * they repeat). Read backwards from the end, two characters at a time: a pattern such as `(?:\^M)+$` would try every
 * `^M` of a run that something else follows, and cost the square of the run.
 * @param text one line
 */
export function withoutCaretM(text: string): string {
  let end = text.length;
  while (end >= 2 && text.charCodeAt(end - 1) === 77 && text.charCodeAt(end - 2) === 94) end -= 2;
  return end === text.length ? text : text.slice(0, end);
}

/** The lines of a text at LF, CRLF or CR; most texts hold no CR and are split at LF without a pattern. */
function splitLines(text: string): string[] {
  return text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
}

/** Whether every non-blank line starts with a quote marker (a whole block pasted as a quote). */
function allQuoted(lines: string[]): boolean {
  let quoted = 0;
  for (const line of lines) {
    const trimmed = line.trimStart();
    if (trimmed === '') continue;
    if (!trimmed.startsWith('>')) return false;
    quoted += 1;
  }
  return quoted > 0;
}

/** Strips one level of `> ` from each line. */
function unquote(lines: string[]): string[] {
  return lines.map((line) => {
    const marker = line.indexOf('>');
    if (marker === -1 || line.slice(0, marker).trim() !== '') return line;
    return line.charAt(marker + 1) === ' ' ? line.slice(marker + 2) : line.slice(marker + 1);
  });
}

/**
 * Splits blocks into lines (LF, CRLF or CR), strips each line's prefixes, and records process, level,
 * timestamp and `[file:line]` of the logger prefix. A traceback flattened onto one line becomes its lines again.
 * @param blocks the blocks of stage 1, in order
 * @param store where the lines go (extraction keeps a thread's lines there, in columns)
 * @param firstBlock the index of `blocks[0]` in the thread-wide block list, which `LogLine.block` refers to
 */
export function appendLogLines(blocks: BlockList, store: LineStore, firstBlock = 0): void {
  for (let blockIndex = 0; blockIndex < blocks.length; blockIndex += 1) {
    const block = blocks.at(blockIndex) as Block;
    const quotedLines = quoteStrippedLines(block.text);
    const quoted = block.quoted === true || quotedLines !== null;
    const context = quoted ? 'quote' : block.lang === 'diff' || block.lang === 'patch' ? 'diff' : undefined;
    store.startBlock(firstBlock + blockIndex, block.kind, block.source, context);
    const read = (line: string, offset: number): void => appendLine(store, line, block.startLine + offset);
    if (quotedLines !== null) quotedLines.forEach(read);
    else {
      // Most blocks are not quoted whole: their lines are read in place, without an array of them.
      let offset = 0;
      forEachLine(block.text, (line) => read(line, offset++));
    }
  }
}

/** The lines of a block pasted whole as a quote, up to three levels of `> ` taken off, or null when it is not one. */
function quoteStrippedLines(text: string): string[] | null {
  if (!firstTextLineQuoted(text)) return null;
  let lines = splitLines(text);
  let depth = 0;
  for (; depth < 3 && allQuoted(lines); depth += 1) lines = unquote(lines);
  return depth === 0 ? null : lines;
}

/** Whether the first non-blank line starts with `>` (else the block is not all quoted, and its lines need no array). */
function firstTextLineQuoted(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    // The whitespace `trimStart` takes off (`\s`), line breaks included: blank lines before it are skipped too.
    if (!WHITESPACE.test(text[index] as string)) return text.charCodeAt(index) === 62;
  }
  return false;
}

/** Reads one line of a block into the store: glued records apart, prefixes off, a flattened traceback as its lines. */
function appendLine(store: LineStore, line: string, number: number): void {
  // A line may hold several log records glued together; each is read as a line of its own.
  for (const raw of splitGluedRecords(line)) {
    const stripped = stripLinePrefixes(raw);
    // Lines of punctuation only (carets, rules, `...`) say nothing a later stage reads; blank lines stay.
    if (stripped.noise || (stripped.text.trim() !== '' && !HAS_WORD.test(stripped.text))) continue;
    const prefix = prefixOf(stripped);
    const unflattened = splitEscapedTraceback(stripped.text) ?? splitFlattenedTraceback(stripped.text);
    if (unflattened !== null) for (const text of unflattened) store.push(text, number, prefix);
    else store.push(withoutCaretM(stripped.text.trimEnd()), number, prefix);
  }
}

/** The logger prefix of a stripped line, as the store keeps it. */
function prefixOf(stripped: StrippedLine): LinePrefix {
  return {
    process: stripped.process,
    level: stripped.level,
    timestamp: stripped.timestamp,
    logFile: stripped.logFile,
    logLine: stripped.logLine,
    logModule: stripped.logModule ?? undefined,
  };
}

/**
 * The log lines of some blocks as an array (what appendLogLines stores, one LogLine object each).
 * @param blocks the blocks of stage 1, in order
 * @param firstBlock the index of `blocks[0]` in the thread-wide block list, which `LogLine.block` refers to
 */
export function toLogLines(blocks: BlockList, firstBlock = 0): LogLine[] {
  const store = new LineStore();
  appendLogLines(blocks, store, firstBlock);
  return [...store];
}
