import type { CatalogEntry, Claim } from './types.js';
/** The markdown of one claim. */
export declare function claimText(claim: Claim | string): string;
/** An entry's whole explanation as markdown: its paragraphs joined with a blank line. */
export declare function explanationText(entry: Pick<CatalogEntry, 'explanation'>): string;
/**
 * The entries as a thread on this platform reads them: on an NVIDIA GPU, the claims only about ROCm are left out
 * (an entry without such claims is returned as it is).
 * @param entries the catalog's entries
 * @param platform the platform the thread shows, or null
 */
export declare function entriesForPlatform(entries: CatalogEntry[], platform: 'nvidia' | 'rocm' | null): CatalogEntry[];
/** `_In builds that contain PR #N:_ ` / `_In builds without PR #N:_ ` for a claim that holds for some builds only; '' otherwise. */
export declare function rangeLead(claim: Claim | string): string;
