// Loads GitHub's official OpenAPI description once per process (and once per spec version on disk) and matches routes.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One OpenAPI parameter with its `$ref` resolved. */
export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Record<string, unknown>;
}

/** What the checker needs of one operation; its schemas' `$ref`s point into `SpecIndex.components`. */
export interface OperationSpec {
  method: string;
  path: string;
  operationId: string;
  parameters: ParameterSpec[];
  requestBody: { required: boolean; schema: Record<string, unknown> } | null;
  /** JSON response schemas by status code (only 2xx). */
  responses: Record<string, Record<string, unknown>>;
}

/** The compact index: every operation's method and path, details only for the operations the stand-in emulates. */
export interface SpecIndex {
  version: string;
  routes: Array<{ method: string; path: string; operationId: string }>;
  operations: Record<string, OperationSpec>;
  /** Every `#/components/schemas/*` the extracted operations reach, as `{schemas: {name: schema}}`. */
  components: { schemas: Record<string, unknown> };
}

/** A matched route: the operation key `METHOD /template` and its decoded path parameters. */
export interface RouteMatch {
  key: string;
  method: string;
  template: string;
  operationId: string;
  params: Record<string, string>;
}

type JsonObject = Record<string, unknown>;
const EXTRACTOR_VERSION = 3;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const require = createRequire(import.meta.url);
const indexCache = new Map<string, SpecIndex>();

/** Timing of the last load in this process (for reports): where it came from and how long it took. */
export const specLoadStats = { source: 'none' as 'none' | 'memory' | 'disk' | 'openapi', milliseconds: 0 };

/** The spec index for these operation keys (`GET /repos/{owner}/{repo}/issues`…), cached in memory and on disk. */
export function loadSpecIndex(operationKeys: readonly string[]): SpecIndex {
  const started = performance.now();
  const specPath = require.resolve('@octokit/openapi/generated/api.github.com.json');
  const packageVersion = (JSON.parse(readFileSync(join(dirname(specPath), '..', 'package.json'), 'utf8')) as { version: string }).version;
  const keyHash = createHash('sha256')
    .update(JSON.stringify([EXTRACTOR_VERSION, packageVersion, statSync(specPath).size, [...operationKeys].sort()]))
    .digest('hex')
    .slice(0, 16);
  const cached = indexCache.get(keyHash);
  if (cached) {
    Object.assign(specLoadStats, { source: 'memory', milliseconds: performance.now() - started });
    return cached;
  }
  const cacheFile = join(dirname(specPath), '..', '..', '..', '.cache', 'github-server-openapi', `${keyHash}.json`);
  let index: SpecIndex | null = null;
  let source: typeof specLoadStats.source = 'disk';
  if (existsSync(cacheFile)) {
    try {
      index = JSON.parse(readFileSync(cacheFile, 'utf8')) as SpecIndex;
    } catch {
      index = null;
    }
  }
  if (!index) {
    source = 'openapi';
    index = extractIndex(JSON.parse(readFileSync(specPath, 'utf8')) as JsonObject, packageVersion, operationKeys);
    writeCacheFile(cacheFile, index);
  }
  indexCache.set(keyHash, index);
  Object.assign(specLoadStats, { source, milliseconds: performance.now() - started });
  return index;
}

function writeCacheFile(file: string, index: SpecIndex): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temporary, JSON.stringify(index));
    renameSync(temporary, file);
  } catch {
    // A read-only node_modules only costs the next process a re-extraction.
  }
}

function extractIndex(spec: JsonObject, version: string, operationKeys: readonly string[]): SpecIndex {
  const paths = spec['paths'] as Record<string, JsonObject>;
  const wanted = new Set(operationKeys);
  const routes: SpecIndex['routes'] = [];
  const operations: SpecIndex['operations'] = {};
  const components = new Map<string, unknown>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as JsonObject | undefined;
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const operationId = String(operation['operationId']);
      routes.push({ method: method.toUpperCase(), path, operationId });
      if (wanted.has(key)) operations[key] = extractOperation(spec, method.toUpperCase(), path, operationId, operation, components);
    }
  }
  const missing = operationKeys.filter((key) => !operations[key]);
  if (missing.length > 0) throw new Error(`not operations of GitHub's OpenAPI description: ${missing.join(', ')}`);
  return { version, routes, operations, components: { schemas: Object.fromEntries(components) } };
}

