// Where the bot speaks: one policy in the core for every caller.
import { describe, expect, it } from 'vitest';
import { withheldBecause } from '../../../src/core/plan/speak-policy.js';
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

  it("should read the CI-failure form's heading and a captured thread's title line", () => {
    expect(withheldBecause({ body: '### Name of failing test\n\n`pytest tests/x.py`' })).toBe('ci-report');
    expect(withheldBecause({ body: '<!-- source: x -->\n# [CI] nightly PD test fails\n\ntext' })).toBe('ci-report');
    expect(withheldBecause({ title: '[Bug]: CI machine crashes', body: 'text' })).toBeNull();
  });
});
