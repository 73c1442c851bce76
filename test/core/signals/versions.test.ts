import { describe, expect, it } from 'vitest';
import type { Block, LogLine, TextSource } from '../../../src/core/extract/types.js';
import { compareVersions, isFixed, isRelease, readVllmVersion, versionRef } from '../../../src/core/signals/versions.js';
import { costRatio } from '../../support/cost-ratio.js';
import { codeBlock, pastedLog } from '../../support/build/threads.js';

const body: TextSource = { kind: 'body', id: 0, author: null };

/** The lines of pasted text, no logger prefix read off. */
const linesOf = (text: string): LogLine[] => pastedLog(text, { prefixes: false }).lines;
const blockOf = (text: string): Block => codeBlock(text);

const COMMIT = 'c794754062d49a8fdb63ab3c5215b488b865030c';

describe('readVllmVersion', () => {
  it('should read the collect_env version line', () => {
    const env = [
      'PyTorch version              : 2.9.0+cu128',
      '==============================',
      '       vLLM Info',
      '==============================',
      'ROCM Version                 : Could not collect',
      'vLLM Version                 : 0.26.0',
      'vLLM Build Flags:',
    ].join('\n');
    expect(readVllmVersion(linesOf(env), [])).toEqual({ version: '0.26.0', source: 'collect_env' });
  });

  it('should keep dev versions and drop the git sha note', () => {
    const env = 'vLLM Version                 : 0.11.1rc2.dev5+gabc1234 (git sha: abc1234, date: 20260701)';
    expect(readVllmVersion(linesOf(env), [])).toEqual({ version: '0.11.1rc2.dev5+gabc1234', source: 'collect_env' });
  });

  it('should read nothing from a collect_env that says N/A (dev)', () => {
    expect(readVllmVersion(linesOf('vLLM Version                 : N/A (dev)'), [])).toEqual({ version: null, source: null });
  });

  it('should prefer collect_env over a version mentioned in prose', () => {
    const text = 'I upgraded from vllm 0.9.0 last week.\nvLLM Version                 : 0.9.2';
    expect(readVllmVersion(linesOf(text), [])).toEqual({ version: '0.9.2', source: 'collect_env' });
  });

  it('should read a pip pin and a pip list row', () => {
    expect(readVllmVersion(linesOf('pip install vllm==0.10.1.1 lmcache==0.3.1'), [])).toEqual({ version: '0.10.1.1', source: 'pip' });
    expect(readVllmVersion(linesOf('vllm                              0.8.5.post1'), [])).toEqual({ version: '0.8.5.post1', source: 'pip' });
  });

  it('should read the version from the crash dump line', () => {
    const dump = 'Dumping input data for V1 LLM engine (v0.24.1) with config: model=/models/m, speculative_config=None, ';
    expect(readVllmVersion(linesOf(dump), [])).toEqual({ version: '0.24.1', source: 'dump' });
  });

  it('should read versions written in prose and image tags', () => {
    expect(readVllmVersion(linesOf('vllm version: 0.7.3'), []).version).toBe('0.7.3');
    expect(readVllmVersion(linesOf('vllm ver:  0.5.4.post1'), []).version).toBe('0.5.4.post1');
    expect(readVllmVersion(linesOf('Running vLLM v0.13.0 on two nodes'), []).version).toBe('0.13.0');
    expect(readVllmVersion(linesOf('image: vllm/vllm-openai:v0.15.1'), []).version).toBe('0.15.1');
    expect(readVllmVersion(linesOf('Environment: vLLM main (v0.29.1rc1.dev), TP8'), []).version).toBe('0.29.1rc1.dev');
  });

  it('should not take a path segment under site-packages/vllm for a version', () => {
    const frame = '  File "/usr/lib/python3.12/site-packages/vllm/v1/engine/core.py", line 12, in step';
    expect(readVllmVersion(linesOf(frame), [])).toEqual({ version: null, source: null });
  });

  it('should read blocks the lines do not cover, and the title last', () => {
    expect(readVllmVersion([], [blockOf('Using vllm 0.4.2 with ray')])).toEqual({ version: '0.4.2', source: 'text' });
    expect(readVllmVersion([], [], '[Bug]: deepseek fails with vllm0.22.0 and mooncake')).toEqual({ version: '0.22.0', source: 'title' });
    expect(readVllmVersion([], [], '[Bug]: crash in the offloading connector on 0.23.1')).toEqual({ version: '0.23.1', source: 'title' });
    expect(readVllmVersion([], [], '[Bug]: crash with torch 2.9.1')).toEqual({ version: null, source: null });
    const heading: Block = { ...blockOf('[Bug]: assert in the scheduler on 0.24.0'), kind: 'text', section: '[Bug]: assert in the scheduler on 0.24.0' };
    expect(readVllmVersion([], [heading])).toEqual({ version: '0.24.0', source: 'title' });
  });
});

