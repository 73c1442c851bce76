// Routes for releases: create (creating the tag from target_commitish when it does not exist, as GitHub does), get
// by tag, update.
import { ApiError, errorBody, notFound, validationFailed } from './api-errors.js';
import type { ReleaseRecord } from './git-store.js';
import { nodeId, renderUser, type Json } from './resources.js';
import { repoOf, stringField, type RouteContext, type RouteResult, type RouteTableEntries } from './route-context.js';
import { githubTimestamp } from './state.js';

const DOCS = 'https://docs.github.com/rest/releases/releases';

function booleanField(body: unknown, field: string): boolean | undefined {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'boolean' ? value : undefined;
}

function renderRelease(context: RouteContext, fullName: string, release: ReleaseRecord): Json {
  const api = `${context.urls.api}/repos/${fullName}`;
  const html = `${context.urls.html}/${fullName}`;
  return {
    url: `${api}/releases/${release.id}`,
    html_url: release.draft ? `${html}/releases/tag/untagged-${release.id}` : `${html}/releases/tag/${release.tagName}`,
    assets_url: `${api}/releases/${release.id}/assets`,
    upload_url: `https://uploads.github.com/repos/${fullName}/releases/${release.id}/assets{?name,label}`,
    tarball_url: `${api}/tarball/${release.tagName}`,
    zipball_url: `${api}/zipball/${release.tagName}`,
    id: release.id,
    node_id: nodeId('RE', release.id),
    tag_name: release.tagName,
    target_commitish: release.targetCommitish,
    name: release.name,
    body: release.body,
    draft: release.draft,
    prerelease: release.prerelease,
    immutable: false,
    created_at: release.createdAt,
    published_at: release.publishedAt,
    updated_at: release.publishedAt ?? release.createdAt,
    author: renderUser(context.state.userOf({ login: release.author }), context.urls),
    assets: [],
  };
}

function createRelease(context: RouteContext): RouteResult {
  const repo = repoOf(context);
  const git = context.state.git.of(repo.fullName);
  const tagName = stringField(context.body, 'tag_name') ?? '';
  if (git.releases.some((release) => release.tagName === tagName)) {
    throw validationFailed([{ resource: 'Release', code: 'already_exists', field: 'tag_name' }], `${DOCS}#create-a-release`);
  }
  const target = stringField(context.body, 'target_commitish') ?? git.defaultBranch;
  if (!git.refs.has(`refs/tags/${tagName}`)) {
    const commit = git.commits.has(target) ? target : git.refs.get(`refs/heads/${target}`)?.sha;
    if (commit === undefined) throw new ApiError(422, errorBody(422, 'Validation Failed', `${DOCS}#create-a-release`));
    git.refs.set(`refs/tags/${tagName}`, { type: 'commit', sha: commit });
  }
  const now = githubTimestamp(context.state.now());
  const draft = booleanField(context.body, 'draft') ?? false;
  const release: ReleaseRecord = {
    id: context.state.allocateId(),
    tagName,
    targetCommitish: target,
    name: stringField(context.body, 'name') ?? tagName,
    body: stringField(context.body, 'body') ?? null,
    draft,
    prerelease: booleanField(context.body, 'prerelease') ?? false,
    createdAt: now,
    publishedAt: draft ? null : now,
    author: context.actor.login,
  };
  git.releases.push(release);
  return {
    status: 201,
    body: renderRelease(context, repo.fullName, release),
    headers: { location: `${context.urls.api}/repos/${repo.fullName}/releases/${release.id}` },
  };
}

function getReleaseByTag(context: RouteContext): RouteResult {
  const repo = repoOf(context);
  const release = context.state.git.of(repo.fullName).releases.find((candidate) => candidate.tagName === context.params['tag'] && !candidate.draft);
  if (!release) throw notFound(`${DOCS}#get-a-release-by-tag-name`);
  return { status: 200, body: renderRelease(context, repo.fullName, release) };
}

function updateRelease(context: RouteContext): RouteResult {
  const repo = repoOf(context);
  const release = context.state.git.of(repo.fullName).releases.find((candidate) => String(candidate.id) === context.params['release_id']);
  if (!release) throw notFound(`${DOCS}#update-a-release`);
  release.name = stringField(context.body, 'name') ?? release.name;
  release.body = stringField(context.body, 'body') ?? release.body;
  release.prerelease = booleanField(context.body, 'prerelease') ?? release.prerelease;
  const draft = booleanField(context.body, 'draft');
  if (draft === false && release.draft) release.publishedAt = githubTimestamp(context.state.now());
  release.draft = draft ?? release.draft;
  return { status: 200, body: renderRelease(context, repo.fullName, release) };
}

export const releaseRoutes: RouteTableEntries = {
  'POST /repos/{owner}/{repo}/releases': createRelease,
  'GET /repos/{owner}/{repo}/releases/tags/{tag}': getReleaseByTag,
  'PATCH /repos/{owner}/{repo}/releases/{release_id}': updateRelease,
};
