// The shapes comments take besides plain prose, read line by line without the parser: paragraphs (a table's `|` lines
// are paragraphs here, tables being off), fenced code (a pasted traceback), ATX headings, HTML blocks that end at a
// blank line (`<details>`, `<summary>`), HTML comments (an issue template's) and bullet items of one paragraph each. micromark's set-up and token events cost
// far more than such a comment's lines: a 100,000-comment thread of them took 10–16× the same text in one comment.
// Anything else (a quote, an ordered or nested list, indented code, other HTML, an unclosed fence, a NUL, a BOM) is
// null, and the parser reads it. `simple-blocks.test.ts` checks every answer against the parser's tree.
import { addCode, addHeading, addHtml, addParagraph, type Span, type Walk } from './block-builders.js';
import { truncateSink, type BlockSink } from './block-store.js';
import { lineStart } from './line-starts.js';
import { isBlank } from './plain-paragraphs.js';
import { breakLength, nextLineEnd } from '../../text/lines.js';
import type { Block, TextSource } from '../types.js';

/** Where the reader is: the line it reads, the paragraph open (if any), and the bullet item it is in (if any). */
interface Reader {
  text: string;
  walk: Walk;
  /** The current line: its number, where it starts and ends (before its line ending), and where the next one starts. */
  line: number;
  start: number;
  end: number;
  paragraph: Span | null;
  /** The column (0-based) an item's content starts at, while a bullet list is open; null outside lists. */
  itemContent: number | null;
}

const SPACE = 32;

/** How many spaces start the current line; Infinity when a tab is among its first four columns (read as indentation). */
function indentation(reader: Reader): number {
  let at = reader.start;
  while (at < reader.end && reader.text.charCodeAt(at) === SPACE) at += 1;
  return reader.text.charCodeAt(at) === 9 ? Number.POSITIVE_INFINITY : at - reader.start;
}

/** Moves to the next line; false at the end of the text. */
function advance(reader: Reader): boolean {
  if (reader.end >= reader.text.length) return false;
  reader.start = reader.end + breakLength(reader.text, reader.end);
  reader.end = nextLineEnd(reader.text, reader.start);
  reader.line += 1;
  return true;
}

function closeParagraph(reader: Reader): void {
  if (reader.paragraph !== null) addParagraph(reader.walk, reader.paragraph);
  reader.paragraph = null;
}

function openParagraph(reader: Reader, column: number): void {
  const start = { line: reader.line, column: column + 1, offset: reader.start + column };
  reader.paragraph = { start, end: { line: reader.line, column: reader.end - reader.start + 1, offset: reader.end } };
}

function continueParagraph(reader: Reader, paragraph: Span): true {
  paragraph.end = { line: reader.line, column: reader.end - reader.start + 1, offset: reader.end };
  return true;
}

/**
 * A fenced code block from its opening line to its closing one (the reader left on the closing line); false when the
 * fence never closes, or its info string holds what the parser would decode or refuse (an escape, a reference, a backtick).
 */
function readFence(reader: Reader): boolean {
  const { text } = reader;
  const marker = text.charCodeAt(reader.start);
  let length = 0;
  while (text.charCodeAt(reader.start + length) === marker) length += 1;
  const info = text.slice(reader.start + length, reader.end);
  if (/[\\&]/.test(info) || (marker === 96 && info.includes('`'))) return false;
  const lang = info.trim().split(/[ \t]/)[0] ?? '';
  const openLine = reader.line;
  let valueStart = -1;
  let valueEnd = -1;
  while (advance(reader)) {
    if (closesFence(reader, marker, length)) {
      const value = valueStart === -1 ? '' : text.slice(valueStart, valueEnd);
      addCode(reader.walk, { fenced: true, value, lang: lang === '' ? null : lang, line: openLine });
      return true;
    }
    if (valueStart === -1) valueStart = reader.start;
    valueEnd = reader.end;
  }
  return false;
}

/** Whether the current line closes a fence of `length` `marker`s: up to three spaces, as many markers or more, then only spaces or tabs. */
function closesFence(reader: Reader, marker: number, length: number): boolean {
  const { text } = reader;
  let at = reader.start;
  while (at < reader.end && at - reader.start < 3 && text.charCodeAt(at) === SPACE) at += 1;
  let run = 0;
  while (text.charCodeAt(at + run) === marker && at + run < reader.end) run += 1;
  return run >= length && isBlank(text, at + run, reader.end);
}

/** An HTML block that ends at a blank line (or the end): the reader is left on its last line. */
function readHtml(reader: Reader): true {
  const first = reader.line;
  const start = reader.start;
  let end = reader.end;
  while (advance(reader)) {
    if (isBlank(reader.text, reader.start, reader.end)) {
      addHtml(reader.walk, reader.text.slice(start, end), first);
      // The blank line is read again by the caller's loop, where it closes nothing more.
      return true;
    }
    end = reader.end;
  }
  addHtml(reader.walk, reader.text.slice(start, end), first);
  return true;
}

