// Blocks made from the parser's tree, walked in document order: paragraphs (with inline code that holds errors split
// out), code, HTML and headings, each with its line, issue-form section and whether a blockquote holds it. The parse is in blocks.ts.
import type { Nodes, Parents, Root, RootContent } from 'mdast';
import { isExceptionTypeName } from '../exception-names.js';
import { readDialectPrefix, readDialectTail } from '../logs/dialects.js';
import { findInlineCodeSpans } from './inline-code.js';
import { headingText } from './line-blocks.js';
import type { BlockSink } from './block-store.js';
import type { Block, TextSource } from '../types.js';

/** A place in the markdown: 1-based line and column, 0-based offset. */
export interface Point {
  line: number;
  column: number;
  offset: number;
}

/** Where a paragraph starts and ends. */
export interface Span {
  start: Point;
  end: Point;
}

/** HTML tags that only wrap what reporters paste; Python's own `<module>`, `<string>` are never in this list. */
const WRAPPER_TAG = /<\/?(?:details|summary|pre|code|br|p|div|span|b|i|em|strong|sub|sup|kbd|samp|blockquote)(?:\s[^<>]{0,200})?\/?>/gi;
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'", '&nbsp;': ' ', '&amp;': '&' };

/** The blocks made so far from one text, and where the walk is: the section it is in and how many blockquotes hold it. */
export interface Walk {
  source: TextSource;
  markdown: string;
  blocks: BlockSink;
  section: string | null;
  /** How many blockquotes hold the current point: what they hold is someone else's words. */
  quoteDepth: number;
}

/** The raw source of a paragraph: continuation lines lose the quote markers and indentation of their containers. */
function paragraphSource(markdown: string, start: number, end: number, column: number): string {
  const lines = markdown.slice(start, end).split(/\r\n|\r|\n/);
  return lines
    .map((line, index) => {
      if (index === 0) return line;
      let cut = 0;
      while (cut < column - 1 && cut < line.length && (line[cut] === ' ' || line[cut] === '>' || line[cut] === '\t')) cut += 1;
      return line.slice(cut);
    })
    .join('\n');
}

/** Whether an inline code span holds error text worth its own block (a one-line traceback, `ValueError: …`, a connector library's log line). */
function spanHoldsError(content: string): boolean {
  if (content.includes('Traceback (most recent call last)') || content.includes('File "')) return true;
  if (readDialectPrefix(content) !== null || (content.includes('lmcache') && readDialectTail(content) !== null)) return true;
  const colon = content.indexOf(':');
  return colon > 0 && isExceptionTypeName(content.slice(0, colon).trim());
}

/**
 * `quoted` of a block made here: true inside a blockquote, else undefined. Every block has the key, so all blocks
 * share one shape and the stages that read them stay monomorphic; undefined reads, and serialises, as absent.
 */
const quotedAt = (walk: Walk): true | undefined => (walk.quoteDepth > 0 ? true : undefined);

export function addParagraph(walk: Walk, position: Span): void {
  const text = paragraphSource(walk.markdown, position.start.offset, position.end.offset, position.start.column);
  const errorSpans = findInlineCodeSpans(text).filter((span) => spanHoldsError(span.content));
  // Spans with error text get their own blocks and are blanked (line breaks kept) so nothing is found twice.
  const kept: string[] = [];
  let line = position.start.line;
  let cursor = 0;
  for (const span of errorSpans) {
    line += countLineBreaks(text, cursor, span.start);
    walk.blocks.push({
      kind: 'inline-code',
      text: span.content,
      startLine: line,
      section: walk.section,
      lang: null,
      source: walk.source,
      quoted: quotedAt(walk),
    });
    kept.push(text.slice(cursor, span.start), text.slice(span.start, span.end).replace(/[^\r\n]/g, ' '));
    line += countLineBreaks(text, span.start, span.end);
    cursor = span.end;
  }
  kept.push(text.slice(cursor));
  const paragraph = kept.join('');
  if (paragraph.trim() !== '') {
    walk.blocks.push({
      kind: 'text',
      text: paragraph,
      startLine: position.start.line,
      section: walk.section,
      lang: null,
      source: walk.source,
      quoted: quotedAt(walk),
    });
  }
}

