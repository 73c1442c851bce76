// The parts of the comment about one curated catalog entry: headline, explanation, triggers, workarounds, fix, related.

import type { CatalogEntry, Workaround } from '../catalog/types.js';
import type { Match } from '../match/types.js';
import { requestIdOfCaptures } from '../match/reproductions.js';
import { isFixed } from '../vllm/version-order.js';
import { claimText, explanationText } from '../catalog/claims.js';
import { inlineCode } from '../text/safe-markdown.js';
import { isMovingRef, sourceLink, vllmThreadLink } from '../vllm/links.js';

/** The request id a match names, if any (user text: render it with inlineCode); a placeholder is none. */
export function requestIdOf(match: Match): string | null {
  return match.requestId ?? requestIdOfCaptures(match.captures);
}

/** Seen in the title alone: `true` (no text log, a screenshot), `'log-cut'` (a text log that stops before the exception line), or `false`. */
export type TitleOnly = boolean | 'log-cut';

/** Confidence in plain words, never contradicted further down. */
export function confidenceWords(match: Match, entry?: CatalogEntry, titleOnly: TitleOnly = true): string {
  if (titleOnly !== false && match.evidence.line === 0 && match.evidence.kind === 'error-line')
    return titleOnly === 'log-cut'
      ? 'it appears only in the title: the exception line is not in the pasted log, so this is a likely match until the traceback is posted'
      : 'it appears only in the title, so this is a likely match until the log is posted as text';
  switch (match.confidence) {
    case 'exact':
      // An entry without a vLLM line (`nixlBackendError` comes from the nixl package) matches the library's error, not vLLM's source.
      if (entry !== undefined && entry.source.line === 0) return "the exception and its code match the library's own error";
      // Code added after the catalog's commit (`ref: main`) is known from reports, not from the pinned source.
      if (entry?.source.ref !== undefined)
        return isMovingRef(entry.source.ref)
          ? `the whole message matches the message as reported from vLLM ${inlineCode(entry.source.ref, 40)} (it is not in the source vllm-triage pins)`
          : // A fixed commit: code read there (older code gone at the pin, or newer code), not a report.
            `the whole message matches vLLM's source at commit ${inlineCode(entry.source.ref.slice(0, 10))} (not in the source vllm-triage pins)`;
      return "the whole message matches vLLM's source";
    case 'frame':
      return 'only the exception type and the raising line match';
    case 'connector-file':
      return "only a frame in the connector's code matches";
  }
}

/** How much of the explanation stays on screen before the rest is folded. */
const ON_SCREEN_EXPLANATION = 320;

/** Offsets just after each sentence end (`. ` before a capital letter) outside code spans. */
function sentenceEnds(text: string): number[] {
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

/**
 * Turn bare `#NNNN` references in catalog prose into full vLLM links, so they never point at an
 * issue of the repository the bot runs in. Code spans are left alone.
 * @param text catalog markdown (our own text, not user text)
 */
export function linkVllmReferences(text: string, selfIssue: number | null = null): string {
  let out = '';
  let inCode = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '`') inCode = !inCode;
    const before = text[index - 1];
    if (!inCode && char === '#' && (before === undefined || !/[\w&/[]/.test(before))) {
      const digits = /^\d{1,7}/.exec(text.slice(index + 1, index + 8));
      if (digits !== null && !/\w/.test(text[index + 1 + digits[0].length] ?? '')) {
        // `PR #N` links to the pull request; anything else to the issue (GitHub redirects either way).
        const kind = /\bPRs? $/i.test(text.slice(Math.max(0, index - 4), index)) ? 'pull' : 'issues';
        // The issue never cites itself.
        if (kind === 'issues' && Number(digits[0]) === selfIssue) {
          // "Issue #N" becomes "This issue", not "Issue this issue".
          const named = /\b([Ii])ssue $/.exec(out.slice(-6));
          out = named === null ? `${out}this issue` : `${out.slice(0, -6)}${named[1] === 'I' ? 'This' : 'this'} issue`;
        } else out += vllmThreadLink(kind, Number(digits[0]));
        index += digits[0].length;
        continue;
      }
    }
    out += char;
  }
  return out;
}

