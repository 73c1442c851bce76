// The routing part of `vllm-triage eval`: precision and recall in-sample and cross-validated (folds by repository), per
// family and for connector issues without a traceback, the misses, and how many rows each kind of evidence decides.
import { FALSE_ALARM_COST, routes, ROUTING_WEIGHTS, type RoutingKind, type RoutingWeights, weightKey } from '../../core/index.js';
import { DEFAULT_FIT, crossValidate, fitWeights, type FitRow } from './eval-fit.js';
import type { IssueScore } from './eval-score.js';

/** A row of the score with the repository it was filed in. */
export type RoutedScore = IssueScore & { repository: string };

/** Precision and recall over a group of rows, with the misses and the false alarms. */
export interface Figures {
  routedPositive: number;
  routed: number;
  positives: number;
  missed: string[];
  alarms: string[];
}

const fileName = (file: string): string => file.replace(/^issues\//, '').replace(/\.md$/, '');
/** A row with what routing saw: `vllm-1 (title-name, config @failure)`. */
const described = (row: RoutedScore): string => `${fileName(row.file)} (${row.routingKinds.join(', ') || 'no evidence'} @${row.place})`;

/** The figures of a group: `positive` rows should route; `candidates` are every row of the group, positive or not. */
function figuresOf(candidates: RoutedScore[], positive: (row: RoutedScore) => boolean, routed: (row: RoutedScore) => boolean): Figures {
  const routedRows = candidates.filter(routed);
  return {
    routedPositive: routedRows.filter(positive).length,
    routed: routedRows.length,
    positives: candidates.filter(positive).length,
    missed: candidates.filter((row) => positive(row) && !routed(row)).map(described),
    alarms: routedRows.filter((row) => !positive(row)).map(described),
  };
}

const percent = (found: number, total: number): string => (total === 0 ? '   -  ' : `${((found / total) * 100).toFixed(1).padStart(5)} %`);

/** `P 97.0 % (32/33) R 94.1 % (32/34)`. */
function cell(figures: Figures): string {
  const precision = `P ${percent(figures.routedPositive, figures.routed)} (${figures.routedPositive}/${figures.routed})`;
  const recall = `R ${percent(figures.routedPositive, figures.positives)} (${figures.routedPositive}/${figures.positives})`;
  return `${precision.padEnd(22)} ${recall.padEnd(22)}`;
}

/** The groups the figures are given for: all, connector errors by expected family, connector issues without a traceback. */
function groups(rows: RoutedScore[]): { name: string; candidates: RoutedScore[]; positive: (row: RoutedScore) => boolean }[] {
  const positive = (row: RoutedScore): boolean => row.category !== 'negative';
  const families = [...new Set(rows.flatMap((row) => row.connectorsExpected))].sort();
  const negatives = rows.filter((row) => row.category === 'negative');
  return [
    { name: 'all issues', candidates: rows, positive },
    { name: 'connector errors', candidates: rows.filter((row) => row.category !== 'connector-no-traceback'), positive },
    ...families.map((family) => ({
      name: `  ${family}`,
      // A family's rows: the errors expected of it, and the negatives routed for it (its false alarms).
      candidates: [
        ...rows.filter((row) => row.category === 'connector-error' && row.connectorsExpected.includes(family)),
        ...negatives.filter((row) => row.routedFamilies.includes(family)),
      ],
      positive,
    })),
    // Connector issues without a traceback (questions, hangs, slow transfers) beside the negatives that show none either.
    {
      name: 'without a traceback',
      candidates: rows.filter((row) => row.category === 'connector-no-traceback' || (row.category === 'negative' && !row.hasTraceback)),
      positive,
    },
  ];
}

/** The rows as the fit reads them. */
export function fitRowsOf(rows: RoutedScore[]): FitRow[] {
  return rows.map((row) => ({
    file: row.file,
    repository: row.repository.toLowerCase(),
    kinds: row.routingKinds,
    place: row.place,
    positive: row.category !== 'negative',
  }));
}

/**
 * How many rows each kind of evidence decides: the rows it is in, the routed rows where it weighs most (the decision
 * rests on it first), and the routed rows that would not be routed without it.
 */
function decidingTable(rows: RoutedScore[], model: RoutingWeights): string[] {
  const counts = new Map<string, { present: number; heaviest: number; needed: number; negatives: number }>();
  for (const row of rows) {
    const routed = routes(row.routingKinds, row.place, model);
    const weightOf = (kind: RoutingKind): number => model.weights[weightKey(kind, row.place)] ?? 0;
    const heaviest = [...row.routingKinds].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))[0];
    for (const kind of row.routingKinds) {
      const key = weightKey(kind, row.place);
      const entry = counts.get(key) ?? { present: 0, heaviest: 0, needed: 0, negatives: 0 };
      entry.present += 1;
      if (row.category === 'negative') entry.negatives += 1;
      if (routed && kind === heaviest) entry.heaviest += 1;
      if (
        routed &&
        !routes(
          row.routingKinds.filter((other) => other !== kind),
          row.place,
          model,
        )
      )
        entry.needed += 1;
      counts.set(key, entry);
    }
  }
  const lines = [...counts.entries()]
    .sort(([a, x], [b, y]) => y.heaviest + y.needed - (x.heaviest + x.needed) || y.present - x.present || a.localeCompare(b))
    .map(([key, { present, heaviest, needed, negatives }]) => {
      const weight = (model.weights[key] ?? 0).toFixed(2);
      const decides = Math.max(heaviest, needed);
      const smell = decides === 1 ? '  <- decides one row' : '';
      return `  ${key.padEnd(26)} ${weight.padStart(5)}  ${String(present).padStart(4)} (${String(negatives).padStart(2)})  ${String(heaviest).padStart(8)}  ${String(needed).padStart(6)}${smell}`;
    });
  return ['  evidence kind@failure place   weight  rows (negatives)  heaviest  needed', ...lines];
}

