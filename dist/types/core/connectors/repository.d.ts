import type { ConnectorIdentity } from '../vllm/connector-names.js';
/**
 * The connector of a repository (`LMCache/LMCache` → LMCache; a fork or port whose name holds the project's word, as
 * `me/LMCache-fork`), or null for any other repository (vLLM's own included).
 * @param repository `owner/name`
 */
export declare function connectorOfRepository(repository: string | undefined): ConnectorIdentity | null;
