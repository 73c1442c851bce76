// Links to vLLM: source lines (the one URL builder, for matches and the comment), issues and pull requests (full links, never bare `#N`).

import { inlineCode } from '../text/safe-markdown.js';
import { installedPackagePath } from './package-path.js';
import { cutText } from '../text/cut.js';

const VLLM_REPO = 'https://github.com/vllm-project/vllm';

/** Git refs and file paths we put in a URL: conservative characters only. */
function safeRef(ref: string): string {
  return ref.replace(/[^A-Za-z0-9._+-]/g, '');
}

/** The longest repository path put in a link (vLLM's deepest paths are about 100 characters). */
export const MAX_LINK_PATH = 200;

/** `encodeURIComponent` leaves `( ) * ~ ! '` alone; in a markdown link target `)` would end it early. */
function encodePart(part: string): string {
  return encodeURIComponent(part).replace(/[()*~!']/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

function safePath(path: string): string {
  return cutText(path, MAX_LINK_PATH, '')
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .map(encodePart)
    .join('/');
}

/**
 * The GitHub URL of a line of vLLM's source (or of the whole file), with conservative escaping.
 * @param ref a commit, tag or branch (`c794754…`, `v0.26.0`, `main`)
 * @param path repository-relative path (`vllm/distributed/…/scheduler.py`)
 * @param line 1-based line, or null (or 0, the catalog's "not known") for the whole file
 */
export function vllmSourceUrl(ref: string, path: string, line: number | null): string {
  // A line of a branch (`main`) moves with every commit: the file only, then. Line 0 is no line: the file only too.
  const anchor = line === null || line < 1 || isMovingRef(ref) ? '' : `#L${line}`;
  return `${VLLM_REPO}/blob/${safeRef(ref)}/${safePath(path)}${anchor}`;
}

/** Branch names whose lines move with every commit (a tag or a commit stays put). */
const MOVING_REFS = new Set(['main', 'master', 'HEAD']);

/** Whether a ref is a branch whose lines move (`main`), not a tag or a commit. */
export function isMovingRef(ref: string): boolean {
  return MOVING_REFS.has(ref);
}

/**
 * A link to a line of vLLM's source, shown as `path:line` in code.
 * @param ref release tag or commit
 * @param path repository-relative path (`vllm/...`)
 * @param line 1-based line, or null for the whole file
 */
export function sourceLink(ref: string, path: string, line: number | null): string {
  const shown = cutText(path, MAX_LINK_PATH);
  const label = line === null || isMovingRef(ref) ? shown : `${shown}:${line}`;
  return `[${inlineCode(label, MAX_LINK_PATH + 12)}](${vllmSourceUrl(ref, path, line)})`;
}

/**
 * A full link to a vLLM issue or pull request, shown as `vllm-project/vllm#N`, so it never
 * cross-references an issue of the repository the bot happens to run in.
 * @param kind `issues` or `pull`
 * @param number the issue or PR number
 */
export function vllmThreadLink(kind: 'issues' | 'pull', number: number): string {
  const safeNumber = Math.trunc(Math.abs(number));
  return `[vllm-project/vllm#${safeNumber}](${VLLM_REPO}/${kind}/${safeNumber})`;
}

/**
 * The repository-relative `vllm/...` path of a frame's file (`/usr/lib/python3.12/site-packages/vllm/v1/x.py`
 * → `vllm/v1/x.py`), or null when the file is not part of vLLM. A `vllm/distributed/` in the path marks the
 * package even when a folder named `vllm` sits deeper.
 * @param file the path printed in the traceback
 */
export function vllmPathOf(file: string): string | null {
  const normalised = file.replaceAll('\\', '/');
  // Inside an installed package: only the `vllm` package itself (`…-packages/lmcache/integration/vllm/x.py` is LMCache's).
  const inside = installedPackagePath(normalised);
  if (inside !== null) return inside.startsWith('vllm/') ? inside : null;
  if (normalised.startsWith('vllm/')) return isVllmTree(normalised) ? normalised : null;
  const distributedAt = normalised.lastIndexOf('/vllm/distributed/');
  if (distributedAt >= 0) return normalised.slice(distributedAt + 1);
  const packageAt = normalised.lastIndexOf('/vllm/');
  if (packageAt < 0) return null;
  const path = normalised.slice(packageAt + 1);
  // A checkout (`/workspace/vllm/vllm/v1/…`), not another project's `…/integration/vllm/` folder.
  return isVllmTree(path) && !OTHER_PROJECTS.some((project) => normalised.includes(project)) ? path : null;
}

/** Folders of another project that hold a `vllm/` folder of their own. */
const OTHER_PROJECTS = ['lmcache/', 'lmcache_ascend/', 'vllm_ascend/', 'vllm_omni/', 'dynamo/', 'sglang/'];

/** vLLM's top-level package folders and modules: a `vllm/…` path elsewhere is not vLLM's. */
const VLLM_TOP = new Set([
  'v1',
  'distributed',
  'model_executor',
  'engine',
  'entrypoints',
  'worker',
  'executor',
  'core',
  'config',
  'attention',
  'lora',
  'multimodal',
  'transformers_utils',
  'platforms',
  'compilation',
  'inputs',
  'outputs.py',
  'utils',
  'sequence.py',
  'envs.py',
  'forward_context.py',
  'logger.py',
  'config.py',
  'sampling_params.py',
  'scripts.py',
  'usage',
  'reasoning',
  'tokenizers',
  'third_party',
  'spec_decode',
  'plugins',
  'profiler',
  'ray',
  'device_allocator',
  'assets',
  'benchmarks',
  'model_loader',
  'logging_utils',
  '_custom_ops.py',
]);

function isVllmTree(path: string): boolean {
  const second = path.split('/')[1] ?? '';
  return VLLM_TOP.has(second);
}
