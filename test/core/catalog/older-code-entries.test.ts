// Entries for errors raised by code that is gone at the catalog's commit (V0's Mooncake pipe and connector factory,
// the OffloadingConnector's first CPU-to-GPU copy): each is recognised in a report of its own shape, and its first
// screen says whose code failed, what is known about the version, and asks only what the thread lacks.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { firstScreen } from '../../support/build/comment-screen.js';

/** A V0 engine log (`LEVEL MM-DD hh:mm:ss file.py:N]`, no brackets) ending in the pipe's exception. */
const v0PipeLog = [
  'Both instances start, the first request hangs and then the decode side prints:',
  '',
  '```text',
  'ERROR 04-02 08:41:19 mooncake_pipe.py:176] Transfer Return Error',
  'ERROR 04-02 08:41:19 engine.py:139] Transfer Return Error',
  'ERROR 04-02 08:41:19 engine.py:139] Traceback (most recent call last):',
  'ERROR 04-02 08:41:19 engine.py:139]   File "/opt/conda/lib/python3.10/site-packages/vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py", line 251, in _recv_impl',
  'ERROR 04-02 08:41:19 engine.py:139]     data = self.transfer_engine.recv_bytes()',
  'ERROR 04-02 08:41:19 engine.py:139]   File "/opt/conda/lib/python3.10/site-packages/vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py", line 202, in recv_bytes',
  'ERROR 04-02 08:41:19 engine.py:139]     self.transfer_sync(dst_ptr, src_ptr, length)',
  'ERROR 04-02 08:41:19 engine.py:139]   File "/opt/conda/lib/python3.10/site-packages/vllm/distributed/kv_transfer/kv_pipe/mooncake_pipe.py", line 166, in transfer_sync',
  'ERROR 04-02 08:41:19 engine.py:139]     raise Exception("Transfer Return Error")',
  'ERROR 04-02 08:41:19 engine.py:139] Exception: Transfer Return Error',
  '```',
].join('\n');

/** A worker's start-up traceback on the V0 engine, without the configuration. */
const v0FactoryTraceback = [
  '```',
  'Traceback (most recent call last):',
  '  File "/usr/local/lib/python3.12/dist-packages/vllm/worker/worker.py", line 538, in init_worker_distributed_environment',
  '    ensure_kv_transfer_initialized(vllm_config)',
  '  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_transfer_state.py", line 67, in ensure_kv_transfer_initialized',
  '    _KV_CONNECTOR_AGENT = KVConnectorFactory.create_connector_v0(',
  '                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
  '  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/factory.py", line 49, in create_connector_v0',
  '    assert issubclass(connector_cls, KVConnectorBase)',
  '           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
  'AssertionError',
  '```',
].join('\n');

/** The OffloadingConnector's worker logging the CPU-to-GPU copy's assert at WARNING (reformatted code, Python 3.10). */
const offloadWarning = [
  'With `--kv-transfer-config \'{"kv_connector":"OffloadingConnector","kv_role":"kv_both","kv_connector_extra_config":{"block_size":128,"num_cpu_blocks":4000}}\'` on vLLM 0.11.1:',
  '',
  '```',
  '(EngineCore_DP0 pid=5121) WARNING 11-04 21:17:33 [worker.py:118] Exception in (\'CPU\', \'GPU\') transfer 9: AssertionError()',
  '(EngineCore_DP0 pid=5121) WARNING 11-04 21:17:33 [worker.py:118] Traceback (most recent call last):',
  '(EngineCore_DP0 pid=5121) WARNING 11-04 21:17:33 [worker.py:118]   File "/usr/local/lib/python3.10/dist-packages/vllm/v1/kv_offload/worker/worker.py", line 116, in transfer_async',
  '(EngineCore_DP0 pid=5121) WARNING 11-04 21:17:33 [worker.py:118]     success = handler.transfer_async(job_id, spec)',
  '(EngineCore_DP0 pid=5121) WARNING 11-04 21:17:33 [worker.py:118]   File "/usr/local/lib/python3.10/dist-packages/vllm/v1/kv_offload/worker/cpu_gpu.py", line 142, in transfer_async',
  '(EngineCore_DP0 pid=5121) WARNING 11-04 21:17:33 [worker.py:118]     src_sub_block_count',
  '(EngineCore_DP0 pid=5121) WARNING 11-04 21:17:33 [worker.py:118] AssertionError',
  '```',
].join('\n');

function matchIds(plan: ReturnType<typeof triage>): string[] {
  return plan.report.matches.map((match) => match.id);
}

