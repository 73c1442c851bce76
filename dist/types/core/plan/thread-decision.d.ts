import type { Resolution, ThreadFact, ThreadFacts, VerifiedPackage } from '../signals/thread-facts.js';
/** Line 2 of the comment: the one thing the thread already says that matters most, quoted. */
export type ThreadSays = {
    kind: 'resolved';
    fact: Resolution;
} | {
    kind: 'stated-cause';
    fact: ThreadFact;
}
/** `without`: the reporter's own words for what they left out (`without LMCache`), or null when no phrase says it. */
 | {
    kind: 'works-without';
    fact: ThreadFact;
    without: string | null;
} | {
    kind: 'tried';
    fact: ThreadFact;
} | {
    kind: 'verified';
    package: VerifiedPackage;
    fact: ThreadFact;
}
/**
 * The error message names its own fix (`Set VLLM_SSM_CONV_STATE_LAYOUT=DS`): the setting, as the message says it,
 * and whether it is a flag passed to the server (`--enforce-eager`) or a variable or key that is set.
 */
 | {
    kind: 'message-fix';
    setting: string;
    settingKind: 'flag' | 'value';
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
        /** The thread found its fix, or a diagnosis at the code's level: the entry's own actions are folded, none is on the first screen. */
        superseded?: boolean;
        /** Actions the thread answers in words or in its pasted lines (`prose-answers.ts`), by their catalog text: left out. */
        answered?: string[];
    };
}
/**
 * The thread's decision with a fix the error message names: the thread's own answer (a later comment's cause,
 * workaround or fix, the reporter's diagnosis) comes first; otherwise the message's fix leads and nothing is asked.
 * @param decision what the thread's words decide
 * @param setting the setting the message names (`fixNamedByMessage`), or null
 */
export declare function withMessageFix(decision: ThreadDecision, setting: string | null): ThreadDecision;
/**
 * Decide from the thread's words: a later comment's resolution first, then the reporter's own diagnosis, then a
 * check they already made (it works without the connector), then what they tried, then a package they verified is installed.
 * @param facts what the thread says (`readThreadFacts`)
 */
export declare function decideFromThread(facts: ThreadFacts): ThreadDecision;
