import type { CatalogEntry, Workaround } from '../../catalog/types.js';
import type { Stage } from '../../signals/code-owner.js';
/** What the thread already did: a run without the connector, the packages verified installed; `most`: how many actions to show. */
export interface ActionsDone {
    worksWithout: boolean;
    installed: string[];
    most?: number;
    /** The triaged issue's number in vLLM: an action that only says to follow it is left out, and it is never linked. */
    selfIssue?: number | null;
    /** False when the body shows the error too (the match was read off the title): never called title-only then. */
    titleOnly?: boolean;
    /** The thread's text log stops before the exception line (`CommentContext.logCut`). */
    logCut?: boolean;
    /**
     * The thread's own answer as quoted on line 2 (a later comment's cause, the reporter's diagnosis): an action that
     * only looks for evidence, or that names what this answer already names (the same inline code), is left out.
     */
    answer?: string;
    /** The reporter found a version without the problem: an action that only pins a matching version pair is left out. */
    versionWorks?: boolean;
    /** Whose code the frames show when it is a look-alike of vLLM's (`RaisedBy.words`): the headline names it. */
    raisedIn?: string;
    /** Dynamo's code when the frames are its own (`RaisedBy.words`): the fold names it instead of a vLLM function. */
    calledBy?: string;
    /** The thread pasted the library's own log lines (`CommentContext.pastedLog`): an action that only says to read them is left out. */
    logsPasted?: boolean;
    /** Actions the thread answers in words or in its pasted lines, by their catalog text: left out. */
    answered?: string[];
    /** The project whose own tracker the issue is on: an action that says to report to it is left out. */
    ownTracker?: string;
    /** The vLLM file the report diagnoses: the code at fault is vLLM's, so an action reporting to another project is left out. */
    vllmFile?: string;
    /** The LMCache package's logger that printed the line: the headline credits that code, not only vLLM's source. */
    printedBy?: string;
    /**
     * The vLLM connectors whose own code, logs, class name or configuration the thread shows (`vllmConnectorsShown`): a
     * library's error whose catalog caller is another connector links no vLLM function as its side.
     */
    connectorsShown?: string[];
    /**
     * Why a vLLM connector the thread does not show is not the caller: nothing of vLLM ran here (`no-vllm`), or the thread
     * is on vllm-ascend's tracker, whose own connectors call these libraries (`ascend`).
     */
    callerUnshown?: 'no-vllm' | 'ascend';
    /** The library call the pasted frames end in, when no vLLM frame calls it (`CommentContext.pastedCall`): its function and stage. */
    pastedCall?: {
        function: string;
        stage: Stage;
    };
}
export declare const NOTHING_DONE: ActionsDone;
/** A curated entry as it applies to the reporter, with what the comment says of it on this thread: decided once, shown by each part. */
export interface EntryAtReporter {
    /** The entry at the reporter's build and version, in their own thread's words. */
    entry: CatalogEntry;
    /** Its workarounds still open on this thread, as they read on its issue (`openWorkarounds`). */
    open: Workaround[];
    /** The reporter's build predates the entry's code (`predatesEntryCode`): the version read is not the code that ran. */
    predates: boolean;
    /** What the reporter's version has of the entry's changes (`renderFixesInVersion`), or ''. */
    inVersion: string;
}
/** The workarounds still open on this thread, in catalog order, as they read on its issue. */
export declare function openWorkarounds(entry: CatalogEntry, done: ActionsDone): Workaround[];
/** The first actions of the open ones: at most `most` (and at most three), never a last resort. */
export declare function firstActions(open: Workaround[], most?: number): Workaround[];
