// vLLM's releases as git refs, and whether a reporter's version already has a fix first released in a given version.
import { compareVersions, isRelease, parseVersion } from './version-order.js';

/**
 * The git ref to link source lines at: the release tag for a plain release, else the catalog's commit.
 * @param version the reporter's version, or null
 * @param commit the commit the catalog and index were read at
 */
export function versionRef(version: string | null, commit: string): string {
  if (version === null) return commit;
  const plain = version.startsWith('v') ? version.slice(1) : version;
  return isRelease(plain) ? `v${plain}` : commit;
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