function extractOperation(
  spec: JsonObject,
  method: string,
  path: string,
  operationId: string,
  operation: JsonObject,
  components: Map<string, unknown>,
): OperationSpec {
  const parameters = ((operation['parameters'] ?? []) as JsonObject[]).map((parameter) => {
    const resolved = (typeof parameter['$ref'] === 'string' ? resolvePointer(spec, parameter['$ref']) : parameter) as JsonObject;
    return {
      name: String(resolved['name']),
      in: resolved['in'] as ParameterSpec['in'],
      required: resolved['required'] === true,
      schema: collectComponents(spec, (resolved['schema'] ?? {}) as JsonObject, components),
    };
  });
  const body = operation['requestBody'] as JsonObject | undefined;
  const bodySchema = (body?.['content'] as Record<string, JsonObject> | undefined)?.['application/json']?.['schema'] as JsonObject | undefined;
  const responses: OperationSpec['responses'] = {};
  for (const [status, response] of Object.entries((operation['responses'] ?? {}) as Record<string, JsonObject>)) {
    const resolved = (typeof response['$ref'] === 'string' ? resolvePointer(spec, response['$ref']) : response) as JsonObject;
    const schema = (resolved['content'] as Record<string, JsonObject> | undefined)?.['application/json']?.['schema'];
    if (status.startsWith('2') && schema) responses[status] = collectComponents(spec, schema as JsonObject, components);
  }
  return {
    method,
    path,
    operationId,
    parameters,
    responses,
    requestBody: bodySchema ? { required: body?.['required'] === true, schema: collectComponents(spec, bodySchema, components) } : null,
  };
}

function resolvePointer(spec: JsonObject, pointer: string): unknown {
  let node: unknown = spec;
  for (const part of pointer.replace(/^#\//, '').split('/')) {
    node = (node as JsonObject)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** Returns the schema unchanged after adding every `#/components/schemas/*` it reaches to `needed`. */
function collectComponents(spec: JsonObject, schema: JsonObject, needed: Map<string, unknown>): JsonObject {
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...(node as unknown[]));
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node as JsonObject)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!needed.has(name)) {
          const target = resolvePointer(spec, value);
          needed.set(name, target);
          pending.push(target);
        }
      } else if (typeof value === 'object') {
        pending.push(value);
      }
    }
  }
  return schema;
}

/** Compiled route table: picks the most literal template for a concrete path, like GitHub's router. */
export class RouteTable {
  private readonly bySegmentCount = new Map<number, Array<{ method: string; path: string; operationId: string; segments: string[]; literals: number }>>();

  constructor(routes: SpecIndex['routes']) {
    for (const route of routes) {
      const segments = route.path.split('/').slice(1);
      const literals = segments.filter((segment) => !segment.startsWith('{')).length;
      const list = this.bySegmentCount.get(segments.length) ?? [];
      list.push({ ...route, segments, literals });
      this.bySegmentCount.set(segments.length, list);
    }
    for (const list of this.bySegmentCount.values()) list.sort((a, b) => b.literals - a.literals);
  }

  /** The operation for `method` + concrete `path`; `methodMismatch` when the path exists with other methods. */
  match(method: string, path: string): RouteMatch | { methodMismatch: boolean } {
    const segments = path.split('/').slice(1);
    let pathExists = false;
    for (const route of this.bySegmentCount.get(segments.length) ?? []) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      pathExists = true;
      if (route.method !== method) continue;
      return { key: `${route.method} ${route.path}`, method: route.method, template: route.path, operationId: route.operationId, params };
    }
    return { methodMismatch: pathExists };
  }

  /** True when `METHOD /template` is an operation of the description. */
  has(key: string): boolean {
    const [method, template] = key.split(' ');
    if (!method || !template) return false;
    const list = this.bySegmentCount.get(template.split('/').length - 1) ?? [];
    return list.some((route) => route.method === method && route.path === template);
  }
}

function matchSegments(template: string[], actual: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let index = 0; index < template.length; index++) {
    const expected = template[index] ?? '';
    const segment = actual[index] ?? '';
    if (expected.startsWith('{') && expected.endsWith('}')) {
      if (segment === '') return null;
      try {
        params[expected.slice(1, -1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (expected !== segment) {
      return null;
    }
  }
  return params;
}
