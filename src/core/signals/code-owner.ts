// Whose code failed, from a traceback's frames and paths: vLLM's own (a connector class only when its own frames show
// it), the LMCache package, LMCache's multi-process adapter, NIXL, Mooncake, Dynamo, vllm-ascend, vllm-omni, or other
// out-of-tree code (FACTS §0.2.11). And the stage the failing function belongs to.
import type { Frame, Traceback } from '../extract/types.js';
import { sameText } from '../extract/roles.js';
import { vllmPathOf } from '../vllm/links.js';

/**
 * A third project's frame in the thread's other tracebacks, when the failing traceback shows no caller. `cleanup`:
 * that traceback is Python's report of an error in a finaliser (its outermost frame is a `__del__`), and
 * `missingAttribute`: its error is an `AttributeError` for an attribute the object never got; `after`: it comes after
 * the failing traceback in the same text.
 * @param owner the failing code's owner
 * @param others the thread's other tracebacks (evidence only)
 * @param failing the failing traceback's place
 */
export function thirdProjectNearby(
  owner: CodeOwner,
  others: Pick<Traceback, 'frames' | 'exception' | 'line' | 'source'>[],
  failing?: Pick<Traceback, 'line' | 'source'>,
): NearbyOwner | null {
  if (owner.vllmCaller !== null || owner.otherCaller !== null || owner.kind === 'vllm') return null;
  for (const traceback of others.slice(0, 200)) {
    for (const frame of traceback.frames) {
      const kind = ownerOfFile(frame.file);
      if (kind === null || kind === 'vllm' || kind === owner.kind) continue;
      const cleanup = traceback.frames[0]?.function === '__del__';
      const missingAttribute = traceback.exception?.type === 'AttributeError' && traceback.exception.message.includes('has no attribute');
      const after = failing !== undefined && sameText(traceback.source, failing.source) && traceback.line > failing.line;
      return { kind, frame, cleanup, missingAttribute, after };
    }
  }
  return null;
}

/** Who owns the failing code. */
export type OwnerKind = 'vllm' | 'lmcache' | 'lmcache-mp' | 'nixl' | 'mooncake' | 'dynamo' | 'vllm-ascend' | 'vllm-omni' | 'sglang' | 'other';

/** A third project's frame in the thread's other tracebacks (`thirdProjectNearby`), and what that traceback is. */
export interface NearbyOwner {
  kind: OwnerKind;
  frame: Frame;
  /** Python's report of an error in a finaliser (the traceback's outermost frame is a `__del__`). */
  cleanup: boolean;
  /** Its error is an `AttributeError` for an attribute the object never got. */
  missingAttribute: boolean;
  /** It comes after the failing traceback in the same text. */
  after: boolean;
}

/** What the frames show: the owner, its innermost frame, the vLLM connector class whose frames are there, and the stage. */
export interface CodeOwner {
  kind: OwnerKind;
  /** The owner's innermost frame (where it was raised). */
  frame: Frame | null;
  /** The vLLM connector class whose own files are in the frames (`NixlConnector` for `kv_connector/v1/nixl/…`), or null. */
  vllmConnector: string | null;
  /** The innermost vLLM connector frame that called into another project's code, or null. */
  vllmCaller: Frame | null;
  /** The innermost frame of a third project's code (not vLLM's) that called into the owner's (Dynamo's `nixl_connect` calling NIXL), or null. */
  otherCaller: { kind: OwnerKind; frame: Frame } | null;
  /** The stage of the failing function, when its name says it. */
  stage: Stage | null;
}

export type Stage = 'start-up' | 'registration' | 'handshake' | 'transfer' | 'save' | 'load' | 'scheduling';

/** How each owner is named to people: our own words. */
export const OWNER_WORDS: Record<OwnerKind, string> = {
  vllm: "vLLM's code",
  lmcache: "the LMCache package's code",
  'lmcache-mp': "LMCache's multi-process adapter (used by `LMCacheMPConnector`)",
  nixl: "NIXL's own library code",
  mooncake: "Mooncake's own library code",
  dynamo: "Dynamo's `nixl_connect` code",
  'vllm-ascend': "vllm-ascend's own connector code",
  'vllm-omni': "vllm-omni's own connector code",
  sglang: "SGLang's code, not vLLM's",
  other: 'code outside vLLM',
};

