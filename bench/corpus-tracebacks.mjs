// Generates Python tracebacks of the kinds vLLM users paste: KV-connector errors (the seed error first), NIXL, unrelated.

const SITE_PACKAGES = [
  '/usr/local/lib/python3.12/dist-packages',
  '/opt/venv/lib/python3.12/site-packages',
  '/home/user/miniconda3/envs/vllm/lib/python3.11/site-packages',
  '/workspace/vllm',
];

const STORE = 'vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store';
const LMCACHE = 'vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration';
const NIXL = 'vllm/distributed/kv_transfer/kv_connector/v1/nixl';

/** A request id the way the OpenAI server names it. */
export function requestIdText(random) {
  return random.pick([
    () => `chatcmpl-${random.hex(32)}`,
    () => `cmpl-${random.hex(32)}-0`,
    () => `chatcmpl-${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`,
  ])();
}

function frame(root, path, line, fn, code) {
  return [`  File "${root}/${path}", line ${line}, in ${fn}`, `    ${code}`];
}

function engineCoreFrames(root) {
  return [
    ...frame(root, 'vllm/v1/engine/core.py', 1337, 'run_engine_core', 'engine_core.run_busy_loop()'),
    ...frame(root, 'vllm/v1/engine/core.py', 1372, 'run_busy_loop', 'self._process_engine_step()'),
    ...frame(root, 'vllm/v1/engine/core.py', 1409, '_process_engine_step', 'outputs, model_executed = self.step_fn()'),
    ...frame(root, 'vllm/v1/engine/core.py', 447, 'step_with_batch_queue', 'scheduler_output = self.scheduler.schedule()'),
    ...frame(root, 'vllm/v1/core/sched/scheduler.py', 1298, 'schedule', 'self._build_kv_connector_meta(self.connector, scheduler_output)'),
    ...frame(root, 'vllm/v1/core/sched/scheduler.py', 1317, '_build_kv_connector_meta', 'meta = connector.build_connector_meta(scheduler_output)'),
  ];
}

