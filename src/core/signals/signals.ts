// Stage 4: the facts the plan needs besides the tracebacks — vLLM version, kv_transfer_config,
// request lifecycle and stats lines, whether clients cancel or time out, connector package versions.

import type { BlockList, LineList } from '../extract/types.js';
import type { Signals } from './types.js';
import { parseLifecycleEvents, parseStatsLine } from './lifecycle.js';
import { readConnectorPackageVersions } from './packages.js';
import { readKvTransferConfigs } from './kv-config.js';
import { readVllmVersion } from './versions.js';
import { readBuildRange } from './build-reading.js';
import { readOneSideVersion, readVersionSides } from './version-sides.js';

/** Phrases that say, on their own, that a client went away. */
const CLIENT_ABORT_PHRASES = ['cancellederror', 'client disconnected', 'client disconnect', 'clientdisconnect'];
/** Words that, next to `client`, say clients cancel, time out or go away. */
const CLIENT_WORDS = ['cancel', 'time out', 'timed out', 'timeout', 'times out', 'abort', 'disconnect'];
const MAY_SAY_CLIENT_ABORT = /client|request|cancellederror/i;
/** Words that, next to `request`, say requests are cancelled or time out (not `abort`: code names like `_abort_requests` carry it). */
const REQUEST_WORDS = ['cancel', 'time out', 'timed out', 'timeout', 'times out'];

/**
 * Whether a line says that clients cancel or time out. Conservative: a phrase that only a client
 * abort produces, `client` with cancel / time out / abort / disconnect, or `request` with cancel /
 * time out; traceback frame lines never count.
 * @param text one line of text
 */
export function mentionsClientAbort(text: string): boolean {
  // Every phrase and word pair below needs `client`, `request` or `cancellederror`: most lines are answered here.
  if (text.length > 2000 || !MAY_SAY_CLIENT_ABORT.test(text)) return false;
  const lower = text.toLowerCase();
  if (CLIENT_ABORT_PHRASES.some((phrase) => lower.includes(phrase))) return true;
  if (lower.trimStart().startsWith('file "')) return false;
  if (lower.includes('client')) return CLIENT_WORDS.some((word) => lower.includes(word));
  return lower.includes('request') && REQUEST_WORDS.some((word) => lower.includes(word));
}

/**
 * Read the signals from the log lines and blocks of the body and human comments.
 * @param lines log lines (prefixes stripped), in source order
 * @param blocks the markdown blocks the lines came from (configs may span lines)
 * @param title the issue title, a last place to find the vLLM version
 * @param options `connectorProject`: the issue is in a connector project's own repository (its bare versions are the connector's)
 */
export function readSignals(lines: LineList, blocks: BlockList, title?: string, options: { connectorProject?: boolean } = {}): Signals {
  const version = readVllmVersion(lines, blocks, title, options);
  const signals: Signals = {
    vllmVersion: version.version,
    vllmVersionSource: version.source,
    ...(version.ascend === true ? { vllmVersionViaAscend: true as const } : {}),
    kvTransferConfigs: readKvTransferConfigs(blocks),
    lifecycle: [],
    stats: [],
    mentionsClientAbort: false,
    connectorPackageVersions: readConnectorPackageVersions(lines),
  };
  const sides = readVersionSides(lines, blocks);
  if (sides.length > 0) signals.vllmVersions = sides;
  // One side's version, when the thread gives no other version of vLLM for the whole setup.
  const oneSide = sides.length > 0 ? null : readOneSideVersion(lines, blocks);
  if (oneSide !== null && (version.version === null || version.version === oneSide.version)) signals.vllmVersionOneSide = oneSide;
  const build = readBuildRange(version, sides, lines);
  if (build !== null) signals.build = build;
  for (const line of lines) {
    const events = parseLifecycleEvents(line);
    for (const event of events) signals.lifecycle.push(event);
    const stats = parseStatsLine(line);
    if (stats !== null) signals.stats.push(stats);
    if (!signals.mentionsClientAbort && (events.some((event) => event.kind === 'aborted') || mentionsClientAbort(line.text))) {
      signals.mentionsClientAbort = true;
    }
  }
  return signals;
}
