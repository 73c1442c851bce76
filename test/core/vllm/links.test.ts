import { describe, expect, it } from 'vitest';
import { sourceLink, vllmPathOf, vllmSourceUrl, vllmThreadLink } from '../../../src/core/vllm/links.js';

describe('vllmSourceUrl', () => {
  it('should link a line at a ref, or the file when the line is unknown', () => {
    expect(vllmSourceUrl('v0.26.0', 'vllm/a.py', 12)).toBe('https://github.com/vllm-project/vllm/blob/v0.26.0/vllm/a.py#L12');
    expect(vllmSourceUrl('main', 'vllm/a.py', null)).toBe('https://github.com/vllm-project/vllm/blob/main/vllm/a.py');
  });

  it("should link the file, with no #L0 anchor, for the catalog's line 0 (a message vLLM does not raise)", () => {
    expect(vllmSourceUrl('v0.26.0', 'vllm/a.py', 0)).toBe('https://github.com/vllm-project/vllm/blob/v0.26.0/vllm/a.py');
  });

  it('should keep a commit and a normal path exactly as they are', () => {
    const path = 'vllm/distributed/kv_transfer/kv_connector/v1/mooncake/store/scheduler.py';
    expect(vllmSourceUrl('c794754062d49a8fdb63ab3c5215b488b865030c', path, 301)).toBe(
      `https://github.com/vllm-project/vllm/blob/c794754062d49a8fdb63ab3c5215b488b865030c/${path}#L301`,
    );
  });

  it('should never let a ref or a path leave the link: odd characters dropped or encoded, no dot segments', () => {
    const url = vllmSourceUrl('v1) [x](https://evil.example', 'vllm/../a b/(c).py', 3);
    expect(url).toBe('https://github.com/vllm-project/vllm/blob/v1xhttpsevil.example/vllm/a%20b/%28c%29.py#L3');
    expect(url).not.toContain(' ');
    expect(url).not.toContain('..');
  });
});

describe('sourceLink', () => {
  it('should show path:line in code and link the same URL as vllmSourceUrl', () => {
    expect(sourceLink('v0.26.0', 'vllm/a.py', 12)).toBe('[`vllm/a.py:12`](https://github.com/vllm-project/vllm/blob/v0.26.0/vllm/a.py#L12)');
    expect(sourceLink('main', 'vllm/a.py', null)).toBe('[`vllm/a.py`](https://github.com/vllm-project/vllm/blob/main/vllm/a.py)');
  });
});

describe('vllmPathOf', () => {
  it('should keep a path that tries to close the link target inside it, and cap long paths', () => {
    const link = sourceLink('v0.26.0', "vllm/x)(www.example/track)*~!'.py", 3);
    const target = link.slice(link.indexOf('](') + 2, -1);
    expect(target).not.toMatch(/[()*~!' ]/);
    expect(link.endsWith(')')).toBe(true);
    expect(link.split('](').length).toBe(2);
    const long = sourceLink('v0.26.0', `vllm/${'deep/'.repeat(200)}x.py`, 1);
    expect(long.length).toBeLessThan(700);
  });

  it('should cut an installed or checked-out path to start at vllm/', () => {
    expect(vllmPathOf('/usr/lib/python3.12/site-packages/vllm/v1/engine/core.py')).toBe('vllm/v1/engine/core.py');
    expect(vllmPathOf('/home/me/vllm/vllm/v1/core/sched/scheduler.py')).toBe('vllm/v1/core/sched/scheduler.py');
    expect(vllmPathOf('C:\\venv\\Lib\\site-packages\\vllm\\config.py')).toBe('vllm/config.py');
    expect(vllmPathOf('vllm/config.py')).toBe('vllm/config.py');
  });

  it('should prefer vllm/distributed/ when a folder named vllm sits deeper', () => {
    expect(vllmPathOf('/site-packages/vllm/distributed/kv_transfer/x/vllm/y.py')).toBe('vllm/distributed/kv_transfer/x/vllm/y.py');
  });

  it('should not take another project’s vllm/ folder for vLLM (LMCache’s integration, a relative LMCache path)', () => {
    expect(vllmPathOf('/opt/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_v1_adapter.py')).toBeNull();
    expect(vllmPathOf('lmcache/integration/vllm/vllm_v1_adapter.py')).toBeNull();
    expect(vllmPathOf('/src/LMCache/lmcache/integration/vllm/utils.py')).toBeNull();
    expect(vllmPathOf('vllm/not_a_vllm_folder/x.py')).toBeNull();
  });

  it('should say null for a file outside vLLM', () => {
    expect(vllmPathOf('/opt/venv/lib/python3.12/site-packages/torch/nn/modules/module.py')).toBeNull();
    expect(vllmPathOf('<frozen runpy>')).toBeNull();
  });
});

describe('vllmThreadLink', () => {
  it('should link vLLM issues and pull requests in full, never as a bare #N', () => {
    expect(vllmThreadLink('issues', 54870)).toBe('[vllm-project/vllm#54870](https://github.com/vllm-project/vllm/issues/54870)');
    expect(vllmThreadLink('pull', 55066)).toBe('[vllm-project/vllm#55066](https://github.com/vllm-project/vllm/pull/55066)');
  });
});
