// Where a block's connector names were written: the title, the body's opening paragraph, pasted code or logs, other
// prose; and environment dumps, where a name is an installed package, not evidence.
import type { Block, BlockList } from '../../extract/types.js';
import type { MentionPlace } from '../types.js';
import { cutText } from '../../text/cut.js';

/**
 * The body's opening paragraph: the position of its first prose block that is neither quoted nor an environment dump,
 * or -1 (a position: a block list's blocks are new objects each time they are read).
 */
export function openingBlockIndex(blocks: BlockList): number {
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks.at(index) as Block;
    const opening =
      block.startLine > 0 &&
      block.source.kind === 'body' &&
      block.kind === 'text' &&
      block.quoted !== true &&
      isParagraph(block.text) &&
      !isEnvironmentBlock(block);
    if (opening) return index;
  }
  return -1;
}

/** Words a paragraph has at least: a heading, a capture line (`user · description · date`) or a lone link is none. */
const MIN_PARAGRAPH_WORDS = 6;

/** Whether a text block is a paragraph of prose rather than a heading or a one-line label. */
function isParagraph(text: string): boolean {
  const head = cutText(text, 400, '').trimStart();
  if (head.startsWith('#')) return false;
  return head.split(/\s+/).filter((word) => /[A-Za-z\u4e00-\u9fff]/.test(word)).length >= MIN_PARAGRAPH_WORDS;
}

/** Where a block's names were written: the title (line 0), the opening paragraph, a pasted code or log block, or other prose. */
export function mentionPlace(block: Block, opening: boolean): MentionPlace {
  if (block.startLine === 0) return 'title';
  if (block.kind === 'code' || block.kind === 'inline-code') return 'code';
  return opening ? 'opening' : 'prose';
}

/** An environment section or a pasted collect_env dump: names there are installed packages, not evidence. */
export function isEnvironmentBlock(block: Block): boolean {
  if (block.section !== null && block.section.toLowerCase().includes('environment')) return true;
  const head = cutText(block.text, 4000, '');
  return (
    head.includes('Collecting environment information') ||
    head.includes('Versions of relevant libraries') ||
    (head.includes('vLLM Version') && /^vLLM Version\s*:/m.test(head))
  );
}
