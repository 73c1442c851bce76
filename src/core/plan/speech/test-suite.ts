// Another project's test run (its CI, its runners, its own suite): read off the title, the body and the reporter's and
// maintainers' comments, by the shape of a test run's output or of a test named beside the words of a run.
import { roleOf } from '../../extract/roles.js';
import type { TriageInput } from '../../extract/types.js';
import { cutText } from '../../text/cut.js';

/** A pytest node id (`tests/v1/kv_connector/unit/test_nixl_connector.py::test_kv_both`, `…::TestWorker::test_x`). */
const PYTEST_NODE = /\.py::(?:test_|Test[A-Z_])\w/;
/** pytest's own section rules (`=== short test summary info ===`, `=== FAILURES ===`) and `___ ERROR at setup of … ___`. */
const PYTEST_SECTION = /^={3,} (?:short test summary info|FAILURES|ERRORS|test session starts) ={3,}\s*$|^_{3,} (?:ERROR at (?:setup|teardown) of|test_\w)/m;
/** A CI runner's timestamp before each line (GitHub Actions: `2025-07-01T10:00:00.1234567Z `), taken off before reading. */
const RUNNER_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z ?/gm;
/** pytest's failure report: the failing source line (`>       raise …`) and its error (`E       RuntimeError: …`). */
const PYTEST_FAILURE = /^>\s{3,}\S[^\n]*\n(?:[^\n]*\n){0,3}E\s{3,}\w/m;
/** pytest's closing tally (`==== 2 failed, 10 passed in 3.2s ====`) and a summary row (`FAILED tests/x.py - …`), at a line's or a code span's start. */
const PYTEST_TALLY = /^=*\s?(?:\d+ (?:failed|passed|errors?|skipped|xfailed)[, ]*){1,6}.{0,40} in \d[\d.]*s/m;
const PYTEST_ROW = /(?:^|`)(?:FAILED|ERROR) [\w/.-]{1,200}\.py\b/m;
/** GoogleTest's own rows (`[  FAILED  ] NixlAgentTest.Transfer`, `[ RUN      ] …`), the test runner of NIXL and Mooncake. */
const GTEST_ROW = /^\[ {0,2}(?:FAILED|RUN|PASSED|SKIPPED|=+|-+) {0,8}\] \S/m;
/** CTest's and unittest's tallies (`The following tests FAILED:`, `Ran 12 tests in 0.4s` with `FAILED (failures=1)`). */
const CTEST_TALLY = /The following tests FAILED:|\d{1,3}% tests passed, \d{1,6} tests? failed out of \d/;
const UNITTEST_TALLY = /^Ran \d{1,6} tests? in \d[\d.]*s\s*$[\s\S]{0,400}^FAILED \((?:failures|errors)=\d/m;
/** What a test runner prints: its rows, sections, failure report and tallies. */
const RUNNER_OUTPUT = [PYTEST_FAILURE, PYTEST_SECTION, PYTEST_TALLY, PYTEST_ROW, GTEST_ROW, CTEST_TALLY, UNITTEST_TALLY];

/**
 * A test file named in a list, a command or a traceback's frame (`tests/v1/kv_connector/unit/test_nixl_connector.py`,
 * `test/python/test_agent.py`, `File "/home/runner/work/p/p/tests/v1/test_x.py"`).
 */
const TEST_FILE = /(?:^|[\s`'"(/])(?:[\w.-]{1,80}\/){0,8}tests?\/(?:[\w.-]{1,80}\/){0,8}test_\w{1,120}\.py\b/m;
/** A test function named in a title (`test_retrieve_after_put fails`), not a script (`my test_load.py`). */
const TEST_FUNCTION = /\btest_\w{3,120}\b(?!\.\w)/;
/** Words of a test run or a CI job: failing or flaky tests, a skip list, a nightly run, a runner, a CI job, a workflow, a build step. */
const TEST_RUN_WORDS =
  /\b(?:failing tests?|tests? (?:fail(?:s|ed|ing)?|failures?)|test failures?|flak(?:y|ey|iness)|intermittent(?:ly)?|skip[- ]?list(?:ed)?|nightly|ci (?:jobs?|runs?|pipelines?|runners?|steps?|is red|fail(?:s|ed|ing|ures?)?)|(?:in|on) (?:the )?ci\b|(?:self-hosted|github|gpu|xpu|ci) runners?|github actions?|workflow runs?|buildkite (?:steps?|jobs?|pipelines?|builds?)|\/actions\/runs\/\d{1,15}|buildkite\.com\/[\w./-]{1,200}\/builds\/\d{1,12})\b/i;

const HEAD = 20_000;

/** The texts read, each with the runner's timestamps taken off: the title, the body, the reporter's and maintainers' comments. */
function textsOf(input: Pick<TriageInput, 'title' | 'body' | 'comments' | 'author'>): { title: string; body: string; comments: string[] } {
  const read = (text: string): string => cutText(text, HEAD, '').replace(RUNNER_STAMP, '');
  const comments = (input.comments ?? []).filter((comment) => roleOf(comment, input) !== 'other').map((comment) => read(comment.body));
  return { title: input.title ?? '', body: read(input.body), comments };
}

/**
 * Whether the thread is another project's test run (vLLM's tests on its runners, LMCache's, NIXL's or Mooncake's own
 * suites): a repository that is not vLLM's, and a test runner's own output anywhere in the title, the body or the
 * reporter's and maintainers' comments; a pytest node id in the title or the body; or a test named (a test file in a
 * list or a traceback's frame, a test function in the title) beside the words of a test run or a CI job. A node id in a
 * comment alone is a maintainer asking for one test to be run, not a run. Its maintainers run the tests; advice for a
 * user's deployment does not fit.
 */
export function otherProjectsTestRun(input: Pick<TriageInput, 'title' | 'body' | 'comments' | 'author' | 'repository'>): boolean {
  const repository = input.repository;
  if (repository === undefined || repository.toLowerCase().startsWith('vllm-project/')) return false;
  const { title, body, comments } = textsOf(input);
  const all = [title, body, ...comments];
  if (all.some((text) => RUNNER_OUTPUT.some((pattern) => pattern.test(text)))) return true;
  if (PYTEST_NODE.test(title) || PYTEST_NODE.test(body)) return true;
  const testNamed = all.some((text) => TEST_FILE.test(text) || PYTEST_NODE.test(text)) || TEST_FUNCTION.test(title);
  return testNamed && all.some((text) => TEST_RUN_WORDS.test(text));
}
