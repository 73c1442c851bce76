// The pre-scan that decides, in one linear pass, whether a body is safe to hand to the markdown parser.
import { cutText } from '../../text/cut.js';

/** Bodies above this size are split by lines only (GitHub caps bodies and comments at 65,536). */
export const MAX_PARSED_CHARS = 131_072;
/** Containers (`>`, list markers) opening on one line beyond this depth make the parser superlinear. */
export const MAX_CONTAINER_DEPTH = 8;
/** Above this many lines per character the parser's per-line work outweighs a benign body's. */
export const MIN_AVERAGE_LINE_LENGTH = 40;
/** Above this share of lines opening a container (list item, quote) the tree gets too dense. */
export const MAX_CONTAINER_LINE_SHARE = 0.25;
/** The parser's work per body character, in lines: a line costs one, a heading three, a line in a container three to five. */
export const MAX_WEIGHTED_LINES_PER_CHAR = 1 / 40;
/** Above this share of characters that the inline tokenizer stops at (`[`, `*`, `_`, tabs…), paragraphs get slow. */
export const MAX_INLINE_MARK_SHARE = 0.2;
/** List items indented past this many columns (outside fences) mean lists nested deeper than the depth limit. */
export const MAX_LIST_INDENT = 4 * MAX_CONTAINER_DEPTH;
/** Small bodies are parsed whatever their shape: the parser's cost cannot add up. */
const ALWAYS_PARSED_CHARS = 4_096;

/** What the pre-scan found. */
export interface MarkdownBounds {
  lineCount: number;
  /** The most containers opened at the start of one line. */
  maxContainerDepth: number;
  /** Lines that open at least one container. */
  containerLines: number;
  /** Characters outside fences at which the inline tokenizer stops. */
  inlineMarks: number;
  /** List items outside fences indented past MAX_LIST_INDENT. */
  deepListItems: number;
  /** ATX heading lines outside fences. */
  headings: number;
  /** Lines continuing a paragraph that a container line opened (lazy or indented continuation): each re-checks its containers. */
  containerContinuations: number;
  /** Why the body must not be parsed as markdown, or null when it is safe. */
  hostileReason: string | null;
}

const SPACE = 32;
const TAB = 9;

/** Length of a list marker (`-`, `+`, `*`, `1.`, `1)`) plus its space at `start`, or 0. */
function listMarkerLength(line: string, start: number): number {
  const first = line.charCodeAt(start);
  let end = start;
  if (first === 45 || first === 43 || first === 42) end = start + 1;
  else {
    while (end < line.length && end - start < 10 && line.charCodeAt(end) >= 48 && line.charCodeAt(end) <= 57) end += 1;
    if (end === start || end - start > 9) return 0;
    const delimiter = line.charCodeAt(end);
    if (delimiter !== 46 && delimiter !== 41) return 0;
    end += 1;
  }
  const after = line.charCodeAt(end);
  if (end === line.length) return end - start;
  return after === SPACE || after === TAB ? end - start + 1 : 0;
}

/**
 * Counts the containers (`>` quotes and list markers) that open at the start of one line.
 * @param line one line of markdown, without its line ending
 */
export function countContainerDepth(line: string): number {
  let depth = 0;
  let index = 0;
  while (index < line.length) {
    let spaces = 0;
    while (spaces < 4 && (line.charCodeAt(index) === SPACE || line.charCodeAt(index) === TAB)) {
      index += 1;
      spaces += 1;
    }
    if (spaces >= 4) break;
    if (line.charCodeAt(index) === 62) {
      depth += 1;
      index += 1;
      continue;
    }
    const marker = listMarkerLength(line, index);
    if (marker === 0) break;
    depth += 1;
    index += marker;
  }
  return depth;
}

/** Characters at which micromark's inline tokenizer stops, even with every inline construct switched off. */
function countInlineMarks(line: string): number {
  let marks = 0;
  for (let index = 0; index < line.length; index += 1) {
    const code = line.charCodeAt(index);
    // [ ] * _ ` ! < & \ tab
    if (code === 91 || code === 93 || code === 42 || code === 95 || code === 96 || code === 33 || code === 60 || code === 38 || code === 92 || code === 9)
      marks += 1;
  }
  return marks;
}

/** The fence a line opens (``` or ~~~, three or more), after its container markers, or null. */
function fenceOpened(line: string): { marker: number; length: number } | null {
  let index = 0;
  while (index < line.length && (line[index] === ' ' || line[index] === '>' || line[index] === '\t')) index += 1;
  const marker = line.charCodeAt(index);
  if (marker !== 96 && marker !== 126) return null;
  let end = index;
  while (end < line.length && line.charCodeAt(end) === marker) end += 1;
  return end - index >= 3 ? { marker, length: end - index } : null;
}

