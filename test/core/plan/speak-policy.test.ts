// Where the bot speaks: one policy in the core for every caller.
import { describe, expect, it } from 'vitest';
import { withheldBecause } from '../../../src/core/plan/speech/speak-policy.js';
import { triage } from '../../../src/core/triage.js';

const uncurated = [
  '```',
  'Traceback (most recent call last):',
  '  File "/usr/local/lib/python3.12/dist-packages/vllm/distributed/kv_transfer/kv_connector/v1/metrics.py", line 54, in __init__',
  '    assert not has_kv_transfer_group()',
  'AssertionError',
  '```',
].join('\n');

describe('where the bot speaks', () => {
  it('should withhold the comment on a pull request and on a CI-failure report, and keep the label', () => {
    const pr = triage({ title: 'Fix the metrics assert', body: uncurated, pullRequest: true });
    expect(pr.comment).toBeNull();
    expect(pr.report.speech?.withheld).toBe('pull-request');
    const ci = triage({ title: '[CI Failure]: tests/v1/kv_connector/unit/test_metrics.py::test_init', body: uncurated });
    expect(ci.comment).toBeNull();
    expect(ci.report.speech?.withheld).toBe('ci-report');
    expect(ci.labelsToAdd).toContain('kv-connector');
    // The same error on an ordinary issue gets its comment.
    expect(triage({ title: 'metrics assert at start', body: uncurated }).comment).not.toBeNull();
  });

  it('should withhold the comment on a feature request or an RFC that quotes an error, and keep the label', () => {
    for (const title of ['[Feature]: support PP > 1 in the metrics path', '[RFC]: lift the metrics guard', '[Feature Request] metrics']) {
      const plan = triage({ title, body: `We hit this guard and would like it lifted:\n\n${uncurated}` });
      expect(plan.comment, title).toBeNull();
      expect(plan.report.speech?.withheld, title).toBe('feature-request');
      expect(plan.labelsToAdd, title).toContain('kv-connector');
    }
    expect(withheldBecause({ body: '### 🚀 The feature, motivation and pitch\n\nPlease support it.' })).toBe('feature-request');
    expect(withheldBecause({ body: '### Motivation.\n\nWe need it.\n\n### Proposed Change.\n\nThis.' })).toBe('feature-request');
    // A bug report that says "feature" in its words still speaks.
    expect(withheldBecause({ title: '[Bug]: the prefix-caching feature crashes', body: 'text' })).toBeNull();
  });

  it("should read the CI-failure form's heading and a captured thread's title line", () => {
    expect(withheldBecause({ body: '### Name of failing test\n\n`pytest tests/x.py`' })).toBe('ci-report');
    expect(withheldBecause({ body: '<!-- source: x -->\n# [CI] nightly PD test fails\n\ntext' })).toBe('ci-report');
    expect(withheldBecause({ title: '[Bug]: CI machine crashes', body: 'text' })).toBeNull();
  });
});

describe("another project's CI: the label only, in the one policy", () => {
  // A third-party CI run of vLLM's connector tests on XPU runners: GitHub Actions timestamps before pytest's own lines,
  // a test class in the node id. Written here in that shape.
  const stamp = (line: string, index: number): string => `2026-03-02T04:05:${String(10 + index).padStart(2, '0')}.1234567Z ${line}`;
  const ciRun = [
    '==================================== ERRORS ====================================',
    '_____ ERROR at setup of TestConnectorWorker.test_handshake_roundtrip _____',
    'Traceback (most recent call last):',
    '  File "/runner/_work/vllm/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 60, in <module>',
    '    raise RuntimeError("NIXL is not available")',
    'RuntimeError: NIXL is not available',
    '=========================== short test summary info ============================',
    'ERROR tests/v1/kv_connector/unit/test_nixl_connector.py::TestConnectorWorker::test_handshake_roundtrip - RuntimeError: NIXL is not available',
  ].map(stamp);
  const body = `Nightly run on our XPU runners.\n\n\`\`\`\n${ciRun.join('\n')}\n\`\`\``;

  it('should give a third-party CI report on its runners the label only, not the install advice', () => {
    const plan = triage({ title: 'KV connector unit tests fail on the XPU runners', body, repository: 'example-org/xpu-ci' });
    expect(plan.report.matches[0]?.id).toBe('nixl/not-available');
    expect(plan.comment).toBeNull();
    expect(plan.report.speech?.silence).toBe('test-suite');
    expect(plan.labelsToAdd).toContain('kv-connector');
  });

  it("should still speak on vLLM's own tracker and on a user's deployment report in another project", () => {
    expect(triage({ title: 'tests fail', body, repository: 'vllm-project/vllm' }).comment).not.toBeNull();
    const deployment =
      '```\nTraceback (most recent call last):\n  File "/opt/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/nixl_connector.py", line 60, in <module>\n    raise RuntimeError("NIXL is not available")\nRuntimeError: NIXL is not available\n```';
    expect(triage({ title: 'decode pod fails', body: deployment, repository: 'example-org/xpu-ci' }).comment).not.toBeNull();
  });

  it('should say why it is silent from one place: withheld, left out, no final exception, nothing recognised', async () => {
    const { speakPolicy } = await import('../../../src/core/plan/speech/speak-policy.js');
    const base = { withheld: null, dismissed: false, matched: true, leftOut: false, spoken: [], short: null, hadComment: false };
    expect(speakPolicy({ ...base, withheld: 'test-suite' })).toEqual({ speaks: false, silence: 'test-suite' });
    expect(speakPolicy({ ...base, leftOut: true })).toEqual({ speaks: false, silence: 'draft-only' });
    expect(speakPolicy(base)).toEqual({ speaks: false, silence: 'no-final-exception' });
    expect(speakPolicy({ ...base, matched: false })).toEqual({ speaks: false, silence: 'nothing-recognised' });
    expect(speakPolicy({ ...base, withheld: 'ci-report', dismissed: true }).speaks).toBe(true);
  });
});
