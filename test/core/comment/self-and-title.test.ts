// Two shapes graded C on real threads: an issue citing itself as "Issue this issue", and an error called title-only
// while the body shows its traceback.
import { describe, expect, it } from 'vitest';
import { linkVllmReferences } from '../../../src/core/comment/entry/vllm-references.js';
import { triage } from '../../../src/core/triage.js';

describe('linkVllmReferences on the issue itself', () => {
  it('should say "this issue" in place of "Issue #N" and "#N", and link other issues', () => {
    expect(linkVllmReferences('Issue #123 (open) reports it; see also issue #124.', 123)).toBe(
      'This issue (open) reports it; see also issue [vllm-project/vllm#124](https://github.com/vllm-project/vllm/issues/124).',
    );
    expect(linkVllmReferences('as issue #123 shows (#123)', 123)).toBe('as this issue shows (this issue)');
  });
});

describe('an error read off the title while the body shows the failure', () => {
  const title = '[Bug]: RuntimeError: Mooncake Transfer Engine initialization failed.';
  const body = [
    '```',
    'Traceback (most recent call last):',
    '  File "/srv/app/start.py", line 10, in <module>',
    '    main()',
    '  File "/srv/app/start.py", line 7, in main',
    '    engine = build()',
    'RuntimeError: Mooncake Transfer Engine initialization',
    '```',
  ].join('\n');

  it('should not call it title-only nor ask for the log as text', () => {
    const plan = triage({ title, body });
    expect(plan.report.matches.length).toBeGreaterThan(0);
    expect(plan.comment ?? '').not.toContain('appears only in the title');
    expect(plan.report.asks.map((ask) => ask.id)).not.toContain('log-as-text');
  });

  it('should still call a title-only error so when the body shows nothing', () => {
    const plan = triage({ title, body: 'It fails at start-up, screenshot attached.' });
    expect(plan.comment ?? '').toContain('appears only in the title');
    expect(plan.report.asks.map((ask) => ask.id)).toContain('log-as-text');
  });
});

describe('the V0 LMCache connector', () => {
  it('should not be named LMCacheConnectorV1 when its frames are the V0 file', () => {
    const body = [
      '```',
      'Traceback (most recent call last):',
      '  File "/usr/local/lib/python3.10/site-packages/vllm/distributed/kv_transfer/kv_connector/lmcache_connector.py", line 40, in __init__',
      '    self.engine = init_lmcache_engine(config)',
      '  File "/usr/local/lib/python3.10/site-packages/lmcache/integration/vllm/utils.py", line 90, in init_lmcache_engine',
      '    raise RuntimeError("bad config")',
      'RuntimeError: bad config',
      '```',
    ].join('\n');
    const comment = triage({ body }).comment ?? '';
    expect(comment).not.toContain('LMCacheConnectorV1');
  });
});

describe("another package's pinned version", () => {
  it('should not read `ai-dynamo[vllm]==X` as the vLLM version X, but as the build that brings vLLM; `vllm==X` is X', () => {
    const crash = [
      '```',
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 426, in __init__',
      '    raise RuntimeError("NIXL is not available")',
      'RuntimeError: NIXL is not available',
      '```',
    ].join('\n');
    const report = (body: string) => triage({ body }).report;
    const versionAsk = (body: string) => report(body).asks.find((ask) => ask.id === 'vllm-version');
    const pinned = `Installed with \`pip install ai-dynamo[vllm]==0.4.1\`.\n\n${crash}`;
    expect(report(pinned).vllmVersion).toBeNull();
    expect(versionAsk(pinned)?.satisfiedBy).toBe('the vLLM that `ai-dynamo[vllm]==0.4.1` brings (in the description)');
    expect(versionAsk(`Installed with \`pip install vllm==0.10.2\`.\n\n${crash}`)?.satisfiedBy).toContain('0.10.2');
    const named = `We start Dynamo 0.4.1 with one prefill and one decode worker.\n\n${crash}`;
    expect(report(named).vllmVersion).toBeNull();
    expect(versionAsk(named)?.satisfiedBy).toBe('the vLLM that `Dynamo 0.4.1` brings (in the description)');
    expect(versionAsk(`We run vLLM 0.10.2 with one prefill and one decode worker.\n\n${crash}`)?.satisfiedBy).toContain('0.10.2');
    // A product named without its release says nothing of the version.
    expect(versionAsk(`We start Dynamo with one prefill and one decode worker.\n\n${crash}`)?.satisfied).toBe(false);
  });
});
