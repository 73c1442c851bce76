import type { Silence, Withheld } from './speak-policy.js';
import type { AskStatus, ShortComment } from '../types.js';
/** The comment kinds the comment stage renders. */
export type CommentKind = 'full' | 'short' | 'routed' | 'dismissed';
export type { Silence } from './speak-policy.js';
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
 * @param input what decide found: whether it speaks and why not (`speakPolicy`), the short comment, the matches, the
 *   asks, whether the thread asks nothing
 */
export declare function speechOf(input: {
    speaks: boolean;
    silence: Silence | null;
    withheld: Withheld | null;
    dismissed: boolean;
    short: ShortComment | null;
    curatedHeadline: boolean;
    matched: boolean;
    owner: string | null;
    asks: AskStatus[];
    askNothing: boolean;
}): Speech;
