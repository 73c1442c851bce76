// The backfill's batched reads through GitHub's GraphQL API: a page of up to 100 issues with their labels and first 100
// comments in one query, then the further comments of the longer threads, up to 50 threads a query. Each query asks for
// `rateLimit { cost remaining resetAt }`, and the points are counted apart from REST requests (client.graphql).
// The query texts are constants: issue numbers, ids and cursors go in as variables, never into the text.
import type { IssueBatchPage, IssueBatchQuery, IssueComment, IssueSnapshot, MoreComments } from '../gateway.js';
import { asRecord, numberAt, stringAt } from '../issue-json.js';
import type { GitHubClient } from '../octokit-client.js';

/** Issues per page and comments per thread in the first query (GitHub's most for a connection). */
export const GRAPHQL_PAGE_SIZE = 100;
/** Threads whose further comments one query reads. */
export const THREADS_PER_QUERY = 50;

const COMMENT_FIELDS = 'totalCount pageInfo { hasNextPage endCursor } nodes { databaseId body createdAt authorAssociation author { __typename login } }';

export const ISSUES_QUERY = `query backfillIssues($owner: String!, $name: String!, $first: Int!, $after: String, $states: [IssueState!], $since: DateTime) {
  rateLimit { cost remaining resetAt }
  repository(owner: $owner, name: $name) {
    issues(first: $first, after: $after, states: $states, orderBy: { field: CREATED_AT, direction: ASC }, filterBy: { since: $since }) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id number title body state locked
        author { __typename login }
        labels(first: 100) { nodes { name } }
        comments(first: 100) { ${COMMENT_FIELDS} }
      }
    }
  }
}`;

/** The query for the further comments of `count` threads, each by its node id and cursor (`$id0`, `$after0`, …). */
export function moreCommentsQuery(count: number): string {
  const indexes = Array.from({ length: count }, (_, index) => index);
  const variables = indexes.map((index) => `$id${index}: ID!, $after${index}: String`).join(', ');
  const threads = indexes.map(
    (index) => `t${index}: node(id: $id${index}) { ... on Issue { comments(first: 100, after: $after${index}) { ${COMMENT_FIELDS} } } }`,
  );
  return `query backfillMoreComments(${variables}) {\n  rateLimit { cost remaining resetAt }\n  ${threads.join('\n  ')}\n}`;
}

/** GraphQL names a bot by its app's slug (`github-actions`); REST, webhooks and the bot's own checks by `github-actions[bot]`. */
function loginOf(author: Record<string, unknown> | null): string | null {
  const login = stringAt(author, 'login');
  if (login === null) return null;
  return stringAt(author, '__typename') === 'Bot' && !login.endsWith('[bot]') ? `${login}[bot]` : login;
}

function readGraphqlComment(value: unknown): IssueComment | null {
  const node = asRecord(value);
  const id = numberAt(node, 'databaseId');
  if (node === null || id === null) return null;
  const author = asRecord(node['author']);
  return {
    id,
    body: stringAt(node, 'body') ?? '',
    author: loginOf(author),
    authorIsBot: stringAt(author, '__typename') === 'Bot',
    createdAt: stringAt(node, 'createdAt') ?? '',
    authorAssociation: stringAt(node, 'authorAssociation'),
  };
}

/** A comments connection: its comments, and the cursor to go on from when there are more. */
function readComments(value: unknown): { comments: IssueComment[]; total: number; after: string | null } {
  const connection = asRecord(value);
  const nodes = connection?.['nodes'];
  const comments = (Array.isArray(nodes) ? nodes : []).map(readGraphqlComment).filter((comment): comment is IssueComment => comment !== null);
  const pageInfo = asRecord(connection?.['pageInfo']);
  return {
    comments,
    total: numberAt(connection, 'totalCount') ?? comments.length,
    after: pageInfo?.['hasNextPage'] === true ? stringAt(pageInfo, 'endCursor') : null,
  };
}

function readGraphqlIssue(value: unknown): IssueBatchPage['issues'][number] | null {
  const node = asRecord(value);
  const number = numberAt(node, 'number');
  const nodeId = stringAt(node, 'id');
  if (node === null || number === null || nodeId === null) return null;
  const labels = asRecord(node['labels'])?.['nodes'];
  const thread = readComments(node['comments']);
  const issue: IssueSnapshot = {
    number,
    title: stringAt(node, 'title') ?? '',
    body: stringAt(node, 'body') ?? '',
    state: stringAt(node, 'state') === 'CLOSED' ? 'closed' : 'open',
    locked: node['locked'] === true,
    labels: (Array.isArray(labels) ? labels : []).map((label) => stringAt(asRecord(label), 'name')).filter((name): name is string => name !== null),
    isPullRequest: false,
    commentCount: thread.total,
    author: loginOf(asRecord(node['author'])),
  };
  return { issue, nodeId, comments: thread.comments, moreCommentsAfter: thread.after };
}

/** Runs one query and counts its points (the answer's `rateLimit.cost`) on the client. */
async function query(client: GitHubClient, operation: string, text: string, variables: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  return client.call(operation, async () => {
    const data = asRecord(await client.octokit.graphql(text, variables));
    const rateLimit = asRecord(data?.['rateLimit']);
    client.graphql.queries++;
    client.graphql.points += numberAt(rateLimit, 'cost') ?? 1;
    client.graphql.remaining = numberAt(rateLimit, 'remaining');
    client.graphql.resetAt = stringAt(rateLimit, 'resetAt');
    return data;
  });
}

/** One page of the repository's issues (pull requests are not in GraphQL's `issues`), oldest first by creation. */
export async function readIssuesBatch(client: GitHubClient, batch: IssueBatchQuery): Promise<IssueBatchPage> {
  const data = await query(client, `read the issues (GraphQL page after ${batch.after ?? 'the start'})`, ISSUES_QUERY, {
    owner: client.repo.owner,
    name: client.repo.repo,
    first: Math.min(batch.perPage, GRAPHQL_PAGE_SIZE),
    after: batch.after,
    states: batch.state === 'all' ? null : [batch.state.toUpperCase()],
    since: batch.since,
  });
  const issues = asRecord(asRecord(data?.['repository'])?.['issues']);
  const nodes = issues?.['nodes'];
  const pageInfo = asRecord(issues?.['pageInfo']);
  return {
    issues: (Array.isArray(nodes) ? nodes : []).map(readGraphqlIssue).filter((issue) => issue !== null),
    endCursor: stringAt(pageInfo, 'endCursor'),
    hasNextPage: pageInfo?.['hasNextPage'] === true,
  };
}

/** The next page of comments of up to THREADS_PER_QUERY threads, in one query; one answer per thread asked. */
export async function readMoreComments(client: GitHubClient, threads: { nodeId: string; after: string }[]): Promise<MoreComments[]> {
  if (threads.length === 0) return [];
  if (threads.length > THREADS_PER_QUERY) throw new Error(`at most ${THREADS_PER_QUERY} threads a query`);
  const variables = Object.fromEntries(
    threads.flatMap((thread, index) => [
      [`id${index}`, thread.nodeId],
      [`after${index}`, thread.after],
    ]),
  );
  const data = await query(client, `read further comments of ${threads.length} threads (GraphQL)`, moreCommentsQuery(threads.length), variables);
  return threads.map((thread, index) => {
    const read = readComments(asRecord(data?.[`t${index}`])?.['comments']);
    return { nodeId: thread.nodeId, comments: read.comments, moreCommentsAfter: read.after };
  });
}
