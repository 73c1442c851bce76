import type { Extraction } from '../../extract/extract.js';
import type { Frame } from '../../extract/types.js';
import type { Match } from '../../match/types.js';
import { type Stage } from '../../signals/code-owner.js';
/** The call the pasted frames end in: its stage and its frame. */
export interface PastedCall {
    stage: Stage;
    frame: Frame;
}
/**
 * The library call the headline error's pasted frames end in, or null when no frame near the failure says its stage,
 * or a vLLM frame (or another project's caller) shows who called the library.
 * @param primary the headline match
 * @param extraction the thread's tracebacks and lines
 */
export declare function pastedCallOf(primary: Match | undefined, extraction: Extraction): PastedCall | null;
