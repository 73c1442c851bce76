import type { Withheld } from './speak-policy.js';
import type { AskStatus, ShortComment } from './types.js';
/** The comment kinds the comment stage renders. */
export type CommentKind = 'full' | 'short' | 'routed' | 'dismissed';
/**
 * Why the bot says nothing: withheld by the speak policy, nothing recognised, an uncurated error without its final
 * line, or only matches the comment leaves out (`draft-only`: draft entries, a warning beside a crash it does not explain).
 */
export type Silence = Withheld | 'nothing-recognised' | 'no-final-exception' | 'draft-only';
/** The speech record of one decision. */
export interface Speech {
    withheld: Withheld | null;
    /** Whose code failed, when the comment names another project's (an uncurated error, a look-alike of vLLM's). */
    owner: string | null;
    /** Asks the thread already answers (ticked). */
    asksAnswered: number;
    kind: CommentKind | null;
    /** Open asks the comment shows. */
    asksKept: number;
    /** Open asks left out: the thread's or the message's answer asks nothing, or past the short comment's three. */
    asksDropped: number;
    silence: Silence | null;
}
/**
 * The speech record of a decision.
 * @param input what decide found: whether it speaks, the short comment, the matches, the asks, whether the thread asks nothing
 */
export declare function speechOf(input: {
    speaks: boolean;
    withheld: Withheld | null;
    dismissed: boolean;
    short: ShortComment | null;
    curatedHeadline: boolean;
    matched: boolean;
    /** Every match is one the comment leaves out (`unspoken.ts`). */
    leftOut?: boolean;
    owner: string | null;
    asks: AskStatus[];
    askNothing: boolean;
}): Speech;
