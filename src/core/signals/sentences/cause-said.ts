// Sentence readers for what the thread found: the reporter's own diagnosis, a later comment's resolution or
// workaround, a maintainer's diagnosis, what the reporter tried and saw help, and a run that works without the connector.
import { offersSetting } from '../reported-cause.js';
import { fixVersionsIn } from './fix-versions.js';
import { clipQuote, factOf, type Resolution, type ResolutionFound, type Sentence, type SentenceReader, type ThreadFact } from './facts.js';
import { cutText } from '../../text/cut.js';

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
  // A linked fix (`fixed in https://…/pull/123`, `fixed via #123`) and the ways it is said in Chinese.
  'fixed in http',
  'fixed by http',
  'fixed via',
  'resolved in #',
  'resolved in http',
  '解决了',
  '已解决',
  '问题解决',
  '已修复',
  '修复了',
  '就正常了',
  '就可以了',
];
/**
 * What makes a reply's fix no fix, one row per way it is said: it did not help, it still fails, or the sentence asks
 * whether it would ("Is this fixed by #12?", "Should I set …").
 */
const NOT_A_FIX: RegExp[] = [
  /\b(?:did not|didn't|does not|doesn't|do not|don't|won't|cannot|can't) (?:fix|help|work|solve|resolve|change)\b/,
  /\bnot (?:fixed|solved|resolved|working|helping|help)\b|\bno luck\b|\bno (?:change|difference|effect)\b/,
  /\bstill (?:crash|fail|see|seeing|happen|get|getting|not|broken|occur|the same|error|hit|hitting)/,
  /\b(?:supposedly|should have|was supposed to)\b/,
  /^\s*(?:is|are|does|has|have|should|shall|could|can(?! confirm)|would|will|why|how|any(?:one|body)?)\b/,
  /还是|仍然|依然|没用|不行|无效|没有解决|未解决|吗[?？]?\s*$/,
];
/** Whether a reply's sentence says its fix did not help, or only asks about one. */
const deniesFix = (lower: string): boolean => NOT_A_FIX.some((pattern) => pattern.test(lower));
/** A maintainer's diagnosis in a reply ("this is triggered by EAGLE spec decoding"): the thread's answer, from a maintainer only. */
const MAINTAINER_DIAGNOSIS_WORDS = [
  'is triggered by',
  'is due to',
  'comes from',
  'the issue is that',
  'the problem is that',
  'this is a known issue',
  'is a bug in',
  // The same said less surely, or as the cause itself: a maintainer's "looks like X" is the thread's lead.
  'the problem is',
  'the root cause',
  'the cause is',
  'is caused by',
  'caused by the',
  'looks like',
  'this is likely',
  'i think this is',
  'this happens because',
  'this is because',
  'should be fixed by',
  'should be fixed in',
  'duplicate of #',
];
/** A fix said with what made it work ("works after setting …", "solved by upgrading"): a resolution with these words found a fix. */
const FIX_SAID_WORDS = [
  'works after',
  'worked after',
  'working after',
  'fixed after',
  'resolved after',
  'solved after',
  'solved by',
  'fixed by',
  'resolved by',
  'fixed it by',
  'solved it by',
  'solved it after',
];
/** The thread's own fix, said by the reporter in the description too ("update: it works after setting …", "solved it …"). */
const FIX_FOUND_WORDS = [...FIX_SAID_WORDS, 'solved it'];
/** A workaround named (`workaround`, `work around`). */
const WORKAROUND = /\bwork ?around/i;
/** A fix said not to have helped ("it was supposedly fixed by #12 but still happens"): not the thread's fix. */
const FIX_DENIED = /\b(?:but|still|not|n't|no longer|supposedly|should have)\b/;
/** A file or a function named in the sentence (`nixl_connector.py`, `_pop_done_transfers()`): a diagnosis at the code's level. */
const CODE_NAMED = /`[^`\n]{0,80}(?:\.(?:py|cpp|cc|cu|h|hpp|rs)|\w\(\))[^`\n]{0,40}`|\b\w{1,60}\.(?:py|cpp|cc|cu)\b(?::\d{1,6})?/;
/** What the named code does wrong, said as its behaviour. */
const CODE_FAULT =
  /\b(?:keeps|never|does not|doesn't|forgets|skips|overwrites|leaks|is not (?:freed|released|cleared|reset|removed|updated)|uses the wrong|passes the wrong|fails to|without checking|is called (?:on|with|before|after|twice)|is never|returns (?:none|the wrong|an? (?:stale|empty|wrong))|stale|double[- ]free|race)\b/;

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

/** A heading that only names the cause (`## Cause`, `**Root cause:**`, `### 原因`): the sentence after it says it. */
const CAUSE_HEADING = /^[#*_\s]*(?:(?:the\s+)?(?:root[ -]?)?causes?(?: analysis)?|原因(?:分析)?|根因|根本原因)[*_:：\s]*$/i;

/**
 * A description that opens as a patch does (`[kv_offload] Fix stale block_size used as hash_block_size`): the reporter
 * says what is wrong and how they fixed it. Not a request to fix (`fix this`, `fix the error below`).
 */
const FIX_DESCRIPTION = /^\s*(?:\[[^\]\n]{1,40}\]\s*)?fix(?:es|ed)?\s+(?!(?:this|it|that|the\s+(?:error|issue|problem|bug|crash)s?)\b)[A-Za-z`_]/i;

/** Whether a sentence of the description opens as a patch's title, long enough to say what it fixes. */
const describesFix = (sentence: Sentence): boolean =>
  !sentence.later && !sentence.environment && sentence.block.kind === 'text' && sentence.text.length >= 30 && FIX_DESCRIPTION.test(sentence.text);

/** The reporter's own diagnosis; a heading (`## Root cause`, `## Cause`) or a colon leads into the sentence that says it. */
const readStatedCause: SentenceReader['read'] = (sentence, state) => {
  const { facts } = state;
  // A maintainer's "the root cause is …" is their diagnosis (`readResolution`), not the reporter's.
  if (sentence.block.source.role === 'maintainer') return;
  if (state.causeLeadIn && facts.statedCause !== null) {
    facts.statedCause = { ...facts.statedCause, text: joinQuote(facts.statedCause.text, sentence.text) };
    state.causeLeadIn = false;
  } else if (facts.statedCause === null && describesFix(sentence)) {
    // The reporter has the fix: the entry's own actions are folded, as for a fix found in the thread.
    facts.statedCause = factOf(sentence);
    facts.answerSupersedes = true;
  } else if (
    facts.statedCause === null &&
    (state.causeHeading || CAUSE_HEADING.test(sentence.text) || CAUSE_WORDS.some((word) => sentence.lower.includes(word)))
  ) {
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
  if (deniesFix(sentence.lower)) return;
  if ((facts.resolution === null || state.resolutionIsDiagnosis) && inComment && offersSetting(sentence.text)) {
    facts.resolution = resolutionOf(factOf(sentence));
    state.resolutionIsDiagnosis = false;
  }
  // A later comment naming the version that fixed it (`it works with lmcache 0.3.7`) found the fix: the thread did what
  // the entry's actions would propose, so they are folded.
  const versionFix = facts.resolution === null && inComment && fixVersionsIn(sentence.text).length > 0;
  if (facts.resolution === null && inComment && (versionFix || RESOLUTION_WORDS.some((word) => sentence.lower.includes(word)))) {
    facts.resolution = resolutionOf(factOf(sentence));
    if (versionFix) facts.answerSupersedes = true;
  }
  if (facts.resolution === null && sentence.block.source.role === 'maintainer' && MAINTAINER_DIAGNOSIS_WORDS.some((word) => sentence.lower.includes(word))) {
    facts.resolution = resolutionOf(factOf(sentence));
    state.resolutionIsDiagnosis = true;
  }
};

/** The reporter's own fix, said in the description ("update: it works after setting …"), unless they say it did not help. */
const readFixFound: SentenceReader['read'] = (sentence, state) => {
  // A bare "fixed by" (its link on the next line) quotes nothing the reader can use.
  if (state.facts.resolution !== null || sentence.text.trim().length < 24 || !FIX_FOUND_WORDS.some((word) => sentence.lower.includes(word))) return;
  if (FIX_DENIED.test(sentence.lower)) return;
  state.facts.resolution = resolutionOf(factOf(sentence));
  state.facts.answerSupersedes = true;
};

/** A fix written under a label (`Solution:`, `fix:`, `解决方法：`), on the label's line or on the line after it. */
const FIX_LABEL = /^[#*_>\s]*(?:solution|solve|solved|fix|fixed|workaround|resolution|解决(?:方法|办法|方案)?|解決(?:方法)?)(?:[*_\s]*)[:：]\s*/i;
/** A label with nothing the reporter can run after it (`Solution: ?`, `fix: TBD`). */
const NO_FIX = /^(?:\?|tbd|todo|n\/a|none|unknown|not yet)\b|^[?？.\s]*$/i;

/**
 * What a resolution's quoted words found: a fix said with what made it work (`works after …`, `solved by …`) or written
 * under a label other than a workaround's, else a workaround (named, or a setting to change), else the cause ("Solved it:
 * the variable was never exported" says the cause).
 */
function foundIn(text: string): ResolutionFound {
  const lower = text.toLowerCase();
  const label = FIX_LABEL.exec(text);
  if (FIX_SAID_WORDS.some((word) => lower.includes(word)) || (label !== null && !WORKAROUND.test(label[0])) || fixVersionsIn(text).length > 0) return 'fix';
  return WORKAROUND.test(text) || offersSetting(text) ? 'workaround' : 'cause';
}

/** A resolution's fact with what it found. */
function resolutionOf(fact: ThreadFact): Resolution {
  return { ...fact, found: foundIn(fact.text) };
}

/** The fix a label leads into, with its label (`Solution: export …`), or null when no label leads into this sentence. */
function labelledFix(sentence: Parameters<SentenceReader['read']>[0], state: Parameters<SentenceReader['read']>[1]): { label: string; fix: string } | null {
  const label = FIX_LABEL.exec(sentence.text);
  if (label !== null) {
    const rest = sentence.text.slice(label[0].length).trim();
    state.fixLeadIn = rest === '' ? sentence.text.trim() : null;
    return rest === '' ? null : { label: label[0].trim(), fix: rest };
  }
  const lead = state.fixLeadIn;
  state.fixLeadIn = null;
  return lead === null ? null : { label: lead, fix: sentence.text.trim() };
}

/** The reporter's own fix written under a label, unless it says nothing or that it did not help. */
const readLabelledFix: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.resolution !== null && state.fixLeadIn === null) return;
  const found = labelledFix(sentence, state);
  if (found === null || found.fix.length < 8 || NO_FIX.test(found.fix) || FIX_DENIED.test(found.fix.toLowerCase())) return;
  state.facts.resolution = resolutionOf({ ...factOf(sentence), text: joinQuote(found.label, found.fix) });
  state.facts.answerSupersedes = true;
};

/** A diagnosis at the code's level: a file or function named with what it does wrong (`_pop_done_transfers()` keeps a stale handle). */
const readCodeDiagnosis: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.statedCause !== null || sentence.text.length < 40 || !CODE_FAULT.test(sentence.lower) || !CODE_NAMED.test(sentence.text)) return;
  state.facts.statedCause = factOf(sentence);
  state.facts.answerSupersedes ??= true;
};

/** The sentence the cause reader found saying it works without the connector. */
const readWorksWithout: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.worksWithout === null && state.worksWithoutSaid !== null && sentence.text.includes(cutText(state.worksWithoutSaid, 60, '')))
    state.facts.worksWithout = factOf(sentence);
};

/** The cause readers, in the order they read. */
export const CAUSE_READERS: SentenceReader[] = [
  { reads: 'what the reporter tried', environment: false, read: readTried },
  { reads: "the reporter's diagnosis", environment: false, read: readStatedCause },
  { reads: "a reply's resolution or a maintainer's diagnosis", environment: false, read: readResolution },
  { reads: 'a run without the connector', environment: false, read: readWorksWithout },
  { reads: "the reporter's own fix", environment: false, read: readFixFound },
  { reads: 'a fix written under a label', environment: false, read: readLabelledFix },
  { reads: 'a diagnosis at the code level', environment: false, read: readCodeDiagnosis },
];
