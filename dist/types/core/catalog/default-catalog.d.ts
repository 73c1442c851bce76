import type { Catalog } from './types.js';
/** The catalog shipped with this build (validated by src/cli/catalog/compile-catalog.ts before it was written). */
export declare function defaultCatalog(): Catalog;
