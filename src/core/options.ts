// The options `triage()` and `analyze()` accept, with their defaults.
import type { Catalog } from './catalog/types.js';
import type { EarlierReportsSearchOptions } from './plan/earlier-reports.js';
import type { ContainmentAnswers } from './fixes/types.js';
import type { MarkerData } from './plan/types.js';

/** Label names the bot uses; all configurable through the action's inputs. */
export interface LabelOptions {
  /** Added for any recognised KV-connector error. */
  connectorLabel: string;
  /** Optional extra label per connector (registered name → label). */
  perConnector: Record<string, string>;
  /** Added (and later removed by the bot) while evidence is missing; null = off. */
  needsInfoLabel: string | null;
  /** Maintainers' label that re-runs the triage (the bot removes it afterwards). */
  rerunLabel: string;
  /** Maintainers' label that dismisses the bot on an issue. */
  dismissLabel: string;
  /** When true the bot adds no labels at all. */
  disabled: boolean;
}

export interface TriageOptions {
  /** The catalog to match against; the built-in one by default. */
  catalog?: Catalog;
  labels?: Partial<LabelOptions>;
  /** The marker of the bot's existing comment on this issue, if any. */
  previous?: MarkerData | null;
  /** Set when a maintainer dismissed the bot on this issue: the comment collapses to one line. */
  dismissedBy?: string | null;
  /** Set when a maintainer routed the issue with the connector label or a per-connector label (the labeled event). */
  routedBy?: { label: string; by: string } | null;
  /** Plan a search for earlier reports of the same error (`TriagePlan.earlierReportsSearch`); none when absent. */
  earlierReportsSearch?: EarlierReportsSearchOptions | null;
  /** The triaged issue's number: left out of the earlier reports. */
  issueNumber?: number | null;
  /**
   * The web address of the explainer pages (`https://github.com/<owner>/vllm-triage/blob/<ref>/docs/errors`) the
   * comment links; DOCS_BASE when absent. The action passes the repository and ref it runs from.
   */
  docsBase?: string | null;
  /**
   * Whether the reporter's release contains the commits `commitsToCheck()` named, as the caller found out (GitHub's
   * compare, a git checkout); the previous marker's answers when absent. Unanswered commits are "not determined".
   */
  containment?: ContainmentAnswers | null;
}

/** The label options' defaults: the one home of the names `action.yml` and the inputs default to. */
export const DEFAULT_LABELS: LabelOptions = {
  connectorLabel: 'kv-connector',
  perConnector: {},
  needsInfoLabel: null,
  rerunLabel: 'vllm-triage:rerun',
  dismissLabel: 'vllm-triage:dismiss',
  disabled: false,
};

/** Fills the label options with their defaults. */
export function resolveLabelOptions(given: Partial<LabelOptions> | undefined): LabelOptions {
  return { ...DEFAULT_LABELS, ...(given ?? {}) };
}
