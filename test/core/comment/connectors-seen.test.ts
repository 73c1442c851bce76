// "Connectors seen in this issue" lists what the thread shows (a class name, a connector's own frames or log prefix, a
// config), never the connector a catalog entry names for a library's error: a Mooncake store line printed under
// LMCache's Mooncake backend, or a NIXL status raised under the KV-offload tier, is not MooncakeStoreConnector or
// NixlConnector. Fixtures written here in the shapes of LMCache and vLLM reports.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const seenLine = (comment: string | null): string => /^Connectors seen in this issue: .*$/m.exec(comment ?? '')?.[0] ?? '';

describe("a Mooncake store line under LMCache's Mooncake backend", () => {
  const body = [
    'We run vLLM with `--kv-transfer-config \'{"kv_connector":"LMCacheConnectorV1","kv_role":"kv_both"}\'` and LMCache\'s mooncakestore backend.',
    '',
    fenced([
      '[2026-03-02 10:11:12,345] LMCache INFO: Storing KV cache for 4096 out of 4096 tokens (cache_engine.py:221:lmcache.v1.cache_engine)',
      'E0302 10:11:12.400123  8812 client_service.cpp:1893] Failed to start put operation for key=chunk_51aa02: RPC_FAIL',
      'E0302 10:11:12.400301  8812 real_client.cpp:2176] Put operation failed with error: RPC_FAIL',
    ]),
  ].join('\n');
  const plan = triage({ title: 'LMCache with mooncake backend: put fails', body, repository: 'LMCache/LMCache' });

  it("should match Mooncake's put error and list only the connector the thread names", () => {
    expect(plan.report.matches[0]?.id).toBe('mooncake-store/put-failed');
    expect(seenLine(plan.comment)).toContain('`LMCacheConnectorV1`');
    expect(seenLine(plan.comment)).not.toContain('MooncakeStoreConnector');
  });
});

describe('a NIXL status raised under the KV-offload tier, with no NixlConnector anywhere', () => {
  const body = fenced([
    'Traceback (most recent call last):',
    '  File "/usr/local/lib/python3.12/dist-packages/nixl/_api.py", line 903, in check_xfer_state',
    '    status = self.agent.getXferStatus(handle)',
    'nixl._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT',
  ]);
  const plan = triage({ title: 'offload P2P tier: transfer error', body, repository: 'vllm-project/vllm' });

  it('should match the NIXL status and not say NixlConnector was seen', () => {
    expect(plan.report.matches[0]?.id).toBe('nixl/remote-disconnect');
    expect(plan.comment ?? '').not.toContain('Connectors seen in this issue: `NixlConnector`');
  });
});
