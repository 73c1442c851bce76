// `triage()`: the pure pipeline from an issue thread to a plan, one stage after another (src/core/README.md):
// extract → signals → match → connectors → decide → render.
import { defaultCatalog } from './catalog/default-catalog.js';
import { planComment } from './comment/comment.js';
import { planEarlierReportsSearch } from './comment/earlier-reports.js';
import { identifyConnectors } from './connectors/connectors.js';
import { routingLabelsOn } from './connectors/human-labels.js';
import { connectorOfRepository } from './connectors/repository.js';
import { extractThread } from './extract/extract.js';
import { knownMessageTest } from './match/known-message.js';
import { splitThreadByRole } from './extract/roles.js';
import { matchThread } from './match/match.js';
import { decide, withLabelsKnown, type DecideInput, type Decision } from './plan/decide.js';
import { withFixesKnown } from './plan/decide-comment.js';
import { withheldBecause } from './plan/speech/speak-policy.js';
import { resolveLabelOptions, type TriageOptions } from './options.js';
import { readOtherReports } from './match/other-reports.js';
import { readThread } from './signals/thread-reading.js';
import { fixesInVersion } from './fixes/fixes-to-check.js';
import type { TriageInput, TriagePlan, TriageReport } from './report.js';
import type { Catalog } from './catalog/types.js';

/** What the stages before the decision read off the thread: extraction, the thread's reading, matches, connectors. */
interface IssueReading {
  extraction: ReturnType<typeof extractThread>;
  reading: ReturnType<typeof readThread>;
  matches: ReturnType<typeof matchThread>['matches'];
  inContext: ReturnType<typeof matchThread>['inContext'];
  connectors: ReturnType<typeof identifyConnectors>;
  otherReports: ReturnType<typeof readOtherReports>;
}

/**
 * extract → signals → match → connectors: the evidence of the reporter's and maintainers' words, and other people's
 * known errors as context.
 */
function readIssue(input: TriageInput, catalog: Catalog, labelOptions: ReturnType<typeof resolveLabelOptions>, routedLabel: string | null): IssueReading {
  const thread = splitThreadByRole(input);
  // A message the catalog names is an error line at any log level (Mooncake's `Please install mooncake …` is a WARNING).
  const extraction = extractThread(thread.evidence, { isKnownMessage: knownMessageTest(catalog) });
  // An issue filed in a connector project's own repository (LMCache/LMCache) is about that connector.
  const project = connectorOfRepository(input.repository);
  const reading = readThread(extraction, {
    ...(input.title === undefined ? {} : { title: input.title }),
    connectorProject: project !== null,
  });
  const { matches, inContext } = matchThread(extraction, catalog);
  const connectors = identifyConnectors({
    lines: extraction.lines,
    tracebacks: extraction.tracebacks,
    errorLines: extraction.errorLines,
    matches,
    kvTransferConfigs: reading.signals.kvTransferConfigs,
    // The title is already among the blocks (extractThread reads it as line 0).
    blocks: extraction.blocks,
    ...(project === null || input.repository === undefined ? {} : { project: { repository: input.repository, identity: project } }),
    failureExplained: reading.failure.explainedBy !== null,
    humanLabels: routedLabel === null ? [] : routingLabelsOn([routedLabel], labelOptions),
  });
  return { extraction, reading, matches, inContext, connectors, otherReports: readOtherReports(thread.others, catalog) };
}

/** The machine-readable report of one triage: what was read, what was decided, the comment written. */
function reportOf(
  read: IssueReading,
  decision: ReturnType<typeof decide>,
  fixes: TriageReport['fixesInVersion'],
  comment: string | null,
  fingerprint: string,
  catalogVersion: string,
): TriageReport {
  const { extraction, reading } = read;
  return {
    tracebacks: extraction.tracebacks,
    errorLines: extraction.errorLines,
    matches: read.matches,
    connectors: read.connectors,
    vllmVersion: reading.signals.vllmVersion,
    fixesInVersion: fixes,
    signals: reading.signals,
    asks: decision.asks,
    timeline: decision.timeline,
    labels: decision.labels.labels,
    routing: decision.routing,
    comment,
    fingerprint,
    catalogVersion,
    otherReports: read.otherReports,
    speech: { ...decision.speech, commented: comment !== null },
    notes: [
      ...extraction.notes,
      ...decision.labels.notes,
      ...read.inContext.slice(0, 5).map((match) => `${match.id} is only quoted or in a proposed diff: taken as context, not this reporter's error`),
    ],
  };
}

/** The thread's reading and what it was read with: the options a second decision must share to reuse it. */
interface ReadingOf {
  read: IssueReading;
  catalog: Catalog;
  labels: TriageOptions['labels'];
  routedLabel: string | null;
}

/** Whose label routed the issue: the labeled event's, else the one the bot's last marker recorded. */
const routedByOf = (options: TriageOptions) => options.routedBy ?? options.previous?.routedBy ?? null;

/** Reads the thread with the options the reading depends on (the catalog, the label settings, who routed it). */
function readingOf(input: TriageInput, options: TriageOptions): ReadingOf {
  const catalog = options.catalog ?? defaultCatalog();
  const routedLabel = routedByOf(options)?.label ?? null;
  return { read: readIssue(input, catalog, resolveLabelOptions(options.labels), routedLabel), catalog, labels: options.labels, routedLabel };
}

