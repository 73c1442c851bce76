// Connector code by the shape of its path, in any package: forks, vendor ports and other projects' KV transfer code.
import type { ConnectorIdentity } from '../../vllm/connector-names.js';
import { UNNAMED } from './product-words.js';
import { installedPackagePath } from '../../vllm/package-path.js';

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

/** A connector module of no known family (`llmdatadist_c_mgr_connector.py`): `<name>_connector.py` or `<name>_connector_v1.py`. */
const UNNAMED_CONNECTOR_FILE = /^[a-z0-9][a-z0-9_]{0,60}_connector(?:_v\d)?\.py$/;

/** Folders of a project that hold no connector's module: examples, docs, tests, benchmarks. */
const NOT_MODULE_FOLDERS = new Set(['examples', 'example', 'docs', 'doc', 'tests', 'test', 'benchmarks', 'benchmark']);

/**
 * Whether a path is in a project's examples, docs, tests or benchmarks (`examples/…/lmcache/…/disagg_proxy_server.py`,
 * `tests/v1/kv_connector/…`): code that uses a connector, not a connector's module. Only the part inside an installed
 * package is read, so a user's folder above `site-packages/` says nothing.
 * @param file a frame's file, forward slashes
 */
export function isOutsideConnectorModules(file: string): boolean {
  const installed = installedPackagePath(file);
  // In a checkout, the folders above vLLM's tree are the user's (`/work/test/vllm/vllm/distributed/…`).
  const inTree = file.lastIndexOf('/vllm/');
  const path = installed ?? (inTree === -1 ? file : file.slice(inTree + 1));
  return path.split('/').some((part) => NOT_MODULE_FOLDERS.has(part.toLowerCase()));
}

/** Folders under which a plain checkout holds Python packages (`/work/sglang/python/sglang/…`, `…/src/…`). */
const SOURCE_ROOTS = new Set(['python', 'src', 'lib', 'site-packages', 'dist-packages']);

/**
 * Whether the folder `parts[index]` is a package in a package tree, not a user's directory of that name: inside an
 * installed package, a relative path that starts with it, under a source root (`python/`, `src/`), or a checkout of
 * the project itself (`LMCache/lmcache/`).
 */
function isPackageFolder(parts: string[], index: number, installed: boolean, relative: boolean): boolean {
  if (installed || (relative && index === 0)) return true;
  const folder = parts[index] ?? '';
  const parent = (parts[index - 1] ?? '').toLowerCase();
  if (parent.replaceAll('-', '_').startsWith(folder)) return true;
  return parts.slice(0, index).some((part) => SOURCE_ROOTS.has(part.toLowerCase()));
}

/** Whether a folder list holds KV-transfer plumbing (`distributed/`, `kv_transfer/`, `kv_p2p/`, `kv_pool/`): where a plugin keeps its connectors. */
function inConnectorFolder(parts: string[]): boolean {
  const parent = (parts.at(-1) ?? '').toLowerCase();
  return parent === 'distributed' || parts.some((part) => /^kv_?(?:transfer|connector|p2p|pool)/i.test(part));
}

/**
 * The connector whose code a path is, by shape: a folder named after a connector library (`…/lmcache_ascend/…`,
 * `sglang/…/nixl/conn.py`), a file `<family>_<variant>_connector.py` in any package (`mooncake_layerwise_connector.py`),
 * or KV-transfer code of no single connector (`kv_transfer_manager.py`). Null for anything else.
 * @param file a frame's file or a log prefix's file, forward slashes
 */
export function connectorOfPathShape(file: string): { identity: ConnectorIdentity; kind: 'connector-code' | 'library-code' } | null {
  const whole = file.replaceAll('\\', '/');
  const installed = installedPackagePath(whole);
  const path = installed ?? whole;
  // vLLM's own tree is read by the fixed path rules; its shared KV-transfer files are hooks, not a connector.
  if (path.startsWith('vllm/') || whole.includes('/vllm/distributed/') || whole.includes('/vllm/v1/')) return null;
  if (isOutsideConnectorModules(path)) return null;
  const parts = path.split('/');
  const base = (parts.pop() ?? '').toLowerCase();
  if (base.endsWith('connector.py') || base.endsWith('connector_v1.py')) {
    const family = FILE_FAMILIES.find(([word]) => base.startsWith(`${word}_`) || base.includes(`_${word}_`) || base.startsWith(word));
    if (family !== undefined) return { identity: family[1], kind: 'connector-code' };
  }
  // Python package folders are lower-case; a checkout folder such as `/root/Mooncake/` is not one, nor a user's `/home/me/lmcache/`.
  const relative = !path.startsWith('/') && !path.startsWith('.');
  for (let index = parts.length - 1; index >= 0; index--) {
    const identity = PACKAGE_FOLDERS[parts[index] ?? ''];
    if (identity !== undefined && isPackageFolder(parts, index, installed !== null, relative)) return { identity, kind: 'library-code' };
  }
  if (KV_TRANSFER_FILE.test(base)) return { identity: UNNAMED, kind: 'connector-code' };
  const encoderCache = base.startsWith('ec_') || base.startsWith('test_');
  return !encoderCache && UNNAMED_CONNECTOR_FILE.test(base) && inConnectorFolder(parts) ? { identity: UNNAMED, kind: 'connector-code' } : null;
}