/** Columns of leading whitespace before a list marker, or -1 when the line is not a list item. */
function listItemIndent(line: string): number {
  let index = 0;
  while (index < line.length && (line[index] === ' ' || line[index] === '\t')) index += 1;
  return listMarkerLength(line, index) > 0 ? index : -1;
}

/** Where the line starting at `start` ends: at LF, CR or CRLF, as the parser counts lines. */
function lineEnd(markdown: string, start: number): number {
  for (let index = start; index < markdown.length; index += 1) {
    const code = markdown.charCodeAt(index);
    if (code === 10 || code === 13) return index;
  }
  return markdown.length;
}

/**
 * Scans a body line by line and says whether the markdown parser may see it. A body of up to ALWAYS_PARSED_CHARS
 * is parsed whatever its shape but for container depth, so for one only lines and containers are counted (the
 * other counts stay 0).
 * @param markdown the issue body or comment
 */
export function scanMarkdownBounds(markdown: string): MarkdownBounds {
  const bounds: MarkdownBounds = {
    lineCount: 0,
    maxContainerDepth: 0,
    containerLines: 0,
    inlineMarks: 0,
    deepListItems: 0,
    headings: 0,
    containerContinuations: 0,
    hostileReason: null,
  };
  const small = markdown.length <= ALWAYS_PARSED_CHARS;
  let inContainerParagraph = false;
  let fence: { marker: number; length: number } | null = null;
  let start = 0;
  while (start <= markdown.length) {
    const end = lineEnd(markdown, start);
    const line = markdown.slice(start, end);
    const next = markdown.charCodeAt(end) === 13 && markdown.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    bounds.lineCount += 1;
    const depth = countContainerDepth(cutText(line, 4 * (MAX_CONTAINER_DEPTH + 2) + 64, ''));
    if (depth > 0) bounds.containerLines += 1;
    if (depth > bounds.maxContainerDepth) bounds.maxContainerDepth = depth;
    if (small) {
      start = next;
      continue;
    }
    const opened = fenceOpened(line);
    if (line.trim() === '' || opened || fence) inContainerParagraph = false;
    else if (depth > 0) inContainerParagraph = true;
    else if (inContainerParagraph) bounds.containerContinuations += 1;
    if (fence) {
      if (opened && opened.marker === fence.marker && opened.length >= fence.length) fence = null;
    } else if (opened) fence = opened;
    else {
      bounds.inlineMarks += countInlineMarks(line);
      if (listItemIndent(line) > MAX_LIST_INDENT) bounds.deepListItems += 1;
      if (/^ {0,3}#{1,6}(?:[ \t]|$)/.test(line)) bounds.headings += 1;
    }
    start = next;
  }
  bounds.hostileReason = hostileReason(markdown.length, bounds);
  return bounds;
}

function hostileReason(length: number, bounds: MarkdownBounds): string | null {
  if (length > MAX_PARSED_CHARS) return `body longer than ${MAX_PARSED_CHARS} characters`;
  if (bounds.maxContainerDepth > MAX_CONTAINER_DEPTH) return `containers nested ${bounds.maxContainerDepth} deep on one line (limit ${MAX_CONTAINER_DEPTH})`;
  if (length <= ALWAYS_PARSED_CHARS) return null;
  if (bounds.deepListItems > 0) return `${bounds.deepListItems} list items indented past ${MAX_LIST_INDENT} columns`;
  if (bounds.lineCount > length / MIN_AVERAGE_LINE_LENGTH) return `${bounds.lineCount} lines in ${length} characters`;
  const weightedLines = bounds.lineCount + 2 * bounds.headings + 4 * bounds.containerLines + 2 * bounds.containerContinuations;
  if (weightedLines > length * MAX_WEIGHTED_LINES_PER_CHAR) {
    return `${bounds.lineCount} lines (${bounds.headings} headings, ${bounds.containerLines + bounds.containerContinuations} in containers) in ${length} characters`;
  }
  if (bounds.containerLines > bounds.lineCount * MAX_CONTAINER_LINE_SHARE) return `${bounds.containerLines} of ${bounds.lineCount} lines open a container`;
  if (bounds.inlineMarks > length * MAX_INLINE_MARK_SHARE) return `${bounds.inlineMarks} inline markers in ${length} characters`;
  return null;
}
