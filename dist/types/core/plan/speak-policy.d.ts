/** Why the comment is withheld. */
export type Withheld = 'pull-request' | 'ci-report';
/**
 * Whether the comment is withheld, and why: a pull request (the input says so), or a CI-failure report (its
 * title's `[CI Failure]` tag or the CI-failure form's headings). Null when the bot may speak.
 * @param input the title, body and whether it is a pull request
 */
export declare function withheldBecause(input: {
    title?: string;
    body: string;
    pullRequest?: boolean;
}): Withheld | null;
