// Whose code, from the log prefixes as well as the frames: the owner table's logger rows, LMCache-Ascend named as its
// own package (not the LMCache package), vllm-ascend's model runner named as such, and LMCache's log lines that name
// vLLM's objects never taken for vLLM. Fixtures written here, many phrasings of each.
import { describe, expect, it } from 'vitest';
import { ownerWords } from '../../../src/core/signals/code-owner.js';
import { ownerOfLogger } from '../../../src/core/signals/whose/owner-table.js';
import { triage } from '../../../src/core/triage.js';

const fenced = (...lines: string[]): string => ['```', ...lines, '```'].join('\n');
const headline = (comment: string | null): string => (comment ?? '').split('\n').find((line) => line.startsWith('**vllm-triage')) ?? '';

describe("the owner table's logger rows", () => {
  it.each([
    ['vllm.distributed.kv_transfer.kv_connector.v1.lmcache_integration.vllm_v1_adapter', 'vllm'],
    ['vllm.v1.core.sched.scheduler', 'vllm'],
    ['lmcache.v1.cache_engine', 'lmcache'],
    ['lmcache.integration.vllm.vllm_v1_adapter', 'lmcache'],
    ['lmcache.experimental.memory_management', 'lmcache'],
    ['lmcache_vllm.vllm_adapter', 'lmcache'],
    ['lmcache.integration.vllm.vllm_multi_process_adapter', 'lmcache-mp'],
    ['lmcache_ascend.integration.vllm.vllm_v1_adapter', 'lmcache-ascend'],
    ['lmcache_ascend.v1.npu_connector', 'lmcache-ascend'],
    ['vllm_ascend.distributed.mooncake_connector', 'vllm-ascend'],
    ['LMCache', null],
    ['glog', null],
    ['ucx', null],
  ])('should give %s to %s', (module, owner) => {
    expect(ownerOfLogger(module)).toBe(owner);
  });
});

const FEWER = 'The number of retrieved tokens is less than the expected number of tokens! This should not happen!';

describe("a line printed by LMCache-Ascend's logger is LMCache-Ascend's, not the LMCache package's", () => {
  const PRINTED: { name: string; line: string }[] = [
    {
      name: 'the dated prefix',
      line: `[2025-11-02 08:14:55,201] LMCache ERROR: ${FEWER} (vllm_v1_adapter.py:1100:lmcache_ascend.integration.vllm.vllm_v1_adapter)`,
    },
    {
      name: 'a warning',
      line: `[2025-11-02 08:14:55,201] LMCache WARNING: ${FEWER} (vllm_v1_adapter.py:1100:lmcache_ascend.integration.vllm.vllm_v1_adapter)`,
    },
    { name: 'the bare prefix', line: `LMCache ERROR: ${FEWER} (vllm_v1_adapter.py:1100:lmcache_ascend.integration.vllm.vllm_v1_adapter)` },
    {
      name: 'inside vLLM worker prefix',
      line: `(Worker_TP0 pid=881) [2025-11-02 08:14:55,201] LMCache ERROR: ${FEWER} (vllm_v1_adapter.py:1100:lmcache_ascend.integration.vllm.vllm_v1_adapter)`,
    },
    { name: 'another module', line: `[2025-11-02 08:14:55,201] LMCache ERROR: ${FEWER} (npu_adapter.py:90:lmcache_ascend.v1.npu_adapter)` },
    {
      name: 'a comma-less time',
      line: `[2025-11-02 08:14:55] LMCache ERROR: ${FEWER} (vllm_v1_adapter.py:77:lmcache_ascend.integration.vllm.vllm_v1_adapter)`,
    },
    {
      name: 'a space before the colon',
      line: `[2025-11-02 08:14:55,201] LMCache ERROR : ${FEWER} (vllm_v1_adapter.py:1100:lmcache_ascend.integration.vllm.vllm_v1_adapter)`,
    },
    {
      name: 'the engine core prefix',
      line: `(EngineCore_DP0 pid=31) [2025-11-02 08:14:55,201] LMCache ERROR: ${FEWER} (adapter.py:12:lmcache_ascend.integration.vllm.adapter)`,
    },
  ];
  it.each(PRINTED)('should name LMCache-Ascend for $name', ({ line }) => {
    const plan = triage({ title: 'fewer tokens on 910B', body: `vllm 0.11.0\n\n${fenced(line)}`, repository: 'LMCache/LMCache-Ascend' });
    expect(plan.report.matches[0]?.id).toBe('lmcache/retrieved-fewer-tokens');
    expect(headline(plan.comment)).toContain("LMCache-Ascend's own logger");
    expect(headline(plan.comment)).not.toContain("the LMCache package's own logger");
  });

  it("should keep the LMCache package's logger and vLLM's in-tree module as they are (near misses)", () => {
    const line = (module: string): string => `[2025-11-02 08:14:55,201] LMCache ERROR: ${FEWER} (vllm_v1_adapter.py:1100:${module})`;
    const pkg = triage({ title: 'fewer tokens', body: fenced(line('lmcache.integration.vllm.vllm_v1_adapter')), repository: 'LMCache/LMCache' });
    expect(headline(pkg.comment)).toContain("the LMCache package's own logger");
    const inTree = triage({ title: 'fewer tokens', body: fenced(line('vllm.distributed.kv_transfer.kv_connector.v1.lmcache_integration.vllm_v1_adapter')) });
    expect(headline(inTree.comment)).toContain("matches vLLM's source");
    expect(headline(inTree.comment)).not.toContain('logger');
  });
});

