import type { BlockList, LineList } from '../extract/types.js';
export { compareVersions, isFixed, isRelease, parseVersion } from '../vllm/version-order.js';
export { versionRef } from '../vllm/releases.js';
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
export declare function readVllmVersion(lines: LineList, blocks: BlockList, title?: string, options?: {
    connectorProject?: boolean;
}): {
    version: string | null;
    source: string | null;
    ascend?: true;
};
