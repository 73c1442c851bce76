// vLLM's V0 KV transfer, read from what the thread shows: its files in frames or log prefixes (the `kv_pipe/` and
// `kv_lookup_buffer/` modules, the V0 connectors `simple_connector.py`, `mooncake_store_connector.py` and
// `lmcache_connector.py` outside `v1/`), its send/receive hooks, or `VLLM_USE_V1=0` beside a KV-transfer config.
// PR #21785 (main `f4f4e7ef2`, 2025-08-05) removed the V0 connectors and PR #29705 (`ece2825a2`, 2025-12-04) the pipes
// and lookup buffers; v0.10.0 is the last release with them (RELEASES.md: its cut is before, v0.10.1's after). Such a
// report ran code before #21785: when nothing else dates it, that is its range, so no V1 code is described as its.
import type { BuildRange } from './build-range.js';
import { HISTORY, PIN_RELEASE, prPosition } from './history.js';

/** The PR that removed the V0 connectors (and with them every user of the V0 pipes in vLLM). */
export const V0_CONNECTORS_REMOVED_BY = 21785;

/** Paths under `vllm/distributed/kv_transfer/` that only V0 KV transfer had. */
export const V0_PATH =
  /kv_transfer\/(?:kv_pipe\/|kv_lookup_buffer\/|kv_connector_agent\.py|kv_connector\/(?:simple_connector|mooncake_store_connector|lmcache_connector)\.py)/;
/** Log-prefix file names only V0 KV transfer had (`lmcache_connector.py` is V1's too, so it is not one). */
export const V0_LOG_FILES = new Set([
  'simple_connector.py',
  'mooncake_store_connector.py',
  'mooncake_pipe.py',
  'pynccl_pipe.py',
  'simple_buffer.py',
  'kv_connector_agent.py',
]);
/** The V0 connector API's hooks, which V1 connectors do not have. */
export const V0_HOOKS = new Set(['send_kv_caches_and_hidden_states', 'recv_kv_caches_and_hidden_states']);
export const USE_V0 = /\bVLLM_USE_V1\s*=\s*["']?0\b/;
export const KV_TRANSFER = /kv[-_]transfer[-_]config|\bkv_connector\b/;

/** The newest release cut before a PR (`v0.10.0` before #21785), or null. */
function lastReleaseBefore(position: number): string | null {
  const before = HISTORY.releases.filter((release) => release.name !== PIN_RELEASE && release.patch_of === undefined && release.hi < position);
  return before.sort((a, b) => b.hi - a.hi)[0]?.name ?? null;
}

/**
 * The range V0 KV transfer dates a thread to: main before PR #21785 (its first commit unknown), or null when the
 * index does not place that PR.
 * @param evidence what shows V0 KV transfer, in words
 */
export function v0TransferRange(evidence: string): BuildRange | null {
  const removed = prPosition(V0_CONNECTORS_REMOVED_BY);
  if (removed === null) return null;
  const last = lastReleaseBefore(removed);
  const label = last === null ? `vLLM before PR #${V0_CONNECTORS_REMOVED_BY}` : `${last} or earlier (V0 KV transfer)`;
  return { lo: 0, hi: removed - 1, label, evidence, exact: false };
}
