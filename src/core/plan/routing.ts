// Whether an issue goes to the connector owners (the connector label), and for which connectors: the weight of the evidence.
import type { ConnectorEvidence } from '../connectors/types.js';
import type { FailureStage } from '../connectors/failure-stage.js';
import { isImplicating, routingEvidenceOf, type RoutingEvidence } from '../connectors/routing-evidence.js';
import { ROUTING_WEIGHTS, kindsOf, routes, scoreOf, weightKey, type RoutingWeights } from '../connectors/routing-model.js';
import type { Match } from '../match/types.js';
import { cutText } from '../text/cut.js';

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

const round = (value: number): number => Math.round(value * 100) / 100;

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
export function decideRouting(matches: Match[], connectors: ConnectorEvidence[], stage: FailureStage, model: RoutingWeights = ROUTING_WEIGHTS): Routing {
  const all = routingEvidenceOf(matches, connectors);
  const weighed = all.map((item) => ({ ...item, weight: round(model.weights[weightKey(item.kind, stage.place)] ?? 0) })).sort((a, b) => b.weight - a.weight);
  const kinds = kindsOf(all);
  const score = round(scoreOf(kinds, stage.place, model));
  const decided = { score, threshold: model.threshold, place: stage.place, evidence: weighed };
  const elsewhere = stage.why === null ? '' : `; the failure is ${stage.place === 'elsewhere' ? 'elsewhere' : 'read'}: ${stage.why}`;
  if (all.length === 0) return { routed: false, connectors: [], reason: 'not routed: no connector', ...decided };
  if (!routes(kinds, stage.place, model)) {
    const only = kinds.every((kind) => kind === 'repository') ? ' (only the repository speaks for a connector)' : '';
    return { routed: false, connectors: [], reason: `not routed: evidence weighs ${score} < ${model.threshold}${only}${elsewhere}`, ...decided };
  }
  const names = connectors.map((connector) => connector.name);
  const own = (name: string): number => scoreOf(kindsOf(all.filter((item) => item.connector === name)), stage.place, model);
  // Routed for the connectors the failure implicates; else for the one the strongest evidence names (ranked first).
  const strong = names.filter((name) => all.some((item) => item.connector === name && isImplicating(item.kind)));
  const heaviest = [...names].sort((a, b) => own(b) - own(a))[0];
  const routedFor = [...new Set([...matches.map((match) => match.connector), ...(strong.length > 0 ? strong : heaviest === undefined ? [] : [heaviest])])];
  const top = weighed
    .slice(0, 3)
    .map((item) => `${item.kind} ${item.weight >= 0 ? '+' : ''}${item.weight} (${cutText(item.text, 60, '')})`)
    .join(', ');
  return { routed: true, connectors: routedFor, reason: `routed: evidence weighs ${score} ≥ ${model.threshold}: ${top}${elsewhere}`, ...decided };
}
