/**
 * The part of a path inside its installed package, after the last `site-packages/` or `dist-packages/`
 * (`/usr/lib/python3/dist-packages/vllm/v1/x.py` → `vllm/v1/x.py`), or null when the path is under neither.
 * @param path a file path, forward slashes
 */
export declare function installedPackagePath(path: string): string | null;
/**
 * The source checkout an owner's file runs from (`/workspace/LMCache` for `/workspace/LMCache/lmcache/v1/x.py`): the
 * path before its package folder, when the file is not an installed package's (site-packages, dist-packages); else null.
 * @param file the frame's file as printed
 * @param owner the owner kind of that code (`lmcache`, `nixl`…)
 */
export declare function sourceCheckoutOf(file: string, owner: string): string | null;
