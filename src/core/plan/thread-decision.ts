// What the thread's own words decide about the comment: line 2 (what the thread already says), whether to ask
// anything at all, and which actions the reporter already did.
import type { Resolution, ThreadFact, ThreadFacts, VerifiedPackage } from '../signals/thread-facts.js';
import { withoutWords } from '../signals/sentences/without-words.js';

/** Line 2 of the comment: the one thing the thread already says that matters most, quoted. */
export type ThreadSays =
  | { kind: 'resolved'; fact: Resolution }
  | { kind: 'stated-cause'; fact: ThreadFact }
  /** `without`: the reporter's own words for what they left out (`without LMCache`), or null when no phrase says it. */
  | { kind: 'works-without'; fact: ThreadFact; without: string | null }
  | { kind: 'tried'; fact: ThreadFact }
  | { kind: 'verified'; package: VerifiedPackage; fact: ThreadFact }
  /**
   * The error message names its own fix (`Set VLLM_SSM_CONV_STATE_LAYOUT=DS`): the setting, as the message says it,
   * and whether it is a flag passed to the server (`--enforce-eager`) or a variable or key that is set.
   */
  | { kind: 'message-fix'; setting: string; settingKind: 'flag' | 'value' };

/** The decision the thread's words make. */
export interface ThreadDecision {
  says: ThreadSays | null;
  /** The thread found the answer (a later comment's cause, workaround or fix, the reporter's own diagnosis): the comment agrees or adds one thing and asks nothing. */
  askNothing: boolean;
  /** Actions the reporter already did: the packages they verified are installed, the run without the connector. */
  done: {
    installed: VerifiedPackage[];
    worksWithout: boolean;
    versionWorks?: boolean;
    /** The thread found its fix, or a diagnosis at the code's level: the entry's own actions are folded, none is on the first screen. */
    superseded?: boolean;
    /** Actions the thread answers in words or in its pasted lines (`prose-answers.ts`), by their catalog text: left out. */
    answered?: string[];
  };
}

/**
 * The thread's decision with a fix the error message names: the thread's own answer (a later comment's cause,
 * workaround or fix, the reporter's diagnosis) comes first; otherwise the message's fix leads and nothing is asked.
 * @param decision what the thread's words decide
 * @param setting the setting the message names (`fixNamedByMessage`), or null
 */
export function withMessageFix(decision: ThreadDecision, setting: string | null): ThreadDecision {
  if (setting === null || decision.askNothing) return decision;
  const settingKind = setting.startsWith('--') ? 'flag' : 'value';
  return { ...decision, says: { kind: 'message-fix', setting, settingKind }, askNothing: true };
}

/**
 * Decide from the thread's words: a later comment's resolution first, then the reporter's own diagnosis, then a
 * check they already made (it works without the connector), then what they tried, then a package they verified is installed.
 * @param facts what the thread says (`readThreadFacts`)
 */
export function decideFromThread(facts: ThreadFacts): ThreadDecision {
  const done = {
    installed: facts.verified.map((item) => item.package),
    worksWithout: facts.worksWithout !== null,
    // "No such problem in 0.3.1.post1": the reporter found a version that works.
    versionWorks: facts.tried !== null && /\d\.\d/.test(facts.tried.text),
    ...(facts.answerSupersedes === true ? { superseded: true } : {}),
  };
  let says: ThreadSays | null = null;
  if (facts.resolution !== null) says = { kind: 'resolved', fact: facts.resolution };
  else if (facts.statedCause !== null) says = { kind: 'stated-cause', fact: facts.statedCause };
  else if (facts.worksWithout !== null) says = { kind: 'works-without', fact: facts.worksWithout, without: withoutWords(facts.worksWithout.text) };
  else if (facts.tried !== null) says = { kind: 'tried', fact: facts.tried };
  else if (facts.verified[0] !== undefined) says = { kind: 'verified', package: facts.verified[0].package, fact: facts.verified[0].fact };
  // A resolution found later, or the reporter's own root-cause analysis, is the thread's answer: agree, add one thing, ask nothing.
  return { says, askNothing: facts.resolution !== null || facts.statedCause !== null, done };
}
