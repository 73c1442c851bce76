import type { ConnectorEvidence } from './types.js';
import type { Match } from '../match/types.js';
/** Kinds that route wherever the failure is: a connector's code, log or error in the failure, or a maintainer's label. */
export declare const IMPLICATING_KINDS: readonly ["known-error", "connector-code", "library-code", "connector-log", "library-log", "hook", "config-error", "maintainer-label"];
/** Kinds of routing evidence, each with its own weight per failure place: the implicating ones, then names and places. */
export declare const ROUTING_KINDS: readonly ["known-error", "connector-code", "library-code", "connector-log", "library-log", "hook", "config-error", "maintainer-label", "title-name", "opening-name", "pasted-name", "prose-name", "config", "running-log", "repository"];
export type RoutingKind = (typeof ROUTING_KINDS)[number];
/** Whether a kind implicates a connector wherever the failure is (IMPLICATING_KINDS). */
export declare const isImplicating: (kind: RoutingKind) => boolean;
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
