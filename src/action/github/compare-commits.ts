// `GET /repos/{owner}/{repo}/compare/{base}...{head}`: whether a release tag (or build commit) contains a commit.
import { asRecord, stringAt } from './issue-json.js';

/** GitHub's comparison status of `head` against `base`. */
export type CompareStatus = 'ahead' | 'behind' | 'identical' | 'diverged';

/** The repository whose tags the reporter's releases are: containment is always asked of vLLM itself. */
export const VLLM_REPOSITORY = { owner: 'vllm-project', repo: 'vllm' } as const;

/** What this call needs of Octokit (its `repos.compareCommitsWithBasehead`). */
export interface CompareClient {
  rest: {
    repos: {
      compareCommitsWithBasehead(parameters: {
        owner: string;
        repo: string;
        basehead: string;
        per_page: number;
        request: { retries: number };
      }): Promise<{ data: unknown }>;
    };
  };
}

/**
 * One compare request, never retried (it is optional: a failure leaves the answer "not determined"). `per_page: 1`
 * keeps GitHub from listing the commits between the two.
 * @param octokit the adapter's client
 * @param base the release tag or build commit
 * @param head the fix's commit
 * @returns the status; `behind` or `identical` means `base` contains `head`
 */
export async function compareCommits(octokit: CompareClient, base: string, head: string): Promise<CompareStatus> {
  const response = await octokit.rest.repos.compareCommitsWithBasehead({
    ...VLLM_REPOSITORY,
    basehead: `${base}...${head}`,
    per_page: 1,
    request: { retries: 0 },
  });
  const status = stringAt(asRecord(response.data), 'status');
  if (status === 'ahead' || status === 'behind' || status === 'identical' || status === 'diverged') return status;
  throw new Error(`the comparison has no status GitHub documents (${String(status)})`);
}
