// Connector code by the shape of its path, in any package: forks, vendor ports and other projects' KV transfer code.
import type { ConnectorIdentity } from '../vllm/connector-names.js';
import { UNNAMED } from './product-words.js';
import { installedPackagePath } from '../vllm/package-path.js';

/** Folder names that are a connector library's own package, wherever it is installed or checked out. */
const PACKAGE_FOLDERS: Record<string, ConnectorIdentity> = {
  lmcache: { name: 'LMCacheConnectorV1', family: 'lmcache' },
  lmcache_ascend: { name: 'LMCacheConnectorV1', family: 'lmcache' },
  lmcache_vllm: { name: 'LMCacheConnectorV1', family: 'lmcache' },
  nixl: { name: 'NixlConnector', family: 'nixl' },
  nixl_cu12: { name: 'NixlConnector', family: 'nixl' },
  nixl_cu13: { name: 'NixlConnector', family: 'nixl' },
  mooncake: { name: 'MooncakeConnector', family: 'mooncake' },
  kvbm: { name: 'KV connector (other)', family: 'other-connector' },
};

/** Family words a connector file's name is built from (`<family>_<variant>_connector.py`), most specific first. */
const FILE_FAMILIES: [string, ConnectorIdentity][] = [
  ['mooncake_store', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['mooncakestore', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['ascend_store', { name: 'AscendStoreConnector', family: 'mooncake-store' }],
  ['mooncake', { name: 'MooncakeConnector', family: 'mooncake' }],
  ['lmcache', { name: 'LMCacheConnectorV1', family: 'lmcache' }],
  ['nixl', { name: 'NixlConnector', family: 'nixl' }],
  ['p2p_nccl', { name: 'P2pNcclConnector', family: 'p2p-nccl' }],
  ['p2pnccl', { name: 'P2pNcclConnector', family: 'p2p-nccl' }],
  ['offloading', { name: 'OffloadingConnector', family: 'offloading' }],
  ['cpu_offload', { name: 'OffloadingConnector', family: 'offloading' }],
  ['multi', { name: 'MultiConnector', family: 'multi' }],
];

/** File names of KV transfer code that is no single connector's (`kv_transfer_manager.py` in a fork). */
const KV_TRANSFER_FILE = /^(?:kv_transfer|kv_connector|kv_cache_transfer|kvcache_transfer)[a-z0-9_]{0,60}\.py$/;

/**
 * The connector whose code a path is, by shape: a folder named after a connector library (`…/lmcache_ascend/…`,
 * `sglang/…/nixl/conn.py`), a file `<family>_<variant>_connector.py` in any package (`mooncake_layerwise_connector.py`),
 * or KV-transfer code of no single connector (`kv_transfer_manager.py`). Null for anything else.
 * @param file a frame's file or a log prefix's file, forward slashes
 */
export function connectorOfPathShape(file: string): { identity: ConnectorIdentity; kind: 'frame' | 'package-frame' } | null {
  const whole = file.replaceAll('\\', '/');
  const path = installedPackagePath(whole) ?? whole;
  // vLLM's own tree is read by the fixed path rules; its shared KV-transfer files are hooks, not a connector.
  if (path.startsWith('vllm/') || whole.includes('/vllm/distributed/') || whole.includes('/vllm/v1/')) return null;
  const parts = path.split('/');
  const base = (parts.pop() ?? '').toLowerCase();
  if (base.endsWith('connector.py') || base.endsWith('connector_v1.py')) {
    const family = FILE_FAMILIES.find(([word]) => base.startsWith(`${word}_`) || base.includes(`_${word}_`) || base.startsWith(word));
    if (family !== undefined) return { identity: family[1], kind: 'frame' };
  }
  // Python package folders are lower-case; a checkout folder such as `/root/Mooncake/` is not one.
  for (let index = parts.length - 1; index >= 0; index--) {
    const identity = PACKAGE_FOLDERS[parts[index] ?? ''];
    if (identity !== undefined) return { identity, kind: 'package-frame' };
  }
  return KV_TRANSFER_FILE.test(base) ? { identity: UNNAMED, kind: 'frame' } : null;
}
