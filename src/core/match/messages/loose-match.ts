// Matches a template against a message quoted loosely: without its final period, or cut off before its end.
import { matchTemplate, prepareMessage } from './message.js';
import type { PreparedMessage } from './message.js';
import type { CompiledTemplate } from '../templates.js';

/** Fewest literal characters a cut message must show of a template (a bare `Connector ` is not evidence). */
export const MIN_CUT_LITERAL = 24;
/** Share of a template's literal text a cut message must show, unless it shows MIN_CUT_DISTINCTIVE characters. */
const MIN_CUT_SHARE = 0.5;
/** Literal characters that identify a template on their own (a whole first sentence of a long message). */
const MIN_CUT_DISTINCTIVE = 40;
/** Longest literal tail a cut is looked for in (a message template's piece is a sentence, not a page). */
const MAX_CUT_LITERAL = 400;
/** Characters of a cut literal that fix where the placeholder value before it ends. */
const MIN_CUT_ANCHOR = 8;
/** Longest placeholder value a cut message may give (an id, a number, a short name). */
const MAX_CUT_CAPTURE = 256;

const withoutPeriod = new WeakMap<CompiledTemplate, CompiledTemplate | null>();

/**
 * The captures of a message that is the template without its final period, or the template cut off before its
 * end (a line a reporter copied short, a paste cut at a column); null when neither. Placeholders cut off are
 * not captured.
 * @param template a compiled template
 * @param message the message, prepared
 */
export function matchLoosely(template: CompiledTemplate, message: PreparedMessage): Record<string, string> | null {
  const periodless = periodlessOf(template);
  if (periodless !== null) {
    const captures = matchTemplate(periodless, message);
    if (captures !== null) return captures;
  }
  return matchCut(template, message.text);
}

function periodlessOf(template: CompiledTemplate): CompiledTemplate | null {
  let derived = withoutPeriod.get(template);
  if (derived === undefined) {
    const last = template.literals[template.literals.length - 1] ?? '';
    derived =
      last.endsWith('.') && last.length > 1
        ? { ...template, literals: [...template.literals.slice(0, -1), last.slice(0, -1)], literalLength: template.literalLength - 1 }
        : null;
    withoutPeriod.set(template, derived);
  }
  return derived;
}

/**
 * A message that follows the template from its start and stops inside a literal or a placeholder. Literal pieces
 * are found with `indexOf`; the cut piece is compared as a prefix. Linear in the message.
 */
function matchCut(template: CompiledTemplate, text: string): Record<string, string> | null {
  const { literals, names } = template;
  const first = literals[0] ?? '';
  if (text.length < first.length) return isLiteralCut(template, text, first, 0, text.length) ? {} : null;
  if (!text.startsWith(first)) return null;
  const captures: Record<string, string> = {};
  let position = first.length;
  let shown = first.length;
  for (let slot = 0; slot < names.length; slot += 1) {
    const literal = literals[slot + 1] ?? '';
    const found = literal === '' ? position : text.indexOf(literal, position + 1);
    // The whole last literal shown: the message is the template (matched strictly) or runs on past it.
    if (found >= 0 && slot === names.length - 1) return null;
    if (found >= 0) {
      if (found - position > MAX_CUT_CAPTURE) return null;
      captures[names[slot] ?? ''] = text.slice(position, found);
      shown += literal.length;
      position = found + literal.length;
      continue;
    }
    // The text ends inside this placeholder's value, or inside the literal after it.
    const cutAt = cutStart(text, position + 1, literal);
    const valueEnd = cutAt < 0 ? text.length : cutAt;
    if (valueEnd - position > MAX_CUT_CAPTURE) return null;
    // Unless 8 characters of the next literal anchor its end, the value before the cut is an id or a number, never
    // words: `… request abc were retrieved` is another text.
    if (text.length - valueEnd < MIN_CUT_ANCHOR && text.slice(position, valueEnd).includes(' ')) return null;
    if (cutAt >= 0) shown += text.length - cutAt;
    return cutIsEnough(template, shown) ? captures : null;
  }
  return null;
}

function isLiteralCut(template: CompiledTemplate, text: string, literal: string, from: number, to: number): boolean {
  return literal.startsWith(text.slice(from, to)) && cutIsEnough(template, to - from);
}

/** Where the text's tail starts that is a proper prefix of `literal`, at or after `from`; -1 when none. */
function cutStart(text: string, from: number, literal: string): number {
  if (literal === '') return -1;
  const earliest = Math.max(from, text.length - Math.min(literal.length - 1, MAX_CUT_LITERAL));
  for (let start = earliest; start < text.length; start += 1) {
    if (text.charCodeAt(start) === literal.charCodeAt(0) && literal.startsWith(text.slice(start))) return start;
  }
  return -1;
}

function cutIsEnough(template: CompiledTemplate, shown: number): boolean {
  const enough = shown >= template.literalLength * MIN_CUT_SHARE || shown >= MIN_CUT_DISTINCTIVE;
  return shown >= MIN_CUT_LITERAL && enough && shown < template.literalLength;
}

/**
 * The message's loose captures when it is given as a string (tests, callers without a prepared message).
 * @param template a compiled template
 * @param message the message
 */
export function matchLooselyText(template: CompiledTemplate, message: string): Record<string, string> | null {
  return matchLoosely(template, prepareMessage(message));
}
