// Sentence readers for answers given in words instead of a paste: the call the reporter says raised, that the other
// instance stayed up, that both sides run on one host.
import { factOf, type SentenceReader } from './facts.js';
import { cutText } from '../../text/cut.js';

/** Words that say where an error was raised (`the error is raised by …`, `it fails in …`). */
const RAISED_WORDS = [
  'raised by',
  'raised in',
  'raised from',
  'raised at',
  'thrown by',
  'thrown from',
  'thrown in',
  'thrown at',
  'fails in',
  'failed in',
  'fails at',
  'failed at',
  'fails on',
  'failed on',
  'comes from',
  'came from',
  'originates',
  'the failing call',
  'the call that fails',
  'the call that failed',
  'crashes in',
  'crashed in',
  'crashes at',
  'crashed at',
];
/** A call as written in inline code (`self.wrapper.register_memory(descs)`, `agent.registerMem()`): a dotted name and its parentheses. */
const CALL_IN_CODE = /`((?:[A-Za-z_]\w{0,60}\.){0,6}[A-Za-z_]\w{0,60}\([^`\n]{0,160}\)?)`/;
/** A dotted call in plain words (`self.nixl_wrapper.register_memory(descs)`): at least one dot, so an ordinary word with parentheses is not one. */
const CALL_IN_WORDS = /(?<![\w.])((?:[A-Za-z_]\w{0,60}\.){1,6}[A-Za-z_]\w{0,60}\([^()\n]{0,160}\))/;

/** The call the reporter says raised, in inline code or in words. */
const readCallNamed: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.callNamed != null || !RAISED_WORDS.some((word) => sentence.lower.includes(word))) return;
  const call = CALL_IN_CODE.exec(sentence.text)?.[1] ?? CALL_IN_WORDS.exec(sentence.text)?.[1];
  if (call !== undefined) state.facts.callNamed = { ...factOf(sentence), call };
};

/** The other side of a disaggregated pair, or a peer, named in a sentence. */
const PEER_WORDS = /\b(?:prefill|decode|decoder|producer|consumer|peer|remote|other (?:side|instance|node|process|worker)|p node|d node|port)\b/;
/** Words that say it stayed up; a negation before them (`did not stay up`) is not. */
const STAYED_UP =
  /\b(?:stayed|stays|remained|remains|kept|keeps|was still|is still|were still|are still|still)\s(?:healthy|up|alive|running|serving|listening|listen|fine|ok|responsive)\b|\b(?:did not|didn't|does not|doesn't|never|no)\s(?:restart|restarted|crash|crashed|die|died|fail|failed|go down|went down)\b|\bno restarts?\b|\bstill\s(?:in\s)?listen\b/;
const NOT_UP = /\b(?:not|never|n't)\s(?:stay|stayed|remain|remained|kept)\b/;

/** That the other instance stayed up at the time of the error. */
const readPeerStayedUp: SentenceReader['read'] = (sentence, state) => {
  const { lower } = sentence;
  if (state.facts.peerStayedUp != null || !PEER_WORDS.test(lower) || !STAYED_UP.test(lower) || NOT_UP.test(lower)) return;
  state.facts.peerStayedUp = factOf(sentence);
};

/** Words that say both sides share one host. */
const ONE_HOST =
  /\b(?:(?:the )?same|one|a single|single) (?:machine|host|node|server|box)\b|\bsingle-(?:node|host|machine)\b|\bon one (?:machine|host|node)\b|同一台|同一个节点|单机|单节点/;
/** A loopback address said of the two sides: `127.0.0.1` or `localhost` with both, prefill or decode in the sentence. */
const LOOPBACK = /\b(?:127\.0\.0\.1|localhost)\b/;
const BOTH_SIDES = /\b(?:both|prefill|decode|producer|consumer|p\/d|pd)\b/;

/** That both sides run on one host. */
const readOneHost: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.oneHost != null) return;
  const { lower } = sentence;
  if (ONE_HOST.test(lower) || (LOOPBACK.test(lower) && BOTH_SIDES.test(lower))) state.facts.oneHost = factOf(sentence);
};

/** A setting in inline code: an environment variable (`UCX_TLS=tcp`) or a flag (`--enforce-eager`), with its value. */
const SETTING_IN_CODE = /`(?:([A-Z][A-Z0-9_]{2,60})(?:=[^`\n]{0,60})?|(--[a-z][a-z0-9-]{1,60})(?:[ =][^`\n]{0,60})?)`/g;
/** Words that say it was tried and did not help (`doesn't bypass`, `didn't help`, `no effect`, `same error`). */
const DID_NOT_HELP =
  /\b(?:does ?n[o']t|did ?n[o']t|do ?n[o']t|won't|cannot|can't)\s(?:help|bypass|work|fix|change|solve|resolve|avoid)\b|\bno (?:effect|difference|luck|change)\b|\bsame (?:error|failure|result|crash)\b|\bstill (?:fails|failed|failing|crashes|crashed|errors)\b|\bnot help(?:ful|ing)?\b/;

/** That the reporter tried a setting and it did not help. */
const readTriedSetting: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.triedSettings != null || !DID_NOT_HELP.test(sentence.lower)) return;
  const settings = [...cutText(sentence.text, 600, '').matchAll(SETTING_IN_CODE)].map((found) => found[1] ?? found[2] ?? '').filter((name) => name !== '');
  if (settings.length > 0) state.facts.triedSettings = { ...factOf(sentence), settings: [...new Set(settings)].slice(0, 4) };
};

/** The readers of answers given in words, in the order they read. */
export const ANSWER_READERS: SentenceReader[] = [
  { reads: 'the call that raised', environment: false, read: readCallNamed },
  { reads: 'the other instance stayed up', environment: false, read: readPeerStayedUp },
  { reads: 'both sides on one host', environment: true, read: readOneHost },
  { reads: 'a setting tried that did not help', environment: false, read: readTriedSetting },
];
