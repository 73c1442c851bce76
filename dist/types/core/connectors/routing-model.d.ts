import type { FailurePlace } from './failure-stage.js';
import { type RoutingEvidence, type RoutingKind } from './routing-evidence.js';
export declare const FAILURE_PLACES: FailurePlace[];
/** A weight table: a bias per failure place, a weight per `kind@place`, and the threshold a score must reach. */
export interface RoutingWeights {
    bias: Record<FailurePlace, number>;
    weights: Record<string, number>;
    threshold: number;
}
/** The key of a kind's weight at a failure place. */
export declare const weightKey: (kind: RoutingKind, place: FailurePlace) => string;
/**
 * Weights held at zero whatever the data says: a name counts only with a failure in a connector's stage, so a name
 * (in the title, the opening, a pasted log or prose) over a failure that is elsewhere weighs nothing.
 */
export declare const FIXED_AT_ZERO: Set<string>;
/**
 * What each kind weighs before the corpus is seen (the fit is pulled toward these): the priors of the evidence table
 * (EVIDENCE_KINDS), a place's bias against routing, and zero for the cells held at zero.
 */
export declare function priorWeights(): RoutingWeights;
/** What a visible false alarm costs against a missed connector issue. */
export declare const FALSE_ALARM_COST = 3;
/**
 * The score routing needs: log-odds of ln 3, where routing costs less than not routing when a false alarm costs three
 * misses (the Bayes decision for the fitted probabilities). Fixed, not fitted.
 */
export declare const ROUTING_THRESHOLD: number;
/**
 * The committed rule as a weight table (DESIGN §2, connectors): a kind that implicates a connector routes anywhere; a
 * name (title, opening, prose, a pasted log), a config, a connector's running log or the repository routes with any
 * failure whose place is not known to be elsewhere, and with none shown; nothing else. One weight per tier, nothing
 * fitted: eval prints it beside weights fitted on the corpus, and the simpler rule stays while they do no better on the
 * newest batch.
 */
export declare function tierRule(): RoutingWeights;
/** The weights routing decides with: the tier rule. */
export declare const ROUTING_WEIGHTS: RoutingWeights;
/** The distinct kinds among evidence items. */
export declare const kindsOf: (evidence: RoutingEvidence[]) => RoutingKind[];
/**
 * The score of a set of evidence at a failure place: the place's bias plus each distinct kind's weight there.
 * @param kinds the kinds present
 * @param place where the failure is
 * @param model the weights
 */
export declare function scoreOf(kinds: RoutingKind[], place: FailurePlace, model?: RoutingWeights): number;
/**
 * Whether evidence routes: its score reaches the threshold, and, unless a failure shows in a connector's stage,
 * something besides the repository speaks for a connector (an issue in LMCache's repository whose failure is
 * elsewhere, or that shows none, is not LMCache's for that alone).
 */
export declare function routes(kinds: RoutingKind[], place: FailurePlace, model?: RoutingWeights): boolean;
