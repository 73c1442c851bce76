// vLLM's releases as git refs: the tag a reporter's plain release is linked at.
import { isRelease } from './version-order.js';

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
