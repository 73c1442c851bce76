// A connector library's own configuration written in the thread (LMCache's YAML keys and environment variables,
// Mooncake's config file fields): the library is configured, as a kv_transfer_config would say.
import type { ConnectorIdentity } from '../../vllm/connector-names.js';

const LMCACHE: ConnectorIdentity = { name: 'LMCacheConnectorV1', family: 'lmcache' };
const MOONCAKE: ConnectorIdentity = { name: 'MooncakeConnector', family: 'mooncake' };
const NIXL: ConnectorIdentity = { name: 'NixlConnector', family: 'nixl' };

/** Configuration keys only one library reads, as written in YAML, JSON or an environment (case as the library spells them). */
const KEYS: [string, ConnectorIdentity][] = [
  ['LMCACHE_', LMCACHE],
  ['max_local_cpu_size', LMCACHE],
  ['max_local_disk_size', LMCACHE],
  ['lmcache_config_file', LMCACHE],
  ['MOONCAKE_CONFIG_PATH', MOONCAKE],
  ['MOONCAKE_MASTER', MOONCAKE],
  ['master_server_address', MOONCAKE],
  ['mooncake_protocol', MOONCAKE],
  ['VLLM_NIXL_SIDE_CHANNEL', NIXL],
];

/**
 * The libraries whose own configuration keys a text holds, each with the key found (bounded scan, indexOf only).
 * @param text a block of the thread (not an environment dump)
 */
export function scanLibraryConfig(text: string): { identity: ConnectorIdentity; key: string }[] {
  const found: { identity: ConnectorIdentity; key: string }[] = [];
  // Every key holds an underscore: most prose holds none.
  if (!text.includes('_')) return found;
  const head = text.slice(0, 20_000);
  for (const [key, identity] of KEYS) {
    if (found.some((item) => item.identity.name === identity.name)) continue;
    const at = head.indexOf(key);
    // A key stands alone: not inside a longer identifier (`MY_max_local_cpu_size_X` is someone else's); a prefix key (`LMCACHE_`) runs on.
    const after = head[at + key.length] ?? '';
    if (at !== -1 && !/\w/.test(head[at - 1] ?? '') && (key.endsWith('_') || !/\w/.test(after))) found.push({ identity, key });
  }
  return found;
}
