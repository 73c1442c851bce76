// Asks GitHub whether the reporter's release contains the fixes the core named, within a few requests per issue.
import type { ContainmentAnswers, FixesToCheck, MarkerData } from '../../core/index.js';
import { GitHubApiError, type IssueGateway } from './gateway.js';

/** The most compare requests for one issue. */
export const MAX_COMPARES_PER_ISSUE = 4;

/** What the look-up found, and a note for the summary when some answers are missing. */
export interface ContainmentLookup {
  answers: ContainmentAnswers;
  /** Compare requests made. */
  asked: number;
  note: string | null;
}

/**
 * The answers for `need`: those the previous marker holds for the same ref, then one compare per remaining commit
 * (at most `budget`). A failed or refused compare stops the look-up; what is left stays "not determined", with why.
 * @param gateway the issue's gateway (its `compareCommits`, when it has one)
 * @param need what the core asked (`commitsToCheck`)
 * @param previous the bot's previous marker, or null
 * @param budget the most requests to make (MAX_COMPARES_PER_ISSUE by default)
 */
export async function lookUpContainment(
  gateway: IssueGateway,
  need: FixesToCheck,
  previous: MarkerData | null,
  budget = MAX_COMPARES_PER_ISSUE,
): Promise<ContainmentLookup> {
  const known = previous?.containment?.ref === need.ref ? previous.containment : null;
  const contained = need.checks.map((check) => check.commit).filter((commit) => known?.contained.includes(commit) === true);
  const notContained = need.checks.map((check) => check.commit).filter((commit) => known?.notContained.includes(commit) === true);
  const open = need.checks.filter((check) => !contained.includes(check.commit) && !notContained.includes(check.commit));
  let asked = 0;
  let note: string | null = null;
  for (const check of open) {
    if (gateway.compareCommits === undefined) {
      note = 'this run cannot compare releases';
      break;
    }
    if (asked >= budget) {
      note = `not asked: at most ${budget} release comparisons per issue`;
      break;
    }
    asked += 1;
    try {
      const status = await gateway.compareCommits(need.ref, check.commit);
      (status === 'behind' || status === 'identical' ? contained : notContained).push(check.commit);
    } catch (error) {
      // The comment says only that the comparison failed; GitHub's own words go to the job summary.
      note = `GitHub's compare of ${need.ref} failed: ${error instanceof Error ? error.message : String(error)}`;
      const answers = {
        ref: need.ref,
        contained,
        notContained,
        note: error instanceof GitHubApiError && error.status === 404 ? 'GitHub does not know this release' : 'GitHub could not compare the release',
      };
      return { answers, asked, note };
    }
  }
  return { answers: { ref: need.ref, contained, notContained, note }, asked, note };
}
