// Actions for a stage or a code: left out when the frames near the failure say another stage, or the matched line
// shows another of the entry's codes (a peer's earlier disconnect matters in a transfer, not at registration).
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const PEER_ACTION = 'look for an earlier `NIXL_ERR_REMOTE_DISCONNECT` with the same peer';

function commentFor(vllmFunction: string, nixlFunction: string, status: 'NIXL_ERR_NOT_FOUND' | 'NIXL_ERR_NOT_ALLOWED'): string {
  const type = status === 'NIXL_ERR_NOT_FOUND' ? 'nixlNotFoundError' : 'nixlNotAllowedError';
  const body = [
    '```',
    'Traceback (most recent call last):',
    `  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 700, in ${vllmFunction}`,
    `    self.nixl_wrapper.${nixlFunction}(args)`,
    `  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 341, in ${nixlFunction}`,
    `    handle = self.agent.call(args)`,
    `nixl._bindings.${type}: ${status}`,
    '```',
  ].join('\n');
  return triage({ title: 'NIXL status error on decode', body: `vLLM 0.20.1 with NixlConnector:\n\n${body}` }).comment ?? '';
}

describe('actions for a stage or a code', () => {
  it("should leave out the peer's disconnect at registration, where no peer is named", () => {
    const comment = commentFor('register_kv_caches', 'prep_xfer_dlist', 'NIXL_ERR_NOT_FOUND');
    expect(comment).toContain('**Where it failed:** during the registration of the KV caches');
    expect(comment).not.toContain(PEER_ACTION);
  });

  it('should keep it in a transfer that names a peer, for NIXL_ERR_NOT_FOUND', () => {
    expect(commentFor('_read_blocks', 'make_prepped_xfer', 'NIXL_ERR_NOT_FOUND')).toContain(PEER_ACTION);
  });

  it('should leave it out for another code, and say what that code means', () => {
    const comment = commentFor('add_remote_agent', 'add_remote_agent', 'NIXL_ERR_NOT_ALLOWED');
    expect(comment).not.toContain(PEER_ACTION);
    expect(comment).toContain('**`NIXL_ERR_NOT_ALLOWED` in your log:**');
  });
});