describe('readVllmVersion in the shapes reporters write', () => {
  const envBlock = (text: string): Block => ({ kind: 'text', text, startLine: 3, section: 'Your current environment', lang: null, source: body });

  it('should read a version written only in the title after on, in or with, anywhere in the title', () => {
    expect(readVllmVersion([], [], '[Bug]: prefix caching crashes on 0.19.2 - KeyError in the scheduler')).toEqual({ version: '0.19.2', source: 'title' });
    expect(readVllmVersion([], [], '[Bug]: KV offload on v0.27.0 hits an assertion after preemption')).toEqual({ version: '0.27.0', source: 'title' });
    expect(readVllmVersion([], [], '[Bug]: decode hangs with 0.20.1rc3 and two nodes')).toEqual({ version: '0.20.1rc3', source: 'title' });
  });

  it('should read a bare version that opens the title after its tags', () => {
    expect(readVllmVersion([], [], '[Bug]: v0.17.0rc2, server failed to start with the store connector')).toEqual({ version: '0.17.0rc2', source: 'title' });
    expect(readVllmVersion([], [], '[Bug][P/D] 0.18.1 decode node exits')).toEqual({ version: '0.18.1', source: 'title' });
  });

  it('should read a docker image tag and a release name written vllm-v0.x.y', () => {
    expect(readVllmVersion(linesOf('docker run --gpus all vllm/vllm-openai:v0.22.3 --model m'), []).version).toBe('0.22.3');
    expect(readVllmVersion(linesOf('Engine: vLLM-v0.7.4'), []).version).toBe('0.7.4');
    expect(readVllmVersion(linesOf('1. setup vllm-v0.9.0rc1 and the cache server from main'), []).version).toBe('0.9.0rc1');
    expect(readVllmVersion([], [], '[Bug]: vllm-v0.14.0 exits when the offload size is set')).toEqual({ version: '0.14.0', source: 'title' });
  });

  it("should not read the tag of a vLLM image a connector project publishes as vLLM's version", () => {
    expect(readVllmVersion(linesOf('image: lmcache/vllm-openai:v0.3.6'), []).version).toBeNull();
    expect(readVllmVersion(linesOf('image: lmcache/vllm-openai:v0.3.6 (vllm 0.10.1 inside)'), []).version).toBe('0.10.1');
  });

  it('should read a bare v0.x.y standing on its own in the environment section', () => {
    expect(readVllmVersion([], [envBlock('B200 x8 + v0.23.0 + CUDA 12.8, driver 570')])).toEqual({ version: '0.23.0', source: 'environment' });
  });

  it('should not take the version right after another package name in the environment section for vLLM', () => {
    expect(readVllmVersion([], [envBlock('lmcache v0.3.11, flashinfer v0.2.9, H100')])).toEqual({ version: null, source: null });
    expect(readVllmVersion([], [envBlock('mooncake-transfer-engine v0.3.6')])).toEqual({ version: null, source: null });
  });

  it('should prefer a version stated in prose over a bare one in the environment section', () => {
    expect(readVllmVersion([], [envBlock('H20 + v0.23.0'), blockOf('We run vllm 0.24.1 in production')]).version).toBe('0.24.1');
  });

  it("should not read a version after a connector product word in the title as vLLM's", () => {
    expect(readVllmVersion([], [], 'lmcache v0.3.12 mooncake 0.3.8.post1 put failed')).toEqual({ version: null, source: null });
    expect(readVllmVersion([], [], '[Bug]: nixl 0.7.0 handshake timeout')).toEqual({ version: null, source: null });
  });

  it("should read bare versions as the connector's in a connector project's own repository", () => {
    const connectorProject = { connectorProject: true };
    expect(readVllmVersion([], [], 'v0.3.5 engine crashes on startup', connectorProject)).toEqual({ version: null, source: null });
    expect(readVllmVersion([], [], 'store put fails on 0.3.9', connectorProject)).toEqual({ version: null, source: null });
    expect(readVllmVersion([], [envBlock('A100 + v0.3.9')], undefined, connectorProject)).toEqual({ version: null, source: null });
    expect(readVllmVersion(linesOf('vllm 0.10.2 with the cache server'), [], 'v0.3.5 engine crashes', connectorProject).version).toBe('0.10.2');
  });
});

describe('readVllmVersion on hostile text', () => {
  it('should read 65,536 characters built around the word vllm in time that grows linearly with their length', () => {
    const hostile = ['vllm '.repeat(13_107), 'vllm version : '.repeat(4_000), 'vllm=='.repeat(10_000), 'vLLM Version : 0.'.repeat(3_000)];
    for (const text of hostile) {
      const read = (part: string) => {
        const [lines, blocks, title] = [linesOf(part), [blockOf(part)], part.slice(0, 256)];
        return () => readVllmVersion(lines, blocks, title);
      };
      // Four times the text: about four times the work if linear, sixteen if quadratic.
      expect(costRatio(read(text), read(text.slice(0, text.length / 4))), text.slice(0, 20)).toBeLessThan(8);
    }
  });
});

