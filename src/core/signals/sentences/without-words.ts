// The reporter's own words for what they left out when the failure went away ("without LMCache", "before we enabled the
// store", "when I disable the offloading", "with nixl turned off"): the comment relays these, never a class name.
import { cutText } from '../../text/cut.js';

/** Where the words for what was left out start: a preposition or verb of leaving out, with a `when I`/`if we` before it. */
const LEFT_OUT =
  /\b(?:(?:when|if|after|once) (?:i|we|you) (?:\w+ )?)?(?:without|before (?:i |we )?enabl(?:ed|ing)|disabl(?:e|ed|ing)|turn(?:ing|ed)? off|remov(?:e|ed|ing)|drop(?:ped|ping)?)\b/i;
/** `with X disabled` / `with X turned off` / `with X off`: the whole phrase. */
const WITH_OFF = /\bwith (?:the )?[\w .-]{1,40}? (?:disabled|turned off|switched off|off|removed)\b/i;
/** Where the words end: a clause mark, or the words that say what then happens (`it works`, `the crash goes away`). */
const CLAUSE_END =
  /[,;:!?()[\]"]|\.(?:\s|$)| (?:and|but|then|so|it|everything|all|the (?:crash|error|failure|problem|issue)|there|works?|worked|runs?|ran|goes|went|is|was|no)\b/i;
/** At most this many words are relayed. */
const MOST_WORDS = 8;

/**
 * The words of the sentence that name what was left out, as written (case and spelling kept), or null when the
 * sentence says it in no phrase this reads.
 * @param sentence the reporter's sentence saying the failure goes away without something
 */
export function withoutWords(sentence: string): string | null {
  const text = cutText(sentence, 600, '');
  const withOff = WITH_OFF.exec(text);
  const leftOut = LEFT_OUT.exec(text);
  const start = withOff !== null && (leftOut === null || withOff.index < leftOut.index) ? withOff : leftOut;
  if (start === null) return null;
  const from = start.index;
  const head = start === withOff ? start[0] : start[0] + text.slice(from + start[0].length).split(CLAUSE_END)[0];
  const words = head.trim().split(/\s+/);
  if (words.length > MOST_WORDS) return null;
  // The preposition or verb alone names nothing.
  return start !== withOff && head.trim() === start[0].trim() ? null : words.join(' ');
}
