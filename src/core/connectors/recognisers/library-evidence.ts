// A connector library's own evidence in logs and exceptions: LMCache's logger, UCX (NIXL's transport), glog lines by
// source file, NIXL's exception types and error codes, native shared-object frames, the Mooncake transfer engine's files.
import { MOONCAKE_ENGINE, MOONCAKE_ENGINE_FILES, type ConnectorIdentity } from '../../vllm/connector-names.js';
import type { LogLine } from '../../extract/types.js';
import { connectorOfPathShape } from './path-patterns.js';
import { cutText } from '../../text/cut.js';

/** Native source files by the prefix of their name, as glog prints them (`transfer_engine.cpp`, `real_client.cpp`). */
const NATIVE_FILE_PREFIXES: [string, ConnectorIdentity][] = [
  ['client_service', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['master_service', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['master_client', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['real_client', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['dummy_client', { name: 'MooncakeStoreConnector', family: 'mooncake-store' }],
  ['transfer_engine', MOONCAKE_ENGINE],
  ['transfer_metadata', MOONCAKE_ENGINE],
  ['transfer_task', MOONCAKE_ENGINE],
  ['rdma_', MOONCAKE_ENGINE],
  ['tcp_transport', MOONCAKE_ENGINE],
  ['nvlink_transport', MOONCAKE_ENGINE],
  ['ascend_direct_transport', MOONCAKE_ENGINE],
  // More of the transfer engine's transports (mooncake-transfer-engine/src/…): their glog lines name these files.
  ['multi_transport', MOONCAKE_ENGINE],
  ['efa_transport', MOONCAKE_ENGINE],
  ['efa_endpoint', MOONCAKE_ENGINE],
  ['hccl_transport', MOONCAKE_ENGINE],
  ['heterogeneous_rdma_transport', MOONCAKE_ENGINE],
  ['intranode_nvlink_transport', MOONCAKE_ENGINE],
  ['ubshmem_transport', MOONCAKE_ENGINE],
  ['ucx_utils', { name: 'NixlConnector', family: 'nixl' }],
  ['ucx_backend', { name: 'NixlConnector', family: 'nixl' }],
  ['nixl_', { name: 'NixlConnector', family: 'nixl' }],
  // NIXL's other transport plugins (src/plugins/…).
  ['libfabric_backend', { name: 'NixlConnector', family: 'nixl' }],
  ['gpunetio_backend', { name: 'NixlConnector', family: 'nixl' }],
];

/** The connector a library's own log line belongs to: LMCache's logger, UCX (NIXL's transport), glog lines by file. */
export function connectorOfDialect(module: string, file: string | null): ConnectorIdentity | null {
  if (module === 'LMCache' || module.includes('lmcache')) return { name: 'LMCacheConnectorV1', family: 'lmcache' };
  if (module === 'ucx') return { name: 'NixlConnector', family: 'nixl' };
  if (module !== 'glog' || file === null) return null;
  return NATIVE_FILE_PREFIXES.find(([prefix]) => file.startsWith(prefix))?.[1] ?? null;
}

/** How a dialect line is shown as evidence: its logger and file. */
export function dialectEvidence(line: LogLine): string {
  const where = line.logFile === null ? '' : ` ${line.logFile}:${line.logLine ?? ''}`;
  return `${line.logModule ?? ''} ${line.level ?? ''}${where}`.trim();
}

/** The NIXL library's exception types (`nixl._bindings.nixlBackendError`) and error codes (`NIXL_ERR_REMOTE_DISCONNECT`). */
export function nixlLibraryEvidence(type: string, message: string): string | null {
  if (type.startsWith('nixl.') || type.startsWith('nixl_') || type.startsWith('nixlBackend')) return type;
  const code = message.indexOf('NIXL_ERR_');
  return code === -1 ? null : (cutText(message.slice(code), 40, '').split(/[^A-Z_]/)[0] ?? null);
}

/**
 * A native stack frame of a connector library (`… site-packages/nixl/../nixl.libs/libucs-….so.0(ucs_handle_error+0x304)`):
 * the shared object's path read like a Python frame's.
 */
export function nativeLibraryFrame(text: string): { identity: ConnectorIdentity; text: string } | null {
  const so = text.indexOf('.so');
  if (so === -1 || text.length > 2000) return null;
  const start = text.lastIndexOf(' ', so) + 1;
  const path = text.slice(start, so + 3);
  if (!path.includes('/')) return null;
  const found = connectorOfPathShape(path);
  return found === null || found.kind !== 'library-code' ? null : { identity: found.identity, text: cutText(path, MAX_NATIVE_TEXT, '', 'end') };
}

const MAX_NATIVE_TEXT = 120;

/** A Mooncake transfer engine glog source file named in a line (`transfer_metadata.cpp:991]`), or null. */
export function mooncakeEngineFile(text: string): string | null {
  const at = text.indexOf('.cpp:');
  if (at === -1) return null;
  const found = MOONCAKE_ENGINE_FILES.find((file) => text.startsWith(file, at + 4 - file.length) && !/[A-Za-z0-9_]/.test(text[at + 4 - file.length - 1] ?? ''));
  return found === undefined ? null : `${found}:${cutText(text.slice(at + 5), 7, '').split(']')[0] ?? ''}`;
}
