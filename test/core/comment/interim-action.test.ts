// An interim action for builds without the fix, with its cost: said to a reporter whose release lacks the fix, never
// to one whose release has it.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const firstScreen = (comment: string | null): string => (comment ?? '').slice(0, (comment ?? '').indexOf('<details>'));
const crash = [
  '```',
  '(EngineCore_DP0 pid=77) ERROR 02-11 10:01:02 [core.py:1108]   File "/opt/venv/lib/python3.12/site-packages/vllm/v1/core/sched/scheduler.py", line 296, in _mamba_block_aligned_split',
  '(EngineCore_DP0 pid=77) ERROR 02-11 10:01:02 [core.py:1108]     assert num_external_computed_tokens == 0, (',
  '(EngineCore_DP0 pid=77) ERROR 02-11 10:01:02 [core.py:1108] AssertionError: External KV connector is not verified yet',
  '```',
].join('\n');
const INTERIM = 'start vLLM with `--no-enable-prefix-caching` (this turns prefix caching off for the model), and without `--mamba-cache-mode align`';

describe('an interim action for builds without the fix', () => {
  it('should be said, with its cost, to a release without the fix', () => {
    const screen = firstScreen(triage({ title: 'Hybrid model crash with LMCache', body: `vLLM 0.22.1, LMCacheMPConnector.\n\n${crash}` }).comment);
    expect(screen).toContain(INTERIM);
  });

  it('should not be said to a release that has the fix', () => {
    const comment = triage({ title: 'Hybrid model crash with LMCache', body: `vLLM 0.23.0, LMCacheMPConnector.\n\n${crash}` }).comment ?? '';
    expect(comment).not.toContain(INTERIM);
  });
});
