import type { BlockList, LineList } from '../extract/types.js';
/** One side and the version the reporter gives for it. */
export interface VersionSide {
    side: string;
    version: string;
}
/**
 * The sides the reporter gives versions for, first mention of each side kept; [] unless at least two sides have
 * versions and they differ (one version for all is the thread's version, read elsewhere).
 * @param lines log lines (prefixes stripped)
 * @param blocks the markdown blocks
 */
export declare function readVersionSides(lines: LineList, blocks: BlockList): VersionSide[];
/**
 * The one side of a P/D pair the reporter gives a version for, and the side they name without one (`prefill: vllm
 * 0.25.1`, the decode side named but its version not given), or null: both given, neither, or said to be the same.
 * @param lines log lines (prefixes stripped)
 * @param blocks the markdown blocks
 */
export declare function readOneSideVersion(lines: LineList, blocks: BlockList): (VersionSide & {
    missing: string;
}) | null;
