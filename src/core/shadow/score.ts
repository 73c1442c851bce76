// The bot's routing scored against the maintainers' labels: precision, recall, and each issue where they disagree.
import type { ShadowRow } from './ledger.js';

/** An issue where the bot and the maintainers' labels disagree. */
export interface ShadowDisagreement {
  issue: number;
  /** `bot-only`: the bot would route it, no maintainer label says so; `human-only`: the reverse. */
  kind: 'bot-only' | 'human-only';
  row: ShadowRow;
}

/** How the bot's routing compares with the maintainers' labels. */
export interface ShadowScore {
  /** The label names that count as the maintainers' routing (compared case-insensitively). */
  humanLabels: string[];
  /** Rows scored, and rows left out because the bot had already commented there. */
  scored: number;
  leftOut: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** Of the issues the bot routes, the share the maintainers labelled; null when the bot routes none. */
  precision: number | null;
  /** Of the issues the maintainers labelled, the share the bot routes; null when they labelled none. */
  recall: number | null;
  disagreements: ShadowDisagreement[];
}

/**
 * Whether the issue carries one of the maintainers' routing labels.
 * @param row the ledger row
 * @param humanLabels the label names that count (case-insensitive)
 */
export function humanRouted(row: ShadowRow, humanLabels: string[]): boolean {
  const wanted = new Set(humanLabels.map((label) => label.trim().toLowerCase()));
  return row.labels.some((label) => wanted.has(label.trim().toLowerCase()));
}

/**
 * Score the bot's routing against the maintainers' labels over the rows the bot had not commented on yet.
 * @param rows the ledger
 * @param humanLabels the label names that count as the maintainers' routing (default configuration: `kv-connector`)
 */
export function scoreShadow(rows: ShadowRow[], humanLabels: string[]): ShadowScore {
  const score: ShadowScore = {
    humanLabels,
    scored: 0,
    leftOut: 0,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    trueNegatives: 0,
    precision: null,
    recall: null,
    disagreements: [],
  };
  for (const row of rows) {
    if (row.botCommented) {
      score.leftOut++;
      continue;
    }
    score.scored++;
    const human = humanRouted(row, humanLabels);
    if (row.bot.routed && human) score.truePositives++;
    else if (row.bot.routed) {
      score.falsePositives++;
      score.disagreements.push({ issue: row.issue, kind: 'bot-only', row });
    } else if (human) {
      score.falseNegatives++;
      score.disagreements.push({ issue: row.issue, kind: 'human-only', row });
    } else score.trueNegatives++;
  }
  const routedByBot = score.truePositives + score.falsePositives;
  const routedByHumans = score.truePositives + score.falseNegatives;
  score.precision = routedByBot === 0 ? null : score.truePositives / routedByBot;
  score.recall = routedByHumans === 0 ? null : score.truePositives / routedByHumans;
  return score;
}
