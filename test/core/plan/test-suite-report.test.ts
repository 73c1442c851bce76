// Another project's test run (vLLM's tests on its CI runners, NIXL's or Mooncake's own suites): the label only, in
// many phrasings of a test run's output; a user's deployment report in the same repositories keeps its comment.
import { describe, expect, it } from 'vitest';
import { triage } from '../../../src/core/triage.js';

const error = ['```', 'RuntimeError: NIXL is not available', '```'].join('\n');
const fenced = (...lines: string[]): string => ['```', ...lines, '```'].join('\n');

const RUNS: { name: string; text: string }[] = [
  {
    name: "pytest's closing tally",
    text: fenced('tests/v1/kv_connector/unit/test_nixl_connector.py F.F..', '========= 2 failed, 31 passed in 41.20s ========='),
  },
  {
    name: "pytest's summary rows",
    text: fenced(
      'FAILED tests/v1/kv_connector/unit/test_nixl_connector.py - RuntimeError',
      'FAILED tests/v1/kv_connector/unit/test_multi_connector.py - RuntimeError',
    ),
  },
  {
    name: "GoogleTest's rows",
    text: fenced('[ RUN      ] AgentTest.RemoteDisconnect', 'agent_test.cpp:88: Failure', '[  FAILED  ] AgentTest.RemoteDisconnect (12 ms)'),
  },
  { name: "CTest's tally", text: fenced('75% tests passed, 2 tests failed out of 8', 'The following tests FAILED:', '\t  3 - transfer_engine_test (Failed)') },
  { name: "unittest's tally", text: fenced('Ran 14 tests in 3.112s', '', 'FAILED (failures=2, errors=1)') },
  {
    name: 'a skip list',
    text: 'These stay on our skiplist for PVC and BMG:\n\n- tests/v1/kv_connector/unit/test_nixl_connector.py\n- tests/v1/kv_connector/unit/test_lmcache_integration.py',
  },
  {
    name: 'failing tests listed with a workflow run',
    text: 'Failing tests in https://github.com/example-org/xpu-ci/actions/runs/123456789:\n\n`tests/v1/kv_connector/unit/test_nixl_connector.py`',
  },
  { name: 'a nightly run', text: 'The nightly job fails on tests/v1/kv_connector/unit/test_offloading_connector.py since Monday.' },
  { name: 'a Buildkite build', text: 'See https://buildkite.com/example-org/xpu/builds/4521 for test/python/test_nixl_api.py.' },
  { name: 'CI runners', text: 'On our XPU runners the test tests/kv_transfer/test_nixl_agent.py fails at import.' },
];

describe("another project's test run gets the label only", () => {
  it.each(RUNS)('should withhold the comment on $name', ({ text }) => {
    const plan = triage({ title: 'NIXL connector tests on our hardware', body: `${text}\n\n${error}`, repository: 'example-org/xpu-ci' });
    expect(plan.report.matches[0]?.id).toBe('nixl/not-available');
    expect(plan.comment).toBeNull();
    expect(plan.report.speech?.silence).toBe('test-suite');
    expect(plan.labelsToAdd).toContain('kv-connector');
  });
});

describe('near misses: a deployment report keeps its comment', () => {
  const NEAR: { name: string; text: string; repository: string }[] = [
    { name: 'a nightly build of the image, no test files', text: 'Using the nightly image from last week on two nodes.', repository: 'example-org/xpu-ci' },
    { name: "vLLM's own tracker with a tally", text: fenced('========= 2 failed, 31 passed in 41.20s ========='), repository: 'vllm-project/vllm' },
    {
      name: 'a test file but no test run',
      text: 'I copied the setup from tests/v1/kv_connector/unit/test_nixl_connector.py into my server.',
      repository: 'example-org/xpu-ci',
    },
    {
      name: 'the model runner, not a CI runner, with a test file',
      text: 'The model runner fails; tests/unit/test_x.py is my own script.',
      repository: 'example-org/xpu-ci',
    },
  ];
  it.each(NEAR)('should still speak: $name', ({ text, repository }) => {
    const plan = triage({ title: 'NIXL missing at start', body: `${text}\n\n${error}`, repository });
    expect(plan.comment).not.toBeNull();
  });
});
