// The vLLM file a code-level report diagnoses: the reporter names a file of vLLM's tree in their own prose (a heading,
// a sentence, an inline code span; not a pasted log or traceback) as where the failure is handled or missed. Then the
// code at fault is vLLM's, whatever library raised the error underneath: report-to advice for that library and a
// catalog caller elsewhere in vLLM are not this report's answer.
import { vllmPathOf } from './links.js';

/** A block of the thread as this reader needs it: its text, and whether it is someone's own prose (not code, not quoted). */
export interface ProseBlock {
  text: string;
  prose: boolean;
}

/** The blocks read, from the thread's first: a diagnosis is in the report, not in a long paste's thousandth line. */
export const DIAGNOSED_BLOCKS = 400;

/** A `vllm/…/x.py` path in prose, with or without backticks around it. */
const VLLM_FILE = /(?:^|[\s`'"(])(vllm\/[\w./-]{3,160}\.py)\b/g;
/** Words near the path that say it is where the fault lies. */
const FAULT_WORDS = /\b(?:cause|caused|root cause|bug|missing|never|swallow|swallows|not caught|without catching|does not|doesn't|fails to|should|fix)\b/i;

/**
 * The vLLM file the reporter's prose diagnoses, or null: the first `vllm/…py` path of vLLM's tree in a prose block of
 * the reporter or a maintainer (not quoted), in a paragraph that also says what is wrong there.
 * @param blocks the thread's blocks
 */
export function diagnosedVllmFile(blocks: ProseBlock[]): string | null {
  for (const block of blocks.slice(0, DIAGNOSED_BLOCKS)) {
    if (!block.prose || block.text.length > 20_000) continue;
    for (const found of block.text.matchAll(VLLM_FILE)) {
      const path = found[1] ?? '';
      if (vllmPathOf(path) === path && FAULT_WORDS.test(block.text)) return path;
    }
  }
  return null;
}
