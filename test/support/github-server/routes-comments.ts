// Routes for issue comments: list (since, pagination), create (locked issues refuse), get, update, delete.
import { issueLocked, notFound, validationFailed } from './api-errors.js';
import { paginate } from './pagination.js';
import { renderComment } from './resources.js';
import { characterCount, issueOf, issuesRepoOf, stringField, type RouteContext, type RouteResult, type RouteTableEntries } from './route-context.js';
import { githubTimestamp, type CommentRecord, type RepoRecord } from './state.js';

/** GitHub's limit on issue and comment bodies, in characters. */
export const MAX_BODY_LENGTH = 65_536;
const CREATE_DOCS = 'https://docs.github.com/rest/issues/comments#create-an-issue-comment';
const UPDATE_DOCS = 'https://docs.github.com/rest/issues/comments#update-an-issue-comment';

/** The comment body after GitHub's checks: present, not blank, at most 65,536 characters. */
function checkedBody(context: RouteContext, documentationUrl: string): string {
  const body = stringField(context.body, 'body') ?? '';
  if (body.trim() === '') {
    throw validationFailed([{ resource: 'IssueComment', code: 'missing_field', field: 'body' }], documentationUrl);
  }
  if (characterCount(body) > MAX_BODY_LENGTH) {
    throw validationFailed(
      [
        {
          resource: 'IssueComment',
          code: 'unprocessable',
          field: 'data',
          message: `Body is too long (maximum is ${MAX_BODY_LENGTH} characters)`,
        },
      ],
      documentationUrl,
    );
  }
  return body;
}

function commentOf(context: RouteContext): { repo: RepoRecord; comment: CommentRecord } {
  const repo = issuesRepoOf(context);
  const comment = context.state.comments.get(Number(context.params['comment_id']));
  if (!comment || comment.repo !== repo.fullName) throw notFound();
  return { repo, comment };
}

function listComments(context: RouteContext): RouteResult {
  const { repo, issue } = issueOf(context);
  const since = context.query['since'];
  const comments = context.state
    .commentsOn(repo.fullName, issue.number)
    .filter((comment) => since === undefined || Date.parse(comment.updatedAt) >= Date.parse(since));
  const page = paginate(comments, context.url);
  return {
    status: 200,
    body: page.items.map((comment) => renderComment(repo, comment, context.urls)),
    headers: page.link ? { link: page.link } : {},
  };
}

function createComment(context: RouteContext): RouteResult {
  const { repo, issue } = issueOf(context, CREATE_DOCS);
  const body = checkedBody(context, CREATE_DOCS);
  if (issue.locked) throw issueLocked();
  const comment = context.state.addComment(repo.fullName, issue.number, { body, user: context.actor });
  const rendered = renderComment(repo, comment, context.urls);
  return { status: 201, body: rendered, headers: { location: String(rendered['url']) } };
}

function getComment(context: RouteContext): RouteResult {
  const { repo, comment } = commentOf(context);
  return { status: 200, body: renderComment(repo, comment, context.urls) };
}

function updateComment(context: RouteContext): RouteResult {
  const { repo, comment } = commentOf(context);
  comment.body = checkedBody(context, UPDATE_DOCS);
  comment.updatedAt = githubTimestamp(context.state.now());
  const issue = repo.issues.get(comment.issueNumber);
  if (issue && issue.updatedAt < comment.updatedAt) issue.updatedAt = comment.updatedAt;
  return { status: 200, body: renderComment(repo, comment, context.urls) };
}

function deleteComment(context: RouteContext): RouteResult {
  const { comment } = commentOf(context);
  context.state.comments.delete(comment.id);
  return { status: 204 };
}

export const commentRoutes: RouteTableEntries = {
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments': listComments,
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': createComment,
  'GET /repos/{owner}/{repo}/issues/comments/{comment_id}': getComment,
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}': updateComment,
  'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}': deleteComment,
};
