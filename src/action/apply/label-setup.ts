// Sets the repository's labels up: every label the action uses is looked up and created when missing, so the
// comment never names a label that does not exist. Run by `workflow_dispatch` with `setup-labels`, and before adding
// labels when `create-missing-labels` is on.
import type { LabelSpec } from '../settings/label-set.js';
import { GitHubApiError, type IssueGateway } from '../github/gateway.js';
import { explainFailure } from './explain-failure.js';

export interface LabelSetup {
  created: string[];
  existing: string[];
  /** Labels GitHub would not create (a 403 or 404: the token may not; a 422: GitHub refused the name), with why. */
  refused: { label: string; why: string }[];
}

/**
 * Looks each label up and creates the missing ones, one at a time. A refusal is reported, not thrown, and the next
 * label is still created.
 * @param gateway the API (without `createRepoLabel`, nothing is created and every missing label is refused)
 * @param specs the labels, with colours and descriptions
 */
export async function setUpLabels(gateway: IssueGateway, specs: LabelSpec[]): Promise<LabelSetup> {
  const setup: LabelSetup = { created: [], existing: [], refused: [] };
  const present = await gateway.findRepoLabels(
    specs.map((spec) => spec.name),
    { listing: true },
  );
  for (const spec of specs) {
    if (present.has(spec.name.toLowerCase())) {
      setup.existing.push(spec.name);
      continue;
    }
    if (gateway.createRepoLabel === undefined) {
      setup.refused.push({ label: spec.name, why: 'this run cannot create labels' });
      continue;
    }
    try {
      const answer = await gateway.createRepoLabel(spec.name, spec.color, spec.description);
      (answer === 'created' ? setup.created : setup.existing).push(spec.name);
    } catch (error) {
      if (error instanceof GitHubApiError && error.status === 422) setup.refused.push({ label: spec.name, why: `GitHub refused it: ${error.detail}` });
      else if (error instanceof GitHubApiError && (error.status === 403 || error.status === 404))
        setup.refused.push({ label: spec.name, why: explainFailure(error) });
      else throw error;
    }
  }
  return setup;
}
