import type { Block, LogLine } from '../extract/types.js';
import { compareVersions, isRelease, parseVersion } from './version-order.js';
export { compareVersions, isRelease, parseVersion };
/**
 * Read the reporter's vLLM version: collect_env's `vLLM Version : X` first, then `vllm==X` or a pip
 * list row, then the crash dump's `(vX)`, then `vllm X` / `vLLM vX` in the text, then the title.
 * @param lines log lines of the issue (prefixes stripped)
 * @param blocks the markdown blocks (read too, for text the lines may not cover)
 * @param title the issue title, when known
 * @param options `connectorProject`: the issue is filed in a connector project's own repository (LMCache, Mooncake),
 *   where a bare version in the title or the environment section is the connector's, not vLLM's
 * @returns the version as written (`0.26.0`, `0.11.1rc2.dev5+gabc`) and its source, or nulls
 */
export declare function readVllmVersion(lines: LogLine[], blocks: Block[], title?: string, options?: {
    connectorProject?: boolean;
}): {
    version: string | null;
    source: string | null;
};
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
