// The pre-scan that decides, in one linear pass, whether a body is safe to hand to the markdown parser.

/** Bodies above this size are split by lines only (GitHub caps bodies and comments at 65,536). */
export const MAX_PARSED_CHARS = 131_072;
/** Containers (`>`, list markers) opening on one line beyond this depth make the parser superlinear. */
export const MAX_CONTAINER_DEPTH = 8;
/** Above this many lines per character the parser's per-line work outweighs a benign body's. */
export const MIN_AVERAGE_LINE_LENGTH = 8;
/** Above this share of lines opening a container (list item, quote) the tree gets too dense. */
export const MAX_CONTAINER_LINE_SHARE = 0.5;
/** Small bodies are parsed whatever their shape: the parser's cost cannot add up. */
const ALWAYS_PARSED_CHARS = 4_096;

/** What the pre-scan found. */
export interface MarkdownBounds {
  lineCount: number;
  /** The most containers opened at the start of one line. */
  maxContainerDepth: number;
  /** Lines that open at least one container. */
  containerLines: number;
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

/**
 * Scans a body line by line and says whether the markdown parser may see it.
 * @param markdown the issue body or comment
 */
export function scanMarkdownBounds(markdown: string): MarkdownBounds {
  let lineCount = 0;
  let maxContainerDepth = 0;
  let containerLines = 0;
  let start = 0;
  while (start <= markdown.length) {
    let end = markdown.indexOf('\n', start);
    if (end === -1) end = markdown.length;
    const depth = countContainerDepth(markdown.slice(start, Math.min(end, start + 4 * (MAX_CONTAINER_DEPTH + 2) + 64)));
    lineCount += 1;
    if (depth > 0) containerLines += 1;
    if (depth > maxContainerDepth) maxContainerDepth = depth;
    start = end + 1;
  }
  return { lineCount, maxContainerDepth, containerLines, hostileReason: hostileReason(markdown.length, lineCount, maxContainerDepth, containerLines) };
}

function hostileReason(length: number, lineCount: number, maxDepth: number, containerLines: number): string | null {
  if (length > MAX_PARSED_CHARS) return `body longer than ${MAX_PARSED_CHARS} characters`;
  if (maxDepth > MAX_CONTAINER_DEPTH) return `containers nested ${maxDepth} deep on one line (limit ${MAX_CONTAINER_DEPTH})`;
  if (length <= ALWAYS_PARSED_CHARS) return null;
  if (lineCount > length / MIN_AVERAGE_LINE_LENGTH) return `${lineCount} lines in ${length} characters`;
  if (containerLines > lineCount * MAX_CONTAINER_LINE_SHARE) return `${containerLines} of ${lineCount} lines open a container`;
  return null;
}
