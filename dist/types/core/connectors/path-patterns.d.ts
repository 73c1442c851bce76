import type { ConnectorIdentity } from '../vllm/connector-names.js';
/**
 * The connector whose code a path is, by shape: a folder named after a connector library (`…/lmcache_ascend/…`,
 * `sglang/…/nixl/conn.py`), a file `<family>_<variant>_connector.py` in any package (`mooncake_layerwise_connector.py`),
 * or KV-transfer code of no single connector (`kv_transfer_manager.py`). Null for anything else.
 * @param file a frame's file or a log prefix's file, forward slashes
 */
export declare function connectorOfPathShape(file: string): {
    identity: ConnectorIdentity;
    kind: 'frame' | 'package-frame';
} | null;