/** One way of deciding rows (a model and the rows it was not fitted on), named for the header. */
interface Split {
  name: string;
  rows: RoutedScore[];
  routed: (row: RoutedScore) => boolean;
}

/** Two splits side by side: one line per group, the misses of each, visible false alarms both ways. */
function sideBySide(title: string, a: Split, b: Split): string[] {
  const lines = [`${title}: ${a.name} | ${b.name}`];
  const missLines: string[] = [];
  const groupsA = groups(a.rows);
  const groupsB = groups(b.rows);
  for (const [index, group] of groupsA.entries()) {
    const other = groupsB.find((candidate) => candidate.name === group.name) ?? { ...(groupsB[index] ?? group), candidates: [] };
    const x = figuresOf(group.candidates, group.positive, a.routed);
    const y = figuresOf(other.candidates, other.positive, b.routed);
    lines.push(`  ${group.name.padEnd(22)} ${cell(x)} | ${cell(y)}`);
    if (group.name.startsWith('  ')) continue;
    for (const [split, figures] of [
      [a, x],
      [b, y],
    ] as const) {
      if (figures.missed.length + figures.alarms.length > 0)
        missLines.push(`  ${group.name}, ${split.name}: missed ${figures.missed.join(', ') || '-'}; false alarms ${figures.alarms.join(', ') || '-'}`);
    }
  }
  const visible = (split: Split): string => {
    const negatives = split.rows.filter((row) => row.category === 'negative');
    const alarms = negatives.filter((row) => row.visibleWithoutRouting || split.routed(row)).map((row) => fileName(row.file));
    return `${alarms.length}/${negatives.length}${alarms.length ? ` (${alarms.join(', ')})` : ''}`;
  };
  lines.push(`  visible false alarms on negatives: ${visible(a)} | ${visible(b)}`);
  return [...lines, ...missLines];
}

/** What a split's decisions cost: a miss 1, a routed negative FALSE_ALARM_COST. */
function costOf(split: Split): number {
  return split.rows.reduce((sum, row) => {
    const positive = row.category !== 'negative';
    return sum + (positive === split.routed(row) ? 0 : positive ? 1 : FALSE_ALARM_COST);
  }, 0);
}

