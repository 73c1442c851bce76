// Where catalog prose may be cut between the first screen and the fold: after a sentence, never inside a code span.

/** How much of the explanation stays on screen before the rest is folded. */
const ON_SCREEN_EXPLANATION = 320;

/** How long an action may be on the first screen; the whole text is in the details. */
const ON_SCREEN_ACTION = 240;

/** Offsets just after each sentence end (`. ` before a capital letter) outside code spans. */
export function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  let inCode = false;
  for (let index = 0; index < text.length - 2; index += 1) {
    const char = text[index];
    if (char === '`') inCode = !inCode;
    else if (!inCode && char === '.' && text[index + 1] === ' ' && /[A-Z]/.test(text[index + 2] as string)) ends.push(index + 1);
  }
  return ends;
}

/**
 * The on-screen start of an explanation (its first paragraph, or its first sentences when that
 * paragraph is long), and the rest, which is folded.
 * @param explanation catalog markdown
 */
export function splitExplanation(explanation: string): { first: string; rest: string } {
  const paragraphs = explanation.trim().split(/\n\s*\n/);
  const head = paragraphs[0] ?? '';
  let rest = paragraphs.slice(1).join('\n\n');
  if (head.length <= ON_SCREEN_EXPLANATION) return { first: head, rest };
  const cut = sentenceEnds(head).find((end) => end >= ON_SCREEN_EXPLANATION / 2);
  if (cut === undefined || cut >= head.length - 1) return { first: head, rest };
  rest = [head.slice(cut).trim(), rest].filter((part) => part !== '').join('\n\n');
  return { first: head.slice(0, cut), rest };
}

/** The first sentences of an action, up to about ON_SCREEN_ACTION characters (never cut inside a sentence). */
export function actionLead(text: string): { lead: string; cut: boolean } {
  if (text.length <= ON_SCREEN_ACTION) return { lead: text, cut: false };
  const ends = sentenceEnds(text);
  const fits = ends.filter((end) => end <= ON_SCREEN_ACTION);
  const end = fits.at(-1) ?? ends[0];
  if (end === undefined || end >= text.length - 1) return { lead: text, cut: false };
  return { lead: text.slice(0, end), cut: true };
}
