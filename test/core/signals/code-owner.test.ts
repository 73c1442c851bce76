// Whose code failed: the owner of the innermost frame, and a vLLM connector class only when its own frames show it.
import { describe, expect, it } from 'vitest';
import { ownerOfTraceback } from '../../../src/core/signals/code-owner.js';
import { triage } from '../../../src/core/triage.js';

const frame = (file: string, fn: string) => ({ file, line: 10, function: fn, code: null });

describe('the owner of the failing code', () => {
  it("should name Dynamo for frames under `nixl_connect/`, not vLLM's NixlConnector", () => {
    const owner = ownerOfTraceback({
      frames: [frame('/src/dynamo/lib/bindings/python/src/dynamo/nixl_connect/__init__.py', 'read'), frame('/usr/lib/python3.12/threading.py', 'run')],
    });
    expect(owner.kind).toBe('dynamo');
    expect(owner.vllmConnector).toBeNull();
  });

  it("should name LMCache's multi-process adapter (LMCacheMPConnector's), not LMCacheConnectorV1", () => {
    const owner = ownerOfTraceback({
      frames: [frame('/opt/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_multi_process_adapter.py', 'register_kv_caches')],
    });
    expect(owner.kind).toBe('lmcache-mp');
    expect(owner.stage).toBe('registration');
  });

  it("should name vllm-ascend's and vllm-omni's own connectors, not vLLM's MooncakeConnector", () => {
    expect(ownerOfTraceback({ frames: [frame('/vllm-workspace/vllm-ascend/vllm_ascend/distributed/mooncake_connector.py', 'start_load_kv')] }).kind).toBe(
      'vllm-ascend',
    );
    expect(ownerOfTraceback({ frames: [frame('/ws/vllm_omni/distributed/connectors/mooncake_connector.py', 'send')] }).kind).toBe('vllm-omni');
  });

  it("should name NIXL's library with vLLM's NixlConnector as the caller, at registration", () => {
    const owner = ownerOfTraceback({
      frames: [
        frame('/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py', 'register_kv_caches'),
        frame('/venv/lib/python3.12/site-packages/nixl/_api.py', 'prep_xfer_dlist'),
      ],
    });
    expect(owner).toMatchObject({ kind: 'nixl', vllmConnector: 'NixlConnector', stage: 'registration' });
    expect(owner.vllmCaller?.function).toBe('register_kv_caches');
  });

  it('should write the short comment with the owner, the function and the stage, and no "full traceback" ask when the final line is visible', () => {
    const body = [
      'vllm 0.9.0 with NixlConnector across two nodes.',
      '',
      '```',
      '  File "/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 601, in register_kv_caches',
      '    self.handle = self.nixl_wrapper.prep_xfer_dlist(',
      '  File "/venv/lib/python3.12/site-packages/nixl/_api.py", line 341, in prep_xfer_dlist',
      '    handle = self.agent.prepXferDlist(agent_name, descs, handle_list)',
      'nixl._bindings.nixlInvalidParamError: NIXL_ERR_INVALID_PARAM',
      '```',
    ].join('\n');
    const comment = triage({ title: 'NIXL error at start-up', body }).comment ?? '';
    expect(comment).toContain("NIXL's own library code `prep_xfer_dlist`");
    expect(comment).toContain("called from vLLM's `NixlConnector` in `register_kv_caches`");
    expect(comment).toContain('during the registration of the KV caches');
    expect(comment).not.toContain('full traceback');
    expect(comment).not.toContain("`NixlConnector`'s code");
  });

  it("should not comment on another project's own NIXL transfer code (SGLang)", () => {
    const body = [
      '```',
      'Traceback (most recent call last):',
      '  File "/sgl-workspace/sglang/python/sglang/srt/disaggregation/nixl/conn.py", line 1153, in transfer_worker',
      '    raise RuntimeError(',
      'RuntimeError: transfer rejected',
      '```',
    ].join('\n');
    expect(triage({ body }).comment).toBeNull();
  });

  it('should list among "Connectors seen" only evidence that names a connector, not the words "KV offloading"', () => {
    const body = [
      'We use the Mooncake store for KV offloading to CPU.',
      '',
      '```',
      'ERROR 05-04 10:00:09 [core.py:1346] ValueError: Request cmpl-1a2b-0 is not in _unfinished_requests',
      '```',
      '`--kv-transfer-config \'{"kv_connector":"MooncakeStoreConnector","kv_role":"kv_both"}\'`',
    ].join('\n');
    const comment = triage({ title: 'crash', body }).comment ?? '';
    const seen = /Connectors seen in this issue: (.*)\./.exec(comment)?.[1] ?? '';
    expect(seen).toContain('MooncakeStoreConnector');
    expect(seen).not.toContain('OffloadingConnector');
  });
});
