import type { CatalogEntry } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
/** The request id a match names, if any (user text: render it with inlineCode); a placeholder is none. */
export declare function requestIdOf(match: Match): string | null;
/** Seen in the title alone: `true` (no text log, a screenshot), `'log-cut'` (a text log that stops before the exception line), or `false`. */
export type TitleOnly = boolean | 'log-cut';
/** Confidence in plain words, never contradicted further down. */
export declare function confidenceWords(match: Match, entry?: CatalogEntry, titleOnly?: TitleOnly): string;
/** Line 1: what was recognised, where, for which request, and how sure, in one sentence. */
export declare function renderEntryHeadline(entry: CatalogEntry, match: Match, selfIssue?: number | null, titleOnly?: TitleOnly, raisedIn?: string): string;
/**
 * The headline with whose logger printed the line (the owner table's logger rows): the LMCache package's module, or
 * LMCache-Ascend's, which hold the same message as vLLM's copy.
 */
export declare function withPrinter(headline: string, logger: string): string;