function countLineBreaks(text: string, start: number, end: number): number {
  let count = 0;
  for (let index = text.indexOf('\n', start); index !== -1 && index < end; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}

export function addHtml(walk: Walk, value: string, line: number): void {
  const trimmed = value.trim();
  if (trimmed.startsWith('<!--') && trimmed.endsWith('-->')) return;
  const text = value
    .replace(/\r\n?/g, '\n')
    .replace(WRAPPER_TAG, '')
    .replace(/&(?:lt|gt|quot|#39|apos|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);
  if (text.trim() !== '') walk.blocks.push({ kind: 'html', text, startLine: line, section: walk.section, lang: null, source: walk.source, quoted: undefined });
}

export function addHeading(walk: Walk, start: Point): void {
  const offset = start.offset;
  const lineEnd = walk.markdown.indexOf('\n', offset);
  const title = headingText(walk.markdown.slice(offset, lineEnd === -1 ? undefined : lineEnd).trimStart()) ?? '';
  walk.section = title;
  if (title !== '') walk.blocks.push({ kind: 'text', text: title, startLine: start.line, section: title, lang: null, source: walk.source, quoted: undefined });
}

/**
 * A code block, its value as mdast-util-from-markdown gives a code node's value (container prefixes gone, no line
 * ending after the opening fence or before the closing one).
 */
export function addCode(walk: Walk, code: { fenced: boolean; value: string; lang: string | null; line: number }): void {
  if (code.value.trim() === '') return;
  walk.blocks.push({
    kind: 'code',
    text: code.value.replace(/\r\n?/g, '\n'),
    startLine: code.fenced ? code.line + 1 : code.line,
    section: walk.section,
    lang: code.lang,
    source: walk.source,
    quoted: quotedAt(walk),
  });
}

function pointOf(point: { line: number; column: number; offset?: number | undefined }): Point {
  return { line: point.line, column: point.column, offset: point.offset ?? 0 };
}

/** One level of the walk: the children of a node, the next one to visit, and whether the node is a blockquote. */
interface Level {
  children: RootContent[];
  next: number;
  quote: boolean;
}

/** Makes the blocks of one node; returns the node's children when the walk goes into them (lists, quotes…). */
function visit(walk: Walk, node: RootContent): Parents | null {
  const position = node.position;
  if (position === undefined) return null;
  switch (node.type) {
    case 'paragraph':
      addParagraph(walk, { start: pointOf(position.start), end: pointOf(position.end) });
      return null;
    case 'code': {
      // An indented block starts at its indentation, a fenced one at its fence.
      const opener = walk.markdown.charAt(position.start.offset ?? 0);
      addCode(walk, { fenced: opener === '`' || opener === '~', value: node.value, lang: node.lang ?? null, line: position.start.line });
      return null;
    }
    case 'html':
      addHtml(walk, node.value, position.start.line);
      return null;
    case 'heading':
      addHeading(walk, pointOf(position.start));
      return null;
    default:
      return 'children' in node ? node : null;
  }
}

/**
 * Visits the tree in document order, without recursion: headings, paragraphs, code and HTML become blocks, and what
 * a blockquote holds is walked with one more quote around it.
 */
function walkTree(walk: Walk, root: Nodes & Parents): void {
  const levels: Level[] = [{ children: root.children as RootContent[], next: 0, quote: false }];
  while (levels.length > 0) {
    const level = levels[levels.length - 1] as Level;
    const node = level.children[level.next];
    if (node === undefined) {
      levels.pop();
      if (level.quote) walk.quoteDepth -= 1;
      continue;
    }
    level.next += 1;
    const parent = visit(walk, node);
    if (parent === null) continue;
    const quote = parent.type === 'blockquote';
    if (quote) walk.quoteDepth += 1;
    levels.push({ children: parent.children as RootContent[], next: 0, quote });
  }
}

/**
 * The blocks of a parsed text: its mdast tree (`fromMarkdown` with `blockStructureOnly`) walked without recursion.
 * @param markdown the text the tree was parsed from (blocks keep its raw source)
 * @param source where it came from
 * @param tree the text's tree
 * @param blocks where the blocks go (a new array by default)
 */
export function blocksOfTree<Sink extends BlockSink = Block[]>(markdown: string, source: TextSource, tree: Root, blocks: Sink = [] as BlockSink as Sink): Sink {
  const walk: Walk = { source, markdown, blocks, section: null, quoteDepth: 0 };
  walkTree(walk, tree);
  return blocks;
}

/** The blocks of plain prose, as the tree walk makes them from the parser's paragraph nodes (a root of paragraphs). */
export function blocksOfParagraphs(markdown: string, source: TextSource, spans: Span[], blocks: BlockSink): void {
  const walk: Walk = { source, markdown, blocks, section: null, quoteDepth: 0 };
  for (const span of spans) addParagraph(walk, span);
}
