import type { Catalog, CatalogEntry } from './types.js';
/**
 * The curated entries of a catalog by their id.
 * @param catalog the catalog
 */
export declare function entriesById(catalog: Catalog): Map<string, CatalogEntry>;
