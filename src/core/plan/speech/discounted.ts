// What the reporter discounts: a paste introduced as "not root-caused", "included for completeness", "unrelated",
// "can be ignored", "a side note", "another variant". A match read there does not lead the comment while the error
// the report is about (read elsewhere) is there to lead it.
import type { Extraction } from '../../extract/extract.js';
import { isEvidence, sameText } from '../../extract/roles.js';
import type { Block, BlockList } from '../../extract/types.js';
import { evidenceItemOf } from '../../match/evidence.js';
import type { Match } from '../../match/types.js';
import { cutText } from '../../text/cut.js';

/** The words that introduce a paste the reporter does not call the problem. */
const DISCOUNT_WORDS =
  /\b(?:not (?:yet )?root[- ]caused|for completeness|(?:probably |likely |seems |is |are |looks )?unrelated\b|can (?:be )?(?:safely )?ignored?|(?:safe|okay|ok) to ignore|side note|sidenote|another variant|a different variant|separate(?:ly)? (?:issue|problem)|not the (?:main |real )?(?:issue|problem))/i;

/** The lines of a block, as a range in its source. */
interface Span {
  block: Block;
  from: number;
  to: number;
}

/** The reporter's paragraphs that discount what follows, each with the pastes under it (up to the next paragraph). */
function discountedSpans(blocks: BlockList): Span[] {
  const spans: Span[] = [];
  let open: Block | null = null;
  for (const block of blocks) {
    if (!isEvidence(block.source) || block.quoted === true) continue;
    if (block.kind === 'text') {
      open = DISCOUNT_WORDS.test(cutText(block.text, 2000, '')) ? block : null;
      if (open !== null) spans.push({ block, from: block.startLine, to: block.startLine + block.text.split('\n').length - 1 });
      continue;
    }
    if (open !== null && sameText(open.source, block.source))
      spans.push({ block, from: block.startLine, to: block.startLine + block.text.split('\n').length + 1 });
  }
  return spans;
}

/**
 * The matches with those read in a discounted paste after the others (their order otherwise kept); unchanged when every
 * match, or none, was read there.
 * @param matches the matches, best first
 * @param extraction the thread's blocks and evidence
 */
export function withDiscountedLast(matches: Match[], extraction: Extraction): Match[] {
  if (matches.length < 2) return matches;
  const spans = discountedSpans(extraction.blocks);
  if (spans.length === 0) return matches;
  const discounted = (match: Match): boolean => {
    const item = evidenceItemOf(match, extraction);
    const line = match.evidence.line;
    return item !== undefined && line > 0 && spans.some((span) => sameText(span.block.source, item.source) && line >= span.from && line <= span.to);
  };
  const kept = matches.filter((match) => !discounted(match));
  if (kept.length === 0 || kept.length === matches.length) return matches;
  return [...kept, ...matches.filter((match) => !kept.includes(match))];
}
