// Renders state records as the JSON GitHub returns (REST responses and webhook payloads share these shapes).
import type { CommentRecord, IssueRecord, LabelRecord, RepoRecord, UserRecord } from './state.js';

/** Where links in rendered objects point: `api` for `url` fields, `html` for `html_url`. */
export interface UrlBases {
  api: string;
  html: string;
}

export type Json = Record<string, unknown>;

/** A GraphQL-style node id, deterministic per kind and id. */
export function nodeId(prefix: string, id: number): string {
  return `${prefix}_${Buffer.from(`${prefix}:${id}`).toString('base64url')}`;
}

/** The `simple-user` shape. */
export function renderUser(user: UserRecord, urls: UrlBases): Json {
  const api = `${urls.api}/users/${encodeURIComponent(user.login)}`;
  return {
    login: user.login,
    id: user.id,
    node_id: nodeId(user.type === 'Bot' ? 'BOT' : 'U', user.id),
    avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `${urls.html}/${user.type === 'Bot' ? 'apps/' + user.login.replace(/\[bot\]$/, '') : user.login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: user.type,
    user_view_type: 'public',
    site_admin: false,
  };
}

/** The `label` shape. */
export function renderLabel(repo: string, label: LabelRecord, urls: UrlBases): Json {
  return {
    id: label.id,
    node_id: nodeId('LA', label.id),
    url: `${urls.api}/repos/${repo}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    color: label.color,
    default: label.default,
    description: label.description,
  };
}

function emptyReactions(url: string): Json {
  return { url: `${url}/reactions`, total_count: 0, '+1': 0, '-1': 0, laugh: 0, hooray: 0, confused: 0, heart: 0, rocket: 0, eyes: 0 };
}

/** The `issue` shape (also what `GET …/issues` lists, pull requests included with a `pull_request` key). */
export function renderIssue(repo: RepoRecord, issue: IssueRecord, commentCount: number, urls: UrlBases): Json {
  const url = `${urls.api}/repos/${repo.fullName}/issues/${issue.number}`;
  const htmlUrl = `${urls.html}/${repo.fullName}/${issue.isPullRequest ? 'pull' : 'issues'}/${issue.number}`;
  const labels = issue.labels.flatMap((name) => {
    const label = repo.labels.get(name.toLowerCase());
    return label ? [renderLabel(repo.fullName, label, urls)] : [];
  });
  const rendered: Json = {
    url,
    repository_url: `${urls.api}/repos/${repo.fullName}`,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: htmlUrl,
    id: issue.id,
    node_id: nodeId(issue.isPullRequest ? 'PR' : 'I', issue.id),
    number: issue.number,
    title: issue.title,
    user: renderUser(issue.user, urls),
    labels,
    state: issue.state,
    locked: issue.locked,
    assignee: null,
    assignees: [],
    milestone: null,
    comments: commentCount,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    author_association: issue.authorAssociation,
    active_lock_reason: issue.activeLockReason,
    body: issue.body,
    reactions: emptyReactions(url),
    timeline_url: `${url}/timeline`,
    performed_via_github_app: null,
    state_reason: issue.state === 'closed' ? 'completed' : null,
  };
  if (issue.isPullRequest) {
    const pullUrl = `${urls.api}/repos/${repo.fullName}/pulls/${issue.number}`;
    rendered['draft'] = false;
    rendered['pull_request'] = {
      url: pullUrl,
      html_url: htmlUrl,
      diff_url: `${htmlUrl}.diff`,
      patch_url: `${htmlUrl}.patch`,
      merged_at: null,
    };
  }
  return rendered;
}

