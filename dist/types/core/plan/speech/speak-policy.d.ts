import type { Match } from '../../match/types.js';
import type { ShortComment } from '../types.js';
import type { TriageInput } from '../../extract/types.js';
/** Why the comment is withheld. `test-suite`: another project's test run (vLLM's tests or its own suite, on its CI and runners: `test-suite.ts`). */
export type Withheld = 'pull-request' | 'ci-report' | 'test-suite' | 'feature-request';
/**
 * Whether the comment is withheld, and why: a pull request (the input says so), a CI-failure report (its
 * title's `[CI Failure]` tag or the CI-failure form's headings), another project's run of vLLM's tests, or a feature
 * request or RFC (its title's `[Feature]`/`[RFC]` tag or its form's headings). Null when
 * the bot may speak.
 * @param input the title, body, comments (with the author, for whose they are), repository and whether it is a pull request
 */
export declare function withheldBecause(input: Pick<TriageInput, 'title' | 'body' | 'comments' | 'author' | 'pullRequest' | 'repository'>): Withheld | null;
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
export declare function speakPolicy(input: {
    withheld: Withheld | null;
    dismissed: boolean;
    matched: boolean;
    leftOut: boolean;
    spoken: Match[];
    short: ShortComment | null;
    hadComment: boolean;
    /** Another engine's thread with no vLLM in it (`engine-policy.ts`), and the library whose own error heads it, if any. */
    otherEngine?: {
        library: unknown;
    } | null;
}): SpeakDecision;
