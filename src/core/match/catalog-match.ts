// Compiles a catalog once for matching: templates pre-compiled and bucketed by first word, frame and exception signatures.
import type { Catalog, CatalogEntry, FrameSignature, IndexRow, ModuleCapture } from '../catalog/types.js';
import { MIN_TEMPLATE_LITERAL_LENGTH, captureName, compileTemplate, looksLikePrintf } from './templates.js';
import { topLevelIndex } from './messages/placeholders.js';
import type { CompiledTemplate } from './templates.js';

export type { FrameSignature, ModuleCapture } from '../catalog/types.js';

/** One template to try: from a curated entry's signature or from a source-index row. */
export interface TemplateCandidate {
  template: CompiledTemplate;
  /** Exception class the evidence must have (`ValueError`, or dotted as printed), or null for any. */
  exception: string | null;
  /** Raising frame the evidence must have, or null. */
  frame: FrameSignature | null;
  /** A calling frame the evidence must have somewhere in its traceback, or null. */
  caller: FrameSignature | null;
  /** A capture that must name a module of one package (`vllm`), or null. */
  moduleCapture: ModuleCapture | null;
  /** Logged messages only match error lines; `logFile` is the basename their `[file.py:N]` prefix must show. */
  logOnly: boolean;
  logFile: string | null;
  entry: CatalogEntry | null;
  row: IndexRow | null;
  /** Position in the catalog, for stable tie-breaking. */
  order: number;
}

/** A signature without a template: matched by exception type and raising frame. */
export interface FrameCandidate {
  entry: CatalogEntry;
  exception: string | null;
  frame: FrameSignature | null;
  caller: FrameSignature | null;
  order: number;
}

/** Templates grouped by the first word of their text; those starting with a placeholder are tried for every message. */
export interface TemplateBuckets {
  byWord: Map<string, TemplateCandidate[]>;
  anyWord: TemplateCandidate[];
}

export interface CompiledCatalog {
  curated: TemplateBuckets;
  index: TemplateBuckets;
  frames: FrameCandidate[];
  /** The index's connector column for each file it lists (`vllm/…/v1/metrics.py` → `v1(metrics)`). */
  indexConnectorByPath: Map<string, string>;
}

const compiledCatalogs = new WeakMap<Catalog, CompiledCatalog>();

/**
 * The catalog compiled for matching, built once per catalog object.
 * @param catalog the catalog (curated entries and source index)
 */
export function compiledCatalogFor(catalog: Catalog): CompiledCatalog {
  let compiled = compiledCatalogs.get(catalog);
  if (compiled === undefined) {
    compiled = compileCatalogForMatching(catalog);
    compiledCatalogs.set(catalog, compiled);
  }
  return compiled;
}

function compileCatalogForMatching(catalog: Catalog): CompiledCatalog {
  const curated: TemplateCandidate[] = [];
  const frames: FrameCandidate[] = [];
  catalog.entries.forEach((entry) => {
    for (const signature of entry.signatures) {
      const order = curated.length + frames.length;
      if (signature.template === undefined) {
        frames.push({ entry, exception: signature.exception ?? null, frame: signature.frame ?? null, caller: signature.caller ?? null, order });
        continue;
      }
      const printf = looksLikePrintf(signature.template);
      curated.push({
        template: compileTemplate(signature.template, { printf, fstring: !printf }),
        exception: signature.exception ?? null,
        frame: signature.frame ?? null,
        caller: signature.caller ?? null,
        moduleCapture: signature.module_capture ?? null,
        // A message two connectors log alike (`Handshake with %s failed`: NIXL's and MoRIIO's) names the file whose `[file.py:N]` prefix it needs.
        logOnly: signature.log_file !== undefined,
        logFile: signature.log_file ?? null,
        entry,
        row: null,
        order,
      });
    }
  });
  // The source index (hundreds of rows) is compiled when a matcher first reaches it: the known-message test and the
  // curated matchers do not, and a run whose evidence the curated entries all explain never does.
  let indexPart: Pick<CompiledCatalog, 'index' | 'indexConnectorByPath'> | null = null;
  const compiledIndex = () => (indexPart ??= compileIndex(catalog.index));
  return {
    curated: bucketByFirstWord(curated),
    frames,
    get index() {
      return compiledIndex().index;
    },
    get indexConnectorByPath() {
      return compiledIndex().indexConnectorByPath;
    },
  };
}

