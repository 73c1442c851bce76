import type { BlockList } from '../extract/types.js';
import type { KvTransferConfig } from './types.js';
/**
 * Whether a `kv_connector` value names a connector: a class (`NixlConnector`, `LMCacheConnectorV1`,
 * `DynamoNixlConnector`) or an index key (`nixl`), not code (`get_kv_transfer_group()`, `self.kv_connector`, `None`).
 * @param value a value read after `kv_connector`
 */
export declare function looksLikeConnectorName(value: string): boolean;
/**
 * The value of `key` in `text` (`"key": "v"`, `'key': 'v'`, `key='v'`, `key: v`, `key=v`); the key
 * must stand alone (`kv_connector` does not match `kv_connector_extra_config`).
 * @param accept when given, values it refuses are skipped and the next occurrence is tried
 */
export declare function readConfigValue(text: string, key: string, accept?: (value: string) => boolean): string | null;
/**
 * Every kv_transfer_config in the blocks: CLI flags, `KVTransferConfig(…)` reprs, loose `kv_connector` keys (with
 * a `kv_role` from the same few lines) in JSON/YAML/dict text, never a traceback's frame or code line; and the
 * native KV offloading flags (`--kv-offloading-size N`), which configure the OffloadingConnector.
 * @param blocks the markdown blocks of the body and human comments
 */
export declare function readKvTransferConfigs(blocks: BlockList): KvTransferConfig[];
