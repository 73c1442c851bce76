// One ledger row of a shadow run: what the bot would do on an issue, and the labels the issue already carries.
import type { TriagePlan } from '../report.js';

/** What the bot's comment would be: the full explanation of a curated error, a short one, or none. */
export type ShadowCommentKind = 'full' | 'short' | 'none';

/** One issue of a shadow run (a line of the JSON-lines ledger). */
export interface ShadowRow {
  issue: number;
  bot: {
    /** Whether the bot would route the issue to the connector owners (its connector label). */
    routed: boolean;
    /** The connectors it would route it for, strongest first. */
    connectors: string[];
    /** Every label the bot wants on the issue. */
    labels: string[];
    comment: ShadowCommentKind;
    /** The catalog ids and source-index rows it recognised. */
    matches: string[];
  };
  /** The labels on the issue when it was read: the maintainers' (see `botCommented`). */
  labels: string[];
  /** The bot had already commented on the issue: a connector label there may be its own, so the row is not scored. */
  botCommented: boolean;
}

/**
 * The ledger row of one issue from its plan.
 * @param issue the issue's number and the labels it carries
 * @param plan what `triage()` decided for it
 * @param botCommented whether a comment of the bot's (its marker) was already on the issue
 */
export function shadowRow(issue: { number: number; labels: string[] }, plan: TriagePlan, botCommented: boolean): ShadowRow {
  const { report } = plan;
  const primary = report.matches[0];
  const comment: ShadowCommentKind = report.comment === null ? 'none' : primary?.curated === true ? 'full' : 'short';
  return {
    issue: issue.number,
    bot: {
      routed: report.routing.routed,
      connectors: report.routing.routed ? report.routing.connectors : [],
      labels: report.labels,
      comment,
      matches: report.matches.map((match) => match.id),
    },
    labels: issue.labels,
    botCommented,
  };
}
