import type { CatalogEntry, Workaround } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
import { type ActionsDone } from './open-actions.js';
/**
 * The on-screen part for a curated entry: the headline (line 1), what the reporter's log shows (line 2, when
 * there is anything), and at most three actions in order, version-aware. The explanation, the triggers and any
 * last-resort patch are folded into the details.
 * @param entry the curated entry
 * @param open its workarounds still open on this thread (`openWorkarounds`)
 * @param match its match in this issue
 * @param version the reporter's vLLM version, or null
 * @param logShows the one-line summary of the thread's evidence, or '' when it shows nothing yet
 */
export declare function renderEntryEssentials(entry: CatalogEntry, open: Workaround[], match: Match, version: string | null, logShows?: string, done?: ActionsDone, threadSays?: string): string;
