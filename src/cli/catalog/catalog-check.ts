// Compares the shipped source index and the curated entries' templates with a fresh index of a vLLM checkout.
import { type CatalogEntry, INDEXED_FOLDER, type IndexRow } from '../../core/index.js';

/** ok: same file and line; moved: same message, other line or file; changed: its function now says something else; vanished: gone. */
export type SiteStatus = 'ok' | 'moved' | 'changed' | 'vanished' | 'unchecked';

export interface SiteCheck {
  /** `entry` for a curated entry's template, `index` for a source-index row. */
  kind: 'entry' | 'index';
  /** The entry id, or `path:line` of the index row. */
  subject: string;
  status: SiteStatus;
  path: string;
  function: string;
  template: string;
  line: number;
  /** Where the message is now (moved, ok), or the line of the reworded site (changed). */
  newPath: string | null;
  newLine: number | null;
  /** The template the site has now (changed). */
  newTemplate: string | null;
  /** An entry whose code is not at the catalog's commit (`source.ref`): reported, never failing. */
  sourceRef?: string | null;
  /** Why a site was not checked. */
  note?: string;
}

export interface CheckReport {
  sites: SiteCheck[];
  /** Rows of the fresh index under the indexed folder that no shipped row accounts for (new sites). */
  added: IndexRow[];
  /** True when a message changed or vanished. */
  failed: boolean;
}

/** A site to look for: a template expected at a path, in a function, near a line. */
interface Expected {
  kind: 'entry' | 'index';
  subject: string;
  path: string;
  function: string;
  template: string;
  line: number;
  /** raise/log and class, when known (index rows). */
  rowKind: IndexRow['kind'] | null;
  rowClass: string | null;
}

const sameFunction = (rowFunction: string, expected: string): boolean =>
  rowFunction === expected || rowFunction.endsWith(`.${expected}`) || expected.endsWith(`.${rowFunction}`);

const sameShape = (row: IndexRow, expected: Expected): boolean =>
  (expected.rowKind === null || row.kind === expected.rowKind) && (expected.rowClass === null || row.class === expected.rowClass);

