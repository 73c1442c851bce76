// Names and links for matches: the registered connector of an index row or a file path, and the source URL of a line.
import { PATH_RULES, connectorIdentity, isEncoderCachePath } from '../connectors/names.js';

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

/**
 * A frame path cut to start at `vllm/` (`/usr/lib/python3.12/site-packages/vllm/x.py` → `vllm/x.py`), or null.
 * @param path a frame's file path
 */
export function vllmRelativePath(path: string): string | null {
  const normalised = path.replaceAll('\\', '/');
  const at = normalised.lastIndexOf('/vllm/distributed/');
  if (at >= 0) return normalised.slice(at + 1);
  const plain = normalised.lastIndexOf('/vllm/');
  if (plain >= 0) return normalised.slice(plain + 1);
  return normalised.startsWith('vllm/') ? normalised : null;
}

/**
 * The GitHub link to a line of vLLM's source.
 * @param path repository-relative path (`vllm/distributed/…/scheduler.py`)
 * @param line 1-based line; 0 or less links the file without a line
 * @param ref a commit, tag or branch (`c794754…`, `v0.26.0`, `main`)
 */
export function sourceUrl(path: string, line: number, ref: string): string {
  const anchor = line > 0 ? `#L${line}` : '';
  return `https://github.com/vllm-project/vllm/blob/${ref}/${path}${anchor}`;
}
