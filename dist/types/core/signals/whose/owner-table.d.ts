import type { Frame } from '../../extract/types.js';
/** Who owns the failing code. `fork`: a vLLM tree under another project's directory name (`1Cat-vLLM-1.5.0/vllm/…`). */
export type OwnerKind = 'vllm' | 'lmcache' | 'lmcache-mp' | 'lmcache-ascend' | 'nixl' | 'mooncake' | 'dynamo' | 'vllm-ascend' | 'vllm-omni' | 'sglang' | 'fork' | 'other';
/** A call printed under a frame to a method only Dynamo's patched engine has (`self.engine.add_remote_nixl_metadata(…)`). */
/** Dynamo's own Python packages that drive vLLM (not a copy or patch of vLLM's files). */
export declare const DYNAMO_OWN: RegExp;
/** UCX's own Python bindings (ucx-py, UCXX): the transport under NIXL, named as such. */
export declare const UCX_BINDINGS: RegExp;
/** The owner of one file, by its path (forward slashes; vLLM's own tree last). */
export declare function ownerOfFile(file: string): OwnerKind | null;
/**
 * The owner of one frame: its file's, except a function only Dynamo's patched engine has (`_initialize_nixl`), or a
 * frame whose printed line calls one (the patched engine's own files are named like vLLM's).
 */
export declare function ownerOfFrame(frame: Frame): OwnerKind | null;
/**
 * The directory a vLLM tree sits in when that directory names another project: a fork, whose code may differ from
 * vLLM's. Its checkout (`/home/me/1Cat-vLLM-1.5.0/vllm/…`) or the environment it is installed in
 * (`/1Cat-vLLM-1.5.0/lib/python3.12/site-packages/vllm/…`). Null for a plain checkout (`/workspace/vllm/vllm/…`,
 * `vllm-0.9.2/vllm/…`), an environment that names no project (`/opt/venv`, `vllm-env`) or a folder without "vllm".
 * @param file the frame's file as printed
 */
export declare function forkOf(file: string): string | null;
/** Whether a fork's directory carries its release (`1Cat-vLLM-1.5.0`): then its version is not asked. */
export declare function forkNamesVersion(dir: string): boolean;
/**
 * The owner of the code that printed a line, by its logger's module (`lmcache_ascend.integration.vllm.…`), or null when
 * the module names no project (the bare `LMCache` prefix, native `glog` or `ucx` lines).
 * @param module the logger's module as the line names it
 */
export declare function ownerOfLogger(module: string): OwnerKind | null;
/** How the logger of a line is named in the comment, by its owner (the module itself is quoted beside it). */
export declare const LOGGER_WORDS: Partial<Record<OwnerKind, string>>;
