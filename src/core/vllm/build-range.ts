// The stretch of vLLM's main the reporter's code was built from: from a version string (a release, an rc, a
// development build, a `+g<sha>` commit), from each side of a P/D pair, or from `[file.py:N]` log prefixes matched
// against the shipped history index. Pure: the index ships with the build, nothing is looked up.
import { HISTORY, PIN_RELEASE, commitPosition, prPosition, releasesWithSite, type HistoryIndex, type HistoryRelease } from './history.js';
import { compareVersions, parseVersion } from './version-order.js';

/** The reporter's code as positions on main's first-parent history (inclusive), with what says so. */
export interface BuildRange {
  lo: number;
  hi: number;
  /** How the comment names it: `v0.10.1`, `0.10.x`, `main at 51f799c1a`, `prefill v0.25.1, decode v0.26.0`. */
  label: string;
  /** Where it was read, in words: `the version 0.10.1`, `the log prefix nixl_connector.py:548`. */
  evidence: string;
  /** A `+g<sha>` on main: one commit. */
  exact: boolean;
  /**
   * A patch release is among it (`v0.22.1` = v0.22.0 + fixes): its code is its base's plus cherry-picked fixes the index
   * does not know, so a pull request merged after the range is not known to be missing.
   */
  patch?: boolean;
}

/** Whether the reporter's code contains a pull request: from its range and the PR's place on main. */
export type Holds = 'yes' | 'no' | 'unknown';

/** `yes` when the PR was merged at or before the range's first commit, `no` after its last, else `unknown`. */
export function containsPr(range: BuildRange | null, pr: number, index: HistoryIndex = HISTORY): Holds {
  const at = prPosition(pr, index);
  if (range === null || at === null) return 'unknown';
  if (at <= range.lo) return 'yes';
  return at > range.hi && range.patch !== true ? 'no' : 'unknown';
}

/** The span of some releases, named by their series when they share one (`0.10.x`), else by both ends. */
function spanOf(releases: HistoryRelease[], evidence: string): BuildRange | null {
  if (releases.length === 0) return null;
  const lo = Math.min(...releases.map((release) => release.lo));
  const hi = Math.max(...releases.map((release) => release.hi));
  const names = releases.map((release) => release.name);
  const series = new Set(names.map((name) => /^v(\d+\.\d+)\./.exec(name)?.[1] ?? name));
  const first = names[0] as string;
  const label = names.length === 1 ? first : series.size === 1 ? `${[...series][0] ?? ''}.x` : `${first} to ${names.at(-1) ?? ''}`;
  const patch = releases.some((release) => release.patch_of !== undefined);
  return { lo, hi, label, evidence, exact: false, ...(patch ? { patch: true } : {}) };
}

/** Released versions only (no pin), in table order. */
const released = (index: HistoryIndex): HistoryRelease[] => index.releases.filter((release) => release.name !== PIN_RELEASE);

/** The range of a development build of `target` without a known commit: main after the release before it, up to it. */
function devRange(target: string, text: string, index: HistoryIndex): BuildRange | null {
  const all = released(index);
  const before = all.filter((release) => (compareVersions(release.name, target) ?? 0) < 0 && release.patch_of === undefined).at(-1);
  const at = all.find((release) => release.name === `v${target}`);
  if (before === undefined) return null;
  const hi = at?.hi ?? index.start + index.commits.length / 7 - 1;
  return { lo: before.lo, hi, label: `a development build of ${target}`, evidence: `the version ${text}`, exact: false };
}

/** A release's own range, or its series' (`0.18` → every 0.18.x), or a range past the history's end. */
function releaseRange(release: number[], text: string, index: HistoryIndex): BuildRange | null {
  const name = `v${release.join('.')}`;
  const evidence = `the version ${text}`;
  const all = released(index);
  const exact = all.find((candidate) => candidate.name === name);
  if (exact !== undefined) return { ...(spanOf([exact], evidence) as BuildRange), label: name };
  if (release.length === 2)
    return spanOf(
      all.filter((candidate) => candidate.name.startsWith(`${name}.`)),
      evidence,
    );
  const newest = all.at(-1);
  // A release after the newest mapped one (v0.29.0 on): it has all of the history the index holds.
  if (newest !== undefined && (compareVersions(name, newest.name) ?? -1) > 0) {
    const tip = index.start + index.commits.length / 7 - 1;
    return { lo: tip, hi: Number.MAX_SAFE_INTEGER, label: name, evidence, exact: false };
  }
  return null;
}