/** The candidate nearest to `line`, preferring the same function. */
function nearest(candidates: IndexRow[], expected: Expected): IndexRow | null {
  let best: IndexRow | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const row of candidates) {
    const score = Math.abs(row.line - expected.line) + (sameFunction(row.function, expected.function) ? 0 : 1_000_000);
    if (score < bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

/** Decide one site's status against the fresh rows; `unused` holds rows no earlier site claimed (index rows claim one-to-one). */
function checkSite(expected: Expected, fresh: IndexRow[], unused: Set<IndexRow>, claim: boolean): SiteCheck {
  const result = (status: SiteStatus, row: IndexRow | null, newTemplate: string | null = null): SiteCheck => {
    if (claim && row !== null) unused.delete(row);
    return {
      kind: expected.kind,
      subject: expected.subject,
      status,
      path: expected.path,
      function: expected.function,
      template: expected.template,
      line: expected.line,
      newPath: row?.path ?? null,
      newLine: row?.line ?? null,
      newTemplate,
    };
  };
  const pool = claim ? fresh.filter((row) => unused.has(row)) : fresh;
  const sameMessage = pool.filter((row) => row.message === expected.template && sameShape(row, expected));
  const inFile = nearest(sameMessage.filter((row) => row.path === expected.path), expected);
  if (inFile !== null) return result(inFile.line === expected.line ? 'ok' : 'moved', inFile);
  const elsewhere = nearest(sameMessage, expected);
  if (elsewhere !== null) return result('moved', elsewhere);
  const reworded = nearest(
    pool.filter((row) => row.path === expected.path && sameFunction(row.function, expected.function) && sameShape(row, expected)),
    expected,
  );
  if (reworded !== null) return result('changed', reworded, reworded.message);
  return result('vanished', null);
}

/**
 * Check every shipped index row and every curated template against a fresh index of a checkout.
 * Index rows are paired one-to-one in file order, so a message that appears twice and loses one
 * copy shows as vanished; entries may share a row with the index.
 * @param shipped the source index the package ships
 * @param entries the curated catalog entries
 * @param fresh the index of the checkout, including the entries' files outside the indexed folder
 */
export function checkAgainstSource(shipped: IndexRow[], entries: CatalogEntry[], fresh: IndexRow[]): CheckReport {
  const unused = new Set(fresh);
  const sites: SiteCheck[] = [];
  // Exact positions first, so a moved copy of a repeated message cannot take another copy's place.
  const expectedRows: Expected[] = shipped.map((row) => ({
    kind: 'index',
    subject: `${row.path}:${row.line}`,
    path: row.path,
    function: row.function,
    template: row.message,
    line: row.line,
    rowKind: row.kind,
    rowClass: row.class,
  }));
  const exact = new Map<Expected, IndexRow>();
  for (const expected of expectedRows) {
    const row = fresh.find((candidate) => unused.has(candidate) && candidate.path === expected.path && candidate.line === expected.line && candidate.message === expected.template && sameShape(candidate, expected));
    if (row !== undefined) {
      unused.delete(row);
      exact.set(expected, row);
    }
  }
  for (const expected of expectedRows) {
    const row = exact.get(expected);
    sites.push(row !== undefined
      ? { kind: 'index', subject: expected.subject, status: 'ok', path: expected.path, function: expected.function, template: expected.template, line: expected.line, newPath: row.path, newLine: row.line, newTemplate: null }
      : checkSite(expected, fresh, unused, true));
  }
  const added = fresh.filter((row) => unused.has(row) && row.path.startsWith(`${INDEXED_FOLDER}/`));
  for (const entry of entries) sites.push(...checkEntry(entry, fresh));
  const failing = (site: SiteCheck): boolean => (site.status === 'changed' || site.status === 'vanished') && !site.sourceRef;
  return { sites, added, failed: sites.some(failing) };
}

/** A template of an entry that the index cannot check, with why. */
function uncheckedSite(entry: CatalogEntry, template: string, line: number, sourceRef: string | null, note: string): SiteCheck {
  return {
    kind: 'entry',
    subject: entry.id,
    path: entry.source.path,
    function: entry.source.function,
    line,
    template,
    status: 'unchecked',
    newPath: null,
    newLine: null,
    newTemplate: null,
    sourceRef,
    note,
  };
}

/**
 * The template signatures of one entry, each checked. An entry without a template, or without a
 * recorded line (the message comes from a library, not from vLLM), is `unchecked`. When one of the
 * entry's templates sits at its recorded line, its other templates (the log line before a raise,
 * an import warning) count as ok wherever they are in the file.
 */
function checkEntry(entry: CatalogEntry, fresh: IndexRow[]): SiteCheck[] {
  // An assert's message is not a raise or log statement: the indexer does not read it, its basis lines hold it.
  const asserts = entry.signatures.filter((signature) => signature.ref === undefined && signature.exception === 'AssertionError' && signature.template !== undefined);
  const assertSites = asserts.map((signature) =>
    uncheckedSite(entry, signature.template ?? '', entry.source.line, entry.source.ref ?? null, "an assert's message (the index holds raise and log statements): checked through the entry's basis lines"),
  );
  const templates = entry.signatures
    .filter((signature) => signature.ref === undefined && !asserts.includes(signature))
    .map((signature) => signature.template)
    .filter((template): template is string => typeof template === 'string');
  // An older wording is read at its own commit, not at the catalog's: reported, never looked for here.
  const older = entry.signatures.filter((signature) => signature.ref !== undefined && signature.template !== undefined);
  const olderSites = older.map((signature) => uncheckedSite(entry, signature.template ?? '', 0, null, `an older wording, read at ${(signature.ref ?? '').slice(0, 10)}`));
  const base = { kind: 'entry' as const, subject: entry.id, path: entry.source.path, function: entry.source.function, line: entry.source.line, rowKind: null, rowClass: null };
  const sourceRef = entry.source.ref ?? null;
  if (templates.length === 0 && assertSites.length > 0) return [...assertSites, ...olderSites];
  if (templates.length === 0 || entry.source.line <= 0) {
    const elsewhere = entry.source.raised_in;
    const reason =
      templates.length === 0
        ? 'no message template to look for (frame signature)'
        : elsewhere !== undefined
          ? `raised in ${elsewhere.project} (${elsewhere.repository}): see the other projects' raise sites`
          : 'no source line recorded for this message';
    return [{ ...base, template: templates[0] ?? '', status: 'unchecked', newPath: null, newLine: null, newTemplate: null, sourceRef, note: reason }, ...assertSites, ...olderSites];
  }
  const checks = templates.map((template) => checkSite({ ...base, template }, fresh, new Set(fresh), false));
  const anchored = checks.some((site) => site.status === 'ok');
  return [
    ...checks.map((site) => ({
      ...site,
      status: anchored && site.status === 'moved' && site.newPath === site.path ? ('ok' as const) : site.status,
      sourceRef,
    })),
    ...assertSites,
    ...olderSites,
  ];
}

/**
 * Paths of the entries' sources that lie outside `indexedFolder`: the indexer must read them too.
 * @param entries the curated entries
 * @param indexedFolder the folder the index covers (`vllm/distributed/kv_transfer`)
 */
export function entryFilesOutside(entries: CatalogEntry[], indexedFolder: string): string[] {
  const outside = entries.map((entry) => entry.source.path).filter((path) => !path.startsWith(`${indexedFolder}/`));
  return [...new Set(outside)].sort();
}
