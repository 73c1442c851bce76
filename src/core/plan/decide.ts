// The decide stage: from what the earlier stages found, one decision — route or not, which labels, which asks are
// still open, whether the bot speaks and with which comment, and why. The comment stage only renders it.
import type { Catalog, CatalogEntry } from '../catalog/types.js';
import { entriesById } from '../catalog/entries-by-id.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Extraction } from '../extract/extract.js';
import type { Match } from '../match/types.js';
import type { ThreadReading } from '../signals/thread-reading.js';
import { evaluateAsks, summariseThread, VLLM_VERSION_ASK, type AskContext, type ThreadSummary } from './asks/asks.js';
import { decideFromThread, withMessageFix, type ThreadDecision } from './thread-decision.js';
import { fixNamedByMessage } from './message-fix.js';
import { projectOfRepository, raisedByLookalike, type RaisedBy } from './owner-decision.js';
import { pastedLogFor, printedByLibrary } from './asks/pasted-log.js';
import { pastedCallOf } from './asks/pasted-call.js';
import { answersOfPaste } from './asks/actions-off-paste.js';
import { otherFailuresOf } from './asks/other-failures.js';
import { findContradiction } from './contradiction.js';
import { speakPolicy, type Withheld } from './speech/speak-policy.js';
import { speechOf, type Speech } from './speech/speech.js';
import { spokenMatches } from './speech/unspoken.js';
import { withDiscountedLast } from './speech/discounted.js';
import { asksWithoutVllm, otherEngineThread, type OtherEngineThread } from './speech/engine-policy.js';
import { maintainerLabelsKnown, type LabelOptions } from './label-options.js';
import { planLabelRemovals, planLabels, type LabelPlan } from './labels.js';
import { decideRouting, type Routing } from './routing.js';
import { readFailureStage } from '../connectors/failure-stage.js';
import { shortCommentOf } from './short-comment.js';
import { buildRunTimelines, crashOf, requestIdsOf } from './timeline.js';
import type { CommentContext, CommentNode } from './comment-context.js';
import { commentContextOf, commentNodeOf } from './decide-comment.js';
import type { OtherReport } from '../match/other-reports.js';
import { decideAsks, vllmInvolved, type DecidedAsks } from './asks/decide-asks.js';
import type { AskStatus, MarkerData, ShortComment, TimelineEntry } from './types.js';

/** What the earlier stages found, and the settings of this run. */
export interface DecideInput {
  extraction: Extraction;
  reading: ThreadReading;
  /** The recognised errors of the reporter's and maintainers' text, best first (quotes and diffs left out). */
  matches: Match[];
  connectors: ConnectorEvidence[];
  catalog: Catalog;
  labelOptions: LabelOptions;
  /** Labels already on the issue. */
  existingLabels: string[];
  /** The bot's previous marker on this issue, if any. */
  previous: MarkerData | null;
  /** Set when a maintainer dismissed the bot on this issue. */
  dismissedBy: string | null;
  /** Set when a maintainer routed the issue with a routing label (this event, or recorded in the marker). */
  routedBy: { label: string; by: string } | null;
  /** The triaged issue's number (the comment never cites it), when known. */
  issueNumber: number | null;
  /** The web address of the explainer pages the comment links; the default when null. */
  docsBase: string | null;
  /** Labels the caller knows the repository has: the footer names a maintainer's label only when it is known to exist. */
  labelsInRepository: readonly string[];
  /** Why the comment is withheld (a pull request, a CI-failure report: `speak-policy.ts`), or null. */
  withheld?: Withheld | null;
  /** The issue's repository (`owner/name`), when known: its number names a vLLM issue only on vLLM's. */
  repository?: string;
  /** A maintainer filed the issue (author association OWNER, MEMBER, COLLABORATOR): the comment asks nothing of them. */
  filedByMaintainer?: boolean;
  /** Known errors in other people's comments: context, named as such in the details. */
  otherReports?: OtherReport[];
}

