// Stage 1: markdown → blocks (code, paragraphs, HTML such as <details>, inline code), each with its line and section.
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import type { Nodes, Parents, RootContent } from 'mdast';
import { addCode, addHeading, addHtml, addParagraph, type Point, type Walk } from './block-builders.js';
import { splitBlocksByLines } from './line-blocks.js';
import { scanMarkdownBounds } from './bounds.js';
import type { Block, TextSource } from '../types.js';

/** A micromark syntax extension, as `fromMarkdown`'s options take it. */
type SyntaxExtension = NonNullable<Options['extensions']>[number];

/**
 * Plain CommonMark block structure only, as a micromark extension: inline constructs (emphasis, links, escapes, code
 * spans) and setext headings are switched off. They are where micromark turns superlinear (emphasis and bracket
 * storms, unclosed links, `text\n=` storms), and blocks keep the raw source of paragraphs anyway.
 */
export const blockStructureOnly: SyntaxExtension = {
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

const PARSE_OPTIONS: Options = { extensions: [blockStructureOnly] };

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
    case 'heading':
      addHeading(walk, pointOf(position.start));
      return null;
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
    const walk: Walk = { source, markdown: text, blocks: [], section: null, quoteDepth: 0 };
    walkTree(walk, fromMarkdown(text, PARSE_OPTIONS));
    return { blocks: walk.blocks, notes: [] };
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'unknown error';
    return { blocks: splitBlocksByLines(text, source), notes: [`markdown split by lines after the parser failed (${reason})`] };
  }
}
