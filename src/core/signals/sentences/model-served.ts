// The model the reporter serves, as the thread names it: the argument of `vllm serve`, a `--model` flag, `LLM(model=…)`,
// or a `Model: …` line of an environment list. What answers an ask for "the model you serve".
import { isEvidence } from '../../extract/roles.js';
import type { BlockList } from '../../extract/types.js';
import { cutText } from '../../text/cut.js';

/** The longest block text read (the same bound as the other block readers). */
const MAX_BLOCK = 20_000;

/** Where a model is named, most explicit first; each captures the name (a Hugging Face id or a path). */
const MODEL_NAMED: RegExp[] = [
  /\bvllm[ \t]+serve[ \t]+([A-Za-z0-9/][\w.\-/]{1,120})/,
  /--model[ \t=]+["']?([A-Za-z0-9/][\w.\-/]{1,120})/,
  /\bLLM\([ \t]*model[ \t]*=[ \t]*["']([A-Za-z0-9/][\w.\-/]{1,120})["']/,
];
/** A `Model:` label of a setup list (`- Model: X`, `**Model**: X`): found anywhere, then checked to open its line. */
const MODEL_LABEL = /model(?: name)?\*{0,2}[ \t]{0,4}[:：][ \t]{0,4}\*{0,2}[ \t]{0,4}`?([A-Za-z0-9/][\w.\-/]{1,120})/gi;
/** What may stand before the label on its line: a list bullet, a quote mark, bold. */
const LINE_OPENING = /^[ \t>*-]{0,12}$/;
/** The most labels looked at in one block. */
const MAX_LABELS = 20;

/** The model a `Model: X` line of a setup list names, or undefined. */
function modelLabelled(text: string): string | undefined {
  let seen = 0;
  for (const found of text.matchAll(MODEL_LABEL)) {
    if ((seen += 1) > MAX_LABELS) return undefined;
    const at = found.index ?? 0;
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    if (at - lineStart <= 12 && LINE_OPENING.test(text.slice(lineStart, at))) return found[1];
  }
  return undefined;
}

/**
 * The model the thread's reporter or a maintainer names as served, as written (at most 120 characters), or null.
 * @param blocks the thread's blocks (code and prose; another user's are not evidence)
 */
export function readModelServed(blocks: BlockList): string | null {
  for (const block of blocks) {
    if (!isEvidence(block.source) || block.quoted === true) continue;
    const text = cutText(block.text, MAX_BLOCK, '');
    for (const pattern of MODEL_NAMED) {
      const name = pattern.exec(text)?.[1];
      if (name !== undefined) return name;
    }
    const labelled = modelLabelled(text);
    if (labelled !== undefined) return labelled;
  }
  return null;
}