/** The one decision `triage()` acts on. */
export interface Decision {
  /** Whether the issue goes to the connector owners, for which connectors, and why (a dismissal or disabled labels turn it off). */
  routing: Routing;
  labels: LabelPlan;
  /** Labels the bot added earlier and no longer wants. */
  labelsToRemove: string[];
  asks: AskStatus[];
  timeline: TimelineEntry[];
  /** Whether the bot posts (or keeps up to date) a comment. */
  speaks: boolean;
  /** The comment as data (`CommentNode`): its shape and every value it shows; the comment stage only renders it. */
  comment: CommentNode;
  /** Why the comment is withheld or the bot silent, whose code failed, the comment's kind and its asks ticked, kept and dropped. */
  speech: Speech;
}

/** The spoken matches (one entry once: a second template of the same entry is not a second error) and whether every match was left out. */
function spokenOf(input: DecideInput): { matches: Match[]; leftOut: boolean } {
  // The error the report is about leads, not one in a paste the reporter discounts (`discounted.ts`).
  const spoken = withDiscountedLast(spokenMatches(input.matches, entriesById(input.catalog), input.extraction), input.extraction);
  const matches = spoken.filter((match, index, all) => all.findIndex((other) => other.id === match.id) === index);
  return { matches, leftOut: matches.length === 0 && input.matches.length > 0 };
}

/** The headline's timeline (the newest occurrence's run; the same error's earlier runs apart) and what in it contradicts the entry. */
function timelineOf(input: DecideInput, matches: Match[], summary: ReturnType<typeof summariseThread>) {
  const { extraction, reading } = input;
  const crash = crashOf(matches[0], extraction);
  const earlier = (matches[0]?.earlier ?? []).map((occurrence) => ({ requestId: occurrence.requestId, crash: crashOf(occurrence, extraction) }));
  const runs =
    matches.length === 0 ? { timeline: [], earlierRuns: [] } : buildRunTimelines(requestIdsOf(matches), reading.signals, crash, earlier, summary.lifecycle);
  const primaryEntry = matches[0]?.curated === true ? entriesById(input.catalog).get(matches[0].id) : undefined;
  const contradiction =
    primaryEntry === undefined ? null : findContradiction(primaryEntry, requestIdsOf(matches.slice(0, 1))[0] ?? null, summary.lifecycle, crash);
  return { ...runs, contradiction };
}

/** The thread's own answer first, then a fix the error message names (`Set VAR=value`), with the actions the thread's words answer. */
function threadDecisionOf(input: DecideInput, matches: Match[], short: ShortComment | null, answeredActions: string[]): ThreadDecision {
  const decision = withMessageFix(decideFromThread(input.reading.facts), messageFixOf(input, matches, short));
  return answeredActions.length === 0 ? decision : { ...decision, done: { ...decision.done, answered: answeredActions } };
}

/**
 * The fix the headline error's message names, or null; a curated entry whose own actions already say how to use that
 * setting (and when not to) is left to say it itself.
 */
function messageFixOf(input: DecideInput, matches: Match[], short: ShortComment | null): string | null {
  const setting = fixNamedByMessage(short?.kind === 'uncurated' ? short.exception.message : (matches[0]?.evidence.text ?? ''));
  const entry = setting === null || matches[0]?.curated !== true ? undefined : entriesById(input.catalog).get(matches[0].id);
  const name = setting?.split('=')[0]?.split(' ')[0] ?? '';
  return entry !== undefined && entry.workarounds.some((item) => item.text.includes(name)) ? null : setting;
}

/** The labels to add and to remove (none once a maintainer dismissed the bot). */
function labelsOf(input: DecideInput, asks: AskStatus[], routing: Routing): { labels: LabelPlan; labelsToRemove: string[] } {
  const existing = input.existingLabels;
  const previousBotLabels = input.previous?.botLabels ?? [];
  const labels =
    input.dismissedBy === null
      ? planLabels({
          matches: input.matches,
          connectors: input.connectors,
          entries: input.catalog.entries,
          existing,
          config: input.labelOptions,
          asks,
          previousBotLabels,
          routing,
        })
      : { labels: [], labelsToAdd: [], botLabels: [], notes: [] };
  return { labels, labelsToRemove: planLabelRemovals(previousBotLabels, existing, labels.labels) };
}

