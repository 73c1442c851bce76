// Routes for git references and tag objects: get a ref, list matching refs, create a ref, update a ref (force or
// fast-forward only, as on GitHub), get an annotated tag.
import { ApiError, errorBody, notFound } from './api-errors.js';
import type { RepoGit } from './git-store.js';
import { nodeId, type Json, type UrlBases } from './resources.js';
import { repoOf, stringField, type RouteContext, type RouteResult, type RouteTableEntries } from './route-context.js';

const DOCS = 'https://docs.github.com/rest/git/refs';

function unprocessable(message: string, documentationUrl = DOCS): ApiError {
  return new ApiError(422, errorBody(422, message, documentationUrl));
}

function gitOf(context: RouteContext): { fullName: string; git: RepoGit } {
  const repo = repoOf(context);
  return { fullName: repo.fullName, git: context.state.git.of(repo.fullName) };
}

function renderRef(fullName: string, ref: string, target: { type: string; sha: string }, urls: UrlBases): Json {
  const api = `${urls.api}/repos/${fullName}/git`;
  return {
    ref,
    node_id: nodeId(
      'REF',
      [...ref].reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) % 1_000_000_007, 7),
    ),
    url: `${api}/${ref}`,
    object: { type: target.type, sha: target.sha, url: `${api}/${target.type === 'tag' ? 'tags' : 'commits'}/${target.sha}` },
  };
}

function getRef(context: RouteContext): RouteResult {
  const { fullName, git } = gitOf(context);
  const ref = `refs/${context.params['ref'] ?? ''}`;
  const target = git.refs.get(ref);
  if (!target) throw notFound(`${DOCS}#get-a-reference`);
  return { status: 200, body: renderRef(fullName, ref, target, context.urls) };
}

function listMatchingRefs(context: RouteContext): RouteResult {
  const { fullName, git } = gitOf(context);
  const prefix = `refs/${context.params['ref'] ?? ''}`;
  const refs = [...git.refs.entries()].filter(([ref]) => ref.startsWith(prefix)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { status: 200, body: refs.map(([ref, target]) => renderRef(fullName, ref, target, context.urls)) };
}

function createRef(context: RouteContext): RouteResult {
  const { fullName, git } = gitOf(context);
  const ref = stringField(context.body, 'ref') ?? '';
  const sha = stringField(context.body, 'sha') ?? '';
  if (!/^refs\/[^/]+\/./.test(ref)) throw unprocessable(`${ref} is not a valid ref name.`);
  if (!git.commits.has(sha) && !git.tags.has(sha)) throw unprocessable('Object does not exist');
  if (git.refs.has(ref)) throw unprocessable('Reference already exists');
  const target = { type: git.tags.has(sha) ? ('tag' as const) : ('commit' as const), sha };
  git.refs.set(ref, target);
  return { status: 201, body: renderRef(fullName, ref, target, context.urls), headers: { location: `${context.urls.api}/repos/${fullName}/git/${ref}` } };
}

function updateRef(context: RouteContext): RouteResult {
  const { fullName, git } = gitOf(context);
  const ref = `refs/${context.params['ref'] ?? ''}`;
  const sha = stringField(context.body, 'sha') ?? '';
  const force = (context.body as { force?: unknown } | undefined)?.force === true;
  const current = git.refs.get(ref);
  if (!current) throw unprocessable('Reference does not exist');
  if (!git.commits.has(sha)) throw unprocessable('Object does not exist');
  if (!force && current.type === 'commit' && !context.state.git.isAncestor(fullName, current.sha, sha)) throw unprocessable('Update is not a fast forward');
  const target = { type: 'commit' as const, sha };
  git.refs.set(ref, target);
  return { status: 200, body: renderRef(fullName, ref, target, context.urls) };
}

function getTag(context: RouteContext): RouteResult {
  const { fullName, git } = gitOf(context);
  const tag = git.tags.get(context.params['tag_sha'] ?? '');
  if (!tag) throw notFound('https://docs.github.com/rest/git/tags#get-a-tag');
  const api = `${context.urls.api}/repos/${fullName}/git`;
  return {
    status: 200,
    body: {
      node_id: nodeId('TAG', git.tags.size),
      tag: tag.tag,
      sha: tag.sha,
      url: `${api}/tags/${tag.sha}`,
      message: tag.message,
      tagger: tag.tagger,
      object: { sha: tag.object, type: 'commit', url: `${api}/commits/${tag.object}` },
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    },
  };
}

export const gitRoutes: RouteTableEntries = {
  'GET /repos/{owner}/{repo}/git/ref/{ref}': getRef,
  'GET /repos/{owner}/{repo}/git/matching-refs/{ref}': listMatchingRefs,
  'POST /repos/{owner}/{repo}/git/refs': createRef,
  'PATCH /repos/{owner}/{repo}/git/refs/{ref}': updateRef,
  'GET /repos/{owner}/{repo}/git/tags/{tag_sha}': getTag,
};
