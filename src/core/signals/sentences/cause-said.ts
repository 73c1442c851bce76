// Sentence readers for what the thread found: the reporter's own diagnosis, a later comment's resolution or
// workaround, a maintainer's diagnosis, what the reporter tried and saw help, and a run that works without the connector.
import { offersSetting } from '../reported-cause.js';
import { clipQuote, factOf, type SentenceReader } from './facts.js';

const CAUSE_WORDS = [
  'root cause',
  'the cause is',
  'the cause was',
  'this is because',
  'it is because',
  'this happens because',
  'is caused by',
  'was caused by',
  'the reason is',
  'miscalculated',
  'mis-calculated',
  'possible fix is',
  'proposed fix is',
  'the fix would be',
  'a fix would be',
  // The reporter's own "I found why", in the ordinary ways it is said.
  // Not "the problem is that" nor "I found that": reporters describe the symptom with them as often as the cause.
  'the bug is that',
  'the culprit is',
  'i traced it',
  'i found the cause',
  'i figured out why',
];
const RESOLUTION_WORDS = [
  'it was because',
  'was fixed by',
  'fixed by #',
  'fixed in #',
  'fixed it',
  'the fix was',
  'the fix is',
  'solved by',
  'solved it',
  'resolved by',
  'resolved it',
  'the workaround is',
  'workaround:',
  'as a workaround',
  'a workaround is',
  'workaround for now',
  'you can work around',
  'works now',
  'working now',
  'turned out',
  'the problem was',
  // The reporter's own mistake, found later ("sorry, it was a typo in my script").
  'a typo in my',
  'was a typo',
  'my mistake',
  'my bad',
  'my own code',
];
/** A maintainer's diagnosis in a reply ("this is triggered by EAGLE spec decoding"): the thread's answer, from a maintainer only. */
const MAINTAINER_DIAGNOSIS_WORDS = [
  'is triggered by',
  'is due to',
  'comes from',
  'the issue is that',
  'the problem is that',
  'this is a known issue',
  'is a bug in',
];
/** What the reporter tried and saw work: "reducing it to 2 GB, the issue disappears", "no such problem in 0.3.1". */
const TRIED_WORDS = [
  'disappear',
  'goes away',
  'went away',
  'no such problem',
  'does not happen with',
  "doesn't happen with",
  'works fine with',
  'worked fine with',
];

/** A lead-in quote (`… is violated under load failure:`) with the sentence it leads into, within the quote's length. */
function joinQuote(lead: string, next: string): string {
  return clipQuote(`${lead} ${next.trim().replace(/\s+/g, ' ').replace(/\*\*/g, '')}`);
}

/** What the reporter tried and saw help. */
const readTried: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.tried === null && TRIED_WORDS.some((word) => sentence.lower.includes(word))) state.facts.tried = factOf(sentence);
};

/** The reporter's own diagnosis; a heading (`## Root cause`) or a colon leads into the sentence that says it. */
const readStatedCause: SentenceReader['read'] = (sentence, state) => {
  const { facts } = state;
  if (state.causeLeadIn && facts.statedCause !== null) {
    facts.statedCause = { ...facts.statedCause, text: joinQuote(facts.statedCause.text, sentence.text) };
    state.causeLeadIn = false;
  } else if (facts.statedCause === null && (state.causeHeading || CAUSE_WORDS.some((word) => sentence.lower.includes(word)))) {
    state.causeHeading = !state.causeHeading && sentence.lower.replace(/[#*_:\s]/g, '').length <= 20;
    if (!state.causeHeading) {
      facts.statedCause = factOf(sentence);
      state.causeLeadIn = facts.statedCause.text.endsWith(':');
    }
  }
};

/** A later comment's workaround or resolution, or a maintainer's diagnosis; a reply's setting wins over a diagnosis read first. */
const readResolution: SentenceReader['read'] = (sentence, state) => {
  const { facts } = state;
  const inComment = sentence.later || sentence.block.source.kind === 'comment';
  if ((facts.resolution === null || state.resolutionIsDiagnosis) && inComment && offersSetting(sentence.text)) {
    facts.resolution = factOf(sentence);
    state.resolutionIsDiagnosis = false;
  }
  if (facts.resolution === null && inComment && RESOLUTION_WORDS.some((word) => sentence.lower.includes(word))) facts.resolution = factOf(sentence);
  if (facts.resolution === null && sentence.block.source.role === 'maintainer' && MAINTAINER_DIAGNOSIS_WORDS.some((word) => sentence.lower.includes(word))) {
    facts.resolution = factOf(sentence);
    state.resolutionIsDiagnosis = true;
  }
};

/** The sentence the cause reader found saying it works without the connector. */
const readWorksWithout: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.worksWithout === null && state.worksWithoutSaid !== null && sentence.text.includes(state.worksWithoutSaid.slice(0, 60)))
    state.facts.worksWithout = factOf(sentence);
};

/** The cause readers, in the order they read. */
export const CAUSE_READERS: SentenceReader[] = [
  { reads: 'what the reporter tried', environment: false, read: readTried },
  { reads: "the reporter's diagnosis", environment: false, read: readStatedCause },
  { reads: "a reply's resolution or a maintainer's diagnosis", environment: false, read: readResolution },
  { reads: 'a run without the connector', environment: false, read: readWorksWithout },
];
