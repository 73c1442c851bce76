/** The part of vLLM the source index covers; stripped from index ids. */
export declare const KV_TRANSFER_DIR = "vllm/distributed/kv_transfer/";
/**
 * The registered connector name for the source index's `connector` column
 * (`mooncake_store` → `MooncakeStoreConnector`, `nixl` → `NixlConnector`, `lmcache` → `LMCacheConnectorV1`).
 * @param column the column's value; kept as it is when no name is clear (`v1(metrics)`)
 */
export declare function connectorNameForIndex(column: string): string;
/**
 * The connector whose code lives at a path (`…/kv_connector/v1/nixl/base_worker.py` → `NixlConnector`), or null.
 * @param path a frame's file path, any install prefix
 */
export declare function connectorNameForPath(path: string): string | null;
/**
 * A frame path cut to start at `vllm/` (`/usr/lib/python3.12/site-packages/vllm/x.py` → `vllm/x.py`), or null.
 * @param path a frame's file path
 */
export declare function vllmRelativePath(path: string): string | null;
/**
 * The GitHub link to a line of vLLM's source.
 * @param path repository-relative path (`vllm/distributed/…/scheduler.py`)
 * @param line 1-based line; 0 or less links the file without a line
 * @param ref a commit, tag or branch (`c794754…`, `v0.26.0`, `main`)
 */
export declare function sourceUrl(path: string, line: number, ref: string): string;
