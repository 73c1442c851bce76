// A catalog's curated entries by id, built once per catalog object (a catalog is data that is never changed).
import type { Catalog, CatalogEntry } from './types.js';

const byCatalog = new WeakMap<Catalog, Map<string, CatalogEntry>>();

/**
 * The curated entries of a catalog by their id.
 * @param catalog the catalog
 */
export function entriesById(catalog: Catalog): Map<string, CatalogEntry> {
  let entries = byCatalog.get(catalog);
  if (entries === undefined) {
    entries = new Map(catalog.entries.map((entry) => [entry.id, entry]));
    byCatalog.set(catalog, entries);
  }
  return entries;
}
