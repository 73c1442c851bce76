// Stage 1: markdown → blocks (code, paragraphs, HTML such as <details>, inline code), each with its line and section.
import { parse, preprocess } from 'micromark';
import { subtokenize } from 'micromark-util-subtokenize';
import type { Event, ParseContext, Token } from 'micromark-util-types';
import { addCode, addHeading, addHtml, addParagraph, type Walk } from './block-builders.js';
import { splitBlocksByLines } from './line-blocks.js';
import { scanMarkdownBounds } from './bounds.js';
import type { Block, TextSource } from '../types.js';

/**
 * Plain CommonMark block structure only. Inline constructs (emphasis, links, escapes, code spans) and setext
 * headings are switched off: they are where micromark turns superlinear (emphasis and bracket storms, unclosed
 * links, `text\n=` storms), and blocks keep the raw source of paragraphs anyway.
 */
export const BLOCK_STRUCTURE_ONLY = {
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

/** A code block being read from the events: the fence's info string and the pieces of its value so far. */
interface OpenCode {
  token: Token;
  lang: string | null;
  /** Collecting the value: from the opening fence's end (fenced) or the start (indented). */
  inside: boolean;
  value: string[];
}

/** The value of a code block read from the events, as mdast-util-from-markdown makes a code node's value. */
function codeValue(code: OpenCode): string {
  const joined = code.value.join('');
  // The line endings after the opening and before the closing fence go (an indented block's last one only).
  return code.token.type === 'codeFenced' ? joined.replace(/^(\r?\n|\r)|(\r?\n|\r)$/g, '') : joined.replace(/(\r?\n|\r)$/g, '');
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
        addCode(walk, { fenced: code.token.type === 'codeFenced', value: codeValue(code), lang: code.lang, line: code.token.start.line });
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
    else if (type === 'atxHeading') addHeading(walk, token.start);
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
