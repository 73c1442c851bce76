// The first release known to contain a pull request, read from the shipped history index: the first release cut from
// main after the merge, when every release cut before it lacks it; the patch releases of the line before it may carry it
// as a cherry-pick the index does not know. Never from dates.
import { HISTORY, PIN_RELEASE, prPosition, type HistoryIndex } from './history.js';
import { inlineCode } from '../text/safe-markdown.js';

/** The first release known to contain a pull request, and the patch releases that may carry it as a cherry-pick. */
export interface FirstRelease {
  name: string;
  /** Patch releases of the line cut just before the merge (`v0.22.1` = v0.22.0 + fixes): whether they carry it is not known. */
  patchesUnknown: string[];
}

/**
 * The first release whose code contains a pull request for certain (its code cut from main at or after the merge) when
 * every release cut before it lacks it for certain (cut before the merge); null when the index does not place the PR,
 * no release is cut after it, or a release's cut straddles it.
 * @param pr the pull request
 * @param index the history index
 */
export function firstReleaseWith(pr: number, index: HistoryIndex = HISTORY): FirstRelease | null {
  const at = prPosition(pr, index);
  if (at === null) return null;
  const own = index.releases.filter((release) => release.name !== PIN_RELEASE && release.patch_of === undefined);
  const first = own.find((release) => release.lo >= at);
  if (first === undefined || own.some((release) => release.lo < at && release.hi >= at)) return null;
  // Fixes are backported to the line cut last before the merge: its patch releases may carry it.
  const line = own.filter((release) => release.hi < at).at(-1);
  const patchesUnknown = index.releases.filter((release) => line !== undefined && release.patch_of === line.name).map((release) => release.name);
  return { name: first.name, patchesUnknown };
}

/**
 * What is known of the first release with a pull request, in words after "Fixed by #N" (`, which \`v0.23.0\` and later
 * contain (whether \`v0.22.1\` carries it as a fix is not known)`), or null when the index cannot say.
 * @param pr the pull request
 * @param version the reporter's version: only a patch release they run is named as unknown (all of them when undefined)
 */
export function firstReleaseWords(pr: number, version?: string | null): string | null {
  const first = firstReleaseWith(pr);
  if (first === null) return null;
  const theirs =
    version === undefined ? first.patchesUnknown : first.patchesUnknown.filter((name) => version !== null && name === `v${version.replace(/^v/, '')}`);
  const patches = theirs.map((name) => inlineCode(name));
  const unknown = patches.length === 0 ? '' : ` (whether ${patches.join(' or ')} carries it as a fix is not known)`;
  return `, which ${inlineCode(first.name)} and later contain${unknown}`;
}
