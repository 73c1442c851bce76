// `triage()`: the pure pipeline from an issue thread to a plan — extraction, signals, matches, asks, labels, comment.
import type { Ask, Catalog, CatalogEntry } from './catalog/types.js';
import { planComment } from './comment/comment.js';
import { identifyConnectors } from './connectors/connectors.js';
import { connectorOfRepository } from './connectors/repository.js';
import { defaultCatalog } from './catalog/default-catalog.js';
import { extractThread, type Extraction } from './extract/extract.js';
import { DEFAULT_ASKS, evaluateAsks } from './plan/asks.js';
import { selectEarlierReports } from './plan/earlier-reports.js';
import { planLabelRemovals, planLabels } from './plan/labels.js';
import { matchKnownErrors } from './match/match.js';
import { readSignals } from './signals/signals.js';
import { readFailure } from './signals/failure.js';
import { decideRouting } from './plan/routing.js';
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
  const { kind, index } = primary.evidence;
  const found = kind === 'traceback' ? extraction.tracebacks[index] : extraction.errorLines[index];
  return { timestamp: found?.timestamp ?? null, line: primary.evidence.line, text: primary.evidence.text, ...(found ? { source: found.source } : {}) };
}

/** Whether the thread holds nothing the bot should speak about. */
function isSilent(matches: Match[], hadComment: boolean): boolean {
  return matches.length === 0 && !hadComment;
}

/**
 * Triage an issue thread: what it contains, which known errors it shows, what to ask, which labels
 * to add and the one comment to post. Pure: the same input and options give the same plan.
 * @param input the issue body, its human comments and its current labels
 * @param options catalog, label settings, the bot's previous marker, a dismissal, earlier reports
 */
export function triage(input: TriageInput, options: TriageOptions = {}): TriagePlan {
  const catalog: Catalog = options.catalog ?? defaultCatalog();
  const labelOptions = resolveLabelOptions(options.labels);
  const previous = options.previous ?? null;
  const dismissedBy = options.dismissedBy ?? previous?.dismissedBy ?? null;

  const extraction = extractThread(input);
  const signals: Signals = readSignals(extraction.lines, extraction.blocks, input.title, { connectorProject: connectorOfRepository(input.repository) !== null });
  const matches = matchKnownErrors(extraction, catalog);
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
  });
  const routing = decideRouting(matches, connectors, failure);
  const entries = new Map(catalog.entries.map((entry) => [entry.id, entry]));
  const asks = asksFor(matches, entries, { signals, tracebacks: extraction.tracebacks, lines: extraction.lines });
  const timeline = matches.length === 0 ? [] : buildTimeline(requestIdsOf(matches), signals, crashOf(matches[0], extraction));

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
    earlierReports: selectEarlierReports(options.earlierReports ?? [], options.issueNumber ?? null),
  });
  const comment = isSilent(matches, previous !== null) && dismissedBy === null ? null : planned.comment;

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
    routing: { routed: routing.routed && dismissedBy === null && !labelOptions.disabled, reason: routing.reason },
    comment,
    fingerprint: planned.marker.fingerprint,
    catalogVersion: catalog.version,
    notes: [...extraction.notes, ...labelPlan.notes],
  };
  return { report, labelsToAdd: labelPlan.labelsToAdd, labelsToRemove, comment, marker: planned.marker };
}
