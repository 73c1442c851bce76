import type { CatalogEntry, Claim } from './types.js';
/** The markdown of one claim. */
export declare function claimText(claim: Claim | string): string;
/** An entry's whole explanation as markdown: its paragraphs joined with a blank line. */
export declare function explanationText(entry: Pick<CatalogEntry, 'explanation'>): string;