describe('compareVersions', () => {
  it('should order versions as Python packaging does', () => {
    const sorted = ['0.9.0', '0.10.0.dev3', '0.10.0rc1.dev2', '0.10.0rc1', '0.10.0', '0.10.0.post1', '0.10.1', '0.26.0'];
    for (let i = 1; i < sorted.length; i++) {
      expect(compareVersions(sorted[i - 1] ?? '', sorted[i] ?? '')).toBe(-1);
      expect(compareVersions(sorted[i] ?? '', sorted[i - 1] ?? '')).toBe(1);
    }
    expect(compareVersions('v0.26.0', '0.26.0')).toBe(0);
    expect(compareVersions('0.26.0+cu128', '0.26.0')).toBe(0);
  });

  it('should return null when either side is not a version', () => {
    expect(compareVersions('N/A', '0.26.0')).toBeNull();
  });
});

describe('isRelease and versionRef', () => {
  it('should treat only plain releases as tagged', () => {
    expect(isRelease('0.26.0')).toBe(true);
    expect(isRelease('0.6.4.post1')).toBe(true);
    expect(isRelease('0.11.1rc2')).toBe(false);
    expect(isRelease('0.28.1rc1.dev')).toBe(false);
    expect(isRelease('0.26.0+gabc1234')).toBe(false);
  });

  it('should link releases at their tag and everything else at the catalog commit', () => {
    expect(versionRef('0.26.0', COMMIT)).toBe('v0.26.0');
    expect(versionRef('v0.12.0', COMMIT)).toBe('v0.12.0');
    expect(versionRef('0.28.1rc1.dev', COMMIT)).toBe(COMMIT);
    expect(versionRef(null, COMMIT)).toBe(COMMIT);
  });
});

describe('isFixed', () => {
  it('should say yes from the fixed release on and no for older releases', () => {
    expect(isFixed('0.27.0', '0.27.0')).toBe('yes');
    expect(isFixed('0.28.1', '0.27.0')).toBe('yes');
    expect(isFixed('0.26.0', '0.27.0')).toBe('no');
    expect(isFixed('0.21.0', '0.22.0')).toBe('no');
  });

  it('should not guess for dev builds near the fix or for missing versions', () => {
    expect(isFixed('0.26.1.dev40+g1234567', '0.27.0')).toBe('unknown');
    expect(isFixed('0.27.0rc1', '0.27.0')).toBe('unknown');
    expect(isFixed('0.20.1.dev3', '0.27.0')).toBe('no');
    expect(isFixed(null, '0.27.0')).toBe('unknown');
    expect(isFixed('0.26.0', undefined)).toBe('unknown');
  });
});

describe("a version given as vllm-ascend's", () => {
  it("should stand for vLLM's release but be said as vllm-ascend's, in the version line and in the ticked ask", async () => {
    const { triage } = await import('../../../src/core/triage.js');
    const text = 'vllm-ascend 0.20.2rc1 on 2 nodes';
    expect(readVllmVersion(linesOf(text), [])).toEqual({ version: '0.20.2rc1', source: 'text', ascend: true });
    expect(readVllmVersion(linesOf('vllm 0.20.2 on 2 nodes'), [])).toEqual({ version: '0.20.2', source: 'text' });
    const crash = [
      '```',
      'Traceback (most recent call last):',
      '  File "/opt/venv/lib/python3.12/site-packages/nixl/_api.py", line 903, in check_xfer_state',
      '    status = self.agent.getXferStatus(handle)',
      'nixl._bindings.nixlRemoteDisconnectError: NIXL_ERR_REMOTE_DISCONNECT',
      '```',
    ].join('\n');
    const comment = triage({ title: 'disconnects between P and D', body: `${crash}\n\n${text}` }).comment ?? '';
    expect(comment).toContain('vLLM version: given as vllm-ascend `0.20.2rc1`');
    expect(comment).not.toMatch(/vLLM version: `0\.20\.2rc1`/);
    expect(comment).not.toMatch(/vLLM `0\.20\.2rc1`/);
  });

  it("should answer an entry's ask for the vllm-ascend version with it", async () => {
    const { triage } = await import('../../../src/core/triage.js');
    const paste = [
      '```',
      'E20260312 09:41:20.118204  4410 ascend_direct_transport.cpp:820] Failed to connect to target: 10.0.3.7:25120, status: 103900',
      '(Worker_DP0_TP0 pid=4301) ERROR 03-12 09:41:20 [mooncake_connector.py:727] Failed to transfer KV cache for request cmpl-1-0: Mooncake transfer failed, ret: -1',
      '```',
    ].join('\n');
    const asked = triage({ title: 'PD transfer fails on Ascend', body: `${paste}\n\nno version given` }).comment ?? '';
    expect(asked).toContain('- The vllm-ascend version.');
    const given = triage({ title: 'PD transfer fails on Ascend', body: `${paste}\n\nvllm-ascend v0.11.0` }).comment ?? '';
    expect(given).toContain('Mooncake transfer failed');
    expect(given).not.toContain('- The vllm-ascend version.');
  });
});
