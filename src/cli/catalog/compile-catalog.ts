// Compiles catalog/**/*.yaml into src/generated/catalog.json after the one validator (validate-catalog.ts) passed every entry.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse, parseDocument, type Document } from 'yaml';
import { validateCatalogEntries } from './validate-catalog.js';
import { PULL_REQUESTS_FILE, validatePullRequests } from './validate-pull-requests.js';
import { checkCatalogScalars, describeScalarProblems } from './yaml-scalars.js';

/** The vLLM commit the catalog and the source index were read at. */
export const VLLM_COMMIT = 'c794754062d49a8fdb63ab3c5215b488b865030c';

/**
 * Every `.yaml` file under `dir`, as paths relative to `base`, sorted so the output never depends on the file system.
 * @param base the repository root, with a trailing slash
 * @param dir a directory under it, relative, with a trailing slash
 */
export function listYamlFiles(base: string, dir: string): string[] {
  const found: string[] = [];
  for (const dirent of readdirSync(`${base}${dir}`, { withFileTypes: true })) {
    if (dirent.isDirectory()) found.push(...listYamlFiles(base, `${dir}${dirent.name}/`));
    else if (dirent.name.endsWith('.yaml')) found.push(`${dir}${dirent.name}`);
  }
  return found.sort();
}

/**
 * What `parse(text)` of the yaml package returns (its warnings emitted, its first error thrown), with the document it
 * read, so that the scalar check reads the same parse instead of parsing the text again.
 * @param text one YAML document
 */
function parseKeepingDocument(text: string): { value: unknown; document: Document } {
  const document = parseDocument(text);
  const logLevel = document.options.logLevel;
  if (logLevel === 'debug' || logLevel === 'warn') for (const warning of document.warnings) process.emitWarning(warning);
  const [error] = document.errors;
  if (error !== undefined) throw error;
  return { value: document.toJS(), document };
}

/** A copy of a parsed value with object keys in sorted order, so the JSON is byte-for-byte stable. */
function withSortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSortedKeys);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(record).sort()) sorted[key] = withSortedKeys(record[key]);
    return sorted;
  }
  return value;
}

/**
 * Validate the catalog and write `src/generated/catalog.json` = { version, commit, entries, pullRequests }.
 * @param root the repository directory, with a trailing slash
 * @throws Error listing every problem (file, entry id, field) when a file is not YAML or an entry is invalid
 */
export function compileCatalog(root: string): void {
  const problems: string[] = [];
  const files: string[] = [];
  const parsed: unknown[] = [];
  const texts: { file: string; text: string; document: Document }[] = [];
  // Entries live in a folder per connector; catalog/pull-requests.yaml beside them is the PR table, compiled below.
  for (const file of listYamlFiles(root, 'catalog/').filter((path) => path !== PULL_REQUESTS_FILE)) {
    try {
      const text = readFileSync(`${root}${file}`, 'utf8');
      const { value, document } = parseKeepingDocument(text);
      parsed.push(value);
      files.push(file);
      texts.push({ file, text, document });
    } catch (error) {
      problems.push(`${file}: not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  // Prose YAML cut at ` #` or folded is valid YAML and valid to the schema: only its raw text shows it.
  problems.push(...describeScalarProblems(checkCatalogScalars(texts).problems));
  const validation = validateCatalogEntries(parsed, files);
  problems.push(...validation.errors);
  let pullRequests: unknown = null;
  try {
    pullRequests = parse(readFileSync(`${root}${PULL_REQUESTS_FILE}`, 'utf8'));
  } catch (error) {
    problems.push(`${PULL_REQUESTS_FILE}: not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (validation.errors.length === 0 && pullRequests !== null) problems.push(...validatePullRequests(pullRequests, validation.entries).errors);
  if (problems.length > 0) throw new Error(`Invalid catalog:\n  ${problems.join('\n  ')}`);

  const entries = parsed.map(withSortedKeys);
  const entriesJson = JSON.stringify(entries);
  const indexPath = `${root}src/generated/source-index.json`;
  const hash = createHash('sha256').update(entriesJson);
  if (existsSync(indexPath)) hash.update(readFileSync(indexPath));
  const pullRequestsJson = withSortedKeys(pullRequests);
  hash.update(JSON.stringify(pullRequestsJson));
  const catalog = { version: hash.digest('hex').slice(0, 12), commit: VLLM_COMMIT, entries, pullRequests: pullRequestsJson };
  mkdirSync(`${root}src/generated`, { recursive: true });
  writeFileSync(`${root}src/generated/catalog.json`, `${JSON.stringify(catalog, null, 2)}\n`);
}