/** Line 1: what was recognised, where, for which request, and how sure, in one sentence. */
export function renderEntryHeadline(
  entry: CatalogEntry,
  match: Match,
  selfIssue: number | null = null,
  titleOnly: TitleOnly = true,
  raisedIn?: string,
): string {
  const requestId = requestIdOf(match);
  const forRequest = requestId === null ? '' : `, request ${inlineCode(requestId)}`;
  // A line logged at WARNING or INFO is what the reporter saw: named as such, never as an error that ended anything.
  const what =
    match.evidence.level === undefined
      ? 'a known error'
      : `a known ${match.evidence.level === 'INFO' || match.evidence.level === 'DEBUG' ? 'log message' : 'warning'} (logged at ${match.evidence.level})`;
  // A message raised outside vLLM (line 0) is named by whose code raises it, when the catalog says so; otherwise the connector.
  // Frames of a look-alike of vLLM's code (Dynamo's patched engine, a fork) name that code, not vLLM's connector.
  const whose = raisedIn !== undefined ? `raised in ${raisedIn}` : entry.raised_by === undefined ? inlineCode(entry.connector) : `raised by ${entry.raised_by}`;
  return `**vllm-triage recognised ${what}: ${linkVllmReferences(entry.title, selfIssue)}** (${whose}${forRequest}) — ${confidenceWords(match, entry, titleOnly)}.`;
}

/** What is known about a fix in the reporter's version, in one sentence (never invents a release). */
function fixSentence(pr: number | undefined, release: string | undefined, version: string | null): string {
  const byPr = pr === undefined ? '' : ` by ${vllmThreadLink('pull', pr)}`;
  if (release === undefined) return pr === undefined ? '' : `Fixed${byPr}; the first release with it is not determined.`;
  const fixedIn = `Fixed${byPr} in ${inlineCode(release.startsWith('v') ? release : `v${release}`)}`;
  switch (isFixed(version, release)) {
    case 'yes':
      return `${fixedIn}: your version ${inlineCode(version ?? '')} already contains the fix.`;
    case 'no':
      return `${fixedIn}: your version ${inlineCode(version ?? '')} does not have it yet.`;
    case 'unknown':
      return version === null ? `${fixedIn}.` : `${fixedIn}: whether your build ${inlineCode(version)} has it depends on when it was cut.`;
  }
}

/** The headline with whose logger printed the line: the LMCache package's module, which holds the same message as vLLM's copy. */
function withPrinter(headline: string, logger: string): string {
  const printed = `the whole message matches vLLM's in-tree copy, and your line was printed by the LMCache package's own logger ${inlineCode(logger, 120)}, so it came from the package's code`;
  return headline.replace("the whole message matches vLLM's source", printed);
}

/** How long an action may be on the first screen; the whole text is in the details. */
const ON_SCREEN_ACTION = 240;

/** The first sentences of an action, up to about ON_SCREEN_ACTION characters (never cut inside a sentence). */
function actionLead(text: string): { lead: string; cut: boolean } {
  if (text.length <= ON_SCREEN_ACTION) return { lead: text, cut: false };
  const ends = sentenceEnds(text);
  const fits = ends.filter((end) => end <= ON_SCREEN_ACTION);
  const end = fits.at(-1) ?? ends[0];
  if (end === undefined || end >= text.length - 1) return { lead: text, cut: false };
  return { lead: text.slice(0, end), cut: true };
}

function renderWorkaround(workaround: Workaround, position: number, version: string | null, brief = false, selfIssue: number | null = null): string {
  const fix = fixSentence(workaround.fixed_by_pr, workaround.fixed_in_release, version);
  const whole = workaround.text.trim();
  const { lead, cut } = brief ? actionLead(whole) : { lead: whole, cut: false };
  return `${position}. ${linkVllmReferences(lead, selfIssue)}${cut ? ' _(more below)_' : ''}${fix === '' ? '' : ` ${fix}`}`;
}

/**
 * Numbered rows (`N. text`) as GitHub will show them: CommonMark keeps only an ordered list's first number and counts
 * on from it, so rows numbered with a gap (1, then 4) become bullets with the number written in the text (`- **4.** text`).
 * @param rows rows that each start with their number and `. `
 */
export function numberedAsWritten(rows: string[]): string[] {
  // A list shows its first number and counts on from it: rows that count on from theirs render as written.
  const first = Number(/^(\d{1,3})\. /.exec(rows[0] ?? '')?.[1] ?? '1');
  const counted = rows.every((row, index) => row.startsWith(`${first + index}. `));
  return counted ? rows : rows.map((row) => row.replace(/^(\d{1,3})\. /, '- **$1.** '));
}

/** The most actions on the first screen. */
const MAX_ACTIONS = 3;

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
  /** The LMCache package's logger that printed the line: the headline credits that code, not only vLLM's source. */
  printedBy?: string;
}

