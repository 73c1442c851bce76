// A code-level report about vLLM's own code (its KV-offload tier, say) is vLLM's: a library's error underneath it does
// not make the library the place to report it, and the vLLM file the report diagnoses is vLLM's side of it.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { diagnosedVllmFile } from '../../../src/core/vllm/diagnosed-file.js';
import { extractThread } from '../../../src/core/extract/extract.js';

/** The prose blocks of a body, as the signals stage hands them to the reader. */
const read = (body: string): string | null =>
  diagnosedVllmFile([...extractThread({ body }).blocks].map((block) => ({ text: block.text, prose: block.kind !== 'code' && block.quoted !== true })));

const REPORT = [
  '## What happens',
  '',
  'When the peer goes away during a tiered fetch, the request hangs until the client gives up.',
  '',
  '```text',
  'TierSession: fetch failed',
  '  OffloadPeer.push_blocks',
  '  self._agent.transfer(handle)',
  'nixl._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT',
  '```',
  '',
  '## Root cause',
  '',
  '`push_blocks()` in `vllm/v1/kv_offload/tiering/peer/transport.py` never catches the exception, so the round is not finished with a failure.',
].join('\n');

describe("a report that diagnoses vLLM's own code", () => {
  it('should read the vLLM file the prose diagnoses, and not a path in a log or one said in passing', () => {
    expect(read(REPORT)).toBe('vllm/v1/kv_offload/tiering/peer/transport.py');
    const passing = 'I read `vllm/v1/kv_offload/tiering/peer/transport.py` to learn the settings.';
    expect(read(passing)).toBeNull();
    const logged = '```\nFile "vllm/v1/kv_offload/tiering/peer/transport.py", line 3, in push_blocks: the bug never ends\n```';
    expect(read(logged)).toBeNull();
  });

  it("should not send it to NIXL nor put the fix in NIXL, and should name the diagnosed file as vLLM's side", () => {
    const plan = triage({ title: 'Tiered offload: a NIXL disconnect leaves requests pending', repository: 'vllm-project/vllm', body: REPORT });
    const comment = plan.comment ?? '';
    expect(plan.report.matches[0]?.id).toBe('nixl/remote-disconnect');
    expect(comment).not.toMatch(/report it to NIXL/i);
    expect(comment).not.toMatch(/fix[^.]{0,40} is in the network or in NIXL/);
    expect(comment).toContain("vLLM's side of it here: `vllm/v1/kv_offload/tiering/peer/transport.py`");
  });
});
