// The stand-in's GraphQL endpoint (`POST /graphql`): a query is validated against GitHub's published schema
// (@octokit/graphql-schema, pinned in package.json), its cost computed as GitHub documents it, and it is executed
// against the same state the REST routes serve. A query that does not validate is answered as GitHub answers it
// (200 with `errors`) and recorded as a violation, so the test that sent it fails.
import {
  buildClientSchema,
  execute,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { graphqlIssueSource, type GraphqlState } from './graphql-resolvers.js';
import type { GitHubState } from './state.js';

let schema: Promise<GraphQLSchema> | null = null;

/** GitHub's schema from the published introspection (loaded on the first query and built once per process: a second). */
export function githubSchema(): Promise<GraphQLSchema> {
  schema ??= import('@octokit/graphql-schema').then((published) => buildClientSchema(published.schema.json as unknown as IntrospectionQuery));
  return schema;
}

/** The answer to one GraphQL request: the body, and the messages of a query that does not fit the schema. */
export interface GraphqlAnswer {
  body: { data?: unknown; errors?: { message: string; type?: string; path?: (string | number)[] }[] };
  invalid: string[];
  cost: number;
}

/**
 * GitHub's documented cost: the requests each connection needs (its `first`/`last`, times its parents' counts), added
 * up, divided by 100 and rounded; at least 1.
 */
export function queryCost(document: DocumentNode, variables: Record<string, unknown>): number {
  let requests = 0;
  const valueOf = (node: ValueNode): unknown => (node.kind === Kind.VARIABLE ? variables[node.name.value] : node.kind === Kind.INT ? Number(node.value) : null);
  const walk = (selections: SelectionSetNode | undefined, parents: number): void => {
    for (const selection of selections?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const size = selection.arguments?.find((argument) => argument.name.value === 'first' || argument.name.value === 'last');
        const count = size === undefined ? null : Number(valueOf(size.value) ?? 0);
        if (count !== null) requests += parents;
        walk(selection.selectionSet, count === null ? parents : parents * count);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, parents);
    }
  };
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, 1);
  return Math.max(1, Math.round(requests / 100));
}

/** A query text parsed and validated: its document, or what GitHub would answer about it. */
interface CheckedQuery {
  document: DocumentNode | null;
  invalid: string[];
}

/**
 * Each distinct query text is parsed and validated against the schema once per process: a backfill sends the same
 * few texts hundreds of times with other variables, and validation does not depend on them.
 */
const checkedQueries = new Map<string, CheckedQuery>();
function checkedQuery(github: GraphQLSchema, query: string): CheckedQuery {
  let checked = checkedQueries.get(query);
  if (checked === undefined) {
    try {
      const document = parse(query);
      const invalid = validate(github, document).map((error) => error.message);
      checked = { document: invalid.length > 0 ? null : document, invalid };
    } catch (error) {
      checked = { document: null, invalid: [error instanceof Error ? error.message : String(error)] };
    }
    // Bounded: a test that sends generated texts does not keep them all.
    if (checkedQueries.size >= 100) checkedQueries.clear();
    checkedQueries.set(query, checked);
  }
  return checked;
}

/**
 * Answers a GraphQL request body (`{query, variables}`) from the state.
 * @param state the stand-in's state
 * @param body the parsed JSON body
 * @param points the points left this hour (the answer's `rateLimit.remaining` is this less the cost)
 */
export async function answerGraphql(state: GitHubState, body: unknown, points: { limit: number; used: number; resetAt: string }): Promise<GraphqlAnswer> {
  const github = await githubSchema();
  const request = (body ?? {}) as { query?: unknown; variables?: unknown };
  if (typeof request.query !== 'string')
    return { body: { errors: [{ message: 'A query attribute must be specified and must be a string.' }] }, invalid: ['no query'], cost: 0 };
  const checked = checkedQuery(github, request.query);
  if (checked.invalid.length > 0) return { body: { errors: checked.invalid.map((message) => ({ message })) }, invalid: checked.invalid, cost: 0 };
  const document = checked.document as DocumentNode;
  const variables = (request.variables ?? {}) as Record<string, unknown>;
  const cost = queryCost(document, variables);
  const graph: GraphqlState = { state, points: { ...points, used: points.used + cost }, cost };
  const result = execute({ schema: github, document, rootValue: graphqlIssueSource(graph), variableValues: variables });
  if (result instanceof Promise) throw new Error('the stand-in resolves GraphQL synchronously');
  const errors = (result.errors ?? []).map((error) => ({ message: error.message, type: 'NOT_FOUND', ...(error.path ? { path: [...error.path] } : {}) }));
  return { body: { data: result.data ?? null, ...(errors.length > 0 ? { errors } : {}) }, invalid: [], cost };
}
