// The issue never cites itself, on another project's tracker too: an entry whose words cite the very thread being
// triaged (`vllm-ascend#N`, `owner/name#N`, its URL) says "this issue". Fixtures written here in the shape of a
// vllm-ascend report.
import { describe, expect, it } from 'vitest';
import { entryInOwnThread } from '../../../src/core/comment/entry/own-thread.js';
import { defaultCatalog } from '../../../src/core/catalog/default-catalog.js';
import { triage } from '../../../src/core/triage.js';

const body = [
  'P/D with the Mooncake connector on two Ascend nodes, decode side:',
  '',
  '```',
  'E20260401 11:02:03.456789  5120 ascend_direct_transport.cpp:820] Failed to connect to target: 10.1.2.3:25001, status: 103900',
  '(Worker_DP0_TP0 pid=5001) ERROR 04-01 11:02:03 [mooncake_connector.py:727] Failed to transfer KV cache for request cmpl-ab12cd34-0: Mooncake transfer failed, ret: -1',
  '```',
].join('\n');
const ENTRY = 'mooncake/ascend-transfer-failed';
/** The vllm-ascend thread the entry cites in its actions. */
const cited = (): number => {
  const entry = defaultCatalog().entries.find((each) => each.id === ENTRY);
  const number = /vllm-ascend#(\d+)/.exec(entry?.workarounds.map((item) => item.text).join('\n') ?? '')?.[1];
  return Number(number);
};

describe('an entry citing the thread it comments on', () => {
  it('should say "this issue" on that thread and cite it on any other', () => {
    const own = cited();
    const onIt = triage({ title: 'decode fails to pull KV', body, repository: 'vllm-project/vllm-ascend' }, { issueNumber: own });
    expect(onIt.report.matches[0]?.id).toBe(ENTRY);
    expect(onIt.comment ?? '').not.toContain(`vllm-ascend#${own}`);
    expect(onIt.comment ?? '').toContain('in this issue the reply was');
    const elsewhere = triage({ title: 'decode fails to pull KV', body, repository: 'vllm-project/vllm-ascend' }, { issueNumber: own + 1 });
    expect(elsewhere.comment ?? '').toContain(`vllm-ascend#${own}`);
  });

  it('should read the owner/name form and the URL, and leave a longer number and another repository alone', () => {
    const entry = defaultCatalog().entries.find((each) => each.id === ENTRY);
    if (entry === undefined) throw new Error('entry missing');
    const planted = {
      ...entry,
      workarounds: [
        {
          text: 'See vllm-project/vllm-ascend#77, https://github.com/vllm-project/vllm-ascend/issues/77, vllm-ascend#771 and LMCache#77.',
          basis: [],
        },
      ],
    };
    const said = entryInOwnThread(planted, { repository: 'vllm-project/vllm-ascend', number: 77 }).workarounds[0]?.text;
    expect(said).toBe('See this issue, this issue, vllm-ascend#771 and LMCache#77.');
  });
});
