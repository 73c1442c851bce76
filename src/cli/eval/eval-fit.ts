// Fits routing's weights on a scored corpus (logistic regression pulled toward the prior weights) and measures them by
// cross-validation with one fold per repository, so no fold is scored by weights that saw its own repository.
import {
  FAILURE_PLACES,
  type FailurePlace,
  FIXED_AT_ZERO,
  priorWeights,
  routes,
  ROUTING_KINDS,
  ROUTING_THRESHOLD,
  type RoutingKind,
  type RoutingWeights,
  scoreOf,
  weightKey,
} from '../../core/index.js';

/** One corpus row as the fit sees it: the kinds of evidence present, where the failure is, and whether it should route. */
export interface FitRow {
  file: string;
  repository: string;
  kinds: RoutingKind[];
  place: FailurePlace;
  positive: boolean;
}

/** How the fit is run: the pull toward the prior and the steps of descent (the threshold is fixed: ROUTING_THRESHOLD). */
export interface FitOptions {
  pull: number;
  steps: number;
  rate: number;
}

export const DEFAULT_FIT: FitOptions = { pull: 1, steps: 3000, rate: 0.025 };

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

const round = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * Fit the weights on rows: logistic regression by gradient descent, each weight pulled toward its prior (so a kind the
 * rows never show keeps its prior weight), evidence weights kept at zero or above, the cells of FIXED_AT_ZERO at zero.
 * The threshold is not fitted: it is the cost of a false alarm against a miss (ROUTING_THRESHOLD).
 * @param rows the training rows
 * @param options the fit's settings
 */
export function fitWeights(rows: FitRow[], options: FitOptions = DEFAULT_FIT): RoutingWeights {
  const prior = priorWeights();
  const bias = { ...prior.bias };
  const weights = { ...prior.weights };
  for (let step = 0; step < options.steps; step++) {
    const gradBias: Record<FailurePlace, number> = { failure: 0, elsewhere: 0, none: 0 };
    const grad: Record<string, number> = {};
    for (const row of rows) {
      const error = sigmoid(scoreOf(row.kinds, row.place, { bias, weights, threshold: 0 })) - (row.positive ? 1 : 0);
      gradBias[row.place] += error;
      for (const kind of new Set(row.kinds)) {
        const key = weightKey(kind, row.place);
        grad[key] = (grad[key] ?? 0) + error;
      }
    }
    for (const place of FAILURE_PLACES) bias[place] -= options.rate * (gradBias[place] + options.pull * (bias[place] - prior.bias[place]));
    for (const kind of ROUTING_KINDS) {
      for (const place of FAILURE_PLACES) {
        const key = weightKey(kind, place);
        if (FIXED_AT_ZERO.has(key)) continue;
        const priorWeight = prior.weights[key] ?? 0;
        const next = (weights[key] ?? 0) - options.rate * ((grad[key] ?? 0) + options.pull * ((weights[key] ?? 0) - priorWeight));
        weights[key] = Math.max(0, next);
      }
    }
  }
  return {
    bias: Object.fromEntries(FAILURE_PLACES.map((place) => [place, round(bias[place])])) as Record<FailurePlace, number>,
    weights: Object.fromEntries(Object.entries(weights).map(([key, value]) => [key, round(value)])),
    threshold: ROUTING_THRESHOLD,
  };
}

/**
 * Cross-validated decisions: for each repository, weights fitted on the other repositories' rows decide its rows.
 * @param rows all rows
 * @param options the fit's settings
 * @returns whether each row (by file) is routed by the weights of its fold
 */
export function crossValidate(rows: FitRow[], options: FitOptions = DEFAULT_FIT): Map<string, boolean> {
  const decided = new Map<string, boolean>();
  for (const repository of new Set(rows.map((row) => row.repository))) {
    const model = fitWeights(
      rows.filter((row) => row.repository !== repository),
      options,
    );
    for (const row of rows.filter((candidate) => candidate.repository === repository)) decided.set(row.file, routes(row.kinds, row.place, model));
  }
  return decided;
}
