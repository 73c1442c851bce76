// The thread found its fix or its diagnosis: the reporter's "works after …" in the description, or a diagnosis at the
// code's level (a file or function named with what it does wrong). The comment leads with it, asks nothing and shows
// none of the entry's own actions on its first screen.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';
import { readThreadFacts } from '../../../src/core/signals/thread-facts.js';
import type { Block } from '../../../src/core/extract/types.js';

const screen = (comment: string | null): string => (comment ?? '').split('<details>')[0] ?? '';
const crash = [
  '```',
  'Traceback (most recent call last):',
  '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 903, in check_xfer_state',
  '    status = self.agent.getXferStatus(handle)',
  'nixl._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT',
  '```',
].join('\n');

describe('the thread found its fix or its diagnosis', () => {
  it("should lead with the reporter's own fix and show no other action", () => {
    const plan = triage({
      title: 'disconnects between P and D',
      body: `${crash}\n\nvllm 0.12.0, nixl 0.7.1\n\nEdit: everything works after pinning both pods to the same UCX build.`,
    });
    const first = screen(plan.comment);
    expect(first).toContain('**This thread already found a fix:** `Edit: everything works after pinning both pods to the same UCX build.`');
    expect(first).not.toContain('What you can do');
    expect(first).not.toContain('One more thing');
    expect(first).not.toContain('Ready for a maintainer');
    expect(plan.report.speech?.asksKept).toBe(0);
  });

  it('should not take a fix the reporter says did not help for the answer', () => {
    const plan = triage({
      title: 'disconnects between P and D',
      body: `${crash}\n\nvllm 0.12.0\n\nThis was supposedly fixed by a newer NIXL but it still happens with 0.7.1.`,
    });
    expect(screen(plan.comment)).not.toContain('already found');
  });

  it('should lead with a diagnosis that names the code and what it does wrong, and drop the entry actions it contradicts', () => {
    const diagnosis =
      'In `worker_side.py`, `_drain_pending()` keeps the handle of a transfer whose agent was removed, so the state check runs on a stale handle.';
    const plan = triage({ title: 'disconnects between P and D', body: `${crash}\n\nvllm 0.12.0, nixl 0.7.1\n\n${diagnosis}` });
    const first = screen(plan.comment);
    expect(first).toContain('**Your diagnosis:**');
    expect(first).toContain('_drain_pending()');
    expect(first).not.toContain('report it to NIXL');
    expect(first).not.toContain('Please add');
  });
  it('should take a fix written under a label ("Solution:", "fix:", "解决方法：") for the thread\'s fix and ask nothing', () => {
    for (const label of ['Solution:', 'fix:', 'Workaround:', '解决方法：']) {
      for (const [lead, fix] of [
        [label, 'export UCX_TLS=rc,cuda_copy before starting both pods'],
        [`${label} export UCX_TLS=rc,cuda_copy before starting both pods`, ''],
      ]) {
        const body = `${crash}\n\nvllm 0.12.0, nixl 0.7.1\n\n${lead}${fix === '' ? '' : `\n${fix}`}`;
        const plan = triage({ title: 'disconnects between P and D', body });
        const first = screen(plan.comment);
        expect(first, body).toMatch(label === 'Workaround:' ? /already found a workaround/ : /already found a fix/);
        expect(first, body).toContain('UCX_TLS=rc,cuda_copy');
        expect(plan.report.speech?.asksKept, body).toBe(0);
      }
    }
  });

  it("should not take a label that asks for a fix, or a fix said not to help, for the thread's fix", () => {
    for (const lead of ['Solution: ?', 'Workaround: none found yet, the error still happens after export UCX_TLS=rc']) {
      const plan = triage({ title: 'disconnects between P and D', body: `${crash}\n\nvllm 0.12.0\n\n${lead}` });
      expect(screen(plan.comment), lead).not.toContain('already found');
    }
  });

  it('should record on the resolution what its reader found: a fix, a workaround, or else the cause', () => {
    const reply = (text: string): Block => ({
      kind: 'text',
      text,
      startLine: 3,
      section: null,
      lang: null,
      source: { kind: 'comment', id: 7, author: 'r', role: 'reporter' },
    });
    const found = (text: string) => readThreadFacts([reply(text)], [], []).resolution?.found;
    expect(found('It works now: solved by pinning both pods to the same UCX build.')).toBe('fix');
    expect(found('Workaround: export UCX_TLS=rc,cuda_copy before starting both pods.')).toBe('workaround');
    expect(found('As a workaround we restart the decode pod every night.')).toBe('workaround');
    expect(found('Solved it: `VLLM_NIXL_SIDE_CHANNEL_HOST` was never exported on the prefill node.')).toBe('cause');
  });
});
