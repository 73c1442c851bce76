// Routes for labels: repository labels (list, get, create) and an issue's labels (list, add, set, remove one).
import { ApiError, errorBody, notFound, validationFailed, type ValidationErrorEntry } from './api-errors.js';
import { paginate } from './pagination.js';
import { renderLabel } from './resources.js';
import { characterCount, issueOf, repoOf, stringField, type RouteContext, type RouteResult, type RouteTableEntries } from './route-context.js';
import { DEFAULT_LABEL_COLOR, type IssueRecord, type RepoRecord } from './state.js';

/** GitHub's limits: a label name is at most 50 characters; an issue carries at most 100 labels. */
export const MAX_LABEL_NAME_LENGTH = 50;
export const MAX_LABELS_PER_ISSUE = 100;

/** The label names of an add/set body: `{labels: ["a", {name: "b"}]}` (the OpenAPI check has vetted the shape). */
function labelNamesOf(body: unknown): string[] {
  const labels = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)['labels'] : undefined;
  if (!Array.isArray(labels)) return [];
  return labels.flatMap((label: unknown) => {
    if (typeof label === 'string') return [label];
    const name = stringField(label, 'name');
    return name === undefined ? [] : [name];
  });
}

function checkLabelNames(names: string[]): void {
  const errors: ValidationErrorEntry[] = names
    .filter((name) => name.trim() === '' || characterCount(name) > MAX_LABEL_NAME_LENGTH)
    .map((name) => ({ value: name, resource: 'Label', field: 'name', code: 'invalid' }));
  if (errors.length > 0) throw validationFailed(errors, 'https://docs.github.com/rest/issues/labels#add-labels-to-an-issue');
}

/** Puts labels on an issue; like GitHub, creates missing repository labels with the default colour and records them. */
function applyLabels(context: RouteContext, repo: RepoRecord, issue: IssueRecord, names: string[], replace: boolean): RouteResult {
  checkLabelNames(names);
  const refused = names.filter((name) => context.state.refusedLabels.has(name.toLowerCase()));
  if (refused.length > 0) {
    throw validationFailed(
      refused.map((name) => ({ value: name, resource: 'Label', field: 'name', code: 'invalid' })),
      'https://docs.github.com/rest/issues/labels#add-labels-to-an-issue',
    );
  }
  const wanted = replace ? [] : [...issue.labels];
  for (const name of names) {
    if (!wanted.some((existing) => existing.toLowerCase() === name.toLowerCase())) wanted.push(name);
  }
  if (wanted.length > MAX_LABELS_PER_ISSUE) {
    throw validationFailed([{ resource: 'Issue', field: 'labels', code: 'invalid', message: `Issues may have at most ${MAX_LABELS_PER_ISSUE} labels` }]);
  }
  const next = wanted.map((name) => {
    const existing = repo.labels.get(name.toLowerCase());
    if (existing) return existing.name;
    const created = context.state.addLabel(repo.fullName, { name, color: DEFAULT_LABEL_COLOR });
    context.state.createdLabels.push({ repo: repo.fullName, name, color: created.color });
    return created.name;
  });
  issue.labels = next;
  return issueLabelsResponse(context, repo, issue);
}

function issueLabelsResponse(context: RouteContext, repo: RepoRecord, issue: IssueRecord): RouteResult {
  const labels = issue.labels.flatMap((name) => {
    const label = repo.labels.get(name.toLowerCase());
    return label ? [renderLabel(repo.fullName, label, context.urls)] : [];
  });
  return { status: 200, body: labels };
}

function listIssueLabels(context: RouteContext): RouteResult {
  const { repo, issue } = issueOf(context);
  const all = issueLabelsResponse(context, repo, issue).body as unknown[];
  const page = paginate(all, context.url);
  return { status: 200, body: page.items, headers: page.link ? { link: page.link } : {} };
}

function addLabels(context: RouteContext): RouteResult {
  const { repo, issue } = issueOf(context);
  return applyLabels(context, repo, issue, labelNamesOf(context.body), false);
}

/** Replaces all labels (implemented so that tests can see, in the request log, that the bot never calls it). */
function setLabels(context: RouteContext): RouteResult {
  const { repo, issue } = issueOf(context);
  return applyLabels(context, repo, issue, labelNamesOf(context.body), true);
}

function removeLabel(context: RouteContext): RouteResult {
  const { repo, issue } = issueOf(context);
  const name = (context.params['name'] ?? '').toLowerCase();
  const index = issue.labels.findIndex((label) => label.toLowerCase() === name);
  if (index < 0) throw new ApiError(404, errorBody(404, 'Label does not exist', 'https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue'));
  issue.labels.splice(index, 1);
  return issueLabelsResponse(context, repo, issue);
}

function listRepoLabels(context: RouteContext): RouteResult {
  const repo = repoOf(context);
  const page = paginate([...repo.labels.values()], context.url);
  return { status: 200, body: page.items.map((label) => renderLabel(repo.fullName, label, context.urls)), headers: page.link ? { link: page.link } : {} };
}

function getRepoLabel(context: RouteContext): RouteResult {
  const repo = repoOf(context);
  const label = repo.labels.get((context.params['name'] ?? '').toLowerCase());
  if (!label) throw notFound('https://docs.github.com/rest/issues/labels#get-a-label');
  return { status: 200, body: renderLabel(repo.fullName, label, context.urls) };
}

function createRepoLabel(context: RouteContext): RouteResult {
  const repo = repoOf(context);
  const name = stringField(context.body, 'name') ?? '';
  const documentationUrl = 'https://docs.github.com/rest/issues/labels#create-a-label';
  if (characterCount(name) > MAX_LABEL_NAME_LENGTH) {
    // This route words the error differently from add-labels (as github.com does).
    throw validationFailed(
      [{ resource: 'Label', code: 'custom', field: 'name', message: `name is too long (maximum is ${MAX_LABEL_NAME_LENGTH} characters)` }],
      documentationUrl,
    );
  }
  checkLabelNames([name]);
  if (context.state.refusedLabels.has(name.toLowerCase())) {
    throw validationFailed([{ resource: 'Label', code: 'invalid', field: 'name' }], documentationUrl);
  }
  if (repo.labels.has(name.toLowerCase())) {
    throw validationFailed([{ resource: 'Label', code: 'already_exists', field: 'name' }], documentationUrl);
  }
  const color = (stringField(context.body, 'color') ?? DEFAULT_LABEL_COLOR).replace(/^#/, '');
  const label = context.state.addLabel(repo.fullName, { name, color, description: stringField(context.body, 'description') ?? null });
  return { status: 201, body: renderLabel(repo.fullName, label, context.urls) };
}

export const labelRoutes: RouteTableEntries = {
  'GET /repos/{owner}/{repo}/issues/{issue_number}/labels': listIssueLabels,
  'POST /repos/{owner}/{repo}/issues/{issue_number}/labels': addLabels,
  'PUT /repos/{owner}/{repo}/issues/{issue_number}/labels': setLabels,
  'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}': removeLabel,
  'GET /repos/{owner}/{repo}/labels': listRepoLabels,
  'GET /repos/{owner}/{repo}/labels/{name}': getRepoLabel,
  'POST /repos/{owner}/{repo}/labels': createRepoLabel,
};
