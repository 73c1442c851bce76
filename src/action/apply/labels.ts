// The plan's labels on GitHub: add in one request (one by one when GitHub refuses one of them, so the others land),
// then take off the bot's own and the rerun label. A label that was tried and did not land is a warning naming it and
// GitHub's reason; only the connector label's loss is a failure of the run.
import { GitHubApiError, type IssueGateway, type IssueSnapshot } from '../github/gateway.js';
import type { ApplyResult, ApplySettings } from './types.js';
import { explainFailure } from './explain-failure.js';
import { setUpLabels } from './label-setup.js';

const isRefusal = (error: unknown): error is GitHubApiError => error instanceof GitHubApiError && error.status === 422;

/**
 * Adds the labels the issue lacks: looked up first unless GitHub may create them; one request for all of them, and
 * after a 422 (GitHub refused one) one request per label, so only the refused one is lost. A label GitHub will not
 * create is left out and the others are still added.
 */
export async function addLabels(
  gateway: IssueGateway,
  issue: IssueSnapshot,
  labels: string[],
  settings: Pick<ApplySettings, 'createMissingLabels' | 'connectorLabel' | 'labelsAddedUnchecked' | 'labelSpecs'>,
  result: ApplyResult,
): Promise<void> {
  const onIssue = new Set(issue.labels.map((label) => label.toLowerCase()));
  let toAdd = labels.filter((label) => !onIssue.has(label.toLowerCase()));
  if (toAdd.length === 0) return;
  const connector = settings.connectorLabel.toLowerCase();
  const lostAs = (label: string, why: string) => {
    result.labelsSkipped.push({ label, why: `not applied: ${why}`, lost: true });
    if (label.toLowerCase() === connector) result.failures.push(`label "${label}" was not added to #${issue.number}: ${why}`);
  };
  const lose = (label: string, error: unknown) => lostAs(label, isRefusal(error) ? `GitHub refused it: ${error.detail}` : explainFailure(error));
  try {
    toAdd = await labelsThatExist(gateway, toAdd, settings, result, lostAs);
  } catch (error) {
    for (const label of toAdd) lose(label, error);
    return;
  }
  if (toAdd.length === 0) return;
  try {
    await gateway.addLabels(issue.number, toAdd);
    result.labelsAdded.push(...toAdd);
    return;
  } catch (error) {
    if (!isRefusal(error) || toAdd.length === 1) {
      for (const label of toAdd) lose(label, error);
      return;
    }
    result.notes.push(`GitHub refused the labels ${toAdd.map((label) => `"${label}"`).join(', ')} together (${error.detail}); adding them one by one`);
  }
  for (const label of toAdd) {
    try {
      await gateway.addLabels(issue.number, [label]);
      result.labelsAdded.push(label);
    } catch (error) {
      lose(label, error);
    }
  }
}

/**
 * The labels to add that the repository has: created first when GitHub may create them (a refused one is lost), else
 * looked up (but for those added unchecked), a missing one skipped.
 */
async function labelsThatExist(
  gateway: IssueGateway,
  toAdd: string[],
  settings: Pick<ApplySettings, 'createMissingLabels' | 'labelsAddedUnchecked' | 'labelSpecs'>,
  result: ApplyResult,
  lostAs: (label: string, why: string) => void,
): Promise<string[]> {
  if (settings.createMissingLabels) {
    // Created here with their colour and description, rather than by GitHub's add-labels call in grey.
    const specs = toAdd.map(
      (name) => settings.labelSpecs?.find((spec) => spec.name.toLowerCase() === name.toLowerCase()) ?? { name, color: 'ededed', description: '' },
    );
    const setup = await setUpLabels(gateway, specs);
    for (const label of setup.created) result.notes.push(`created the repository label "${label}"`);
    (result.labelsCreated ??= []).push(...setup.created);
    const refused = new Set(setup.refused.map((refusal) => refusal.label.toLowerCase()));
    for (const refusal of setup.refused) lostAs(refusal.label, `the repository has no such label and it could not be created: ${refusal.why}`);
    return toAdd.filter((name) => !refused.has(name.toLowerCase()));
  }
  const unchecked = new Set((settings.labelsAddedUnchecked ?? []).map((label) => label.toLowerCase()));
  const toLookUp = toAdd.filter((name) => !unchecked.has(name.toLowerCase()));
  if (toLookUp.length === 0) return toAdd;
  const inRepository = await gateway.findRepoLabels(toLookUp);
  const missing = new Set(toLookUp.filter((name) => !inRepository.has(name.toLowerCase())));
  for (const label of missing) result.labelsSkipped.push({ label, why: 'the repository has no such label (create-missing-labels is off)' });
  return toAdd.filter((name) => !missing.has(name));
}

/** Takes labels off (those on the issue); one that cannot be taken off is a failure of the run, named. */
export async function removeLabels(gateway: IssueGateway, issue: IssueSnapshot, labels: string[], result: ApplyResult): Promise<void> {
  const onIssue = new Map(issue.labels.map((label) => [label.toLowerCase(), label]));
  const toRemove = [...new Set(labels.map((label) => onIssue.get(label.toLowerCase())).filter((label) => label !== undefined))];
  for (const label of toRemove) {
    try {
      await gateway.removeLabel(issue.number, label);
      result.labelsRemoved.push(label);
    } catch (error) {
      result.failures.push(`label "${label}" was not removed from #${issue.number}: ${explainFailure(error)}`);
    }
  }
}