/**
 * The routing section of the eval. The committed rule fits nothing, so its figures on every row are its in-sample, its
 * by-repository and its held-out figures at once; it is printed on every row and on the newest batch alone. Beside it,
 * weights fitted on the corpus as the comparison: by repository folds (weights fitted on the other repositories decide
 * each one's rows) and fitted on the older batches, tested on the newest. The last line says which to prefer: the rule,
 * unless the fitted weights cost less on the newest batch.
 * @param rows the scored rows with their repositories and batches
 */
export function formatRouting(rows: RoutedScore[]): string {
  const rule = (row: RoutedScore): boolean => routes(row.routingKinds, row.place, ROUTING_WEIGHTS);
  const folds = crossValidate(fitRowsOf(rows));
  const newest = Math.max(0, ...rows.map((row) => row.batch ?? 0));
  const older = rows.filter((row) => row.batch !== null && row.batch < newest);
  const held = rows.filter((row) => row.batch === newest);
  const olderModel = fitWeights(fitRowsOf(older));
  const ruleAll: Split = { name: 'every row (= by repository folds = held out)', rows, routed: rule };
  const ruleNewest: Split = { name: `batch ${newest} alone`, rows: held, routed: rule };
  const fittedFolds: Split = {
    name: `by repository folds (${new Set(rows.map((row) => row.repository.toLowerCase())).size})`,
    rows,
    routed: (row) => folds.get(row.file) === true,
  };
  const fittedNewest: Split = {
    name: `fitted on batches < ${newest}, tested on batch ${newest}`,
    rows: held,
    routed: (row) => routes(row.routingKinds, row.place, olderModel),
  };
  const sections = [sideBySide('routing by the committed rule (tiers, nothing fitted)', ruleAll, ruleNewest)];
  if (held.length > 0 && older.length > 0) {
    sections.push(sideBySide('routing by fitted weights (comparison)', fittedFolds, fittedNewest));
    const [ruleCost, fittedCost] = [costOf(ruleNewest), costOf(fittedNewest)];
    const verdict =
      fittedCost < ruleCost
        ? 'the fitted weights do better on text they did not see'
        : 'keep the rule: the fitted weights do no better on text they did not see';
    sections.push([`  on batch ${newest} (a miss 1, a false alarm ${FALSE_ALARM_COST}): rule costs ${ruleCost}, fitted weights ${fittedCost}: ${verdict}`]);
  }
  return [...sections.flat(), '', ...decidingTable(rows, ROUTING_WEIGHTS)].join('\n');
}

/**
 * The weights file `--fit` writes: the weights fitted on every row, with the command and settings that produced them.
 * @param rows the scored rows
 * @param command the command line to record
 */
export function fittedWeightsFile(rows: RoutedScore[], command: string): string {
  const fitRows = fitRowsOf(rows);
  // The pull toward the prior is chosen by cross-validation: the least cost (a miss 1, a false alarm FALSE_ALARM_COST).
  const grid = PULL_GRID.map((pull) => {
    const options = { ...DEFAULT_FIT, pull };
    const decided = crossValidate(fitRows, options);
    const cost = fitRows.reduce((sum, row) => sum + (row.positive === (decided.get(row.file) === true) ? 0 : row.positive ? 1 : FALSE_ALARM_COST), 0);
    return { pull, crossValidatedCost: cost };
  });
  // Ties keep the default pull: nothing in the corpus says to move off it.
  const least = Math.min(...grid.map((entry) => entry.crossValidatedCost));
  const best = grid.find((entry) => entry.pull === DEFAULT_FIT.pull && entry.crossValidatedCost === least) ??
    grid.find((entry) => entry.crossValidatedCost === least) ?? { pull: DEFAULT_FIT.pull };
  const fit = { ...DEFAULT_FIT, pull: best.pull };
  const model = fitWeights(fitRows, fit);
  const kinds: RoutingKind[] = [...new Set(rows.flatMap((row) => row.routingKinds))].sort();
  return `${JSON.stringify({ command, fit, pullGrid: grid, falseAlarmCost: FALSE_ALARM_COST, rows: rows.length, kindsSeen: kinds, ...model }, null, 2)}\n`;
}

/** The pulls toward the prior that `--fit` tries, strongest first. */
const PULL_GRID = [2, 1, 0.5];
