// V0-era reports are not today's code: a thread whose frames, log prefixes or settings show vLLM's V0 KV transfer
// (removed by PR #21785; v0.10.0 is the last release with it) is never explained with today's V1 classes or lines.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { v0TransferRange } from '../../../src/core/vllm/v0-transfer.js';
import { v0TransferEvidence } from '../../../src/core/signals/thread-reading.js';
import { extractThread } from '../../../src/core/extract/extract.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;

/** A Mooncake-tracker report of the V0 store connector: its WARNING prefix, then the store client's glog lines. */
const V0_STORE_LOG = fenced([
  'WARNING 03-11 02:14:07 [mooncake_store_connector.py:181] [rank0]: Failed to receive all KVs and hidden states, redo model forwarding.',
  'E0311 02:14:07.118204  5521 real_client.cpp:1078] Failed to mount segment: RPC_FAIL',
]);

describe('V0 KV transfer in the thread', () => {
  it('should read V0 files, hooks and VLLM_USE_V1=0 as V0 evidence, and V1 files as none', () => {
    const read = (body: string): string | null => v0TransferEvidence(extractThread({ body }));
    expect(read(V0_STORE_LOG)).toContain('mooncake_store_connector.py:181');
    const pipe = fenced([
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.10/site-packages/vllm/distributed/kv_transfer/kv_pipe/pynccl_pipe.py", line 250, in recv_tensor',
      '    tensor = self._recv_impl(tensor)',
      'RuntimeError: NCCL error: unhandled system error',
    ]);
    expect(read(pipe)).toContain('kv_pipe/pynccl_pipe.py');
    expect(read('`VLLM_USE_V1=0 vllm serve m --kv-transfer-config \'{"kv_connector":"PyNcclConnector"}\'`')).toContain('VLLM_USE_V1=0');
    const v1 = fenced([
      'Traceback (most recent call last):',
      '  File "/usr/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/worker.py", line 1276, in __init__',
      '    raise RuntimeError(msg)',
      'RuntimeError: Initialize MooncakeDistributedStore failed.',
    ]);
    expect(read(v1)).toBeNull();
    expect(v0TransferRange('x')?.label).toBe('v0.10.0 or earlier (V0 KV transfer)');
  });

  it("should not name today's V1 store worker as the vLLM side of a V0 store report", () => {
    const plan = triage({ title: 'decode hangs with mooncake store', repository: 'kvcache-ai/Mooncake', body: V0_STORE_LOG });
    const comment = plan.comment ?? '';
    expect(plan.report.matches[0]?.id).toBe('mooncake-store/mount-segment-failed');
    expect(comment).not.toContain('MooncakeStoreWorker');
    expect(comment).not.toContain('v1/mooncake/store/worker.py');
    expect(comment).not.toContain('Initialize MooncakeDistributedStore failed');
    expect(comment).toContain('v0.10.0 or earlier');
    expect(comment).toMatch(/V0 connector of that name/);
  });

  it('should not describe the V1 store at a version from before it, with V0 named in the command', () => {
    const body = [
      'vLLM 0.8.5, Mooncake 0.3.4.',
      '',
      '`VLLM_USE_V1=0 MOONCAKE_CONFIG_PATH=./mc.json vllm serve m --kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'`',
      '',
      fenced(['E0311 02:14:07.118204  5521 real_client.cpp:1078] Failed to mount segment: UNKNOWN_ERROR']),
    ].join('\n');
    const comment = triage({ title: 'store fails to start', repository: 'kvcache-ai/Mooncake', body }).comment ?? '';
    expect(comment).not.toContain('MooncakeStoreWorker');
    expect(comment).not.toContain("In vLLM's V1 `MooncakeStoreConnector`");
    expect(comment).toContain('V1 `MooncakeStoreConnector` code, which came with [vllm-project/vllm#40900]');
  });
});
