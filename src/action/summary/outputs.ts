// The action's outputs (as action.yml declares them) and a dry run's one notice annotation: what the run did, or in a
// dry run what it would have done, as plain strings a later step can read.
import type { CommentAction } from '../apply/types.js';
import type { IssueOutcome } from '../issue/triage-issue.js';

/** The outputs a triage or backfill run sets, as `action.yml` declares them. */
export type ActionOutputs = Record<
  'matched-ids' | 'labels-added' | 'labels-created' | 'labels-planned' | 'comment-action' | 'comment-url' | 'issues-triaged',
  string
>;

/** Where comments live: `<serverUrl>/<owner>/<repo>/issues/<n>#issuecomment-<id>`, GitHub's `html_url` of a comment. */
export interface CommentLinks {
  serverUrl: string;
  owner: string;
  repo: string;
}

function commentActionOf(outcome: IssueOutcome): CommentAction {
  return outcome.apply?.commentAction ?? (outcome.status === 'skipped' || outcome.status === 'failed' ? 'skipped' : 'none');
}

/**
 * The bot's comment on the issue: the one this run wrote or left as it was, or in a dry run the one it would edit;
 * null when there is none (a dry run that would post a new comment).
 */
function commentIdOf(outcome: IssueOutcome): number | null {
  return outcome.apply?.commentId ?? outcome.commentId ?? null;
}

/**
 * GitHub's page of a comment, as its `html_url` spells it.
 * @param issueNumber the issue the comment is on
 * @param commentId the comment's id
 * @param links the web root and repository
 */
export function commentUrl(issueNumber: number, commentId: number, links: CommentLinks): string {
  return `${links.serverUrl}/${encodeURIComponent(links.owner)}/${encodeURIComponent(links.repo)}/issues/${issueNumber}#issuecomment-${commentId}`;
}

/** The labels the plan adds that the issue does not carry yet (what applying it adds, or a dry run would). */
function plannedLabels(outcome: IssueOutcome): string[] {
  return outcome.plan?.labelsToAdd ?? [];
}

/** One value for one issue, `#n:value` pairs (empty values left out) for several. */
function perIssue(outcomes: IssueOutcome[], value: (outcome: IssueOutcome) => string): string {
  if (outcomes.length === 1) return value(outcomes[0] as IssueOutcome);
  return outcomes
    .map((outcome) => [outcome.issueNumber, value(outcome)] as const)
    .filter(([, text]) => text !== '')
    .map(([issueNumber, text]) => `#${issueNumber}:${text}`)
    .join(',');
}

/**
 * The outputs: matched ids and labels over all issues, the comment action and the comment's URL (one value for one
 * issue, else `#n:value` pairs), and how many issues were triaged.
 * @param outcomes one per issue considered
 * @param links where comment URLs point; without them `comment-url` is empty
 */
export function computeOutputs(outcomes: IssueOutcome[], links?: CommentLinks): ActionOutputs {
  const matched = [...new Set(outcomes.flatMap((outcome) => outcome.matches))];
  const labels = [...new Set(outcomes.flatMap((outcome) => outcome.apply?.labelsAdded ?? []))];
  const created = [...new Set(outcomes.flatMap((outcome) => outcome.apply?.labelsCreated ?? []))];
  const planned = [...new Set(outcomes.flatMap(plannedLabels))];
  const commentAction = outcomes.length === 0 ? 'skipped' : perIssue(outcomes, commentActionOf);
  const url = (outcome: IssueOutcome): string => {
    const id = commentIdOf(outcome);
    return id === null || links === undefined ? '' : commentUrl(outcome.issueNumber, id, links);
  };
  return {
    'matched-ids': matched.join(','),
    'labels-added': labels.join(','),
    'labels-created': created.join(','),
    'labels-planned': planned.join(','),
    'comment-action': commentAction,
    'comment-url': outcomes.length === 0 ? '' : perIssue(outcomes, url),
    'issues-triaged': String(outcomes.filter((outcome) => outcome.status === 'triaged' || outcome.status === 'planned').length),
  };
}

/** What a dry run would have done with one issue's comment, in words. */
function wouldDo(outcome: IssueOutcome, links?: CommentLinks): string {
  const labels = plannedLabels(outcome);
  const labelWords = labels.length === 0 ? 'add no label' : `add ${labels.map((label) => `"${label}"`).join(', ')}`;
  const id = outcome.commentId ?? null;
  const where = id === null || links === undefined ? `comment ${id ?? ''}`.trim() : commentUrl(outcome.issueNumber, id, links);
  switch (outcome.plannedComment) {
    case 'created':
      return `#${outcome.issueNumber}: post a new comment and ${labelWords}`;
    case 'updated':
      return `#${outcome.issueNumber}: edit ${where} and ${labelWords}`;
    default:
      return `#${outcome.issueNumber}: leave the comment as it is and ${labelWords}`;
  }
}

/**
 * The one notice a dry run leaves on the run's page, saying what it would have done; null when the run was not a dry
 * run or planned nothing. At most five issues are named; the job summary has every one.
 * @param outcomes one per issue considered
 * @param links where comment URLs point
 */
export function dryRunNotice(outcomes: IssueOutcome[], links?: CommentLinks): string | null {
  const planned = outcomes.filter((outcome) => outcome.status === 'planned');
  if (planned.length === 0) return null;
  const named = planned.slice(0, 5).map((outcome) => wouldDo(outcome, links));
  const more = planned.length > named.length ? `; and ${planned.length - named.length} more issues (the job summary lists them)` : '';
  return `Dry run, nothing was written. It would have done this: ${named.join('; ')}${more}.`;
}
