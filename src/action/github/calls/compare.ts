// The compare call: `GET /repos/vllm-project/vllm/compare/{base}...{head}`, whether a release tag (or build commit)
// contains a commit; never retried or waited for (the answer is optional: a failure leaves it "not determined").
import { asRecord, stringAt } from '../issue-json.js';
import type { CompareStatus } from '../gateway.js';
import type { GitHubClient } from '../octokit-client.js';

/** The repository whose tags the reporter's releases are: containment is always asked of vLLM itself. */
export const VLLM_REPOSITORY = { owner: 'vllm-project', repo: 'vllm' } as const;

/**
 * One compare request. `per_page: 1` keeps GitHub from listing the commits between the two.
 * @param client the Octokit set-up
 * @param base the release tag or build commit
 * @param head the fix's commit
 * @returns the status; `behind` or `identical` means `base` contains `head`
 */
export async function compareCommits(client: GitHubClient, base: string, head: string): Promise<CompareStatus> {
  return client.call(
    `compare ${base} with ${head.slice(0, 12)}`,
    async () => {
      const response = await client.octokit.rest.repos.compareCommitsWithBasehead({
        ...VLLM_REPOSITORY,
        basehead: `${base}...${head}`,
        per_page: 1,
        request: { retries: 0 },
      });
      const status = stringAt(asRecord(response.data), 'status');
      if (status === 'ahead' || status === 'behind' || status === 'identical' || status === 'diverged') return status;
      throw new Error(`the comparison has no status GitHub documents (${String(status)})`);
    },
    false,
  );
}
