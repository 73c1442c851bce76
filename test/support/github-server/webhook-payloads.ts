// Builds event payloads shaped like GitHub's webhooks (`@octokit/openapi-webhooks`), from the stand-in's state or from seeds.
import { renderComment, renderIssue, renderLabel, renderRepository, renderUser, type Json, type UrlBases } from './resources.js';
import {
  GitHubState,
  githubTimestamp,
  type CommentRecord,
  type CommentSeed,
  type IssueRecord,
  type IssueSeed,
  type RepoRecord,
  type UserRecord,
} from './state.js';

/** The events the action handles, as `event.action` (or just the event for `workflow_dispatch`). */
export type WebhookKind =
  'issues.opened' | 'issues.edited' | 'issues.reopened' | 'issues.labeled' | 'issue_comment.created' | 'issue_comment.edited' | 'workflow_dispatch';

export interface WebhookOverrides {
  /** Read the issue, comment, labels and repository from this state, so the payload matches what the API serves. */
  state?: GitHubState;
  /** `owner/name`; default `vllm-project/vllm`. */
  repo?: string;
  /** An issue number in `state`, or a seed for a standalone issue (number 1 unless given). */
  issue?: number | IssueSeed;
  /** For `issue_comment.*`: a comment id in `state`, or a seed (by default written by `reporter`). */
  comment?: number | CommentSeed;
  /** Who triggered the event; default the comment's or issue's author (`maintainer` for labeled and dispatch). */
  sender?: Partial<UserRecord> & { login: string };
  /** For `issues.labeled`: the label that was added. */
  label?: string;
  /** For `issues.edited` / `issue_comment.edited`: what changed, e.g. `{ body: { from: 'old body' } }`. Default `{}`. */
  changes?: { body?: { from: string }; title?: { from: string } };
  /** For `workflow_dispatch`: the inputs (strings, as GitHub sends them). */
  inputs?: Record<string, string>;
  /** For `workflow_dispatch`; default `refs/heads/main`. */
  ref?: string;
  /** URL bases of links in the payload; default `https://api.github.com` and `https://github.com`. */
  urls?: UrlBases;
}

/** The `GITHUB_EVENT_NAME` of a kind: `issues.opened` → `issues`. */
export function eventNameOf(kind: WebhookKind): string {
  const dot = kind.indexOf('.');
  return dot < 0 ? kind : kind.slice(0, dot);
}

/**
 * A webhook payload for `kind`.
 * @param kind the event and action, e.g. `issue_comment.created`
 * @param overrides where the issue and comment come from, the sender, changes, dispatch inputs
 */
export function webhookPayload(kind: WebhookKind, overrides: WebhookOverrides = {}): Json {
  const urls = overrides.urls ?? { api: 'https://api.github.com', html: 'https://github.com' };
  const repoName = overrides.repo ?? 'vllm-project/vllm';
  const scratch = new GitHubState();
  const source = overrides.state ?? scratch;
  const repo = source.findRepo(repoName) ?? scratch.addRepo(repoName);
  const openIssues = [...repo.issues.values()].filter((issue) => issue.state === 'open').length;
  const repository = renderRepository(repo, openIssues, urls);
  if (kind === 'workflow_dispatch') {
    return {
      inputs: overrides.inputs ?? {},
      ref: overrides.ref ?? 'refs/heads/main',
      repository,
      sender: renderUser(source.userOf(overrides.sender ?? { login: 'maintainer' }), urls),
      workflow: '.github/workflows/triage.yml',
    };
  }
  const { issueRepo, issue } = issueFor(overrides, repo, scratch);
  const issueJson = renderIssue(issueRepo, issue, source.commentsOn(issueRepo.fullName, issue.number).length, urls);
  const [event, action] = kind.split('.') as [string, string];
  if (event === 'issue_comment') {
    const comment =
      typeof overrides.comment === 'number'
        ? source.comments.get(overrides.comment)
        : seededComment(source, issue, overrides.comment ?? { body: 'A comment.' });
    if (!comment) throw new Error(`no comment ${JSON.stringify(overrides.comment)} in the state`);
    const payload: Json = {
      action,
      issue: issueJson,
      comment: renderComment(issueRepo, comment, urls),
      repository,
      sender: renderUser(source.userOf(overrides.sender ?? comment.user), urls),
    };
    if (action === 'edited') payload['changes'] = overrides.changes ?? {};
    return payload;
  }
  const payload: Json = {
    action,
    issue: issueJson,
    repository,
    sender: renderUser(source.userOf(overrides.sender ?? (action === 'labeled' ? { login: 'maintainer' } : issue.user)), urls),
  };
  if (action === 'edited') payload['changes'] = overrides.changes ?? {};
  if (action === 'labeled') {
    const name = overrides.label ?? issue.labels[issue.labels.length - 1] ?? 'bug';
    const label = issueRepo.labels.get(name.toLowerCase()) ?? scratch.addLabel(scratch.addRepo(repoName).fullName, { name });
    payload['label'] = renderLabel(repoName, label, urls);
  }
  return payload;
}

/** The issue named by the overrides: looked up in the state, or seeded into the scratch state. */
function issueFor(overrides: WebhookOverrides, repo: RepoRecord, scratch: GitHubState): { issueRepo: RepoRecord; issue: IssueRecord } {
  if (typeof overrides.issue === 'number') {
    const issue = repo.issues.get(overrides.issue);
    if (!issue) throw new Error(`no issue ${repo.fullName}#${overrides.issue} in the state`);
    return { issueRepo: repo, issue };
  }
  const scratchRepo = scratch.addRepo(repo.fullName);
  const issue = scratch.addIssue(scratchRepo.fullName, { number: 1, ...overrides.issue });
  return { issueRepo: scratchRepo, issue };
}

/** A comment that exists only in the payload (not in any state). */
function seededComment(source: GitHubState, issue: IssueRecord, seed: CommentSeed): CommentRecord {
  const now = githubTimestamp(source.now());
  return {
    repo: issue.repo,
    id: 3_000_000_000 + source.allocateId(),
    issueNumber: issue.number,
    body: seed.body,
    user: source.userOf(seed.user ?? { login: 'reporter' }),
    authorAssociation: seed.authorAssociation ?? 'NONE',
    createdAt: seed.createdAt ?? now,
    updatedAt: seed.updatedAt ?? seed.createdAt ?? now,
  };
}
