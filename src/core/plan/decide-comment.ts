// The comment of one decision as data: every value the comment stage renders, chosen here (the entries for the
// platform, the asks a maintainer-filed issue keeps, whose code, the version words, what the thread answers).
import { inlineCode } from '../text/safe-markdown.js';
import type { Catalog } from '../catalog/types.js';
import { entriesForPlatform } from '../catalog/claims.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Extraction } from '../extract/extract.js';
import type { Match } from '../match/types.js';
import type { OtherReport } from '../match/other-reports.js';
import type { FixesInVersion } from '../fixes/types.js';
import type { ThreadReading } from '../signals/thread-reading.js';
import type { CommentContext, CommentFrame, CommentNode, FullComment, FullContext, UncuratedComment } from './comment-context.js';
import type { Contradiction } from './contradiction.js';
import { wholeTraceback } from './asks/whole-evidence.js';
import type { RaisedBy } from './owner-decision.js';
import type { OtherEngineThread } from './speech/engine-policy.js';
import { ownThreadOf } from './owner-decision.js';
import type { PastedLog } from './asks/whole-evidence.js';
import type { ThreadDecision } from './thread-decision.js';
import type { EarlierRun } from './timeline.js';
import type { AskStatus, ShortComment, TimelineEntry } from './types.js';
import { commitAt } from '../vllm/history.js';
import type { PastedCall } from './asks/pasted-call.js';
import { versionRef } from '../vllm/releases.js';

/** The values decided before the comment: what it is about and what the thread answers. */
export interface CommentValues {
  matches: Match[];
  catalog: Catalog;
  reading: ThreadReading;
  extraction: Extraction;
  asks: AskStatus[];
  timeline: TimelineEntry[];
  earlierRuns: EarlierRun[];
  connectors: ConnectorEvidence[];
  botLabels: string[];
  labels: CommentContext['labels'];
  involved: boolean;
  thread: ThreadDecision;
  short: ShortComment | null;
  raisedBy: RaisedBy | null;
  /** Another engine's thread with no vLLM in it: the comment names the engine and the library, not vLLM's code. */
  otherEngine: OtherEngineThread | null;
  pastedLog: PastedLog | null;
  printedBy: string | null;
  /** The library call the headline's pasted frames end in, when no vLLM frame calls it (`pasted-call.ts`). */
  pastedCall: PastedCall | null;
  /** The headline entry's codes its matched line prints (`codes-logged.ts`). */
  codesLogged: string[];
  /** The thread's own final exception lines no match reads (`other-failures.ts`). */
  otherFailures: string[];
  versionSaid: string | null;
  contradiction: Contradiction | null;
  titleOnly: boolean;
  logCut: boolean;
  /** What the thread shows in words or pasted lines instead of an action or an ask (`prose-answers.ts`). */
  threadShows: string[];
  ownTracker: string | null;
  selfIssue: number | null;
  issueNumber: number | null;
  repository: string | undefined;
  docsBase: string | null;
  filedByMaintainer: boolean;
  dismissedBy: string | null;
  routedBy: { label: string; by: string } | null;
  /** Known errors in other people's comments: context, named as such in the details. */
  otherReports: OtherReport[];
}

/** A field's entry when it has a value, none otherwise. */
function when<K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** What the comment says of the thread itself: the decision its words make and what the version and the title say. */
function threadValues(values: CommentValues): Partial<CommentContext> {
  const { facts, signals } = values.reading;
  // The title's cause stands in for a traceback that is not whole: one cut before its final line, or none at all.
  const titleCause = wholeTraceback(values.extraction.tracebacks) === null ? facts.titleCause : null;
  return {
    causeKnown: facts.worksWithout !== null,
    thread: values.thread,
    ...when('vllmVersionSaid', values.versionSaid),
    ...when('titleCondition', facts.titleCondition),
    ...when('titleCause', titleCause),
    ...(titleCause !== null && values.extraction.tracebacks.length > 0 ? { titleCauseCut: true } : {}),
    // Another project's build is the vLLM version only when no version is given.
    ...when('bundledBy', signals.vllmVersion !== null || facts.versions.length > 0 ? null : facts.bundledBy),
    ...(values.threadShows.length === 0 ? {} : { threadShows: values.threadShows }),
  };
}

/**
 * The comment as the comment stage renders it.
 * @param values what was decided
 */
export function commentContextOf(values: CommentValues): CommentContext {
  const maintainerFiled = values.filedByMaintainer;
  return {
    matches: values.matches,
    entries: entriesForPlatform(values.catalog.entries, values.reading.facts.platform),
    // A maintainer filed it: what the thread answers is listed, nothing generic is asked of them.
    asks: maintainerFiled ? values.asks.filter((ask) => ask.satisfied) : values.asks,
    ...(maintainerFiled ? { readyForMaintainer: false } : {}),
    timeline: values.timeline,
    ...(values.earlierRuns.length === 0 ? {} : { earlierRuns: values.earlierRuns }),
    signals: values.reading.signals,
    connectors: values.involved ? values.connectors : [], // another project's issue with no vLLM anywhere sees no vLLM connector
    tracebacks: values.extraction.tracebacks,
    catalog: { version: values.catalog.version, commit: values.catalog.commit },
    botLabels: values.botLabels,
    labels: values.labels,
    ...when('dismissedBy', values.dismissedBy),
    ...when('short', values.short),
    ...when('routedBy', values.routedBy),
    titleOnly: values.titleOnly,
    ...(values.logCut ? { logCut: true } : {}),
    ...threadValues(values),
    ...when('raisedBy', values.raisedBy),
    ...when('otherEngine', values.otherEngine),
    ...when('pastedLog', values.pastedLog),
    ...(!values.involved || values.raisedBy?.kind === 'sglang' ? { noVllm: true } : {}),
    ...when('ownTracker', values.ownTracker),
    ...when('printedBy', values.printedBy),
    ...when('pastedCall', values.pastedCall),
    ...(values.codesLogged.length === 0 ? {} : { codesLogged: values.codesLogged }),
    ...forkBuildOf(values),
    ...(values.otherFailures.length === 0 ? {} : { otherFailures: values.otherFailures }),
    ...when('contradiction', values.contradiction),
    issueNumber: values.selfIssue,
    ...ownThreadOf(values.repository, values.selfIssue === null ? values.issueNumber : null),
    docsBase: values.docsBase,
    otherReports: values.otherReports,
    ...when('pullRequests', values.catalog.pullRequests),
  };
}

