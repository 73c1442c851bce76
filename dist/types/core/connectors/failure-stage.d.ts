import type { Block, ErrorLine, Traceback } from '../extract/types.js';
import { type FailureSignal } from '../signals/failure.js';
/** Where the failure is: `failure` (shown, and nothing puts it outside a connector's stage), `elsewhere`, or `none` shown. */
export type FailurePlace = 'failure' | 'elsewhere' | 'none';
export interface FailureStage {
    place: FailurePlace;
    /** Why the failure is elsewhere (`out of memory at model load`, `a router or proxy: …/proxy_server.py`), or null. */
    why: string | null;
}
/**
 * Where the failure is: elsewhere when another cause explains it, a whole traceback ends in code of no connector, or
 * it ends in a router or proxy; `none` when nothing shows a failure (no crash, no error, no corrupted or slow output, in
 * English or a language logs get translated into); otherwise `failure`.
 * @param failure what the thread shows of a failure
 * @param thread the tracebacks, error lines and prose blocks
 */
export declare function readFailureStage(failure: FailureSignal, thread: {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
    blocks: Block[];
}): FailureStage;
