// The built-in catalog: curated entries and the source index, compiled at build time into the bundle.
import compiled from '../../generated/catalog.json' with { type: 'json' };
import sourceIndex from '../../generated/source-index.json' with { type: 'json' };
import type { Catalog, CatalogEntry, IndexRow } from './types.js';

let cached: Catalog | null = null;

/** The catalog shipped with this build (validated by src/cli/catalog/compile-catalog.ts before it was written). */
export function defaultCatalog(): Catalog {
  cached ??= {
    version: compiled.version,
    commit: compiled.commit,
    entries: compiled.entries as CatalogEntry[],
    index: sourceIndex.rows as IndexRow[],
    pullRequests: compiled.pullRequests,
  };
  return cached;
}
