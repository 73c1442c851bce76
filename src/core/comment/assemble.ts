// The comment's parts joined within GitHub's 65,536-character limit: optional parts that do not fit are dropped (and the
// comment says so), and room is kept for the marker line.

import { MAX_COMMENT_LENGTH } from '../text/limits.js';
import { cutText } from '../text/cut.js';

/** Room kept for the marker line (its match list is capped to fit). */
export const MARKER_RESERVE = 4096;
const CUT_NOTE = "_The rest of this comment was cut to stay within GitHub's 65,536-character limit._";

/** A part of the comment; `essential` parts are never dropped to save space. */
export interface CommentPart {
  text: string;
  essential: boolean;
}

/**
 * Join the parts within the length limit: optional parts that do not fit are dropped (and the
 * comment says so); an essential part that alone is too long is cut at a line boundary.
 */
export function assemble(parts: CommentPart[], footer: string): string {
  const fixed = MARKER_RESERVE + footer.length + CUT_NOTE.length + 8;
  let budget = MAX_COMMENT_LENGTH - fixed;
  const kept: string[] = [];
  let cut = false;
  for (const part of parts) {
    const cost = part.text.length + 2;
    if (cost <= budget) {
      kept.push(part.text);
      budget -= cost;
    } else if (part.essential && budget > 200) {
      // Essential text is ours (catalog prose), not fenced user text: a cut at a line end is safe.
      const slice = cutText(part.text, budget - 2, '');
      const lineEnd = slice.lastIndexOf('\n');
      kept.push(lineEnd > 0 ? slice.slice(0, lineEnd) : slice);
      budget = 0;
      cut = true;
    } else {
      cut = true;
    }
  }
  if (cut) kept.push(CUT_NOTE);
  return [...kept, footer].join('\n\n');
}
