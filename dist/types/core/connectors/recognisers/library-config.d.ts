import type { ConnectorIdentity } from '../../vllm/connector-names.js';
/**
 * The libraries whose own configuration keys a text holds, each with the key found (bounded scan, indexOf only).
 * @param text a block of the thread (not an environment dump)
 */
export declare function scanLibraryConfig(text: string): {
    identity: ConnectorIdentity;
    key: string;
}[];
