// The git ref of a reporter's vLLM version: its release tag, or the commit a development build was made from.
import { parseVersion } from '../vllm/version-order.js';

/** A ref to compare against: a tag (`v0.26.0`, `v0.11.1rc2`) or a build's commit (7 to 40 hex digits). */
export interface ReleaseRef {
  kind: 'tag' | 'commit';
  ref: string;
}

/** The commit in a setuptools-scm local part: `g1a2b3c4d`, `g1a2b3c4d.d20260101`. */
const LOCAL_COMMIT = /^g([0-9a-f]{7,40})(?:\.|$)/;

/**
 * The ref of a version: `0.26.0` → tag `v0.26.0`; `0.11.1rc2` → tag `v0.11.1rc2`; `0.6.4.post1` → tag `v0.6.4.post1`;
 * a development build `0.27.1.dev12+g1a2b3c4d` (or `0.1.dev1+g…`) → its commit; a local build label (`0.26.0+cu128`)
 * keeps its release's tag. A development build without a commit, or anything unparseable, has none (null).
 * @param version the reporter's version as written, or null
 */
export function releaseRefOf(version: string | null): ReleaseRef | null {
  if (version === null) return null;
  const text = version.trim();
  const parsed = parseVersion(text);
  if (parsed === null) return null;
  const commit = parsed.local === null ? null : (LOCAL_COMMIT.exec(parsed.local)?.[1] ?? null);
  if (commit !== null) return { kind: 'commit', ref: commit };
  // `+g…` that is not a commit (too short, not hex) is a build nobody can place.
  if (parsed.local?.startsWith('g') === true) return null;
  if (parsed.dev !== null || parsed.release.length !== 3) return null;
  // Tags write the pre-release without a separator: `0.20.2.rc1` is tagged `v0.20.2rc1`.
  const publicPart = (text.replace(/^v/, '').split('+')[0] ?? '').replace(/[._-](a|b|rc)(?=\d)/, '$1');
  return { kind: 'tag', ref: `v${publicPart}` };
}
