import type { Block } from '../extract/types.js';
import type { KvTransferConfig } from './types.js';
/**
 * The value of `key` in `text` (`"key": "v"`, `'key': 'v'`, `key='v'`, `key: v`, `key=v`); the key
 * must stand alone (`kv_connector` does not match `kv_connector_extra_config`).
 */
export declare function readConfigValue(text: string, key: string): string | null;
/**
 * Every kv_transfer_config in the blocks: CLI flags, `KVTransferConfig(…)` reprs, and loose
 * `kv_connector` keys (with a `kv_role` from the same few lines) in JSON/YAML/dict text.
 * @param blocks the markdown blocks of the body and human comments
 */
export declare function readKvTransferConfigs(blocks: Block[]): KvTransferConfig[];
