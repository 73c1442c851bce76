import type { CatalogEntry, PullRequestTable } from '../catalog/types.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Traceback } from '../extract/types.js';
import type { OtherReport } from '../match/other-reports.js';
import type { Match } from '../match/types.js';
import type { Signals } from '../signals/types.js';
import type { BundledBuild } from '../signals/thread-facts.js';
import type { AskStatus, ShortComment, TimelineEntry } from './types.js';
import type { ThreadDecision, ThreadSays } from './thread-decision.js';
import type { Contradiction } from './contradiction.js';
import type { FixesInVersion } from '../fixes/types.js';
import type { RaisedBy } from './owner-decision.js';
import type { OtherEngineThread } from './speech/engine-policy.js';
import type { PastedLog } from './asks/whole-evidence.js';
import type { EarlierRun } from './timeline.js';
import type { PastedCall } from './asks/pasted-call.js';
/** Everything the comment says comes in here. */
export interface CommentContext {
    /** Matches, best first (the first one is the headline). */
    matches: Match[];
    /** Catalog entries; curated matches are looked up here by id. */
    entries: CatalogEntry[];
    /** Ask statuses (from `evaluateAsks`), combined for the matches shown. */
    asks: AskStatus[];
    timeline: TimelineEntry[];
    /** The headline error's earlier runs under other request ids (the reporter reproduced it since), oldest first. */
    earlierRuns?: EarlierRun[];
    signals: Signals;
    connectors: ConnectorEvidence[];
    /** Tracebacks, so a match's frames can be linked. */
    tracebacks?: Traceback[];
    catalog: {
        version: string;
        commit: string;
    };
    /** Labels the bot owns (recorded in the marker). */
    botLabels: string[];
    /** Maintainers' label names, each null unless it is known to exist (the footer names only those). */
    labels: {
        dismiss: string | null;
        rerun: string | null;
    };
    /** Set when a maintainer dismissed the bot: the comment collapses to one line. */
    dismissedBy?: string;
    /** Overrides the default (every ask satisfied, at least one ask). */
    readyForMaintainer?: boolean;
    /** The triaged issue's number: the comment never cites it. */
    issueNumber?: number | null;
    /** The thread triaged on another project's tracker: the comment says "this issue" where an entry cites it. */
    ownThread?: {
        repository: string;
        number: number;
    };
    /** The reporter already says the failure goes away without the connector. */
    causeKnown?: boolean;
    /** What the thread's own words decide: line 2, whether to ask anything, the actions already done. */
    thread?: ThreadDecision;
    /** Evidence in the thread that does not fit the entry's mechanism: said on line 2 with what to check. */
    contradiction?: Contradiction;
    /** Why the title says it fails, when the body's traceback is cut (`… because the prefill pod restarted`). */
    titleCause?: string;
    /** The thread holds a traceback of it that stops before its final line (the title's cause stands in for it). */
    titleCauseCut?: boolean;
    /** When the title says the failure happens (`under high concurrency`), in its words. */
    titleCondition?: string;
    /** Another project's build that brought the reporter's vLLM (`ai-dynamo[vllm]==0.4.1`), when no version is given. */
    bundledBy?: BundledBuild;
    /** The web address of the explainer pages (`…/docs/errors`) the comment links; without it, the pages' paths in the repository. */
    docsBase?: string | null;
    /** Who routed the issue with a routing label, recorded in the marker for later runs. */
    routedBy?: {
        label: string;
        by: string;
    };
    /** Known errors in other people's comments: context, named as such in the details. */
    otherReports?: OtherReport[];
    /** How the thread gives the vLLM version when no version line is parsed (prose, a bundling build): the same words the version ask is ticked with. */
    vllmVersionSaid?: string;
    /** The headline error's frames are another project's copy or patch of vLLM's code (Dynamo's patched engine, a fork). */
    raisedBy?: RaisedBy;
    /** Another engine's thread with no vLLM in it (`speech/engine-policy.ts`): its first screen names the engine and the library. */
    otherEngine?: OtherEngineThread;
    /** The LMCache package's own logger that printed the headline's line (`lmcache.integration.vllm.vllm_v1_adapter`). */
    printedBy?: string;
    /** The library call the headline's pasted frames end in, when no vLLM frame calls it: where it failed, and whether the catalog's caller is that call. */
    pastedCall?: PastedCall;
    /** The headline entry's codes its matched line prints (`-707`): the first screen says what each means. */
    codesLogged?: string[];
    /** A fork's own release the reporter runs (`1Cat-vLLM 1.3.0`): a vLLM fix reaches them only in a build of the fork that carries it. */
    forkBuild?: string;
    /** The thread's own final exception lines no match reads (`Type: message`, user text): the first screen names them. */
    otherFailures?: string[];
    /** The project whose own tracker the issue is on (`lmcache` on LMCache/LMCache): an action reporting to it is left out. */
    ownTracker?: string;
    /** Nothing of vLLM ran here (another engine's code, another project's issue with no vLLM anywhere): no vLLM version line. */
    noVllm?: boolean;
    /** What the thread shows in words or in its pasted lines instead of an action or an ask (`prose-answers.ts`): first-screen lines. */
    threadShows?: string[];
    /** The library's own log lines the thread pasted around the error, and what they show (`pastedLogFor`). */
    pastedLog?: PastedLog;
    /** Whether the error was seen in the title alone (no traceback or error line of the body shows a failure). */
    titleOnly?: boolean;
    /** Seen in the title alone though the thread holds a text log: the log was cut before the exception line (not a screenshot). */
    logCut?: boolean;
    /** A short comment instead of the full one: an uncurated error with its final exception, or a maintainer's routing. */
    short?: ShortComment;
    /** What is known of the headline entry's PRs in the reporter's version (`fixesInVersion`). */
    fixes?: FixesInVersion | null;
    /** The catalog's pull-request table, for what a PR changes at a version. */
    pullRequests?: PullRequestTable;
}
/** What every comment carries whatever its shape: the values of its marker (ids, labels, dismissal, routing, fixes) and its footer. */
export type CommentFrame = Pick<CommentContext, 'catalog' | 'matches' | 'botLabels' | 'labels' | 'dismissedBy' | 'routedBy' | 'fixes' | 'docsBase'>;
/** A maintainer dismissed the bot: the comment is one note, no footer. */
export interface DismissedComment {
    kind: 'dismissed';
    frame: CommentFrame;
    /** The maintainer's login. */
    by: string;
}
/** A maintainer routed the issue and nothing is recognised: the connector's short asks. */
export type RoutedComment = Extract<ShortComment, {
    kind: 'routed';
}> & {
    frame: CommentFrame;
    /** The asks (version, kv_transfer_config, the log as text, the connector's package version). */
    asks: AskStatus[];
};
/** A connector error nobody has curated yet, with its final exception: what the frames show and the asks still missing. */
export type UncuratedComment = Extract<ShortComment, {
    kind: 'uncurated';
}> & {
    frame: CommentFrame;
    /** The reporter's release (or exact build commit) the vLLM frames are linked at, or null. */
    releaseRef: string | null;
    /** Why the frames are not linked when `releaseRef` is null (`your vLLM version is not known`). */
    unlinkedWhy: string;
    /** The asks for it (none when the thread already has the answer). */
    asks: AskStatus[];
    /** Another project's build that brought the reporter's vLLM, when no version is given. */
    bundledBy?: BundledBuild;
    /** When the title says the failure happens, in its words. */
    titleCondition?: string;
    /** Line 2: what the thread already says, or null. */
    says: ThreadSays | null;
};
/** The comment had a match and the thread no longer shows one: one line. */
export interface GoneComment {
    kind: 'gone';
    frame: CommentFrame;
}
/** What the full comment reads: the context but the frame's own values and a short comment's. */
export type FullContext = Omit<CommentContext, 'catalog' | 'botLabels' | 'labels' | 'dismissedBy' | 'routedBy' | 'short' | 'titleCondition'>;
/** The full comment about a recognised match: headline, asks, ready line, details, timeline, other matches. */
export interface FullComment {
    kind: 'full';
    frame: CommentFrame;
    context: FullContext;
    /** The headline match. */
    primary: Match;
    /** The reporter's release (or exact build commit) their lines are linked at, or null when it is not a plain release. */
    releaseRef: string | null;
    /** Why their lines are not linked when `releaseRef` is null (`your vLLM version is not known`). */
    unlinkedWhy: string;
    /** Whether the asks still open are listed (not when the thread found the answer; what it answers is listed in the details either way). */
    asksShown: boolean;
    /** Whether the ready line is shown: the asks are shown and every one is answered (never when a maintainer filed it). */
    ready: boolean;
}
/** The comment as data: one node per shape, rendered by the comment stage's handler for its kind. */
export type CommentNode = DismissedComment | RoutedComment | UncuratedComment | GoneComment | FullComment;
