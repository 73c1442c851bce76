import type { ThreadFact, ThreadFacts, VerifiedPackage } from '../signals/thread-facts.js';
/** Line 2 of the comment: the one thing the thread already says that matters most, quoted. */
export type ThreadSays = {
    kind: 'resolved';
    fact: ThreadFact;
} | {
    kind: 'stated-cause';
    fact: ThreadFact;
} | {
    kind: 'works-without';
    fact: ThreadFact;
} | {
    kind: 'tried';
    fact: ThreadFact;
} | {
    kind: 'verified';
    package: VerifiedPackage;
    fact: ThreadFact;
};
/** The decision the thread's words make. */
export interface ThreadDecision {
    says: ThreadSays | null;
    /** The thread found the answer (a later comment's cause, workaround or fix, the reporter's own diagnosis): the comment agrees or adds one thing and asks nothing. */
    askNothing: boolean;
    /** Actions the reporter already did: the packages they verified are installed, the run without the connector. */
    done: {
        installed: VerifiedPackage[];
        worksWithout: boolean;
        versionWorks?: boolean;
    };
}
/**
 * Decide from the thread's words: a later comment's resolution first, then the reporter's own diagnosis, then a
 * check they already made (it works without the connector), then what they tried, then a package they verified is installed.
 * @param facts what the thread says (`readThreadFacts`)
 */
export declare function decideFromThread(facts: ThreadFacts): ThreadDecision;
