// How routing weighs each kind of evidence where the failure is: the committed rule (the tiers of DESIGN §2, nothing
// fitted), and the weight tables eval fits beside it for comparison.
import type { FailurePlace } from './failure-stage.js';
import { ROUTING_KINDS, ROUTING_PRIORS, ZERO_ELSEWHERE, isImplicating, type RoutingEvidence, type RoutingKind } from './routing-evidence.js';

export const FAILURE_PLACES: FailurePlace[] = ['failure', 'elsewhere', 'none'];

/** A weight table: a bias per failure place, a weight per `kind@place`, and the threshold a score must reach. */
export interface RoutingWeights {
  bias: Record<FailurePlace, number>;
  weights: Record<string, number>;
  threshold: number;
}

/** The key of a kind's weight at a failure place. */
export const weightKey = (kind: RoutingKind, place: FailurePlace): string => `${kind}@${place}`;

/**
 * Weights held at zero whatever the data says: a name counts only with a failure in a connector's stage, so a name
 * (in the title, the opening, a pasted log or prose) over a failure that is elsewhere weighs nothing.
 */
export const FIXED_AT_ZERO = new Set(ZERO_ELSEWHERE.map((kind) => weightKey(kind, 'elsewhere')));

/**
 * What each kind weighs before the corpus is seen (the fit is pulled toward these): the priors of the evidence table
 * (EVIDENCE_KINDS), a place's bias against routing, and zero for the cells held at zero.
 */
export function priorWeights(): RoutingWeights {
  const weights: Record<string, number> = {};
  for (const kind of ROUTING_KINDS) {
    for (const place of FAILURE_PLACES) weights[weightKey(kind, place)] = FIXED_AT_ZERO.has(weightKey(kind, place)) ? 0 : ROUTING_PRIORS[kind];
  }
  return { bias: { failure: -2, elsewhere: -2.5, none: -3 }, weights, threshold: ROUTING_THRESHOLD };
}

/** What a visible false alarm costs against a missed connector issue. */
export const FALSE_ALARM_COST = 3;
/**
 * The score routing needs: log-odds of ln 3, where routing costs less than not routing when a false alarm costs three
 * misses (the Bayes decision for the fitted probabilities). Fixed, not fitted.
 */
export const ROUTING_THRESHOLD = Math.round(Math.log(FALSE_ALARM_COST) * 1000) / 1000;

/**
 * The committed rule as a weight table (DESIGN §2, connectors): a kind that implicates a connector routes anywhere; a
 * name (title, opening, prose, a pasted log), a config, a connector's running log or the repository routes with any
 * failure whose place is not known to be elsewhere, and with none shown; nothing else. One weight per tier, nothing
 * fitted: eval prints it beside weights fitted on the corpus, and the simpler rule stays while they do no better on the
 * newest batch.
 */
export function tierRule(): RoutingWeights {
  const weights: Record<string, number> = {};
  for (const kind of ROUTING_KINDS) {
    for (const place of FAILURE_PLACES) weights[weightKey(kind, place)] = isImplicating(kind) || place !== 'elsewhere' ? 1 : 0;
  }
  return { bias: { failure: 0, elsewhere: 0, none: 0 }, weights, threshold: 1 };
}

/** The weights routing decides with: the tier rule. */
export const ROUTING_WEIGHTS: RoutingWeights = tierRule();

/** The distinct kinds among evidence items. */
export const kindsOf = (evidence: RoutingEvidence[]): RoutingKind[] => [...new Set(evidence.map((item) => item.kind))];

/**
 * The score of a set of evidence at a failure place: the place's bias plus each distinct kind's weight there.
 * @param kinds the kinds present
 * @param place where the failure is
 * @param model the weights
 */
export function scoreOf(kinds: RoutingKind[], place: FailurePlace, model: RoutingWeights = ROUTING_WEIGHTS): number {
  let score = model.bias[place];
  for (const kind of new Set(kinds)) score += model.weights[weightKey(kind, place)] ?? 0;
  return score;
}

/**
 * Whether evidence routes: its score reaches the threshold, and, unless a failure shows in a connector's stage,
 * something besides the repository speaks for a connector (an issue in LMCache's repository whose failure is
 * elsewhere, or that shows none, is not LMCache's for that alone).
 */
export function routes(kinds: RoutingKind[], place: FailurePlace, model: RoutingWeights = ROUTING_WEIGHTS): boolean {
  if (kinds.length === 0) return false;
  if (place !== 'failure' && kinds.every((kind) => kind === 'repository')) return false;
  return scoreOf(kinds, place, model) >= model.threshold;
}
