// An argument or configuration error that names a connector (`Unsupported connector type: FooConnector`, an argparse
// error over `--kv-transfer-config`): the connector is what failed to load, registered or not.
import { connectorFamily, connectorIdentity, type ConnectorIdentity } from '../../vllm/connector-names.js';
import { cutText } from '../../text/cut.js';

/** Exception types a bad argument, config or plugin import raises. */
const CONFIG_ERROR_TYPES = new Set([
  'ValueError',
  'KeyError',
  'TypeError',
  'AttributeError',
  'ValidationError',
  'ArgumentError',
  'ArgumentTypeError',
  'ImportError',
  'ModuleNotFoundError',
  'NotImplementedError',
]);

/** Words that put a message about a connector name in vLLM's KV-transfer configuration. */
const KV_CONTEXT = ['kv_connector', 'kv_transfer', 'kvtransferconfig', 'kv-transfer-config', 'connector type', 'connector name', 'connector class'];

/** Identifiers that end a connector class name: `FooConnector`, `FooConnectorV1`, `FooConnector_v2`. */
const CONNECTOR_IDENTIFIER = /\b[A-Z][A-Za-z0-9]{0,60}Connector(?:V\d|_v\d)?\b/g;

/**
 * The connector an argument or configuration error names, or null: the exception is of a configuration kind (or an
 * argparse `error: argument` line), the message holds a connector class name, and either the name is built on a
 * connector family (`MooncakeConnectorV2`) or the message is about the KV-transfer config (`kv_connector`).
 * HTTP client connectors (`TCPConnector`) and other projects' connectors outside that config name nothing.
 * @param type the exception type (dotted or not), or null for a plain error line
 * @param message the exception's message or the line's text (bounded by the caller)
 */
export function connectorOfConfigError(type: string | null, message: string): { identity: ConnectorIdentity; text: string } | null {
  const short = type === null ? null : type.slice(type.lastIndexOf('.') + 1);
  const argparse = message.includes('error: argument');
  if (!(short !== null && CONFIG_ERROR_TYPES.has(short)) && !argparse) return null;
  const text = cutText(message, 2000, '');
  const lower = text.toLowerCase();
  const aboutKvConfig = KV_CONTEXT.some((word) => lower.includes(word));
  for (const found of text.matchAll(CONNECTOR_IDENTIFIER)) {
    const name = found[0];
    const identity = connectorIdentity(name);
    if (identity === null) continue;
    if (aboutKvConfig || connectorFamily(name) !== 'other-connector') return { identity, text: `${short ?? 'error'}: ${name}` };
  }
  return null;
}
