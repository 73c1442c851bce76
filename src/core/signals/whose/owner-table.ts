// Whose code a path or a log line is: one table from a frame's path, and from the logger that printed a line, to the
// project that owns it (vLLM's own tree, including its in-tree LMCache adapter, after every project that carries a
// `vllm/` folder of its own or patches vLLM's; LMCache's package, LMCache-Ascend, vllm-ascend, vllm-omni, Dynamo, NIXL,
// Mooncake, SGLang, a fork's copy of vLLM). `code-owner.ts` reads tracebacks with it; the plan names owners from it.
import type { Frame } from '../../extract/types.js';
import { vllmPathOf } from '../../vllm/links.js';
import { cutText } from '../../text/cut.js';

/** Who owns the failing code. `fork`: a vLLM tree under another project's directory name (`1Cat-vLLM-1.5.0/vllm/…`). */
export type OwnerKind =
  'vllm' | 'lmcache' | 'lmcache-mp' | 'lmcache-ascend' | 'nixl' | 'mooncake' | 'dynamo' | 'vllm-ascend' | 'vllm-omni' | 'sglang' | 'fork' | 'other';

/**
 * Files and functions of Dynamo's patched vLLM engine (its V0 patch), which upstream vLLM never had (checked at
 * c794754062 and at main commits of 2025-03, 2025-06 and 2025-09: no `_initialize_nixl`, no `add_remote_nixl_metadata`).
 */
