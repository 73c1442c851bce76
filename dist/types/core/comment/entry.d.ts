import type { CatalogEntry } from '../catalog/types.js';
import type { Match } from '../match/types.js';
/** The request id a match names, if any (user text: render it with inlineCode). */
export declare function requestIdOf(match: Match): string | null;
/** Confidence in plain words. */
export declare function confidenceWords(match: Match): string;
/**
 * The on-screen start of an explanation (its first paragraph, or its first sentences when that
 * paragraph is long), and the rest, which is folded.
 * @param explanation catalog markdown
 */
export declare function splitExplanation(explanation: string): {
    first: string;
    rest: string;
};
/**
 * Turn bare `#NNNN` references in catalog prose into full vLLM links, so they never point at an
 * issue of the repository the bot runs in. Code spans are left alone.
 * @param text catalog markdown (our own text, not user text)
 */
export declare function linkVllmReferences(text: string): string;
/** The headline: what was recognised, for which request, how sure. */
export declare function renderEntryHeadline(entry: CatalogEntry, match: Match): string;
/**
 * The on-screen part for a curated entry: headline, first paragraph of the explanation, workarounds
 * in order (version-aware), and the entry's fix status. Triggers are folded into the details, so the
 * essentials fit one screen.
 * @param entry the curated entry
 * @param match its match in this issue
 * @param version the reporter's vLLM version, or null
 */
export declare function renderEntryEssentials(entry: CatalogEntry, match: Match, version: string | null): string;
/**
 * The folded details for a curated entry: when it happens, the rest of the explanation, where vLLM
 * raises it, and related issues and pull requests.
 * @param entry the curated entry
 * @param version the reporter's vLLM version, or null
 */
export declare function renderEntryDetails(entry: CatalogEntry, version: string | null): string;
