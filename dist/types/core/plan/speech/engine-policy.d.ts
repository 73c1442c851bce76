import type { CatalogEntry } from '../../catalog/types.js';
import type { Extraction } from '../../extract/extract.js';
import type { Match } from '../../match/types.js';
import { type EngineShown } from '../../signals/whose/other-engine.js';
import type { AskStatus } from '../types.js';
/** A library that raises its own errors whatever engine calls it, with its tracker. */
export interface Library {
    project: 'nixl' | 'mooncake' | 'lmcache';
    name: string;
    repository: string;
}
/** The library that raises a curated entry's error (its raise site elsewhere, or the words of `raised_by`), or null for vLLM's own. */
export declare function libraryOf(entry: CatalogEntry | undefined): Library | null;
/** Another engine's thread with no vLLM in it, and the library whose own error may still be explained there. */
export interface OtherEngineThread {
    engine: EngineShown;
    /** The library that raises the headline entry's error, or null: then the bot is silent. */
    library: Library | null;
}
/**
 * The other engine the thread runs when nothing in it shows vLLM, or null (vLLM shown, or no other engine shown).
 * @param extraction the thread
 * @param vllmVersion the vLLM version read from it, or null
 * @param repository the repository, when known
 * @param headline the headline match and its curated entry, if any
 */
export declare function otherEngineThread(extraction: Extraction, vllmVersion: string | null, repository: string | undefined, headline: {
    match: Match | undefined;
    entry: CatalogEntry | undefined;
}): OtherEngineThread | null;
/**
 * The asks that fit another engine's thread: none that only vLLM answers, and none that asks about vLLM by name (an
 * ask that only says its code is "not vLLM's" stays).
 * @param asks the decided asks
 * @param entries the catalog's entries, for each ask's detectors
 */
export declare function asksWithoutVllm(asks: AskStatus[], entries: Map<string, CatalogEntry>): AskStatus[];
