// `triage()`: the pure pipeline from an issue thread to a plan — extraction, signals, matches, asks, labels, comment.
import type { Ask, Catalog, CatalogEntry } from './catalog/types.js';
import { planComment } from './comment/comment.js';
import { identifyConnectors } from './connectors/connectors.js';
import { connectorOfRepository } from './connectors/repository.js';
import { defaultCatalog } from './catalog/default-catalog.js';
import { entriesById } from './catalog/entries-by-id.js';
import { extractThread, type Extraction } from './extract/extract.js';
import { DEFAULT_ASKS, evaluateAsks, routedAsks, summariseThread } from './plan/asks.js';
import { planEarlierReportsSearch } from './plan/earlier-reports.js';
import { planLabelRemovals, planLabels } from './plan/labels.js';
import { matchKnownErrors } from './match/match.js';
import { evidenceItemOf } from './match/evidence.js';
import { readSignals } from './signals/signals.js';
import { readFailure } from './signals/failure.js';
import { readReportedCause } from './signals/reported-cause.js';
import { decideRouting } from './plan/routing.js';
import { readFailureStage } from './connectors/failure-stage.js';
import { splitContextMatches } from './plan/context.js';
import { LOG_AS_TEXT_ASK, UPGRADE_ASK } from './plan/thread-asks.js';
import { shortCommentOf, speaks } from './plan/short-comment.js';
import { buildTimeline, type TimelineCrash } from './plan/timeline.js';
import { resolveLabelOptions, type TriageOptions } from './options.js';
import type { Match } from './match/types.js';
import type { AskStatus } from './plan/types.js';
import type { TriageInput, TriagePlan, TriageReport } from './report.js';
import type { Signals } from './signals/types.js';

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
function asksFor(matches: Match[], entries: Map<string, CatalogEntry>, context: Omit<Parameters<typeof evaluateAsks>[1], 'captures'>): AskStatus[] {
  const statuses: AskStatus[] = [];
  const seen = new Set<string>();
  const addAll = (asks: Ask[], captures: Record<string, string>): void => {
    for (const status of evaluateAsks(asks, { ...context, captures })) {
      if (seen.has(status.id)) continue;
      seen.add(status.id);
      statuses.push(status);
    }
  };
  for (const match of matches) {
    const entry = match.curated ? entries.get(match.id) : undefined;
    if (entry !== undefined) addAll(entry.asks, match.captures);
  }
  if (statuses.length === 0 && matches.length > 0) addAll(DEFAULT_ASKS, {});
  return statuses;
}

/** The crash the timeline leads up to: the primary match's evidence. */
function crashOf(primary: Match | undefined, extraction: Extraction): TimelineCrash | null {
  if (primary === undefined) return null;
  const found = evidenceItemOf(primary, extraction);
  return { timestamp: found?.timestamp ?? null, line: primary.evidence.line, text: primary.evidence.text, ...(found ? { source: found.source } : {}) };
}

/** The maintainers' routing labels among the issue's labels: the connector label, or a per-connector label. */
function routingLabelsOn(
  labels: string[],
  options: { connectorLabel: string; perConnector: Record<string, string> },
): { label: string; connector: string | null }[] {
  const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
  const found: { label: string; connector: string | null }[] = [];
  for (const label of labels) {
    if (same(label, options.connectorLabel)) found.push({ label, connector: null });
    const connector = Object.entries(options.perConnector).find(([, name]) => same(name, label))?.[0];
    if (connector !== undefined) found.push({ label, connector });
  }
  return found;
}

/**
 * Triage an issue thread: what it contains, which known errors it shows, what to ask, which labels
 * to add and the one comment to post. Pure: the same input and options give the same plan.
 * @param input the issue body, its human comments and its current labels
 * @param options catalog, label settings, the bot's previous marker, a dismissal, whether to plan an earlier-reports search
 */
