import type { BlockList, ErrorLine, Traceback } from '../extract/types.js';
import { type FailureSignal } from '../signals/failure.js';
import type { ConnectorEvidence } from './types.js';
/**
 * Where the failure is: `elsewhere` (known: a whole traceback raised outside connector code), `failure` (shown, and its
 * place not known to be elsewhere: a cut traceback, a log fragment, an error line or prose), or `none` shown.
 */
export type FailurePlace = 'failure' | 'elsewhere' | 'none';
export interface FailureStage {
    place: FailurePlace;
    /** Why the failure is elsewhere (`out of memory at model load`, `a router or proxy: …/proxy_server.py`), or null. */
    why: string | null;
}
/**
 * Where the failure is (DESIGN §2, connectors): elsewhere only when the last traceback is whole, has no connector in it
 * (no frame of a connector's code or hooks) and was raised outside connector code; or, without one, when the visible
 * exceptions' own words (or, with none, the reporter's) name a cause that is not a connector. Otherwise a cut traceback,
 * a log fragment or an error line leave the place not known (`failure`). `none` when nothing shows a failure (no crash, no
 * error, no corrupted or slow output, in English or a language logs get translated into).
 * @param failure what the thread shows of a failure
 * @param thread the tracebacks, error lines and prose blocks
 * @param connectors the connectors seen, whose transport may be the failure's cause (P2P NCCL under an NCCL error)
 */
export declare function readFailureStage(failure: FailureSignal, thread: {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
    blocks: BlockList;
}, connectors?: ConnectorEvidence[]): FailureStage;
