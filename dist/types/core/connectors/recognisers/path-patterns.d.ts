import type { ConnectorIdentity } from '../../vllm/connector-names.js';
/**
 * Whether a path is in a project's examples, docs, tests or benchmarks (`examples/…/lmcache/…/disagg_proxy_server.py`,
 * `tests/v1/kv_connector/…`): code that uses a connector, not a connector's module. Only the part inside an installed
 * package is read, so a user's folder above `site-packages/` says nothing.
 * @param file a frame's file, forward slashes
 */
export declare function isOutsideConnectorModules(file: string): boolean;
/**
 * The connector whose code a path is, by shape: a folder named after a connector library (`…/lmcache_ascend/…`,
 * `sglang/…/nixl/conn.py`), a file `<family>_<variant>_connector.py` in any package (`mooncake_layerwise_connector.py`),
 * or KV-transfer code of no single connector (`kv_transfer_manager.py`). Null for anything else.
 * @param file a frame's file or a log prefix's file, forward slashes
 */
export declare function connectorOfPathShape(file: string): {
    identity: ConnectorIdentity;
    kind: 'connector-code' | 'library-code';
} | null;
