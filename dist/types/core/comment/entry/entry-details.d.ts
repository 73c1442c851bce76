import type { CatalogEntry, Workaround } from '../../catalog/types.js';
import { type ActionsDone } from './open-actions.js';
/**
 * The folded details for a curated entry: when it happens, the rest of the explanation, where vLLM
 * raises it, and related issues and pull requests.
 * @param entry the curated entry
 * @param open its workarounds still open on this thread (`openWorkarounds`)
 * @param version the reporter's vLLM version, or null
 * @param issueNumber the triaged issue, left out of the related issues
 * @param done what the thread already did
 * @param releaseRef the reporter's release tag, or null when their version is not a plain release
 */
export declare function renderEntryDetails(entry: CatalogEntry, open: Workaround[], version: string | null, issueNumber?: number | null, done?: ActionsDone, releaseRef?: string | null, reporterFrame?: {
    path: string;
    line: number | null;
} | null): string;
