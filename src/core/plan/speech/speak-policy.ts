// Where the bot speaks: one policy for the Action, `analyze`, `eval` and `shadow`, in this file. No comment on a pull
// request, a CI-failure report (a failing test, a Buildkite log) or another project's run of vLLM's tests: those get
// the label only, when routing holds. A curated entry speaks (a warning-level one too, unless it is left out beside a
// crash it does not explain: `unspoken.ts`); an uncurated connector error speaks only with its final exception visible
// (the short comment, with one fact from its frames); a maintainer's routing speaks its short asks.
import type { Match } from '../../match/types.js';
import type { ShortComment } from '../types.js';

/** Why the comment is withheld. `test-suite`: another project's test run of vLLM's tests (its CI, its runners). */
export type Withheld = 'pull-request' | 'ci-report' | 'test-suite';

/** `[CI Failure]: …`, `[CI]`, `[CI/Build]` at the start of a title. */
const CI_TITLE = /^\s*\[\s*CI(?:\s*Failure|\s*\/\s*Build)?\s*\]/i;
/** The CI-failure issue form's own heading. */
const CI_FORM_HEADING = /^#{1,6}\s*(?:Name of failing test|🧪 Describe the failing test)/m;

/** A pytest node id (`tests/v1/kv_connector/unit/test_nixl_connector.py::test_kv_both`, `…::TestWorker::test_x`). */
const PYTEST_NODE = /\.py::(?:test_|Test[A-Z_])\w/;
/** pytest's own section rules (`=== short test summary info ===`, `=== FAILURES ===`) and `___ ERROR at setup of … ___`. */
const PYTEST_SECTION = /^={3,} (?:short test summary info|FAILURES|ERRORS|test session starts) ={3,}\s*$|^_{3,} (?:ERROR at (?:setup|teardown) of|test_\w)/m;
/** A CI runner's timestamp before each line (GitHub Actions: `2025-07-01T10:00:00.1234567Z `), taken off before reading. */
const RUNNER_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z ?/gm;
/** pytest's failure report: the failing source line (`>       raise …`) and its error (`E       RuntimeError: …`). */
const PYTEST_FAILURE = /^>\s{3,}\S[^\n]*\n(?:[^\n]*\n){0,3}E\s{3,}\w/m;

