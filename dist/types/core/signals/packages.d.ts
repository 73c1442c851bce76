import type { LineList } from '../extract/types.js';
/**
 * Versions of connector packages named in the lines, keyed by normalised package name.
 * @param lines log lines of the body and human comments
 */
export declare function readConnectorPackageVersions(lines: LineList): Record<string, string>;
