import type { CatalogEntry } from '../../catalog/types.js';
import type { Extraction } from '../../extract/extract.js';
import type { Match } from '../../match/types.js';
import type { ThreadFacts } from '../../signals/thread-facts.js';
import { type AskContext } from './asks.js';
import type { RaisedBy } from '../owner-decision.js';
import { type ProseAnswers } from './prose-answers.js';
import type { ShortComment } from '../types.js';
/** What the asks are decided from. */
export interface AsksInput {
    matches: Match[];
    /** Every match of the thread (the spoken ones and those left unspoken), for the headline's other occurrences. */
    allMatches: Match[];
    entries: Map<string, CatalogEntry>;
    extraction: Extraction;
    facts: ThreadFacts;
    short: ShortComment | null;
    routedFamily: string | null;
    raisedBy: RaisedBy | null;
    /** Whether anything in the thread involves vLLM (`vllmInvolved`). */
    involved: boolean;
    /** What the detectors read (signals, tracebacks, lines, facts, summary), without captures. */
    context: Omit<AskContext, 'captures'>;
}
/** Whether anything in the thread involves vLLM: its repository (or none given), a frame in vLLM's tree, or the word in the reporter's or a maintainer's text. */
export declare function vllmInvolved(extraction: Extraction, repository: string | undefined): boolean;
/** Whether the error was recognised from the title alone, and whether the thread's text log was cut before it. */
export declare function titleOnlyOf(matches: Match[], extraction: Extraction, framesShown: number | null): {
    titleOnly: boolean;
    logCut: boolean;
};
/** The decision's asks, with what the thread answers, and whether the error was seen in the title alone. */
export type DecidedAsks = ProseAnswers & {
    titleOnly: boolean;
    logCut: boolean;
};
/**
 * The decision's asks, with what the thread answers in words and the actions those answers make moot.
 * @param input the matches, the short comment, whose code ran and what the detectors read
 */
export declare function decideAsks(input: AsksInput): DecidedAsks;
