/** Why the comment is withheld. `test-suite`: another project's test run of vLLM's tests (its CI, its runners). */
export type Withheld = 'pull-request' | 'ci-report' | 'test-suite';
/**
 * Whether the comment is withheld, and why: a pull request (the input says so), a CI-failure report (its
 * title's `[CI Failure]` tag or the CI-failure form's headings), or another project's run of vLLM's tests. Null when
 * the bot may speak.
 * @param input the title, body, repository and whether it is a pull request
 */
export declare function withheldBecause(input: {
    title?: string;
    body: string;
    pullRequest?: boolean;
    repository?: string;
}): Withheld | null;
