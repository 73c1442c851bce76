// What names, paths and files identify each KV connector (FACTS §g), and the family key each belongs to.

/** A connector as we report it: a registered class name (or a descriptive name) and its family key. */
export interface ConnectorIdentity {
  name: string;
  family: string;
}

/** Family of each registered, removed or renamed connector name; any other name is `other-connector`. */
const FAMILY_OF_NAME: Record<string, string> = {
  MooncakeConnector: 'mooncake',
  MooncakeStoreConnector: 'mooncake-store',
  NixlConnector: 'nixl',
  NixlPullConnector: 'nixl',
  NixlPushConnector: 'nixl',
  LMCacheConnectorV1: 'lmcache',
  LMCacheMPConnector: 'lmcache',
  LMCacheConnector: 'lmcache',
  P2pNcclConnector: 'p2p-nccl',
  SharedStorageConnector: 'shared-storage',
  ExampleConnector: 'shared-storage',
  OffloadingConnector: 'offloading',
  MultiConnector: 'multi',
  // vllm-ascend's pooled store connector; reports of it run Mooncake's store underneath.
  AscendStoreConnector: 'mooncake-store',
  // vllm-ascend's P2P Mooncake connector that pushes KV layer by layer (kv_p2p/mooncake_layerwise_connector.py).
  MooncakeLayerwiseConnector: 'mooncake',
};

/**
 * Names that identify a connector when they start an identifier in the text. Longest first, so
 * `MooncakeStoreConnector` wins over `MooncakeConnector`; a name also covers identifiers it starts
 * (`NixlConnectorWorker`, `MooncakeStoreConnectorMetadata`, `LMCacheConnectorV1Impl`).
 */
export const CLASS_NAMES: [string, string][] = [
  // The 16 registered names (FACTS §g), plus the removed P2pNcclConnector and the renamed SharedStorageConnector.
  ['ExampleHiddenStatesConnector', 'ExampleHiddenStatesConnector'],
  ['SimpleCPUOffloadConnector', 'SimpleCPUOffloadConnector'],
  ['MooncakeStoreConnector', 'MooncakeStoreConnector'],
  ['SharedStorageConnector', 'SharedStorageConnector'],
  ['DecodeBenchConnector', 'DecodeBenchConnector'],
  ['OffloadingConnector', 'OffloadingConnector'],
  ['LMCacheConnectorV1', 'LMCacheConnectorV1'],
  ['LMCacheMPConnector', 'LMCacheMPConnector'],
  ['FlexKVConnectorV1', 'FlexKVConnectorV1'],
  ['MooncakeConnector', 'MooncakeConnector'],
  ['NixlPullConnector', 'NixlPullConnector'],
  ['NixlPushConnector', 'NixlPushConnector'],
  ['P2pNcclConnector', 'P2pNcclConnector'],
  ['HF3FSKVConnector', 'HF3FSKVConnector'],
  ['ExampleConnector', 'ExampleConnector'],
  ['MoRIIOConnector', 'MoRIIOConnector'],
  ['MultiConnector', 'MultiConnector'],
  ['NixlConnector', 'NixlConnector'],
  // Other classes that exist only inside one connector.
  ['MooncakeConnectorStoreV1', 'MooncakeStoreConnector'],
  ['MooncakeDistributedStore', 'MooncakeStoreConnector'],
  ['MooncakeStoreScheduler', 'MooncakeStoreConnector'],
  ['MooncakeStoreWorker', 'MooncakeStoreConnector'],
  ['LMCacheConnector', 'LMCacheConnectorV1'],
  ['AscendStoreConnector', 'AscendStoreConnector'],
  ['MooncakeLayerwiseConnector', 'MooncakeLayerwiseConnector'],
  ['P2pNcclEngine', 'P2pNcclConnector'],
  // LMCache's own engine and storage backends (lmcache/v1/storage_backend/__init__.py): LMCache runs under LMCacheConnectorV1.
  ['LMCacheEngine', 'LMCacheConnectorV1'],
  ['LocalCPUBackend', 'LMCacheConnectorV1'],
  ['LocalDiskBackend', 'LMCacheConnectorV1'],
  ['WekaGdsBackend', 'LMCacheConnectorV1'],
];

