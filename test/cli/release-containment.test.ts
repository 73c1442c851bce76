// `vllm-triage analyze --vllm-src DIR`: a tiny vLLM-like history built here (tags and `(#N)` commits, no network)
// answers whether the reporter's release contains each fix; without a checkout the answer is "not determined".
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { containmentFromCheckout } from '../../src/cli/analyze/release-containment.js';
import { buildTinyHistory } from '../support/tiny-git-history.js';
import { seedReport } from '../support/version-fixtures.js';
import { runCli } from '../support/build/cli.js';

// v0.26.1 (a tag the shipped history does not map, so it is asked) carries #43281 and #46595 (commits other than upstream's, as cherry-picks are: found by their `(#N)`
// subjects); #52372 and #52466 come after it, and only the later tag v0.27.2rc1 contains them.
const history = buildTinyHistory([
  { commit: '[KV Connector] Handle Mooncake finish after preemption (#43281)' },
  { commit: '[Bugfix][MooncakeStore] track resumed requests (#46595)', tag: 'v0.26.1' },
  { commit: '[Bugfix][Mooncake] Reference GPU blocks for in-flight store jobs (#52372)' },
  { commit: '[KV Connector] Add decode offloading to Mooncake Store consumers (#52466)' },
  { commit: 'A development build commit', tag: 'v0.27.2rc1' },
]);
const emptyHistory = buildTinyHistory([{ commit: 'Unrelated (#1)', tag: 'v0.26.1' }]);
const dir = mkdtempSync(join(tmpdir(), 'vt-containment-'));
afterAll(() => {
  history.remove();
  emptyHistory.remove();
  rmSync(dir, { recursive: true, force: true });
});

async function analyze(body: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const path = join(dir, `issue-${Math.random().toString(36).slice(2)}.md`);
  writeFileSync(path, body);
  return runCli(['analyze', path, ...args]);
}

describe('analyze and the fixes in the reporter’s version', () => {
  it('should say "not determined" without a checkout, and keep the comment’s advice as it is', async () => {
    const { code, stdout } = await analyze(seedReport('0.26.1'));
    expect(code).toBe(0);
    expect(stdout).toContain('fixes at v0.26.1: not determined: #43281, #46595, #52372, #52466 (no --vllm-src checkout given)');
    expect(stdout).toContain('Upgrade to the newest vLLM release');
  });

  it('should answer contained / not contained from the checkout’s tags, and the comment follows', async () => {
    const { code, stdout, stderr } = await analyze(seedReport('0.26.1'), '--vllm-src', history.dir);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('fixes at v0.26.1: contained: #43281, #46595; not contained: #52372, #52466');
    expect(stdout).toContain('your `0.26.1` contains [vllm-project/vllm#43281]');
    expect(stdout).toContain('came later, and the code after it no longer reaches this check for a preempted request');
    expect(stdout).not.toContain('Upgrade to the newest vLLM release');
  });

  it('should find a later release containing all of them, and say "not determined" for a tag the checkout lacks', async () => {
    expect((await analyze(seedReport('0.27.2rc1'), '--vllm-src', history.dir)).stdout).toContain(
      'fixes at v0.27.2rc1: contained: #43281, #46595, #52372, #52466',
    );
    expect((await analyze(seedReport('0.25.2'), '--vllm-src', history.dir)).stdout).toContain(
      'not determined: #43281, #46595, #52372, #52466 (the checkout at --vllm-src has no v0.25.2)',
    );
    expect((await analyze(seedReport('0.26.1'), '--vllm-src', emptyHistory.dir)).stdout).toContain(
      "(the checkout at --vllm-src does not have every fix's commit)",
    );
  });

  it('should refuse a --vllm-src that is not a git checkout', async () => {
    const { code, stderr } = await analyze(seedReport('0.26.1'), '--vllm-src', dir);
    expect(code).toBe(2);
    expect(stderr).toContain('expected a vLLM git checkout');
  });
});

describe('containmentFromCheckout', () => {
  it('should answer by commit: an ancestor of the ref is contained, a commit on no ancestor is not', () => {
    const checks = [
      { pr: 9001, commit: history.sha('[Bugfix][MooncakeStore] track resumed requests (#46595)'), merged: '2026-06-24' },
      { pr: 9002, commit: history.sha('[KV Connector] Add decode offloading to Mooncake Store consumers (#52466)'), merged: '2026-08-20' },
    ];
    const answers = containmentFromCheckout(history.dir, { entry: 'x/y', version: '0.26.1', ref: 'v0.26.1', checks });
    expect(answers).toEqual({ ref: 'v0.26.1', contained: [checks[0]?.commit], notContained: [checks[1]?.commit], note: null });
    const byBuild = containmentFromCheckout(history.dir, {
      entry: 'x/y',
      version: '0.27.0.dev1+g…',
      ref: history.sha('A development build commit').slice(0, 9),
      checks,
    });
    expect(byBuild.contained).toHaveLength(2);
  });
});
