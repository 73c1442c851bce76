// Asks and actions answered in words or in the pasted lines, not in the paste they ask for: the call named in prose,
// the other instance said to have stayed up, both sides on one host, another project's version given by its name, and
// the first line an action says to find already pasted.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { readThreadFacts } from '../../../src/core/signals/thread-facts.js';
import type { Block } from '../../../src/core/extract/types.js';

const fenced = (lines: string[]): string => `\`\`\`\n${lines.join('\n')}\n\`\`\``;
const screen = (comment: string | null): string => (comment ?? '').split('<details>')[0] ?? '';
const tick = (plan: ReturnType<typeof triage>, id: string): string | null => plan.report.asks.find((ask) => ask.id === id)?.satisfiedBy ?? null;

const backendError = fenced(['(Worker_TP1 pid=811) nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND']);
const disconnect = fenced([
  'Traceback (most recent call last):',
  '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 903, in check_xfer_state',
  '    status = self.agent.getXferStatus(handle)',
  'nixl._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT',
]);
const sliceLine = (address: string, status: string): string =>
  `E0502 03:11:09.120044 9183 worker_pool.cpp:654] Worker: Process failed for slice (opcode: 1, source_addr: ${address}, length: 4096, dest_addr: 0x7e0000001000, local_nic: erdma_1, peer_nic: 10.1.0.4@erdma_0, dest_rkey: 77, retry_cnt: 0, max_retry_cnt: 8): ${status}`;

describe('asks answered in prose', () => {
  it('should take the call the reporter names in inline code for the frame that called, and name it instead of asking', () => {
    const plan = triage({
      title: 'decode worker exits at start-up',
      body: `${backendError}\n\nThe error is raised by \`self.transfer_agent.register_memory(block_descs)\` while the worker registers its caches.\n\nvllm 0.12.0, nixl 0.7.1`,
    });
    expect(tick(plan, 'traceback')).toContain('self.transfer_agent.register_memory(block_descs)');
    const first = screen(plan.comment);
    expect(first).toContain('**You name the call that raised it:** `self.transfer_agent.register_memory(block_descs)`');
    expect(first).not.toContain('names the call)');
    expect(first).not.toContain('The full traceback, so the frame that called NIXL is visible.');
  });

  it('should tick whether the other instance restarted when the reporter says it stayed up, and not tell them to check it', () => {
    const plan = triage({
      title: 'NIXL_ERR_REMOTE_DISCONNECT on the decode node',
      body: `${disconnect}\n\nThe other side did not restart during the run, and its port was still LISTEN afterwards. vllm 0.12.0, nixl 0.7.1`,
    });
    expect(tick(plan, 'peer-state')).toContain('did not restart');
    const first = screen(plan.comment);
    expect(first).toContain('**You say the other instance stayed up:**');
    expect(first).not.toContain('Check whether the peer instance restarted');
    expect(first).not.toContain('Whether the other instance restarted or failed');
  });

  it('should not read a restart denied in the same breath as staying up', () => {
    const facts = readThreadFacts([prose('The prefill server did not stay up, it restarted twice.')], [], []);
    expect(facts.peerStayedUp ?? null).toBeNull();
  });

  it('should tick the devices on both nodes when both sides run on one host, and a project version given by its full name', () => {
    const plan = triage({
      title: 'transfer fails between prefill and decode',
      body: `${fenced([sliceLine('0x7f0000001000', 'transport retry counter exceeded')])}\n\nPrefill and decode both run on the same machine, mooncake-transfer-engine 0.3.7 and vllm 0.12.0.`,
    });
    expect(tick(plan, 'rdma-devices')).toContain('one host');
    expect(tick(plan, 'mooncake-install')).toContain('0.3.7');
    expect(screen(plan.comment)).not.toContain('on both nodes.');
  });

  it('should say what the first pasted line shows instead of telling the reporter to find it', () => {
    const plan = triage({
      title: 'RDMA failures',
      body: `${fenced([sliceLine('0x7f0000001000', 'remote access error'), sliceLine('0x7f0000002000', 'work request flushed error')])}\n\nvllm 0.12.0`,
    });
    const first = screen(plan.comment);
    expect(first).toContain('**The first such line you pasted** ends in `remote access error`, with `local_nic: erdma_1` and `peer_nic: 10.1.0.4@');
    expect(first).not.toContain('Find the first of these lines');
  });
});

describe('versions of other projects', () => {
  it("should keep a project's version given by its name apart from vLLM's, in any language", () => {
    const facts = readThreadFacts([prose('vllm和vllm-ascend版本 v0.11.0'), prose('We run vllm-ascend 0.20.2rc1 on two nodes.')], [], []);
    expect(facts.versions.map((item) => item.version)).toEqual([]);
    expect(facts.projectVersions?.map((item) => [item.project, item.version])).toEqual([['vllm-ascend', '0.11.0']]);
  });
});

function prose(text: string, startLine = 3): Block {
  return { kind: 'text', text, startLine, endLine: startLine, section: null, source: { kind: 'body' } } as unknown as Block;
}
