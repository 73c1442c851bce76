import type { Catalog } from './types.js';
/** The catalog shipped with this build (validated by scripts/compile-catalog.mjs before it was written). */
export declare function defaultCatalog(): Catalog;
