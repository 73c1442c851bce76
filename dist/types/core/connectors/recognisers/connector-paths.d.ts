import { type ConnectorIdentity } from '../../vllm/connector-names.js';
/** The connector a frame's file belongs to: a vLLM connector path or the LMCache/Mooncake/NIXL package. */
export declare function connectorOfPath(file: string): {
    identity: ConnectorIdentity;
    kind: 'connector-code' | 'library-code';
} | null;
/** The connector a log prefix file names (`nixl_connector.py`, or a DEBUG path `distributed/.../nixl/base_worker.py`). */
export declare function connectorOfLogFile(logFile: string): ConnectorIdentity | null;
/** The connector a factory line names (`Creating v1 connector with name: VUAStorageConnector_V1 and engine_id: …`), any name. */
export declare function createdConnector(text: string): ConnectorIdentity | null;