function compileIndex(rows: IndexRow[]): Pick<CompiledCatalog, 'index' | 'indexConnectorByPath'> {
  const index: TemplateCandidate[] = [];
  const indexConnectorByPath = new Map<string, string>();
  rows.forEach((row, order) => {
    const candidate = indexCandidate(row, order);
    if (candidate !== null) index.push(candidate);
    if (!indexConnectorByPath.has(row.path)) indexConnectorByPath.set(row.path, row.connector);
  });
  return { index: bucketByFirstWord(index), indexConnectorByPath };
}

function indexCandidate(row: IndexRow, order: number): TemplateCandidate | null {
  if (row.message.trim() === '') return null;
  const printf = row.kind === 'log' && row.args.trim() !== '' && !row.args.startsWith('[');
  const template = compileTemplate(row.message, {
    printf,
    fstring: !printf,
    argNames: printf ? logArgumentNames(row.args) : [],
  });
  // A message that is mostly placeholders (`<expr: idx>`, `{e}`) would match unrelated text.
  if (template.literalLength < MIN_TEMPLATE_LITERAL_LENGTH) return null;
  return {
    template,
    exception: row.kind === 'raise' ? row.class : null,
    frame: null,
    caller: null,
    moduleCapture: null,
    logOnly: row.kind === 'log',
    logFile: row.kind === 'log' ? basename(row.path) : null,
    entry: null,
    row,
    order,
  };
}

/** Capture names from a logger call's arguments (`req_meta.req_id, e` → `req_meta_req_id`, `e`); keyword arguments dropped. */
export function logArgumentNames(args: string): string[] {
  const names: string[] = [];
  // Without quotes or brackets, every comma ends an argument.
  for (const part of NESTING.test(args) ? topLevelArguments(args) : args.split(',')) {
    const argument = part.trim();
    if (argument !== '' && !isKeywordArgument(argument)) names.push(captureName(argument));
  }
  return names;
}

/** A character after which a comma may stand inside an argument: a quote or a bracket. */
const NESTING = /["'()[\]{}]/;

/** The arguments of an argument list, split at its commas outside quotes and brackets. */
function topLevelArguments(args: string): string[] {
  const parts: string[] = [];
  for (let start = 0; start <= args.length;) {
    const comma = topLevelIndex(args, start, (char) => char === ',');
    parts.push(args.slice(start, comma < 0 ? args.length : comma));
    if (comma < 0) break;
    start = comma + 1;
  }
  return parts;
}

/** A keyword argument's name: ASCII letters, digits and underscores. */
const KEYWORD = /^[A-Za-z0-9_]+$/;

function isKeywordArgument(argument: string): boolean {
  const equals = argument.indexOf('=');
  if (equals <= 0 || argument[equals + 1] === '=') return false;
  return KEYWORD.test(argument.slice(0, equals).trim());
}

function bucketByFirstWord(candidates: TemplateCandidate[]): TemplateBuckets {
  const byWord = new Map<string, TemplateCandidate[]>();
  const anyWord: TemplateCandidate[] = [];
  for (const candidate of candidates) {
    const word = candidate.template.firstWord;
    if (word === null) {
      anyWord.push(candidate);
      continue;
    }
    const bucket = byWord.get(word);
    if (bucket === undefined) byWord.set(word, [candidate]);
    else bucket.push(candidate);
  }
  return { byWord, anyWord };
}

/** The last path segment (`a/b/c.py` → `c.py`). */
export function basename(path: string): string {
  const normalised = path.replaceAll('\\', '/');
  return normalised.slice(normalised.lastIndexOf('/') + 1);
}
