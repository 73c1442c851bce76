#!/usr/bin/env node
import { createRequire as __vtCreateRequire } from 'node:module';
const require = __vtCreateRequire(import.meta.url);

// src/core/plan/label-options.ts
var DEFAULT_LABELS = {
  connectorLabel: "kv-connector",
  perConnector: {},
  needsInfoLabel: null,
  rerunLabel: "vllm-triage:rerun",
  dismissLabel: "vllm-triage:dismiss",
  disabled: false
};
function resolveLabelOptions(given) {
  return { ...DEFAULT_LABELS, ...given ?? {} };
}
function maintainerLabelsKnown(options, inRepository) {
  const known = new Set(inRepository.map((name) => name.toLowerCase()));
  const ifKnown = (name) => known.has(name.toLowerCase()) ? name : null;
  return { dismiss: ifKnown(options.dismissLabel), rerun: ifKnown(options.rerunLabel) };
}

// src/core/vllm/connector-names.ts
var FAMILY_OF_NAME = {
  MooncakeConnector: "mooncake",
  MooncakeStoreConnector: "mooncake-store",
  NixlConnector: "nixl",
  NixlPullConnector: "nixl",
  NixlPushConnector: "nixl",
  LMCacheConnectorV1: "lmcache",
  LMCacheMPConnector: "lmcache",
  LMCacheConnector: "lmcache",
  P2pNcclConnector: "p2p-nccl",
  SharedStorageConnector: "shared-storage",
  ExampleConnector: "shared-storage",
  OffloadingConnector: "offloading",
  MultiConnector: "multi",
  // vllm-ascend's pooled store connector; reports of it run Mooncake's store underneath.
  AscendStoreConnector: "mooncake-store",
  // vllm-ascend's P2P Mooncake connector that pushes KV layer by layer (kv_p2p/mooncake_layerwise_connector.py).
  MooncakeLayerwiseConnector: "mooncake"
};
var CLASS_NAMES = [
  // The 16 registered names (FACTS §g), plus the removed P2pNcclConnector and the renamed SharedStorageConnector.
  ["ExampleHiddenStatesConnector", "ExampleHiddenStatesConnector"],
  ["SimpleCPUOffloadConnector", "SimpleCPUOffloadConnector"],
  ["MooncakeStoreConnector", "MooncakeStoreConnector"],
  ["SharedStorageConnector", "SharedStorageConnector"],
  ["DecodeBenchConnector", "DecodeBenchConnector"],
  ["OffloadingConnector", "OffloadingConnector"],
  ["LMCacheConnectorV1", "LMCacheConnectorV1"],
  ["LMCacheMPConnector", "LMCacheMPConnector"],
  ["FlexKVConnectorV1", "FlexKVConnectorV1"],
  ["MooncakeConnector", "MooncakeConnector"],
  ["NixlPullConnector", "NixlPullConnector"],
  ["NixlPushConnector", "NixlPushConnector"],
  ["P2pNcclConnector", "P2pNcclConnector"],
  ["HF3FSKVConnector", "HF3FSKVConnector"],
  ["ExampleConnector", "ExampleConnector"],
  ["MoRIIOConnector", "MoRIIOConnector"],
  ["MultiConnector", "MultiConnector"],
  ["NixlConnector", "NixlConnector"],
  // Other classes that exist only inside one connector.
  ["MooncakeConnectorStoreV1", "MooncakeStoreConnector"],
  ["MooncakeDistributedStore", "MooncakeStoreConnector"],
  ["MooncakeStoreScheduler", "MooncakeStoreConnector"],
  ["MooncakeStoreWorker", "MooncakeStoreConnector"],
  ["LMCacheConnector", "LMCacheConnectorV1"],
  ["AscendStoreConnector", "AscendStoreConnector"],
  ["MooncakeLayerwiseConnector", "MooncakeLayerwiseConnector"],
  ["P2pNcclEngine", "P2pNcclConnector"],
  // LMCache's own engine and storage backends (lmcache/v1/storage_backend/__init__.py): LMCache runs under LMCacheConnectorV1.
  ["LMCacheEngine", "LMCacheConnectorV1"],
  ["LocalCPUBackend", "LMCacheConnectorV1"],
  ["LocalDiskBackend", "LMCacheConnectorV1"],
  ["WekaGdsBackend", "LMCacheConnectorV1"]
];
var PATH_RULES = [
  ["kv_connector/v1/mooncake/store/", "MooncakeStoreConnector"],
  ["mooncake_store_connector.py", "MooncakeStoreConnector"],
  // vLLM v0's Mooncake store lookup buffer and Mooncake pipe (v0 MooncakeStoreConnector / MooncakeConnector).
  ["kv_lookup_buffer/mooncake_store.py", "MooncakeStoreConnector"],
  ["kv_pipe/mooncake_pipe.py", "MooncakeConnector"],
  ["kv_connector/v1/mooncake/", "MooncakeConnector"],
  ["mooncake_layerwise_connector.py", "MooncakeLayerwiseConnector"],
  ["mooncake_connector.py", "MooncakeConnector"],
  ["kv_connector/v1/nixl/", "NixlConnector"],
  ["nixl_connector.py", "NixlConnector"],
  ["kv_connector/v1/lmcache_integration/", "LMCacheConnectorV1"],
  ["lmcache_mp_connector.py", "LMCacheMPConnector"],
  ["lmcache_connector.py", "LMCacheConnectorV1"],
  ["kv_connector/v1/offloading/", "OffloadingConnector"],
  ["offloading_connector.py", "OffloadingConnector"],
  ["vllm/v1/kv_offload/", "OffloadingConnector"],
  ["simple_cpu_offload_connector.py", "SimpleCPUOffloadConnector"],
  ["multi_connector.py", "MultiConnector"],
  ["kv_connector/v1/p2p/", "P2pNcclConnector"],
  ["p2p_nccl_connector.py", "P2pNcclConnector"],
  ["p2p_nccl_engine.py", "P2pNcclConnector"],
  ["shared_storage_connector.py", "SharedStorageConnector"],
  ["example_hidden_states_connector.py", "ExampleHiddenStatesConnector"],
  ["example_connector.py", "ExampleConnector"],
  ["decode_bench_connector.py", "DecodeBenchConnector"],
  ["flexkv_connector.py", "FlexKVConnectorV1"],
  ["kv_connector/v1/hf3fs/", "HF3FSKVConnector"],
  ["kv_connector/v1/moriio/", "MoRIIOConnector"]
];
function isEncoderCachePath(path) {
  return path.includes("ec_transfer/") || path.includes("ec_connector/");
}
var LOG_FILE_NAMES = {
  "nixl_connector.py": "NixlConnector",
  "base_worker.py": "NixlConnector",
  "base_scheduler.py": "NixlConnector",
  "pull_worker.py": "NixlPullConnector",
  "pull_scheduler.py": "NixlPullConnector",
  "push_worker.py": "NixlPushConnector",
  "push_scheduler.py": "NixlPushConnector",
  "lmcache_connector.py": "LMCacheConnectorV1",
  "vllm_v1_adapter.py": "LMCacheConnectorV1",
  "lmcache_mp_connector.py": "LMCacheMPConnector",
  "multi_process_adapter.py": "LMCacheMPConnector",
  "mooncake_connector.py": "MooncakeConnector",
  "mooncake_utils.py": "MooncakeConnector",
  "mooncake_pipe.py": "MooncakeConnector",
  "mooncake_store_connector.py": "MooncakeStoreConnector",
  "mooncake_layerwise_connector.py": "MooncakeLayerwiseConnector",
  "offloading_connector.py": "OffloadingConnector",
  "simple_cpu_offload_connector.py": "SimpleCPUOffloadConnector",
  "multi_connector.py": "MultiConnector",
  "p2p_nccl_connector.py": "P2pNcclConnector",
  "p2p_nccl_engine.py": "P2pNcclConnector",
  "shared_storage_connector.py": "SharedStorageConnector",
  "example_connector.py": "ExampleConnector",
  "example_hidden_states_connector.py": "ExampleHiddenStatesConnector",
  "decode_bench_connector.py": "DecodeBenchConnector",
  "flexkv_connector.py": "FlexKVConnectorV1",
  "hf3fs_connector.py": "HF3FSKVConnector",
  "hf3fs_client.py": "HF3FSKVConnector",
  "moriio_connector.py": "MoRIIOConnector",
  "moriio_engine.py": "MoRIIOConnector"
};
var STORE_BACKEND_LOG_FILES = {
  "mooncake_backend.py": { name: "Mooncake store backend (mooncake_backend.py)", family: "mooncake-store" }
};
var MOONCAKE_ENGINE_FILES = ["transfer_metadata.cpp", "transfer_engine_impl.cpp", "transfer_engine.cpp", "rdma_transport.cpp", "transfer_task.cpp"];
var MOONCAKE_ENGINE = { name: "Mooncake transfer engine", family: "mooncake" };
var INDEX_CONNECTOR_NAMES = {
  mooncake: "MooncakeConnector",
  mooncake_store: "MooncakeStoreConnector",
  nixl: "NixlConnector",
  lmcache: "LMCacheConnectorV1",
  lmcache_mp: "LMCacheMPConnector",
  offloading: "OffloadingConnector",
  simple_cpu_offload: "SimpleCPUOffloadConnector",
  multi: "MultiConnector",
  p2p: "P2pNcclConnector",
  hf3fs: "HF3FSKVConnector",
  moriio: "MoRIIOConnector",
  flexkv: "FlexKVConnectorV1",
  decode_bench: "DecodeBenchConnector",
  example: "ExampleConnector",
  example_hidden_states: "ExampleHiddenStatesConnector"
};
var SHARED_CODE = /* @__PURE__ */ new Set(["KVConnectorFactory", "KVConnectorBase_V1", "Scheduler", "none", ""]);
function connectorFamily(name) {
  const registered = INDEX_CONNECTOR_NAMES[name] ?? name;
  const family = FAMILY_OF_NAME[registered];
  if (family !== void 0) return family;
  if (Object.values(FAMILY_OF_NAME).includes(name)) return name;
  return familyInName(name) ?? "other-connector";
}
var FAMILY_WORDS = [
  ["mooncakestore", "mooncake-store"],
  ["mooncake", "mooncake"],
  ["lmcache", "lmcache"],
  ["nixl", "nixl"],
  ["p2pnccl", "p2p-nccl"]
];
function familyInName(name) {
  const lower = name.toLowerCase();
  if (!lower.includes("connector")) return null;
  return FAMILY_WORDS.find(([word]) => lower.includes(word))?.[1] ?? null;
}
function connectorIdentity(name) {
  const trimmed = name.trim();
  if (SHARED_CODE.has(trimmed) || trimmed.includes("(")) return null;
  const registered = INDEX_CONNECTOR_NAMES[trimmed] ?? namedClassPrefix(trimmed) ?? trimmed;
  return { name: registered, family: connectorFamily(registered) };
}
function namedClassPrefix(name) {
  if (FAMILY_OF_NAME[name] !== void 0) return null;
  let best = null;
  for (const entry of CLASS_NAMES) {
    if (name.startsWith(entry[0]) && (best === null || entry[0].length > best[0].length)) best = entry;
  }
  return best === null ? null : best[1];
}

export {
  DEFAULT_LABELS,
  resolveLabelOptions,
  maintainerLabelsKnown,
  CLASS_NAMES,
  PATH_RULES,
  isEncoderCachePath,
  LOG_FILE_NAMES,
  STORE_BACKEND_LOG_FILES,
  MOONCAKE_ENGINE_FILES,
  MOONCAKE_ENGINE,
  connectorFamily,
  connectorIdentity
};
//# sourceMappingURL=shared-core-options.js.map
