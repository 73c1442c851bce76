/** The longest repository path put in a link (vLLM's deepest paths are about 100 characters). */
export declare const MAX_LINK_PATH = 200;
/**
 * The GitHub URL of a line of vLLM's source (or of the whole file), with conservative escaping.
 * @param ref a commit, tag or branch (`c794754…`, `v0.26.0`, `main`)
 * @param path repository-relative path (`vllm/distributed/…/scheduler.py`)
 * @param line 1-based line, or null (or 0, the catalog's "not known") for the whole file
 */
export declare function vllmSourceUrl(ref: string, path: string, line: number | null): string;
/** Whether a ref is a branch whose lines move (`main`), not a tag or a commit. */
export declare function isMovingRef(ref: string): boolean;
/**
 * A link to a line of vLLM's source, shown as `path:line` in code.
 * @param ref release tag or commit
 * @param path repository-relative path (`vllm/...`)
 * @param line 1-based line, or null for the whole file
 */
export declare function sourceLink(ref: string, path: string, line: number | null): string;
/**
 * A full link to a vLLM issue or pull request, shown as `vllm-project/vllm#N`, so it never
 * cross-references an issue of the repository the bot happens to run in.
 * @param kind `issues` or `pull`
 * @param number the issue or PR number
 */
export declare function vllmThreadLink(kind: 'issues' | 'pull', number: number): string;
/**
 * The repository-relative `vllm/...` path of a frame's file (`/usr/lib/python3.12/site-packages/vllm/v1/x.py`
 * → `vllm/v1/x.py`), or null when the file is not part of vLLM. A `vllm/distributed/` in the path marks the
 * package even when a folder named `vllm` sits deeper.
 * @param file the path printed in the traceback
 */
export declare function vllmPathOf(file: string): string | null;
