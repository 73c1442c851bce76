// Decides, from the issue list alone, which listed issues a backfill leaves out and what triaging one may cost.
import { reasonToSkip, sameLabel } from '../issue/events.js';
import type { IssueSnapshot } from '../github/gateway.js';
import type { ActionSettings, BackfillSettings } from '../settings/inputs.js';

/** Why a backfill left an issue alone; the job summary counts each. */
export type BackfillSkipReason = 'resumed-past' | 'pull-request' | 'other-shard' | 'locked' | 'dismissed' | 'already-current' | 'refused';

/** Every skip reason, in the order the summary lists them. */
export const BACKFILL_SKIP_REASONS: readonly BackfillSkipReason[] = [
  'resumed-past',
  'pull-request',
  'other-shard',
  'locked',
  'dismissed',
  'already-current',
  'refused',
];

/** GitHub's largest page; the backfill reads the issue list and comments 100 at a time. */
export const BACKFILL_PAGE_SIZE = 100;
/**
 * Issues the backfill's job summary lists one per row; only their plans are kept in the report (the log and the ledger
 * have every one), so a backlog of tens of thousands does not hold every comment's text.
 */
export const SUMMARY_ROWS = 100;
/** The request budget when the input is empty: under GITHUB_TOKEN's 1,000 requests per hour per repository. */
export const DEFAULT_REQUEST_BUDGET = 900;
/**
 * Requests kept in hand for applying one plan, besides the comments read after a create (the check for a concurrent
 * duplicate): looking up to three label names in the repository (each once per run), add labels, create or update
 * the comment, remove a label, and one for a retried request.
 */
export const APPLY_REQUEST_RESERVE = 7;

/**
 * Whether an issue belongs to this job's shard: `shard: i/n` takes the numbers with `number % n === i - 1`.
 * @param issueNumber the issue's number
 * @param shard the zero-based shard index and the shard count, or null for every issue
 */
export function inShard(issueNumber: number, shard: BackfillSettings['shard']): boolean {
  return shard === null || issueNumber % shard.count === shard.index;
}

/**
 * The reason to leave a listed issue alone without spending a request on it, or null to look closer.
 * @param issue the issue as the list gave it
 * @param settings the validated inputs (shard, dismiss label)
 */
export function reasonToSkipListed(issue: IssueSnapshot, settings: ActionSettings): BackfillSkipReason | null {
  const { resumeAfter } = settings.backfill;
  if (resumeAfter !== null && issue.number <= resumeAfter) return 'resumed-past';
  if (issue.isPullRequest) return 'pull-request';
  if (!inShard(issue.number, settings.backfill.shard)) return 'other-shard';
  if (issue.locked) return 'locked';
  if (issue.labels.some((label) => sameLabel(label, settings.labels.dismissLabel))) return 'dismissed';
  // The per-issue checks a dispatch applies; anything they refuse beyond the above is counted as refused.
  return reasonToSkip(issue, { kind: 'dispatch' }, settings) === null ? null : 'refused';
}

/**
 * Requests needed to read an issue's comments: none when the list says it has none, else one per page.
 * @param issue the issue as the list gave it
 */
export function commentReadCost(issue: IssueSnapshot): number {
  return issue.commentCount === 0 ? 0 : Math.ceil(issue.commentCount / BACKFILL_PAGE_SIZE);
}

/**
 * The most requests one issue is allowed to need before the backfill starts on it: reading its comments, the
 * earlier-reports search when it is on, and (unless this is a dry run) applying a plan and reading the comments
 * again after creating one.
 * @param issue the issue as the list gave it
 * @param dryRun whether plans are only shown
 * @param searches whether the earlier-reports search may cost one request
 * @param compares the most release comparisons the issue may cost (input release-lookups)
 */
export function issueRequestCeiling(issue: IssueSnapshot, dryRun: boolean, searches = false, compares = 0): number {
  // Release comparisons (input release-lookups) are reads too: at most `compares` of them.
  const reads = commentReadCost(issue) + (searches ? 1 : 0) + compares;
  if (dryRun) return reads;
  return reads + APPLY_REQUEST_RESERVE + Math.ceil((issue.commentCount + 1) / BACKFILL_PAGE_SIZE);
}

/** Human wording of each skip reason, for the log and the summary. */
export const SKIP_REASON_TEXT: Record<BackfillSkipReason, string> = {
  'resumed-past': 'finished by an earlier run (resume-after)',
  'pull-request': 'pull request',
  'other-shard': "another shard's issue",
  locked: 'locked (GitHub refuses comments)',
  dismissed: 'dismissed by a maintainer',
  'already-current': 'bot comment already from the current catalog',
  refused: 'refused by the per-issue checks',
};
