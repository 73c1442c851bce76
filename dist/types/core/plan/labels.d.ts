import type { ConnectorEvidence } from '../connectors/types.js';
import type { Match } from '../match/types.js';
import type { AskStatus } from './types.js';
import type { CatalogEntry } from '../catalog/types.js';
import { type Routing } from './routing.js';
import type { LabelOptions } from './label-options.js';
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
export declare function validateLabel(name: string): {
    label: string;
} | {
    note: string;
};
/**
 * Plan the labels to add: the connector label when the issue is routed (a recognised error, an implicated
 * connector, or a named one with a failure nothing else explains), per-connector labels as configured (by
 * registered name or family), the labels the catalog names for curated matches, and the needs-info label while
 * asks are unanswered. It only ever adds; labels a human set are left alone.
 * @param input matches, connectors, matched entries, existing labels, configuration, asks
 */
export declare function planLabels(input: LabelPlanInput): LabelPlan;
/**
 * Labels the bot itself added (recorded in its marker) that are on the issue but no longer needed.
 * A label not in the marker is never returned, so a human's label is never removed.
 * @param markerBotLabels `botLabels` from the bot's marker
 * @param existing labels on the issue now
 * @param stillNeeded labels the current plan wants (`LabelPlan.labels`)
 */
export declare function planLabelRemovals(markerBotLabels: string[], existing: string[], stillNeeded: string[]): string[];
