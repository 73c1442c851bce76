// Stage 1: markdown → blocks (code, paragraphs, HTML such as <details>, inline code), each with its line and section.
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes, Parents, RootContent } from 'mdast';
import { isExceptionTypeName } from '../exception-names.js';
import { readDialectPrefix, readDialectTail } from '../logs/dialects.js';
import { findInlineCodeSpans } from './inline-code.js';
import { headingText, splitBlocksByLines } from './line-blocks.js';
import { scanMarkdownBounds } from './bounds.js';
import type { Block, TextSource } from '../types.js';

/**
 * Plain CommonMark block structure only. Inline constructs (emphasis, links, escapes, code spans) and setext
 * headings are switched off: they are where micromark turns superlinear (emphasis and bracket storms, unclosed
 * links, `text\n=` storms), and blocks keep the raw source of paragraphs anyway.
 */
const BLOCK_STRUCTURE_ONLY = {
  disable: {
    null: [
      'attention',
      'autolink',
      'characterEscape',
      'characterReference',
      'codeText',
      'definition',
      'hardBreakEscape',
      'htmlText',
      'labelEnd',
      'labelStartImage',
      'labelStartLink',
      'setextUnderline',
    ],
  },
};

/** HTML tags that only wrap what reporters paste; Python's own `<module>`, `<string>` are never in this list. */
const WRAPPER_TAG = /<\/?(?:details|summary|pre|code|br|p|div|span|b|i|em|strong|sub|sup|kbd|samp|blockquote)(?:\s[^<>]{0,200})?\/?>/gi;
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'", '&nbsp;': ' ', '&amp;': '&' };

interface Walk {
  source: TextSource;
  markdown: string;
  blocks: Block[];
  section: string | null;
  /** Offsets of the blockquotes met so far: what they hold is someone else's words. */
  quotes: [number, number][];
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

function addParagraph(walk: Walk, node: Nodes): void {
  const position = node.position;
  if (!position || position.start.offset === undefined || position.end.offset === undefined) return;
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
      ...(inQuote(walk, position.start.offset) ? { quoted: true } : {}),
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
      ...(inQuote(walk, position.start.offset) ? { quoted: true } : {}),
    });
  }
}

function countLineBreaks(text: string, start: number, end: number): number {
  let count = 0;
  for (let index = text.indexOf('\n', start); index !== -1 && index < end; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}

function addHtml(walk: Walk, value: string, line: number): void {
  const trimmed = value.trim();
  if (trimmed.startsWith('<!--') && trimmed.endsWith('-->')) return;
  const text = value
    .replace(/\r\n?/g, '\n')
    .replace(WRAPPER_TAG, '')
    .replace(/&(?:lt|gt|quot|#39|apos|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);
  if (text.trim() !== '') walk.blocks.push({ kind: 'html', text, startLine: line, section: walk.section, lang: null, source: walk.source });
}

function addCode(walk: Walk, node: Extract<Nodes, { type: 'code' }>): void {
  const position = node.position;
  if (!position || node.value.trim() === '') return;
  const opener = walk.markdown.charAt(position.start.offset ?? 0);
  const fenced = opener === '`' || opener === '~';
  walk.blocks.push({
    kind: 'code',
    text: node.value.replace(/\r\n?/g, '\n'),
    startLine: fenced ? position.start.line + 1 : position.start.line,
    section: walk.section,
    lang: node.lang ?? null,
    source: walk.source,
    ...(inQuote(walk, position.start.offset) ? { quoted: true } : {}),
  });
}

/** Visits the tree in document order without recursion (nesting is bounded, but the stack need not be). */
function walkTree(walk: Walk, root: Parents): void {
  const stack: RootContent[] = [...root.children].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === 'heading') {
      const offset = node.position?.start.offset ?? 0;
      const lineEnd = walk.markdown.indexOf('\n', offset);
      const title = headingText(walk.markdown.slice(offset, lineEnd === -1 ? undefined : lineEnd).trimStart()) ?? '';
      walk.section = title;
      if (title !== '')
        walk.blocks.push({ kind: 'text', text: title, startLine: node.position?.start.line ?? 1, section: title, lang: null, source: walk.source });
    } else if (node.type === 'paragraph') addParagraph(walk, node);
    else if (node.type === 'code') addCode(walk, node);
    else if (node.type === 'html') addHtml(walk, node.value, node.position?.start.line ?? 1);
    else if ('children' in node) {
      if (node.type === 'blockquote' && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
        walk.quotes.push([node.position.start.offset, node.position.end.offset]);
      }
      for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index] as RootContent);
    }
  }
}

/** Whether an offset is inside a blockquote seen so far (a quote is visited before what it holds). */
function inQuote(walk: Walk, offset: number | undefined): boolean {
  return offset !== undefined && walk.quotes.some(([start, end]) => start <= offset && offset < end);
}

/**
 * Splits an issue body or comment into the blocks later stages read. Never throws; hostile input is split by
 * lines instead of parsed, and `notes` says so.
 * @param markdown the body or comment as written
 * @param source where it came from
 */
export function extractBlocks(markdown: string, source: TextSource): { blocks: Block[]; notes: string[] } {
  const text = typeof markdown === 'string' ? markdown : '';
  const bounds = scanMarkdownBounds(text);
  if (bounds.hostileReason !== null) {
    return { blocks: splitBlocksByLines(text, source), notes: [`markdown split by lines, not parsed: ${bounds.hostileReason}`] };
  }
  try {
    const tree = fromMarkdown(text, { extensions: [BLOCK_STRUCTURE_ONLY] });
    const walk: Walk = { source, markdown: text, blocks: [], section: null, quotes: [] };
    walkTree(walk, tree);
    return { blocks: walk.blocks, notes: [] };
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown error';
    return { blocks: splitBlocksByLines(text, source), notes: [`markdown split by lines after the parser failed (${reason})`] };
  }
}
