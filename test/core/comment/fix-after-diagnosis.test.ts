// A fix vLLM merged is said even when the thread already diagnosed the cause: the diagnosis names the code, the fix
// adds the PR and the first release that has it. And an LMCache nightly named in a setup list is a version given.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const firstScreen = (comment: string | null): string => (comment ?? '').slice(0, (comment ?? '').indexOf('<details>'));
const ASSERT =
  'AssertionError: gpu_block_size=64 not divisible by hash_block_size=48. Hybrid models (e.g. Mamba+Attention) need --enable-prefix-caching to align block sizes.';

describe('a fix after the thread diagnosed the cause', () => {
  it('should lead with the PR that fixes the diagnosed code, and its first release', () => {
    const body = [
      'vLLM 0.21.0 with the OffloadingConnector fails at start-up:',
      '',
      '```',
      ASSERT,
      '```',
      '',
      'Root cause: `OffloadingSpec.__init__` computes `hash_block_size` from the stale `cache_config.block_size` instead of the resolved block sizes.',
    ].join('\n');
    const screen = firstScreen(triage({ title: 'Offloading fails on a new model', body }).comment);
    expect(screen).toContain('**Your diagnosis:**');
    expect(screen).toContain('Use a vLLM build that contains PR [vllm-project/vllm#43142]');
    expect(screen).toContain('which `v0.22.0` and later contain');
    // A build that has the fix is not told to get it.
    const later = firstScreen(triage({ title: 'Offloading fails on a new model', body: body.replace('vLLM 0.21.0', 'vLLM 0.23.0') }).comment);
    expect(later).not.toContain('#43142');
  });
});

describe('a nightly named as the version', () => {
  it("should take 'LMCache: latest nightly-2026-03-10' as the LMCache version given", () => {
    const body = [
      '- LMCache: latest nightly-2026-03-10',
      '- vLLM 0.17.0',
      '',
      '```',
      'ImportError: /opt/venv/lib/python3.12/site-packages/lmcache/c_ops.cpython-312-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEa',
      '```',
    ].join('\n');
    const plan = triage({ title: 'LMCache fails to import', body });
    expect(plan.report.asks.find((ask) => ask.id === 'lmcache-version')?.satisfied).toBe(true);
    expect(firstScreen(plan.comment)).not.toContain('- The LMCache version');
  });
});
