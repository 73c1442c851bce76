// Where the bot speaks: one policy for the Action, `analyze`, `eval` and `shadow`. No comment on a pull request or
// on a CI-failure report (a failing test, a Buildkite log): those get the label only, when routing holds.

/** Why the comment is withheld. */
export type Withheld = 'pull-request' | 'ci-report';

/** `[CI Failure]: …`, `[CI]`, `[CI/Build]` at the start of a title. */
const CI_TITLE = /^\s*\[\s*CI(?:\s*Failure|\s*\/\s*Build)?\s*\]/i;
/** The CI-failure issue form's own heading. */
const CI_FORM_HEADING = /^#{1,6}\s*(?:Name of failing test|🧪 Describe the failing test)/m;

/** The title, or the body's first `# ` line when a captured thread carries it there. */
function titleOf(input: { title?: string; body: string }): string {
  if (input.title !== undefined && input.title.trim() !== '') return input.title;
  const head = input.body.slice(0, 2000).split('\n');
  return head.find((line) => line.startsWith('# '))?.slice(2) ?? '';
}

/**
 * Whether the comment is withheld, and why: a pull request (the input says so), or a CI-failure report (its
 * title's `[CI Failure]` tag or the CI-failure form's headings). Null when the bot may speak.
 * @param input the title, body and whether it is a pull request
 */
export function withheldBecause(input: { title?: string; body: string; pullRequest?: boolean }): Withheld | null {
  if (input.pullRequest === true) return 'pull-request';
  if (CI_TITLE.test(titleOf(input))) return 'ci-report';
  if (CI_FORM_HEADING.test(input.body.slice(0, 20_000))) return 'ci-report';
  return null;
}
