// The library call the pasted frames end in: where it failed, and no vLLM caller named from the catalog when the
// frames show another kind of call than the one the catalog reads the error at.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;

function planFor(frameFunction: string): ReturnType<typeof triage> {
  return triage({
    title: 'NIXL fails on our two-node setup with vLLM 0.15.1',
    body: [
      'Decode worker dies with the NIXL connector:',
      '',
      fenced(['nixl_cu12._bindings.nixlBackendError: NIXL_ERR_BACKEND', `  File ".../nixl_cu12/_api.py", line 362, in ${frameFunction}`]),
    ].join('\n'),
  });
}

describe('the library call the pasted frames end in', () => {
  it('should say where it failed from a library frame pasted under the error line', () => {
    const comment = planFor('create_backend').comment ?? '';
    expect(comment).toContain('**Where it failed:** during start-up, in `create_backend` (`_api.py:362`).');
  });

  it("should not name the catalog's vLLM caller when the frames show another kind of call", () => {
    const comment = planFor('create_backend').comment ?? '';
    expect(comment).not.toContain("vLLM's side of it: `NixlBaseConnectorWorker.register_kv_caches`");
    expect(comment).not.toMatch(/\]\(https:\/\/github\.com\/vllm-project\/vllm\/blob\/[0-9a-f]+\/vllm\/distributed\/kv_transfer\/kv_connector\/v1\/nixl\//);
    expect(comment).toContain('The lines you pasted end in `create_backend`, during start-up');
  });

  it("should keep the catalog's caller when the frames show the same kind of call", () => {
    const comment = planFor('register_memory').comment ?? '';
    expect(comment).toContain('**Where it failed:** during the registration of the KV caches (start-up), in `register_memory`');
    expect(comment).toContain("vLLM's side of it: `NixlBaseConnectorWorker.register_kv_caches`");
  });
});
