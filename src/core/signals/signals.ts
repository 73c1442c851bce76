// Stage 4: the facts the plan needs besides the tracebacks — vLLM version, kv_transfer_config,
// request lifecycle and stats lines, whether clients cancel or time out, connector package versions.

import type { BlockList, LineList } from '../extract/types.js';
import type { Signals } from './types.js';
import { mentionsClientAbort, parseLifecycleEvents, parseStatsLine } from './lifecycle.js';
import { readConnectorPackageVersions } from './packages.js';
import { readKvTransferConfigs } from './kv-config.js';
import { readVllmVersion } from './versions.js';
import { readBuildRange } from './build-reading.js';
import { readOneSideVersion, readVersionSides } from './version-sides.js';

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
