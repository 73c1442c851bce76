import { type HistoryIndex } from './history.js';
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
export declare function firstReleaseWith(pr: number, index?: HistoryIndex): FirstRelease | null;
/**
 * What is known of the first release with a pull request, in words after "Fixed by #N" (`, which \`v0.23.0\` and later
 * contain (whether \`v0.22.1\` carries it as a fix is not known)`), or null when the index cannot say.
 * @param pr the pull request
 * @param version the reporter's version: only a patch release they run is named as unknown (all of them when undefined)
 */
export declare function firstReleaseWords(pr: number, version?: string | null): string | null;