/** The commit a setuptools-scm local part names (`g51f799c1a`, `gbaacbfceb.d20250101`), or null. */
export function buildCommit(local: string | null): string | null {
  return local === null ? null : (/^g([0-9a-f]{7,40})(?:\.|$)/i.exec(local)?.[1]?.toLowerCase() ?? null);
}

/**
 * The range of a version as written: a `+g<sha>` on main is one commit; a release (ROCm and CUDA local labels
 * kept) its cut; an rc its release's cut; a development build the stretch after the release before it; `0.18`
 * the whole series. Null when the index cannot place it.
 * @param text the version (`0.10.1`, `v0.10.0rc2.dev90+geec694201`, `0.10.1+rocm641`, `0.18`)
 */
export function rangeOfVersion(text: string, index: HistoryIndex = HISTORY): BuildRange | null {
  const parsed = parseVersion(text);
  if (parsed === null) return null;
  const commit = buildCommit(parsed.local);
  const at = commit === null ? null : commitPosition(commit, index);
  if (at !== null && commit !== null) {
    return { lo: at, hi: at, label: `main at ${commit.slice(0, 9)}`, evidence: `the build commit in ${text}`, exact: true };
  }
  // A commit off main (a branch, a fork, a history this index lacks) is placed by whoever has it (GitHub's compare).
  if (commit !== null) return null;
  const release = parsed.release.slice(0, parsed.release.length === 4 ? 4 : 3);
  if (parsed.dev !== null) return release.length >= 3 ? devRange(release.slice(0, 3).join('.'), text, index) : null;
  return releaseRange(release, text, index);
}

/** The union of two ranges (a P/D pair on two versions): a PR holds for both only if it holds for each. */
export function unionRange(ranges: BuildRange[], label: string): BuildRange | null {
  if (ranges.length === 0) return null;
  return {
    lo: Math.min(...ranges.map((range) => range.lo)),
    hi: Math.max(...ranges.map((range) => range.hi)),
    label,
    evidence: ranges.map((range) => range.evidence).join('; '),
    exact: false,
  };
}

/** A `[file.py:N]` log prefix (or a frame) with the message on its line. */
export interface SiteSighting {
  file: string;
  line: number;
  text: string;
}

/** The most sightings read: a log repeats its prefixes, and each costs a look-up. */
const MAX_SIGHTINGS = 200;

/**
 * The releases whose code has every sighting's log call or raise at its line (the ones the index knows the file
 * of), as a range with the first sighting named as evidence; null when none dates anything.
 */
export function rangeOfSightings(sightings: SiteSighting[], index: HistoryIndex = HISTORY): BuildRange | null {
  let common: Set<number> | null = null;
  let named: SiteSighting | null = null;
  const seen = new Set<string>();
  for (const sighting of sightings) {
    const key = `${sighting.file}:${sighting.line}`;
    if (seen.has(key)) continue;
    if (seen.size >= MAX_SIGHTINGS) break;
    seen.add(key);
    const releases = releasesWithSite(sighting.file, sighting.line, sighting.text, index);
    if (releases === null || releases.size === 0) continue;
    const narrowed: Set<number> = common === null ? releases : new Set([...common].filter((release) => releases.has(release)));
    // A sighting that disagrees with the ones before (another process, another build) narrows nothing.
    if (narrowed.size === 0) continue;
    common = narrowed;
    named ??= sighting;
  }
  if (common === null || named === null) return null;
  const chosen = [...common]
    .sort((a, b) => a - b)
    .map((at) => index.releases[at])
    .filter((release): release is HistoryRelease => release !== undefined && release.name !== PIN_RELEASE);
  const base = named.file.slice(named.file.lastIndexOf('/') + 1);
  return spanOf(chosen, `the log prefix ${base}:${named.line}`);
}
