import { type NameKind } from './evidence-kinds.js';
import type { ConnectorEvidence, ConnectorEvidenceKind } from './types.js';
import type { Match } from '../match/types.js';
/** The kinds routing weighs: the evidence kinds it takes as they are, and a name by where it was written. */
export type RoutingKind = Exclude<ConnectorEvidenceKind, 'class-name' | 'product-word' | 'setup-word'> | NameKind;
/** Kinds of routing evidence, each with its own weight per failure place (EVIDENCE_KINDS and NAME_BY_PLACE). */
export declare const ROUTING_KINDS: readonly RoutingKind[];
/** What each routing kind weighs before the corpus is seen (the tiers of DESIGN §2 as numbers). */
export declare const ROUTING_PRIORS: Record<RoutingKind, number>;
/** Kinds whose weight is held at zero where the failure is elsewhere: names and a connector's running log. */
export declare const ZERO_ELSEWHERE: readonly RoutingKind[];
/** Whether a kind implicates a connector wherever the failure is (a connector's code, log or error, a maintainer's label). */
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
