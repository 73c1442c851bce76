// Checks each request (path and query parameters, JSON body) and each response against GitHub's OpenAPI operation.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { OperationSpec, RouteMatch } from './openapi-spec.js';

/** Why a request (or a response of the stand-in itself) does not fit GitHub's API. */
export interface Violation {
  /** `graphql`: a query that does not validate against GitHub's published GraphQL schema (graphql.ts). */
  kind: 'unknown-route' | 'not-emulated' | 'parameter' | 'body' | 'response' | 'graphql';
  method: string;
  path: string;
  /** The operation (`issues/create-comment`), when the route is known. */
  operationId: string | null;
  message: string;
}

type JsonObject = Record<string, unknown>;
const COMPONENTS_ID = 'https://api.github.com/openapi-components.json';

/** Formats GitHub's schemas use; others are ignored. Checks are linear (no backtracking patterns). */
const FORMATS: Record<string, (value: string) => boolean> = {
  'date-time': (value) => value.includes('T') && !Number.isNaN(Date.parse(value)),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  uri: (value) => URL.canParse(value),
  'uri-template': (value) => value.length > 0,
  email: (value) => value.indexOf('@') > 0,
};

/** Validates requests and responses for the emulated operations; compiled validators are cached per operation. */
export class OpenApiChecker {
  private readonly bodyAjv = createAjv(false);
  private readonly parameterAjv = createAjv(true);
  private readonly compiled = new Map<string, ValidateFunction>();

  /**
   * @param operations the emulated operations from the spec index
   * @param components the shared component schemas their `$ref`s point to (compiled once, not per operation)
   */
  constructor(
    private readonly operations: Record<string, OperationSpec>,
    components: { schemas: Record<string, unknown> },
  ) {
    const document = normalizeNullable({ $id: COMPONENTS_ID, components }) as JsonObject;
    this.bodyAjv.addSchema(document);
    this.parameterAjv.addSchema(document);
  }

  /** Violations of one request: unknown query parameters, parameter schemas, the JSON body schema. */
  checkRequest(match: RouteMatch, path: string, query: Record<string, string>, body: unknown, hasBody: boolean): Violation[] {
    const operation = this.operations[match.key];
    if (!operation) return [];
    const violations: Violation[] = [];
    const report = (kind: Violation['kind'], message: string): void => {
      violations.push({ kind, method: match.method, path, operationId: operation.operationId, message });
    };
    for (const name of Object.keys(query)) {
      if (!operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === name)) {
        report('parameter', `unknown query parameter "${name}" for ${operation.operationId}`);
      }
    }
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'query' && parameter.in !== 'path') continue;
      const value = parameter.in === 'path' ? match.params[parameter.name] : query[parameter.name];
      if (value === undefined) {
        if (parameter.required) report('parameter', `missing required ${parameter.in} parameter "${parameter.name}"`);
        continue;
      }
      const validate = this.validator(`${match.key} ${parameter.in}:${parameter.name}`, parameter.schema, this.parameterAjv);
      if (!validate(value)) report('parameter', `${parameter.in} parameter "${parameter.name}"=${JSON.stringify(value)}: ${describeErrors(validate.errors)}`);
    }
    if (operation.requestBody) {
      if (!hasBody) {
        if (operation.requestBody.required) report('body', `${operation.operationId} requires a JSON body`);
      } else {
        const validate = this.validator(`${match.key} body`, operation.requestBody.schema, this.bodyAjv);
        if (!validate(body)) report('body', `request body: ${describeErrors(validate.errors)}`);
      }
    } else if (hasBody) {
      report('body', `${operation.operationId} takes no request body`);
    }
    return violations;
  }

  /** A violation when a 2xx response of the stand-in does not fit GitHub's response schema (a bug in the stand-in). */
  checkResponse(match: RouteMatch, path: string, status: number, body: unknown): Violation | null {
    const operation = this.operations[match.key];
    const schema = operation?.responses[String(status)];
    if (!operation || !schema) return null;
    const validate = this.validator(`${match.key} response:${status}`, schema, this.bodyAjv);
    if (validate(body)) return null;
    return {
      kind: 'response',
      method: match.method,
      path,
      operationId: operation.operationId,
      message: `stand-in response ${status}: ${describeErrors(validate.errors)}`,
    };
  }

  private validator(cacheKey: string, schema: JsonObject, ajv: Ajv): ValidateFunction {
    let validate = this.compiled.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(normalizeNullable(pointRefsAtComponents(schema)) as JsonObject);
      this.compiled.set(cacheKey, validate);
    }
    return validate;
  }
}

/** Rewrites `#/components/…` refs of an operation schema to the shared components document. */
function pointRefsAtComponents(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pointRefsAtComponents);
  if (node === null || typeof node !== 'object') return node;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) {
    copy[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${COMPONENTS_ID}${value}` : pointRefsAtComponents(value);
  }
  return copy;
}

function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: false, logger: false, coerceTypes, inlineRefs: false });
  for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, check);
  return ajv;
}

/**
 * OpenAPI 3.0's `nullable` is not JSON Schema: without a `type` (next to `allOf`/`$ref`) rewrite it as `anyOf [.., null]`,
 * and let a nullable `enum` accept null.
 */
function normalizeNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalizeNullable);
  if (node === null || typeof node !== 'object') return node;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) copy[key] = normalizeNullable(value);
  if (copy['nullable'] === true && Array.isArray(copy['enum']) && !copy['enum'].includes(null)) {
    copy['enum'] = [...(copy['enum'] as unknown[]), null];
  }
  if (copy['nullable'] === true && copy['type'] === undefined) {
    delete copy['nullable'];
    return { anyOf: [copy, { type: 'null' }] };
  }
  return copy;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return 'invalid';
  return `${first.instancePath || '(root)'} ${first.message ?? 'is invalid'}${first.params && Object.keys(first.params).length ? ' ' + JSON.stringify(first.params) : ''}`;
}