/** The owner of one file, by its path (forward slashes; vLLM's own tree last). */
export function ownerOfFile(file: string): OwnerKind | null {
  const path = file.replaceAll('\\', '/').toLowerCase();
  if (path.includes('nixl_connect/')) return 'dynamo';
  if (path.includes('vllm_ascend/')) return 'vllm-ascend';
  if (path.includes('vllm_omni/')) return 'vllm-omni';
  if (path.includes('sglang/')) return 'sglang';
  if (path.endsWith('vllm_multi_process_adapter.py')) return 'lmcache-mp';
  if (/(?:^|\/)lmcache(?:_ascend|_vllm)?\//.test(path)) return 'lmcache';
  if (vllmPathOf(file) !== null) return 'vllm';
  if (/(?:^|\/)nixl(?:_cu1\d|_rocm)?\//.test(path)) return 'nixl';
  if (/(?:^|\/)mooncake\//.test(path)) return 'mooncake';
  // The standard library, torch and the like say nothing about whose connector code failed.
  return null;
}

/** vLLM connector classes by the folder or file of their own code (FACTS §g, §0.2.10). */
const VLLM_CONNECTOR_FILES: [RegExp, string][] = [
  [/kv_connector\/v1\/mooncake\/store\/|mooncake_store_connector\.py$/, 'MooncakeStoreConnector'],
  [/kv_connector\/v1\/mooncake\/|mooncake_connector\.py$/, 'MooncakeConnector'],
  [/kv_connector\/v1\/nixl\/|nixl_connector\.py$/, 'NixlConnector'],
  [/lmcache_mp_connector\.py$/, 'LMCacheMPConnector'],
  [/kv_connector\/v1\/(?:lmcache_integration\/|lmcache_connector\.py$)/, 'LMCacheConnectorV1'],
  // The V0 connector (`kv_connector/lmcache_connector.py`, before the v1/ folder) is another class.
  [/kv_connector\/lmcache_connector\.py$/, 'LMCacheConnector (V0)'],
  [/offloading_connector\.py$|kv_connector\/v1\/offloading\/|vllm\/v1\/kv_offload\//, 'OffloadingConnector'],
  [/p2p_nccl_connector\.py$|kv_connector\/v1\/p2p\//, 'P2pNcclConnector'],
  [/multi_connector\.py$/, 'MultiConnector'],
  [/shared_storage_connector\.py$|example_connector\.py$/, 'SharedStorageConnector'],
];

function vllmConnectorOf(frame: Frame): string | null {
  const path = vllmPathOf(frame.file);
  if (path === null) return null;
  return VLLM_CONNECTOR_FILES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** Words in a function's name that say its stage, most specific first. */
const STAGE_WORDS: [string, Stage][] = [
  ['handshake', 'handshake'],
  ['add_remote_agent', 'handshake'],
  ['register', 'registration'],
  ['prep_xfer', 'registration'],
  ['build_connector_meta', 'scheduling'],
  ['get_num_new_matched_tokens', 'scheduling'],
  ['update_state_after_alloc', 'scheduling'],
  ['request_finished', 'scheduling'],
  ['schedule', 'scheduling'],
  ['transfer', 'transfer'],
  ['send', 'transfer'],
  ['recv', 'transfer'],
  // The connector's save and load hooks (`wait_for_save`, `save_kv_layer`, `start_load_kv`, `retrieve`) say which way.
  ['save', 'save'],
  ['start_load_kv', 'load'],
  ['wait_for_layer_load', 'load'],
  ['load', 'transfer'],
  ['retrieve', 'load'],
  ['store', 'transfer'],
  ['xfer', 'transfer'],
  ['__init__', 'start-up'],
  ['init', 'start-up'],
  ['create', 'start-up'],
  ['start', 'start-up'],
];

/** The stage of a chain of frames: the innermost function whose name says it. */
function stageOf(frames: Frame[]): Stage | null {
  for (let index = frames.length - 1; index >= 0; index -= 1) {
    const name = (frames[index]?.function ?? '').toLowerCase();
    const found = STAGE_WORDS.find(([word]) => name.includes(word));
    if (found !== undefined) return found[1];
  }
  return null;
}

/**
 * Whose code a traceback failed in: the owner of its innermost frame that has one (the standard library and torch
 * are skipped), the vLLM connector class whose own files are among the frames, and the stage.
 * @param traceback the failing traceback
 */
export function ownerOfTraceback(traceback: Pick<Traceback, 'frames'>): CodeOwner {
  const frames = traceback.frames;
  let owner: OwnerKind = 'other';
  let frame: Frame | null = null;
  let otherCaller: CodeOwner['otherCaller'] = null;
  for (let index = frames.length - 1; index >= 0; index -= 1) {
    const candidate = frames[index] as Frame;
    const kind = ownerOfFile(candidate.file);
    if (kind === null) continue;
    if (frame === null) {
      owner = kind;
      frame = candidate;
    } else if (kind !== owner && kind !== 'vllm') {
      otherCaller = { kind, frame: candidate };
      break;
    }
  }
  let vllmConnector: string | null = null;
  let vllmCaller: Frame | null = null;
  for (let index = frames.length - 1; index >= 0; index -= 1) {
    const candidate = frames[index] as Frame;
    const name = vllmConnectorOf(candidate);
    if (name === null) continue;
    vllmConnector = name;
    if (owner !== 'vllm') vllmCaller = candidate;
    break;
  }
  return { kind: owner, frame, vllmConnector, vllmCaller, otherCaller, stage: stageOf(frames) };
}
