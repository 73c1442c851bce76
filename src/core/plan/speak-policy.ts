// Where the bot speaks: one policy for the Action, `analyze`, `eval` and `shadow`. No comment on a pull request or
// on a CI-failure report (a failing test, a Buildkite log): those get the label only, when routing holds.

/** Why the comment is withheld. `test-suite`: another project's test run of vLLM's tests (its CI, its runners). */
export type Withheld = 'pull-request' | 'ci-report' | 'test-suite';

/** `[CI Failure]: …`, `[CI]`, `[CI/Build]` at the start of a title. */
const CI_TITLE = /^\s*\[\s*CI(?:\s*Failure|\s*\/\s*Build)?\s*\]/i;
/** The CI-failure issue form's own heading. */
const CI_FORM_HEADING = /^#{1,6}\s*(?:Name of failing test|🧪 Describe the failing test)/m;

/** A pytest node id (`tests/v1/kv_connector/unit/test_nixl_connector.py::test_kv_both`). */
const PYTEST_NODE = /\.py::test_\w/;
/** pytest's failure report: the failing source line (`>       raise …`) and its error (`E       RuntimeError: …`). */
const PYTEST_FAILURE = /^>\s{3,}\S[^\n]*\n(?:[^\n]*\n){0,3}E\s{3,}\w/m;

/**
 * Whether the thread is another project's report of vLLM's tests failing on its runners: a repository that is not
 * vLLM's, and pytest's own output (a failing test's node id or its failure report). Its maintainers run the tests;
 * advice for a user's deployment does not fit.
 */
function otherProjectsTestRun(body: string, repository: string | undefined): boolean {
  if (repository === undefined || repository.toLowerCase().startsWith('vllm-project/')) return false;
  const head = body.slice(0, 20_000);
  return PYTEST_NODE.test(head) || PYTEST_FAILURE.test(head);
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
