import type { ConnectorEvidence } from '../connectors/types.js';
import type { FailureStage } from '../connectors/failure-stage.js';
import { type RoutingEvidence } from '../connectors/routing-evidence.js';
import { type RoutingWeights } from '../connectors/routing-model.js';
import type { Match } from '../match/types.js';
/** One piece of evidence as routing weighed it. */
export interface WeighedEvidence extends RoutingEvidence {
    /** Its kind's weight where the failure is. */
    weight: number;
}
/** The routing decision: whether to add the connector label, the connectors it is for, and why. */
export interface Routing {
    routed: boolean;
    /** Connector names the issue is routed for (per-connector labels), strongest first. */
    connectors: string[];
    /** One line saying why (or why not), for the report's notes. */
    reason: string;
    /** The evidence's score: the failure place's bias plus each distinct kind's weight. */
    score: number;
    /** The score routing needs. */
    threshold: number;
    /** Where the failure is: in a connector's stage (`failure`), `elsewhere`, or `none` shown. */
    place: FailureStage['place'];
    /** The evidence weighed, heaviest first. */
    evidence: WeighedEvidence[];
}
/**
 * Decide routing by the weight of evidence (DESIGN §2): every piece of connector evidence weighs what its kind weighs
 * where the failure is (the committed tier rule by default); the issue is routed when the sum reaches the threshold and
 * something besides the repository speaks for a connector. It is routed for the connectors of recognised errors and
 * those the failure implicates, or else for the heaviest (the first ranked when they weigh the same).
 * @param matches recognised errors
 * @param connectors connectors with their evidence
 * @param stage where the failure is
 * @param model the weights (the committed ones by default)
 */
export declare function decideRouting(matches: Match[], connectors: ConnectorEvidence[], stage: FailureStage, model?: RoutingWeights): Routing;