/** pytest's closing tally (`==== 2 failed, 10 passed in 3.2s ====`) and a summary row (`FAILED tests/x.py - …`). */
const PYTEST_TALLY = /^=+ (?:\d+ (?:failed|passed|errors?|skipped|xfailed)[, ]*){1,6}.{0,40} in \d[\d.]*s/m;
const PYTEST_ROW = /^(?:FAILED|ERROR) [\w/.-]{1,200}\.py\b/m;
/** GoogleTest's own rows (`[  FAILED  ] NixlAgentTest.Transfer`, `[ RUN      ] …`), the test runner of NIXL and Mooncake. */
const GTEST_ROW = /^\[ {0,2}(?:FAILED|RUN|PASSED|SKIPPED|=+|-+) {0,8}\] \S/m;
/** CTest's and unittest's tallies (`The following tests FAILED:`, `Ran 12 tests in 0.4s` with `FAILED (failures=1)`). */
const CTEST_TALLY = /The following tests FAILED:|\d{1,3}% tests passed, \d{1,6} tests? failed out of \d/;
const UNITTEST_TALLY = /^Ran \d{1,6} tests? in \d[\d.]*s\s*$[\s\S]{0,400}^FAILED \((?:failures|errors)=\d/m;
/** A test file named in a list (`tests/v1/kv_connector/unit/test_nixl_connector.py`, `test/python/test_agent.py`). */
const TEST_FILE = /(?:^|[\s`'"(])(?:[\w.-]{1,80}\/){0,8}tests?\/(?:[\w.-]{1,80}\/){0,8}test_\w{1,120}\.py\b/m;
/** Words of a test run or a CI job about those files: failing tests, a skip list, a nightly run, a runner, a CI job. */
const TEST_RUN_WORDS =
  /\b(?:failing tests?|tests? (?:fail(?:s|ed|ing)?|failures?)|test failures?|skip[- ]?list(?:ed)?|nightly|ci (?:job|run|pipeline|runner)s?|(?:self-hosted|github|gpu|xpu|ci) runners?|\/actions\/runs\/\d{1,15}|buildkite\.com\/[\w./-]{1,200}\/builds\/\d{1,12})\b/i;

/**
 * Whether the thread is another project's test run (vLLM's tests on its runners, NIXL's or Mooncake's own suites):
 * a repository that is not vLLM's, and a test runner's own output (pytest's node ids, failure report, section rules,
 * tally or summary rows; GoogleTest's rows; CTest's or unittest's tallies), or test files listed with the words of a
 * test run or CI job, read with a runner's timestamps taken off. Its maintainers run the tests; advice for a user's
 * deployment does not fit.
 */
function otherProjectsTestRun(body: string, repository: string | undefined): boolean {
  if (repository === undefined || repository.toLowerCase().startsWith('vllm-project/')) return false;
  const head = body.slice(0, 20_000).replace(RUNNER_STAMP, '');
  const runnerOutput = [PYTEST_NODE, PYTEST_FAILURE, PYTEST_SECTION, PYTEST_TALLY, PYTEST_ROW, GTEST_ROW, CTEST_TALLY, UNITTEST_TALLY];
  return runnerOutput.some((pattern) => pattern.test(head)) || (TEST_FILE.test(head) && TEST_RUN_WORDS.test(head));
}

/** The title, or the body's first `# ` line when a captured thread carries it there. */
function titleOf(input: { title?: string; body: string }): string {
  if (input.title !== undefined && input.title.trim() !== '') return input.title;
  const head = input.body.slice(0, 2000).split('\n');
  return head.find((line) => line.startsWith('# '))?.slice(2) ?? '';
}

/**
 * Whether the comment is withheld, and why: a pull request (the input says so), a CI-failure report (its
 * title's `[CI Failure]` tag or the CI-failure form's headings), or another project's run of vLLM's tests. Null when
 * the bot may speak.
 * @param input the title, body, repository and whether it is a pull request
 */
export function withheldBecause(input: { title?: string; body: string; pullRequest?: boolean; repository?: string }): Withheld | null {
  if (input.pullRequest === true) return 'pull-request';
  if (CI_TITLE.test(titleOf(input))) return 'ci-report';
  if (CI_FORM_HEADING.test(input.body.slice(0, 20_000))) return 'ci-report';
  if (otherProjectsTestRun(input.body, input.repository)) return 'test-suite';
  return null;
}

/**
 * Why the bot says nothing: withheld (above), nothing recognised, an uncurated error without its final line, or only
 * matches the comment leaves out (`draft-only`: draft entries, a warning beside a crash it does not explain), or another
 * engine's thread with no vLLM in it whose headline is not a library's own error (`other-engine`, `engine-policy.ts`).
 */
export type Silence = Withheld | 'nothing-recognised' | 'no-final-exception' | 'draft-only' | 'other-engine';

/** Whether the bot speaks, and why not when it does not: the one answer every caller reads. */
export interface SpeakDecision {
  speaks: boolean;
  silence: Silence | null;
}

/**
 * The speak policy: a maintainer's dismissal keeps its one line; a withheld thread (a pull request, a CI report, another
 * project's test run) gets the label only; left-out matches alone say nothing; another engine's thread with no vLLM
 * speaks only of a library's own error (NIXL, Mooncake, LMCache); a curated match speaks; an uncurated one
 * speaks only through its short comment (its final exception is visible), as does a maintainer's routing; the bot's
 * earlier comment is kept up to date.
 * @param input what decide found: the matches the comment may speak of (`spokenMatches`), whether any match was found at
 *   all, whether every one was left out, the short comment, whether the bot commented before, a dismissal, the withholding
 */
export function speakPolicy(input: {
  withheld: Withheld | null;
  dismissed: boolean;
  matched: boolean;
  leftOut: boolean;
  spoken: Match[];
  short: ShortComment | null;
  hadComment: boolean;
  /** Another engine's thread with no vLLM in it (`engine-policy.ts`), and the library whose own error heads it, if any. */
  otherEngine?: { library: unknown } | null;
}): SpeakDecision {
  if (input.dismissed) return { speaks: true, silence: null };
  if (input.withheld !== null) return { speaks: false, silence: input.withheld };
  // Left-out matches alone say nothing; a short comment the thread calls for without them (an uncurated crash in a
  // connector's code) is still said.
  if (input.leftOut && input.short === null) return { speaks: false, silence: 'draft-only' };
  const wouldSpeak = input.hadComment || input.spoken.some((match) => match.curated) || input.short !== null;
  // Another engine's thread with no vLLM in it: only a library's own error is explained there.
  if (wouldSpeak && input.otherEngine != null && input.otherEngine.library === null) return { speaks: false, silence: 'other-engine' };
  if (wouldSpeak) return { speaks: true, silence: null };
  return { speaks: false, silence: input.matched ? 'no-final-exception' : 'nothing-recognised' };
}
