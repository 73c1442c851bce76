// The blocks as an mdast tree gives them: fromMarkdown with the same constructs switched off, walked node by node
// recursively, into the same builders. extractBlocks walks the same tree with its own loop; the two must agree.
import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Parents, Root, RootContent } from 'mdast';
import { addCode, addHeading, addHtml, addParagraph, type Point, type Walk } from '../../src/core/extract/markdown/block-builders.js';
import { blockStructureOnly } from '../../src/core/extract/markdown/blocks.js';
import type { Block, TextSource } from '../../src/core/extract/types.js';

function pointOf(point: { line: number; column: number; offset?: number | undefined }): Point {
  return { line: point.line, column: point.column, offset: point.offset ?? 0 };
}

/** Visits the tree in document order; a blockquote's children are walked with one more quote around them. */
function walkTree(walk: Walk, parent: Parents): void {
  for (const node of parent.children as RootContent[]) {
    const position = node.position;
    if (position === undefined) continue;
    if (node.type === 'heading') addHeading(walk, pointOf(position.start));
    else if (node.type === 'paragraph') addParagraph(walk, { start: pointOf(position.start), end: pointOf(position.end) });
    else if (node.type === 'code') {
      const opener = walk.markdown.charAt(position.start.offset ?? 0);
      addCode(walk, { fenced: opener === '`' || opener === '~', value: node.value, lang: node.lang ?? null, line: position.start.line });
    } else if (node.type === 'html') addHtml(walk, node.value, position.start.line);
    else if ('children' in node) {
      const quote = node.type === 'blockquote' ? 1 : 0;
      walk.quoteDepth += quote;
      walkTree(walk, node);
      walk.quoteDepth -= quote;
    }
  }
}

/**
 * The blocks of a text that the markdown parser may see (not hostile), read from an mdast tree.
 * @param markdown the text
 * @param source where it came from
 * @param tree the text's tree, when the caller parsed it already (with `blockStructureOnly`)
 */
export function referenceBlocks(markdown: string, source: TextSource, tree: Root = fromMarkdown(markdown, { extensions: [blockStructureOnly] })): Block[] {
  const blocks: Block[] = [];
  walkTree({ source, markdown, blocks, section: null, quoteDepth: 0 }, tree);
  return blocks;
}

/**
 * How often a reader that skips the parser answered and refused over generated texts: `agrees` compares its answer with
 * the parser's (asserting inside) and returns false when the reader refused the text, so the parser reads it.
 * @param texts the generated texts
 * @param agrees the comparison of one text
 * @param runs how many texts, and the seed that makes them
 */
export function answeredAndRefused(
  texts: fc.Arbitrary<string>,
  agrees: (markdown: string) => boolean,
  runs: { numRuns: number; seed: number },
): { answered: number; refused: number } {
  const tally = { answered: 0, refused: 0 };
  fc.assert(
    fc.property(texts, (markdown) => {
      if (agrees(markdown)) tally.answered += 1;
      else tally.refused += 1;
    }),
    runs,
  );
  return tally;
}