const NOTHING_DONE: ActionsDone = { worksWithout: false, installed: [] };

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
  const named = new Set(codeSpans(answer));
  return codeSpans(item.text).some((span) => named.has(span));
}

/** The workarounds still open on this thread, in catalog order, as they read on its issue. */
function openWorkarounds(entry: CatalogEntry, done: ActionsDone): Workaround[] {
  // A check the thread has already made (it works without the connector, the package is installed) is not asked again.
  return entry.workarounds
    .map((item) => onIssue(item, done.selfIssue ?? null))
    .filter(
      (item): item is Workaround =>
        item !== null &&
        !(done.worksWithout && item.confirms_cause === true) &&
        !(item.installs !== undefined && done.installed.includes(item.installs)) &&
        !answeredBy(item, done.answer) &&
        !(done.versionWorks === true && item.pins_versions === true) &&
        !(done.logsPasted === true && item.reads_logs === true) &&
        !(done.answered?.some((text) => item.text.includes(text.slice(0, 80))) ?? false) &&
        !(item.reports_to !== undefined && item.reports_to === done.ownTracker),
    );
}

/** The first actions of the open ones: at most `most` (and at most three), never a last resort. */
function firstActions(open: Workaround[], most = MAX_ACTIONS): Workaround[] {
  return open.filter((item) => item.last_resort !== true).slice(0, Math.min(MAX_ACTIONS, most));
}

/** The workarounds shown as first actions (at most three, no last resort) and the rest, which are folded. */
export function splitWorkarounds(entry: CatalogEntry, done: ActionsDone = NOTHING_DONE): { actions: Workaround[]; rest: Workaround[] } {
  const open = openWorkarounds(entry, done);
  const actions = firstActions(open, done.most);
  return { actions, rest: open.filter((item) => !actions.includes(item)) };
}

/**
 * The on-screen part for a curated entry: the headline (line 1), what the reporter's log shows (line 2, when
 * there is anything), and at most three actions in order, version-aware. The explanation, the triggers and any
 * last-resort patch are folded into the details.
 * @param entry the curated entry
 * @param match its match in this issue
 * @param version the reporter's vLLM version, or null
 * @param logShows the one-line summary of the thread's evidence, or '' when it shows nothing yet
 */
export function renderEntryEssentials(
  entry: CatalogEntry,
  match: Match,
  version: string | null,
  logShows = '',
  done: ActionsDone = NOTHING_DONE,
  threadSays = '',
): string {
  const titleOnly = done.logCut === true ? 'log-cut' : (done.titleOnly ?? true);
  const headline = renderEntryHeadline(entry, match, done.selfIssue ?? null, titleOnly, done.raisedIn);
  const parts = [done.printedBy === undefined ? headline : withPrinter(headline, done.printedBy)];
  if (threadSays !== '') parts.push(threadSays);
  if (logShows !== '') parts.push(logShows);
  const { actions } = splitWorkarounds(entry, done);
  if (actions.length > 0) {
    const lead =
      done.most === 1
        ? '**One more thing:**'
        : version === null
          ? '**What you can do, in order:**'
          : `**What you can do on ${inlineCode(version, 60)}, in order:**`;
    parts.push(`${lead}\n${actions.map((item, index) => renderWorkaround(item, index + 1, version, true, done.selfIssue ?? null)).join('\n')}`);
  }
  const fix = entry.fixed_in === undefined ? '' : fixSentence(entry.fixed_in.pr, entry.fixed_in.release, version);
  if (fix !== '') parts.push(`**Upstream fix:** ${fix}`);
  return parts.join('\n\n');
}

/**
 * The folded details for a curated entry: when it happens, the rest of the explanation, where vLLM
 * raises it, and related issues and pull requests.
 * @param entry the curated entry
 * @param version the reporter's vLLM version, or null
 * @param issueNumber the triaged issue, left out of the related issues
 * @param done what the thread already did
 * @param releaseRef the reporter's release tag, or null when their version is not a plain release
 */
