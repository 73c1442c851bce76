import type { LineList } from '../extract/types.js';
import { type BuildRange } from '../vllm/build-range.js';
import type { VersionSide } from './version-sides.js';
/**
 * The range of main the reporter's code comes from: each side's version when a P/D pair or the nodes run two
 * versions (a PR holds for the pair only where it holds for each side), else the version, else the log prefixes.
 * @param version the version read and where from
 * @param sides the versions per side, when two differ
 * @param lines the log lines
 */
export declare function readBuildRange(version: {
    version: string | null;
    source: string | null;
}, sides: VersionSide[], lines: LineList): BuildRange | null;
