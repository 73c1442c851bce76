import { type ConnectorIdentity } from '../../vllm/connector-names.js';
import type { LogLine } from '../../extract/types.js';
/** The connector a library's own log line belongs to: LMCache's logger, UCX (NIXL's transport), glog lines by file. */
export declare function connectorOfDialect(module: string, file: string | null): ConnectorIdentity | null;
/** How a dialect line is shown as evidence: its logger and file. */
export declare function dialectEvidence(line: LogLine): string;
/** The NIXL library's exception types (`nixl._bindings.nixlBackendError`) and error codes (`NIXL_ERR_REMOTE_DISCONNECT`). */
export declare function nixlLibraryEvidence(type: string, message: string): string | null;
/**
 * A native stack frame of a connector library (`… site-packages/nixl/../nixl.libs/libucs-….so.0(ucs_handle_error+0x304)`):
 * the shared object's path read like a Python frame's.
 */
export declare function nativeLibraryFrame(text: string): {
    identity: ConnectorIdentity;
    text: string;
} | null;
/** A Mooncake transfer engine glog source file named in a line (`transfer_metadata.cpp:991]`), or null. */
export declare function mooncakeEngineFile(text: string): string | null;
