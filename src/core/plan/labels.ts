// Which labels the bot adds to an issue, and which of its own labels it may take away again.

import type { ConnectorEvidence } from '../connectors/types.js';
import type { Match } from '../match/types.js';
import type { AskStatus } from './types.js';
import type { CatalogEntry } from '../catalog/types.js';
import { decideRouting, type Routing } from './routing.js';
import { MAX_LABEL_LENGTH, MAX_LABELS_PER_ISSUE } from '../text/limits.js';
import type { LabelOptions } from './label-options.js';
import { cutText } from '../text/cut.js';

/** How the bot labels issues: the label options (defaults in `options.ts`) that decide which labels to add. */
export type LabelConfig = Pick<LabelOptions, 'connectorLabel' | 'perConnector' | 'needsInfoLabel' | 'disabled'>;

export interface LabelPlanInput {
  matches: Match[];
  connectors: ConnectorEvidence[];
  entries: CatalogEntry[];
  /** Labels already on the issue. */
  existing: string[];
  config: LabelConfig;
  /** Ask statuses; the needs-info label is planned only when one is unanswered. */
  asks?: AskStatus[];
  /** `botLabels` from the bot's previous marker, so a bot label added earlier stays the bot's. */
  previousBotLabels?: string[];
  /** The routing decision; by default decided from the matches and the connectors' tiers alone. */
  routing?: Routing;
}

export interface LabelPlan {
  /** Every label the bot wants on the issue (valid names, deduplicated). */
  labels: string[];
  /** The part of `labels` the issue does not have yet, within the per-issue limit. */
  labelsToAdd: string[];
  /** Labels the bot owns while evidence is missing: added now, or added by an earlier run and still on the issue (record them in the marker). */
  botLabels: string[];
  /** Why a label was dropped (invalid name, limit reached). */
  notes: string[];
}

/**
 * A valid label name (trimmed, 1–50 characters, no commas), or a note saying why not.
 * @param name the configured or catalog label name
 */
export function validateLabel(name: string): { label: string } | { note: string } {
  const label = name.trim();
  if (label === '') return { note: 'an empty label name was dropped' };
  if (label.length > MAX_LABEL_LENGTH) return { note: `label "${cutText(label, 60, '')}" was dropped: longer than ${MAX_LABEL_LENGTH} characters` };
  if (label.includes(',')) return { note: `label "${label}" was dropped: label names cannot contain commas` };
  return { label };
}

/** No failure read: routing then rests on the evidence alone, weighed as where a failure shows and nothing puts it elsewhere. */
const NO_FAILURE = { place: 'failure', why: null } as const;

/**
 * Plan the labels to add: the connector label when the issue is routed (a recognised error, an implicated
 * connector, or a named one with a failure nothing else explains), per-connector labels as configured (by
 * registered name or family), the labels the catalog names for curated matches, and the needs-info label while
 * asks are unanswered. It only ever adds; labels a human set are left alone.
 * @param input matches, connectors, matched entries, existing labels, configuration, asks
 */
export function planLabels(input: LabelPlanInput): LabelPlan {
  const { config } = input;
  if (config.disabled) return { labels: [], labelsToAdd: [], botLabels: [], notes: [] };
  const routing = input.routing ?? decideRouting(input.matches, input.connectors, NO_FAILURE);
  const wanted: string[] = [];
  if (routing.routed) wanted.push(config.connectorLabel);
  const familyOf = new Map(input.connectors.map((connector) => [connector.name, connector.family]));
  for (const connector of routing.connectors) {
    const extra = config.perConnector[connector] ?? config.perConnector[familyOf.get(connector) ?? ''];
    if (extra !== undefined) wanted.push(extra);
  }
  const matchedIds = new Set(input.matches.filter((match) => match.curated).map((match) => match.id));
  for (const entry of input.entries) if (matchedIds.has(entry.id)) wanted.push(...entry.labels);
  const unanswered = (input.asks ?? []).some((ask) => !ask.satisfied);
  const needsInfo = config.needsInfoLabel !== null && unanswered && input.matches.length > 0 ? config.needsInfoLabel : null;
  if (needsInfo !== null) wanted.push(needsInfo);

  const notes: string[] = [];
  const labels: string[] = [];
  const seen = new Set<string>();
  for (const name of wanted) {
    const checked = validateLabel(name);
    if ('note' in checked) {
      notes.push(checked.note);
      continue;
    }
    if (seen.has(checked.label.toLowerCase())) continue;
    seen.add(checked.label.toLowerCase());
    labels.push(checked.label);
  }
  const existing = new Set(input.existing.map((label) => label.toLowerCase()));
  const room = Math.max(0, MAX_LABELS_PER_ISSUE - input.existing.length);
  const missing = labels.filter((label) => !existing.has(label.toLowerCase()));
  const labelsToAdd = missing.slice(0, room);
  if (missing.length > room) notes.push(`${missing.length - room} label(s) not added: the issue would pass ${MAX_LABELS_PER_ISSUE} labels`);
  const needsInfoName = needsInfo === null ? null : needsInfo.trim().toLowerCase();
  const previous = new Set((input.previousBotLabels ?? []).map((label) => label.toLowerCase()));
  const botLabels = labels.filter(
    (label) =>
      label.toLowerCase() === needsInfoName && (labelsToAdd.includes(label) || (previous.has(label.toLowerCase()) && existing.has(label.toLowerCase()))),
  );
  return { labels, labelsToAdd, botLabels, notes };
}

/**
 * Labels the bot itself added (recorded in its marker) that are on the issue but no longer needed.
 * A label not in the marker is never returned, so a human's label is never removed.
 * @param markerBotLabels `botLabels` from the bot's marker
 * @param existing labels on the issue now
 * @param stillNeeded labels the current plan wants (`LabelPlan.labels`)
 */
export function planLabelRemovals(markerBotLabels: string[], existing: string[], stillNeeded: string[]): string[] {
  const present = new Map(existing.map((label) => [label.toLowerCase(), label]));
  const needed = new Set(stillNeeded.map((label) => label.toLowerCase()));
  const removals: string[] = [];
  for (const label of markerBotLabels) {
    const current = present.get(label.toLowerCase());
    if (current !== undefined && !needed.has(label.toLowerCase()) && !removals.includes(current)) removals.push(current);
  }
  return removals;
}