describe("LMCache-Ascend's frames raising LMCache's message are LMCache-Ascend's code", () => {
  const roots = [
    '/opt/LMCache-Ascend/lmcache_ascend',
    '/usr/local/python3.11/lib/python3.11/site-packages/lmcache_ascend',
    '/workspace/lmcache-ascend/lmcache_ascend',
    '/home/hw/LMCache-Ascend/lmcache_ascend',
  ];
  const errors = ["AttributeError: 'list' object has no attribute 'req_ids'", "TypeError: 'CachedRequestData' object is not iterable"];
  const cases = roots.flatMap((root) => errors.map((error) => ({ root, error })));
  it.each(cases)('should say raised in LMCache-Ascend, not by the lmcache package: $root, $error', ({ root, error }) => {
    const body = fenced(
      'Traceback (most recent call last):',
      '  File "/usr/local/python3.11/lib/python3.11/site-packages/vllm/v1/worker/gpu_model_runner.py", line 1510, in execute_model',
      '    self.maybe_setup_kv_connector(scheduler_output)',
      `  File "${root}/integration/vllm/vllm_v1_adapter.py", line 388, in build_connector_meta`,
      '    for request in cached_reqs:',
      error,
    );
    const plan = triage({ title: 'crash at the first request', body, repository: 'LMCache/LMCache-Ascend' });
    expect(plan.report.matches[0]?.id).toBe('lmcache/cached-request-data-mismatch');
    expect(headline(plan.comment)).toContain("raised in LMCache-Ascend's code");
    expect(headline(plan.comment)).not.toContain('raised by the `lmcache` package');
  });

  it("should keep the LMCache package's frames as the package's (near miss)", () => {
    const body = fenced(
      'Traceback (most recent call last):',
      '  File "/usr/local/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 388, in build_connector_meta',
      '    for request in cached_reqs:',
      "TypeError: 'CachedRequestData' object is not iterable",
    );
    const plan = triage({ title: 'crash', body, repository: 'LMCache/LMCache' });
    expect(headline(plan.comment)).toContain('raised by the `lmcache` package');
  });
});

describe("vllm-ascend's model runner is its model-runner code, not connector code", () => {
  it.each([
    '/vllm-workspace/vllm-ascend/vllm_ascend/worker/model_runner_v1.py',
    '/usr/local/python3.11/lib/python3.11/site-packages/vllm_ascend/worker/model_runner_v1.py',
    '/workspace/vllm-ascend/vllm_ascend/worker/worker_v1.py',
    '/opt/vllm-ascend/vllm_ascend/worker/npu_input_batch.py',
    '/home/me/vllm_ascend/worker/model_runner.py',
    'vllm_ascend/worker/model_runner_v1.py',
    'C:\\work\\vllm-ascend\\vllm_ascend\\worker\\model_runner_v1.py',
    '/root/.local/lib/python3.10/site-packages/vllm_ascend/worker/v2/model_runner.py',
  ])('should name %s as the model runner', (file) => {
    const words = ownerWords({ kind: 'vllm-ascend', frame: { file, line: 1, function: 'execute_model', code: null } });
    expect(words).toContain('model-runner code (not connector code)');
  });

  it('should keep its connector code and its other code as they are (near misses)', () => {
    const frame = (file: string) => ({ file, line: 1, function: 'f', code: null });
    expect(ownerWords({ kind: 'vllm-ascend', frame: frame('/x/vllm_ascend/distributed/mooncake_connector.py') })).toBe("vllm-ascend's own connector code");
    expect(ownerWords({ kind: 'vllm-ascend', frame: frame('/x/vllm_ascend/ops/fused_moe.py') })).toBe("vllm-ascend's code");
  });
});

describe("LMCache's log lines that name vLLM's objects do not show vLLM", () => {
  const LINES = [
    '[2025-11-02 08:14:55,201] LMCache INFO: Creating LMCacheEngine with VllmConfig(model=/m) (utils.py:40:lmcache.integration.sglang.utils)',
    'LMCache WARNING: VLLM_USE_V1 is not set, assuming the sglang adapter',
    '[2025-11-02 08:14:55,201] LMCache INFO: vllm.config not importable, using the sglang path (config.py:10:lmcache.config)',
    'INFO LMCache: from vllm import LLM failed, falling back [2025-11-02 08:14:55,201] -- /x/lmcache/integration/sglang/adapter.py:33',
    '[2025-11-02 08:14:55,201] LMCache WARNING: kv_transfer_config ignored outside vLLM (adapter.py:9:lmcache.integration.sglang.adapter)',
    '[2025-11-02 08:14:55,201] LMCache DEBUG: vllm serve flags are not read here (adapter.py:9:lmcache.integration.sglang.adapter)',
    'LMCache ERROR: VLLM_RPC_TIMEOUT has no effect (adapter.py:9:lmcache.integration.sglang.adapter)',
    '[2025-11-02 08:14:55,201] LMCache INFO: /vllm/distributed/ path not found (adapter.py:9:lmcache.integration.sglang.adapter)',
  ];
  it.each(LINES)("should still read another engine's thread with no vLLM: %s", (line) => {
    const body = `Serving with \`python -m sglang.launch_server --enable-lmcache\`.\n\n${fenced(line, 'RuntimeError: NIXL is not available')}`;
    const plan = triage({ title: 'start fails', body, repository: 'LMCache/LMCache' });
    expect(plan.comment).toBeNull();
    expect(plan.report.speech?.silence).toBe('other-engine');
  });
});
