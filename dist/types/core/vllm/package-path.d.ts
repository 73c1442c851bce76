/**
 * The part of a path inside its installed package, after the last `site-packages/` or `dist-packages/`
 * (`/usr/lib/python3/dist-packages/vllm/v1/x.py` → `vllm/v1/x.py`), or null when the path is under neither.
 * @param path a file path, forward slashes
 */
export declare function installedPackagePath(path: string): string | null;
