// Stage 1: markdown → blocks (code, paragraphs, HTML such as <details>, inline code), each with its line and section.
import { parse, preprocess } from 'micromark';
import { subtokenize } from 'micromark-util-subtokenize';
import type { Event, ParseContext, Token } from 'micromark-util-types';
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

let sharedParser: ParseContext | null = null;

/**
 * The parser, made once: `parse()` merges every construct table on each call, which on a short comment costs more
 * than reading it. A parse context holds two things of one document, its lazy lines and its defined labels
 * (definitions are switched off here); both are reset for each document.
 */
function blockParser(): ParseContext {
  sharedParser ??= parse({ extensions: [BLOCK_STRUCTURE_ONLY] });
  sharedParser.lazy = {};
  sharedParser.defined = [];
  return sharedParser;
}

/**
 * micromark's `postprocess` without the inline pass: tokens of flow and content are expanded until none is left,
 * but text and string content (a paragraph's, a heading's, a fence's info string) is left as one token each. Blocks
 * read that text from the source by the tokens' offsets, and every inline construct is switched off anyway, so
 * tokenizing it character by character would build tokens nobody reads.
 */
function resolveBlocks(events: Event[]): Event[] {
  do {
    for (const [, token] of events) if (token.contentType === 'text' || token.contentType === 'string') token.contentType = undefined;
  } while (!subtokenize(events));
  return events;
}

/** HTML tags that only wrap what reporters paste; Python's own `<module>`, `<string>` are never in this list. */
const WRAPPER_TAG = /<\/?(?:details|summary|pre|code|br|p|div|span|b|i|em|strong|sub|sup|kbd|samp|blockquote)(?:\s[^<>]{0,200})?\/?>/gi;
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'", '&nbsp;': ' ', '&amp;': '&' };

interface Walk {
  source: TextSource;
  markdown: string;
  blocks: Block[];
  section: string | null;
  /** How many blockquotes are open at this point of the event stream: what they hold is someone else's words. */
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

function addParagraph(walk: Walk, token: Token): void {
  const position = token;
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

function addHtml(walk: Walk, value: string, line: number): void {
  const trimmed = value.trim();
  if (trimmed.startsWith('<!--') && trimmed.endsWith('-->')) return;
  const text = value
    .replace(/\r\n?/g, '\n')
    .replace(WRAPPER_TAG, '')
    .replace(/&(?:lt|gt|quot|#39|apos|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);
  if (text.trim() !== '') walk.blocks.push({ kind: 'html', text, startLine: line, section: walk.section, lang: null, source: walk.source, quoted: undefined });
}

/** A code block being read from the events: the fence's info string and the pieces of its value so far. */
interface OpenCode {
  token: Token;
  lang: string | null;
  /** Collecting the value: from the opening fence's end (fenced) or the start (indented). */
  inside: boolean;
  value: string[];
}

function addCode(walk: Walk, code: OpenCode): void {
  const joined = code.value.join('');
  // As mdast-util-from-markdown makes a code node's value: the line endings after the opening and before the closing fence go.
  const value = code.token.type === 'codeFenced' ? joined.replace(/^(\r?\n|\r)|(\r?\n|\r)$/g, '') : joined.replace(/(\r?\n|\r)$/g, '');
  if (value.trim() === '') return;
  const line = code.token.start.line;
  walk.blocks.push({
    kind: 'code',
    text: value.replace(/\r\n?/g, '\n'),
    startLine: code.token.type === 'codeFenced' ? line + 1 : line,
    section: walk.section,
    lang: code.lang,
    source: walk.source,
    quoted: quotedAt(walk),
  });
}

function addHeading(walk: Walk, token: Token): void {
  const offset = token.start.offset;
  const lineEnd = walk.markdown.indexOf('\n', offset);
  const title = headingText(walk.markdown.slice(offset, lineEnd === -1 ? undefined : lineEnd).trimStart()) ?? '';
  walk.section = title;
  if (title !== '')
    walk.blocks.push({ kind: 'text', text: title, startLine: token.start.line, section: title, lang: null, source: walk.source, quoted: undefined });
}

/**
 * Reads the parser's events in document order: headings, paragraphs, code and HTML blocks, and the blockquotes
 * around them. Code and HTML values are the same pieces mdast-util-from-markdown joins (the code's and the HTML's
 * data and their line endings, not the container prefixes); no tree is built, since blocks need none.
 */
function walkEvents(walk: Walk, events: Event[]): void {
  let code: OpenCode | null = null;
  let html: { line: number; value: string[] } | null = null;
  for (const [phase, token, context] of events) {
    const type = token.type;
    if (code !== null) {
      if (phase === 'exit' && type === code.token.type) {
        addCode(walk, code);
        code = null;
      } else if (phase === 'exit' && code.inside && (type === 'codeFlowValue' || type === 'lineEnding')) code.value.push(context.sliceSerialize(token));
      else if (phase === 'exit' && type === 'codeFencedFenceInfo') code.lang = context.sliceSerialize(token);
      else if (phase === 'exit' && type === 'codeFencedFence') code.inside = true;
      continue;
    }
    if (html !== null) {
      if (phase === 'exit' && type === 'htmlFlow') {
        addHtml(walk, html.value.join(''), html.line);
        html = null;
      } else if (phase === 'exit' && (type === 'htmlFlowData' || type === 'lineEnding')) html.value.push(context.sliceSerialize(token));
      continue;
    }
    if (type === 'blockQuote') walk.quoteDepth += phase === 'enter' ? 1 : -1;
    else if (phase === 'exit') {
      if (type === 'paragraph') addParagraph(walk, token);
    } else if (type === 'codeFenced' || type === 'codeIndented') code = { token, lang: null, inside: type === 'codeIndented', value: [] };
    else if (type === 'htmlFlow') html = { line: token.start.line, value: [] };
    else if (type === 'atxHeading') addHeading(walk, token);
  }
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
    // What fromMarkdown does before it builds a tree: preprocess, tokenize the document, resolve the content.
    const events = resolveBlocks(
      blockParser()
        .document()
        .write(preprocess()(text, undefined, true)),
    );
    const walk: Walk = { source, markdown: text, blocks: [], section: null, quoteDepth: 0 };
    walkEvents(walk, events);
    return { blocks: walk.blocks, notes: [] };
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown error';
    return { blocks: splitBlocksByLines(text, source), notes: [`markdown split by lines after the parser failed (${reason})`] };
  }
}
