// Whose code, from the frames — one table from path to owner, and report-to advice that follows it.
import { describe, expect, it } from 'vitest';
import { forkOf, ownerOfFile, ownerOfTraceback, ownerWords } from '../../../src/core/signals/code-owner.js';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const firstLine = (comment: string | null): string => (comment ?? '').split('\n').find((line) => line.startsWith('**vllm-triage')) ?? '';
const frame = (file: string, fn: string | null = 'f') => ({ file, line: 1, function: fn, code: null });

describe('the owner of a path', () => {
  it('should name every owner the table knows', () => {
    const rows: [string, string | null][] = [
      ['/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_integration/vllm_v1_adapter.py', 'vllm'],
      ['/usr/lib/python3.12/site-packages/lmcache/v1/cache_engine.py', 'lmcache'],
      ['/workspace/LMCache-Ascend/lmcache_ascend/v1/npu_connector.py', 'lmcache-ascend'],
      ['/vllm-workspace/vllm-ascend/vllm_ascend/worker/model_runner_v1.py', 'vllm-ascend'],
      ['/usr/lib/python3.12/site-packages/vllm_omni/distributed/connectors/x.py', 'vllm-omni'],
      ['/opt/dynamo/lib/bindings/python/src/dynamo/nixl_connect/__init__.py', 'dynamo'],
      ['/opt/venv/lib/python3.12/site-packages/vllm/distributed/device_communicators/nixl.py', 'dynamo'],
      ['/usr/lib/python3.12/site-packages/nixl/_api.py', 'nixl'],
      ['/usr/lib/python3.12/site-packages/mooncake/store.py', 'mooncake'],
      ['/home/me/1Cat-vLLM-1.5.0/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 'fork'],
      ['/workspace/vllm/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 'vllm'],
      ['/src/vllm-0.11.0/vllm/v1/engine/core.py', 'vllm'],
      ['/1Cat-vLLM-1.5.0/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl/worker.py', 'fork'],
      ['/home/me/vllm-env/lib/python3.12/site-packages/vllm/v1/engine/core.py', 'vllm'],
      ['/usr/local/lib/python3.12/dist-packages/vllm/v1/engine/core.py', 'vllm'],
      ['/usr/lib/python3.12/threading.py', null],
      // Dynamo's own packages that drive vLLM, NIXL's ROCm build, UCX's bindings, Mooncake's old adaptor, a fork's V0 tree.
      ['/workspace/components/backends/vllm/src/dynamo/vllm/handlers.py', 'dynamo'],
      ['/opt/dynamo/venv/lib/python3.12/site-packages/dynamo/llm/vllm_integration/kv_cache_manager.py', 'dynamo'],
      ['/usr/local/lib/python3.12/site-packages/kvbm/vllm_integration/connector/dynamo_connector.py', 'dynamo'],
      ['/usr/lib/python3/site-packages/rixl/_api.py', 'nixl'],
      ['/usr/lib/python3/site-packages/ucp/core.py', 'nixl'],
      ['/usr/lib/python3/site-packages/mooncake_vllm_adaptor.py', 'mooncake'],
      ['/workspace/Mooncake-vllm/vllm/distributed/kv_transfer/kv_pipe/mooncake_distributed_pipe.py', 'fork'],
      ['/usr/local/lib/python3.12/dist-packages/vllm/v1/kv_offload/tiering/p2p/data/nixl.py', 'vllm'],
      ['/usr/local/lib/python3.12/dist-packages/verl/workers/rollout/vllm_rollout/vllm_rollout_spmd.py', null],
    ];
    for (const [file, owner] of rows) expect([file, ownerOfFile(file)]).toEqual([file, owner]);
    expect(forkOf('/home/me/1Cat-vLLM-1.5.0/vllm/v1/engine/core.py')).toBe('1Cat-vLLM-1.5.0');
    expect(forkOf('/vllm-workspace/vllm/vllm/v1/engine/core.py')).toBeNull();
  });

  it("should name Dynamo's own packages and UCX's bindings as theirs, not as a patched engine or NIXL's", () => {
    const words = (file: string): string => ownerWords({ ...ownerOfTraceback({ frames: [frame(file)] }) });
    expect(words('/workspace/components/backends/vllm/src/dynamo/vllm/handlers.py')).toBe("Dynamo's own code (its vLLM integration), not vLLM's");
    expect(words('/usr/lib/python3/site-packages/ucp/core.py')).toBe("UCX's own Python bindings (the transport under NIXL)");
  });

  it("should take Dynamo's patched engine function for Dynamo's code even in a vLLM-named file", () => {
    const owner = ownerOfTraceback({ frames: [frame('/opt/venv/lib/python3.12/site-packages/vllm/worker/worker.py', '_initialize_nixl')] });
    expect(owner.kind).toBe('dynamo');
  });
});

describe('whose code the comment names', () => {
  it('should call LMCache-Ascend by its name and the vllm-ascend model runner not connector code', () => {
    const plan = triage({
      title: 'store fails on the NPU',
      repository: 'LMCache/LMCache-Ascend',
      body: fenced([
        'Traceback (most recent call last):',
        '  File "/usr/local/python3.11/site-packages/vllm_ascend/worker/model_runner_v1.py", line 1402, in execute_model',
        '    self.maybe_save_kv_layer_to_connector(layer_name, kv_list)',
        '  File "/workspace/LMCache-Ascend/lmcache_ascend/v1/npu_connector.py", line 233, in to_gpu',
        '    self.kvcaches[idx].copy_(tmp)',
        'RuntimeError: The size of tensor a (128) must match the size of tensor b (64) at non-singleton dimension 1',
      ]),
    });
    const line = firstLine(plan.comment);
    expect(line).toContain("LMCache-Ascend's code");
    expect(line).not.toContain("the LMCache package's code `to_gpu`");
    expect(line).not.toContain("vllm-ascend's own connector code");
    expect(plan.comment ?? '').toContain('lmcache-ascend');
    expect(plan.report.speech?.owner).toBe('lmcache-ascend');
  });

  it("should call a fork's copy a fork's, unlinked, and ask for the fork's version", () => {
    const plan = triage({
      title: 'nixl worker fails',
      repository: 'someone/fork-of-serving',
      body: fenced([
        'Traceback (most recent call last):',
        '  File "/home/me/1Cat-vLLM-1.5.0/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 640, in __init__',
        '    self.nixl_wrapper = NixlWrapper(str(uuid.uuid4()), None)',
        "TypeError: 'NoneType' object is not callable",
      ]),
    });
    const comment = plan.comment ?? '';
    expect(firstLine(comment)).toContain('`1Cat-vLLM-1.5.0` (a fork');
    expect(firstLine(comment)).not.toContain("vLLM's `NixlConnector` code `__init__`");
    expect(comment).not.toContain('github.com/vllm-project/vllm/blob');
    expect(comment).not.toContain('The vLLM version.');
    // Its directory names its release: nothing more to ask for the version.
    expect(comment).not.toContain('The version or commit of the fork');
    expect(forkOf('/home/me/acme-vllm/vllm/v1/engine/core.py')).toBe('acme-vllm');
  });

  it("should not present Dynamo's patched engine as vLLM's NixlConnector on a recognised message", () => {
    const plan = triage({
      title: 'worker fails at start',
      repository: 'someone/serving',
      body: fenced([
        'Traceback (most recent call last):',
        '  File "/opt/venv/lib/python3.12/site-packages/vllm/worker/worker.py", line 188, in _initialize_nixl',
        '    self.nixl_connector = DynamoNixlConnector(self.vllm_config, engine_id, self.rank)',
        '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/device_communicators/nixl.py", line 61, in __init__',
        '    raise RuntimeError("NIXL is not available")',
        'RuntimeError: NIXL is not available',
      ]),
    });
    expect(plan.report.matches[0]?.id).toBe('nixl/not-available');
    const head = (plan.comment ?? '').split('\n').find((line) => line.startsWith('**vllm-triage')) ?? '';
    expect(head).toContain("raised in Dynamo's patched vLLM engine");
    expect(head).not.toContain('(`NixlConnector`)');
    expect(plan.comment ?? '').toContain('`ai-dynamo/dynamo`');
  });
});
