import type { CatalogEntry, Workaround } from '../catalog/types.js';
import type { Match } from '../match/types.js';
/** The request id a match names, if any (user text: render it with inlineCode); a placeholder is none. */
export declare function requestIdOf(match: Match): string | null;
/** Seen in the title alone: `true` (no text log, a screenshot), `'log-cut'` (a text log that stops before the exception line), or `false`. */
export type TitleOnly = boolean | 'log-cut';
/** Confidence in plain words, never contradicted further down. */
export declare function confidenceWords(match: Match, entry?: CatalogEntry, titleOnly?: TitleOnly): string;
/**
 * The on-screen start of an explanation (its first paragraph, or its first sentences when that
 * paragraph is long), and the rest, which is folded.
 * @param explanation catalog markdown
 */
export declare function splitExplanation(explanation: string): {
    first: string;
    rest: string;
};
/**
 * Turn bare `#NNNN` references in catalog prose into full vLLM links, so they never point at an
 * issue of the repository the bot runs in. Code spans are left alone.
 * @param text catalog markdown (our own text, not user text)
 */
export declare function linkVllmReferences(text: string, selfIssue?: number | null): string;
/** Line 1: what was recognised, where, for which request, and how sure, in one sentence. */
export declare function renderEntryHeadline(entry: CatalogEntry, match: Match, selfIssue?: number | null, titleOnly?: TitleOnly, raisedIn?: string): string;
/**
 * Numbered rows (`N. text`) as GitHub will show them: CommonMark keeps only an ordered list's first number and counts
 * on from it, so rows numbered with a gap (1, then 4) become bullets with the number written in the text (`- **4.** text`).
 * @param rows rows that each start with their number and `. `
 */
export declare function numberedAsWritten(rows: string[]): string[];
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
    /** The project whose own tracker the issue is on: an action that says to report to it is left out. */
    ownTracker?: string;
    /** The LMCache package's logger that printed the line: the headline credits that code, not only vLLM's source. */
    printedBy?: string;
}
/** The workarounds shown as first actions (at most three, no last resort) and the rest, which are folded. */
export declare function splitWorkarounds(entry: CatalogEntry, done?: ActionsDone): {
    actions: Workaround[];
    rest: Workaround[];
};
/**
 * The on-screen part for a curated entry: the headline (line 1), what the reporter's log shows (line 2, when
 * there is anything), and at most three actions in order, version-aware. The explanation, the triggers and any
 * last-resort patch are folded into the details.
 * @param entry the curated entry
 * @param match its match in this issue
 * @param version the reporter's vLLM version, or null
 * @param logShows the one-line summary of the thread's evidence, or '' when it shows nothing yet
 */
export declare function renderEntryEssentials(entry: CatalogEntry, match: Match, version: string | null, logShows?: string, done?: ActionsDone, threadSays?: string): string;
/**
 * The folded details for a curated entry: when it happens, the rest of the explanation, where vLLM
 * raises it, and related issues and pull requests.
 * @param entry the curated entry
 * @param version the reporter's vLLM version, or null
 * @param issueNumber the triaged issue, left out of the related issues
 * @param done what the thread already did
 * @param releaseRef the reporter's release tag, or null when their version is not a plain release
 */
export declare function renderEntryDetails(entry: CatalogEntry, version: string | null, issueNumber?: number | null, done?: ActionsDone, releaseRef?: string | null, reporterFrame?: {
    path: string;
    line: number | null;
} | null): string;
