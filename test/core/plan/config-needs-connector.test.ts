// A config is known only when its kv_connector is: a connector library's own config file (an LMCache YAML with
// `chunk_size`/`local_cpu`, a Mooncake JSON with `metadata_server`) introduced beside the connector's name does not
// answer the ask for the `--kv-transfer-config`; a sentence that gives the connector with its role does. Fixtures
// written here in those shapes.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const SEED = '```\nERROR 09-02 14:11:07 [core.py:1346] ValueError: Request chatcmpl-9-a1b2c3d4 is not in _unfinished_requests\n```';
const LMCACHE_YAML = ['```yaml', 'chunk_size: 256', 'local_cpu: true', 'max_local_cpu_size: 40', 'remote_url: "lm://cache-host:65432"', '```'].join('\n');
const MOONCAKE_JSON = [
  '```json',
  '{',
  '  "local_hostname": "node-a",',
  '  "metadata_server": "etcd://meta-host:2379",',
  '  "protocol": "rdma"',
  '}',
  '```',
].join('\n');

const configAsk = (body: string) => triage({ title: 'engine dies under load', body }).report.asks.find((ask) => ask.id === 'kv-transfer-config');

describe('a config without its kv_connector does not answer the ask for the kv-transfer-config', () => {
  it.each([
    ['a Mooncake JSON introduced with the connector', `MooncakeStoreConnector with this mooncake.json:\n\n${MOONCAKE_JSON}`],
    ['an LMCache YAML introduced with its eviction policy', `LMCacheConnectorV1, eviction policy LRU:\n\n${LMCACHE_YAML}`],
    ['an LMCache config file named beside the connector', `We use LMCacheConnectorV1 as the connector, and this lmcache.yaml:\n\n${LMCACHE_YAML}`],
  ])('should keep asking: %s', (_name, text) => {
    const ask = configAsk(`${SEED}\n\n${text}`);
    expect(ask).toBeDefined();
    expect(ask?.satisfied).toBe(false);
  });

  it('should still take the connector given with its role in words, and a pasted kv_connector', () => {
    expect(configAsk(`${SEED}\n\nWe run MooncakeStoreConnector with kv_role kv_both on every node.`)?.satisfied).toBe(true);
    const pasted = '```\n--kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'\n```';
    expect(configAsk(`${SEED}\n\n${pasted}\n\n${MOONCAKE_JSON}`)?.satisfied).toBe(true);
  });
});
