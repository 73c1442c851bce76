// The short comments: an uncurated connector error with a visible final exception, and a maintainer's routing with nothing recognised.
import type { AskStatus } from '../plan/types.js';
import { inlineCode } from '../text/safe-markdown.js';
import { sourceLink, vllmPathOf } from '../vllm/links.js';
import { installedPackagePath } from '../vllm/package-path.js';

/** The most asks a short comment makes: the two or three that decide the case. */
const MAX_SHORT_ASKS = 3;

/** How a connector is named to people: index keys of shared code (`v1(metrics)`, `kv_transfer`) are vLLM's shared KV-transfer code. */
export function connectorDisplayName(name: string): string {
  if (name.includes('(') || name === 'kv_transfer' || name === 'KVConnectorFactory' || name === 'KVConnectorBase_V1' || name === '') {
    return "vLLM's shared KV-transfer code";
  }
  return `${inlineCode(name, 60)}'s code`;
}

/**
 * Where the error was raised: a vLLM file linked at the reporter's release (the line is theirs), or the file
 * named without a link when it is another package's or the release is not known.
 */
function whereRaised(file: string | null, line: number | null, releaseRef: string | null): string {
  if (file === null) return '';
  const path = vllmPathOf(file);
  if (path !== null && releaseRef !== null) return ` in ${sourceLink(releaseRef, path, line)}`;
  const whole = file.replaceAll('\\', '/');
  const shown = path ?? installedPackagePath(whole) ?? whole.split('/').slice(-4).join('/');
  const why = path === null ? 'outside vLLM, not linked' : 'your vLLM release is not known, not linked';
  return ` in ${inlineCode(shown, 160)} (${why})`;
}

/** The missing asks, at most three, as plain bullets. */
function shortAsks(asks: AskStatus[], lead: string, most = MAX_SHORT_ASKS): string {
  const open = asks.filter((ask) => !ask.satisfied).slice(0, most);
  if (open.length === 0) return '';
  return `${lead}\n${open.map((ask) => `- ${ask.text} ${ask.how}`).join('\n')}`;
}

/**
 * The short comment for a connector error nobody has curated yet, when its final exception is visible: the
 * exception, the connector, where it was raised, and the asks that decide it (at most six lines before the footer).
 * @param connector the connector whose code raised it (a registered name or an index key)
 * @param exception the final exception as printed (user text)
 * @param innermost the innermost frame's file and line, when a traceback shows one
 * @param releaseRef the reporter's release tag, or null
 * @param asks the asks for it
 */
export function renderUncuratedShort(
  connector: string,
  exception: { type: string; message: string },
  innermost: { file: string; line: number | null } | null,
  releaseRef: string | null,
  asks: AskStatus[],
): string {
  const message = exception.message.split('\n')[0] ?? '';
  const shown = inlineCode(message === '' ? exception.type : `${exception.type}: ${message}`, 200);
  const where = innermost === null ? '' : whereRaised(innermost.file, innermost.line, releaseRef);
  const lines = [
    `**vllm-triage:** ${shown} was raised in ${connectorDisplayName(connector)}${where}. It is not one of the connector errors vllm-triage can explain yet.`,
  ];
  const requests = shortAsks(asks, '**What would help the connector’s maintainers:**');
  if (requests !== '') lines.push(requests);
  return lines.join('\n\n');
}

/**
 * The short comment after a maintainer routed the issue and nothing is recognised: the connector's short asks.
 * @param connector the connector routed to (a registered name), or null for the generic label
 * @param label the routing label
 * @param asks the asks (version, kv_transfer_config, the log as text, the connector's package version)
 */
export function renderRoutedShort(connector: string | null, label: string, asks: AskStatus[]): string {
  const to = connector === null ? 'the KV-connector maintainers' : `the ${inlineCode(connector, 60)} maintainers`;
  const lines = [`**vllm-triage:** this issue was routed to ${to} (label ${inlineCode(label, 50)}). No known connector error is recognised in it yet.`];
  const requests = shortAsks(asks, '**To help them, please add:**', asks.length);
  lines.push(requests === '' ? 'Everything they usually need first is already here.' : requests);
  return lines.join('\n\n');
}