export function triage(input: TriageInput, options: TriageOptions = {}): TriagePlan {
  const catalog: Catalog = options.catalog ?? defaultCatalog();
  const labelOptions = resolveLabelOptions(options.labels);
  const previous = options.previous ?? null;
  const dismissedBy = options.dismissedBy ?? previous?.dismissedBy ?? null;
  // Only a labeled event says who routed the issue; later runs read it back from the marker.
  const routedBy = options.routedBy ?? previous?.routedBy ?? null;

  const extraction = extractThread(input);
  const signals: Signals = readSignals(extraction.lines, extraction.blocks, input.title, {
    connectorProject: connectorOfRepository(input.repository) !== null,
  });
  const { matches, inContext } = splitContextMatches(matchKnownErrors(extraction, catalog), extraction);
  const failure = readFailure(extraction);
  const connectors = identifyConnectors({
    lines: extraction.lines,
    tracebacks: extraction.tracebacks,
    errorLines: extraction.errorLines,
    matches,
    kvTransferConfigs: signals.kvTransferConfigs,
    // The title is already among the blocks (extractThread reads it as line 0).
    blocks: extraction.blocks,
    ...(input.repository === undefined ? {} : { repository: input.repository }),
    failureExplained: failure.explainedBy !== null,
    humanLabels: routedBy === null ? [] : routingLabelsOn([routedBy.label], labelOptions),
  });
  const routing = decideRouting(matches, connectors, readFailureStage(failure, extraction));
  const entries = entriesById(catalog);
  const thread = { signals, tracebacks: extraction.tracebacks, lines: extraction.lines };
  const summary = summariseThread(thread);
  const routedConnector = routedBy === null ? null : (connectors.find((connector) => connector.tier === 'human') ?? null);
  const short = shortCommentOf(matches, connectors, extraction, routedBy === null ? null : { connector: routedConnector, label: routedBy.label });
  const reported = readReportedCause(extraction.blocks);
  const baseAsks =
    short?.kind === 'routed'
      ? evaluateAsks(routedAsks(routedConnector?.family ?? null), { ...thread, summary, captures: {} })
      : short?.kind === 'uncurated' && matches.length === 0
        ? evaluateAsks(DEFAULT_ASKS, { ...thread, summary, captures: {} })
        : asksFor(matches, entries, { ...thread, summary });
  // "It broke after the upgrade" is only half an answer without the version it came from.
  const withUpgrade = matches.length > 0 && reported.afterUpgrade && !reported.previousVersionNamed ? [...baseAsks, UPGRADE_ASK] : baseAsks;
  // Recognised from the title alone (a screenshot issue): the log itself decides it.
  const titleOnly = matches[0] !== undefined && matches.every((match) => match.evidence.line === 0) && summary.framesShown === null;
  const asks = titleOnly ? [LOG_AS_TEXT_ASK, ...withUpgrade] : withUpgrade;
  const timeline = matches.length === 0 ? [] : buildTimeline(requestIdsOf(matches), signals, crashOf(matches[0], extraction), summary.lifecycle);

  const existing = input.labels ?? [];
  const labelPlan =
    dismissedBy === null
      ? planLabels({
          matches,
          connectors,
          entries: catalog.entries,
          existing,
          config: labelOptions,
          asks,
          previousBotLabels: previous?.botLabels ?? [],
          routing,
        })
      : { labels: [], labelsToAdd: [], botLabels: [], notes: [] };
  const labelsToRemove = planLabelRemovals(previous?.botLabels ?? [], existing, labelPlan.labels);

  const planned = planComment({
    matches,
    entries: catalog.entries,
    asks,
    timeline,
    signals,
    connectors,
    tracebacks: extraction.tracebacks,
    catalog: { version: catalog.version, commit: catalog.commit },
    botLabels: labelPlan.botLabels,
    labels: { dismiss: labelOptions.dismissLabel, rerun: labelOptions.rerunLabel },
    ...(dismissedBy === null ? {} : { dismissedBy }),
    ...(short === null ? {} : { short }),
    ...(routedBy === null ? {} : { routedBy }),
    causeKnown: reported.worksWithout !== null,
    issueNumber: options.issueNumber ?? null,
    docsBase: options.docsBase ?? null,
  });
  const silent = !speaks(matches, short, previous !== null) && dismissedBy === null;
  const { search, comment } = planEarlierReportsSearch(
    options.earlierReportsSearch ?? null,
    matches,
    planned,
    silent ? null : planned.comment,
    options.issueNumber ?? null,
  );

  const report: TriageReport = {
    tracebacks: extraction.tracebacks,
    errorLines: extraction.errorLines,
    matches,
    connectors,
    vllmVersion: signals.vllmVersion,
    signals,
    asks,
    timeline,
    labels: labelPlan.labels,
    routing: { ...routing, routed: routing.routed && dismissedBy === null && !labelOptions.disabled },
    comment,
    fingerprint: planned.marker.fingerprint,
    catalogVersion: catalog.version,
    notes: [
      ...extraction.notes,
      ...labelPlan.notes,
      ...inContext.slice(0, 5).map((match) => `${match.id} is only quoted or in a proposed diff: taken as context, not this reporter's error`),
    ],
  };
  return { report, labelsToAdd: labelPlan.labelsToAdd, labelsToRemove, comment, marker: planned.marker, earlierReportsSearch: search };
}