/** What the decision is about: the spoken matches, the short comment they call for, whose code ran, and what the detectors read. */
interface Headline {
  routing: Routing;
  matches: Match[];
  leftOut: boolean;
  context: Omit<AskContext, 'captures'> & { summary: ThreadSummary };
  /** The issue's number when it names a vLLM issue (on vLLM's repository, or when the repository is not given). */
  selfIssue: number | null;
  primaryEntry: CatalogEntry | undefined;
  raisedBy: RaisedBy | null;
  routedConnector: ConnectorEvidence | null;
  short: ShortComment | null;
  involved: boolean;
  /** Another engine's thread with no vLLM in it (`engine-policy.ts`), or null. */
  otherEngine: OtherEngineThread | null;
}

/** The headline of a decision: what is spoken of, in which comment shape, and whose code ran. */
function headlineOf(input: DecideInput): Headline {
  const { extraction, reading, connectors, routedBy } = input;
  // Every match labels and routes; the comment speaks only of the reviewed ones (`unspoken.ts`).
  const routing = decideRouting(input.matches, connectors, readFailureStage(reading.failure, extraction, connectors));
  const { matches, leftOut } = spokenOf(input);
  const thread = { signals: reading.signals, tracebacks: extraction.tracebacks, lines: extraction.lines, facts: reading.facts };
  const repository = input.repository?.toLowerCase();
  const primaryEntry = matches[0]?.curated === true ? entriesById(input.catalog).get(matches[0].id) : undefined;
  const routedConnector = routedBy === null ? null : (connectors.find((connector) => connector.tier === 'human') ?? null);
  const routed = routedBy === null ? null : { connector: routedConnector, label: routedBy.label };
  const otherEngine = otherEngineThread(extraction, reading.signals.vllmVersion, input.repository, { match: matches[0], entry: primaryEntry });
  return {
    routing,
    matches,
    leftOut,
    context: { ...thread, summary: summariseThread(thread) },
    selfIssue: repository === undefined || repository === 'vllm-project/vllm' ? input.issueNumber : null,
    primaryEntry,
    raisedBy: raisedByLookalike(matches[0], extraction, input.repository, primaryEntry?.raised_by !== undefined),
    routedConnector,
    // Left-out matches make no comment of their own; the thread keeps the short comment it would get without them.
    short: shortCommentOf(matches, connectors, extraction, routed),
    // A V0-era report involves vLLM whatever its repository; another engine's thread with no vLLM in it does not.
    involved: otherEngine === null && (vllmInvolved(extraction, repository) || reading.signals.v0Transfer !== undefined),
    otherEngine,
  };
}

/** Whether the bot speaks (one policy for every caller: labels only on a pull request or a CI-failure report), and why. */
function speechFor(input: DecideInput, headline: Headline, asks: AskStatus[], thread: ThreadDecision): { speaks: boolean; speech: Speech } {
  const { matches, short, leftOut, raisedBy, otherEngine } = headline;
  const withheld = input.withheld ?? null;
  const dismissed = input.dismissedBy !== null;
  const matched = input.matches.length > 0;
  const hadComment = input.previous !== null;
  const policy = speakPolicy({ withheld, dismissed, matched, leftOut, spoken: matches, short, hadComment, otherEngine });
  const owner = otherEngine?.library?.project ?? (short?.kind === 'uncurated' ? (short.owner?.kind ?? null) : (raisedBy?.kind ?? null));
  const curatedHeadline = matches[0]?.curated === true;
  const speech = speechOf({
    speaks: policy.speaks,
    silence: policy.silence,
    withheld,
    dismissed,
    short,
    curatedHeadline,
    matched,
    owner,
    asks,
    askNothing: thread.askNothing,
  });
  return { speaks: policy.speaks, speech };
}

/** What the comment shows besides the asks: the labels the bot set, and the entry's codes the matched line prints. */
type Shown = { botLabels: string[]; codesLogged: string[] };

