// The label calls: add to an issue, remove from it, and look repository labels up (once per run per name; a listing
// in pages when three or more names are asked at once).
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

/** From this many names not asked before, one listing of the repository's labels is cheaper than a look-up each. */
const LIST_FROM = 3;
/** Pages of 100 labels read at most (a repository with more is looked up name by name for the rest). */
const MAX_LABEL_PAGES = 10;

/**
 * The names the repository has, lower-cased, each name asked once per run: `GET …/labels/{name}` for one or two names
 * (an event's run), else the repository's labels listed in pages of 100 (`setup-labels`, a backfill's first issue).
 * @param listing list the labels whatever the count (`setup-labels` reads the listing, never a name at a time)
 */
export async function findRepoLabels(client: GitHubClient, cache: RepoLabelCache, names: string[], listing = false): Promise<Set<string>> {
  const unasked = [...new Set(names.map((name) => name.toLowerCase()))].filter((key) => !cache.has(key));
  if (unasked.length >= LIST_FROM || (listing && unasked.length > 0)) await listRepoLabels(client, cache, unasked);
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

/**
 * `GET /repos/{owner}/{repo}/labels` in pages of 100 until a short page (at most MAX_LABEL_PAGES): every name asked is
 * then known. A name not seen in a listing that stopped at the page bound is left to its own look-up.
 */
async function listRepoLabels(client: GitHubClient, cache: RepoLabelCache, keys: string[]): Promise<void> {
  const present = new Set<string>();
  let complete = false;
  for (let page = 1; page <= MAX_LABEL_PAGES && !complete; page++) {
    const names = await client.call(`list the repository labels (page ${page})`, async () => {
      const response = await client.octokit.rest.issues.listLabelsForRepo({ ...client.repo, per_page: 100, page });
      const data: unknown = response.data;
      return (Array.isArray(data) ? data : []).map((label) => (stringAt(asRecord(label), 'name') ?? '').toLowerCase());
    });
    for (const name of names) present.add(name);
    complete = names.length < 100;
  }
  for (const key of keys) if (complete || present.has(key)) cache.set(key, Promise.resolve(present.has(key)));
}

/** `POST /repos/{owner}/{repo}/labels`; `exists` when GitHub says the name is taken (a concurrent run made it). */
export function createRepoLabel(client: GitHubClient, name: string, color: string, description: string): Promise<'created' | 'exists'> {
  return client.call(`create the repository label ${name}`, async () => {
    try {
      await client.octokit.rest.issues.createLabel({ ...client.repo, name, color, description });
      return 'created';
    } catch (error) {
      if (statusOf(error) === 422 && /already_exists/.test(JSON.stringify((error as { response?: { data?: unknown } }).response?.data ?? ''))) return 'exists';
      throw error;
    }
  });
}
