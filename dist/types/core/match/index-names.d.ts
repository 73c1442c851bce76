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