/** The comment the decision renders, from the headline, the asks and the thread (one flat literal: spread groups cost V8 a copy per property). */
function commentFor(input: DecideInput, headline: Headline, decided: DecidedAsks, thread: ThreadDecision, shown: Shown): CommentContext {
  const { extraction, reading } = input;
  const { matches, context } = headline;
  const { timeline, earlierRuns, contradiction } = timelineOf(input, matches, context.summary);
  // One answer for the version: the words the version ask is ticked with are the words the details print.
  const versionSaid = reading.signals.vllmVersion === null ? (evaluateAsks([VLLM_VERSION_ASK], { ...context, captures: {} })[0]?.satisfiedBy ?? null) : null;
  const pastedLog = decided.pasteShown ? null : pastedLogFor(headline.primaryEntry, extraction.lines, matches[0]?.evidence.line);
  return commentContextOf({
    matches,
    catalog: input.catalog,
    reading,
    extraction,
    asks: decided.asks,
    timeline,
    earlierRuns,
    connectors: input.connectors,
    involved: headline.involved,
    short: headline.short,
    raisedBy: headline.raisedBy,
    contradiction,
    versionSaid,
    botLabels: shown.botLabels,
    otherEngine: headline.otherEngine,
    labels: labelsKnownOf(input),
    thread,
    titleOnly: decided.titleOnly,
    logCut: decided.logCut,
    threadShows: decided.shows,
    pastedLog,
    printedBy: printedByLibrary(matches[0], extraction.lines),
    pastedCall: pastedCallOf(matches[0], extraction),
    codesLogged: shown.codesLogged,
    otherFailures: otherFailuresOf(input.matches, extraction),
    ownTracker: projectOfRepository(input.repository),
    selfIssue: headline.selfIssue,
    issueNumber: input.issueNumber,
    repository: input.repository,
    docsBase: input.docsBase,
    filedByMaintainer: input.filedByMaintainer === true,
    dismissedBy: input.dismissedBy,
    routedBy: input.routedBy,
    otherReports: input.otherReports ?? [],
  });
}

/** The labels the comment may name (the rerun and dismiss labels the repository or the issue has). */
const labelsKnownOf = (input: DecideInput) => maintainerLabelsKnown(input.labelOptions, [...input.labelsInRepository, ...input.existingLabels]);

/**
 * The decision with the labels known to the repository of `input` (all else as when it was decided): they only fill
 * the comment's footer, so a second decision with GitHub's answer about them need not decide again.
 * @param decision decide() of the same input with other labelsInRepository
 * @param input the input with the labels found
 */
export function withLabelsKnown(decision: Decision, input: DecideInput): Decision {
  return { ...decision, comment: { ...decision.comment, frame: { ...decision.comment.frame, labels: labelsKnownOf(input) } } };
}

/**
 * Decides what the bot does about a thread. Pure.
 * @param input the stages' findings and this run's settings
 */
export function decide(input: DecideInput): Decision {
  const headline = headlineOf(input);
  const { matches, short, raisedBy, involved, context, routing } = headline;
  const routedFamily = headline.routedConnector?.family ?? null;
  const entries = entriesById(input.catalog);
  const extraction = input.extraction;
  const facts = input.reading.facts;
  const asked = decideAsks({ matches, allMatches: input.matches, entries, extraction, facts, short, routedFamily, raisedBy, involved, context });
  // Another engine's thread: nothing only vLLM could answer is asked.
  const decided = headline.otherEngine === null ? asked : { ...asked, asks: asksWithoutVllm(asked.asks, entries) };
  // Actions the thread's pasted lines answer (a log line they do not show, another stage, another code) are left out.
  const pasted = answersOfPaste(headline.primaryEntry, matches[0], extraction);
  const thread = threadDecisionOf(input, matches, short, [...decided.answeredActions, ...pasted.actions]);
  const { labels, labelsToRemove } = labelsOf(input, decided.asks, routing);
  const { speaks, speech } = speechFor(input, headline, decided.asks, thread);
  const said = commentFor(input, headline, decided, thread, { botLabels: labels.botLabels, codesLogged: pasted.codesLogged });
  const routed = routing.routed && input.dismissedBy === null && !input.labelOptions.disabled;
  return { routing: { ...routing, routed }, labels, labelsToRemove, asks: decided.asks, timeline: said.timeline, speaks, speech, comment: commentNodeOf(said) };
}
