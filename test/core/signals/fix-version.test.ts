// A version named as what fixed it ("upgrading to lmcache 0.3.7 fixed it", "works with lmcache 0.3.7", "solved after
// installing 0.3.7") is not the reporter's failing version, and the fix leads the comment. Fixtures written here.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const TRACEBACK = [
  '```',
  'Traceback (most recent call last):',
  '  File "/usr/local/lib/python3.12/dist-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 812, in build_connector_meta',
  '    for req_id in scheduler_output.scheduled_cached_reqs.req_ids:',
  "AttributeError: 'list' object has no attribute 'req_ids'",
  '```',
].join('\n');

const thread = (...later: string[]): string => ['reporter-x · description · 2025-08-01', TRACEBACK, 'reporter-x · comment · 2025-08-03', ...later].join('\n\n');
const plan = (body: string) => triage({ title: 'build_connector_meta crash', body });
const ask = (body: string, id: string) => plan(body).report.asks.find((item) => item.id === id);

describe('a version named as the fix is not the failing version', () => {
  it.each([
    ['upgrading to it fixed it', 'Upgrading to lmcache 0.3.7 fixed it, thanks.'],
    ['it works with it', 'It works with lmcache 0.3.7.'],
    ['solved after installing it', 'Solved after installing lmcache 0.3.7.'],
  ])('should not tick the LMCache version with the fixing one (%s), and lead with the fix', (_name, said) => {
    const body = thread(said);
    const found = ask(body, 'lmcache-version');
    expect(found?.satisfied ?? false).toBe(false);
    expect(plan(body).comment ?? '').toContain('**This thread already found a fix:**');
  });

  it.each(['Upgrading vllm to 0.10.0 fixed it.', 'Upgrading to vLLM 0.10.0 fixed it.', 'After upgrading to vllm==0.10.0 the error is gone.'])(
    "should not tick vLLM's version with the one that fixed it: %s",
    (said) => {
      const body = thread(said);
      expect(ask(body, 'vllm-version')?.satisfied ?? false).toBe(false);
      expect(plan(body).report.vllmVersion).toBeNull();
    },
  );

  it('should not read a pinned install that fixed it as the installed version, nor repeat the fix as an action', () => {
    const body = thread('pip install lmcache==0.3.7 solved it');
    expect(ask(body, 'lmcache-version')?.satisfied ?? false).toBe(false);
    const screen = (plan(body).comment ?? '').split('<details>')[0] ?? '';
    expect(screen).toContain('**This thread already found a fix:**');
    expect(screen).not.toContain('Install an `lmcache` release');
  });

  it('should keep the failing version said beside the one that works', () => {
    const found = ask(thread('It fails with lmcache 0.3.5, but it works with lmcache 0.3.7.'), 'lmcache-version');
    expect(found?.satisfied).toBe(true);
    expect(found?.satisfiedBy ?? '').toContain('0.3.5');
  });
});