const DYNAMO_PATCHED_FILES = /vllm\/distributed\/device_communicators\/(?:nixl|kv_rearrange)\.py$/;
const DYNAMO_PATCHED_FUNCTIONS = new Set(['_initialize_nixl', 'add_remote_nixl_metadata']);
/** A call printed under a frame to a method only Dynamo's patched engine has (`self.engine.add_remote_nixl_metadata(…)`). */
/** Dynamo's own Python packages that drive vLLM (not a copy or patch of vLLM's files). */
export const DYNAMO_OWN = /(?:^|\/)(?:dynamo\/(?:vllm|llm)\/|kvbm\/)/;
/** UCX's own Python bindings (ucx-py, UCXX): the transport under NIXL, named as such. */
export const UCX_BINDINGS = /(?:^|\/)(?:ucp|ucxx)\//;
const DYNAMO_PATCHED_CALL = /\.(?:add_remote_nixl_metadata|_initialize_nixl)\(/;

/**
 * Whose code a path is, first row that holds wins (vLLM's own tree after every project that carries a `vllm/` folder
 * of its own or patches vLLM's). One table for every stage that names an owner.
 */
const OWNER_PATHS: [(path: string, file: string) => boolean, OwnerKind][] = [
  [(path) => path.includes('nixl_connect/'), 'dynamo'],
  // Dynamo's own packages: its vLLM backend (`dynamo/vllm/`), its LLM runtime's vLLM integration, its KV block manager.
  [(path) => DYNAMO_OWN.test(path), 'dynamo'],
  [(path) => DYNAMO_PATCHED_FILES.test(path), 'dynamo'],
  [(path) => path.includes('vllm_ascend/'), 'vllm-ascend'],
  [(path) => path.includes('vllm_omni/'), 'vllm-omni'],
  [(path) => path.includes('sglang/'), 'sglang'],
  [(path) => path.endsWith('vllm_multi_process_adapter.py'), 'lmcache-mp'],
  [(path) => /(?:^|\/)lmcache_ascend\//.test(path), 'lmcache-ascend'],
  [(path) => /(?:^|\/)lmcache(?:_vllm)?\//.test(path), 'lmcache'],
  [(_, file) => vllmPathOf(file) !== null && forkOf(file) !== null, 'fork'],
  [(_, file) => vllmPathOf(file) !== null, 'vllm'],
  // NIXL, its ROCm build (`rixl`, which vLLM imported on ROCm before #49251) and UCX's own bindings under it.
  [(path) => /(?:^|\/)(?:nixl(?:_cu1\d|_rocm)?|rixl)\//.test(path) || UCX_BINDINGS.test(path), 'nixl'],
  [(path) => /(?:^|\/)mooncake(?:\/|_vllm_adaptor)/.test(path), 'mooncake'],
];

/** The owner of one file, by its path (forward slashes; vLLM's own tree last). */
export function ownerOfFile(file: string): OwnerKind | null {
  const path = file.replaceAll('\\', '/').toLowerCase();
  // The standard library, torch and the like say nothing about whose connector code failed.
  return OWNER_PATHS.find(([holds]) => holds(path, file))?.[1] ?? null;
}

/**
 * The owner of one frame: its file's, except a function only Dynamo's patched engine has (`_initialize_nixl`), or a
 * frame whose printed line calls one (the patched engine's own files are named like vLLM's).
 */
export function ownerOfFrame(frame: Frame): OwnerKind | null {
  const kind = ownerOfFile(frame.file);
  if (kind !== 'vllm' && kind !== 'fork') return kind;
  if (frame.function !== null && DYNAMO_PATCHED_FUNCTIONS.has(frame.function)) return 'dynamo';
  if (frame.code !== null && DYNAMO_PATCHED_CALL.test(cutText(frame.code, 400, ''))) return 'dynamo';
  return kind;
}

/** Words of a directory name that say nothing about a project (a checkout's, a release's, an environment's or a workspace's name). */
const GENERIC_DIR_WORDS = new Set(
  (
    'vllm src source sources main master repo repos code git upstream latest build dev local project workspace workspaces ws home app apps ' +
    'opt clone checkout release official orig original new old tmp test tests venv env envs conda docker py cuda rocm xpu cpu tpu nightly ' +
    'stable ascend omni dynamo plugin plugins serve server serving'
  ).split(' '),
);
const VERSION_WORD = /^(?:v?\d+|rc\d*|post\d*|dev\d*|\d+(?:rc|post|dev|a|b)\d*|py\d+|cu\d+)$/;

/** Whether a directory name names another project's vLLM (`1Cat-vLLM-1.5.0`): "vllm" and a word of its own. */
function namesAFork(dir: string): boolean {
  if (dir === '' || dir.length > 80 || !dir.toLowerCase().includes('vllm')) return false;
  return dir
    .toLowerCase()
    .split(/[-_.+\s]+/)
    .some((word) => word !== '' && !GENERIC_DIR_WORDS.has(word) && !VERSION_WORD.test(word));
}

/**
 * The directory a vLLM tree sits in when that directory names another project: a fork, whose code may differ from
 * vLLM's. Its checkout (`/home/me/1Cat-vLLM-1.5.0/vllm/…`) or the environment it is installed in
 * (`/1Cat-vLLM-1.5.0/lib/python3.12/site-packages/vllm/…`). Null for a plain checkout (`/workspace/vllm/vllm/…`,
 * `vllm-0.9.2/vllm/…`), an environment that names no project (`/opt/venv`, `vllm-env`) or a folder without "vllm".
 * @param file the frame's file as printed
 */
export function forkOf(file: string): string | null {
  const whole = file.replaceAll('\\', '/');
  const installedAt = Math.max(whole.lastIndexOf('/site-packages/'), whole.lastIndexOf('/dist-packages/'));
  const root = installedAt >= 0 ? installedAt : whole.lastIndexOf('/vllm/');
  if (root <= 0) return null;
  // The tree's own directory, or the environment's root for an installed package (the folder that holds `lib/python3.x`).
  const dirs = whole.slice(0, root).split('/');
  if (installedAt >= 0) {
    while (dirs.length > 0 && /^(?:lib|lib64|python3(?:\.\d+)?|local|usr)$/.test(dirs.at(-1) ?? '')) dirs.pop();
  }
  const dir = dirs.at(-1) ?? '';
  return namesAFork(dir) ? dir : null;
}

/** Whether a fork's directory carries its release (`1Cat-vLLM-1.5.0`): then its version is not asked. */
export function forkNamesVersion(dir: string): boolean {
  return /\d\.\d/.test(dir);
}

/**
 * Whose code printed a log line, by the logger its LMCache-style tail names (`(file.py:N:lmcache.v1.cache_engine)`),
 * first row that holds wins. vLLM's in-tree LMCache adapter logs through LMCache's logger under its own module name
 * (`vllm.distributed.kv_transfer.kv_connector.v1.lmcache_integration.…`), so the module decides, not the `LMCache`
 * prefix; a line that shows the prefix and no module is the bare `LMCache` logger: LMCache's logger, whose code not told.
 */
const OWNER_LOGGERS: [RegExp, OwnerKind][] = [
  [/^vllm\./, 'vllm'],
  [/^lmcache_ascend(?:\.|$)/, 'lmcache-ascend'],
  [/^lmcache\.integration\.vllm\.vllm_multi_process_adapter$/, 'lmcache-mp'],
  [/^lmcache(?:_vllm)?(?:\.|$)/, 'lmcache'],
  [/^vllm_ascend\./, 'vllm-ascend'],
  [/^vllm_omni\./, 'vllm-omni'],
  [/^sglang\./, 'sglang'],
];

/**
 * The owner of the code that printed a line, by its logger's module (`lmcache_ascend.integration.vllm.…`), or null when
 * the module names no project (the bare `LMCache` prefix, native `glog` or `ucx` lines).
 * @param module the logger's module as the line names it
 */
export function ownerOfLogger(module: string): OwnerKind | null {
  return OWNER_LOGGERS.find(([pattern]) => pattern.test(module))?.[1] ?? null;
}

/** How the logger of a line is named in the comment, by its owner (the module itself is quoted beside it). */
export const LOGGER_WORDS: Partial<Record<OwnerKind, string>> = {
  lmcache: "the LMCache package's own logger",
  'lmcache-mp': "the logger of LMCache's multi-process adapter (in the LMCache package)",
  'lmcache-ascend': "LMCache-Ascend's own logger (its own package, `lmcache_ascend`, not the LMCache package)",
};
