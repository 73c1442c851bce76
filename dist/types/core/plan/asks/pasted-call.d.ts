import type { CatalogEntry } from '../../catalog/types.js';
import type { Extraction } from '../../extract/extract.js';
import type { Frame } from '../../extract/types.js';
import type { Match } from '../../match/types.js';
import { type Stage } from '../../signals/code-owner.js';
/** How many innermost frames may say the stage (an outer frame's name does not say where it failed). */
export declare const NEAR_FAILURE = 3;
/** The call the pasted frames end in: its stage and its frame. */
export interface PastedCall {
    stage: Stage;
    frame: Frame;
}
/**
 * The stage the frames near the headline error's failure say (`register_kv_caches`: registration), from its own
 * traceback or the frames pasted just under its line, or null when none says one.
 * @param primary the headline match
 * @param extraction the thread's tracebacks and lines
 */
export declare function failureStageOf(primary: Match | undefined, extraction: Extraction): Stage | null;
/**
 * The actions of an entry that are for other stages than the one the frames near the failure say (`when_stage`), by
 * their text: left out as the thread's frames answer them.
 * @param entry the headline's curated entry, if any
 * @param stage the stage near the failure (`failureStageOf`), or null
 */
export declare function actionsOffStage(entry: CatalogEntry | undefined, stage: Stage | null): string[];
/**
 * The library call the headline error's pasted frames end in, or null when no frame near the failure says its stage,
 * or a vLLM frame (or another project's caller) shows who called the library.
 * @param primary the headline match
 * @param extraction the thread's tracebacks and lines
 */
export declare function pastedCallOf(primary: Match | undefined, extraction: Extraction): PastedCall | null;
