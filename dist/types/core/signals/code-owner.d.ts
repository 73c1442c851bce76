import type { Frame, Traceback } from '../extract/types.js';
import { type OwnerKind } from './whose/owner-table.js';
/**
 * A third project's frame in the thread's other tracebacks, when the failing traceback shows no caller. `cleanup`:
 * that traceback is Python's report of an error in a finaliser (its outermost frame is a `__del__`), and
 * `missingAttribute`: its error is an `AttributeError` for an attribute the object never got; `after`: it comes after
 * the failing traceback in the same text.
 * @param owner the failing code's owner
 * @param others the thread's other tracebacks (evidence only)
 * @param failing the failing traceback's place
 */
export declare function thirdProjectNearby(owner: CodeOwner, others: Pick<Traceback, 'frames' | 'exception' | 'line' | 'source'>[], failing?: Pick<Traceback, 'line' | 'source'>): NearbyOwner | null;
export { forkNamesVersion, forkOf, ownerOfFile, ownerOfFrame, type OwnerKind } from './whose/owner-table.js';
/** A third project's frame in the thread's other tracebacks (`thirdProjectNearby`), and what that traceback is. */
export interface NearbyOwner {
    kind: OwnerKind;
    frame: Frame;
    /** Python's report of an error in a finaliser (the traceback's outermost frame is a `__del__`). */
    cleanup: boolean;
    /** Its error is an `AttributeError` for an attribute the object never got. */
    missingAttribute: boolean;
    /** It comes after the failing traceback in the same text. */
    after: boolean;
}
/** What the frames show: the owner, its innermost frame, the vLLM connector class whose frames are there, and the stage. */
export interface CodeOwner {
    kind: OwnerKind;
    /** The owner's innermost frame (where it was raised). */
    frame: Frame | null;
    /** The vLLM connector class whose own files are in the frames (`NixlConnector` for `kv_connector/v1/nixl/…`), or null. */
    vllmConnector: string | null;
    /** The innermost vLLM connector frame that called into another project's code, or null. */
    vllmCaller: Frame | null;
    /** The innermost frame of a third project's code (not vLLM's) that called into the owner's (Dynamo's `nixl_connect` calling NIXL), or null. */
    otherCaller: {
        kind: OwnerKind;
        frame: Frame;
    } | null;
    /** The stage of the failing function, when its name says it. */
    stage: Stage | null;
    /** For a fork: the directory its vLLM tree sits in (`1Cat-vLLM-1.5.0`). */
    fork?: string;
}
export type Stage = 'start-up' | 'registration' | 'handshake' | 'transfer' | 'save' | 'load' | 'scheduling';
/** How each owner is named to people: our own words (`ownerWords` refines a few by the frame's path). */
export declare const OWNER_WORDS: Record<OwnerKind, string>;
/**
 * How the owner of a failing frame is named: the kind's words, refined by the path (vllm-ascend's connector code
 * under `vllm_ascend/distributed/`, Dynamo's patched engine, the fork's directory).
 * @param owner the owner and its frame
 */
export declare function ownerWords(owner: Pick<CodeOwner, 'kind' | 'frame' | 'fork'> & {
    vllmConnector?: string | null;
}): string;
/**
 * The innermost frame whose function's name says its stage, with that stage (`register_kv_caches` → registration), or null.
 * @param frames a traceback's frames, outermost first
 */
export declare function stageFrameOf(frames: readonly Frame[]): {
    stage: Stage;
    frame: Frame;
} | null;
/**
 * Whose code a traceback failed in: the owner of its innermost frame that has one (the standard library and torch
 * are skipped), the vLLM connector class whose own files are among the frames, and the stage.
 * @param traceback the failing traceback
 */
export declare function ownerOfTraceback(traceback: Pick<Traceback, 'frames'>): CodeOwner;
