// Where a file sits inside an installed Python package: the one reading of `site-packages/` and `dist-packages/` paths.

/**
 * The part of a path inside its installed package, after the last `site-packages/` or `dist-packages/`
 * (`/usr/lib/python3/dist-packages/vllm/v1/x.py` → `vllm/v1/x.py`), or null when the path is under neither.
 * @param path a file path, forward slashes
 */
export function installedPackagePath(path: string): string | null {
  const at = Math.max(path.lastIndexOf('site-packages/'), path.lastIndexOf('dist-packages/'));
  // Both markers are 14 characters long.
  return at === -1 ? null : path.slice(at + 'site-packages/'.length);
}
