// The reporter's code, dated: the range of main their version (or each side's) names, else the range their log
// prefixes date it to, with the evidence in words.
import type { LineList } from '../extract/types.js';
import { rangeOfSightings, rangeOfVersion, unionRange, type BuildRange, type SiteSighting } from '../vllm/build-range.js';
import type { VersionSide } from './version-sides.js';

/** The reporter's own log lines with a `[file.py:N]` prefix, as sightings of a log call. */
function sightingsOf(lines: LineList): SiteSighting[] {
  const sightings: SiteSighting[] = [];
  for (const line of lines) {
    if (line.logFile === null || line.logLine === null || line.context !== undefined) continue;
    if (line.source.role !== undefined && line.source.role !== 'reporter') continue;
    sightings.push({ file: line.logFile, line: line.logLine, text: line.text });
  }
  return sightings;
}

/**
 * The range of main the reporter's code comes from: each side's version when a P/D pair or the nodes run two
 * versions (a PR holds for the pair only where it holds for each side), else the version, else the log prefixes.
 * @param version the version read and where from
 * @param sides the versions per side, when two differ
 * @param lines the log lines
 */
export function readBuildRange(version: { version: string | null; source: string | null }, sides: VersionSide[], lines: LineList): BuildRange | null {
  if (sides.length >= 2) {
    const ranges = sides.map((item) => rangeOfVersion(item.version));
    const placed = ranges.filter((range): range is BuildRange => range !== null);
    if (placed.length === ranges.length) return unionRange(placed, sides.map((item) => `${item.side} ${item.version}`).join(', '));
  }
  const fromVersion = version.version === null ? null : rangeOfVersion(version.version);
  if (fromVersion !== null) return { ...fromVersion, evidence: `${fromVersion.evidence} (${version.source ?? 'text'})` };
  return rangeOfSightings(sightingsOf(lines));
}
