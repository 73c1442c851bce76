// Names for matches: the registered connector of an index row or of a file path.
import { PATH_RULES, connectorIdentity, isEncoderCachePath } from '../vllm/connector-names.js';

/** The part of vLLM the source index covers; stripped from index ids. */
export const KV_TRANSFER_DIR = 'vllm/distributed/kv_transfer/';

/** Index keys that name shared code rather than a connector. */
const SHARED_INDEX_KEYS: Record<string, string> = {
  'kv_connector(factory)': 'KVConnectorFactory',
  'v1(base)': 'KVConnectorBase_V1',
};

/**
 * The registered connector name for the source index's `connector` column
 * (`mooncake_store` → `MooncakeStoreConnector`, `nixl` → `NixlConnector`, `lmcache` → `LMCacheConnectorV1`).
 * @param column the column's value; kept as it is when no name is clear (`v1(metrics)`)
 */
export function connectorNameForIndex(column: string): string {
  const key = column.trim().replaceAll('-', '_');
  const shared = SHARED_INDEX_KEYS[key];
  if (shared !== undefined) return shared;
  return connectorIdentity(key)?.name ?? column;
}

/**
 * The connector whose code lives at a path (`…/kv_connector/v1/nixl/base_worker.py` → `NixlConnector`), or null.
 * @param path a frame's file path, any install prefix
 */
export function connectorNameForPath(path: string): string | null {
  const normalised = path.replaceAll('\\', '/');
  if (isEncoderCachePath(normalised)) return null;
  for (const [fragment, name] of PATH_RULES) {
    if (normalised.includes(fragment)) return name;
  }
  if (normalised.includes(`${KV_TRANSFER_DIR}kv_connector/factory.py`)) return 'KVConnectorFactory';
  return null;
}
