/**
 * The git ref to link source lines at: the release tag for a plain release, else the catalog's commit.
 * @param version the reporter's version, or null
 * @param commit the commit the catalog and index were read at
 */
export declare function versionRef(version: string | null, commit: string): string;
