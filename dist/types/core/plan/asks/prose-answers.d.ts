import type { CatalogEntry } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
import { type ThreadFacts } from '../../signals/thread-facts.js';
import type { AskStatus } from '../types.js';
/** What a row reads: the thread's facts, the headline entry and its matches (every occurrence, best first). */
export interface AnswerInput {
    facts: ThreadFacts;
    entry: CatalogEntry | undefined;
    /** Every match of the headline entry in the thread. */
    occurrences: Match[];
}
/** What the thread's words and lines answer: the asks ticked with the words, the actions left out, the lines the first screen says. */
export interface ProseAnswers {
    asks: AskStatus[];
    /** The actions the thread answers, by their catalog text. */
    answeredActions: string[];
    /** What the thread shows, said on the first screen. */
    shows: string[];
    /** What is said of the pasted lines takes the place of quoting one of them. */
    pasteShown: boolean;
}
/**
 * Tick the asks and leave out the actions that the thread answers in words or in the lines it pasted.
 * @param asks the asks decided so far
 * @param input the thread's facts, the headline entry and its occurrences
 */
export declare function answerInProse(asks: AskStatus[], input: AnswerInput): ProseAnswers;
