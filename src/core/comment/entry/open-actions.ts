// Which of a curated entry's workarounds are still open on this thread, and which of them the first screen shows.
import type { CatalogEntry, Workaround } from '../../catalog/types.js';
import { cutText } from '../../text/cut.js';
import type { Stage } from '../../signals/code-owner.js';

/** What the thread already did: a run without the connector, the packages verified installed; `most`: how many actions to show. */
export interface ActionsDone {
  worksWithout: boolean;
  installed: string[];
  most?: number;
  /** The triaged issue's number in vLLM: an action that only says to follow it is left out, and it is never linked. */
  selfIssue?: number | null;
  /** False when the body shows the error too (the match was read off the title): never called title-only then. */
  titleOnly?: boolean;
  /** The thread's text log stops before the exception line (`CommentContext.logCut`). */
  logCut?: boolean;
  /**
   * The thread's own answer as quoted on line 2 (a later comment's cause, the reporter's diagnosis): an action that
   * only looks for evidence, or that names what this answer already names (the same inline code), is left out.
   */
  answer?: string;
  /** The reporter found a version without the problem: an action that only pins a matching version pair is left out. */
  versionWorks?: boolean;
  /** Whose code the frames show when it is a look-alike of vLLM's (`RaisedBy.words`): the headline names it. */
  raisedIn?: string;
  /** Dynamo's code when the frames are its own (`RaisedBy.words`): the fold names it instead of a vLLM function. */
  calledBy?: string;
  /** The thread pasted the library's own log lines (`CommentContext.pastedLog`): an action that only says to read them is left out. */
  logsPasted?: boolean;
  /** Actions the thread answers in words or in its pasted lines, by their catalog text: left out. */
  answered?: string[];
  /** The project whose own tracker the issue is on: an action that says to report to it is left out. */
  ownTracker?: string;
  /** The vLLM file the report diagnoses: the code at fault is vLLM's, so an action reporting to another project is left out. */
  vllmFile?: string;
  /** The LMCache package's logger that printed the line: the headline credits that code, not only vLLM's source. */
  printedBy?: string;
  /**
   * The vLLM connectors whose own code, logs, class name or configuration the thread shows (`vllmConnectorsShown`): a
   * library's error whose catalog caller is another connector links no vLLM function as its side.
   */
  connectorsShown?: string[];
  /**
   * Why a vLLM connector the thread does not show is not the caller: nothing of vLLM ran here (`no-vllm`), or the thread
   * is on vllm-ascend's tracker, whose own connectors call these libraries (`ascend`).
   */
  callerUnshown?: 'no-vllm' | 'ascend';
  /** The library call the pasted frames end in, when no vLLM frame calls it (`CommentContext.pastedCall`): its function and stage. */
  pastedCall?: { function: string; stage: Stage };
}

export const NOTHING_DONE: ActionsDone = { worksWithout: false, installed: [] };

/** A curated entry as it applies to the reporter, with what the comment says of it on this thread: decided once, shown by each part. */
export interface EntryAtReporter {
  /** The entry at the reporter's build and version, in their own thread's words. */
  entry: CatalogEntry;
  /** Its workarounds still open on this thread, as they read on its issue (`openWorkarounds`). */
  open: Workaround[];
  /** The reporter's build predates the entry's code (`predatesEntryCode`): the version read is not the code that ran. */
  predates: boolean;
  /** What the reporter's version has of the entry's changes (`renderFixesInVersion`), or ''. */
  inVersion: string;
}

/** The most actions on the first screen. */
const MAX_ACTIONS = 3;

/** An inline-code span on one line: a backtick (\x60), up to 120 other characters, a backtick. */
const CODE_SPAN = /\x60([^\x60\n]{1,120})\x60/g;

/** The inline-code spans of a text (`VLLM_NIXL_SIDE_CHANNEL_HOST`), at most 40; linear. */
function codeSpans(text: string): string[] {
  return [...text.matchAll(CODE_SPAN)].slice(0, 40).map((match) => match[1] ?? '');
}

/** Whether an action repeats the thread's answer or only looks for evidence the answer makes moot. */
function answeredBy(item: Workaround, answer: string | undefined): boolean {
  if (answer === undefined) return false;
  if (item.investigates === true) return true;
  // A fix vLLM merged adds what a diagnosis lacks, even when it names the same code.
  if (item.fixed_by_pr !== undefined) return false;
  const named = new Set(codeSpans(answer));
  return codeSpans(item.text).some((span) => named.has(span));
}

/** A check the thread has already made, which is not asked again: one row per rule. */
const DONE_ALREADY: readonly { says: string; done: (item: Workaround, thread: ActionsDone) => boolean }[] = [
  {
    says: 'it works without the connector: an action that only confirms the cause',
    done: (item, thread) => thread.worksWithout && item.confirms_cause === true,
  },
  { says: 'the package is verified installed', done: (item, thread) => item.installs !== undefined && thread.installed.includes(item.installs) },
  { says: "the thread's answer names it, or makes looking for evidence moot", done: (item, thread) => answeredBy(item, thread.answer) },
  {
    says: 'a version without the problem was found: an action that only pins a version pair',
    done: (item, thread) => thread.versionWorks === true && item.pins_versions === true,
  },
  {
    says: "the library's own log lines are pasted: an action that only says to read them",
    done: (item, thread) => thread.logsPasted === true && item.reads_logs === true,
  },
  {
    says: 'the thread answers it in words or in the lines it pasted (`plan/asks/prose-answers.ts`)',
    done: (item, thread) => thread.answered?.some((text) => item.text.includes(cutText(text, 80, ''))) ?? false,
  },
  {
    says: "the issue is on the project's own tracker: an action that says to report there",
    done: (item, thread) => item.reports_to !== undefined && item.reports_to === thread.ownTracker,
  },
  {
    says: "the report diagnoses vLLM's own code: an action that says to report to another project",
    done: (item, thread) => item.reports_to !== undefined && thread.vllmFile !== undefined,
  },
];

/** Whether an action tells the reporter to follow the very issue they are on (`Follow #N.` on issue N). */
function followsOnly(text: string, selfIssue: number | null): boolean {
  return selfIssue !== null && new RegExp(`^\\s*(?:Follow|Watch|Subscribe to|See) #${selfIssue}\\b`).test(text);
}

/**
 * An action as it reads on issue `selfIssue`: unchanged, or without a leading "Follow #N." (the rest of it kept),
 * or null when following the issue itself was all it said.
 */
function onIssue(item: Workaround, selfIssue: number | null): Workaround | null {
  if (selfIssue === null || !followsOnly(item.text, selfIssue)) return item;
  const rest = item.text.replace(/^\s*[^.]{0,120}\.\s*/, '').trim();
  return rest === '' ? null : { ...item, text: rest };
}

/** The workarounds still open on this thread, in catalog order, as they read on its issue. */
export function openWorkarounds(entry: CatalogEntry, done: ActionsDone): Workaround[] {
  return entry.workarounds
    .map((item) => onIssue(item, done.selfIssue ?? null))
    .filter((item): item is Workaround => item !== null && !DONE_ALREADY.some((rule) => rule.done(item, done)));
}

/** The first actions of the open ones: at most `most` (and at most three), never a last resort. */
export function firstActions(open: Workaround[], most = MAX_ACTIONS): Workaround[] {
  return open.filter((item) => item.last_resort !== true).slice(0, Math.min(MAX_ACTIONS, most));
}
