import type { BuildRange } from './build-range.js';
/** The PR that removed the V0 connectors (and with them every user of the V0 pipes in vLLM). */
export declare const V0_CONNECTORS_REMOVED_BY = 21785;
/** Paths under `vllm/distributed/kv_transfer/` that only V0 KV transfer had. */
export declare const V0_PATH: RegExp;
/** Log-prefix file names only V0 KV transfer had (`lmcache_connector.py` is V1's too, so it is not one). */
export declare const V0_LOG_FILES: Set<string>;
/** The V0 connector API's hooks, which V1 connectors do not have. */
export declare const V0_HOOKS: Set<string>;
export declare const USE_V0: RegExp;
export declare const KV_TRANSFER: RegExp;
/**
 * The range V0 KV transfer dates a thread to: main before PR #21785 (its first commit unknown), or null when the
 * index does not place that PR.
 * @param evidence what shows V0 KV transfer, in words
 */
export declare function v0TransferRange(evidence: string): BuildRange | null;
