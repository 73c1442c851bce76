// The decide stage: from what the earlier stages found, one decision — route or not, which labels, which asks are
// still open, whether the bot speaks and with which comment, and why. The comment stage only renders it.
import type { Ask, Catalog, CatalogEntry } from '../catalog/types.js';
import { entriesById } from '../catalog/entries-by-id.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Extraction } from '../extract/extract.js';
import { isEvidence } from '../extract/roles.js';
import { vllmPathOf } from '../vllm/links.js';
import { evidenceItemOf } from '../match/evidence.js';
import type { Match } from '../match/types.js';
import type { ThreadReading } from '../signals/thread-reading.js';
import { DEFAULT_ASKS, evaluateAsks, summariseThread, VLLM_VERSION_ASK, type AskContext } from './asks.js';
import { routedAsks, uncuratedAsks } from './short-asks.js';
import { decideFromThread, withMessageFix } from './thread-decision.js';
import { fixNamedByMessage } from './message-fix.js';
import { ownThreadOf, projectOfRepository, raisedByLookalike } from './owner-decision.js';
import { asksForOwner } from './owner-asks.js';
import { pastedLogFor, printedByLibrary } from './pasted-log.js';
import { wholeTraceback } from './whole-evidence.js';
import { findContradiction } from './contradiction.js';
import { speakPolicy, type Withheld } from './speak-policy.js';
import { speechOf, type Speech } from './speech.js';
import { spokenMatches } from './unspoken.js';
import { maintainerLabelsKnown, type LabelOptions } from './label-options.js';
import { planLabelRemovals, planLabels, type LabelPlan } from './labels.js';
import { decideRouting, type Routing } from './routing.js';
import { readFailureStage } from '../connectors/failure-stage.js';
import { shortCommentOf } from './short-comment.js';
import { sourceCheckoutOf } from '../vllm/package-path.js';
import { entriesForPlatform } from '../catalog/claims.js';
import { hasTextLog, LOG_AS_TEXT_ASK, UPGRADE_ASK, withImageTags } from './thread-asks.js';
import { buildRunTimelines, type TimelineCrash } from './timeline.js';
import type { CommentContext } from './comment-context.js';
import type { AskStatus, MarkerData, TimelineEntry } from './types.js';

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
  /** What the comment stage renders: the decision's words, nothing left to decide. */
  comment: CommentContext;
  /** Why the comment is withheld or the bot silent, whose code failed, the comment's kind and its asks ticked, kept and dropped. */
  speech: Speech;
}

/** Capture names that hold a request id (the Mooncake store's `req_id`, `req_meta.req_id`…). */
const isRequestIdCapture = (name: string): boolean => name.includes('req_id') || name.includes('request_id');

/** The request ids the matches name: the failing request(s) whose lifecycle the timeline shows. */
function requestIdsOf(matches: Match[]): string[] {
  const ids = matches.flatMap((match) =>
    Object.entries(match.captures)
      .filter(([name]) => isRequestIdCapture(name))
      .map(([, value]) => value),
  );
  return [...new Set(ids)];
}

/** The asks for the matches shown: the curated entries' asks (first match first), else the generic ones; one per id. */
function asksFor(matches: Match[], entries: Map<string, CatalogEntry>, context: Omit<AskContext, 'captures'>): AskStatus[] {
  const statuses: AskStatus[] = [];
  const seen = new Set<string>();
  const addAll = (asks: Ask[], captures: Record<string, string>, crashLine?: number): void => {
    for (const status of evaluateAsks(asks, { ...context, captures, ...(crashLine === undefined ? {} : { crashLine }) })) {
      if (seen.has(status.id)) continue;
      seen.add(status.id);
      statuses.push(status);
    }
  };
  for (const match of matches) {
    const entry = match.curated ? entries.get(match.id) : undefined;
    if (entry !== undefined) addAll(entry.asks, match.captures, match.evidence.line);
  }
  if (statuses.length === 0 && matches.length > 0) addAll(DEFAULT_ASKS, {});
  return statuses;
}

/** The crash the timeline leads up to: the primary match's evidence (or an earlier occurrence's, for its run). */
function crashOf(primary: Pick<Match, 'evidence'> | undefined, extraction: Extraction): TimelineCrash | null {
  if (primary === undefined) return null;
  const found = evidenceItemOf(primary, extraction);
  return { timestamp: found?.timestamp ?? null, line: primary.evidence.line, text: primary.evidence.text, ...(found ? { source: found.source } : {}) };
}

/** Whether anything in the thread involves vLLM: its repository (or none given), a frame in vLLM's tree, or the word in the reporter's or a maintainer's text. */
function vllmInvolved(extraction: Extraction, repository: string | undefined): boolean {
  if (repository === undefined || repository.startsWith('vllm-project/')) return true;
  if (extraction.tracebacks.some((traceback) => traceback.frames.some((frame) => vllmPathOf(frame.file) !== null))) return true;
  return extraction.blocks.some((block) => isEvidence(block.source) && block.text.toLowerCase().includes('vllm'));
}