/** Each generator returns the lines of one traceback (no log prefixes) and what it is about. */
const TRACEBACK_KINDS = {
  'store-unfinished': (random, root, requestId) => ({
    connector: 'mooncake-store',
    lines: [
      'Traceback (most recent call last):',
      ...engineCoreFrames(root),
      ...frame(root, `${STORE}/connector.py`, 205, 'build_connector_meta', 'return self.connector_scheduler.build_connector_meta(scheduler_output)'),
      ...frame(root, `${STORE}/scheduler.py`, random.pick([301, 326]), 'build_connector_meta', 'raise ValueError('),
      `ValueError: Request ${requestId} is not in _unfinished_requests`,
    ],
  }),
  'store-group-count': (random, root) => ({
    connector: 'mooncake-store',
    lines: [
      'Traceback (most recent call last):',
      ...engineCoreFrames(root),
      ...frame(root, `${STORE}/connector.py`, 205, 'build_connector_meta', 'return self.connector_scheduler.build_connector_meta(scheduler_output)'),
      ...frame(root, `${STORE}/scheduler.py`, 310, 'build_connector_meta', 'request_tracker.update(new_block_ids)'),
      ...frame(root, `${STORE}/data.py`, 343, 'update', 'raise ValueError('),
      `ValueError: Group count mismatch: tracker has ${random.pick([0, 0, 1, 2])} groups, update has ${random.int(1, 3)}`,
    ],
  }),
  'lmcache-unfinished': (random, root, requestId) => ({
    connector: 'lmcache',
    lines: [
      'Traceback (most recent call last):',
      ...engineCoreFrames(root),
      ...frame(root, `${LMCACHE}/lmcache_connector.py`, 160, 'build_connector_meta', 'return self._lmcache_engine.build_connector_meta(scheduler_output)'),
      ...frame(root, `${LMCACHE}/vllm_v1_adapter.py`, 1388, 'build_connector_meta', 'raise ValueError('),
      `ValueError: Request ${requestId} is not in _unfinished_requests, but it is scheduled to be cached`,
    ],
  }),
  'nixl-backend': (random, root) => ({
    connector: 'nixl',
    lines: [
      'Traceback (most recent call last):',
      ...frame(root, 'vllm/v1/worker/gpu_worker.py', 742, 'execute_model', 'output = self.model_runner.execute_model(scheduler_output, intermediate_tensors)'),
      ...frame(root, 'vllm/v1/worker/kv_connector_model_runner_mixin.py', 121, '_get_kv_connector_output', 'kv_connector.start_load_kv(get_forward_context())'),
      ...frame(root, `${NIXL}/connector.py`, 312, 'start_load_kv', 'self.connector_worker.start_load_kv(self._connector_metadata)'),
      ...frame(root, `${NIXL}/base_worker.py`, 1876, '_read_blocks', 'self.nixl_wrapper.transfer(handle)'),
      ...frame(root.replace(/\/vllm$/, ''), 'nixl/_api.py', 640, 'transfer', 'status = self.agent.postXferReq(handle)'),
      `nixl._bindings.nixlBackendError: ${random.pick(['NIXL_ERR_BACKEND', 'NIXL_ERR_REMOTE_DISCONNECT', 'NIXL_ERR_NOT_FOUND'])}`,
    ],
  }),
  'nixl-handshake': (random, root) => ({
    connector: 'nixl',
    lines: [
      'Traceback (most recent call last):',
      ...frame(
        root,
        `${NIXL}/base_worker.py`,
        612,
        '_background_nixl_handshake',
        'remote_agents = self._nixl_handshake(host, port, remote_tp_size, expected_engine_id)',
      ),
      ...frame(root, `${NIXL}/base_worker.py`, 672, '_nixl_handshake', 'raise RuntimeError('),
      `RuntimeError: NIXL compatibility hash mismatch. Local: ${random.hex(16)}, Remote: ${random.hex(16)}. Prefill and decode instances have incompatible configurations. This may be due to: different vLLM versions, models, dtypes, KV cache layouts, attention backends, etc. Both instances must use identical configurations.Disable this check using --kv-transfer-config '{"kv_connector_extra_config": {"enforce_handshake_compat": false}}'`,
    ],
  }),
  'cuda-oom': (random, root) => ({
    connector: null,
    lines: [
      'Traceback (most recent call last):',
      ...frame(
        root,
        'vllm/v1/worker/gpu_model_runner.py',
        4021,
        'profile_run',
        'hidden_states, last_hidden_states = self._dummy_run(self.max_num_tokens, is_profile=True)',
      ),
      ...frame(
        root,
        'vllm/model_executor/models/qwen3_moe.py',
        388,
        'forward',
        'hidden_states = self.experts(hidden_states=hidden_states, router_logits=router_logits)',
      ),
      ...frame(root.replace(/\/vllm$/, ''), 'torch/nn/modules/module.py', 1775, '_call_impl', 'return forward_call(*args, **kwargs)'),
      `torch.OutOfMemoryError: CUDA out of memory. Tried to allocate ${random.int(1, 9)}.${random.int(0, 99)} GiB. GPU 0 has a total capacity of 79.19 GiB of which ${random.int(10, 900)}.00 MiB is free.`,
    ],
  }),
  'tokenizer-key-error': (random, root) => ({
    connector: null,
    lines: [
      'Traceback (most recent call last):',
      ...frame(root, 'vllm/entrypoints/openai/serving_chat.py', 288, 'create_chat_completion', 'conversation, engine_prompts = await self._preprocess_chat('),
      ...frame(root, 'vllm/entrypoints/chat_utils.py', 1544, 'apply_hf_chat_template', 'return tokenizer.apply_chat_template('),
      `KeyError: '${random.pick(['tool_calls', 'reasoning_content', 'content'])}'`,
    ],
  }),
};

/** The names of all traceback kinds, connector errors first. */
export const TRACEBACK_KIND_NAMES = Object.keys(TRACEBACK_KINDS);

/**
 * One traceback of the given kind.
 * @param random a seeded random source
 * @param kind one of TRACEBACK_KIND_NAMES
 * @param requestId the request id the error names (for kinds that name one)
 */
export function tracebackLines(random, kind, requestId) {
  const root = `${random.pick(SITE_PACKAGES)}`;
  const build = TRACEBACK_KINDS[kind];
  const traceback = build(random, root, requestId);
  if (kind !== 'cuda-oom' && random.chance(0.25)) {
    // Python 3.11+ prints carets under the failing call; reporters paste them too.
    const at = traceback.lines.length - 2;
    traceback.lines.splice(at + 1, 0, `    ${'^'.repeat(random.int(8, 40))}`);
  }
  return traceback;
}

/** The chained section the API server prints after the engine dies. */
export function engineDeadSectionLines(random) {
  const root = random.pick(SITE_PACKAGES);
  return [
    '',
    'The above exception was the direct cause of the following exception:',
    '',
    'Traceback (most recent call last):',
    ...frame(root, 'vllm/entrypoints/openai/serving_chat.py', 1311, 'chat_completion_full_generator', 'async for res in result_generator:'),
    ...frame(root, 'vllm/v1/engine/async_llm.py', 620, 'generate', 'out = q.get_nowait() or await q.get()'),
    ...frame(root, 'vllm/v1/engine/output_processor.py', 71, 'get', 'raise output'),
    'vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root cause.',
  ];
}
