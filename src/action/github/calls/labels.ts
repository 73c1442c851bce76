// The label calls: add to an issue, remove from it, and look a repository label up (once per run per name).
import { ignoreStatus, statusOf } from '../api-error.js';
import { asRecord, stringAt } from '../issue-json.js';
import type { GitHubClient } from '../octokit-client.js';

/** Label name (lower-cased) → whether the repository has it; asked once per run. */
export type RepoLabelCache = Map<string, Promise<boolean>>;

/** `POST …/issues/{issue_number}/labels` (adds; never replaces); the issue's labels afterwards. */
export function addLabels(client: GitHubClient, issueNumber: number, labels: string[]): Promise<string[]> {
  return client.call(`add labels ${labels.join(', ')} to #${issueNumber}`, async () => {
    const response = await client.octokit.rest.issues.addLabels({ ...client.repo, issue_number: issueNumber, labels });
    const data: unknown = response.data;
    return (Array.isArray(data) ? data : []).map((label) => stringAt(asRecord(label), 'name') ?? '').filter(Boolean);
  });
}

/** `DELETE …/issues/{issue_number}/labels/{name}`; a label already gone is not an error. */
export function removeLabel(client: GitHubClient, issueNumber: number, label: string): Promise<void> {
  return client.call(`remove label ${label} from #${issueNumber}`, () =>
    ignoreStatus(404, client.octokit.rest.issues.removeLabel({ ...client.repo, issue_number: issueNumber, name: label })),
  );
}

/** `GET …/labels/{name}` for each name not asked before in this run; the names the repository has, lower-cased. */
export async function findRepoLabels(client: GitHubClient, cache: RepoLabelCache, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    let exists = cache.get(key);
    if (exists === undefined) {
      exists = client.call(`look up the repository label ${name}`, async () => {
        try {
          await client.octokit.rest.issues.getLabel({ ...client.repo, name });
          return true;
        } catch (error) {
          if (statusOf(error) === 404) return false;
          throw error;
        }
      });
      cache.set(key, exists);
      // A failed look-up is not remembered: the next caller asks again.
      exists.catch(() => cache.delete(key));
    }
    if (await exists) found.add(key);
  }
  return found;
}
