/**
 * The git ref to link source lines at: the release tag for a plain release, else the catalog's commit.
 * @param version the reporter's version, or null
 * @param commit the commit the catalog and index were read at
 */
export declare function versionRef(version: string | null, commit: string): string;
/**
 * Whether the reporter's build already has a fix first released in `fixedInRelease`.
 * A dev or rc build from the fixed release's series or the one before it may or may not carry
 * the fix (it depends on when it was cut), so it is `unknown`.
 * @param reporterVersion the reporter's vLLM version, or null
 * @param fixedInRelease the first release with the fix, or null
 */
export declare function isFixed(reporterVersion: string | null, fixedInRelease: string | null | undefined): 'yes' | 'no' | 'unknown';
