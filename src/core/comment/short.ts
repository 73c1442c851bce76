// The short comments: an uncurated connector error with a visible final exception, and a maintainer's routing with nothing recognised.
import type { RoutedComment, UncuratedComment } from '../plan/comment-context.js';
import type { AskStatus } from '../plan/types.js';
import { inlineCode } from '../text/safe-markdown.js';
import { sourceLink, vllmPathOf } from '../vllm/links.js';
import { installedPackagePath } from '../vllm/package-path.js';
import { OWNER_WORDS, ownerWords, type CodeOwner } from '../signals/code-owner.js';
import { STAGE_WORDS } from './stage-words.js';
import { whereSaid } from '../signals/thread-facts.js';
import { renderThreadSays } from './headline/thread-line.js';

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
function whereRaised(
  file: string | null,
  line: number | null,
  releaseRef: string | null,
  fork = false,
  unlinkedWhy = 'your vLLM version is not known',
): string {
  if (file === null) return '';
  const path = vllmPathOf(file);
  if (path !== null && releaseRef !== null && !fork) return ` in ${sourceLink(releaseRef, path, line)}`;
  const whole = file.replaceAll('\\', '/');
  const shown = path ?? installedPackagePath(whole) ?? whole.split('/').slice(-4).join('/');
  const why = path === null ? 'outside vLLM, not linked' : fork ? "the fork's file, not linked to vLLM's" : `not linked: ${unlinkedWhy}`;
  return ` in ${inlineCode(shown, 160)} (${why})`;
}

/** The missing asks, at most three, as plain bullets. */
function shortAsks(asks: AskStatus[], lead: string, most = MAX_SHORT_ASKS): string {
  const open = asks.filter((ask) => !ask.satisfied).slice(0, most);
  if (open.length === 0) return '';
  return `${lead}\n${open.map((ask) => `- ${ask.text} ${ask.how}`).join('\n')}`;
}

/** The one fact the frames show: the failing function in its owner's code, the vLLM connector that called it, the stage. */
function framesFact(owner: CodeOwner, releaseRef: string | null, unlinkedWhy?: string): string {
  const fn = owner.frame?.function;
  const where = owner.frame === null ? '' : whereRaised(owner.frame.file, owner.frame.line, releaseRef, owner.kind === 'fork', unlinkedWhy);
  const failing = fn === null || fn === undefined ? '' : ` ${inlineCode(fn, 80)}`;
  const other = owner.otherCaller;
  const caller =
    owner.vllmCaller !== null && owner.vllmConnector !== null
      ? `, called from vLLM's ${inlineCode(owner.vllmConnector, 60)}${owner.vllmCaller.function === null ? '' : ` in ${inlineCode(owner.vllmCaller.function, 80)}`}`
      : other !== null
        ? `, called from ${ownerWords(other)}${other.frame.function === null ? '' : ` in ${inlineCode(other.frame.function, 80)}`}`
        : '';
  const stage = owner.stage === null ? '' : `, during ${STAGE_WORDS[owner.stage]}`;
  // The failing line as the traceback prints it (`buffer = torch.empty(size, pin_memory=True)`, `assert issubclass(…)`),
  // unless it only repeats the exception (`raise …`), is too long to read on one line, or is one line of a longer
  // statement (it ends on an operator, a comma or an open bracket, or closes one it did not open).
  const code = owner.frame?.code?.trim() ?? '';
  const partial = /[-+*/%=<>&|^,([{\\]$/.test(code) || /\b(?:and|or|not|in)$/.test(code) || /^[)\]}]/.test(code);
  const line = code === '' || partial || code.startsWith('raise') || code.length > 120 ? '' : `, on the line ${inlineCode(code, 120)}`;
  const whose = owner.kind === 'vllm' && owner.vllmConnector !== null ? `vLLM's ${inlineCode(owner.vllmConnector, 60)} code` : ownerWords(owner);
  // A fork's words carry their own aside (`in `1Cat-vLLM-1.5.0` (a fork; …)`): the function and its file come first.
  if (owner.kind === 'fork' && failing !== '') return `${failing.trim()}${where}${line}, in ${whose}${caller}${stage}`;
  return `${whose}${failing}${where}${line}${caller}${stage}`;
}

/**
 * The short comment for a connector error nobody has curated yet, when its final exception is visible: the
 * exception, whose code raised it and one fact from the frames (the function and the stage), what the thread
 * already says, and only the asks still missing (at most six lines before the footer).
 * @param node the connector whose code raised it (a registered name or an index key, when no owner is known), the
 *   final exception as printed (user text), the innermost frame, the reporter's release tag or null, the asks; `owner`:
 *   whose code failed (from the frames); `says`: line 2, what the thread already says; `nearby`: a third project's frame
 *   in the thread's other tracebacks
 */
