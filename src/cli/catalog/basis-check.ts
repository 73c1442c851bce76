// Checks the basis of every catalog claim: each claim has one, and each source line still holds the text it expects; pure.
import type { BasisItem, CatalogEntry, Claim } from '../../core/index.js';

/**
 * Reads one line of vLLM's repository: 1-based `line` of `path` at the catalog's commit, or at `commit`
 * when the basis names one. Returns undefined when the file or the line does not exist.
 */
export type SourceLineReader = (path: string, line: number, commit?: string) => string | undefined;

/** One basis item and where it sits. */
export interface BasisUse {
  entry: string;
  /** `explanation[0]`, `triggers[2]`, `workarounds[1]`, `fixed_in`. */
  field: string;
  item: BasisItem;
}

/** Something wrong with a claim's basis. */
export interface BasisProblem {
  entry: string;
  field: string;
  /** `path:line` (with `@commit` when the basis names one), or '' when the claim has no basis at all. */
  location: string;
  /** The text the basis expects on that line, or `a basis` for a claim without one. */
  expected: string;
  /** The line as read, or null when there is no such line (or no basis). */
  found: string | null;
}

/** Every claim of an entry that needs a basis, with its field name. */
function claimsOf(entry: CatalogEntry): { field: string; basis: BasisItem[] | undefined }[] {
  const claims: { field: string; basis: BasisItem[] | undefined }[] = [];
  const explanation: (Claim | string)[] = typeof entry.explanation === 'string' ? [entry.explanation] : entry.explanation;
  explanation.forEach((paragraph, index) => claims.push({ field: `explanation[${index}]`, basis: basisOf(paragraph) }));
  entry.triggers.forEach((trigger, index) => claims.push({ field: `triggers[${index}]`, basis: basisOf(trigger) }));
  entry.workarounds.forEach((workaround, index) => claims.push({ field: `workarounds[${index}]`, basis: workaround.basis }));
  (entry.codes ?? []).forEach((code, index) => claims.push({ field: `codes[${index}]`, basis: code.basis }));
  if (entry.fixed_in !== undefined) claims.push({ field: 'fixed_in', basis: entry.fixed_in.basis });
  return claims;
}

function basisOf(claim: Claim | string): BasisItem[] | undefined {
  return typeof claim === 'string' ? undefined : claim.basis;
}

/** Every basis item of the entries, in catalog order. */
export function listBasis(entries: CatalogEntry[]): BasisUse[] {
  return entries.flatMap((entry) =>
    claimsOf(entry).flatMap(({ field, basis }) => (basis ?? []).map((item) => ({ entry: entry.id, field, item }))),
  );
}

/**
 * The problems with the entries' basis: a claim (explanation paragraph, trigger, workaround, fixed_in)
 * without a basis, and a `source` basis whose line is missing or no longer contains its `expect` text.
 * `pr` and `docs` items are not checked here (they need the network).
 * @param entries catalog entries
 * @param readSourceLine reads a line of vLLM's source (at the catalog's commit unless a commit is given)
 */
export function checkBasis(entries: CatalogEntry[], readSourceLine: SourceLineReader): BasisProblem[] {
  const problems: BasisProblem[] = [];
  for (const entry of entries) {
    for (const { field, basis } of claimsOf(entry)) {
      if (basis === undefined || basis.length === 0) {
        problems.push({ entry: entry.id, field, location: '', expected: 'a basis', found: null });
        continue;
      }
      for (const item of basis) {
        if (!('source' in item)) continue;
        const { path, line, expect, commit } = item.source;
        const found = readSourceLine(path, line, commit);
        if (found !== undefined && found.includes(expect)) continue;
        const location = `${path}:${line}${commit === undefined ? '' : `@${commit}`}`;
        problems.push({ entry: entry.id, field, location, expected: expect, found: found ?? null });
      }
    }
  }
  return problems;
}
