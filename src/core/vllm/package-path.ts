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

/** The folder each owner's package is imported from (`lmcache/…`), for a source checkout's root. */
const PACKAGE_DIRS: Record<string, string> = {
  lmcache: 'lmcache',
  'lmcache-mp': 'lmcache',
  'lmcache-ascend': 'lmcache_ascend',
  nixl: 'nixl',
  mooncake: 'mooncake',
  'vllm-ascend': 'vllm_ascend',
  'vllm-omni': 'vllm_omni',
};

/**
 * The source checkout an owner's file runs from (`/workspace/LMCache` for `/workspace/LMCache/lmcache/v1/x.py`): the
 * path before its package folder, when the file is not an installed package's (site-packages, dist-packages); else null.
 * @param file the frame's file as printed
 * @param owner the owner kind of that code (`lmcache`, `nixl`…)
 */
export function sourceCheckoutOf(file: string, owner: string): string | null {
  const dir = PACKAGE_DIRS[owner];
  if (dir === undefined) return null;
  const whole = file.replaceAll('\\', '/');
  if (installedPackagePath(whole) !== null) return null;
  const at = whole.lastIndexOf(`/${dir}/`);
  return at <= 0 ? null : whole.slice(0, at);
}