/** The `issue-comment` shape. */
export function renderComment(repo: RepoRecord, comment: CommentRecord, urls: UrlBases): Json {
  const url = `${urls.api}/repos/${repo.fullName}/issues/comments/${comment.id}`;
  const issue = repo.issues.get(comment.issueNumber);
  const kind = issue?.isPullRequest ? 'pull' : 'issues';
  return {
    url,
    html_url: `${urls.html}/${repo.fullName}/${kind}/${comment.issueNumber}#issuecomment-${comment.id}`,
    issue_url: `${urls.api}/repos/${repo.fullName}/issues/${comment.issueNumber}`,
    id: comment.id,
    node_id: nodeId('IC', comment.id),
    user: renderUser(comment.user, urls),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: comment.authorAssociation,
    body: comment.body,
    reactions: emptyReactions(url),
    performed_via_github_app: null,
  };
}

/** The repository shape of webhook payloads (`repository-webhooks`). */
export function renderRepository(repo: RepoRecord, openIssues: number, urls: UrlBases): Json {
  const api = `${urls.api}/repos/${repo.fullName}`;
  const html = `${urls.html}/${repo.fullName}`;
  const owner = renderUser({ login: repo.owner, id: repo.id + 1_000_000, type: 'Organization' }, urls);
  const templated = (name: string, suffix: string): [string, string] => [`${name}_url`, `${api}/${suffix}`];
  return {
    id: repo.id,
    node_id: nodeId('R', repo.id),
    name: repo.name,
    full_name: repo.fullName,
    private: false,
    owner,
    html_url: html,
    description: null,
    fork: false,
    url: api,
    ...Object.fromEntries([
      templated('archive', '{archive_format}{/ref}'),
      templated('assignees', 'assignees{/user}'),
      templated('blobs', 'git/blobs{/sha}'),
      templated('branches', 'branches{/branch}'),
      templated('collaborators', 'collaborators{/collaborator}'),
      templated('comments', 'comments{/number}'),
      templated('commits', 'commits{/sha}'),
      templated('compare', 'compare/{base}...{head}'),
      templated('contents', 'contents/{+path}'),
      templated('contributors', 'contributors'),
      templated('deployments', 'deployments'),
      templated('downloads', 'downloads'),
      templated('events', 'events'),
      templated('forks', 'forks'),
      templated('git_commits', 'git/commits{/sha}'),
      templated('git_refs', 'git/refs{/sha}'),
      templated('git_tags', 'git/tags{/sha}'),
      templated('hooks', 'hooks'),
      templated('issue_comment', 'issues/comments{/number}'),
      templated('issue_events', 'issues/events{/number}'),
      templated('issues', 'issues{/number}'),
      templated('keys', 'keys{/key_id}'),
      templated('labels', 'labels{/name}'),
      templated('languages', 'languages'),
      templated('merges', 'merges'),
      templated('milestones', 'milestones{/number}'),
      templated('notifications', 'notifications{?since,all,participating}'),
      templated('pulls', 'pulls{/number}'),
      templated('releases', 'releases{/id}'),
      templated('stargazers', 'stargazers'),
      templated('statuses', 'statuses/{sha}'),
      templated('subscribers', 'subscribers'),
      templated('subscription', 'subscription'),
      templated('tags', 'tags'),
      templated('teams', 'teams'),
      templated('trees', 'git/trees{/sha}'),
    ]),
    git_url: `git://github.com/${repo.fullName}.git`,
    ssh_url: `git@github.com:${repo.fullName}.git`,
    clone_url: `${html}.git`,
    svn_url: html,
    mirror_url: null,
    homepage: null,
    language: 'Python',
    created_at: repo.createdAt,
    updated_at: repo.createdAt,
    pushed_at: repo.createdAt,
    size: 1,
    stargazers_count: 0,
    watchers_count: 0,
    watchers: 0,
    forks_count: 0,
    forks: 0,
    open_issues_count: openIssues,
    open_issues: openIssues,
    has_issues: repo.hasIssues,
    has_projects: true,
    has_downloads: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: false,
    archived: false,
    disabled: false,
    license: null,
    default_branch: 'main',
    visibility: 'public',
    topics: [],
  };
}
