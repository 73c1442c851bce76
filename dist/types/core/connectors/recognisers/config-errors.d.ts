import { type ConnectorIdentity } from '../../vllm/connector-names.js';
/**
 * The connector an argument or configuration error names, or null: the exception is of a configuration kind (or an
 * argparse `error: argument` line), the message holds a connector class name, and either the name is built on a
 * connector family (`MooncakeConnectorV2`) or the message is about the KV-transfer config (`kv_connector`).
 * HTTP client connectors (`TCPConnector`) and other projects' connectors outside that config name nothing.
 * @param type the exception type (dotted or not), or null for a plain error line
 * @param message the exception's message or the line's text (bounded by the caller)
 */
export declare function connectorOfConfigError(type: string | null, message: string): {
    identity: ConnectorIdentity;
    text: string;
} | null;
