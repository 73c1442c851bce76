// The connector a file path or a log line's prefix names: a vLLM connector module, the LMCache/Mooncake/NIXL package,
// a plugin's connector module, or the connector vLLM's factory says it creates.
import {
  LOG_FILE_NAMES,
  PATH_RULES,
  STORE_BACKEND_LOG_FILES,
  connectorFamily,
  connectorIdentity,
  isEncoderCachePath,
  type ConnectorIdentity,
} from '../../vllm/connector-names.js';
import { looksLikeConnectorName } from '../../signals/kv-config.js';
import { connectorOfPathShape, isOutsideConnectorModules } from './path-patterns.js';
import { cutText } from '../../text/cut.js';

/** The connector a frame's file belongs to: a vLLM connector path or the LMCache/Mooncake/NIXL package. */
export function connectorOfPath(file: string): { identity: ConnectorIdentity; kind: 'connector-code' | 'library-code' } | null {
  const path = file.replaceAll('\\', '/');
  if (isEncoderCachePath(path) || isOutsideConnectorModules(path)) return null;
  for (const [fragment, name] of PATH_RULES) {
    if (path.includes(fragment)) return { identity: { name, family: connectorFamily(name) }, kind: 'connector-code' };
  }
  const pkg = packageOfPath(path);
  return pkg === null ? connectorOfPathShape(path) : { identity: pkg, kind: 'library-code' };
}

/** LMCache, Mooncake and NIXL's own Python files: installed (`…-packages/lmcache/…`) or relative (`lmcache/v1/…`). */
function packageOfPath(path: string): ConnectorIdentity | null {
  const inPackage = (name: string, subfolders: string[]): boolean =>
    path.includes(`-packages/${name}/`) || path.startsWith(`${name}/`) || subfolders.some((folder) => path.includes(`/${name}/${folder}/`));
  // LMCache's multi-process adapter serves vLLM's LMCacheMPConnector, not LMCacheConnectorV1 (FACTS §0.2.11).
  if (inPackage('lmcache', ['integration']) && path.endsWith('/vllm_multi_process_adapter.py')) return { name: 'LMCacheMPConnector', family: 'lmcache' };
  if (inPackage('lmcache', ['integration', 'v1', 'experimental'])) return { name: 'LMCacheConnectorV1', family: 'lmcache' };
  if (inPackage('nixl', []) || inPackage('nixl_cu12', []) || inPackage('nixl_cu13', [])) return { name: 'NixlConnector', family: 'nixl' };
  if (inPackage('mooncake', ['store', 'engine'])) return { name: 'Mooncake (package)', family: path.includes('store') ? 'mooncake-store' : 'mooncake' };
  if (path.includes('vllm_ascend/') && path.includes('ascend_store/')) return { name: 'AscendStoreConnector', family: connectorFamily('AscendStoreConnector') };
  return null;
}

/** The connector a log prefix file names (`nixl_connector.py`, or a DEBUG path `distributed/.../nixl/base_worker.py`). */
export function connectorOfLogFile(logFile: string): ConnectorIdentity | null {
  if (logFile.includes('/')) return connectorOfPath(logFile)?.identity ?? null;
  const backend = STORE_BACKEND_LOG_FILES[logFile];
  if (backend !== undefined) return backend;
  const name = LOG_FILE_NAMES[logFile];
  return name === undefined ? (connectorOfPathShape(logFile)?.identity ?? null) : { name, family: connectorFamily(name) };
}

/** What vLLM's connector factory logs when it builds the configured connector (factory.py at the pin, line 63). */
const FACTORY_LINE = 'Creating v1 connector with name: ';

/** The connector a factory line names (`Creating v1 connector with name: VUAStorageConnector_V1 and engine_id: …`), any name. */
export function createdConnector(text: string): ConnectorIdentity | null {
  const at = text.indexOf(FACTORY_LINE);
  if (at === -1) return null;
  const name = cutText(text.slice(at + FACTORY_LINE.length), 100, '').split(/[^A-Za-z0-9_]/)[0] ?? '';
  return looksLikeConnectorName(name) ? connectorIdentity(name) : null;
}