/**
 * The release the reporter's own lines are linked at: their release tag, never the catalog's commit (other code, other
 * lines); a development build whose commit the shipped history has on main, at that commit (the index's own digits).
 */
function releaseRefOf(context: CommentContext): string | null {
  const release = versionRef(context.signals.vllmVersion, context.catalog.commit);
  const build = context.signals.build ?? null;
  const exact = build?.exact === true ? commitAt(build.lo) : null;
  return exact ?? (release === context.catalog.commit ? null : release);
}

/**
 * Why the reporter's own lines are not linked when `releaseRefOf` gives no ref, in words after "not linked: ": no
 * version given, or a version that is no release tag (a development build whose commit the shipped history lacks).
 */
function unlinkedWhyOf(context: CommentContext): string {
  const version = context.signals.vllmVersion;
  return version === null ? 'your vLLM version is not known' : `your vLLM ${inlineCode(version, 60)} is not a release to link at`;
}

/** The fork's own release the reporter runs, when no vLLM version is given: the fix advice says whose build carries it. */
function forkBuildOf(values: CommentValues): Partial<CommentContext> {
  const fork = values.reading.facts.forkVersion;
  return fork == null || values.reading.signals.vllmVersion !== null ? {} : { forkBuild: `${fork.fork} ${fork.version}` };
}

/** The values every comment's marker and footer carry. */
function frameOf(context: CommentContext): CommentFrame {
  const { catalog, matches, botLabels, labels } = context;
  return {
    ...{ catalog, matches, botLabels, labels },
    ...when('dismissedBy', context.dismissedBy),
    ...when('routedBy', context.routedBy),
    ...when('fixes', context.fixes),
    ...when('docsBase', context.docsBase),
  };
}

/** The short comment of an uncurated error: the short's own values, the release its frames link at, the asks, what the thread and title say. */
function uncuratedOf(context: CommentContext, short: Extract<ShortComment, { kind: 'uncurated' }>, frame: CommentFrame): UncuratedComment {
  return {
    ...short,
    frame,
    releaseRef: releaseRefOf(context),
    unlinkedWhy: unlinkedWhyOf(context),
    // The thread found the answer: nothing is asked.
    asks: context.thread?.askNothing === true ? [] : context.asks,
    ...when('bundledBy', context.bundledBy),
    ...when('titleCondition', context.titleCondition),
    says: context.thread?.says ?? null,
  };
}

/** The full comment's context: all but the frame's own values and a short comment's. */
function fullContextOf(context: CommentContext): FullContext {
  const { catalog: _catalog, botLabels: _bot, labels: _labels, dismissedBy: _by, routedBy: _routed, short: _short, titleCondition: _when, ...full } = context;
  return full;
}

/** The full comment: its context, the headline match, the release its lines link at, whether it asks and is ready. */
function fullOf(context: CommentContext, primary: Match, frame: CommentFrame): FullComment {
  // When the thread found the answer, nothing is asked; what it already answers is listed in the details either way.
  const asksShown = context.thread?.askNothing !== true;
  const answered = context.readyForMaintainer ?? (context.asks.length > 0 && context.asks.every((ask) => ask.satisfied));
  const node = { frame, context: fullContextOf(context), primary, releaseRef: releaseRefOf(context), unlinkedWhy: unlinkedWhyOf(context) };
  return { kind: 'full', ...node, asksShown, ready: asksShown && answered };
}

/**
 * The comment's shape, with the values chosen for it: a dismissal's note, a maintainer's routing with nothing
 * recognised, an uncurated error with its final exception, a match no longer found, or the full comment.
 * @param context the decision's comment, with what is known of the fixes at the reporter's version
 */
export function commentNodeOf(context: CommentContext): CommentNode {
  const frame = frameOf(context);
  const primary = context.matches[0];
  const short = context.short;
  if (context.dismissedBy !== undefined) return { kind: 'dismissed', frame, by: context.dismissedBy };
  if (short?.kind === 'routed' && primary === undefined) return { ...short, frame, asks: context.asks };
  if (short?.kind === 'uncurated' && (primary === undefined || !primary.curated)) return uncuratedOf(context, short, frame);
  if (primary === undefined) return { kind: 'gone', frame };
  return fullOf(context, primary, frame);
}

/**
 * The comment with what is known of the headline entry's fixes at the reporter's version (`fixesInVersion`, from the
 * caller's answers): the marker records it, the full comment says it. It chooses no other shape.
 * @param node the decision's comment
 * @param fixes what is known of the fixes, or null
 */
export function withFixesKnown(node: CommentNode, fixes: FixesInVersion | null): CommentNode {
  const frame = { ...node.frame, ...when('fixes', fixes) };
  return node.kind === 'full' ? { ...node, frame, context: { ...node.context, fixes } } : { ...node, frame };
}
