// Whose code failed, from a traceback's frames and paths: vLLM's own (a connector class only when its own frames show
// it), the LMCache package, LMCache's multi-process adapter, NIXL, Mooncake, Dynamo, vllm-ascend, vllm-omni, or other
// out-of-tree code (FACTS §0.2.11). And the stage the failing function belongs to.
import type { Frame, Traceback } from '../extract/types.js';
import { sameText } from '../extract/roles.js';
import { vllmPathOf } from '../vllm/links.js';
import { DYNAMO_OWN, ownerOfFrame, UCX_BINDINGS, forkOf, type OwnerKind } from './whose/owner-table.js';
import { inlineCode } from '../text/safe-markdown.js';

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
  if (owner.vllmCaller !== null || owner.otherCaller !== null || owner.kind === 'vllm' || owner.kind === 'fork') return null;
  for (const traceback of others.slice(0, 200)) {
    for (const frame of traceback.frames) {
      const kind = ownerOfFrame(frame);
      if (kind === null || kind === 'vllm' || kind === owner.kind) continue;
      const cleanup = traceback.frames[0]?.function === '__del__';
      const missingAttribute = traceback.exception?.type === 'AttributeError' && traceback.exception.message.includes('has no attribute');
      const after = failing !== undefined && sameText(traceback.source, failing.source) && traceback.line > failing.line;
      return { kind, frame, cleanup, missingAttribute, after };
    }
  }
  return null;
}

export { forkNamesVersion, forkOf, ownerOfFile, ownerOfFrame, type OwnerKind } from './whose/owner-table.js';

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
  /** For a fork: the directory its vLLM tree sits in (`1Cat-vLLM-1.5.0`). */
  fork?: string;
}

export type Stage = 'start-up' | 'registration' | 'handshake' | 'transfer' | 'save' | 'load' | 'scheduling';

/** How each owner is named to people: our own words (`ownerWords` refines a few by the frame's path). */
export const OWNER_WORDS: Record<OwnerKind, string> = {
  vllm: "vLLM's code",
  lmcache: "the LMCache package's code",
  'lmcache-mp': "LMCache's multi-process adapter (used by `LMCacheMPConnector`)",
  'lmcache-ascend': "LMCache-Ascend's code (its own package, `lmcache_ascend`, not the LMCache package)",
  nixl: "NIXL's own library code",
  mooncake: "Mooncake's own library code",
  dynamo: "Dynamo's `nixl_connect` code",
  'vllm-ascend': "vllm-ascend's code",
  'vllm-omni': "vllm-omni's own connector code",
  sglang: "SGLang's code, not vLLM's",
  fork: "a fork's copy of vLLM's code",
  other: 'code outside vLLM',
};

/**
 * How the owner of a failing frame is named: the kind's words, refined by the path (vllm-ascend's connector code
 * under `vllm_ascend/distributed/`, Dynamo's patched engine, the fork's directory).
 * @param owner the owner and its frame
 */
export function ownerWords(owner: Pick<CodeOwner, 'kind' | 'frame' | 'fork'> & { vllmConnector?: string | null }): string {
  const path = owner.frame?.file.replaceAll('\\', '/').toLowerCase() ?? '';
  if (owner.kind === 'vllm-ascend' && path.includes('vllm_ascend/distributed/')) return "vllm-ascend's own connector code";
  // Its model runner and worker call the connector; they are not connector code.
  if (owner.kind === 'vllm-ascend' && path.includes('vllm_ascend/worker/')) return "vllm-ascend's own model-runner code (not connector code)";
  if (owner.kind === 'nixl' && UCX_BINDINGS.test(path)) return "UCX's own Python bindings (the transport under NIXL)";
  if (owner.kind === 'dynamo' && DYNAMO_OWN.test(path)) return "Dynamo's own code (its vLLM integration), not vLLM's";
  if (owner.kind === 'dynamo' && !path.includes('nixl_connect/'))
    return "Dynamo's patched vLLM engine — code upstream vLLM does not have, not vLLM's `NixlConnector`";
  if (owner.kind === 'fork' && owner.fork !== undefined) {
    const connector = owner.vllmConnector == null ? '' : `${inlineCode(owner.vllmConnector, 60)} `;
    return `the copy of vLLM's ${connector}code in ${inlineCode(owner.fork, 80)} (a fork; its code may differ from vLLM's)`;
  }
  return OWNER_WORDS[owner.kind];
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
  ['add_remote', 'handshake'],
  ['remote_md', 'handshake'],
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
  ['read_blocks', 'load'],
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
function stageOf(frames: readonly Frame[]): Stage | null {
  return stageFrameOf(frames)?.stage ?? null;
}

/**
 * The innermost frame whose function's name says its stage, with that stage (`register_kv_caches` → registration), or null.
 * @param frames a traceback's frames, outermost first
 */
export function stageFrameOf(frames: readonly Frame[]): { stage: Stage; frame: Frame } | null {
  for (let index = frames.length - 1; index >= 0; index -= 1) {
    const frame = frames[index] as Frame;
    const name = (frame.function ?? '').toLowerCase();
    const found = STAGE_WORDS.find(([word]) => name.includes(word));
    if (found !== undefined) return { stage: found[1], frame };
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
    const kind = ownerOfFrame(candidate);
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
    if (owner !== 'vllm' && owner !== 'fork') vllmCaller = candidate;
    break;
  }
  const fork = owner === 'fork' && frame !== null ? forkOf(frame.file) : null;
  return { kind: owner, frame, vllmConnector, vllmCaller, otherCaller, stage: stageOf(frames), ...(fork === null ? {} : { fork }) };
}
