// Parsing and ordering vLLM version strings the way Python packaging (PEP 440) orders them, and whether a reporter's
// version already has a fix first released in a given version.

/** A parsed version: release numbers, pre-release, post-release and dev parts. */
export interface ParsedVersion {
  release: number[];
  /** Pre-release kind rank (a=0, b=1, rc=2) and number; null for none. */
  pre: [number, number] | null;
  post: number | null;
  dev: number | null;
  /** The local part after `+` (`gabc1234`), or null. */
  local: string | null;
}

// Linear: each group is a run of one character class followed by a distinct literal.
// PEP 440 allows `.`, `-` or `_` before the pre-release (`0.20.2.rc1`, vllm-ascend's style, is `0.20.2rc1`).
const VERSION_PATTERN = /^v?(\d{1,6}(?:\.\d{1,6}){0,4})(?:[._-]?(a|b|rc)(\d{1,6}))?(?:\.post(\d{1,6}))?(?:\.dev(\d{0,6}))?(?:\+([0-9A-Za-z.]{1,64}))?$/;
const PRE_RANK: Record<string, number> = { a: 0, b: 1, rc: 2 };

/**
 * Parse `0.26.0`, `v0.12.0`, `0.6.4.post1`, `0.11.1rc2.dev5+gabc1234`, `0.28.1rc1.dev`, `0.20.2.rc1`.
 * @returns the parts, or null when the text is not a version
 */
export function parseVersion(text: string): ParsedVersion | null {
  const found = VERSION_PATTERN.exec(text.trim());
  if (found === null || found[1] === undefined) return null;
  return {
    release: found[1].split('.').map(Number),
    pre: found[2] === undefined ? null : [PRE_RANK[found[2]] ?? 0, Number(found[3])],
    post: found[4] === undefined ? null : Number(found[4]),
    dev: found[5] === undefined ? null : Number(found[5] || 0),
    local: found[6] ?? null,
  };
}

/** The sort key of a parsed version: release, then pre (dev-only releases sort before a1), post, dev. */
function sortKey(version: ParsedVersion): number[] {
  const release = [...version.release];
  while (release.length < 5) release.push(0);
  const preOnlyDev = version.pre === null && version.post === null && version.dev !== null;
  const pre = version.pre ?? (preOnlyDev ? [-1, 0] : [3, 0]);
  return [...release, pre[0], pre[1], version.post ?? -1, version.dev ?? Number.MAX_SAFE_INTEGER];
}

/**
 * Compare two versions (PEP 440 order; the local part is ignored).
 * @returns negative when a < b, 0 when equal, positive when a > b; null when either is not a version
 */
export function compareVersions(a: string, b: string): number | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (left === null || right === null) return null;
  const leftKey = sortKey(left);
  const rightKey = sortKey(right);
  for (let i = 0; i < leftKey.length; i++) {
    const diff = (leftKey[i] ?? 0) - (rightKey[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * True for a published release (`0.26.0`, `0.6.4.post1`): three release numbers, no rc, dev or local part.
 * @param version the version without a leading `v`
 */
export function isRelease(version: string): boolean {
  const parsed = parseVersion(version);
  return parsed !== null && !version.startsWith('v') && parsed.release.length === 3 && parsed.pre === null && parsed.dev === null && parsed.local === null;
}

/**
 * Whether the reporter's build already has a fix first released in `fixedInRelease`.
 * A dev or rc build from the fixed release's series or the one before it may or may not carry
 * the fix (it depends on when it was cut), so it is `unknown`.
 * @param reporterVersion the reporter's vLLM version, or null
 * @param fixedInRelease the first release with the fix, or null
 */
export function isFixed(reporterVersion: string | null, fixedInRelease: string | null | undefined): 'yes' | 'no' | 'unknown' {
  if (reporterVersion === null || fixedInRelease === null || fixedInRelease === undefined) return 'unknown';
  const reporter = parseVersion(reporterVersion);
  const fixed = parseVersion(fixedInRelease);
  const order = compareVersions(reporterVersion, fixedInRelease);
  if (reporter === null || fixed === null || order === null) return 'unknown';
  if (order >= 0) return 'yes';
  if (isRelease(reporterVersion.replace(/^v/, ''))) return 'no';
  const [major = 0, minor = 0] = reporter.release;
  const [fixedMajor = 0, fixedMinor = 0] = fixed.release;
  return major === fixedMajor && minor >= fixedMinor - 1 ? 'unknown' : 'no';
}
