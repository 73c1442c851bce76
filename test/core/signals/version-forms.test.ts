// The reporter's version in the forms reports write it, whose words it is, and each side of a P/D pair.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/core/analyze.js';
import { releaseRefOf } from '../../../src/core/fixes/release-ref.js';
import { triage } from '../../../src/core/triage.js';
import { SEED_LOG, reportBody } from '../../support/version-fixtures.js';

const versionOf = (body: string): string | null => analyze(body).signals.vllmVersion;

describe('version forms', () => {
  it('should read a development build on a crash dump line, with its commit', () => {
    const dump = 'ERROR 07-30 01:02:03 [dump_input.py:69] Dumping input data for V1 LLM engine (v0.10.0rc2.dev90+geec694201) with config: model=Qwen/Qwen3-8B';
    const report = analyze(reportBody('A100', `${dump}\n${SEED_LOG}`));
    expect(report.signals.vllmVersion).toBe('0.10.0rc2.dev90+geec694201');
    expect(report.signals.build?.label).toBe('main at eec694201');
  });

  it('should keep a build commit of letters only', () => {
    expect(versionOf(reportBody('vLLM Version : 0.11.1rc2.dev5+gbaacbfceb', SEED_LOG))).toBe('0.11.1rc2.dev5+gbaacbfceb');
    // A word after `+` is still not a build tag.
    expect(versionOf(reportBody('I run vllm0.21.0+mooncake here', SEED_LOG))).toBe('0.21.0');
  });

  it('should call a development build with a commit a development build of that commit, never "not found"', () => {
    const comment = analyze(reportBody('vLLM Version : 0.1.dev1+g51f799c1a', SEED_LOG)).comment ?? '';
    expect(comment).toContain('a development build of commit `51f799c1a`');
    expect(comment).not.toContain('not found in this issue');
  });

  it('should read a pre-release written with a dot before rc (vllm-ascend style), and tag it without the dot', () => {
    expect(versionOf(reportBody('vllm-ascend version: 0.20.2.rc1', SEED_LOG))).toBe('0.20.2.rc1');
    expect(versionOf(reportBody('Running vllm 0.19.1.rc2 on Ascend', SEED_LOG))).toBe('0.19.1.rc2');
    expect(versionOf(reportBody('- vLLM-Ascend: `v0.18.0rc1`', SEED_LOG))).toBe('0.18.0rc1');
    expect(releaseRefOf('0.20.2.rc1')).toEqual({ kind: 'tag', ref: 'v0.20.2rc1' });
    expect(analyze(reportBody('vllm-ascend version: 0.20.2.rc1', SEED_LOG)).comment).not.toContain('not found in this issue');
  });

  it('should read a bare `v0.x.y` in prose as the version, unless another project names it', () => {
    expect(versionOf(reportBody('H100', SEED_LOG, 'We deploy v0.12.0 on two nodes.'))).toBe('0.12.0');
    expect(versionOf(reportBody('H100', SEED_LOG, 'vLLM and vLLM-Ascend are both at v0.12.0 here.'))).toBe('0.12.0');
    expect(versionOf(reportBody('H100', SEED_LOG, 'We upgraded nixl to v0.5.0 last week.'))).toBeNull();
    expect(versionOf(reportBody('H100', SEED_LOG, 'The lmcache-ascend package v0.3.1 is installed.'))).toBeNull();
    expect(analyze(reportBody('H100', SEED_LOG, 'We deploy v0.12.0 on two nodes.')).comment).not.toContain('not found in this issue');
  });

  it('should read a version in Chinese prose', () => {
    expect(versionOf(reportBody('vllm是0.18，GPU 是 H20', SEED_LOG))).toBe('0.18');
    expect(versionOf(reportBody('vLLM版本：0.11.0', SEED_LOG))).toBe('0.11.0');
    expect(analyze(reportBody('vllm是0.18', SEED_LOG)).signals.build?.label).toBe('0.18.x');
  });

  it("should not take a maintainer's plan for the reporter's version", () => {
    const plan = triage({
      title: '[Bug]: Mooncake store crash',
      body: reportBody('H100 x8', SEED_LOG),
      author: 'reporter',
      comments: [{ id: 5, author: 'maint', authorAssociation: 'MEMBER', body: 'Could you retest on vllm 0.28.0?' }],
    });
    expect(plan.report.vllmVersion).toBeNull();
  });

  it('should read each side of a P/D pair on two versions, and one version when both sides run it', () => {
    const pair = analyze(reportBody('prefill: vllm 0.25.1\ndecode: vllm 0.26.0', SEED_LOG));
    expect(pair.signals.vllmVersions).toEqual([
      { side: 'prefill', version: '0.25.1' },
      { side: 'decode', version: '0.26.0' },
    ]);
    expect(pair.signals.build?.label).toBe('prefill 0.25.1, decode 0.26.0');
    expect(pair.comment).toContain('the sides run different versions');
    expect(analyze(reportBody('prefill and decode both on vllm 0.26.0', SEED_LOG)).signals.vllmVersions).toBeUndefined();
    expect(analyze(reportBody('node 1 runs 0.10.1 and node 2 runs 0.11.0', SEED_LOG)).signals.vllmVersions).toEqual([
      { side: 'node 1', version: '0.10.1' },
      { side: 'node 2', version: '0.11.0' },
    ]);
  });

  it('should not read ratios or log output as sides', () => {
    expect(analyze(reportBody('prefill ratio 0.25, decode ratio 0.5', SEED_LOG)).signals.vllmVersions).toBeUndefined();
  });
});
