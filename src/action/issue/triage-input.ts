// What `triage()` is given for one issue: the thread (the issue and its human comments) and the options of this run.
import { withoutRecord, type MarkerData, type TriageInput, type TriageOptions } from '../../core/index.js';
import { findHumanComments } from '../github/bot-comment.js';
import type { IssueComment, IssueSnapshot } from '../github/gateway.js';
import type { ActionSettings } from '../settings/inputs.js';
import type { Trigger } from './events.js';

/** The thread as `triage()` takes it: the issue, its human comments, its labels and repository. */
export function triageInputOf({ issue, comments }: { issue: IssueSnapshot; comments: IssueComment[] }, settings: ActionSettings): TriageInput {
  return {
    title: issue.title,
    body: issue.body,
    comments: findHumanComments(comments).map((comment) => ({
      id: comment.id,
      author: comment.author,
      body: comment.body,
      ...(comment.authorAssociation == null ? {} : { authorAssociation: comment.authorAssociation }),
    })),
    ...(issue.author == null ? {} : { author: issue.author }),
    ...(issue.authorAssociation == null ? {} : { authorAssociation: issue.authorAssociation }),
    labels: issue.labels,
    pullRequest: issue.isPullRequest,
    // An issue in a connector project's own repository is about that connector.
    ...(settings.owner === '' ? {} : { repository: `${settings.owner}/${settings.repo}` }),
  };
}

/** What `triage()` is told besides the thread: the labels, the last run's marker, who dismissed or routed, the search. */
export function triageOptionsOf(
  { issue, botComment, previous }: { issue: IssueSnapshot; botComment: IssueComment | null; previous: MarkerData | null },
  trigger: Trigger,
  settings: ActionSettings,
): TriageOptions {
  return {
    labels: settings.labels,
    previous,
    dismissedBy: trigger.kind === 'dismiss' ? trigger.by : null,
    routedBy: trigger.kind === 'routed' ? { label: trigger.label, by: trigger.by } : null,
    issueNumber: issue.number,
    docsBase: settings.docsBase,
    earlierReportsSearch: settings.earlierReports
      ? { postedComment: botComment === null ? null : withoutRecord(botComment.body), force: trigger.kind === 'rerun' }
      : null,
  };
}
