// Which of the maintainers' labels (rerun, dismiss) the repository has, found out before the comment is written, so
// that its footer names only labels that exist. The core decides the wording; this only gathers the knowledge.
import { setUpLabels } from '../apply/label-setup.js';
import { explainFailure } from '../apply/explain-failure.js';
import type { LabelSpec } from '../settings/label-set.js';
import type { IssueGateway, IssueSnapshot } from '../github/gateway.js';
import type { ActionSettings } from '../settings/inputs.js';

export interface MaintainerLabelsContext {
  issue: IssueSnapshot;
  /** The first run of a brand-new issue: with `create-missing-labels` off it makes no look-up (three requests). */
  brandNew: boolean;
  settings: Pick<ActionSettings, 'labels' | 'createMissingLabels' | 'dryRun'>;
  /** The two labels as the action creates them (from `labelsTheActionUses`). */
  specs: LabelSpec[];
  /** The labels the footer of the bot's earlier comment names (`labelsNamedInFooter`): they existed then. */
  namedBefore: string[];
}

export interface MaintainerLabels {
  /** The maintainers' labels known to exist (or that this run created), as the inputs name them. */
  present: string[];
  /** What to tell the summary (labels created, a refusal, a failed look-up). */
  notes: string[];
}

/**
 * Finds out which of the rerun and dismiss labels exist. The issue's own labels, and those the bot's earlier comment
 * named (they existed when it was written), are known without a request; another label is looked up (`findRepoLabels`: one request per name and run, so a backfill pays once), or, with
 * `create-missing-labels`, created when missing (a dry run counts it as created, as the real run would). The first run
 * of a brand-new issue without `create-missing-labels` asks nothing: it stays at three requests, and its footer points
 * to the README's list of labels instead of naming them. A failed look-up names no label; it never fails the run.
 * @param gateway the API, on first use
 * @param context the issue, whether it is brand-new, the settings and the two labels' specs
 */
export async function findMaintainerLabels(gateway: () => Promise<IssueGateway>, context: MaintainerLabelsContext): Promise<MaintainerLabels> {
  const { labels, createMissingLabels, dryRun } = context.settings;
  const names = [labels.rerunLabel, labels.dismissLabel];
  const onIssue = new Set([...context.issue.labels, ...context.namedBefore].map((label) => label.toLowerCase()));
  const present = names.filter((name) => onIssue.has(name.toLowerCase()));
  const unknown = names.filter((name) => !onIssue.has(name.toLowerCase()));
  if (unknown.length === 0 || (context.brandNew && !createMissingLabels)) return { present, notes: [] };
  if (createMissingLabels && dryRun) return { present: names, notes: [] };
  try {
    const api = await gateway();
    if (createMissingLabels) {
      const specs = unknown.map(
        (name) => context.specs.find((spec) => spec.name.toLowerCase() === name.toLowerCase()) ?? { name, color: 'ededed', description: '' },
      );
      const setup = await setUpLabels(api, specs);
      return {
        present: [...present, ...setup.existing, ...setup.created],
        notes: [
          ...setup.created.map((label) => `created the repository label "${label}"`),
          ...setup.refused.map((refusal) => `the comment does not name the label "${refusal.label}": it could not be created (${refusal.why})`),
        ],
      };
    }
    const found = await api.findRepoLabels(unknown);
    return { present: [...present, ...unknown.filter((name) => found.has(name.toLowerCase()))], notes: [] };
  } catch (error) {
    return { present, notes: [`the comment names only the maintainers' labels on the issue: looking the others up failed (${explainFailure(error)})`] };
  }
}
