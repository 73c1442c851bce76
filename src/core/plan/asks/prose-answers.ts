// Answers the thread gives in words or in its pasted lines instead of the paste an ask or an action wants: one row
// per kind of answer, each saying which asks and which actions it answers and the line the first screen says instead.
// A new answer of this kind is a new row, not a longer function.
import type { CatalogEntry } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
import { whereSaid, type ThreadFacts } from '../../signals/thread-facts.js';
import { inlineCode } from '../../text/safe-markdown.js';
import type { AskStatus } from '../types.js';

/** What a row reads: the thread's facts, the headline entry and its matches (every occurrence, best first). */
export interface AnswerInput {
  facts: ThreadFacts;
  entry: CatalogEntry | undefined;
  /** Every match of the headline entry in the thread. */
  occurrences: Match[];
}

/** One kind of answer: which asks and actions it answers (by their words), and what the thread shows, or null. */
interface ProseAnswer {
  /** An ask it answers, by the ask's words. */
  ask: RegExp | null;
  /** An action it makes moot, by the action's words (read from the thread when it names what it answers). */
  action: RegExp | null | ((input: AnswerInput) => RegExp | null);
  /** What the thread shows, as the first screen says it (markdown; user text in inline code), and as the ask's tick says it. */
  answer: (input: AnswerInput) => { shows: string | null; tick: string } | null;
  /** What it shows is the pasted line itself: the first screen quotes no other pasted line beside it. */
  replacesPaste?: boolean;
}

/** The first occurrence of the headline's line, with the fields an action names read from its captures. */
function firstLineShows(input: AnswerInput): { shows: string; tick: string } | null {
  const first = [...input.occurrences].filter((match) => match.evidence.line > 0).sort((a, b) => a.evidence.line - b.evidence.line)[0];
  const template = first?.template ?? null;
  if (first === undefined || template === null) return null;
  // The template's last field is what the line ends in (`…): {status}`).
  const last = /\{(\w{1,40})\}\W{0,3}$/.exec(template)?.[1];
  const ending = last === undefined ? undefined : first.captures[last];
  if (ending === undefined) return null;
  const named = (input.entry?.workarounds ?? [])
    .flatMap((item) => [...item.text.matchAll(/`(\w{1,40})`/g)].map((span) => span[1] ?? ''))
    .filter((name, index, all) => name !== last && first.captures[name] !== undefined && all.indexOf(name) === index)
    .slice(0, 3);
  const fields = named.map((name) => inlineCode(`${name}: ${first.captures[name] ?? ''}`, 80));
  const count = input.occurrences.length;
  const shows = `**The first such line you pasted** ends in ${inlineCode(ending, 100)}${fields.length === 0 ? '' : `, with ${fields.join(' and ')}`}${count > 1 ? ` (${count} such lines in all)` : ''}: that is the failing path and its status.`;
  return { shows, tick: `the first such line is in the thread, ending in ${inlineCode(ending, 100)}` };
}