/** decide()'s input: the reading's findings and the options of this decision. */
function decideInputOf(input: TriageInput, options: TriageOptions, { read, catalog }: ReadingOf): DecideInput {
  const previous = options.previous ?? null;
  return {
    extraction: read.extraction,
    reading: read.reading,
    matches: read.matches,
    connectors: read.connectors,
    catalog,
    labelOptions: resolveLabelOptions(options.labels),
    existingLabels: input.labels ?? [],
    previous,
    // Only a labeled event says who routed the issue or dismissed the bot; later runs read it back from the marker.
    dismissedBy: options.dismissedBy ?? previous?.dismissedBy ?? null,
    routedBy: routedByOf(options),
    issueNumber: options.issueNumber ?? null,
    docsBase: options.docsBase ?? null,
    labelsInRepository: options.labelsInRepository ?? [],
    withheld: withheldBecause(input),
    filedByMaintainer: ['OWNER', 'MEMBER', 'COLLABORATOR'].includes(input.authorAssociation ?? ''),
    otherReports: read.otherReports,
    ...(input.repository === undefined ? {} : { repository: input.repository }),
  };
}

/** render: the comment, the earlier-reports search and the report of a decision. */
function planOf(options: TriageOptions, { read, catalog }: ReadingOf, decision: Decision): TriagePlan {
  const { reading } = read;
  // Whether the reporter's release has the headline entry's fixes: answers from the caller, else from the last run.
  const fixes = fixesInVersion(
    decision.comment.frame.matches,
    reading.signals.vllmVersion,
    catalog,
    options.containment ?? options.previous?.containment ?? null,
    reading.signals.build ?? null,
  );
  const planned = planComment(withFixesKnown(decision.comment, fixes));
  const { search, comment } = planEarlierReportsSearch(
    options.earlierReportsSearch ?? null,
    decision.comment.frame.matches,
    planned,
    decision.speaks ? planned.comment : null,
    options.issueNumber ?? null,
  );
  return {
    report: reportOf(read, decision, fixes, comment, planned.marker.fingerprint, catalog.version),
    labelsToAdd: decision.labels.labelsToAdd,
    labelsToRemove: decision.labelsToRemove,
    comment,
    marker: planned.marker,
    earlierReportsSearch: search,
  };
}

/** The options that come in only after a decision (GitHub's answers, the search), besides the labels it knows of. */
const ANSWERS: ReadonlySet<string> = new Set(['labelsInRepository', 'containment', 'earlierReportsSearch']);

/** Whether two option sets differ only in the answers: then the decision differs only in the labels its comment names. */
function onlyAnswersDiffer(one: TriageOptions, other: TriageOptions): boolean {
  const keys = new Set([...Object.keys(one), ...Object.keys(other)]) as Set<keyof TriageOptions>;
  return [...keys].every((key) => ANSWERS.has(key) || one[key] === other[key]);
}

/**
 * Triage an issue thread: what it contains, which known errors it shows, what to ask, which labels
 * to add and the one comment to post. Pure: the same input and options give the same plan.
 * Only the reporter's and maintainers' words are evidence; other people's comments are read as context.
 * @param input the issue body, its human comments (with their authors' roles) and its current labels
 * @param options catalog, label settings, the bot's previous marker, a dismissal, whether to plan an earlier-reports search
 */
export function triage(input: TriageInput, options: TriageOptions = {}): TriagePlan {
  const read = readingOf(input, options);
  return planOf(options, read, decide(decideInputOf(input, options, read)));
}

/** A plan, and the same thread decided again with other options without reading it again. */
export interface ReusableTriage {
  plan: TriagePlan;
  /** triage(input, options) for the same input: the thread is read again only when its catalog, label settings or routing differ. */
  again: (options: TriageOptions) => TriagePlan;
}

/**
 * triage(), keeping the thread's reading for a second decision with GitHub's answers (which labels exist, whether
 * the reporter's release has a fix): reading the thread (extract → signals → match → connectors) is most of a
 * triage's cost. Answers alone (labelsInRepository, containment, the earlier-reports search) do not decide again: they
 * change only the labels the comment names and what is rendered. The input must not change between the two.
 * @param input as for triage()
 * @param options as for triage()
 */
export function triageKeepingReading(input: TriageInput, options: TriageOptions = {}): ReusableTriage {
  const first = readingOf(input, options);
  const decision = decide(decideInputOf(input, options, first));
  const again = (other: TriageOptions): TriagePlan => {
    const same =
      (other.catalog ?? defaultCatalog()) === first.catalog && other.labels === first.labels && (routedByOf(other)?.label ?? null) === first.routedLabel;
    if (!same) return triage(input, other);
    // Answers alone change only the labels the comment names (its footer) and what is rendered from the decision.
    if (onlyAnswersDiffer(options, other)) return planOf(other, first, withLabelsKnown(decision, decideInputOf(input, other, first)));
    return planOf(other, first, decide(decideInputOf(input, other, first)));
  };
  return { plan: planOf(options, first, decision), again };
}