/**
 * Decides what the bot does about a thread. Pure.
 * @param input the stages' findings and this run's settings
 */
export function decide(input: DecideInput): Decision {
  const { extraction, reading, connectors, catalog, labelOptions, previous, dismissedBy, routedBy } = input;
  const { signals, failure, facts } = reading;
  // Every match labels and routes; the comment speaks only of the reviewed ones (`unspoken.ts`).
  const routing = decideRouting(input.matches, connectors, readFailureStage(failure, extraction, connectors));
  // One entry once: a second template of the same entry (its other line) is not a second error.
  const matches = spokenMatches(input.matches, entriesById(catalog), extraction).filter(
    (match, index, all) => all.findIndex((other) => other.id === match.id) === index,
  );
  const leftOut = matches.length === 0 && input.matches.length > 0;
  const thread = { signals, tracebacks: extraction.tracebacks, lines: extraction.lines, facts };
  // The issue's number names a vLLM issue only on vLLM's repository (or when the repository is not given).
  const repository = input.repository?.toLowerCase();
  const selfIssue = repository === undefined || repository === 'vllm-project/vllm' ? input.issueNumber : null;
  const withheld = input.withheld ?? null;
  const summary = summariseThread(thread);
  const primaryEntry = matches[0]?.curated === true ? entriesById(catalog).get(matches[0].id) : undefined;
  const raisedBy = raisedByLookalike(matches[0], extraction, input.repository, primaryEntry?.raised_by !== undefined);
  const routedConnector = routedBy === null ? null : (connectors.find((connector) => connector.tier === 'human') ?? null);
  // Only left-out matches: no comment of any kind on their account.
  const short = leftOut
    ? null
    : shortCommentOf(matches, connectors, extraction, routedBy === null ? null : { connector: routedConnector, label: routedBy.label });
  const baseAsks =
    short?.kind === 'routed'
      ? evaluateAsks(routedAsks(routedConnector?.family ?? null), { ...thread, summary, captures: {} })
      : short?.kind === 'uncurated'
        ? evaluateAsks(
            uncuratedAsks(
              short.owner?.kind ?? 'other',
              short.owner?.vllmConnector != null || short.owner?.kind !== 'vllm',
              vllmInvolved(extraction, repository),
              short.owner?.otherCaller?.kind ?? short.nearby?.kind,
              short.owner?.frame == null ? null : sourceCheckoutOf(short.owner.frame.file, short.owner.kind),
              short.owner?.fork,
            ),
            {
              ...thread,
              summary,
              captures: {},
            },
          )
        : asksFor(matches, entriesById(catalog), { ...thread, summary });
  // "It broke after the upgrade" is only half an answer without the version it came from (two versions, one per side
  // of a P/D pair or before and after, are the whole answer).
  const withUpgrade = withImageTags(
    matches.length > 0 && facts.afterUpgrade && !facts.previousVersionNamed && facts.versions.length < 2 ? [...baseAsks, UPGRADE_ASK] : baseAsks,
    facts.images,
  );
  // Recognised from the title alone (a screenshot issue): the log itself decides it.
  // The body may show the failure in a traceback the template did not match whole (a wrapped or cut message).
  const bodyShowsFailure =
    extraction.tracebacks.some((traceback) => traceback.line > 0 && (traceback.frames.length > 0 || traceback.exception !== null)) ||
    extraction.errorLines.some((line) => line.line > 0 && line.exception !== null);
  const titleOnly = matches[0] !== undefined && matches.every((match) => match.evidence.line === 0) && summary.framesShown === null && !bodyShowsFailure;
  // A text log cut before the exception line is not a screenshot: the traceback is asked (the entry's ask), not the log.
  const logCut = titleOnly && hasTextLog(extraction.lines);
  // Whose code ran decides whose version is asked (Dynamo's beside vLLM's, SGLang's instead of it).
  const involved = vllmInvolved(extraction, repository) || signals.v0Transfer !== undefined;
  const ownTracker = projectOfRepository(input.repository);
  const printedBy = printedByLibrary(matches[0], extraction.lines);
  const asks = asksForOwner(titleOnly && !logCut ? [LOG_AS_TEXT_ASK, ...withUpgrade] : withUpgrade, raisedBy, involved, {
    ...thread,
    summary,
    captures: {},
  });
  // The library's own lines the thread pasted, and what they show: said on the first screen instead of asked for.
  const pastedLog = pastedLogFor(primaryEntry, extraction.lines, matches[0]?.evidence.line);
  const crash = crashOf(matches[0], extraction);
  // One request per timeline: the newest occurrence's run; the same error's earlier runs (other request ids) apart.
  const earlier = (matches[0]?.earlier ?? []).map((occurrence) => ({ requestId: occurrence.requestId, crash: crashOf(occurrence, extraction) }));
  const { timeline, earlierRuns } =
    matches.length === 0 ? { timeline: [], earlierRuns: [] } : buildRunTimelines(requestIdsOf(matches), signals, crash, earlier, summary.lifecycle);
  const contradiction =
    primaryEntry === undefined ? null : findContradiction(primaryEntry, requestIdsOf(matches.slice(0, 1))[0] ?? null, summary.lifecycle, crash);

  // One answer for the version: the words the version ask is ticked with are the words the details print.
  const versionSaid = signals.vllmVersion === null ? (evaluateAsks([VLLM_VERSION_ASK], { ...thread, summary, captures: {} })[0]?.satisfiedBy ?? null) : null;
  // The thread's own answer first, then a fix the error message names (`Set VAR=value`).
  const threadDecision = withMessageFix(
    decideFromThread(facts),
    fixNamedByMessage(short?.kind === 'uncurated' ? short.exception.message : (matches[0]?.evidence.text ?? '')),
  );
  const policy = speakPolicy({
    withheld,
    dismissed: dismissedBy !== null,
    matched: input.matches.length > 0,
    leftOut,
    spoken: matches,
    short,
    hadComment: previous !== null,
  });
  const speaksNow = policy.speaks;
  const existing = input.existingLabels;
  const labels =
    dismissedBy === null
      ? planLabels({
          matches: input.matches,
          connectors,
          entries: catalog.entries,
          existing,
          config: labelOptions,
          asks,
          previousBotLabels: previous?.botLabels ?? [],
          routing,
        })
      : { labels: [], labelsToAdd: [], botLabels: [], notes: [] };
  const labelsToRemove = planLabelRemovals(previous?.botLabels ?? [], existing, labels.labels);

  return {
    routing: { ...routing, routed: routing.routed && dismissedBy === null && !labelOptions.disabled },
    labels,
    labelsToRemove,
    asks,
    timeline,
    // One policy for every caller: no comment on a pull request or a CI-failure report (labels only).
    speaks: speaksNow,
    speech: speechOf({
      speaks: speaksNow,
      silence: policy.silence,
      withheld,
      dismissed: dismissedBy !== null,
      short,
      curatedHeadline: matches[0]?.curated === true,
      matched: input.matches.length > 0,
      owner: short?.kind === 'uncurated' ? (short.owner?.kind ?? null) : (raisedBy?.kind ?? null),
      asks,
      askNothing: threadDecision.askNothing,
    }),
    comment: {
      matches,
      entries: entriesForPlatform(catalog.entries, facts.platform),
      // A maintainer filed it: what the thread answers is listed, nothing generic is asked of them.
      asks: input.filedByMaintainer === true ? asks.filter((ask) => ask.satisfied) : asks,
      ...(input.filedByMaintainer === true ? { readyForMaintainer: false } : {}),
      timeline,
      ...(earlierRuns.length === 0 ? {} : { earlierRuns }),
      signals,
      connectors: involved ? connectors : [], // another project's issue with no vLLM anywhere sees no vLLM connector
      tracebacks: extraction.tracebacks,
      catalog: { version: catalog.version, commit: catalog.commit },
      botLabels: labels.botLabels,
      labels: maintainerLabelsKnown(labelOptions, [...input.labelsInRepository, ...existing]),
      ...(dismissedBy === null ? {} : { dismissedBy }),
      ...(short === null ? {} : { short }),
      ...(routedBy === null ? {} : { routedBy }),
      causeKnown: facts.worksWithout !== null,
      titleOnly,
      ...(logCut ? { logCut } : {}),
      thread: threadDecision,
      ...(raisedBy === null ? {} : { raisedBy }),
      ...(pastedLog === null ? {} : { pastedLog }),
      ...(!involved || raisedBy?.kind === 'sglang' ? { noVllm: true } : {}),
      ...(ownTracker === null ? {} : { ownTracker }),
      ...(printedBy === null ? {} : { printedBy }),
      ...(versionSaid === null ? {} : { vllmVersionSaid: versionSaid }),
      // Another project's build is the vLLM version only when no version is given.
      ...(facts.titleCondition === null ? {} : { titleCondition: facts.titleCondition }),
      ...(facts.titleCause === null || wholeTraceback(extraction.tracebacks) !== null ? {} : { titleCause: facts.titleCause }),
      ...(facts.bundledBy === null || signals.vllmVersion !== null || facts.versions.length > 0 ? {} : { bundledBy: facts.bundledBy }),
      ...(contradiction === null ? {} : { contradiction }),
      issueNumber: selfIssue,
      ...ownThreadOf(input.repository, selfIssue === null ? input.issueNumber : null),
      docsBase: input.docsBase,
    },
  };
}