describe("V0's Mooncake pipe: `Transfer Return Error`", () => {
  const plan = triage({ title: 'Decode side dies following the Mooncake integration guide', body: v0PipeLog });
  const screen = firstScreen(plan.comment);

  it("should recognise it and say it is Mooncake's transfer failing, not vLLM's logic", () => {
    expect(matchIds(plan)[0]).toBe('mooncake/v0-pipe-transfer-return-error');
    expect(screen).toContain("Mooncake's transfer engine failed a read in vLLM's V0 Mooncake pipe (transport or config");
    expect(screen).not.toContain('It is not one of the connector errors vllm-triage can explain yet');
    // Read at a fixed commit, not reported from a branch: said as such.
    expect(screen).toContain("the whole message matches vLLM's source at commit `5ea71ff46f` (not in the source vllm-triage pins)");
  });

  it('should say the pipe is gone from vLLM and ask for the Mooncake config file, not a kv_transfer_config', () => {
    expect(screen).toContain('pull/21785');
    expect(screen).toContain('pull/29705');
    expect(screen).toContain('The `mooncake.json` of both instances (the file `MOONCAKE_CONFIG_PATH` names).');
    expect(screen).not.toContain('--kv-transfer-config');
    expect(screen.length).toBeLessThanOrEqual(1500);
  });
});

describe("V0's connector factory: `assert issubclass(connector_cls, KVConnectorBase)`", () => {
  it('should say a V1 connector was named on the V0 engine and ask for the connector and the engine switch', () => {
    const plan = triage({ title: 'vLLM worker fails at start with a KV connector', body: v0FactoryTraceback });
    const screen = firstScreen(plan.comment);
    expect(matchIds(plan)[0]).toBe('factory/v0-engine-with-v1-connector');
    expect(screen).toContain('A V1 connector (or another non-V0 class) named on the V0 engine');
    expect(screen).toContain('Your `kv_transfer_config`, with its `kv_connector`.');
    expect(screen).toContain('Whether `VLLM_USE_V1=0` is set');
    expect(screen.length).toBeLessThanOrEqual(1500);
  });

  it('should not ask for the kv_transfer_config when the thread gives it', () => {
    const body = `Started with \`VLLM_USE_V1=0 vllm serve m --kv-transfer-config '{"kv_connector":"LMCacheConnectorV1","kv_role":"kv_both"}'\`\n\n${v0FactoryTraceback}`;
    const screen = firstScreen(triage({ title: 'worker start fails', body }).comment);
    expect(screen).toContain('A V1 connector (or another non-V0 class) named on the V0 engine');
    expect(screen).not.toContain('Your `kv_transfer_config`, with its `kv_connector`.');
  });

  it("should leave V1's own factory assert to other entries", () => {
    const v1 = v0FactoryTraceback
      .replace('create_connector_v0', 'create_connector_v1')
      .replace('assert issubclass(connector_cls, KVConnectorBase)', 'assert issubclass(connector_cls, KVConnectorBase_V1)');
    expect(matchIds(triage({ title: 'start fails', body: v1 }))).not.toContain('factory/v0-engine-with-v1-connector');
  });
});

describe("OffloadingConnector's CPU-to-GPU copy: the partial-block assert", () => {
  it('should name the fix, PR #28951, and ask nothing the thread has', () => {
    const plan = triage({ title: '[Bug]: assert loading offloaded KV', body: offloadWarning });
    const screen = firstScreen(plan.comment);
    expect(matchIds(plan)[0]).toBe('offloading/partial-cpu-block-load-assert');
    expect(screen).toContain('pull/28951');
    expect(screen).toContain('OffloadingConnector failed an assert loading a CPU block partly on the GPU already');
    // The config with its block_size and the version are in the thread.
    expect(screen).not.toContain('Your `kv_transfer_config`');
    expect(screen).not.toContain('The vLLM version.');
    expect(screen.length).toBeLessThanOrEqual(1500);
  });

  it('should also recognise the line as older builds print it, and not the rewritten assert', () => {
    const older = offloadWarning.replace('    src_sub_block_count\n', '    src_sub_block_count == dst_blocks.size * dst_block_size_factor -\n');
    expect(older).not.toBe(offloadWarning);
    expect(matchIds(triage({ title: 'assert', body: older }))[0]).toBe('offloading/partial-cpu-block-load-assert');
    const rewritten = offloadWarning.replace('    src_sub_block_count\n', '    assert dst_sub_block_count == src_sub_block_count - src_sub_blocks_to_skip\n');
    expect(rewritten).not.toBe(offloadWarning);
    expect(matchIds(triage({ title: 'assert', body: rewritten }))).not.toContain('offloading/partial-cpu-block-load-assert');
  });
});
