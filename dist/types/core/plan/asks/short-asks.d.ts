import type { Ask } from '../../catalog/types.js';
/**
 * The asks for an uncurated error whose final exception is visible: only what is missing and what the owner of
 * the failing code needs — the vLLM version, the owner package's version, and the `kv_transfer_config` only when
 * no frame says which connector ran. Never the full traceback: its last line is there.
 * @param owner the owner of the failing code
 * @param connectorShown whether a frame or config shows which connector ran
 * @param caller the owner kind of a third project that called the failing code (`dynamo`), when the frames show one
 * @param checkout the source checkout the owner's code runs from (its frames are outside site-packages), or null
 * @param vllmInvolved whether anything in the thread involves vLLM (its repository, a vLLM frame, the word): a
 *   failure in NIXL under Dynamo with no vLLM anywhere is not asked for a vLLM version
 * @param fork the directory of a fork's vLLM tree (`1Cat-vLLM-1.5.0`): its version or commit, not vLLM's, is asked
 */
export declare function uncuratedAsks(owner: string, connectorShown: boolean, vllmInvolved?: boolean, caller?: string, checkout?: string | null, fork?: string): Ask[];
/**
 * The short asks after a maintainer routed the issue and nothing is recognised: the vLLM version, the
 * `kv_transfer_config`, the whole log as text, and the connector package's version where it has one.
 * @param family the routed connector's family, or null
 */
export declare function routedAsks(family: string | null): Ask[];