export function renderUncuratedShort(node: UncuratedComment): string {
  const { connector, exception, innermost, releaseRef, unlinkedWhy, asks } = node;
  // The asks first: each helper of this file is used once, before the shared markdown helpers.
  const requests = shortAsks(asks, '**What would help the maintainers of that code:**');
  const owner = node.owner;
  const raisedIn =
    owner === undefined || owner.frame === null
      ? `${connectorDisplayName(connector)}${innermost === null ? '' : whereRaised(innermost.file, innermost.line, releaseRef, false, unlinkedWhy)}`
      : framesFact(owner, releaseRef, unlinkedWhy);
  const message = exception.message.split('\n')[0] ?? '';
  const shown = inlineCode(message === '' ? exception.type : `${exception.type}: ${message}`, 200);
  const nearby = node.nearby;
  // A third project's code around the failure, and no vLLM connector in the failing frames: said, so no one looks for one.
  const noConnector = nearby !== undefined && owner?.vllmConnector == null ? " No vLLM connector's code is in its frames." : '';
  const seen =
    nearby === undefined
      ? ''
      : nearby.cleanup && nearby.missingAttribute && nearby.after
        ? // Python's `Exception ignored in … __del__` reports after the error: objects cleaned up half made.
          ` The tracebacks after it are Python's reports of errors while cleaning up objects (\`__del__\`) in ${OWNER_WORDS[nearby.kind]}; an \`AttributeError\` for an attribute the object never got fits an object whose set-up stopped at this error, so they are most likely a consequence of it, not a second failure.`
        : ` The thread's other tracebacks run through ${OWNER_WORDS[nearby.kind]}${nearby.frame.function === null ? '' : ` (${inlineCode(nearby.frame.function, 80)})`}.`;
  const logged = node.loggedBelowError;
  const at = logged?.logFile == null ? '' : ` (${inlineCode(logged.logLine === null ? logged.logFile : `${logged.logFile}:${logged.logLine}`, 80)})`;
  // A traceback the logger printed at WARNING was caught where it was logged (the caller may still fail after it: not said).
  const caught = logged === undefined ? '' : ` vLLM caught it and logged it at ${logged.level}${at}.`;
  // A CUDA error on a line that allocates pinned host memory (`torch.empty(…, pin_memory=True)`) is that host allocation's.
  const pinned =
    /pin_memory\s?=\s?True/.test(owner?.frame?.code ?? '') && message.startsWith('CUDA error')
      ? ' That line allocates page-locked (pinned) host memory: the CUDA error comes from that host allocation, not from GPU memory.'
      : '';
  // The title's own words on when it happens: the frames show where, the reporter said when.
  const when = node.titleCondition === undefined ? '' : ` The title says when: ${inlineCode(node.titleCondition, 80)}.`;
  const lines = [
    `**vllm-triage:** ${shown} was raised in ${raisedIn}.${when}${pinned}${noConnector}${seen}${caught} It is not one of the connector errors vllm-triage can explain yet.`,
  ];
  const says = renderThreadSays(node.says, false);
  if (says !== '') lines.push(says);
  // Another project's build brought vLLM: that build is the version, and the thread says which one.
  const bundled = node.bundledBy;
  const vllmAsked = asks.some((ask) => ask.id === 'vllm-version');
  if (bundled !== undefined && vllmAsked)
    lines.push(`Your vLLM is the one ${inlineCode(bundled.build, 60)} brings (in ${whereSaid(bundled)}): that build sets its version.`);
  if (requests !== '') lines.push(requests);
  return lines.join('\n\n');
}

/**
 * The short comment after a maintainer routed the issue and nothing is recognised: the connector's short asks.
 * @param node the connector routed to (a registered name, or null for the generic label), the routing label, the asks
 */
export function renderRoutedShort({ connector, label, asks }: RoutedComment): string {
  const to = connector === null ? 'the KV-connector maintainers' : `the ${inlineCode(connector, 60)} maintainers`;
  const lines = [`**vllm-triage:** this issue was routed to ${to} (label ${inlineCode(label, 50)}). No known connector error is recognised in it yet.`];
  const requests = shortAsks(asks, '**To help them, please add:**', asks.length);
  lines.push(requests === '' ? 'Everything they usually need first is already here.' : requests);
  return lines.join('\n\n');
}
