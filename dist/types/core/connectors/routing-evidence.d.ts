import type { ConnectorEvidence } from './types.js';
import type { Match } from '../match/types.js';
/** Kinds of routing evidence, each with its own weight per failure place (routing-weights.json). */
export declare const ROUTING_KINDS: readonly ["known-error", "connector-code", "library-code", "connector-log", "library-log", "hook", "config-error", "maintainer-label", "title-name", "opening-name", "pasted-name", "prose-name", "config", "running-log", "repository"];
export type RoutingKind = (typeof ROUTING_KINDS)[number];
/** One piece of routing evidence: its kind, the connector it speaks for, what was seen and where. */
export interface RoutingEvidence {
    kind: RoutingKind;
    connector: string;
    text: string;
    line: number;
}
/**
 * The routing evidence of an issue: a recognised error for its connector, then each connector's evidence by kind,
 * one item per kind and connector (the first seen).
 * @param matches recognised errors
 * @param connectors the connectors with their evidence
 */
export declare function routingEvidenceOf(matches: Match[], connectors: ConnectorEvidence[]): RoutingEvidence[];
