// The connector whose own project a repository is: an issue filed there is about that connector.
import type { ConnectorIdentity } from '../vllm/connector-names.js';

/** Owners and repositories of connector projects (lower-case), and the connector each is. */
const PROJECTS: { owner: string; name: string | null; identity: ConnectorIdentity }[] = [
  { owner: 'lmcache', name: null, identity: { name: 'LMCacheConnectorV1', family: 'lmcache' } },
  { owner: 'kvcache-ai', name: 'mooncake', identity: { name: 'MooncakeConnector', family: 'mooncake' } },
  { owner: 'ai-dynamo', name: 'nixl', identity: { name: 'NixlConnector', family: 'nixl' } },
];

/** A connector project's word in a repository's own name (a fork or a port: `me/LMCache`, `org/mooncake-ascend`), most specific first. */
const NAME_WORDS: { word: string; identity: ConnectorIdentity }[] = [
  { word: 'lmcache', identity: { name: 'LMCacheConnectorV1', family: 'lmcache' } },
  { word: 'mooncake', identity: { name: 'MooncakeConnector', family: 'mooncake' } },
  { word: 'nixl', identity: { name: 'NixlConnector', family: 'nixl' } },
];

/**
 * The connector of a repository (`LMCache/LMCache` → LMCache; a fork or port whose name holds the project's word, as
 * `me/LMCache-fork`), or null for any other repository (vLLM's own included).
 * @param repository `owner/name`
 */
export function connectorOfRepository(repository: string | undefined): ConnectorIdentity | null {
  if (repository === undefined) return null;
  const [owner = '', name = ''] = repository.toLowerCase().split('/');
  const project = PROJECTS.find((candidate) => candidate.owner === owner && (candidate.name === null || candidate.name === name));
  return project?.identity ?? NAME_WORDS.find(({ word }) => name.includes(word))?.identity ?? null;
}