export function renderEntryDetails(
  entry: CatalogEntry,
  version: string | null,
  issueNumber: number | null = null,
  done: ActionsDone = NOTHING_DONE,
  releaseRef: string | null = null,
  reporterFrame: { path: string; line: number | null } | null = null,
): string {
  const parts: string[] = [`**What it means:** ${linkVllmReferences(explanationText(entry).trim(), issueNumber)}`];
  // The fold lists every action the first screen did not show in full: the briefed ones, the ones past the first
  // screen's count and the last resorts. What the thread's answer made moot is left out here too.
  const open = openWorkarounds(entry, { ...done, selfIssue: issueNumber });
  const onScreen = firstActions(open, done.most);
  // Numbered as on a first screen of three: those three first, then the rest in catalog order.
  const three = firstActions(open);
  const all = [...three, ...open.filter((item) => !three.includes(item))];
  const moreActions = all.filter((item) => !onScreen.includes(item));
  const rows = numberedAsWritten(
    all
      .map((item, index) =>
        onScreen.includes(item) && !actionLead(item.text.trim()).cut ? '' : renderWorkaround(item, index + 1, version, false, issueNumber),
      )
      .filter((row) => row !== ''),
  );
  if (rows.length > 0) {
    const risk = moreActions.some((item) => item.last_resort === true) ? ' (a last resort has a risk: read it before you patch)' : '';
    parts.push(`**What you can do, in full**${risk}:\n${rows.join('\n')}`);
  }
  if (entry.triggers.length > 0)
    parts.push(`**When it happens:**\n${entry.triggers.map((trigger) => `- ${linkVllmReferences(claimText(trigger).trim(), issueNumber)}`).join('\n')}`);
  parts.push(sourceWhere(entry, issueNumber, releaseRef, reporterFrame, done.calledBy));
  const related = [
    // The issue never cites itself.
    ...(entry.related?.issues ?? []).filter((number) => number !== issueNumber).map((number) => vllmThreadLink('issues', number)),
    ...(entry.related?.prs ?? []).map((number) => vllmThreadLink('pull', number)),
  ];
  if (related.length > 0) parts.push(`Related: ${related.join(', ')}.`);
  return parts.join('\n\n');
}

/**
 * Where the entry's message is raised, linked at the catalog's commit (or the entry's ref), and what differs at the
 * reporter's build: another file in their traceback (an older layout), or a file their release may not have.
 * @param entry the catalog entry
 * @param issueNumber the triaged issue, never linked from its own comment
 * @param releaseRef the reporter's release tag, or null
 * @param reporterFrame the raising frame in the reporter's traceback, or null
 * @param lookalike whose code the frames are when it is a look-alike of vLLM's (Dynamo's), or undefined
 */
function sourceWhere(
  entry: CatalogEntry,
  issueNumber: number | null,
  releaseRef: string | null,
  reporterFrame: { path: string; line: number | null } | null,
  lookalike?: string,
): string {
  const { commit } = entry.source;
  const linkRef = entry.source.ref ?? commit;
  const line = entry.source.line > 0 ? entry.source.line : null;
  // vLLM does not raise it and vLLM's code did not call it either: no vLLM function is "its side" here.
  if (line === null && lookalike !== undefined)
    return `Not a vLLM raise site, and no vLLM code called it here: the calling frames are ${lookalike}. No vLLM file is linked.`;
  const at = entry.source.ref === undefined ? `vLLM commit ${inlineCode(commit.slice(0, 10))}` : `vLLM ${inlineCode(linkRef)}`;
  // Line 0: vLLM does not raise it (a library or Python does); the file named is vLLM's side of it.
  let where =
    line === null
      ? `vLLM's side of it: ${inlineCode(entry.source.function)} in ${sourceLink(linkRef, entry.source.path, null)} (${at}).`
      : `Raised in ${inlineCode(entry.source.function)} at ${sourceLink(linkRef, entry.source.path, line)} (${at}).`;
  if (entry.source.note !== undefined && entry.source.note.trim() !== '') where += ` ${linkVllmReferences(entry.source.note.trim(), issueNumber)}`;
  const since = entry.source.path_since_pr;
  const olderLayout = reporterFrame !== null && since !== undefined && line !== null && reporterFrame.path !== entry.source.path;
  if (olderLayout) {
    // The reporter's traceback raises it from another file: their build has the layout from before the PR that made this one.
    const at = reporterFrame.line === null ? '' : ` line ${reporterFrame.line}`;
    where += ` Your traceback raises it from ${inlineCode(reporterFrame.path, 160)}${at}: a build from before ${vllmThreadLink('pull', since)}, which created the file linked here.`;
  } else if (releaseRef !== null && entry.source.ref === undefined) {
    // A file created after the reporter's release would be a dead link there: name the PR that created it instead.
    where +=
      since === undefined
        ? ` The same file in your release: ${sourceLink(releaseRef, entry.source.path, null)}.`
        : ` This file exists since ${vllmThreadLink('pull', since)}; a release without that pull request has this code elsewhere or not at all.`;
  }
  return where;
}
