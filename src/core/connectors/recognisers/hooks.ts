// vLLM's generic connector hooks and shared KV-transfer code: frames that say some KV connector is active, not which.

/** Functions through which the model runner and the engine call whatever connector is configured. */
const HOOK_FUNCTIONS = new Set([
  'maybe_setup_kv_connector',
  'maybe_get_kv_connector_output',
  'maybe_wait_for_kv_save',
  'get_kv_transfer_group',
  'ensure_kv_transfer_initialized',
  'kv_connector_prom_observe',
  'kv_connector_no_forward',
  'get_finished_kv_transfers',
  // The connector API (KVConnectorBase_V1) and the scheduler's calls into it: only the configured connector runs there.
  'build_connector_meta',
  'build_connector_worker_meta',
  'bind_connector_metadata',
  'clear_connector_metadata',
  'get_num_new_matched_tokens',
  'update_state_after_alloc',
  'start_load_kv',
  'wait_for_layer_load',
  'save_kv_layer',
  'wait_for_save',
  'update_connector_output',
  'get_block_ids_with_load_errors',
  '_build_kv_connector_meta',
  '_connector_finished',
  '_update_from_kv_xfer_finished',
  '_update_waiting_for_remote_kv',
]);

/** Files of vLLM's shared connector plumbing. */
const HOOK_FILES = ['kv_connector_model_runner_mixin.py', 'kv_transfer_state.py', 'vllm/distributed/kv_transfer/'];

/**
 * Whether a frame is one of vLLM's generic connector hooks or its shared KV-transfer code.
 * @param file the frame's file
 * @param fn the frame's function, when printed
 */
export function isConnectorHookFrame(file: string, fn: string | null): boolean {
  if (fn !== null && HOOK_FUNCTIONS.has(fn)) return true;
  const path = file.replaceAll('\\', '/');
  return HOOK_FILES.some((fragment) => path.includes(fragment));
}

/** A shared KV-connector frame: the generic kv_transfer code or the model runner's connector hook. */
export function isSharedConnectorFrame(file: string, fn: string | null): boolean {
  const path = file.replaceAll('\\', '/');
  if (path.includes('vllm/distributed/kv_transfer/')) return true;
  return path.endsWith('kv_connector_model_runner_mixin.py') && fn !== null && !fn.startsWith('maybe_');
}
