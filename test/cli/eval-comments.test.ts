// The eval's comment counters: posted, asks the thread answers, owners named, comments withheld.
import { describe, expect, it } from 'vitest';
import { countComments, formatCommentCounters } from '../../src/cli/eval/eval-comments.js';
import { triage } from '../../src/core/triage.js';

const lmcacheCrash = [
  'vllm 0.10.0 with LMCacheConnectorV1 as kv_both, lmcache 0.3.3.',
  '',
  '```',
  'Traceback (most recent call last):',
  '  File "/venv/lib/python3.12/site-packages/vllm/distributed/kv_transfer/kv_connector/v1/lmcache_connector.py", line 120, in wait_for_save',
  '    self._lmcache_engine.wait_for_save()',
  '  File "/venv/lib/python3.12/site-packages/lmcache/integration/vllm/vllm_v1_adapter.py", line 900, in wait_for_save',
  '    assert len(a) == len(b)',
  'AssertionError',
  '```',
].join('\n');

describe('eval comment counters', () => {
  it('should count comments posted, answered asks, owners per kind and withheld comments', () => {
    const reports = [
      triage({ title: 'lmcache assert', body: lmcacheCrash }).report,
      triage({ title: 'lmcache assert', body: lmcacheCrash, pullRequest: true }).report,
      triage({ title: '[CI Failure]: lmcache test', body: lmcacheCrash }).report,
      triage({ title: '[Feature]: lift the lmcache assert', body: lmcacheCrash }).report,
      triage({ title: 'unrelated', body: 'The docs page has a typo.' }).report,
    ];
    const counters = countComments(reports);
    expect(counters.posted).toBe(1);
    expect(counters.owners).toEqual({ lmcache: 1 });
    expect(counters.withheld).toEqual({ pullRequest: 1, ciReport: 1, testSuite: 0, featureRequest: 1 });
    expect(counters.asksAnswered).toBeGreaterThanOrEqual(3);
    expect(formatCommentCounters(counters)).toContain(
      "comments withheld: 1 on pull requests, 1 on CI-failure reports, 0 on other projects' test runs, 1 on feature requests and RFCs",
    );
  });

  it('should print per comment kind the ticks, asks kept and dropped, owners named, and the silences by reason', () => {
    const reports = [
      triage({ title: 'lmcache assert', body: lmcacheCrash }).report,
      triage({ title: 'NIXL backend', body: '```\nnixl._bindings.nixlBackendError: NIXL_ERR_BACKEND\n```' }).report,
      triage({ title: 'unrelated', body: 'The docs page has a typo.' }).report,
      triage({ title: 'x', body: `${lmcacheCrash}\n\ntests/v1/test_x.py::test_y`, repository: 'other/project' }).report,
    ];
    const counters = countComments(reports);
    expect(counters.kinds.short?.posted).toBe(1);
    expect(counters.kinds.short?.owners).toEqual({ lmcache: 1 });
    expect(counters.kinds.full?.posted).toBe(1);
    expect(counters.kinds.full?.asksKept).toBeGreaterThan(0);
    expect(counters.silences).toEqual({ 'nothing-recognised': 1, 'test-suite': 1 });
    const text = formatCommentCounters(counters);
    expect(text).toMatch(/^ {2}short: 1 posted, \d+ asks ticked, \d+ kept, \d+ dropped; owners named: lmcache 1$/m);
    expect(text).toContain('silences by reason: nothing-recognised 1, test-suite 1');
  });
});