/** The answers, in the order the first screen says them. */
const PROSE_ANSWERS: ProseAnswer[] = [
  {
    // "The full traceback, so the frame that called NIXL is visible" / "the frame just above … names the call".
    ask: /\bframe (?:that|which) called\b|\bframe just above\b|\bnames the call\b/i,
    action: /\bframe just above\b[^.]{0,80}\bnames the call\b|\bnames the call\b/i,
    answer: ({ facts }) => {
      const said = facts.callNamed;
      if (said == null) return null;
      const call = inlineCode(said.call, 120);
      return {
        shows: `**You name the call that raised it:** ${call} (in ${whereSaid(said)}).`,
        tick: `the call that raised it, named in ${whereSaid(said)}: ${call}`,
      };
    },
  },
  {
    // "Whether the other instance restarted or failed at the time of the error" / "Check whether the peer instance restarted".
    ask: /\b(?:other|peer|remote) (?:instance|side|node)\b[^.]{0,40}\b(?:restarted|failed|crashed|died)\b/i,
    action: /^\s*check whether the (?:other|peer|remote) (?:instance|side|node)\b[^.]{0,20}\b(?:restarted|failed|crashed|died)\b/i,
    answer: ({ facts }) => {
      const said = facts.peerStayedUp;
      if (said == null) return null;
      const quoted = `${inlineCode(said.text, 120)} (in ${whereSaid(said)})`;
      return { shows: `**You say the other instance stayed up:** ${quoted}.`, tick: `you say it stayed up: ${quoted}` };
    },
  },
  {
    // "The RDMA devices and their state on both nodes": one host has one set of devices.
    ask: /\bon both nodes\b|\bon each node\b|\bof both nodes\b/i,
    action: null,
    answer: ({ facts }) => {
      const said = facts.oneHost;
      return said == null ? null : { shows: null, tick: `both sides run on one host (${inlineCode(said.text, 120)}, in ${whereSaid(said)})` };
    },
  },
  {
    // "Check the transport settings (`UCX_TLS`, …)" when the reporter says `UCX_TLS=tcp` did not help.
    ask: null,
    action: ({ facts }) => {
      const names = facts.triedSettings?.settings ?? [];
      // The names are `[A-Z0-9_]` or `--[a-z0-9-]`: nothing in them is special to a regular expression.
      return names.length === 0 ? null : new RegExp(`\x60(?:${names.join('|')})(?:[=\x60 ])`);
    },
    answer: ({ facts }) => {
      const said = facts.triedSettings;
      if (said == null) return null;
      const names = said.settings.map((name) => inlineCode(name, 60)).join(', ');
      return { shows: `**You already tried** ${names}: ${inlineCode(said.text, 160)} (in ${whereSaid(said)}).`, tick: '' };
    },
  },
  {
    // "Find the first of these lines and read its last field": the paste holds it.
    ask: null,
    action: /^\s*(?:find|search for|look for|locate) the first\b/i,
    answer: (input) => firstLineShows(input),
    replacesPaste: true,
  },
];

/** What the thread's words and lines answer: the asks ticked with the words, the actions left out, the lines the first screen says. */
export interface ProseAnswers {
  asks: AskStatus[];
  /** The actions the thread answers, by their catalog text. */
  answeredActions: string[];
  /** What the thread shows, said on the first screen. */
  shows: string[];
  /** What is said of the pasted lines takes the place of quoting one of them. */
  pasteShown: boolean;
}

/**
 * Tick the asks and leave out the actions that the thread answers in words or in the lines it pasted.
 * @param asks the asks decided so far
 * @param input the thread's facts, the headline entry and its occurrences
 */
export function answerInProse(asks: AskStatus[], input: AnswerInput): ProseAnswers {
  const answeredActions: string[] = [];
  const shows: string[] = [];
  let pasteShown = false;
  let ticked = asks;
  for (const row of PROSE_ANSWERS) {
    const found = row.answer(input);
    if (found === null) continue;
    const ask = row.ask;
    const answered = ask === null ? [] : ticked.filter((status) => !status.satisfied && ask.test(status.text));
    if (answered.length > 0) ticked = ticked.map((status) => (answered.includes(status) ? { ...status, satisfied: true, satisfiedBy: found.tick } : status));
    const action = typeof row.action === 'function' ? row.action(input) : row.action;
    const moot = action === null ? [] : (input.entry?.workarounds ?? []).filter((item) => action.test(item.text)).map((item) => item.text);
    answeredActions.push(...moot);
    // What the thread shows is said when it takes the place of an action (or of an ask it ticks).
    if (found.shows === null || (moot.length === 0 && answered.length === 0)) continue;
    shows.push(found.shows);
    pasteShown ||= row.replacesPaste === true;
  }
  return { asks: ticked, answeredActions, shows, pasteShown };
}
