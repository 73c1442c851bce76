// The one catalog validator, used by the build (compile-catalog.ts) and the tests: catalog/schema.json plus what a schema cannot say.
import AjvModule from 'ajv';
import type { ErrorObject } from 'ajv';
import schema from '../../../catalog/schema.json' with { type: 'json' };
import { type BasisItem, type CatalogEntry, compileTemplate, looksLikePrintf, MIN_TEMPLATE_LITERAL_LENGTH } from '../../core/index.js';

/** The result of validating a list of catalog entries. */
export interface CatalogValidation {
  /** One message per problem, naming the file, the entry id and the field. */
  errors: string[];
  /** The entries, narrowed, when there are no errors; empty otherwise. */
  entries: CatalogEntry[];
}

const Ajv = AjvModule.default;
let compiledSchema: ReturnType<InstanceType<typeof Ajv>['compile']> | null = null;

function schemaValidator(): ReturnType<InstanceType<typeof Ajv>['compile']> {
  compiledSchema ??= new Ajv({ allErrors: true, strict: true, strictRequired: false }).compile(schema);
  return compiledSchema;
}

/**
 * Validate parsed catalog entries: the JSON Schema (unknown keys rejected), unique ids, ids that match
 * their file, known related entries, compilable templates and examples present.
 * @param entries the parsed YAML documents, one per entry
 * @param files where each entry came from (`catalog/mooncake-store/x.yaml`), parallel to `entries`; optional
 */
export function validateCatalogEntries(entries: unknown[], files: string[] = []): CatalogValidation {
  const errors: string[] = [];
  const valid: CatalogEntry[] = [];
  const validate = schemaValidator();
  entries.forEach((entry, position) => {
    const file = files[position] ?? `entry #${position + 1}`;
    const id = idOf(entry);
    if (!validate(entry)) {
      for (const error of validate.errors ?? []) errors.push(`${file} (${id}): ${describeSchemaError(error)}`);
      return;
    }
    const narrowed = entry as CatalogEntry;
    const expectedId = idFromFile(files[position]);
    if (expectedId !== null && expectedId !== narrowed.id) {
      errors.push(`${file} (${id}): id: must equal the file path under catalog/ ("${expectedId}")`);
    }
    errors.push(...checkSignatures(narrowed).map((problem) => `${file} (${id}): ${problem}`));
    valid.push(narrowed);
  });
  errors.push(...checkAcrossEntries(valid, files));
  return { errors, entries: errors.length === 0 ? valid : [] };
}

function checkSignatures(entry: CatalogEntry): string[] {
  const problems: string[] = [];
  entry.signatures.forEach((signature, index) => {
    const field = `signatures[${index}]`;
    if (signature.template !== undefined) {
      const compiled = compileTemplate(signature.template, { printf: looksLikePrintf(signature.template) });
      if (compiled.literalLength < MIN_TEMPLATE_LITERAL_LENGTH) {
        problems.push(`${field}.template: needs at least ${MIN_TEMPLATE_LITERAL_LENGTH} literal characters`);
      }
    } else if (signature.frame === undefined && signature.caller === undefined && signature.exception !== undefined && !signature.exception.includes('.')) {
      problems.push(`${field}: an exception alone must be a dotted type (\`nixl._bindings.nixlBackendError\`); add a template, a frame or a caller`);
    }
  });
  // A fix must be among its own basis.
  const cites = (basis: BasisItem[] | undefined, pr: number): boolean => (basis ?? []).some((item) => 'pr' in item && item.pr === pr);
  if (entry.fixed_in?.pr !== undefined && !cites(entry.fixed_in.basis, entry.fixed_in.pr)) {
    problems.push(`fixed_in.basis: must list {pr: ${entry.fixed_in.pr}}`);
  }
  entry.workarounds.forEach((workaround, index) => {
    if (workaround.fixed_by_pr !== undefined && !cites(workaround.basis, workaround.fixed_by_pr)) {
      problems.push(`workarounds.${index}.basis: must list {pr: ${workaround.fixed_by_pr}}`);
    }
  });
  entry.asks.forEach((ask, index) => {
    for (const detector of ask.satisfied_by) {
      if (detector.kind === 'lifecycle' && !templatesCapture(entry, detector.capture)) {
        problems.push(`asks[${index}].satisfied_by: no template of this entry captures "${detector.capture}"`);
      }
    }
  });
  return problems;
}

function templatesCapture(entry: CatalogEntry, capture: string): boolean {
  return entry.signatures.some(
    (signature) =>
      signature.template !== undefined &&
      compileTemplate(signature.template, { printf: looksLikePrintf(signature.template) }).names.includes(capture),
  );
}

function checkAcrossEntries(entries: CatalogEntry[], files: string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  entries.forEach((entry, position) => {
    const first = seen.get(entry.id);
    if (first !== undefined) {
      problems.push(`${files[position] ?? entry.id} (${entry.id}): id: duplicate of ${files[first] ?? 'an earlier entry'}`);
    } else {
      seen.set(entry.id, position);
    }
  });
  for (const entry of entries) {
    for (const related of entry.related?.entries ?? []) {
      if (!seen.has(related)) problems.push(`${entry.id} (${entry.id}): related.entries: unknown entry "${related}"`);
    }
  }
  return problems;
}

function describeSchemaError(error: ErrorObject): string {
  const field = error.instancePath === '' ? '(entry)' : error.instancePath.slice(1).replaceAll('/', '.');
  if (error.keyword === 'additionalProperties') {
    const key = String((error.params as { additionalProperty?: unknown }).additionalProperty);
    return `${field}: unknown key "${key}"`;
  }
  if (error.keyword === 'required') {
    const key = String((error.params as { missingProperty?: unknown }).missingProperty);
    return `${field === '(entry)' ? key : `${field}.${key}`}: is required`;
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `${field}: must be one of ${allowed.map(String).join(', ')}`;
  }
  return `${field}: ${error.message ?? 'is invalid'}`;
}

function idOf(entry: unknown): string {
  if (typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string') return entry.id;
  return 'no id';
}

/** `catalog/mooncake-store/x.yaml` → `mooncake-store/x`; null when no file is known. */
function idFromFile(file: string | undefined): string | null {
  if (file === undefined) return null;
  const start = file.lastIndexOf('catalog/');
  const relative = start >= 0 ? file.slice(start + 'catalog/'.length) : file;
  return relative.endsWith('.yaml') ? relative.slice(0, -'.yaml'.length) : relative;
}
