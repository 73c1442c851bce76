// The objects the stand-in's GraphQL queries are executed against: the repository, its issues (pull requests are not
// in GraphQL's `issues`), labels and comments, made from the same state the REST routes serve. Connections take
// `first`/`after` with opaque cursors; the rest of the schema is left unresolved (null).
import type { CommentRecord, GitHubState, IssueRecord, RepoRecord, UserRecord } from './state.js';

export interface GraphqlState {
  state: GitHubState;
  /** GraphQL's points this hour, this query's cost already counted. */
  points: { limit: number; used: number; resetAt: string };
  cost: number;
}

interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

const cursorOf = (index: number): string => Buffer.from(`cursor:v2:${index}`).toString('base64');
const indexAfter = (cursor: string | null | undefined): number => {
  if (cursor === null || cursor === undefined) return 0;
  const match = /^cursor:v2:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw new Error(`\`${cursor}\` does not appear to be a valid cursor.`);
  return Number(match[1]) + 1;
};

/** A connection over items, as GitHub pages it. */
function connection<T>(items: T[], args: ConnectionArgs, render: (item: T) => unknown) {
  const start = indexAfter(args.after);
  const page = items.slice(start, start + Math.min(args.first ?? 100, 100));
  const end = start + page.length;
  return {
    totalCount: items.length,
    nodes: page.map(render),
    pageInfo: {
      hasNextPage: end < items.length,
      endCursor: page.length > 0 ? cursorOf(end - 1) : null,
      hasPreviousPage: start > 0,
      startCursor: page.length > 0 ? cursorOf(start) : null,
    },
  };
}

/** GraphQL names an app's bot by its slug: `github-actions`, where REST says `github-actions[bot]`. */
function actor(user: UserRecord) {
  return { __typename: user.type, login: user.type === 'Bot' ? user.login.replace(/\[bot\]$/, '') : user.login };
}

/** Comments by repository and issue, oldest first; rebuilt when the number of comments changed. */
const commentIndexes = new WeakMap<GitHubState, { size: number; byIssue: Map<string, CommentRecord[]> }>();
function commentsOf(state: GitHubState, repo: RepoRecord, issue: IssueRecord): CommentRecord[] {
  let index = commentIndexes.get(state);
  if (index === undefined || index.size !== state.comments.size) {
    const byIssue = new Map<string, CommentRecord[]>();
    for (const comment of state.comments.values()) {
      const key = `${comment.repo}#${comment.issueNumber}`;
      const list = byIssue.get(key);
      if (list) list.push(comment);
      else byIssue.set(key, [comment]);
    }
    for (const list of byIssue.values()) list.sort((a, b) => a.id - b.id);
    index = { size: state.comments.size, byIssue };
    commentIndexes.set(state, index);
  }
  return index.byIssue.get(`${repo.fullName}#${issue.number}`) ?? [];
}

const nodeIdOf = (repo: RepoRecord, issue: IssueRecord): string => `I_${Buffer.from(`${repo.fullName}#${issue.number}`).toString('base64url')}`;

function renderComment(comment: CommentRecord) {
  return {
    __typename: 'IssueComment',
    id: `IC_${comment.id}`,
    databaseId: comment.id,
    body: comment.body,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    authorAssociation: comment.authorAssociation,
    author: actor(comment.user),
  };
}

function renderIssue(graph: GraphqlState, repo: RepoRecord, issue: IssueRecord) {
  return {
    __typename: 'Issue',
    id: nodeIdOf(repo, issue),
    databaseId: issue.id,
    number: issue.number,
    title: issue.title,
    body: issue.body ?? '',
    state: issue.state === 'closed' ? 'CLOSED' : 'OPEN',
    locked: issue.locked,
    createdAt: issue.createdAt,
    updatedAt: issue.updatedAt,
    author: actor(issue.user),
    labels: (args: ConnectionArgs) =>
      connection(
        issue.labels.flatMap((name) => repo.labels.get(name.toLowerCase()) ?? []),
        args,
        (label) => ({ __typename: 'Label', id: `LA_${label.id}`, name: label.name, color: label.color, description: label.description }),
      ),
    comments: (args: ConnectionArgs) => connection(commentsOf(graph.state, repo, issue), args, renderComment),
  };
}

interface IssuesArgs extends ConnectionArgs {
  states?: ('OPEN' | 'CLOSED')[] | null;
  orderBy?: { field: 'CREATED_AT' | 'UPDATED_AT' | 'COMMENTS'; direction: 'ASC' | 'DESC' } | null;
  filterBy?: { since?: string | null; states?: ('OPEN' | 'CLOSED')[] | null } | null;
}

function renderRepository(graph: GraphqlState, repo: RepoRecord) {
  return {
    __typename: 'Repository',
    id: `R_${repo.id}`,
    name: repo.name,
    nameWithOwner: repo.fullName,
    issues: (args: IssuesArgs) => {
      const states = args.states ?? args.filterBy?.states ?? null;
      const since = args.filterBy?.since ?? null;
      const field = args.orderBy?.field ?? 'CREATED_AT';
      const key = (issue: IssueRecord): string => (field === 'UPDATED_AT' ? issue.updatedAt : issue.createdAt);
      const sinceTime = since === null ? null : Date.parse(since);
      const issues = [...repo.issues.values()].filter(
        (issue) =>
          !issue.isPullRequest &&
          (states === null || states.includes(issue.state === 'closed' ? 'CLOSED' : 'OPEN')) &&
          (sinceTime === null || Date.parse(issue.updatedAt) >= sinceTime),
      );
      const order = (a: IssueRecord, b: IssueRecord): number =>
        (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number) * (args.orderBy?.direction === 'DESC' ? -1 : 1);
      // Issues are mostly stored in the order asked for: a page of a 30,000-issue backlog checks that instead of sorting.
      if (!issues.every((issue, index) => index === 0 || order(issues[index - 1] as IssueRecord, issue) <= 0)) issues.sort(order);
      return connection(issues, args, (issue) => renderIssue(graph, repo, issue));
    },
    issue: ({ number }: { number: number }) => {
      const issue = repo.issues.get(number);
      return issue === undefined || issue.isPullRequest ? null : renderIssue(graph, repo, issue);
    },
  };
}

/** The query root: `rateLimit`, `repository(owner, name)` and `node(id)` for an issue. */
export function graphqlIssueSource(graph: GraphqlState) {
  const { state } = graph;
  return {
    rateLimit: () => ({
      cost: graph.cost,
      limit: graph.points.limit,
      used: graph.points.used,
      remaining: Math.max(0, graph.points.limit - graph.points.used),
      resetAt: graph.points.resetAt,
      nodeCount: 0,
    }),
    repository: ({ owner, name }: { owner: string; name: string }) => {
      const repo = state.findRepo(`${owner}/${name}`);
      if (!repo) throw new Error(`Could not resolve to a Repository with the name '${owner}/${name}'.`);
      return renderRepository(graph, repo);
    },
    node: ({ id }: { id: string }) => {
      const match = /^I_(.+)$/.exec(id);
      const [fullName, number] = match
        ? Buffer.from(match[1] as string, 'base64url')
            .toString('utf8')
            .split('#')
        : [];
      const repo = fullName === undefined ? undefined : state.findRepo(fullName);
      const issue = repo?.issues.get(Number(number));
      if (!repo || !issue) throw new Error(`Could not resolve to a node with the global id of '${id}'`);
      return renderIssue(graph, repo, issue);
    },
  };
}