/**
 * An HTML comment (CommonMark's HTML block kind 2): from its `<!--` line to the line with the first `-->` after it
 * (the reader is left there; `-->` never spans lines). False when it never closes, or `<!--` is followed by `>` or
 * `->` (the parser reads those ends its own way).
 */
function readComment(reader: Reader): boolean {
  const { text } = reader;
  const first = reader.line;
  const start = reader.start;
  const opened = start + 4;
  if (text.startsWith('>', opened) || text.startsWith('->', opened)) return false;
  const close = text.indexOf('-->', opened);
  if (close === -1) return false;
  while (reader.end < close + 3) if (!advance(reader)) return false;
  addHtml(reader.walk, text.slice(start, reader.end), first);
  return true;
}

/** A line that opens a block at column 1 outside a list (or ends the list it follows): false when it is not read here. */
function readRootStart(reader: Reader): boolean {
  const kind = lineStart(reader.text, reader.start, reader.end);
  if (kind === 'text') {
    if (reader.paragraph !== null) return continueParagraph(reader, reader.paragraph);
    reader.itemContent = null;
    openParagraph(reader, 0);
    return true;
  }
  if (kind === 'other') return false;
  closeParagraph(reader);
  reader.itemContent = null;
  if (kind === 'bullet') return openItem(reader);
  if (kind === 'heading') {
    addHeading(reader.walk, { line: reader.line, column: 1, offset: reader.start });
    return true;
  }
  if (kind === 'comment') return readComment(reader);
  return kind === 'fence' ? readFence(reader) : readHtml(reader);
}

/** A bullet item at column 1: its marker, one to four spaces, then paragraph text; false for any other item. */
function openItem(reader: Reader): boolean {
  let content = reader.start + 1;
  while (content < reader.end && reader.text.charCodeAt(content) === SPACE) content += 1;
  const spaces = content - reader.start - 1;
  if (spaces > 4 || content === reader.end || lineStart(reader.text, content, reader.end) !== 'text') return false;
  reader.itemContent = content - reader.start;
  openParagraph(reader, reader.itemContent);
  return true;
}

/** A line while a bullet list is open: a continuation of the item's paragraph, another item, or what ends the list. */
function readInList(reader: Reader, itemContent: number): boolean {
  const indent = indentation(reader);
  const paragraph = reader.paragraph;
  if (indent === 0) {
    if (paragraph !== null && lineStart(reader.text, reader.start, reader.end) === 'text') return continueParagraph(reader, paragraph);
    return readRootStart(reader);
  }
  // An indented line only continues the item's paragraph: as text, or indented past what could open a block there.
  if (paragraph === null || indent === Number.POSITIVE_INFINITY) return false;
  const codeDeep = indent >= itemContent ? indent - itemContent >= 4 : indent >= 4;
  return codeDeep || lineStart(reader.text, reader.start + indent, reader.end) === 'text' ? continueParagraph(reader, paragraph) : false;
}

/** A line outside lists: blank lines end paragraphs, indented lines continue one, column 1 opens blocks. */
function readLine(reader: Reader): boolean {
  if (isBlank(reader.text, reader.start, reader.end)) {
    closeParagraph(reader);
    return true;
  }
  if (reader.itemContent !== null) return readInList(reader, reader.itemContent);
  const indent = indentation(reader);
  if (indent === 0) return readRootStart(reader);
  const paragraph = reader.paragraph;
  if (paragraph === null) return false;
  if (indent >= 4 || lineStart(reader.text, reader.start + indent, reader.end) === 'text') return continueParagraph(reader, paragraph);
  return false;
}

/**
 * Appends to `blocks` the blocks of `text` when it is made only of the shapes read here (see the header), as the
 * parser's tree walked by `blocksOfTree` gives them; false (and `blocks` as it was) when any line is another shape,
 * the parser reads the text then.
 * @param text the body or comment as written
 * @param source where it came from
 * @param blocks where the blocks go
 */
export function readSimpleBlocks(text: string, source: TextSource, blocks: BlockSink): boolean {
  if (text.charCodeAt(0) === 0xfeff || text.includes('\0')) return false;
  const first = blocks.length;
  const walk: Walk = { source, markdown: text, blocks, section: null, quoteDepth: 0 };
  const reader: Reader = { text, walk, line: 1, start: 0, end: nextLineEnd(text, 0), paragraph: null, itemContent: null };
  do {
    if (!readLine(reader)) {
      truncateSink(blocks, first);
      return false;
    }
  } while (advance(reader));
  closeParagraph(reader);
  return true;
}

/** readSimpleBlocks's blocks as an array, or null when the parser must read the text. */
export function simpleBlocks(text: string, source: TextSource): Block[] | null {
  const blocks: Block[] = [];
  return readSimpleBlocks(text, source, blocks) ? blocks : null;
}