/** Path fragments (with `/`) of frames and DEBUG log prefixes, most specific first. */
export const PATH_RULES: [string, string][] = [
  ['kv_connector/v1/mooncake/store/', 'MooncakeStoreConnector'],
  ['mooncake_store_connector.py', 'MooncakeStoreConnector'],
  // vLLM v0's Mooncake store lookup buffer and Mooncake pipe (v0 MooncakeStoreConnector / MooncakeConnector).
  ['kv_lookup_buffer/mooncake_store.py', 'MooncakeStoreConnector'],
  ['kv_pipe/mooncake_pipe.py', 'MooncakeConnector'],
  ['kv_connector/v1/mooncake/', 'MooncakeConnector'],
  ['mooncake_layerwise_connector.py', 'MooncakeLayerwiseConnector'],
  ['mooncake_connector.py', 'MooncakeConnector'],
  ['kv_connector/v1/nixl/', 'NixlConnector'],
  ['nixl_connector.py', 'NixlConnector'],
  ['kv_connector/v1/lmcache_integration/', 'LMCacheConnectorV1'],
  ['lmcache_mp_connector.py', 'LMCacheMPConnector'],
  ['lmcache_connector.py', 'LMCacheConnectorV1'],
  ['kv_connector/v1/offloading/', 'OffloadingConnector'],
  ['offloading_connector.py', 'OffloadingConnector'],
  ['vllm/v1/kv_offload/', 'OffloadingConnector'],
  ['simple_cpu_offload_connector.py', 'SimpleCPUOffloadConnector'],
  ['multi_connector.py', 'MultiConnector'],
  ['kv_connector/v1/p2p/', 'P2pNcclConnector'],
  ['p2p_nccl_connector.py', 'P2pNcclConnector'],
  ['p2p_nccl_engine.py', 'P2pNcclConnector'],
  ['shared_storage_connector.py', 'SharedStorageConnector'],
  ['example_hidden_states_connector.py', 'ExampleHiddenStatesConnector'],
  ['example_connector.py', 'ExampleConnector'],
  ['decode_bench_connector.py', 'DecodeBenchConnector'],
  ['flexkv_connector.py', 'FlexKVConnectorV1'],
  ['kv_connector/v1/hf3fs/', 'HF3FSKVConnector'],
  ['kv_connector/v1/moriio/', 'MoRIIOConnector'],
];

/**
 * vLLM's encoder-cache transfer (`vllm/distributed/ec_transfer/ec_connector/…`) reuses connector file names
 * (`shared_storage_connector.py`) for another cache: it is no KV connector.
 * @param path a file path or the text just before a file name
 */
export function isEncoderCachePath(path: string): boolean {
  return path.includes('ec_transfer/') || path.includes('ec_connector/');
}

/**
 * Log-prefix file names (`[nixl_connector.py:548]`) that only one connector has. Names several
 * places share (`worker.py`, `scheduler.py`, `connector.py`, `utils.py`) are left out on purpose.
 */
export const LOG_FILE_NAMES: Record<string, string> = {
  'nixl_connector.py': 'NixlConnector',
  'base_worker.py': 'NixlConnector',
  'base_scheduler.py': 'NixlConnector',
  'pull_worker.py': 'NixlPullConnector',
  'pull_scheduler.py': 'NixlPullConnector',
  'push_worker.py': 'NixlPushConnector',
  'push_scheduler.py': 'NixlPushConnector',
  'lmcache_connector.py': 'LMCacheConnectorV1',
  'vllm_v1_adapter.py': 'LMCacheConnectorV1',
  'lmcache_mp_connector.py': 'LMCacheMPConnector',
  'multi_process_adapter.py': 'LMCacheMPConnector',
  'mooncake_connector.py': 'MooncakeConnector',
  'mooncake_utils.py': 'MooncakeConnector',
  'mooncake_pipe.py': 'MooncakeConnector',
  'mooncake_store_connector.py': 'MooncakeStoreConnector',
  'mooncake_layerwise_connector.py': 'MooncakeLayerwiseConnector',
  'offloading_connector.py': 'OffloadingConnector',
  'simple_cpu_offload_connector.py': 'SimpleCPUOffloadConnector',
  'multi_connector.py': 'MultiConnector',
  'p2p_nccl_connector.py': 'P2pNcclConnector',
  'p2p_nccl_engine.py': 'P2pNcclConnector',
  'shared_storage_connector.py': 'SharedStorageConnector',
  'example_connector.py': 'ExampleConnector',
  'example_hidden_states_connector.py': 'ExampleHiddenStatesConnector',
  'decode_bench_connector.py': 'DecodeBenchConnector',
  'flexkv_connector.py': 'FlexKVConnectorV1',
  'hf3fs_connector.py': 'HF3FSKVConnector',
  'hf3fs_client.py': 'HF3FSKVConnector',
  'moriio_connector.py': 'MoRIIOConnector',
  'moriio_engine.py': 'MoRIIOConnector',
};

