// The link check: every vLLM file the catalog links at a ref (an entry's source, a basis line) must exist at that ref; pure.
import { type CatalogEntry, isMovingRef } from '../../core/index.js';
import { listBasis } from './basis-check.js';

/** One file the catalog links at one ref, and who links it. */
export interface CatalogLink {
  /** The commit or ref of the link (the catalog's commit unless the entry or basis names another). */
  ref: string;
  path: string;
  /** `entry-id source`, `entry-id explanation[1]`, … */
  usedBy: string[];
}

/** Whether a file exists at a ref: true, false, or null when it cannot be told here (no history for that ref). */
export type FileAtRef = (ref: string, path: string) => boolean | null;

/** What the link check found. */
export interface LinkCheck {
  ok: CatalogLink[];
  missing: CatalogLink[];
  /** Links at a ref this check cannot read (a moving branch such as `main`, or no git history given). */
  unchecked: { link: CatalogLink; why: string }[];
}

/**
 * Every (ref, file) the catalog links: each entry's `source` (at `source.ref` or its commit) and each `source` basis
 * item (at its `commit` or the catalog's).
 * @param entries the curated entries
 * @param commit the catalog's vLLM commit
 */
export function listCatalogLinks(entries: CatalogEntry[], commit: string): CatalogLink[] {
  const links = new Map<string, CatalogLink>();
  const add = (ref: string, path: string, usedBy: string): void => {
    const key = `${ref}\u0000${path}`;
    const link = links.get(key) ?? { ref, path, usedBy: [] };
    if (!link.usedBy.includes(usedBy)) link.usedBy.push(usedBy);
    links.set(key, link);
  };
  for (const entry of entries) add(entry.source.ref ?? entry.source.commit, entry.source.path, `${entry.id} source`);
  for (const use of listBasis(entries)) {
    if ('source' in use.item) add(use.item.source.commit ?? commit, use.item.source.path, `${use.entry} ${use.field}`);
  }
  return [...links.values()].sort((left, right) => left.ref.localeCompare(right.ref) || left.path.localeCompare(right.path));
}

/**
 * Check each link with `exists`.
 * @param links the links to check
 * @param exists whether a file exists at a ref (null: cannot tell)
 */
export function checkLinks(links: CatalogLink[], exists: FileAtRef): LinkCheck {
  const result: LinkCheck = { ok: [], missing: [], unchecked: [] };
  for (const link of links) {
    // A branch: the file behind such a link changes with time, so no check at one moment says it holds.
    if (isMovingRef(link.ref)) {
      result.unchecked.push({ link, why: `\`${link.ref}\` is a branch, not a fixed ref` });
      continue;
    }
    const found = exists(link.ref, link.path);
    if (found === null) result.unchecked.push({ link, why: `no history for ${link.ref.slice(0, 10)} (pass --vllm-git)` });
    else (found ? result.ok : result.missing).push(link);
  }
  return result;
}
