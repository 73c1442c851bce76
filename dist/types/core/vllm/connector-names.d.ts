/** A connector as we report it: a registered class name (or a descriptive name) and its family key. */
export interface ConnectorIdentity {
    name: string;
    family: string;
}
/**
 * Names that identify a connector when they start an identifier in the text. Longest first, so
 * `MooncakeStoreConnector` wins over `MooncakeConnector`; a name also covers identifiers it starts
 * (`NixlConnectorWorker`, `MooncakeStoreConnectorMetadata`, `LMCacheConnectorV1Impl`).
 */
export declare const CLASS_NAMES: [string, string][];
/** Path fragments (with `/`) of frames and DEBUG log prefixes, most specific first. */
export declare const PATH_RULES: [string, string][];
/**
 * vLLM's encoder-cache transfer (`vllm/distributed/ec_transfer/ec_connector/…`) reuses connector file names
 * (`shared_storage_connector.py`) for another cache: it is no KV connector.
 * @param path a file path or the text just before a file name
 */
export declare function isEncoderCachePath(path: string): boolean;
/**
 * Log-prefix file names (`[nixl_connector.py:548]`) that only one connector has. Names several
 * places share (`worker.py`, `scheduler.py`, `connector.py`, `utils.py`) are left out on purpose.
 */
export declare const LOG_FILE_NAMES: Record<string, string>;
/** Log files of store backends outside vLLM that put Mooncake's store under a connector (vllm-ascend's pool). */
export declare const STORE_BACKEND_LOG_FILES: Record<string, ConnectorIdentity>;
/**
 * Mooncake transfer engine C++ files as its glog lines print them (`E transfer_metadata.cpp:991] …`).
 * Both Mooncake connectors (and LMCache's Mooncake backend) run the transfer engine, so these
 * say Mooncake is in use, not which connector.
 */
export declare const MOONCAKE_ENGINE_FILES: string[];
export declare const MOONCAKE_ENGINE: ConnectorIdentity;
/**
 * The family key of a connector name: a registered class name (`MooncakeStoreConnector` →
 * `mooncake-store`), a source-index key (`mooncake_store`) or a family key itself.
 * @param name the connector's name
 * @returns the family; `other-connector` for any other connector
 */
export declare function connectorFamily(name: string): string;
/**
 * Who a connector name refers to, or null for shared code (`KVConnectorFactory`, `v1(base)`).
 * @param name a registered name, an index key or a name from a kv_transfer_config
 */
export declare function connectorIdentity(name: string): ConnectorIdentity | null;
