import { type HistoryIndex } from './history.js';
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
export declare function containsPr(range: BuildRange | null, pr: number, index?: HistoryIndex): Holds;
/** The commit a setuptools-scm local part names (`g51f799c1a`, `gbaacbfceb.d20250101`), or null. */
export declare function buildCommit(local: string | null): string | null;
/**
 * The range of a version as written: a `+g<sha>` on main is one commit; a release (ROCm and CUDA local labels
 * kept) its cut; an rc its release's cut; a development build the stretch after the release before it; `0.18`
 * the whole series. Null when the index cannot place it.
 * @param text the version (`0.10.1`, `v0.10.0rc2.dev90+geec694201`, `0.10.1+rocm641`, `0.18`)
 */
export declare function rangeOfVersion(text: string, index?: HistoryIndex): BuildRange | null;
/** The union of two ranges (a P/D pair on two versions): a PR holds for both only if it holds for each. */
export declare function unionRange(ranges: BuildRange[], label: string): BuildRange | null;
/** A `[file.py:N]` log prefix (or a frame) with the message on its line. */
export interface SiteSighting {
    file: string;
    line: number;
    text: string;
}
/**
 * The releases whose code has every sighting's log call or raise at its line (the ones the index knows the file
 * of), as a range with the first sighting named as evidence; null when none dates anything.
 */
export declare function rangeOfSightings(sightings: SiteSighting[], index?: HistoryIndex): BuildRange | null;