/** Log files of store backends outside vLLM that put Mooncake's store under a connector (vllm-ascend's pool). */
export const STORE_BACKEND_LOG_FILES: Record<string, ConnectorIdentity> = {
  'mooncake_backend.py': { name: 'Mooncake store backend (mooncake_backend.py)', family: 'mooncake-store' },
};

/**
 * Mooncake transfer engine C++ files as its glog lines print them (`E transfer_metadata.cpp:991] …`).
 * Both Mooncake connectors (and LMCache's Mooncake backend) run the transfer engine, so these
 * say Mooncake is in use, not which connector.
 */
export const MOONCAKE_ENGINE_FILES = ['transfer_metadata.cpp', 'transfer_engine_impl.cpp', 'transfer_engine.cpp', 'rdma_transport.cpp', 'transfer_task.cpp'];
export const MOONCAKE_ENGINE: ConnectorIdentity = { name: 'Mooncake transfer engine', family: 'mooncake' };

/** Connector keys of the source index (`raise-sites.tsv`'s last column) → registered names. */
const INDEX_CONNECTOR_NAMES: Record<string, string> = {
  mooncake: 'MooncakeConnector',
  mooncake_store: 'MooncakeStoreConnector',
  nixl: 'NixlConnector',
  lmcache: 'LMCacheConnectorV1',
  lmcache_mp: 'LMCacheMPConnector',
  offloading: 'OffloadingConnector',
  simple_cpu_offload: 'SimpleCPUOffloadConnector',
  multi: 'MultiConnector',
  p2p: 'P2pNcclConnector',
  hf3fs: 'HF3FSKVConnector',
  moriio: 'MoRIIOConnector',
  flexkv: 'FlexKVConnectorV1',
  decode_bench: 'DecodeBenchConnector',
  example: 'ExampleConnector',
  example_hidden_states: 'ExampleHiddenStatesConnector',
};

/** Shared code that belongs to no single connector (the factory, the base class, the scheduler). */
const SHARED_CODE = new Set(['KVConnectorFactory', 'KVConnectorBase_V1', 'Scheduler', 'none', '']);

/**
 * The family key of a connector name: a registered class name (`MooncakeStoreConnector` →
 * `mooncake-store`), a source-index key (`mooncake_store`) or a family key itself.
 * @param name the connector's name
 * @returns the family; `other-connector` for any other connector
 */
export function connectorFamily(name: string): string {
  const registered = INDEX_CONNECTOR_NAMES[name] ?? name;
  const family = FAMILY_OF_NAME[registered];
  if (family !== undefined) return family;
  if (Object.values(FAMILY_OF_NAME).includes(name)) return name;
  return familyInName(name) ?? 'other-connector';
}

/** Family words inside an unregistered connector class name (`DynamoNixlConnector`, `AscendMooncakeStoreConnectorV2`), most specific first. */
const FAMILY_WORDS: [string, string][] = [
  ['mooncakestore', 'mooncake-store'],
  ['mooncake', 'mooncake'],
  ['lmcache', 'lmcache'],
  ['nixl', 'nixl'],
  ['p2pnccl', 'p2p-nccl'],
];

/** The family a connector class name is built on, when it ends in `Connector…` and holds a family word. */
function familyInName(name: string): string | null {
  const lower = name.toLowerCase();
  if (!lower.includes('connector')) return null;
  return FAMILY_WORDS.find(([word]) => lower.includes(word))?.[1] ?? null;
}

/**
 * Who a connector name refers to, or null for shared code (`KVConnectorFactory`, `v1(base)`).
 * @param name a registered name, an index key or a name from a kv_transfer_config
 */
export function connectorIdentity(name: string): ConnectorIdentity | null {
  const trimmed = name.trim();
  if (SHARED_CODE.has(trimmed) || trimmed.includes('(')) return null;
  const registered = INDEX_CONNECTOR_NAMES[trimmed] ?? namedClassPrefix(trimmed) ?? trimmed;
  return { name: registered, family: connectorFamily(registered) };
}

/**
 * The connector a config name starts with when the name itself is not registered: out-of-tree
 * subclasses and ports keep the name and add to it (vllm-ascend's `MooncakeConnectorV1`), the same
 * rule the class-name scan applies to text. Longest known name wins.
 */
function namedClassPrefix(name: string): string | null {
  if (FAMILY_OF_NAME[name] !== undefined) return null;
  let best: [string, string] | null = null;
  for (const entry of CLASS_NAMES) {
    if (name.startsWith(entry[0]) && (best === null || entry[0].length > best[0].length)) best = entry;
  }
  return best === null ? null : best[1];
}
