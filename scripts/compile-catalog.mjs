// Compiles catalog/**/*.yaml into src/generated/catalog.json (and copies the schema beside it) after validating every entry.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AjvModule from 'ajv';
import { parse } from 'yaml';

/** The vLLM commit the catalog and the source index were read at. */
export const VLLM_COMMIT = 'c794754062d49a8fdb63ab3c5215b488b865030c';

const Ajv = AjvModule.default ?? AjvModule;

/**
 * Every `.yaml` file under `dir`, as paths relative to `base`, sorted so the output never depends on the file system.
 * @param {string} base the repository root, with a trailing slash
 * @param {string} dir a directory under it, relative, with a trailing slash
 * @returns {string[]}
 */
function listYamlFiles(base, dir) {
  const found = [];
  for (const dirent of readdirSync(`${base}${dir}`, { withFileTypes: true })) {
    if (dirent.isDirectory()) found.push(...listYamlFiles(base, `${dir}${dirent.name}/`));
    else if (dirent.name.endsWith('.yaml')) found.push(`${dir}${dirent.name}`);
  }
  return found.sort();
}

/**
 * A copy of a parsed value with object keys in sorted order, so the JSON is byte-for-byte stable.
 * @param {unknown} value
 * @returns {unknown}
 */
function withSortedKeys(value) {
  if (Array.isArray(value)) return value.map(withSortedKeys);
  if (value !== null && typeof value === 'object') {
    const sorted = {};
    for (const key of Object.keys(value).sort()) sorted[key] = withSortedKeys(value[key]);
    return sorted;
  }
  return value;
}

/**
 * One line per schema error, naming the file, the entry id and the field.
 * @param {string} file
 * @param {unknown} entry
 * @param {import('ajv').ErrorObject[]} errors
 * @returns {string[]}
 */
function describeErrors(file, entry, errors) {
  const id = entry !== null && typeof entry === 'object' && typeof entry.id === 'string' ? entry.id : 'no id';
  return errors.map((error) => {
    const field = error.instancePath === '' ? '(entry)' : error.instancePath.slice(1).replaceAll('/', '.');
    const detail =
      error.keyword === 'additionalProperties'
        ? `unknown key "${error.params.additionalProperty}"`
        : error.keyword === 'required'
          ? `missing "${error.params.missingProperty}"`
          : error.message;
    return `${file} (${id}): ${field}: ${detail}`;
  });
}

/**
 * A fix must be among its own basis: `fixed_in.pr` and a workaround's `fixed_by_pr` need a `{pr: N}` basis item.
 * @param {any} entry a schema-valid entry
 * @returns {string[]} one line per problem, `field: detail`
 */
function checkFixBasis(entry) {
  const problems = [];
  const cites = (basis, pr) => basis.some((item) => item.pr === pr);
  if (entry.fixed_in?.pr !== undefined && !cites(entry.fixed_in.basis, entry.fixed_in.pr)) {
    problems.push(`fixed_in.basis: must list {pr: ${entry.fixed_in.pr}}`);
  }
  entry.workarounds.forEach((workaround, index) => {
    if (workaround.fixed_by_pr !== undefined && !cites(workaround.basis, workaround.fixed_by_pr)) {
      problems.push(`workarounds.${index}.basis: must list {pr: ${workaround.fixed_by_pr}}`);
    }
  });
  return problems;
}

/**
 * Validate the catalog and write src/generated/catalog.json = { version, commit, entries }.
 * Throws, listing every problem, when an entry is invalid.
 * @param {string} root the repository directory, with a trailing slash
 */
export function compileCatalog(root) {
  const schema = JSON.parse(readFileSync(`${root}catalog/schema.json`, 'utf8'));
  const validate = new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(schema);
  const files = listYamlFiles(root, 'catalog/');
  const problems = [];
  const entries = [];
  const fileOfId = new Map();
  for (const file of files) {
    let entry;
    try {
      entry = parse(readFileSync(`${root}${file}`, 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (!validate(entry)) {
      problems.push(...describeErrors(file, entry, validate.errors ?? []));
      continue;
    }
    const expectedId = file.slice('catalog/'.length, -'.yaml'.length);
    if (entry.id !== expectedId) problems.push(`${file} (${entry.id}): id: must equal the file path "${expectedId}"`);
    if (fileOfId.has(entry.id)) problems.push(`${file} (${entry.id}): id: duplicate of ${fileOfId.get(entry.id)}`);
    problems.push(...checkFixBasis(entry).map((problem) => `${file} (${entry.id}): ${problem}`));
    fileOfId.set(entry.id, file);
    entries.push(withSortedKeys(entry));
  }
  for (const entry of entries) {
    for (const related of entry.related?.entries ?? []) {
      if (!fileOfId.has(related)) problems.push(`${fileOfId.get(entry.id)} (${entry.id}): related.entries: unknown entry "${related}"`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid catalog:\n  ${problems.join('\n  ')}`);

  const entriesJson = JSON.stringify(entries);
  const indexPath = `${root}src/generated/source-index.json`;
  const hash = createHash('sha256').update(entriesJson);
  if (existsSync(indexPath)) hash.update(readFileSync(indexPath));
  const catalog = { version: hash.digest('hex').slice(0, 12), commit: VLLM_COMMIT, entries };
  mkdirSync(`${root}src/generated`, { recursive: true });
  writeFileSync(`${root}src/generated/catalog.json`, `${JSON.stringify(catalog, null, 2)}\n`);
  // The pure validator in src/core imports the schema from here, inside src/ where the type build looks.
  writeFileSync(`${root}src/generated/catalog-schema.json`, `${JSON.stringify(schema, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  compileCatalog(fileURLToPath(new URL('..', import.meta.url)));
}
