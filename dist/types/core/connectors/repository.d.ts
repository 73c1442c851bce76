import type { ConnectorIdentity } from '../vllm/connector-names.js';
/**
 * The connector of a repository (`LMCache/LMCache` → LMCache), or null for any other repository (vLLM's own included).
 * @param repository `owner/name`
 */
export declare function connectorOfRepository(repository: string | undefined): ConnectorIdentity | null;
