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
/**
 * Parse `0.26.0`, `v0.12.0`, `0.6.4.post1`, `0.11.1rc2.dev5+gabc1234`, `0.28.1rc1.dev`, `0.20.2.rc1`.
 * @returns the parts, or null when the text is not a version
 */
export declare function parseVersion(text: string): ParsedVersion | null;
/**
 * Compare two versions (PEP 440 order; the local part is ignored).
 * @returns negative when a < b, 0 when equal, positive when a > b; null when either is not a version
 */
export declare function compareVersions(a: string, b: string): number | null;
/**
 * True for a published release (`0.26.0`, `0.6.4.post1`): three release numbers, no rc, dev or local part.
 * @param version the version without a leading `v`
 */
export declare function isRelease(version: string): boolean;
/**
 * Whether the reporter's build already has a fix first released in `fixedInRelease`.
 * A dev or rc build from the fixed release's series or the one before it may or may not carry
 * the fix (it depends on when it was cut), so it is `unknown`.
 * @param reporterVersion the reporter's vLLM version, or null
 * @param fixedInRelease the first release with the fix, or null
 */
export declare function isFixed(reporterVersion: string | null, fixedInRelease: string | null | undefined): 'yes' | 'no' | 'unknown';
